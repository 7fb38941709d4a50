import Navigation
import TerminalUI

/// Edits an item; a timer adds stock each second and closes the form after three ticks. `done`
/// needs a name.
@Reducer
public struct ItemForm: ShowsNotice, Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var isTimerOn: Bool
    public var item: Item
    /// What the last command did that the screen would not show otherwise (a refusal, a
    /// change that was already so); cleared by the next command.
    public var notice: String?
    public var timerTicks: Int

    public init(
      item: Item,
      isTimerOn: Bool = false,
      timerTicks: Int = 0,
      notice: String? = nil
    ) {
      self.item = item
      self.isTimerOn = isTimerOn
      self.timerTicks = timerTicks
      self.notice = notice
    }

    /// The quantity in stock, 0 when out of stock; setting 0 or less marks the item out of
    /// stock (not on back order), more marks it in stock.
    public var quantity: Int {
      get {
        guard case .inStock(let quantity) = self.item.status else { return 0 }
        return quantity
      }
      set {
        self.item.status =
          newValue > 0 ? .inStock(quantity: newValue) : .outOfStock(isOnBackOrder: false)
      }
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case backOrderToggled(Bool)
    case binding(BindingAction<State>)
    case dismissButtonTapped
    case inStockToggled(Bool)
    case timerButtonTapped
    case timerTicked
  }

  /// The number of ticks after which the timer closes the form.
  public static let ticksBeforeDismissal = 3

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  private enum CancelID { case timer }

  public var body: some ReducerOf<Self> {
    NoticeRule<Self>(\.notice)
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .backOrderToggled(let isOnBackOrder):
        guard case .outOfStock(let wasOnBackOrder) = state.item.status else {
          state.notice =
            isOnBackOrder
            ? "The item is in stock; only an item out of stock can be on back order."
            : "The item is in stock, so it is not on back order."
          return .none
        }
        guard isOnBackOrder != wasOnBackOrder else {
          state.notice = "The item is already \(isOnBackOrder ? "" : "not ")on back order."
          return .none
        }
        state.item.status = .outOfStock(isOnBackOrder: isOnBackOrder)
        return .none

      case .binding:
        return .none

      case .dismissButtonTapped:
        guard !state.item.name.isEmpty else {
          state.notice = "Give the item a name first, like 'name Lamp'."
          return .none
        }
        return .run { _ in await self.dismiss() }

      case .inStockToggled(let isInStock):
        guard isInStock != state.item.status.isInStock else {
          state.notice = "The item is already \(isInStock ? "in" : "out of") stock."
          return .none
        }
        state.item.status = isInStock ? .inStock(quantity: 1) : .outOfStock(isOnBackOrder: false)
        return .none

      case .timerButtonTapped:
        state.isTimerOn.toggle()
        state.timerTicks = 0
        return state.isTimerOn ? self.startTimer() : .cancel(id: CancelID.timer)

      case .timerTicked:
        state.timerTicks += 1
        addStock(&state)
        guard state.timerTicks >= Self.ticksBeforeDismissal else { return .none }
        state.isTimerOn = false
        return .merge(
          .cancel(id: CancelID.timer),
          .run { _ in await self.dismiss() }
        )
      }
    }
  }

  /// The timer's ticks: the user does not send them, so they leave the notice on screen.
  public static func isSentByEffect(_ action: Action) -> Bool {
    switch action {
    case .timerTicked: true
    case .backOrderToggled, .binding, .dismissButtonTapped, .inStockToggled, .timerButtonTapped:
      false
    }
  }

  private func startTimer() -> Effect<Action> {
    .run { send in
      for await _ in self.clock.timer(interval: .seconds(1)) {
        await send(.timerTicked)
      }
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }
}

private func addStock(_ state: inout ItemForm.State) {
  switch state.item.status {
  case .inStock(let quantity):
    // A quantity typed as Int.max stays there: stock cannot grow past what the field holds.
    state.item.status = .inStock(quantity: quantity == .max ? .max : quantity + 1)
  case .outOfStock: state.item.status = .inStock(quantity: 1)
  }
}
