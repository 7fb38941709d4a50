/// Makes a struct a ``Reducer``, or an enum of features a ``CaseReducer``.
///
/// On a struct it adds the `Reducer` conformance when it is missing, makes a nested `Action`
/// enum `@CasePathable` and a nested `State` enum `@CasePathable` and `@dynamicMemberLookup`,
/// marks `body` as a `@ReducerBuilder`, and fills in an empty `State`, `Action` or `body` that
/// the struct does not declare. Everything written by hand stays as written.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// On an enum whose cases each hold one feature, it generates the `State` and `Action` enums
/// and a static `body` that runs each feature on its own case, as a `Scope` per feature would,
/// in one `switch` over the action. A case holding an `AlertState` or a
/// `ConfirmationDialogState` needs no reducer; mark a case that holds no feature with
/// `@ReducerCaseIgnored`.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
/// }
/// extension Destination.State: Equatable {}
///
/// // In the parent:
/// .ifLet(\.$destination, action: \.destination)  // no trailing closure needed
/// ```
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_$bodyCache)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "CoreMacros", type: "ReducerMacro")

/// Makes an enum of features a ``CaseReducer`` whose generated `State` and `Action` have the
/// given conformances.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
/// enum Path {
///   case counter(Counter)
///   case prime(Prime)
/// }
/// ```
///
/// - Parameters:
///   - state: The conformances of the generated `State`.
///   - action: The conformances of the generated `Action`.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_$bodyCache)
)
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(
  state: SynthesizedConformance...,
  action: SynthesizedConformance...
) = #externalMacro(module: "CoreMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer` enum that holds a value rather than a feature: its state case
/// is copied as written and it has no actions.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case counter(Counter)
///   @ReducerCaseIgnored
///   case photo(URL)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "CoreMacros", type: "ReducerCaseIgnoredMacro")
