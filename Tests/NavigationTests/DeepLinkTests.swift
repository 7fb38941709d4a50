import Navigation
import Testing

/// Features that start already presented (a deep link) behave like presented ones: their
/// effects run, they dismiss themselves, and their effects stop when they go away.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct DeepLinkTests {
  // MARK: A counter on a stack

  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isTimerRunning = false
    }

    @CasePathable
    enum Action: Equatable {
      case timerTicked
      case toggleTimerButtonTapped
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    enum CancelID { case timer }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .timerTicked:
          state.count += 1
          guard state.count >= 100 else { return .none }
          return .run { _ in await dismiss() }

        case .toggleTimerButtonTapped:
          state.isTimerRunning.toggle()
          guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        }
      }
    }
  }

  struct Path: Reducer {
    @CasePathable
    enum State: Equatable {
      case counter(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        Counter()
      }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var path = StackState<Path.State>()
    }

    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: \.path) {
          Path()
        }
    }
  }

  // MARK: An item form presented as a sheet

  struct Item: Equatable {
    var name = ""
  }

  struct ItemForm: Reducer {
    struct State: Equatable {
      var item = Item()
    }

    @CasePathable
    enum Action: Equatable {
      case delegate(Delegate)
      case dismissButtonTapped
      case nameChanged(String)
      case saveButtonTapped

      @CasePathable
      enum Delegate: Equatable {
        case saveItem(Item)
      }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .delegate:
          return .none

        case .dismissButtonTapped:
          return .run { _ in await dismiss() }

        case .nameChanged(let name):
          state.item.name = name
          return .none

        case .saveButtonTapped:
          return .run { [item = state.item] send in
            await send(.delegate(.saveItem(item)))
            await dismiss()
          }
        }
      }
    }
  }

  struct Inventory: Reducer {
    struct Destination: Reducer {
      @CasePathable
      enum State: Equatable {
        case addItem(ItemForm.State)
      }

      @CasePathable
      enum Action: Equatable {
        case addItem(ItemForm.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \.addItem, action: \.addItem) {
          ItemForm()
        }
      }
    }

    struct State: Equatable {
      @PresentationState var destination: Destination.State?
      var items: [Item] = []
    }

    @CasePathable
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.addItem(.delegate(.saveItem(let item))))):
          state.items.append(item)
          return .none

        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination) {
        Destination()
      }
    }
  }

  // MARK: Tests

  @Test func deepLinkedCounterPopsItselfAtOneHundred() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Root.State(path: StackState([.counter(Counter.State(count: 97))]))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.isTimerRunning = true
    }
    for count in 98...100 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.path[id: 0].counter.timerTicked) {
        $0.path[id: 0, case: \.counter]?.count = count
      }
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(10))
  }

  @Test func deepLinkedStackGivesItsElementsIDsFromZero() async {
    let store = TestStore(
      initialState: Root.State(
        path: StackState([.counter(Counter.State(count: 1)), .counter(Counter.State(count: 2))])
      )
    ) {
      Root()
    }
    #expect(store.state.path.ids == [0, 1])
    #expect(store.state.path[id: 1, case: \.counter]?.count == 2)
  }

  @Test func deepLinkedItemFormDismissesItself() async {
    let store = TestStore(
      initialState: Inventory.State(
        destination: .addItem(ItemForm.State(item: Item(name: "Mouse"))))
    ) {
      Inventory()
    }
    await store.send(.destination(.presented(.addItem(.dismissButtonTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deepLinkedItemFormSavesThenDismissesItself() async {
    let store = TestStore(
      initialState: Inventory.State(destination: .addItem(ItemForm.State()))
    ) {
      Inventory()
    }
    await store.send(.destination(.presented(.addItem(.nameChanged("Keyboard"))))) {
      $0.destination = .addItem(ItemForm.State(item: Item(name: "Keyboard")))
    }
    await store.send(.destination(.presented(.addItem(.saveButtonTapped))))
    await store.receive(\.destination.presented.addItem.delegate.saveItem, Item(name: "Keyboard")) {
      $0.items = [Item(name: "Keyboard")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }
}
