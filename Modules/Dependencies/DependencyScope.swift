/// The context a store or a navigation reducer binds with the dependencies for the reducers it
/// runs (in `Core`: the store's cancellation registry, the navigation path, whether the feature
/// is presented), held by ``DependencyValues`` apart from its overrides.
///
/// Bound, read and handed on with the dependencies, never apart: one mechanism carries all of
/// what a reducer runs under. A navigation reducer binds a new one for every child it runs;
/// keeping it out of the overrides makes that binding one reference instead of a copy of the
/// overrides, and keeps the overrides' revision, so `@Dependency` properties in the child keep the
/// values they read. Only the runtime's own modules conform.
@usableFromInline package protocol DependencyScope: AnyObject, Sendable {}
