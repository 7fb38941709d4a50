import Foundation

// The `.appStorage` keys, one per kind of value `UserDefaults` holds, as swift-sharing offers
// them; each also for an optional value (`nil` removes the key).

extension SharedReaderKey {
  /// A `Bool` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `Bool` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `Int` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `Int` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `Double` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `Double` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `String` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `String` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `[String]` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `[String]` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `URL` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// An optional `URL` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// A `Data` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `Data` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A `Date` in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .castable)
  }

  /// An optional `Date` in `UserDefaults` under `key`; `nil` removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.castable))
  }

  /// A value stored as its `Int` raw value in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawValue(.castable))
  }

  /// An optional value stored as its `Int` raw value in `UserDefaults` under `key`; `nil`
  /// removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawValue(.castable)))
  }

  /// A value stored as its `String` raw value in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawValue(.castable))
  }

  /// An optional value stored as its `String` raw value in `UserDefaults` under `key`; `nil`
  /// removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawValue(.castable)))
  }

  /// A `Codable` value stored as JSON data in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .json)
  }

  /// An optional `Codable` value stored as JSON data in `UserDefaults` under `key`; `nil`
  /// removes the key.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults; `nil` for `\.defaultAppStorage`.
  /// - Returns: The key.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.json))
  }
}
