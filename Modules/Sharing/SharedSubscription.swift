import Dependencies

/// A key's subscription to outside changes: cancelled when the reference that started it goes
/// away (or when the last copy of it does).
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription.
  ///
  /// - Parameter onCancel: Stops the deliveries; called at most once.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.box = Box(onCancel)
  }

  /// Stops the deliveries.
  public func cancel() {
    self.box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: LockIsolated<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = LockIsolated(onCancel)
    }

    func cancel() {
      self.onCancel.take()?()
    }

    deinit {
      self.cancel()
    }
  }
}
