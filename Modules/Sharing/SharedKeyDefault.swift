extension SharedReaderKey {
  /// A key with a default value of its own, so that a declaration needs none:
  /// `@Shared(.isOn) var isOn` instead of `@Shared(.inMemory("isOn")) var isOn = false`.
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == InMemoryKey<Bool>.Default {
  ///   static var isOn: Self { Self[.inMemory("isOn"), default: false] }
  /// }
  ///
  /// @Shared(.isOn) var isOn
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value of its own (spelled `SomeKey.Default`): see
/// ``SharedReaderKey/Default``.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// A key that reads and writes `key`, with `value` as its default.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value a declaration without a value of its own starts from.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's id: a key with a default shares its value with the base key.
  public var id: Base.ID { self.base.id }

  /// The default value.
  public var initialValue: Base.Value { self.defaultValue() }

  /// Loads through the base key.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the base key.
  public func subscribe(
    context: LoadContext<Base.Value>,
    subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the base key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key, its type and the default: `InMemoryKey<Bool>.Default[.inMemory("isOn"),
  /// default: false]`.
  public var description: String {
    "\(String(describing: Base.self)).Default[\(self.base), default: \(self.defaultValue())]"
  }
}
