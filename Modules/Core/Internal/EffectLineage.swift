/// The effects that descend from one action sent to a store: the effects it started, and those
/// started by the actions those effects sent back, however deep.
///
/// ``StoreTask`` and ``TestStoreTask`` wait for and cancel a lineage, so that cancelling the task
/// of an action also stops what its effects set off (as in TCA).
final class EffectLineage: Sendable {
  private struct State {
    var tasks: [Task<Void, Never>] = []
    var isCancelled = false
  }

  private let state = LockIsolated(State())

  init() {}

  /// Adds an effect's task; cancels it at once if the lineage was cancelled.
  func add(_ task: Task<Void, Never>) {
    let isCancelled = self.state.withValue { state -> Bool in
      if !state.isCancelled { state.tasks.append(task) }
      return state.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  /// Whether no effect has started in this lineage yet.
  var isEmpty: Bool {
    self.state.withValue { $0.tasks.isEmpty }
  }

  /// Cancels every effect of the lineage, and the ones added to it later.
  func cancel() {
    let tasks = self.state.withValue { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Waits until every effect of the lineage, including the ones added while waiting, finished.
  func waitForAll() async {
    var index = 0
    while true {
      let position = index
      guard
        let task = self.state.withValue({ position < $0.tasks.count ? $0.tasks[position] : nil })
      else { return }
      await task.value
      index += 1
    }
  }
}
