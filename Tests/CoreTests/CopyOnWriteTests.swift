import Core
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct CopyOnWriteTests {
  struct Catalog: Equatable, Codable {
    var names: [String]
    var version: Int
  }

  struct State: Equatable {
    @CopyOnWrite var catalog = Catalog(names: ["a"], version: 1)
    var selection = 0
  }

  @Test func copiesShareStorageUntilOneChanges() {
    let original = State()
    var copy = original
    #expect(copy.$catalog.sharesStorage(with: original.$catalog))

    copy.catalog.version = 2

    #expect(!copy.$catalog.sharesStorage(with: original.$catalog))
    #expect(original.catalog.version == 1)
    #expect(copy.catalog.version == 2)
  }

  @Test func mutatingAUniqueValueKeepsItsStorage() {
    var state = State()
    let before = state.$catalog
    state.catalog.version = 3
    // `before` holds a reference, so the write copied; a unique value mutates in place.
    var unique = State()
    unique.catalog.names.append("b")
    unique.catalog.names.append("c")
    #expect(unique.catalog.names == ["a", "b", "c"])
    #expect(before.wrappedValue.version == 1)
  }

  @Test func equalityComparesContentsWhenStorageDiffers() {
    var lhs = State()
    var rhs = State()
    #expect(lhs == rhs)
    lhs.catalog.version = 2
    #expect(lhs != rhs)
    rhs.catalog.version = 2
    #expect(lhs == rhs)
  }

  @Test func hashesAndEncodesLikeTheValue() throws {
    let wrapped = CopyOnWrite(wrappedValue: 42)
    #expect(wrapped.hashValue == CopyOnWrite(wrappedValue: 42).hashValue)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(CopyOnWrite(wrappedValue: Catalog(names: ["x"], version: 7)))
    #expect(String(decoding: data, as: UTF8.self) == #"{"names":["x"],"version":7}"#)
    let decoded = try JSONDecoder().decode(CopyOnWrite<Catalog>.self, from: data)
    #expect(decoded.wrappedValue == Catalog(names: ["x"], version: 7))
  }

  @Test func dumpsLikeTheValue() {
    #expect(
      String(customDumping: State()) == """
        CopyOnWriteTests.State(
          _catalog: CopyOnWriteTests.Catalog(
            names: [
              [0]: "a"
            ],
            version: 1
          ),
          selection: 0
        )
        """
    )
  }

  // MARK: The store's warning about large state

  struct Huge: Equatable {
    var bytes = (0..<(80 * 1024 / 8)).reduce(into: Inline()) { _, _ in }
    var small = 0
  }

  /// 80 KiB stored inline.
  struct Inline: Equatable {
    var storage: [UInt64] = []
    var padding = Padding()
  }

  struct Padding: Equatable {
    var a = Tuple1024(), b = Tuple1024(), c = Tuple1024(), d = Tuple1024(), e = Tuple1024()
    var f = Tuple1024(), g = Tuple1024(), h = Tuple1024(), i = Tuple1024(), j = Tuple1024()
  }

  /// 8 KiB inline.
  struct Tuple1024: Equatable {
    var x = [UInt64](repeating: 0, count: 0)
    var values:
      (
        SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>,
        SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>,
        SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>,
        SIMD64<UInt64>
      ) = (
        .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
        .zero, .zero, .zero, .zero
      )

    static func == (lhs: Self, rhs: Self) -> Bool { true }
  }

  struct HugeFeature: Reducer {
    typealias State = Huge
    enum Action { case noop }
    func reduce(into state: inout Huge, action: Action) -> Effect<Action> { .none }
  }

  struct BoxedFeature: Reducer {
    struct State: Equatable { @CopyOnWrite var huge = Huge() }
    enum Action { case noop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  @Test func storeWarnsAboutAStateLargerThan64KiB() {
    #expect(MemoryLayout<Huge>.size > 64 * 1024)
    withKnownIssue {
      _ = Store(initialState: Huge()) { HugeFeature() }
    } matching: { issue in
      issue.severity == .warning
        && issue.description.contains("CopyOnWriteTests.swift")
        && issue.description.contains("more than 64 KiB")
        && issue.description.contains("• bytes:")
        && issue.description.contains("'@CopyOnWrite'")
    }
  }

  @Test func boxedLargeStateDoesNotWarn() {
    #expect(MemoryLayout<BoxedFeature.State>.size <= 64)
    let store = Store(initialState: BoxedFeature.State()) { BoxedFeature() }
    #expect(store.state.huge.small == 0)
  }
}
