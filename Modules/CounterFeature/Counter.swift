import Navigation
import TerminalUI

/// A counter with a timer, a shortcut to its prime, and a "go to counter" flow that either pushes
/// another counter or closes this one.
@Reducer
public struct Counter: ShowsNotice, Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var count: Int
    public var isLoading: Bool
    public var isTimerRunning: Bool
    /// What the last command did that the screen would not show otherwise (a count held at its
    /// limit); cleared by the next command.
    public var notice: String?

    public init(
      count: Int = 0,
      isLoading: Bool = false,
      isTimerRunning: Bool = false,
      notice: String? = nil
    ) {
      self.count = count
      self.isLoading = isLoading
      self.isTimerRunning = isTimerRunning
      self.notice = notice
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case goToCounterButtonTapped
    case incrementButtonTapped
    case loadingFinished(pushesCounter: Bool)
    case primeButtonTapped
    case timerTicked
    case toggleTimerButtonTapped
    case delegate(Delegate)

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case pushCounter(count: Int)
      case showPrime(Int)
    }
  }

  /// The count at which a running timer closes the counter.
  public static let maximumCount = 100

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  public init() {}

  private enum CancelID { case loading, timer }

  public var body: some ReducerOf<Self> {
    NoticeRule<Self>(\.notice)
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        guard state.count > .min else {
          state.notice = "The count is already at its minimum, \(Int.min)."
          return .none
        }
        state.count -= 1
        return .none

      case .goToCounterButtonTapped:
        state.isLoading = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          let pushesCounter = self.withRandomNumberGenerator { Bool.random(using: &$0) }
          await send(.loadingFinished(pushesCounter: pushesCounter))
        }
        .cancellable(id: CancelID.loading, cancelInFlight: true)

      case .incrementButtonTapped:
        guard state.count < .max else {
          state.notice = "The count is already at its maximum, \(Int.max)."
          return .none
        }
        state.count += 1
        return .none

      case .loadingFinished(let pushesCounter):
        state.isLoading = false
        return pushesCounter
          ? .send(.delegate(.pushCounter(count: state.count)))
          : .run { _ in await self.dismiss() }

      case .primeButtonTapped:
        return .send(.delegate(.showPrime(state.count)))

      case .timerTicked:
        state.count = state.count.addingReportingOverflow(1).overflow ? .max : state.count + 1
        guard state.count >= Self.maximumCount else { return .none }
        state.isTimerRunning = false
        return .merge(
          .cancel(id: CancelID.timer),
          .run { _ in await self.dismiss() }
        )

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        return state.isTimerRunning ? self.startTimer() : .cancel(id: CancelID.timer)

      case .delegate:
        return .none
      }
    }
  }

  /// The timer's ticks, the end of the loading and what the counter asks its parent: the user
  /// sends none of them, so they leave the notice on screen.
  public static func isSentByEffect(_ action: Action) -> Bool {
    switch action {
    case .loadingFinished, .timerTicked, .delegate: true
    case .decrementButtonTapped, .goToCounterButtonTapped, .incrementButtonTapped,
      .primeButtonTapped, .toggleTimerButtonTapped:
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
