/// # Dependencies
///
/// A registry of the values a feature needs from the outside world (clocks, ids, clients), read
/// with `@Dependency(\.key)` and overridden with `withDependencies(_:operation:)`.
///
/// A leaf feature gains a dependency without any change to the features above it: it declares a
/// key (`DependencyKey`), a `DependencyValues` accessor, and reads it. Values flow through task
/// locals, so every effect sees the values in force when its reducer ran. Each key has a live, a
/// test and a preview value; the context (``DependencyContext``) is detected automatically, and a
/// test that reads a dependency it did not override fails loudly.
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import IssueReporting
