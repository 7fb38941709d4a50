import Core
import Testing

/// `_InPlace.init(_:)`: the accessor `@ObservableState` generates for each tracked property changes
/// it where it lies (no copy out and back, as a key path write makes), and observers see the
/// change as they see it through the key path.
@Suite(.timeLimit(.minutes(1)))
struct InPlaceTests {
  @ObservableState
  struct Child: Equatable {
    var count = 0
  }

  @ObservableState
  struct Parent: Equatable {
    var child = Child()
    var numbers: [Int] = []
    var title = ""
    @ObservationStateIgnored var renderCount = 0

    var doubledCount: Int {
      get { self.child.count * 2 }
      set { self.child.count = newValue / 2 }
    }
  }

  struct Plain {
    var count = 0
  }

  @Test func trackedPropertiesHaveAnAccessor() {
    #expect(_InPlace(\Parent.child) != nil)
    #expect(_InPlace(\Parent.numbers) != nil)
    #expect(_InPlace(\Parent.title) != nil)
  }

  @Test func otherPathsHaveNone() {
    #expect(_InPlace(\Parent.renderCount) == nil)
    #expect(_InPlace(\Parent.doubledCount) == nil)
    #expect(_InPlace(\Parent.child.count) == nil)
    #expect(_InPlace(\Plain.count) == nil)
  }

  @Test func theChangeLandsInTheState() {
    var parent = Parent(title: "Before")
    let title = _InPlace(\Parent.title)!
    let length = title(&parent) { title -> Int in
      title = "After"
      return title.count
    }
    #expect(parent.title == "After")
    #expect(length == 5)
  }

  @Test func aReadSeesTheStorageAndRegistersNoObservation() {
    var parent = Parent(title: "Stored")
    let title = _InPlace(\Parent.title)!
    // A reducer's read, as `forEach` reads a stack's ids: it must not make a view-like read.
    let reader = ObservationProbe {
      #expect(title.withUnsafeStorage(parent) { $0.pointee.count } == 6)
      #expect(title.get(parent) == "Stored")
    }
    parent.title = "Changed"
    #expect(!reader.fired)
    #expect(title.get(parent) == "Changed")
  }

  @Test func theValueIsNotCopied() {
    var parent = Parent()
    parent.numbers.reserveCapacity(8)
    parent.numbers.append(1)
    let before = parent.numbers.withUnsafeBufferPointer { $0.baseAddress }
    _InPlace(\Parent.numbers)!(&parent) { $0.append(2) }
    let after = parent.numbers.withUnsafeBufferPointer { $0.baseAddress }
    #expect(parent.numbers == [1, 2])
    #expect(before == after)
  }

  @Test func aChildChangedInPlaceNotifiesItsOwnReaders() {
    var parent = Parent()
    let childReader = ObservationProbe { _ = parent.child.count }
    let titleReader = ObservationProbe { _ = parent.title }
    _InPlace(\Parent.child)!(&parent) { $0.count += 1 }
    #expect(parent.child.count == 1)
    #expect(childReader.fired)
    #expect(!titleReader.fired)
  }

  @Test func aReplacedChildNotifiesTheParentsReaders() {
    var parent = Parent()
    let reader = ObservationProbe { _ = parent.child }
    _InPlace(\Parent.child)!(&parent) { $0 = Child(count: 7) }
    #expect(parent.child.count == 7)
    #expect(reader.fired)
  }
}
