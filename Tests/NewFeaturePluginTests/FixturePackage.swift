/// Writes a small package in the house style into a temporary directory: `Package.swift` (the
/// ``manifestFixture``), a Counter feature with a README, and its tests.
func makeFixturePackage() throws -> TemporaryDirectory {
  let directory = try TemporaryDirectory()
  try directory.write("Package.swift", manifestFixture)
  try directory.write(
    "Modules/CounterFeature/Counter.swift",
    """
    import Core

    /// A counter; its counterpart was Encountered.
    public struct Counter: Reducer {
      public struct State: Equatable {
        public var count = 0
      }
    }

    """)
  try directory.write("Modules/CounterFeature/README.md", "# CounterFeature\n\nA counter.\n")
  try directory.write(
    "Tests/CounterFeatureTests/CounterTests.swift",
    """
    import CounterFeature
    import Navigation
    import Testing

    struct CounterTests {
      @Test func startsAtZero() {
        #expect(Counter.State().count == 0)
      }
    }

    """)
  return directory
}
