/// How an effect running now can dismiss the feature it belongs to.
///
/// Navigation reducers set it around the effects of each child they present (the innermost
/// presentation wins); a test store sets it around the root feature's effects. `DismissEffect`
/// reads it.
package enum DismissContext {
  @TaskLocal package static var handler: DismissHandler?
}

/// Dismisses one presented feature.
///
/// A class, so that the task local holds a single reference: binding an optional async closure
/// directly as a task-local value crashed in release builds (Swift 6.3, Linux).
package final class DismissHandler: Sendable {
  private let dismiss: @Sendable () async -> Void

  package init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  package func callAsFunction() async {
    await self.dismiss()
  }
}
