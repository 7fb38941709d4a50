import Core
import Testing

/// A change in place of a child compares the child's identity before and after as a mark, which
/// holds no reference to the child's token: marks must never repeat, even when a token freed
/// during the change leaves its address to the next one.
@Suite(.timeLimit(.minutes(1)))
struct IdentityMarkTests {
  @ObservableState
  struct Child: Equatable {
    var count = 0
  }

  @ObservableState
  struct Parent: Equatable {
    var child = Child()
    var optionalChild: Child? = Child()
  }

  @Test func anIdentityAndItsCopiesHaveOneMark() {
    let id = ObservableStateID()
    let copy = id
    #expect(id.mark == copy.mark)
  }

  @Test func identitiesMadeOneAfterAnotherNeverShareAMark() {
    // Each identity is gone before the next is made: the allocator may hand the next one the
    // same address, and the marks must still differ.
    var previous = ObservableStateID().mark
    for _ in 0..<1_000 {
      let mark = ObservableStateID().mark
      #expect(mark != previous)
      previous = mark
    }
  }

  @Test func aChildReplacedTwiceInsideAChangeInPlaceIsTold() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.child }
    // The first replacement frees the child's token; the second value's token may take its
    // address. Readers of `child` must still hear that it was replaced.
    Self.replaceTwice(&parent.child)
    #expect(probe.fired)
  }

  @Test func anOptionalChildReplacedTwiceInsideAChangeInPlaceIsTold() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.optionalChild }
    Self.replaceTwice(&parent.optionalChild)
    #expect(probe.fired)
  }

  @Test func aChildChangedInPlaceIsNotToldAsReplaced() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.child }
    Self.increment(&parent.child)
    #expect(!probe.fired)
    #expect(parent.child.count == 1)
  }

  private static func replaceTwice(_ child: inout Child) {
    child = Child()
    child = Child(count: 2)
  }

  private static func replaceTwice(_ child: inout Child?) {
    child = Child()
    child = Child(count: 2)
  }

  private static func increment(_ child: inout Child) {
    child.count += 1
  }
}
