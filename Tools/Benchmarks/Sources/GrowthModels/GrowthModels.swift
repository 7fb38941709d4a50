import Core
import Navigation

// Features whose cost per operation should not grow with the size of the work: a row of an
// identified array, a push and a pop on a stack, an element action while other elements run
// effects, a presented child. `SendProfile growth …` profiles them under callgrind and
// `LibraryBenchmarks` times them (`Growth.*`), each at a small and a large size.

/// A row of ``Rows``.
@Reducer
public struct Row {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var count = 0

    public init(id: Int) { self.id = id }
  }

  public enum Action: Equatable { case increment }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// An identified array of rows, run with `forEach`.
@Reducer
public struct Rows {
  @ObservableState
  public struct State: Equatable {
    public var rows: IdentifiedArrayOf<Row.State>

    public init(count: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  public enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A stack element that starts an effect that runs until it is cancelled.
@Reducer
public struct Page {
  @ObservableState
  public struct State: Equatable {
    public var count = 0

    public init() {}
  }

  public enum Action: Equatable { case increment, start, finished }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { send in
          // Until cancelled: a stream nobody finishes.
          let (stream, continuation) = AsyncStream<Void>.makeStream()
          for await _ in stream {}
          _ = continuation
          await send(.finished)
        }
      case .finished:
        return .none
      }
    }
  }
}

/// A stack of pages, and a page presented with `@Presents`.
@Reducer
public struct Pages {
  @ObservableState
  public struct State: Equatable {
    public var path: StackState<Page.State>
    @Presents public var sheet: Page.State?

    public init(count: Int) {
      self.path = StackState((0..<count).map { _ in Page.State() })
    }
  }

  public enum Action: Equatable {
    case path(StackActionOf<Page>)
    case sheet(PresentationAction<Page.Action>)
    case pushOne
    case popOne
    case present
    case dismiss
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushOne:
        state.path.append(Page.State())
        return .none
      case .popOne:
        state.path.removeLast()
        return .none
      case .present:
        state.sheet = Page.State()
        return .none
      case .dismiss:
        state.sheet = nil
        return .none
      case .path, .sheet:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Page() }
    .ifLet(\.$sheet, action: \.sheet) { Page() }
  }
}

/// Starts an effect that finishes at once: `Effect.run` start and finish through a store.
@Reducer
public struct Runner {
  public struct State: Equatable {
    public init() {}
  }

  public enum Action: Equatable { case start }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in }
    }
  }
}
