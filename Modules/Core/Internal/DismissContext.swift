/// How an effect running now can dismiss the feature it belongs to.
///
/// Navigation reducers set it around the effects of each child they present (the innermost
/// presentation wins); a test store sets it around the root feature's effects. `DismissEffect`
/// reads it.
package enum DismissContext {
  @TaskLocal package static var handler: (@Sendable () async -> Void)?
}
