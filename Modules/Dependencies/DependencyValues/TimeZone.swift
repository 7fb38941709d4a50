import Foundation

extension DependencyValues {
  /// The time zone dates are shown in: the user's current time zone in the app.
  ///
  /// Tests must override it (reading it without an override reports an issue), for example
  /// `$0.timeZone = TimeZone(identifier: "UTC")!`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}
