import Foundation

/// A process-wide on/off setting held by reference count: it goes on with the first holder, and
/// back to what it was when the last one lets go.
package final class ReferenceCountedSwitch: Sendable {
  private struct State {
    var holders = 0
    var previous = false
  }

  private let state = LockIsolated(State())
  private let read: @Sendable () -> Bool
  private let write: @Sendable (Bool) -> Void

  /// Creates a switch over a setting.
  ///
  /// - Parameters:
  ///   - read: Reads the setting.
  ///   - write: Writes the setting.
  package init(read: @escaping @Sendable () -> Bool, write: @escaping @Sendable (Bool) -> Void) {
    self.read = read
    self.write = write
  }

  /// Takes a hold: the setting is on until the matching ``release()``.
  package func retain() {
    self.state.withValue { state in
      if state.holders == 0 {
        state.previous = self.read()
        self.write(true)
      }
      state.holders += 1
    }
  }

  /// Lets go of a hold; the last one restores the setting found by the first.
  package func release() {
    self.state.withValue { state in
      guard state.holders > 0 else { return }
      state.holders -= 1
      if state.holders == 0 {
        self.write(state.previous)
      }
    }
  }
}

/// The main serial executor (every task on the main actor, one at a time) as a shared switch:
/// `TestStore` holds it for its lifetime, so that tests running in parallel never switch it off
/// under each other. Code that calls `withMainSerialExecutor` (swift-concurrency-extras) directly
/// bypasses the count.
package let sharedMainSerialExecutor = ReferenceCountedSwitch(
  read: { uncheckedUseMainSerialExecutor },
  write: { uncheckedUseMainSerialExecutor = $0 }
)

/// Runs an operation with every task on the main actor, one at a time, holding
/// ``sharedMainSerialExecutor`` instead of setting and restoring the setting.
///
/// - Parameter operation: The work to run.
@MainActor
package func withSharedMainSerialExecutor(
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  sharedMainSerialExecutor.retain()
  defer { sharedMainSerialExecutor.release() }
  try await operation()
}
