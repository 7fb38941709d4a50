import CoreTestSupport
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SharedKeyTests {
  /// A store outside the app: values can change there, and the key hears about it.
  final class Remote: Sendable {
    let value = LockIsolated<Int?>(nil)
    let saved = LockIsolated<[Int]>([])
    let failure = LockIsolated<RemoteError?>(nil)
    let listeners = LockIsolated<[@Sendable (Result<Int?, any Error>) -> Void]>([])
    let cancellations = LockIsolated(0)

    func change(to value: Int) {
      self.value.setValue(value)
      for listener in self.listeners.value { listener(.success(value)) }
    }
  }

  struct RemoteError: Error, Equatable {}

  struct RemoteKey: SharedKey {
    let name: String
    let remote: Remote

    var id: String { self.name }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      if let failure = self.remote.failure.value { return continuation.resume(throwing: failure) }
      guard let value = self.remote.value.value else {
        return continuation.resumeReturningInitialValue()
      }
      continuation.resume(returning: value)
    }

    func subscribe(
      context: LoadContext<Int>,
      subscriber: SharedSubscriber<Int>
    ) -> SharedSubscription {
      self.remote.listeners.withValue { $0.append { subscriber.yield(with: $0) } }
      return SharedSubscription { self.remote.cancellations.withValue { $0 += 1 } }
    }

    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      self.remote.saved.withValue { $0.append(value) }
      if let failure = self.remote.failure.value { return continuation.resume(throwing: failure) }
      continuation.resume()
    }
  }

  @Test func loadsTheStoredValueAndSavesChanges() async throws {
    let remote = Remote()
    remote.value.setValue(5)
    let key = RemoteKey(name: "loads-\(#line)", remote: remote)
    @Shared(key) var value = 0
    #expect(value == 5)
    $value.withLock { $0 += 1 }
    #expect(remote.saved.value == [6])
    try await $value.save()
    #expect(remote.saved.value == [6, 6])
  }

  @Test func outsideChangesReachEveryHolder() {
    let remote = Remote()
    let key = RemoteKey(name: "outside-\(#line)", remote: remote)
    @Shared(key) var value = 0
    @SharedReader(key) var reader = 0
    remote.change(to: 9)
    #expect(value == 9)
    #expect(reader == 9)
    // An outside change is not saved back.
    #expect(remote.saved.value == [])
  }

  @Test func theSubscriptionEndsWithTheLastReference() {
    let remote = Remote()
    do {
      @Shared(RemoteKey(name: "ends-\(#line)", remote: remote)) var value = 0
      _ = value
    }
    #expect(remote.cancellations.value == 1)
  }

  @Test func aFailedLoadKeepsTheDefaultAndSaysWhy() {
    let remote = Remote()
    remote.failure.setValue(RemoteError())
    @Shared(RemoteKey(name: "fails-\(#line)", remote: remote)) var value = 3
    #expect(value == 3)
    #expect($value.loadError as? RemoteError == RemoteError())
    #expect(SharedReader($value).loadError as? RemoteError == RemoteError())
  }

  @Test func aFailedSaveIsKeptUntilASaveSucceeds() async {
    let remote = Remote()
    @Shared(RemoteKey(name: "save-\(#line)", remote: remote)) var value = 0
    remote.failure.setValue(RemoteError())
    $value.withLock { $0 = 1 }
    #expect($value.saveError as? RemoteError == RemoteError())
    await #expect(throws: RemoteError.self) { try await $value.save() }
    remote.failure.setValue(nil)
    $value.withLock { $0 = 2 }
    #expect($value.saveError == nil)
    #expect(!$value.isSaving)
  }

  @Test func aValueWithoutKeyHasNothingToSave() async throws {
    let value = Shared(value: 1)
    try await value.save()
    #expect(value.loadError == nil)
    #expect(value.saveError == nil)
  }
}
