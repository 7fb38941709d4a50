import CounterFeature
import Foundation
import InventoryFeature
import Navigation
import PrimeFeature
import PropertyBased
import RootFeature
import Testing

@testable import Core

/// Random sessions of the whole app on a real store: after every step, no effect of a child
/// that left still runs or delivers, no issue is reported, and the state is valid.
///
/// `ROOT_PROPERTY_SEQUENCES` sets the number of sessions (500 by default) and
/// `ROOT_PROPERTY_STEPS` their greatest length (40 by default); `Tools/property-check` runs
/// 10,000. A failure names the scenario (shrunk) and the trace of what it did; paste the
/// scenario into `RootPropertyRegressionTests`.
@Suite(.timeLimit(.minutes(RootPropertySettings.timeLimitMinutes)))
@MainActor
struct RootPropertyTests {
  @Test func randomSessionsKeepEveryInvariant() async {
    let (sequences, maximumSteps) = (RootPropertySettings.sequences, RootPropertySettings.steps)
    let start = ContinuousClock.now
    var totals = RootSessionStatistics()
    await propertyCheck(
      count: sequences,
      input: RootScenario.generator(maximumSteps: maximumSteps)
    ) { scenario in
      totals.add(await RootSession.run(scenario))
    }
    // Tools/property-check prints the figures; a plain `swift test` stays quiet.
    if ProcessInfo.processInfo.environment["TEST_STATISTICS"] != nil {
      print(
        "RootPropertyTests: \(sequences) sessions of up to \(maximumSteps) steps in "
          + "\(ContinuousClock.now - start): \(totals)"
      )
    }
    // The check is only worth its count if it reaches the cases it is about.
    if sequences >= 500 {
      #expect(totals.childrenRemovedWhileBusy > 0)
      #expect(totals.dismissalsByEffects > 0)
      #expect(totals.failedSaves > 0)
    }
  }

  // MARK: The harness catches what it must

  @Test func anEffectOfAnElementIsSeenUnderItsPathUntilTheElementLeaves() async {
    let session = RootSession(RootScenario(deepLink: [.init(0, 5)], steps: []))
    #expect(await session.settle())

    #expect(await session.perform(.init(5, 0, 2)) == [])  // the counter's timer
    #expect(session.registry.runningCount(under: elementPath(0)) == 1)
    #expect(session.registry.running.contains { $0.keys.contains(elementKey(0)) })
    #expect(await session.perform(.init(0, 25, 0)) == [])  // 2.5 s
    #expect(session.store?.state.path[id: 0, case: \.counter]?.count == 7)

    #expect(await session.perform(.init(4, 0, 0)) == [])  // pop it
    #expect(session.registry.runningCount(under: elementPath(0)) == 0)
    #expect(session.registry.running.isEmpty)
    #expect(await session.release() == [])
  }

  @Test func anEffectOfTheInventorysFormIsSeenUnderItsPath() async {
    let session = RootSession(RootScenario(itemCount: 1, steps: []))
    #expect(await session.settle())

    #expect(await session.perform(.init(8, 0, 1)) == [])  // edit the item
    #expect(await session.perform(.init(8, 0, 4 * 5 + 1)) == [])  // its timer
    let identity = destinationIdentity(session.store!.state.inventory.destination!)
    #expect(session.registry.runningCount(under: NavigationIDPath().appending(identity)) == 1)
    #expect(await session.perform(.init(8, 0, 0)) == [])  // close it: saved
    #expect(session.registry.runningCount(under: NavigationIDPath().appending(identity)) == 0)
    #expect(session.disk.state.value.items.first?.status == .inStock(quantity: 1))
    #expect(await session.release() == [])
  }

  @Test func anActionForAnElementThatLeftIsCaughtAndReported() async {
    let session = RootSession(RootScenario(steps: []))
    #expect(await session.settle())

    withKnownIssue {
      session.store?.send(.path(.element(id: 3, action: .counter(.incrementButtonTapped))))
    } matching: { issue in
      issue.description.contains("received an action for an element that does not exist")
    }
    #expect(
      session.violations().first?.hasPrefix(
        "An action for element #3, which is not on the stack, reached the reducer") == true
    )
    #expect(await session.release() == [])
  }

  @Test func anIssueReportedByAnEffectInsideThePropertyFailsTheTest() async {
    // A dependency left unimplemented reports an issue from inside an effect; the property check
    // must see it (and not swallow it), so that every invariant of the store is enforced.
    await withKnownIssue {
      await propertyCheck(count: 1, input: Gen.always(())) { _ in
        let store = Store(initialState: Prime.State(number: 3)) {
          Prime()
        }
        await store.send(.nthPrimeButtonTapped).finish()
      }
    } matching: { issue in
      issue.description.contains("PrimeClient.nthPrime")
        || issue.description.contains("Failure occured with input")
    }
  }

  @Test func aBrokenInvariantIsReportedWithTheTrace() async {
    // A disk that drops writes: the item confirmed in the add sheet never reaches the disk.
    let scenario = RootScenario(
      itemCount: 0,
      steps: [.init(8, 0, 0), .init(8, 0, 4 * 7 + 2), .init(8, 0, 0)]
    )
    await withKnownIssue {
      await RootSession.run(scenario) {
        $0.defaultFileStorage = FileStorage(
          directory: URL(fileURLWithPath: "/dropped"),
          read: { _ in nil },
          writeAtomically: { _, _ in }
        )
      }
    } matching: { issue in
      let description = issue.description
      return description.contains("The disk holds 0 item(s), the state 1.")
        && description.contains("Step(8, 0, 0): send inventory(Inventory.Action.addButtonTapped)")
    }
  }
}

/// The size of the property check, from the environment.
enum RootPropertySettings {
  /// `ROOT_PROPERTY_SEQUENCES`: the number of sessions; 500 by default (CI).
  static let sequences = setting("ROOT_PROPERTY_SEQUENCES", default: 500)
  /// `ROOT_PROPERTY_STEPS`: the greatest number of steps of a session; 40 by default.
  static let steps = setting("ROOT_PROPERTY_STEPS", default: 40)
  // Generous: a hang must fail the run, a loaded machine must not.
  static let timeLimitMinutes = max(5, sequences * steps / 20_000)

  private static func setting(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max(0, $0) } ?? value
  }
}
