/// Everything a ``TestStore`` adds to the runtime of the root store it drives, in one value.
///
/// This is the only way test-only behaviour enters ``RootCore``. A production store has none
/// (`RootCore.instrumentation` is `nil`), so its send path pays one `nil` check per action and
/// skips the rest: no callbacks, no descriptions of effects, no dismiss handler.
///
/// With instrumentation, the root core:
/// - calls ``willReduce`` before and ``didReduce`` after each action is reduced (the test store
///   records the state each action produced, and the stack element ids its reducer saw, so that
///   `send` and `receive` assert exactly what the reducer did);
/// - records, for each effect, the action that started it (the cause), so that the test store
///   can name it in its report of effects still running;
/// - binds ``dismissHandler`` around every effect it starts, so that `@Dependency(\.dismiss)`
///   in the root feature dismisses the test store itself.
struct StoreInstrumentation<State, Action> {
  /// Called before each action is reduced.
  var willReduce: () -> Void
  /// Called after each action is reduced: the action, where it came from, and the state it
  /// produced.
  var didReduce:
    (_ action: Action, _ origin: RootCore<State, Action>.Origin, _ state: State) -> Void
  /// How the root feature's effects dismiss it.
  var dismissHandler: DismissHandler
}
