import CounterFeature
import InventoryFeature
import ItemFormFeature
import Navigation
import PrimeFeature
import TerminalUI

/// The app: a stack of counters, primes and item forms over a home screen, an inventory tab,
/// and the favorite primes.
@Reducer
public struct Root: ShowsNotice, Sendable {
  /// The screens the stack pushes over the home screen.
  @Reducer(state: .equatable, .sendable, action: .sendable)
  public enum Path {
    case counter(Counter)
    case itemForm(ItemForm)
    case prime(Prime)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    /// The favorite primes the prime screens save, shown on the home screen.
    @Shared(.favoritePrimes) public var favoritePrimes: [Int] = []
    public var inventory: Inventory.State
    /// What the last command did that the screen would not show otherwise (a new item closed
    /// without a name, so not added); cleared by the next command.
    public var notice: String?
    public var path: StackState<Path.State>
    public var tab: Tab
    /// The item forms a deep link opened that the user has not touched yet: leaving them adds
    /// nothing to the inventory, so that a link never writes to the user's data behind their
    /// back. Any action the user sends to one of them makes it theirs.
    public var untouchedLinkedForms: Set<StackElementID>

    public init(
      path: StackState<Path.State> = StackState(),
      inventory: Inventory.State = Inventory.State(),
      tab: Tab = .home,
      untouchedLinkedForms: Set<StackElementID> = [],
      notice: String? = nil
    ) {
      self.path = path
      self.inventory = inventory
      self.notice = notice
      self.tab = tab
      self.untouchedLinkedForms = untouchedLinkedForms
    }

    /// The app opened at a deep link's stack (see ``DeepLink``); its item forms are
    /// ``untouchedLinkedForms``.
    public static func linked(_ elements: [Path.State]) -> Self {
      let path = StackState(elements)
      return Self(
        path: path,
        untouchedLinkedForms: Set(path.ids.filter { path[id: $0, case: \.itemForm] != nil })
      )
    }

    /// The sum of the counts of every counter on the stack, held at `Int.max` or `Int.min` when
    /// the exact sum is beyond them (``sumOverflows`` says so).
    public var sum: Int { self.exactSum.clamped }

    /// Whether the exact sum of the counts is beyond what an `Int` holds.
    public var sumOverflows: Bool { self.exactSum.wraps != 0 }

    /// The sum as a wrapped `Int` and how many times it wrapped past `Int.max` (positive) or
    /// `Int.min` (negative): exact for any number of counters, with no wider integer type.
    private var exactSum: (wrapped: Int, wraps: Int, clamped: Int) {
      var wrapped = 0
      var wraps = 0
      for case .counter(let counter) in self.path {
        let (partial, overflow) = wrapped.addingReportingOverflow(counter.count)
        if overflow { wraps += counter.count > 0 ? 1 : -1 }
        wrapped = partial
      }
      return (wrapped, wraps, wraps == 0 ? wrapped : wraps > 0 ? .max : .min)
    }

    /// Why the app cannot run, if it cannot: the inventory file or the favorites file could not
    /// be read. The app then stops before showing a screen, and the file stays as it is.
    public var launchFailure: String? {
      if let error = self.inventory.loadError { return error.description }
      return self.$favoritePrimes.loadError.map { "\($0)" }
    }

    /// Whether the summary line shows: something is pushed and no element shows an alert.
    public var isSummaryVisible: Bool {
      !self.path.isEmpty
        && !self.path.contains { element in
          guard case .prime(let prime) = element else { return false }
          return prime.alert != nil
        }
    }
  }

  public enum Action: Sendable {
    case counterButtonTapped(count: Int)
    /// The user discards an item form of the stack: it leaves without adding its item.
    case itemFormCancelled(id: StackElementID)
    case newItemButtonTapped
    /// A command pushes a screen made as it is (`.push(.counter(Counter.State()))`): a screen
    /// that needs nothing from Root is reached without an action of its own. Boxed: the screen's
    /// state inline would make every `Action` value be copied and switched over through the
    /// runtime's generic enum functions (`SendProfile app`: about 1,200 instructions a send).
    indirect case push(Path.State)
    /// The user leaves: every screen closes as its own `back` would, so that no edit is lost.
    case quitRequested
    case tabSelected(Tab)
    case inventory(Inventory.Action)
    case path(StackActionOf<Path>)
  }

  /// The app's two tabs.
  public enum Tab: String, Equatable, Sendable, CaseIterable {
    case home, inventory
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    NoticeRule<Self>(\.notice)
    Scope(state: \.inventory, action: \.inventory) {
      Inventory()
    }
    Reduce { state, action in
      switch action {
      case .counterButtonTapped(let count):
        state.path.append(.counter(Counter.State(count: count)))
        return .none

      case .inventory:
        return .none

      case .itemFormCancelled(let id):
        guard let form = state.path[id: id, case: \.itemForm] else { return .none }
        state.untouchedLinkedForms.remove(id)
        _ = state.path.pop(from: id)
        if form.item.hasContents {
          state.notice = "Discarded the new item\(form.item.quotedName)."
        }
        return .none

      case .newItemButtonTapped:
        state.path.append(.itemForm(ItemForm.State(item: Item(id: self.uuid()))))
        return .none

      case .path(.element(id: _, action: .counter(.delegate(.pushCounter(let count))))):
        state.path.append(.counter(Counter.State(count: count)))
        return .none

      case .path(.element(id: _, action: .counter(.delegate(.showPrime(let number))))):
        state.path.append(.prime(Prime.State(number: number)))
        return .none

      case .path(.element(id: let id, action: .itemForm))
      where state.untouchedLinkedForms.contains(id):
        state.untouchedLinkedForms.remove(id)
        return .none

      case .path(.popFrom(let id)):
        let discardsAnItem = state.path.ids.drop(while: { $0 != id }).contains { id in
          guard case .itemForm(let form) = state.path[id: id] else { return false }
          return form.item.name.isEmpty && form.item != Item(id: form.item.id)
        }
        if discardsAnItem {
          state.notice = "The new item had no name, so it was not added."
        }
        return self.addPoppedItems(&state, from: id, closedByTheUser: true)

      case .path:
        return .none

      case .push(let screen):
        state.path.append(screen)
        return .none

      case .quitRequested:
        return self.closeEveryScreen(&state)

      case .tabSelected(let tab):
        state.tab = tab
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// What the children's effects send, as each child says: the user sends none of it, so it
  /// leaves the notice on screen. Root's own actions are all the user's, and so are the actions
  /// of a screen that does not say (a new screen on the stack needs no edit here).
  public static func isSentByEffect(_ action: Action) -> Bool {
    switch action {
    case .inventory(let action): Inventory.isSentByEffect(action)
    case .path(.element(id: _, action: .counter(let action))): Counter.isSentByEffect(action)
    case .path(.element(id: _, action: .itemForm(let action))): ItemForm.isSentByEffect(action)
    case .path(.element(id: _, action: .prime(let action))): Prime.isSentByEffect(action)
    default: false
    }
  }

  /// Closes the inventory's sheet, alert or dialog as their `back` does (an item being edited is
  /// saved, a named new one is added) and empties the stack (named item forms add
  /// their items; an untouched one a deep link opened adds nothing); the effects that are left
  /// are the saves this started or that still run.
  private func closeEveryScreen(_ state: inout State) -> Effect<Action> {
    var effects: [Effect<Action>] = []
    if state.inventory.destination != nil {
      effects.append(.send(.inventory(.destination(.dismiss))))
    }
    if let bottom = state.path.ids.first {
      effects.append(self.addPoppedItems(&state, from: bottom, closedByTheUser: false))
      _ = state.path.pop(from: bottom)
    }
    return .merge(effects)
  }

  /// Item forms leaving the stack hand their items to the inventory, unless they have no name or
  /// came from a deep link and were never touched (the form the user closes, by its `back` or
  /// `done`, counts as touched): the inventory's own action adds and saves them, in the same step
  /// as the pop.
  private func addPoppedItems(
    _ state: inout State,
    from id: StackElementID,
    closedByTheUser: Bool
  ) -> Effect<Action> {
    guard let index = state.path.ids.firstIndex(of: id) else { return .none }
    let popped = state.path.ids[index...]
    let items = popped.compactMap { id -> Item? in
      guard case .itemForm(let form) = state.path[id: id], !form.item.name.isEmpty else {
        return nil
      }
      let isUntouched = state.untouchedLinkedForms.contains(id)
      guard !isUntouched || (closedByTheUser && id == popped.first) else { return nil }
      return form.item
    }
    state.untouchedLinkedForms.subtract(popped)
    guard !items.isEmpty else { return .none }
    return Inventory().reduce(into: &state.inventory, action: .itemsAdded(items))
      .map { Action.inventory($0) }
  }
}
