import Navigation
import Testing

/// `@Presents`: the Observation-tracked `@PresentationState`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PresentsTests {
  /// Equal to every other probe with the same value; counts how often `==` compares contents.
  struct Probe: Equatable, Sendable {
    let comparisons: LockIsolated<Int>
    var value = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.comparisons.withValue { $0 += 1 }
      return lhs.value == rhs.value
    }
  }

  @ObservableState
  struct Screen: Equatable {
    @Presents var probe: Probe?
  }

  // MARK: Observation

  @Test func presentingNotifiesReaders() {
    var state = Shelf.State()
    let probe = ObservationProbe { _ = state.destination }
    state.destination = .tally(Tally.State())
    #expect(probe.fired)
  }

  @Test func dismissingNotifiesReaders() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let probe = ObservationProbe { _ = state.destination }
    state.destination = nil
    #expect(probe.fired)
  }

  @Test func changingThePresentedChildNotifiesOnlyReadersOfWhatChanged() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let presenceProbe = ObservationProbe { _ = state.destination == nil }
    let countProbe = ObservationProbe { _ = state.destination?.tally?.count }
    state.destination?.modify(\.tally) { $0.count += 1 }
    #expect(!presenceProbe.fired)
    #expect(countProbe.fired)
  }

  @Test func changingThroughTheProjectionNotifiesOnlyReadersOfWhatChanged() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let presenceProbe = ObservationProbe { _ = state.destination == nil }
    let countProbe = ObservationProbe { _ = state.destination?.tally?.count }
    state.$destination[case: \.tally]?.count += 1
    #expect(!presenceProbe.fired)
    #expect(countProbe.fired)
    #expect(state.destination == .tally(Tally.State(count: 1)))
  }

  @Test func storingTheSameChildNotifiesNobody() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let probe = ObservationProbe { _ = state.destination }
    state.destination = state.destination
    state.$destination = state.$destination
    #expect(!probe.fired)
  }

  @Test func otherPropertiesDoNotNotifyReadersOfThePresentedChild() {
    var state = Shelf.State()
    let probe = ObservationProbe { _ = state.destination }
    state.totals.append(1)
    #expect(!probe.fired)
  }

  // MARK: Same storage as @PresentationState

  @Test func equalityOfCopiesDoesNotCompareContents() {
    let comparisons = LockIsolated(0)
    let screen = Screen(probe: Probe(comparisons: comparisons))
    let copy = screen
    #expect(screen == copy)
    #expect(comparisons.value == 0)

    var changed = copy
    changed.probe?.value = 1
    #expect(screen != changed)
    #expect(comparisons.value == 1)
  }

  @Test func projectionIsThePresentationState() {
    let state = Shelf.State(destination: .tally(Tally.State(count: 2)))
    let projection: PresentationState<Shelf.Destination.State> = state.$destination
    #expect(projection.wrappedValue == .tally(Tally.State(count: 2)))
  }

  @Test func dumpsLikeAPlainOptional() {
    var dump = ""
    customDump(Shelf.State(destination: .tally(Tally.State(count: 2))), to: &dump)
    #expect(
      dump == """
        Shelf.State(
          destination: .tally(
            Tally.State(count: 2)
          ),
          path: [:],
          totals: []
        )
        """
    )
  }
}
