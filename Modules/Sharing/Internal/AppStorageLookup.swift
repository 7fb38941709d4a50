import Foundation

/// How an ``AppStorageKey`` reads and writes one kind of value in `UserDefaults`.
struct AppStorageLookup<Value: Sendable>: Sendable {
  /// The stored value; `nil` when the key holds nothing of this kind.
  let load: @Sendable (UserDefaults, String) -> Value?
  /// Stores a value.
  let save: @Sendable (Value, UserDefaults, String) -> Void
}

extension AppStorageLookup {
  /// A property-list value `UserDefaults` holds as it is: numbers, strings, data, dates.
  static var castable: Self {
    Self(
      load: { defaults, key in defaults.object(forKey: key) as? Value },
      save: { value, defaults, key in defaults.set(value, forKey: key) }
    )
  }

  /// The value through its raw value.
  static func rawValue<Raw: Sendable>(_ base: AppStorageLookup<Raw>) -> Self
  where Value: RawRepresentable<Raw> {
    Self(
      load: { defaults, key in base.load(defaults, key).flatMap(Value.init(rawValue:)) },
      save: { value, defaults, key in base.save(value.rawValue, defaults, key) }
    )
  }

  /// An optional value: `nil` removes the key.
  static func optional<Wrapped>(_ base: AppStorageLookup<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(
      load: { defaults, key in base.load(defaults, key).map { .some($0) } },
      save: { value, defaults, key in
        if let value {
          base.save(value, defaults, key)
        } else {
          defaults.removeObject(forKey: key)
        }
      }
    )
  }
}

extension AppStorageLookup where Value == URL {
  /// A URL, as `UserDefaults` stores URLs.
  static var url: Self {
    Self(
      load: { defaults, key in defaults.url(forKey: key) },
      save: { value, defaults, key in defaults.set(value, forKey: key) }
    )
  }
}

extension AppStorageLookup where Value: Codable {
  /// A `Codable` value as JSON data; data that does not decode reads as nothing stored.
  static var json: Self {
    Self(
      load: { defaults, key in
        defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
      },
      save: { value, defaults, key in
        guard let data = try? JSONEncoder().encode(value) else { return }
        defaults.set(data, forKey: key)
      }
    )
  }
}
