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
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}
