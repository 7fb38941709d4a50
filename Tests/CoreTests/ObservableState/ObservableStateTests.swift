import Core
import Testing

/// `@ObservableState` on Apple's Observation: each test reads some properties under
/// `withObservationTracking` and shows exactly which writes notify.
@Suite(.timeLimit(.minutes(1)))
struct ObservableStateTests {
  @ObservableState
  struct Child: Equatable {
    var count = 0
    var name = ""
  }

  @ObservableState
  struct Parent: Equatable {
    var child = Child()
    var count = 0
    var optionalChild: Child?
    var title = ""
    @ObservationStateIgnored var renderCount = 0
  }

  @ObservableState
  @CasePathable
  enum Tab: Equatable {
    case child(Child)
    case empty
    case pair(Int, Int)
  }

  // MARK: Properties of one value

  @Test func writingAReadPropertyNotifies() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.count }
    parent.count += 1
    #expect(probe.fired)
  }

  @Test func writingAnotherPropertyDoesNotNotify() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.count }
    parent.title = "Groceries"
    #expect(!probe.fired)
  }

  @Test func writingAnEqualValueDoesNotNotify() {
    var parent = Parent(count: 3)
    let probe = ObservationProbe { _ = parent.count }
    parent.count = 3
    #expect(!probe.fired)
  }

  @Test func ignoredPropertyIsNeitherReadNorNotified() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.renderCount }
    parent.renderCount += 1
    #expect(!probe.fired)
    #expect(parent.renderCount == 1)
  }

  @Test func writingThroughACopyNotifiesReadersOfTheOriginal() {
    // Copies share the registrar, as they share everything else until they differ.
    let parent = Parent()
    let probe = ObservationProbe { _ = parent.count }
    var copy = parent
    copy.count = 1
    #expect(probe.fired)
  }

  // MARK: Child values

  @Test func assigningAnUnchangedCopyOfAChildNotifiesNobody() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.child }
    parent.child = parent.child
    #expect(!probe.fired)
  }

  @Test func replacingAChildNotifiesItsReaders() {
    var parent = Parent()
    let probe = ObservationProbe { _ = parent.child.count }
    // Equal contents, but another value: readers must re-read to track the new child.
    parent.child = Child()
    #expect(probe.fired)
  }

  @Test func changingAChildInPlaceNotifiesOnlyReadersOfWhatChanged() {
    var parent = Parent()
    let countProbe = ObservationProbe { _ = parent.child.count }
    let nameProbe = ObservationProbe { _ = parent.child.name }
    parent.child.count += 1
    #expect(countProbe.fired)
    #expect(!nameProbe.fired)
  }

  @Test func changingAChildInPlaceGivesItANewIdentity() {
    var parent = Parent()
    let before = parent.child
    parent.child.count += 1
    #expect(parent.child._$id != before._$id)
    #expect(parent.child != before)
  }

  @Test func anIdentityNoOtherValueSharesIsKeptThroughAChangeInPlace() {
    var parent = Parent()
    // A hash, not a copy: no other value shares the child's identity.
    let hashBefore = parent.child._$id.hashValue
    parent.child.count += 1
    #expect(parent.child._$id.hashValue == hashBefore)
    // Once a copy shares it, the next change in place renews it, and only the changed value's.
    let copy = parent.child
    parent.child.count += 1
    #expect(parent.child._$id != copy._$id)
    #expect(copy._$id.hashValue == hashBefore)
  }

  @Test func changingAnOptionalChildInPlaceNotifiesOnlyReadersOfWhatChanged() {
    var parent = Parent(optionalChild: Child())
    let countProbe = ObservationProbe { _ = parent.optionalChild?.count }
    let nameProbe = ObservationProbe { _ = parent.optionalChild?.name }
    parent.optionalChild?.count += 1
    #expect(countProbe.fired)
    #expect(!nameProbe.fired)
  }

  @Test func removingAnOptionalChildNotifiesItsReaders() {
    var parent = Parent(optionalChild: Child())
    let probe = ObservationProbe { _ = parent.optionalChild?.name }
    parent.optionalChild = nil
    #expect(probe.fired)
  }

  // MARK: Enums

  @Test func enumCopiesShareAnIdentityAndCasesDoNot() {
    let tab = Tab.child(Child())
    let copy = tab
    #expect(tab._$id == copy._$id)
    #expect(Tab.empty._$id == Tab.empty._$id)
    #expect(Tab.child(Child())._$id != tab._$id)
    #expect(Tab.empty._$id != tab._$id)
    // Several associated values give nothing to identify: never the same.
    #expect(Tab.pair(1, 2)._$id != Tab.pair(1, 2)._$id)
  }

  @Test func enumChangedInPlaceGetsANewIdentityAndKeepsItsCase() {
    var tab = Tab.child(Child(count: 1))
    let before = tab._$id
    tab._$willModify()
    #expect(tab._$id != before)
    #expect(tab == .child(Child(count: 1)))
  }

  // MARK: Value semantics

  @Test func registrarTakesNoPartInEqualityOrDumps() {
    #expect(Parent(count: 1) == Parent(count: 1))
    #expect(Parent(count: 1) != Parent(count: 2))
    var dump = ""
    customDump(Child(count: 2, name: "Milk"), to: &dump)
    #expect(
      dump == """
        ObservableStateTests.Child(
          count: 2,
          name: "Milk"
        )
        """
    )
  }

  @Test func diffsShowPropertiesUnderTheirOwnNames() throws {
    var changed = Parent()
    changed.count = 2
    changed.child.name = "Milk"
    let difference = try #require(diff(Parent(), changed))
    #expect(difference.contains("-   count: 0,"))
    #expect(difference.contains("+   count: 2,"))
    #expect(difference.contains("+     name: \"Milk\""))
    #expect(!difference.contains("_"))
  }

  @Test func dumpingReadsNothing() {
    let parent = Parent()
    let probe = ObservationProbe { _ = String(customDumping: parent) }
    var copy = parent
    copy.count = 1
    copy.child.name = "x"
    #expect(!probe.fired)
  }
}
