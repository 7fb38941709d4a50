import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Reducer` expansions, pinned; a change to the generated code shows up here first.
@Suite(
  .macros(
    [
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
      "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct ReducerMacroTests {
  @Test func structGetsConformanceCasePathsAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {
          var count = 0
        }
        @CasePathable @Core._CaseKeyPathTable
        enum Action {
          case incrementButtonTapped
        }
        @Core.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        let _$bodyCache: Core._ReducerBodyCache<Self>? = Core._ReducerBodyCache()
      }

      extension Counter: Core.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathsAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Tabs {
        enum State {
          case counter(Counter.State)
        }
        @CasePathable
        enum Action {
          case counter(Counter.Action)
        }
        var body: some Reducer<State, Action> {
          Reduce { _, _ in .none }
        }
      }
      """
    } expansion: {
      """
      struct Tabs {
        @CasePathable @dynamicMemberLookup @Core._CaseKeyPathTable
        enum State {
          case counter(Counter.State)
        }
        @CasePathable
        @Core._CaseKeyPathTable
        enum Action {
          case counter(Counter.Action)
        }
        @Core.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          Reduce { _, _ in .none }
        }

        let _$bodyCache: Core._ReducerBodyCache<Self>? = Core._ReducerBodyCache()
      }

      extension Tabs: Core.Reducer {
      }
      """
    }
  }

  @Test func whatIsWrittenByHandStaysAsWritten() {
    assertMacro {
      """
      @Reducer
      struct Counter: Reducer {
        @CasePathable @dynamicMemberLookup
        enum State {
          case idle
        }
        @CasePathable
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Counter: Reducer {
        @CasePathable @dynamicMemberLookup
        @Core._CaseKeyPathTable
        enum State {
          case idle
        }
        @CasePathable
        @Core._CaseKeyPathTable
        enum Action {
          case tapped
        }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        let _$bodyCache: Core._ReducerBodyCache<Self>? = Core._ReducerBodyCache()
      }
      """
    }
  }

  @Test func emptyStructGetsEmptyStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    } expansion: {
      """
      public struct Placeholder {

        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable, Core.ObservableState, Swift.CustomReflectable {
          public init() {
          }
        }

        public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, Core._CaseKeyPathTable {
          /// Never sent: it keeps an enum of features without actions inhabited.
          case _$unsent
          /// No case paths: the one case is never sent.
          public struct AllCasePaths: Sendable {
          }
          /// No case paths: the one case is never sent.
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            nil
          }
        }

        public let body = Core.EmptyReducer<State, Action>()
      }

      extension Placeholder: Core.Reducer {
      }
      """
    }
  }

  @Test func aBodyOverOtherTypesGetsNoStateOrActionOfItsOwn() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        enum Action {
          case increment
        }
        var body: some Reducer<Int, Action> {
          Reduce { state, _ in
            state += 1
            return .none
          }
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        @CasePathable @Core._CaseKeyPathTable
        enum Action {
          case increment
        }
        @Core.ReducerBuilder<Int, Action>
        var body: some Reducer<Int, Action> {
          Reduce { state, _ in
            state += 1
            return .none
          }
        }

        let _$bodyCache: Core._ReducerBodyCache<Self>? = Core._ReducerBodyCache()
      }

      extension Counter: Core.Reducer {
      }
      """
    }
  }

  @Test func aCaseWithADefaultValueRunsThatReducer() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case greeter(Greeter = Greeter(greeting: "Hi"))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case greeter(Greeter = Greeter(greeting: "Hi"))

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Core.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, Core.ObservableState, Core._CaseKeyPathTable {
          typealias StateReducer = Destination
          case greeter(Greeter.State)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.greeter as Swift.AnyKeyPath {
              return Self.allCasePaths.greeter
            }
            return nil
          }
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Core._CaseKeyPathTable {
          case greeter(Greeter.Action)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.greeter as Swift.AnyKeyPath {
              return Self.allCasePaths.greeter
            }
            return nil
          }
        }

        @Core.ReducerBuilder<Self.State, Self.Action>
        static var body: some Core.Reducer<Self.State, Self.Action> {
          Core._CaseSwitch<Self.State, Self.Action, Greeter>(Greeter(greeting: "Hi")) { features, state, action in
            switch action {
            case .greeter(let childAction):
              switch consume state {
              case .greeter(var childState):
                let effect = features.reduce(into: &childState, action: childAction)
                state = .greeter(consume childState)
                return effect.map(Self.Action.greeter)
              case let other:
                state = other
                return nil
              }
            }
          }
        }

        enum CaseScope {
          case greeter(Core.StoreOf<Greeter>)
        }

        @MainActor
        static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .greeter:
            return .greeter(store.scope(state: \.greeter, action: \.greeter)!)
          }
        }
      }

      extension Destination: Core.CaseReducer, Core.Reducer {
      }
      """#
    }
  }

  @Test func leafReducerKeepsItsReduceMethod() {
    assertMacro {
      """
      @Reducer
      struct Leaf {
        struct State {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Leaf {
        struct State {}
        @CasePathable @Core._CaseKeyPathTable
        enum Action {}
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Leaf: Core.Reducer {
      }
      """
    }
  }

  @Test func enumOfFeaturesGetsStateActionAndScopes() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case addItem(ItemForm)
        case alert(AlertState<Alert>)
        case duplicate(ConfirmationDialogState<Dialog>)
        case detail(Inventory.Detail)
        @ReducerCaseIgnored
        case photo(URL)
        case loading
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case addItem(ItemForm)
        case alert(AlertState<Alert>)
        case duplicate(ConfirmationDialogState<Dialog>)
        case detail(Inventory.Detail)
        case photo(URL)
        case loading

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Core.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, Core.ObservableState, Core._CaseKeyPathTable {
          typealias StateReducer = Destination
          case addItem(ItemForm.State)
          case alert(AlertState<Alert>)
          case duplicate(ConfirmationDialogState<Dialog>)
          case detail(Inventory.Detail.State)
          case photo(URL)
          case loading
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.addItem as Swift.AnyKeyPath {
              return Self.allCasePaths.addItem
            }
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return Self.allCasePaths.alert
            }
            if keyPath == \CasePaths.Case<Self>.duplicate as Swift.AnyKeyPath {
              return Self.allCasePaths.duplicate
            }
            if keyPath == \CasePaths.Case<Self>.detail as Swift.AnyKeyPath {
              return Self.allCasePaths.detail
            }
            if keyPath == \CasePaths.Case<Self>.photo as Swift.AnyKeyPath {
              return Self.allCasePaths.photo
            }
            if keyPath == \CasePaths.Case<Self>.loading as Swift.AnyKeyPath {
              return Self.allCasePaths.loading
            }
            return nil
          }
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Core._CaseKeyPathTable {
          case addItem(ItemForm.Action)
          case alert(Alert)
          case duplicate(Dialog)
          case detail(Inventory.Detail.Action)
          case photo(Swift.Never)
          case loading(Swift.Never)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.addItem as Swift.AnyKeyPath {
              return Self.allCasePaths.addItem
            }
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return Self.allCasePaths.alert
            }
            if keyPath == \CasePaths.Case<Self>.duplicate as Swift.AnyKeyPath {
              return Self.allCasePaths.duplicate
            }
            if keyPath == \CasePaths.Case<Self>.detail as Swift.AnyKeyPath {
              return Self.allCasePaths.detail
            }
            if keyPath == \CasePaths.Case<Self>.photo as Swift.AnyKeyPath {
              return Self.allCasePaths.photo
            }
            if keyPath == \CasePaths.Case<Self>.loading as Swift.AnyKeyPath {
              return Self.allCasePaths.loading
            }
            return nil
          }
        }

        @Core.ReducerBuilder<Self.State, Self.Action>
        static var body: some Core.Reducer<Self.State, Self.Action> {
          Core._CaseSwitch<Self.State, Self.Action, (ItemForm, Inventory.Detail)>((ItemForm(), Inventory.Detail())) { features, state, action in
            switch action {
            case .addItem(let childAction):
              switch consume state {
              case .addItem(var childState):
                let effect = features.0.reduce(into: &childState, action: childAction)
                state = .addItem(consume childState)
                return effect.map(Self.Action.addItem)
              case let other:
                state = other
                return nil
              }
            case .alert:
              return Core.Effect.none
            case .duplicate:
              return Core.Effect.none
            case .detail(let childAction):
              switch consume state {
              case .detail(var childState):
                let effect = features.1.reduce(into: &childState, action: childAction)
                state = .detail(consume childState)
                return effect.map(Self.Action.detail)
              case let other:
                state = other
                return nil
              }
            case .photo:
              return Core.Effect.none
            case .loading:
              return Core.Effect.none
            }
          }
        }

        enum CaseScope {
          case addItem(Core.StoreOf<ItemForm>)
          case alert(Core.Store<AlertState<Alert>, Alert>)
          case duplicate(Core.Store<ConfirmationDialogState<Dialog>, Dialog>)
          case detail(Core.StoreOf<Inventory.Detail>)
          case photo(URL)
          case loading
        }

        @MainActor
        static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .addItem:
            return .addItem(store.scope(state: \.addItem, action: \.addItem)!)
          case .alert:
            return .alert(store.scope(state: \.alert, action: \.alert)!)
          case .duplicate:
            return .duplicate(store.scope(state: \.duplicate, action: \.duplicate)!)
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case let .photo(value0):
            return .photo(value0)
          case .loading:
            return .loading
          }
        }
      }

      extension Destination: Core.CaseReducer, Core.Reducer {
      }
      """#
    }
  }

  @Test func enumOfFeaturesGetsRequestedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable, .hashable, .sendable)
      public enum Path {
        case counter(Counter)
        case prime(Prime)
      }
      """
    } expansion: {
      #"""
      public enum Path {
        case counter(Counter)
        case prime(Prime)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        public enum State: Core.CaseReducerState, Equatable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, Core.ObservableState, Core._CaseKeyPathTable {
          public typealias StateReducer = Path
          case counter(Counter.State)
          case prime(Prime.State)
          public static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.counter as Swift.AnyKeyPath {
              return Self.allCasePaths.counter
            }
            if keyPath == \CasePaths.Case<Self>.prime as Swift.AnyKeyPath {
              return Self.allCasePaths.prime
            }
            return nil
          }
        }

        @CasePathable
        public enum Action: Equatable, Hashable, Sendable, CasePaths.CasePathable, CasePaths.CasePathIterable, Core._CaseKeyPathTable {
          case counter(Counter.Action)
          case prime(Prime.Action)
          public static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.counter as Swift.AnyKeyPath {
              return Self.allCasePaths.counter
            }
            if keyPath == \CasePaths.Case<Self>.prime as Swift.AnyKeyPath {
              return Self.allCasePaths.prime
            }
            return nil
          }
        }

        @Core.ReducerBuilder<Self.State, Self.Action>
        public static var body: some Core.Reducer<Self.State, Self.Action> {
          Core._CaseSwitch<Self.State, Self.Action, (Counter, Prime)>((Counter(), Prime())) { features, state, action in
            switch action {
            case .counter(let childAction):
              switch consume state {
              case .counter(var childState):
                let effect = features.0.reduce(into: &childState, action: childAction)
                state = .counter(consume childState)
                return effect.map(Self.Action.counter)
              case let other:
                state = other
                return nil
              }
            case .prime(let childAction):
              switch consume state {
              case .prime(var childState):
                let effect = features.1.reduce(into: &childState, action: childAction)
                state = .prime(consume childState)
                return effect.map(Self.Action.prime)
              case let other:
                state = other
                return nil
              }
            }
          }
        }

        public enum CaseScope {
          case counter(Core.StoreOf<Counter>)
          case prime(Core.StoreOf<Prime>)
        }

        @MainActor
        public static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          case .prime:
            return .prime(store.scope(state: \.prime, action: \.prime)!)
          }
        }
      }

      extension Path: Core.CaseReducer, Core.Reducer {
      }
      """#
    }
  }

  @Test func enumOfOnlyAlertsHasAnEmptyBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Never>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Never>)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Core.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, Core.ObservableState, Core._CaseKeyPathTable {
          typealias StateReducer = Destination
          case alert(AlertState<Never>)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return Self.allCasePaths.alert
            }
            return nil
          }
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Core._CaseKeyPathTable {
          case alert(Never)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return Self.allCasePaths.alert
            }
            return nil
          }
        }

        @Core.ReducerBuilder<Self.State, Self.Action>
        static var body: some Core.Reducer<Self.State, Self.Action> {
          Core.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope {
          case alert(Core.Store<AlertState<Never>, Never>)
        }

        @MainActor
        static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .alert:
            return .alert(store.scope(state: \.alert, action: \.alert)!)
          }
        }
      }

      extension Destination: Core.CaseReducer, Core.Reducer {
      }
      """#
    }
  }

  @Test func enumKeepsTheStateItDeclares() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case counter(Counter)

        @CasePathable
        enum State {
          case counter(Counter.State)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)

        @CasePathable
        enum State {
          case counter(Counter.State)
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Core._CaseKeyPathTable {
          case counter(Counter.Action)
          static func _$casePath(_ keyPath: Swift.AnyKeyPath) -> Any? {
            if keyPath == \CasePaths.Case<Self>.counter as Swift.AnyKeyPath {
              return Self.allCasePaths.counter
            }
            return nil
          }
        }

        @Core.ReducerBuilder<Self.State, Self.Action>
        static var body: some Core.Reducer<Self.State, Self.Action> {
          Core._CaseSwitch<Self.State, Self.Action, Counter>(Counter()) { features, state, action in
            switch action {
            case .counter(let childAction):
              switch consume state {
              case .counter(var childState):
                let effect = features.reduce(into: &childState, action: childAction)
                state = .counter(consume childState)
                return effect.map(Self.Action.counter)
              case let other:
                state = other
                return nil
              }
            }
          }
        }

        enum CaseScope {
          case counter(Core.StoreOf<Counter>)
        }

        @MainActor
        static func scope(_ store: Core.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Destination: Core.CaseReducer, Core.Reducer {
      }
      """#
    }
  }

  // MARK: Misuse

  @Test func classIsRejected() {
    assertMacro {
      """
      @Reducer
      class Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum, not to a class
      class Feature {
      }
      """
    }
  }

  @Test func actorIsRejected() {
    assertMacro {
      """
      @Reducer
      actor Feature {
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum, not to an actor
      actor Feature {
      }
      """
    }
  }

  @Test func conformanceArgumentsOnAStructAreRejected() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 'state:' and 'action:' conformances apply only to '@Reducer' on an enum
                  ✏️ Remove '(state: .equatable)'
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @Core._CaseKeyPathTable
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }

      extension Feature: Core.Reducer {
      }
      """
    }
  }

  @Test func unknownConformanceIsRejected() {
    assertMacro {
      """
      @Reducer(state: .comparable)
      enum Destination {
        case counter(Counter)
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .comparable)
                      ┬──────────
                      ╰─ 🛑 Expected one of .codable, .decodable, .encodable, .equatable, .hashable, .sendable
      enum Destination {
        case counter(Counter)
      }
      """
    }
  }
}
