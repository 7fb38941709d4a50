/// What the runtime says about an effect in diagnostics: where it was started, which action
/// started it, and the list of effects still running that a test store reports.
///
/// The registry keeps these as text, computed when an effect starts (only for a test store's
/// effects: a production store records no causes).
enum EffectDiagnostics {
  /// The place of the first `.run` among `effects` (the one a concatenation starts with), or
  /// `""` when they start none.
  static func location<Action>(of effects: [Effect<Action>]) -> String {
    for effect in effects {
      switch effect.operation {
      case .run(let run): return run.location.description
      case .merge(let effects), .concatenate(let effects):
        let location = Self.location(of: effects)
        if !location.isEmpty { return location }
      case .cancellable(_, _, let effect):
        let location = Self.location(of: [effect])
        if !location.isEmpty { return location }
      case .none, .send, .cancel:
        continue
      }
    }
    return ""
  }

  /// The action that started an effect, as the test store's reports show it.
  static func cause<A>(_ action: A) -> String {
    String(customDumping: action)
  }

  /// The effects still running, one bullet each: where each was started and by which action.
  static func describe(_ effects: [CancellationRegistry.Record]) -> String {
    effects.map { effect in
      """
        • the '.run' at \(effect.location), started by:
          \(effect.cause.indented(by: 4).dropFirst(4))
      """
    }
    .joined(separator: "\n")
  }
}
