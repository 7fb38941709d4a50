import CounterFeature
import Foundation
import ItemFormFeature
import Navigation
import PrimeFeature
import RootFeature
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
  @Test func validLinkDescribesTheStackBottomFirst() throws {
    let uuid = UUIDGenerator.incrementing
    let elements = try DeepLink.parse("counter:97/prime:12/item:Keyboard/item:Desk lamp") {
      uuid()
    }

    #expect(
      elements == [
        .counter(Counter.State(count: 97)),
        .prime(Prime.State(number: 12)),
        .itemForm(ItemForm.State(item: Item(id: UUID(0), name: "Keyboard"))),
        .itemForm(ItemForm.State(item: Item(id: UUID(1), name: "Desk lamp"))),
      ]
    )
  }

  @Test func singleSegmentsParse() throws {
    #expect(try DeepLink.parse("counter:0") { UUID(0) } == [.counter(Counter.State(count: 0))])
    #expect(try DeepLink.parse("counter:-3") { UUID(0) } == [.counter(Counter.State(count: -3))])
    #expect(try DeepLink.parse("prime:1") { UUID(0) } == [.prime(Prime.State(number: 1))])
    // Only the first colon separates: the rest belongs to the name.
    #expect(
      try DeepLink.parse("item:Cable: USB-C") { UUID(5) }
        == [.itemForm(ItemForm.State(item: Item(id: UUID(5), name: "Cable: USB-C")))]
    )
  }

  @Test func linkWithoutItemsMakesNoIDs() throws {
    let made = LockIsolated(0)
    _ = try DeepLink.parse("counter:1/prime:2") {
      made.withValue { $0 += 1 }
      return UUID(0)
    }
    #expect(made.value == 0)
  }

  /// A malformed link and the whole message it gets.
  struct Malformed: Sendable, CustomTestStringConvertible {
    var link: String
    var message: String
    var testDescription: String { "'\(self.link)'" }
  }

  nonisolated static let malformed = [
    Malformed(link: "", message: "The deep link is empty; expected \(DeepLink.grammar)."),
    Malformed(
      link: "banana:3",
      message: "Segment 1 ('banana:3') is not a screen; expected \(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:1/settings",
      message: "Segment 2 ('settings') is not a screen; expected \(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:abc",
      message: "Segment 1 ('counter:abc') needs a whole number, like 'counter:42'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter",
      message: "Segment 1 ('counter') needs a whole number, like 'counter:42'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:",
      message: "Segment 1 ('counter:') needs a whole number, like 'counter:42'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:4.5",
      message: "Segment 1 ('counter:4.5') needs a whole number, like 'counter:42'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:1/prime:twelve",
      message: "Segment 2 ('prime:twelve') needs a whole number, like 'prime:42'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "item:",
      message: "Segment 1 ('item:') needs a name, like 'item:Keyboard'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:1/item",
      message: "Segment 2 ('item') needs a name, like 'item:Keyboard'; expected "
        + "\(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:97/",
      message: "Segment 2 ('') is not a screen; expected \(DeepLink.grammar)."
    ),
    Malformed(
      link: "/counter:97",
      message: "Segment 1 ('') is not a screen; expected \(DeepLink.grammar)."
    ),
    Malformed(
      link: "counter:1//prime:2",
      message: "Segment 2 ('') is not a screen; expected \(DeepLink.grammar)."
    ),
    Malformed(
      link: "Counter:1",
      message: "Segment 1 ('Counter:1') is not a screen; expected \(DeepLink.grammar)."
    ),
  ]

  @Test(arguments: malformed)
  func malformedLinkNamesTheSegmentAndTheGrammar(malformed: Malformed) {
    do {
      let elements = try DeepLink.parse(malformed.link) { UUID(0) }
      Issue.record("Expected an error, got \(elements)")
    } catch {
      #expect(error.message == malformed.message)
      #expect(error.description == malformed.message)
      #expect(error.message.contains(DeepLink.grammar))
    }
  }

  @Test func longUnknownSegmentIsShortenedInTheMessage() {
    let segment = String(repeating: "x", count: 100)
    #expect(throws: DeepLinkError.self) { try DeepLink.parse(segment) { UUID(0) } }
    do {
      _ = try DeepLink.parse(segment) { UUID(0) }
    } catch {
      #expect(
        error.message
          == "Segment 1 ('\(String(repeating: "x", count: 40))') is not a screen; expected "
          + "\(DeepLink.grammar)."
      )
    }
  }

  @Test func longSegmentsAreShortenedInEveryMessage() {
    let long = String(repeating: "9", count: 500)
    for (link, needs) in [
      ("counter:x\(long)", "needs a whole number, like 'counter:42'"),
      ("prime:\(long)0", "needs a whole number, like 'prime:42'"),
    ] {
      do {
        _ = try DeepLink.parse(link) { UUID(0) }
        Issue.record("Expected an error for \(link.prefix(20))…")
      } catch {
        #expect(error.message.hasPrefix("Segment 1 ('\(link.prefix(40))') \(needs);"))
        #expect(error.message.count < 40 + 200 + DeepLink.grammar.count)
      }
    }
  }

  @Test func grammarListsEverySegment() {
    #expect(
      DeepLink.grammar
        == "segments separated by '/': counter:<whole number>, prime:<whole number>, item:<name>"
    )
  }
}
