import Foundation

extension Reducer {
  /// Prints each action and the change it made to the state, as a diff.
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// −   count: 0
  /// +   count: 1
  ///   )
  /// ```
  ///
  /// - Parameter printer: Where and how to print; `.customDump` writes to standard output.
  /// - Returns: The reducer, printing.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> some Reducer<State, Action> {
    PrintChangesReducer(base: self, printer: printer)
  }
}

/// Turns an action and the states before and after it into printed output.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure.
  ///
  /// - Parameter printChange: Prints one change.
  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void
  ) {
    self._printChange = printChange
  }

  /// Prints one change.
  ///
  /// - Parameters:
  ///   - receivedAction: The action.
  ///   - oldState: The state before.
  ///   - newState: The state after.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }

  /// Prints the action and a CustomDump diff of the state (or "(No state changes)") to standard
  /// output.
  public static var customDump: Self {
    Self.customDump { print($0) }
  }

  /// Prints the action and a CustomDump diff of the state with a function of your own.
  ///
  /// - Parameter write: Receives each change's text (for example, to capture it in a test).
  /// - Returns: The printer.
  public static func customDump(write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      var target = ""
      target.write("received action:\n")
      CustomDump.customDump(action, to: &target, indent: 2)
      target.write("\n")
      target.write(
        diff(oldState, newState, format: .proportional).map { "\($0)\n" }
          ?? "  (No state changes)\n"
      )
      write(target)
    }
  }

  /// Prints only the action's name, like `received action: Counter.Action.incrementButtonTapped`.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(debugCaseOutput(action))")
    }
  }
}

/// A reducer that prints its changes; built by ``Reducer/_printChanges(_:)``.
@usableFromInline struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs the base reducer and prints the change.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    let effect = self.base.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effect
  }
}
