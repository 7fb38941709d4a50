import Foundation

extension DependencyValues {
  /// The locale text and numbers are formatted for: the user's current locale in the app.
  ///
  /// Tests must override it (reading it without an override reports an issue), for example
  /// `$0.locale = Locale(identifier: "en_US_POSIX")`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The user's preferred locales, most preferred first: those of the system's preferred
  /// languages in the app, read anew each time.
  ///
  /// Setting it fixes the list: `$0.preferredLocales = [Locale(identifier: "fr_FR")]`. Tests must
  /// override it (reading it without an override reports an issue).
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self].locales }
    set { self[PreferredLocalesKey.self] = PreferredLocales(fixed: newValue) }
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

private enum PreferredLocalesKey: DependencyKey {
  static var liveValue: PreferredLocales { PreferredLocales(fixed: nil) }
}

/// The preferred locales: a fixed list, or the system's at each read.
private struct PreferredLocales: Sendable {
  let fixed: [Locale]?

  var locales: [Locale] {
    self.fixed ?? Locale.preferredLanguages.map { Locale(identifier: $0) }
  }
}
