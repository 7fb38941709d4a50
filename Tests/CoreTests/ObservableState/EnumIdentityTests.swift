import Core
import Testing

/// The identity of a value held in enum cases: its own identity and the path of cases that leads
/// to it, so that the same value in another case, or under other cases, is another identity.
@Suite(.timeLimit(.minutes(1)))
struct EnumIdentityTests {
  @ObservableState
  struct Leaf: Equatable {
    var count = 0
  }

  @ObservableState
  indirect enum Nest: Equatable {
    case leaf(Leaf)
    case left(Nest)
    case right(Nest)
  }

  /// `leaf` in `.leaf`, under `depth` more cases (`depth + 1` in all), alternating `left` and
  /// `right` from the inside out.
  static func nest(_ leaf: Leaf, depth: Int, startingLeft: Bool = true) -> Nest {
    (0..<depth).reduce(Nest.leaf(leaf)) { inner, level in
      (level.isMultiple(of: 2) == startingLeft) ? .left(inner) : .right(inner)
    }
  }

  @Test func theSameValueUnderTheSameCasesIsTheSameIdentity() {
    let leaf = Leaf()
    for depth in 0...7 {
      let nest = Self.nest(leaf, depth: depth)
      #expect(nest._$id == Self.nest(leaf, depth: depth)._$id, "depth \(depth)")
    }
  }

  @Test func theSameValueUnderOtherCasesIsAnotherIdentity() {
    let leaf = Leaf()
    #expect(Nest.left(.right(.leaf(leaf)))._$id != Nest.right(.left(.leaf(leaf)))._$id)
    #expect(Nest.left(.leaf(leaf))._$id != Nest.left(.left(.leaf(leaf)))._$id)
    #expect(Nest.leaf(leaf)._$id != Nest.left(.leaf(leaf))._$id)
    for depth in 1...7 {
      #expect(
        Self.nest(leaf, depth: depth, startingLeft: true)._$id
          != Self.nest(leaf, depth: depth, startingLeft: false)._$id,
        "depth \(depth)")
    }
  }

  /// A path of more cases than an identity records (eight) gives a new identity at each read: never
  /// equal to another, so that readers are told of every write instead of missing one.
  @Test func aPathTooLongToRecordIsNeverTheSameIdentity() {
    let leaf = Leaf()
    let nest = Self.nest(leaf, depth: 8)
    #expect(nest._$id != nest._$id)
    #expect(Self.nest(leaf, depth: 12)._$id != Self.nest(leaf, depth: 12)._$id)
  }

  @Test func identitiesHashAsTheyCompare() {
    let leaf = Leaf()
    let ids: Set = [
      Nest.left(.leaf(leaf))._$id, Nest.left(.leaf(leaf))._$id, Nest.right(.leaf(leaf))._$id,
    ]
    #expect(ids.count == 2)
  }
}
