import Dependencies

// Keys shared by the tests of this target. Each one isolates a single rule of how a key resolves
// its value, so that a test names the rule by naming the key.

/// A key whose live, test and preview values all differ, to tell which context resolved it.
enum ContextualStringKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
  static let previewValue = "preview"
}

/// A key with only a test value: its preview value falls back to it, and it has no live value.
enum TestOnlyNumberKey: TestDependencyKey {
  static let testValue = 1
}

/// A key with a live and a test value but no preview value: previews fall back to the live one.
enum LiveAndTestNumberKey: DependencyKey {
  static let liveValue = 100
  static let testValue = 10
}

/// A client with a live value and no test value, read through a `DependencyValues` accessor.
struct LiveOnlyClient: Sendable {
  var name: @Sendable () -> String
}

enum LiveOnlyClientKey: DependencyKey {
  static let liveValue = LiveOnlyClient { "live" }
}

/// A client with a live value and no test value that is its own key.
struct LiveOnlySelfKeyClient: DependencyKey, Sendable {
  var name: @Sendable () -> String
  static let liveValue = LiveOnlySelfKeyClient { "live" }
}

/// A client that is its own key, read with `@Dependency(GreetingClient.self)`.
struct GreetingClient: TestDependencyKey, Sendable {
  var greet: @Sendable (String) -> String
  static let testValue = GreetingClient { "Hello, \($0)!" }
}

/// A stateful reference type: each call of `next()` returns the next integer, from 0.
final class Counter: Sendable {
  private let count = LockIsolated(0)

  func next() -> Int {
    self.count.withValue { count in
      defer { count += 1 }
      return count
    }
  }
}

/// A key whose test value is a fresh ``Counter`` each time it is computed, to observe caching.
enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

/// A client whose test value is built from `unimplemented(_:)`, the shape the house style asks
/// of every client.
struct NumberClient: TestDependencyKey, Sendable {
  var double: @Sendable (Int) -> Int
  var load: @Sendable () async throws -> Int
  var save: @Sendable (Int) throws -> Void

  static let testValue = NumberClient(
    double: unimplemented("NumberClient.double", placeholder: -1),
    load: unimplemented("NumberClient.load"),
    save: unimplemented("NumberClient.save")
  )
}

/// A client whose default value reads `\.testOnlyNumber` through a `@Dependency` of its own,
/// when the default is computed.
struct DerivedNumberClient: Sendable {
  var number: @Sendable () -> Int
}

enum DerivedNumberClientKey: TestDependencyKey {
  static var testValue: DerivedNumberClient {
    @Dependency(\.testOnlyNumber) var number
    return DerivedNumberClient { number }
  }
}

extension DependencyValues {
  var derivedNumber: DerivedNumberClient {
    get { self[DerivedNumberClientKey.self] }
    set { self[DerivedNumberClientKey.self] = newValue }
  }

  var contextualString: String {
    get { self[ContextualStringKey.self] }
    set { self[ContextualStringKey.self] = newValue }
  }

  var testOnlyNumber: Int {
    get { self[TestOnlyNumberKey.self] }
    set { self[TestOnlyNumberKey.self] = newValue }
  }

  var liveAndTestNumber: Int {
    get { self[LiveAndTestNumberKey.self] }
    set { self[LiveAndTestNumberKey.self] = newValue }
  }

  var liveOnlyClient: LiveOnlyClient {
    get { self[LiveOnlyClientKey.self] }
    set { self[LiveOnlyClientKey.self] = newValue }
  }

  var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }

  var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}
