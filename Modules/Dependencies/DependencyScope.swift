/// Values that the navigation runtime binds for the child reducer it runs (its navigation path,
/// whether it is presented), held by ``DependencyValues`` apart from its overrides.
///
/// A navigation reducer binds one for every action it runs a child for. Keeping it out of the
/// overrides makes that binding one reference instead of a copy of the overrides, and keeps the
/// overrides' revision, so `@Dependency` properties in the child keep the values they read.
/// Only the runtime's own modules conform.
package protocol DependencyScope: AnyObject, Sendable {}
