import Observation

/// What `withObservationTracking` sees of a store beyond its state's own properties: reading
/// `store.state` registers a read of the whole value, and replacing the root value with another
/// one (`state = State()` in a reducer) notifies those readers.
///
/// Changes of single properties reach their readers through the state's own
/// ``ObservableStateRegistrar``; this covers what no property of the old value can report: that
/// the value itself was swapped for a new one with a registrar of its own. Only stores whose
/// state is ``ObservableState`` have one.
@MainActor
final class StateTracker<State>: Observable {
  private let registrar = ObservationRegistrar()
  // Reads the state where it lies: the state is generic here, and a copy of it (every property
  // retained, then released) would cost more than the rest of the check.
  private let identity: (inout State) -> ObservableStateID
  private var lastID: ObservableStateID
  // The tracked "property": never read, only named by the key path observers register.
  private var value: Void { () }

  /// A tracker for `state`, or `nil` when `State` is not observable.
  init?(_ state: State) {
    guard let identity = Self.identity(of: State.self) else { return nil }
    var state = state
    self.identity = identity
    self.lastID = identity(&state)
  }

  /// Registers a read of the whole state with the observation in progress, if any.
  func access() {
    self.registrar.access(self, keyPath: \.value)
  }

  /// Notifies the readers of the whole state if `state` is another value than the last one seen.
  /// Reads `state` in place; never changes it.
  func check(_ state: inout State) {
    let id = self.identity(&state)
    guard id != self.lastID else { return }
    self.lastID = id
    self.registrar.withMutation(of: self, keyPath: \.value) {}
  }

  /// Reads the identity of a `State` that is observable, opening the existential once.
  /// Nonisolated, so that the reader it makes checks no executor at each call: it only reads the
  /// state it is handed.
  private nonisolated static func identity(of type: State.Type) -> (
    (inout State) -> ObservableStateID
  )? {
    guard let observable = type as? any ObservableState.Type else { return nil }
    func reader<Observed: ObservableState>(
      _: Observed.Type
    ) -> (inout State) -> ObservableStateID {
      { state in
        // `State` is `Observed`: the cast above proved it.
        withUnsafeMutablePointer(to: &state) {
          $0.withMemoryRebound(to: Observed.self, capacity: 1) { identityInPlace(&$0.pointee) }
        }
      }
    }
    return reader(observable)
  }
}

/// The identity of `value`, read where it lies: through an `inout` argument a generic property
/// read does not copy the whole value first, as it does through `pointee` alone.
private func identityInPlace<Observed: ObservableState>(_ value: inout Observed)
  -> ObservableStateID
{
  value._$id
}
