import Core
import Testing

/// A plain `Array` of `@ObservableState` elements: the readers of the array hear of elements
/// added, removed, moved or replaced, not of a change inside an element.
@Suite(.timeLimit(.minutes(1)))
struct ObservableArrayTests {
  @ObservableState
  struct Child: Equatable {
    var count = 0
  }

  @ObservableState
  struct Parent: Equatable {
    var children: [Child] = []
  }

  @Test func changingAnElementInPlaceDoesNotNotifyTheReaderOfTheArray() {
    var parent = Parent(children: [Child()])
    let arrayProbe = ObservationProbe { _ = parent.children }
    let elementProbe = ObservationProbe { _ = parent.children[0].count }
    parent.children[0].count += 1
    #expect(!arrayProbe.fired)
    #expect(elementProbe.fired)
    #expect(parent.children[0].count == 1)
  }

  @Test func appendingNotifiesTheReaderOfTheArray() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.children }
    parent.children.append(Child())
    #expect(probe.fired)
  }

  @Test func removingNotifiesTheReaderOfTheArray() {
    var parent = Parent(children: [Child(), Child()])
    let probe = ObservationProbe { _ = parent.children }
    parent.children.removeFirst()
    #expect(probe.fired)
  }

  @Test func movingNotifiesTheReaderOfTheArray() {
    var parent = Parent(children: [Child(count: 1), Child(count: 2)])
    let probe = ObservationProbe { _ = parent.children }
    parent.children.swapAt(0, 1)
    #expect(probe.fired)
    #expect(parent.children.map(\.count) == [2, 1])
  }

  @Test func replacingAnElementWithANewValueNotifiesTheReaderOfTheArray() {
    var parent = Parent(children: [Child()])
    let probe = ObservationProbe { _ = parent.children }
    parent.children[0] = Child(count: 5)
    #expect(probe.fired)
  }

  @Test func assigningAnEqualArrayOfNewValuesNotifies() {
    var parent = Parent(children: [Child()])
    let probe = ObservationProbe { _ = parent.children }
    parent.children = [Child()]
    #expect(probe.fired)
  }
}
