import Foundation

extension DependencyValues {
  /// The calendar dates are computed in: the user's current calendar in the app.
  ///
  /// Tests must override it (reading it without an override reports an issue), for example
  /// `$0.calendar = Calendar(identifier: .gregorian)`.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}
