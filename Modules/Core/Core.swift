/// # Core
///
/// The runtime of a unidirectional app: a ``Reducer`` describes how state changes when an action
/// arrives and which ``Effect`` to run next; a ``Store`` holds the state, runs the reducer and the
/// effects, and lets views observe exactly the state they show; a ``TestStore`` asserts every
/// state change, every action an effect sends back and that every effect finishes.
///
/// ```swift
/// struct Counter: Reducer {
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
@_exported import CasePaths
@_exported import CustomDump
@_exported import Dependencies
// Foundation too: on Apple platforms `import ComposableArchitecture` brings it in (through
// SwiftUI), so a TCA feature names `UUID`, `Date`, `URL` or `IndexSet` without importing it, and
// moves here with its import changed only.
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import Observation
@_exported import OrderedCollections
@_exported import Sharing
