import Core
import Testing

/// `@Reducer enum` cases whose reducer is a value written in the case: a feature without a
/// default initializer, and another enum's static `body`.
@Suite(.timeLimit(.minutes(1)))
@MainActor
struct EnumReducerDefaultValueTests {
  @Reducer
  struct Greeter {
    let greeting: String
    @ObservableState
    struct State: Equatable {
      var text = ""
    }
    enum Action: Equatable {
      case greet(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .greet(let name):
          state.text = "\(self.greeting), \(name)"
          return .none
        }
      }
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Inner {
    case greeter(Greeter = Greeter(greeting: "Hi"))
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Outer {
    case formal(Greeter = Greeter(greeting: "Good day"))
    case inner(Inner.Body = Inner.body)
  }

  @Test func theCaseRunsTheReducerItsDefaultValueMakes() async {
    let store = TestStore(initialState: Outer.State.formal(Greeter.State())) { Outer.body }
    await store.send(.formal(.greet("Blob"))) {
      $0 = .formal(Greeter.State(text: "Good day, Blob"))
    }
  }

  @Test func aCaseCanHoldAnotherEnumsBody() async {
    let store = TestStore(initialState: Outer.State.inner(.greeter(Greeter.State()))) {
      Outer.body
    }
    await store.send(.inner(.greeter(.greet("Blob")))) {
      $0 = .inner(.greeter(Greeter.State(text: "Hi, Blob")))
    }
  }
}
