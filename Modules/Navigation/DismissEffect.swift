/// Closes the feature that reads it, from inside one of its effects.
///
/// A presented child dismisses itself without the parent handling any of its actions:
///
/// ```swift
/// struct ItemForm: Reducer {
///   @Dependency(\.dismiss) var dismiss
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .doneButtonTapped:
///         return .run { _ in await dismiss() }
///       }
///     }
///   }
/// }
/// ```
///
/// Presented with `ifLet`, the parent receives `.destination(.dismiss)`; pushed with
/// `forEach`, it receives `.path(.popFrom(id:))`. It works the same when the app started with
/// the child already presented (a deep link).
///
/// > Important: Call it from an effect (`.run`). Called where nothing presents the feature, it
/// > reports an issue naming the call's file and line.
public struct DismissEffect: Sendable {
  /// Creates the effect. Features read it with `@Dependency(\.dismiss)` instead.
  public init() {}

  /// Dismisses the presented feature whose effect is running.
  ///
  /// - Parameters:
  ///   - fileID: The file of the call, for issue messages.
  ///   - filePath: The file path of the call, for issue messages.
  ///   - line: The line of the call, for issue messages.
  ///   - column: The column of the call, for issue messages.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard await PresentedChild.dismissCurrent() else {
      reportIssue(
        """
        A feature called 'dismiss()' at "\(fileID):\(line)", but nothing presents it.

        'dismiss()' closes a feature presented with 'ifLet' or pushed with 'forEach', and must \
        be called from one of that feature's effects.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
  }
}

/// The dependency presented features close themselves with.
extension DependencyValues {
  /// Closes the presented feature that reads it; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
