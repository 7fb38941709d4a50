import Dependencies
import Foundation
import Sharing
import Testing

@Suite(.timeLimit(.minutes(1)))
struct AppStorageKeyTests {
  enum Theme: String, Sendable {
    case light, dark
  }

  enum Level: Int, Sendable {
    case low = 1, high = 2
  }

  struct Profile: Codable, Equatable, Sendable {
    var name: String
    var age: Int
  }

  @Test func aKeyHoldingNothingStoresTheDefault() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("count")) var count = 42
    #expect(count == 42)
    #expect(store.integer(forKey: "count") == 42)

    $count.withLock { $0 += 1 }
    #expect(store.integer(forKey: "count") == 43)
  }

  @Test func aStoredValueIsLoaded() {
    @Dependency(\.defaultAppStorage) var store
    store.set("Blob", forKey: "name")
    @Shared(.appStorage("name")) var name = "Nobody"
    #expect(name == "Blob")
  }

  @Test func eachTestHasDefaultsOfItsOwn() {
    @Dependency(\.defaultAppStorage) var store
    #expect(store.object(forKey: "count") == nil)
    #expect(store.object(forKey: "name") == nil)
  }

  @Test func twoDeclarationsOfAKeyShareOneValue() {
    @Shared(.appStorage("isOn")) var first = false
    @Shared(.appStorage("isOn")) var second = false
    $first.withLock { $0 = true }
    #expect(second)
  }

  @Test func anOptionalSetToNilRemovesTheKey() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("ratio")) var ratio: Double? = 0.5
    #expect(store.double(forKey: "ratio") == 0.5)
    $ratio.withLock { $0 = nil }
    #expect(store.object(forKey: "ratio") == nil)
    #expect(ratio == nil)
  }

  @Test func anOptionalWithoutValueReadsNil() {
    @Shared(.appStorage("missing")) var missing: String?
    #expect(missing == nil)
  }

  @Test func rawRepresentableValuesAreStoredAsTheirRawValues() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("level")) var level = Level.low
    $theme.withLock { $0 = .dark }
    $level.withLock { $0 = .high }
    #expect(store.string(forKey: "theme") == "dark")
    #expect(store.integer(forKey: "level") == 2)
  }

  @Test func codableValuesAreStoredAsJSON() throws {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("profile")) var profile = Profile(name: "Blob", age: 1)
    $profile.withLock { $0.age = 2 }
    let data = try #require(store.data(forKey: "profile"))
    #expect(try JSONDecoder().decode(Profile.self, from: data) == Profile(name: "Blob", age: 2))
  }

  @Test func urlsDatesDataAndStringArrays() {
    @Dependency(\.defaultAppStorage) var store
    let url = URL(fileURLWithPath: "/tmp/notes.txt")
    let date = Date(timeIntervalSince1970: 1_000)
    @Shared(.appStorage("url")) var storedURL = url
    @Shared(.appStorage("date")) var storedDate = date
    @Shared(.appStorage("data")) var storedData = Data([1, 2, 3])
    @Shared(.appStorage("tags")) var tags = ["a", "b"]
    #expect(store.url(forKey: "url") == url)
    #expect(store.object(forKey: "date") as? Date == date)
    #expect(store.data(forKey: "data") == Data([1, 2, 3]))
    #expect(store.stringArray(forKey: "tags") == ["a", "b"])
    #expect(storedURL == url && storedDate == date && storedData == Data([1, 2, 3]))
  }

  @Test func aStoreOfItsOwn() {
    let store = UserDefaults.inMemory
    @Shared(.appStorage("count", store: store)) var count = 1
    @Shared(.appStorage("count")) var defaultCount = 2
    #expect(count == 1)
    #expect(defaultCount == 2)
    #expect(store.integer(forKey: "count") == 1)
  }

  @Test func aChangeTheStoreAnnouncesIsLoaded() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("count")) var count = 0
    store.set(7, forKey: "count")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
    #expect(count == 7)

    store.removeObject(forKey: "count")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: store)
    #expect(count == 0)
  }

  @Test func theDescriptionNamesTheKey() {
    @Shared(.appStorage("count")) var count = 0
    #expect($count.description == #"Shared<Int>(.appStorage("count"))"#)
  }
}
