import Core

/// Counts how often the properties read in `read` changed, as Observation reports it.
///
/// Observation stops after the first change it reports, as `withObservationTracking` does: a
/// count of 1 means "it fired".
final class ObservationProbe: Sendable {
  private let changes = LockIsolated(0)

  init(_ read: () -> Void) {
    withObservationTracking(read) { [changes] in
      changes.withValue { $0 += 1 }
    }
  }

  /// Whether a read property changed.
  var fired: Bool { self.changes.value > 0 }
}
