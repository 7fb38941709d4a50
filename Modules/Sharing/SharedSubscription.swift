/// A key's subscription to outside changes: cancelled when the reference that started it goes
/// away.
public final class SharedSubscription: Sendable {
  private let onCancel: @Sendable () -> Void

  /// Creates a subscription.
  ///
  /// - Parameter onCancel: Stops the deliveries.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the deliveries.
  public func cancel() {
    self.onCancel()
  }
}
