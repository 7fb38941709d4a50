/// How an effect running now can dismiss the feature it belongs to.
///
/// `PresentedChild.effects(_:dismissAction:)` sets it around the effects of each child a
/// navigation reducer presents (the innermost presentation wins); a test store sets it around the
/// root feature's effects (``StoreInstrumentation``). `DismissEffect` reaches it through
/// `PresentedChild.dismissCurrent()`.
enum DismissContext {
  @TaskLocal static var handler: DismissHandler?
}

/// Dismisses one presented feature.
///
/// A class, so that the task local holds a single reference: binding an optional async closure
/// directly as a task-local value crashed in release builds (Swift 6.3, Linux).
final class DismissHandler: Sendable {
  private let dismiss: @Sendable () async -> Void

  init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  func callAsFunction() async {
    await self.dismiss()
  }
}
