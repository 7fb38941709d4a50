import Testing

/// Hand-picked sessions of the property test that reach its riskiest paths every time, whatever
/// the random ones happen to do: children removed while their effects run, children closing
/// themselves, saves failing then succeeding. Each runs every invariant after every step.
///
/// The property check has found no counterexample in Root so far; when it does, paste the shrunk
/// scenario it prints here.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct RootScenarioTests {
  @Test func counterAt97ClosesItselfWithAPrimeLookupInFlightAboveIt() async {
    let statistics = await RootSession.run(
      RootScenario(
        deepLink: [.init(0, 97), .init(1, 4)],  // counter:97/prime:4
        steps: [
          .init(5, 0, 2),  // the counter's timer
          .init(0, 5, 0),  // 0.5 s
          .init(6, 0, 0),  // the 4th prime: a lookup of 1 s
          .init(0, 30, 0),  // 3 s: the counter reaches 100 and pops itself and the prime
        ]
      )
    )
    #expect(statistics.childrenRemovedWhileBusy >= 2)
    #expect(statistics.dismissalsByEffects == 1)
  }

  @Test func poppingTheBottomOfABusyStack() async {
    let statistics = await RootSession.run(
      RootScenario(
        deepLink: [.init(0, 1), .init(0, 2), .init(2, 1), .init(1, 6)],
        itemCount: 1,
        steps: [
          .init(5, 1, 2),  // the second counter's timer
          .init(5, 0, 3),  // the first counter's "next"
          .init(7, 0, 5),  // the item form's timer
          .init(6, 0, 0),  // the prime's lookup
          .init(8, 0, 1),  // edit the saved item
          .init(8, 0, 4 * 5 + 1),  // its form's timer
          .init(0, 5, 0),  // 0.5 s
          .init(4, 0, 0),  // pop from the bottom: everything goes
          .init(0, 99, 0),  // 9.9 s: nothing of theirs may arrive
        ]
      )
    )
    #expect(statistics.childrenRemovedWhileBusy >= 4)
  }

  @Test func failedSavesShowAnErrorUntilASaveSucceeds() async {
    let statistics = await RootSession.run(
      RootScenario(
        itemCount: 2,
        steps: [
          .init(10, 0, 1),  // the disk is full
          .init(8, 0, 3),  // duplicate an item…
          .init(8, 0, 0),  // …confirmed: the save of 3 items takes 0.7 s…
          .init(0, 10, 0),  // …and fails
          .init(2, 0, 0),  // a new item form on the stack
          .init(7, 1, 0),  // named "Lamp"
          .init(4, 0, 0),  // popped: added, and the save fails again
          .init(10, 0, 0),  // space again
          .init(8, 0, 2),  // delete an item…
          .init(8, 0, 0),  // …confirmed: the save succeeds
          .init(0, 10, 0),  // 1 s
        ]
      )
    )
    #expect(statistics.failedSaves == 2)
  }
}
