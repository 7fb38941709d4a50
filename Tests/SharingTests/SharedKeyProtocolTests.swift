import CoreTestSupport
import Foundation
import IdentifiedCollections
import Sharing
import Testing

/// The key protocol: loads and saves through continuations, subscribers, `require:`, keys with
/// defaults of their own, and the misuse of a continuation.
@Suite(.timeLimit(.minutes(1)))
struct SharedKeyProtocolTests {
  /// A key whose loads resume only when the test says so.
  final class SlowKey: SharedReaderKey, @unchecked Sendable {
    let id = UUID()
    let pending = LockIsolated<[LoadContinuation<Int>]>([])
    let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      self.pending.withValue { $0.append(continuation) }
    }

    func subscribe(
      context: LoadContext<Int>,
      subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      self.subscriber.setValue(subscriber)
      return SharedSubscription {}
    }

    func finish(with result: Result<Int?, any Error>) {
      let pending = self.pending.withValue { pending in
        defer { pending.removeAll() }
        return pending
      }
      for continuation in pending { continuation.resume(with: result) }
    }
  }

  struct LoadFailure: Error {}

  struct ForgetfulKey: SharedReaderKey, Hashable, CustomStringConvertible {
    var description: String { "ForgetfulKey()" }
    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}
    func subscribe(
      context: LoadContext<Int>,
      subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      SharedSubscription {}
    }
  }

  @Test func aKeyThatLoadsLaterIsLoadingUntilItResumes() {
    let key = SlowKey()
    @SharedReader(key) var value = 0
    #expect($value.isLoading)
    #expect(value == 0)
    key.finish(with: .success(42))
    #expect(!$value.isLoading)
    #expect(value == 42)
  }

  @Test func aFailedLoadKeepsTheValueAndSaysWhy() {
    let key = SlowKey()
    @SharedReader(key) var value = 7
    key.finish(with: .failure(LoadFailure()))
    #expect(value == 7)
    #expect($value.loadError is LoadFailure)
    #expect(!$value.isLoading)
  }

  @Test func aSubscriberMovesTheValueAndTheLoadingState() throws {
    let key = SlowKey()
    @SharedReader(key) var value = 3
    key.finish(with: .success(10))
    let subscriber = try #require(key.subscriber.value)
    subscriber.yieldLoading()
    #expect($value.isLoading)
    subscriber.yield(11)
    #expect(value == 11)
    #expect(!$value.isLoading)
    subscriber.yield(throwing: LoadFailure())
    #expect($value.loadError is LoadFailure)
    // Nothing stored any more: back to the declared value, and the error is gone.
    subscriber.yieldReturningInitialValue()
    #expect(value == 3)
    #expect($value.loadError == nil)
  }

  @Test func aUserInitiatedLoadWaitsForTheKey() async throws {
    let key = SlowKey()
    @SharedReader(key) var value = 0
    key.finish(with: .success(1))
    let reader = $value
    let load = Task { try await reader.load() }
    while key.pending.value.isEmpty { await Task.yield() }
    #expect($value.isLoading)
    key.finish(with: .success(2))
    try await load.value
    #expect(value == 2)
    #expect(!$value.isLoading)
  }

  @Test func aContinuationNeverResumedIsReported() {
    withKnownIssue {
      @SharedReader(ForgetfulKey()) var value = 5
      #expect(value == 5)
      #expect(!$value.isLoading)
    } matching: { issue in
      issue.description.hasSuffix(
        "'ForgetfulKey()' never resumed its continuation; whatever waited on it goes on as if "
          + "nothing was stored."
      )
    }
  }

  @Test func aContinuationResumedTwiceIsReported() {
    let continuation = LoadContinuation<Int>("Twice") { _ in }
    continuation.resume(returning: 1)
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: { issue in
      issue.description.hasSuffix(
        "'Twice' resumed its continuation a second time; only the first counts.")
    }
  }

  @Test func requireLoadsTheStoredValue() async throws {
    @Shared(.inMemory("required")) var stored = 8
    let required = try await Shared<Int>(require: .inMemory("required"))
    #expect(required.wrappedValue == 8)
    let reader = try await SharedReader<Int>(require: .inMemory("required"))
    #expect(reader.wrappedValue == 8)
  }

  @Test func requireThrowsWhenNothingIsStored() async {
    await #expect(throws: SharedValueNotStored.self) {
      _ = try await Shared<Int>(require: .inMemory("nothing"))
    }
  }

  @Test func requireThrowsTheKeysLoadError() async {
    let key = SlowKey()
    let task = Task { try await SharedReader(require: key) }
    while key.pending.value.isEmpty { await Task.yield() }
    key.finish(with: .failure(LoadFailure()))
    await #expect(throws: LoadFailure.self) { try await task.value }
  }

  @Test func aKeyWithADefaultNeedsNoValue() {
    @Shared(InMemoryKey<Bool>.Default[.inMemory("isOn"), default: true]) var isOn
    #expect(isOn)
    $isOn.withLock { $0 = false }
    @SharedReader(InMemoryKey<Bool>.Default[.inMemory("isOn"), default: true]) var reader
    #expect(reader == false)
    @Shared(.inMemory("isOn")) var plain = true
    #expect(plain == false)
  }

  @Test func anOptionalNeedsNoValue() {
    @Shared(.inMemory("name")) var name: String?
    #expect(name == nil)
    $name.withLock { $0 = "Blob" }
    @SharedReader(.inMemory("name")) var reader: String?
    #expect(reader == "Blob")
  }

  @Test func descriptionsNameTheTypeAndTheKey() {
    @Shared(.inMemory("count")) var count = 0
    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(SharedReader($count).description == #"SharedReader<Int>(.inMemory("count"))"#)
    #expect(Shared(value: 1).description == "Shared<Int>(value: 1)")
    let key = InMemoryKey<Int>.Default[.inMemory("count"), default: 3]
    #expect(key.description == #"InMemoryKey<Int>.Default[.inMemory("count"), default: 3]"#)
  }

  @Test func aComputedReaderFollowsItsBase() {
    @Shared(value: 2) var count: Int
    let doubled = $count.read { $0 * 2 }
    #expect(doubled.wrappedValue == 4)
    $count.withLock { $0 = 5 }
    #expect(doubled.wrappedValue == 10)
  }

  @Test func aPartWithoutSetterIsAReader() {
    struct User {
      let id: Int
      var name: String
    }
    @Shared(value: User(id: 1, name: "Blob")) var user: User
    let id: SharedReader<Int> = $user.id
    #expect(id.wrappedValue == 1)
  }

  @Test func aSharedIdentifiedCollectionAsSharedElements() {
    @Shared(value: IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self))
    var numbers: IdentifiedArray<Int, Int>
    let elements = Array($numbers)
    #expect(elements.map(\.wrappedValue) == [1, 2, 3])
    $numbers.withLock { _ = $0.removeLast() }
    #expect(elements[2].wrappedValue == 3)
    elements[2].withLock { $0 = 4 }
    #expect(numbers.elements == [1, 2])
    let readers = Array(SharedReader($numbers))
    #expect(readers.map(\.wrappedValue) == [1, 2])
  }
}
