import Core
import PointFreeDependencies

/// A client that an app built on Point-Free's swift-dependencies (and TCA) already has.
///
/// It is registered with both: swift-dependencies' `DependencyKey` for the TCA side of the app,
/// and a key of this toolkit for the features moved here, with the same live and test values.
/// Neither side changes when a feature moves.
public struct NumberClient: Sendable {
  /// Describes a number.
  public var fact: @Sendable (Int) async -> String

  /// Creates a client.
  public init(fact: @escaping @Sendable (Int) async -> String) {
    self.fact = fact
  }
}

extension NumberClient: PointFreeDependencies.DependencyKey {
  /// The value the app uses.
  public static let liveValue = NumberClient { "\($0) is a number." }
  /// The value tests use unless they override it: it fails the test when called.
  public static let testValue = NumberClient { _ in
    reportIssue("NumberClient.fact is unimplemented")
    return ""
  }
}

/// The key of the number client in this toolkit's registry: the same values.
private enum NumberClientKey: Core.DependencyKey {
  static let liveValue = NumberClient.liveValue
  static let testValue = NumberClient.testValue
}

extension PointFreeDependencies.DependencyValues {
  /// The number client, in swift-dependencies' registry (the TCA side of the app).
  public var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

extension Core.DependencyValues {
  /// The number client, in this toolkit's registry (the features moved here).
  public var numberClient: NumberClient {
    get { self[NumberClientKey.self] }
    set { self[NumberClientKey.self] = newValue }
  }
}
