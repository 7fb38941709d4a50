extension DependencyValues {
  /// A clock that keeps running while the system sleeps. Use it for timers and delays in
  /// features, and a `TestClock` in tests. Unimplemented in tests.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that stops while the system sleeps. Unimplemented in tests.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: #"\.continuousClock"#)
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: #"\.suspendingClock"#)
}
