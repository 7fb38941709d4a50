import Foundation

/// Keeps an observation alive; the observation stops on ``cancel()`` or when the token is
/// released.
public final class ObservationToken: Sendable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockIsolated(onCancel)
  }

  deinit {
    self.cancel()
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    let onCancel = self.onCancel.withValue { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    onCancel?()
  }

  /// Whether the observation was stopped.
  public var isCancelled: Bool {
    self.onCancel.value == nil
  }
}
