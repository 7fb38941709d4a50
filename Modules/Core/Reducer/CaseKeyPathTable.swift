/// A `@CasePathable` enum that maps its case key paths to the case paths its macro generated.
///
/// `@Reducer` conforms `Action` and an enum `State` through ``_CaseKeyPathTable()``; the library
/// asks the table once, when a `Scope`, `ifLet` or `forEach` is built, and falls back to the
/// case key path itself for enums without one and for appended paths (`\.destination.addItem`).
public protocol _CaseKeyPathTable {
  /// The generated case path (an `AnyCasePath<Self, Value>`) of a case key path, or `nil`.
  static func _$casePath(_ keyPath: AnyKeyPath) -> Any?
}

/// Conforms an enum to ``_CaseKeyPathTable``; `@Reducer` attaches it, do not write it by hand.
@attached(extension, conformances: _CaseKeyPathTable, names: named(_$casePath))
public macro _CaseKeyPathTable() =
  #externalMacro(module: "CoreMacros", type: "CaseKeyPathTableMacro")
