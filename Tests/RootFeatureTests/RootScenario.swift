import CounterFeature
import Foundation
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import PropertyBased
import RootFeature
import Testing

/// A random session of the app: a deep-linked start, an inventory, then steps a user and time
/// take. Steps are plain numbers read against the current state ("the `a`-th counter on the
/// stack"), so that any shrunk sequence is still a valid session.
struct RootScenario: Sendable, CustomTestStringConvertible {
  /// The segments of the deep link the app starts with, bottom first.
  var deepLink: [Segment]
  /// The number of items already saved.
  var itemCount: Int
  /// The seed of the random number generator (the counter's "next").
  var seed: Int
  var steps: [Step]

  init(deepLink: [Segment] = [], itemCount: Int = 0, seed: Int = 0, steps: [Step]) {
    self.deepLink = deepLink
    self.itemCount = itemCount
    self.seed = seed
    self.steps = steps
  }

  /// One segment of a deep link: `counter:<value>`, `prime:<value>` or `item:<name>`.
  struct Segment: Sendable, CustomStringConvertible {
    var kind: Int
    var value: Int

    init(_ kind: Int, _ value: Int) {
      self.kind = kind
      self.value = value
    }

    var link: String {
      switch self.kind {
      case 0: "counter:\(self.value)"
      case 1: "prime:\(self.value % 13)"
      default: "item:\(itemNames[1 + self.value % (itemNames.count - 1)])"
      }
    }

    var description: String { "Segment(\(self.kind), \(self.value))" }
  }

  /// One step; ``RootSession/command(for:)`` reads it against the current state.
  struct Step: Sendable, CustomStringConvertible {
    /// What kind of step: see ``RootSession/command(for:)``; 0, the simplest, moves the clock.
    var kind: Int
    /// Which element it applies to, or an amount.
    var a: Int
    /// Which action, and its payload.
    var b: Int

    init(_ kind: Int, _ a: Int, _ b: Int) {
      self.kind = kind
      self.a = a
      self.b = b
    }

    var description: String { "Step(\(self.kind), \(self.a), \(self.b))" }
  }

  /// The number of step kinds: 0 to 10, then three more that move the clock, so that timers
  /// tick about as often as users act.
  static let stepKinds = 14

  /// Scenarios with up to `maximumSteps` steps.
  static func generator(maximumSteps: Int) -> Generator<RootScenario, some SendableSequenceType> {
    let segment = zip(Gen.int(in: 0...2), Gen.int(in: 0...99)).map { Segment($0.0, $0.1) }
    let step = zip(Gen.int(in: 0...(stepKinds - 1)), Gen.int(in: 0...99), Gen.int(in: 0...99))
      .map { Step($0.0, $0.1, $0.2) }
    return zip(
      segment.array(of: 0...4),
      Gen.int(in: 0...3),
      Gen.int(in: 0...1_000_000),
      step.array(of: 1...max(1, maximumSteps))
    )
    .map { RootScenario(deepLink: $0.0, itemCount: $0.1, seed: $0.2, steps: $0.3) }
  }

  /// Pastes into a regression test.
  var testDescription: String {
    """
    RootScenario(
      deepLink: [\(self.deepLink.map(\.description).joined(separator: ", "))],
      itemCount: \(self.itemCount),
      seed: \(self.seed),
      steps: [\(self.steps.map(\.description).joined(separator: ", "))]
    )
    """
  }
}

/// Names the item forms type: the empty one is not added to the inventory when its form closes.
let itemNames = ["", "Lamp", "Desk", "Cable"]
