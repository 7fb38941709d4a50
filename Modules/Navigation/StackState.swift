/// Stands for one set of a stack's ids: replaced whenever the set changes, so that "did the ids
/// change?" is one identity comparison. It holds nothing: a token that held the ids would make
/// the next push copy them while a navigation reducer keeps the token of the ids before its
/// action (a push and a pop on a stack of 10,000 cost 500 times what they cost on one of 10).
/// Not nested in the generic `StackState`, whose nested class's metadata would be looked up at
/// every use.
@usableFromInline
final class StackIDsToken: Hashable, Sendable {
  @usableFromInline init() {}

  @usableFromInline static func == (lhs: StackIDsToken, rhs: StackIDsToken) -> Bool {
    lhs === rhs
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The state of a navigation stack: an ordered collection of features, each with a stable
/// `StackElementID`.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.counter(Counter.State(count: 42)))
/// ```
///
/// Elements get their ids from `@Dependency(\.stackElementID)`: 0, 1, 2 … in each test. It is
/// deliberately not `ExpressibleByArrayLiteral`: build it with `StackState([…])` so that the
/// ids come from that dependency. Equality compares ids and elements; dumps show `#id: element`
/// pairs.
public struct StackState<Element> {
  @usableFromInline var dictionary: OrderedDictionary<StackElementID, Element>
  // Replaced whenever the set of ids changes, so that "did the ids change?" is an identity
  // check instead of a set comparison.
  @usableFromInline var idsToken: StackIDsToken

  /// An empty stack.
  public init() {
    self.dictionary = [:]
    self.idsToken = StackIDsToken()
  }

  /// A stack of the given elements, each with a new id.
  ///
  /// - Parameter elements: The elements, bottom first.
  public init(_ elements: some Sequence<Element>) {
    let generator = DependencyValues._current.stackElementID
    self.dictionary = OrderedDictionary(
      uniqueKeysWithValues: elements.map { (generator.next(), $0) }
    )
    self.idsToken = StackIDsToken()
  }

  /// Changes the stack with `body`, which may change its ids, and gives the ids a new token.
  @inlinable
  mutating func changeIDs<R>(
    _ body: (inout OrderedDictionary<StackElementID, Element>) throws -> R
  ) rethrows -> R {
    defer { self.idsToken = StackIDsToken() }
    return try body(&self.dictionary)
  }

  /// The ids of the elements, bottom first.
  @inlinable
  public var ids: OrderedSet<StackElementID> {
    self.dictionary.keys
  }

  /// The element with an id; setting `nil` removes it.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get { self.dictionary[id] }
    set {
      if newValue == nil || self.dictionary[id] == nil {
        self.changeIDs { $0[id] = newValue }
      } else {
        self.dictionary[id] = newValue
      }
    }
    // In place: an element action changes its element without copying it (or the stack) out.
    _modify {
      let wasPresent = self.dictionary.index(forKey: id) != nil
      yield &self.dictionary[id]
      if wasPresent != (self.dictionary.index(forKey: id) != nil) {
        self.idsToken = StackIDsToken()
      }
    }
  }

  /// Runs `body` on the element with `id` where it lies, or returns `nil` when no element has
  /// that id. One look-up, and nothing moved: `&stack[id: id]!` moves the element out into an
  /// optional and looks its id up twice more to see whether it was removed, which `body` cannot
  /// do here.
  @inlinable
  mutating func modifyElement<Result>(
    id: StackElementID,
    _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = self.dictionary.index(forKey: id) else { return nil }
    return body(&self.dictionary.values[index])
  }

  /// The associated value of an element's enum case, if the element with that id is in it.
  ///
  /// ```swift
  /// state.path[id: id, case: \.counter]?.count += 1  // changes element `id`, a counter
  /// state.path[id: id, case: \.counter] = nil        // removes it
  /// ```
  ///
  /// Writing through the subscript (`nil` included) while the element is in another case reports
  /// an issue and changes nothing. Writing when no element has the id changes nothing.
  ///
  /// - Parameters:
  ///   - id: The element's id.
  ///   - caseKeyPath: The case.
  public subscript<Case>(id id: StackElementID, case caseKeyPath: CaseKeyPath<Element, Case>)
    -> Case?
  where Element: CasePathable {
    get { self.dictionary[id]?[case: caseKeyPath] }
    _modify {
      let element = self.dictionary[id]
      var value = element?[case: caseKeyPath]
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let element {
          reportUnrelatedCase(element, of: "The stack element \(id)", caseKeyPath: caseKeyPath)
        }
        return
      }
      self[id: id] = value.map { caseKeyPath($0) }
    }
  }

  /// Removes the element with an id and every element above it.
  ///
  /// - Parameter id: The id of the lowest element to remove.
  /// - Returns: Whether an element had that id.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = self.dictionary.index(forKey: id) else { return false }
    self.changeIDs { $0.removeSubrange(index...) }
    return true
  }

  /// Removes every element above the one with an id.
  ///
  /// - Parameter id: The id of the element to keep on top.
  /// - Returns: Whether an element had that id.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = self.dictionary.index(forKey: id) else { return false }
    self.changeIDs { $0.removeSubrange((index + 1)...) }
    return true
  }

  /// Appends an element with a given id (for `StackAction.push`).
  @usableFromInline
  mutating func append(_ element: Element, id: StackElementID) {
    self.changeIDs { $0[id] = element }
  }

  /// Whether an element has `id`: one hash look-up.
  @inlinable
  func contains(id: StackElementID) -> Bool {
    self.dictionary.index(forKey: id) != nil
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { self.dictionary.values.startIndex }
  /// The position after the top element.
  public var endIndex: Int { self.dictionary.values.endIndex }

  /// The element at a position, counted from the bottom; setting it keeps the element's id.
  public subscript(position: Int) -> Element {
    get { self.dictionary.values[position] }
    set { self.dictionary.values[position] = newValue }
    _modify { yield &self.dictionary.values[position] }
  }

  /// Replaces a range of elements; the new elements get new ids, the others keep theirs.
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newElements: The elements to put there, bottom first.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>,
    with newElements: C
  ) {
    let generator = DependencyValues._current.stackElementID
    var dictionary = OrderedDictionary<StackElementID, Element>()
    dictionary.reserveCapacity(self.count - subrange.count + newElements.count)
    for index in self.startIndex..<subrange.lowerBound {
      dictionary[self.dictionary.keys[index]] = self.dictionary.values[index]
    }
    for element in newElements {
      dictionary[generator.next()] = element
    }
    for index in subrange.upperBound..<self.endIndex {
      dictionary[self.dictionary.keys[index]] = self.dictionary.values[index]
    }
    self.changeIDs { $0 = dictionary }
  }

  /// Pushes an element with a new id.
  ///
  /// Inlinable, as `removeLast()` is: run generically, each push looked up the generic metadata
  /// of the ids' ordered dictionary, set and arrays, about a tenth of a push + pop
  /// (`SendProfile growth pushpop`).
  ///
  /// - Parameter newElement: The element to put on top.
  @inlinable
  public mutating func append(_ newElement: Element) {
    // One insertion: the default goes through `replaceSubrange`, which rebuilds the stack.
    let id = DependencyValues._current.stackElementID.next()
    self.changeIDs { _ = $0.updateValue(newElement, forKey: id) }
  }

  /// Pushes elements with new ids, bottom first.
  ///
  /// - Parameter newElements: The elements to put on top, bottom first.
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    let generator = DependencyValues._current.stackElementID
    self.changeIDs { dictionary in
      for element in newElements {
        _ = dictionary.updateValue(element, forKey: generator.next())
      }
    }
  }

  /// Pops the top element.
  ///
  /// - Returns: The element that was on top.
  ///
  /// Inlinable, as `append(_:)` is: run generically, popping from a stack of more than a few
  /// elements looked up generic metadata at each step of the ids' hash table, and a push + pop
  /// cost 1.33 times as much at 10,000 elements as at 10 (`SendProfile growth pushpop`).
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!self.isEmpty, "Can't remove the last element of an empty stack")
    return self.changeIDs { $0.removeLast().value }
  }

  /// Pops the `k` top elements.
  ///
  /// - Parameter k: How many elements to pop.
  public mutating func removeLast(_ k: Int) {
    guard k > 0 else { return }
    precondition(k <= self.count, "Can't remove more elements than the stack holds")
    self.changeIDs { $0.removeLast(k) }
  }

  /// Pops the top element, if there is one.
  ///
  /// - Returns: The element that was on top, or `nil` when the stack is empty.
  @inlinable
  public mutating func popLast() -> Element? {
    guard !self.isEmpty else { return nil }
    return self.removeLast()
  }

  /// Removes the element at a position; the others keep their ids.
  ///
  /// - Parameter position: The position of the element to remove.
  /// - Returns: The element.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    self.changeIDs { $0.remove(at: position).value }
  }

  /// Removes the elements at some positions; the others keep their ids.
  ///
  /// - Parameter bounds: The positions of the elements to remove.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    guard !bounds.isEmpty else { return }
    self.changeIDs { $0.removeSubrange(bounds) }
  }

  /// Removes the elements that satisfy a predicate; the others keep their ids.
  ///
  /// The standard library's version for mutable collections moves the kept elements into the
  /// positions (and so the ids) of the removed ones.
  ///
  /// - Parameter shouldBeRemoved: Whether to remove an element.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try self.changeIDs { try $0.removeAll { try shouldBeRemoved($0.value) } }
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether two stacks have the same ids, in the same order, with equal elements.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.dictionary == rhs.dictionary
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.dictionary)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements as an array, giving each a new id.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as an array, bottom first, without their ids.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try Array(self.dictionary.values).encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// The stack as dumps and test failure diffs show it: `#id: element` pairs, bottom first.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: Array(zip(self.dictionary.keys, self.dictionary.values)),
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  /// The stack as text: `StackState(#0: …, #1: …)`.
  public var description: String {
    "StackState(" + zip(self.ids, self).map { "#\($0.rawValue): \($1)" }.joined(separator: ", ")
      + ")"
  }
}
