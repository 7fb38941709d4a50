import Core
import Navigation
import Testing

/// The in-place accessor `@ObservableState` generates for a `@Presents` property's projection
/// (`\.$destination`, which `ifLet` names): `ifLet` reads and changes the presentation where it
/// lies through it, and observers see what they see through the key path.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct PresentsInPlaceTests {
  @Test func theProjectionHasAnAccessorAndTheWrappedValueNone() {
    #expect(_InPlace(\Shelf.State.$destination) != nil)
    // Not tracked as a plain property: `@Presents` gives it its own accessors.
    #expect(_InPlace(\Shelf.State.destination) == nil)
  }

  @Test func aReadSeesTheStorageAndRegistersNoObservation() {
    var state = Shelf.State(destination: .tally(Tally.State(count: 3)))
    let destination = _InPlace(\Shelf.State.$destination)!
    let probe = ObservationProbe {
      #expect(destination.get(state).wrappedValue == .tally(Tally.State(count: 3)))
    }
    state.destination = nil
    #expect(!probe.fired)
    #expect(destination.get(state).wrappedValue == nil)
  }

  @Test func aChildChangedInPlaceNotifiesOnlyItsOwnReaders() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let presenceProbe = ObservationProbe { _ = state.destination == nil }
    let countProbe = ObservationProbe { _ = state.destination?.tally?.count }
    _InPlace(\Shelf.State.$destination)!(&state) { $0[case: \.tally]?.count += 1 }
    #expect(state.destination == .tally(Tally.State(count: 1)))
    #expect(!presenceProbe.fired)
    #expect(countProbe.fired)
  }

  @Test func dismissingInPlaceNotifiesTheParentsReaders() {
    var state = Shelf.State(destination: .tally(Tally.State()))
    let probe = ObservationProbe { _ = state.destination }
    _InPlace(\Shelf.State.$destination)!(&state) { $0.wrappedValue = nil }
    #expect(state.destination == nil)
    #expect(probe.fired)
  }

  @Test func presentingInPlaceNotifiesTheParentsReaders() {
    var state = Shelf.State()
    let probe = ObservationProbe { _ = state.destination }
    _InPlace(\Shelf.State.$destination)!(&state) { $0.wrappedValue = .tally(Tally.State()) }
    #expect(state.destination == .tally(Tally.State()))
    #expect(probe.fired)
  }
}
