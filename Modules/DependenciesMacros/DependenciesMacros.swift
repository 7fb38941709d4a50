/// # DependenciesMacros
///
/// `@DependencyClient`, `@DependencyEndpoint` and `@DependencyEndpointIgnored`: a dependency
/// client written as a struct of closures gets unimplemented defaults that report an issue,
/// methods with argument labels, and memberwise initializers. `import Dependencies` re-exports
/// this module.

// The expansions call `IssueReporting.reportIssue`; a file that imports only this module must
// see it.
@_exported import IssueReporting
