/// Makes a closure property an endpoint of a dependency client: its initial value reports that
/// it is unimplemented, and named parameters give it a method with argument labels.
///
/// ``DependencyClient()`` applies it to each closure property of its struct; write it yourself
/// to name the method (`method:`), or on a struct that is not a `@DependencyClient`.
///
/// ```swift
/// @DependencyEndpoint
/// var fetch: (_ id: Int) async throws -> User
/// ```
///
/// keeps the closure in a private `_fetch`, initially a closure that reports the issue
/// "Unimplemented: 'Client.fetch'" and throws ``Unimplemented``, and adds
///
/// ```swift
/// func fetch(id: Int) async throws -> User  // calls `self.fetch(id)`
/// ```
///
/// A non-throwing endpoint returns the value of its default closure after reporting the issue
/// (`var count: () -> Int = { 0 }` returns `0`); without a default, one returning `Void` returns
/// and one returning an optional returns `nil`. Any other needs a default, or the macro reports
/// an error.
///
/// Give the method another name to overload it:
///
/// ```swift
/// @DependencyEndpoint(method: "fetch")
/// var fetchByEmail: (_ email: String) async throws -> User   // client.fetch(email:)
/// ```
///
/// - Parameter method: The name of the generated method; by default the property's name, and a
///   method is generated only when a parameter has a name.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEndpoint(method: String = "") =
  #externalMacro(module: "DependenciesMacrosCompilerPlugin", type: "DependencyEndpointMacro")

/// Keeps a closure property of a ``DependencyClient()`` struct a plain stored property, not an
/// endpoint: no unimplemented default, no method; it stays a parameter of the initializers.
///
/// ```swift
/// @DependencyClient
/// struct LoggerClient {
///   var log: (_ message: String) -> Void
///   @DependencyEndpointIgnored
///   var format: (String) -> String = { $0 }
/// }
/// ```
@attached(peer)
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenciesMacrosCompilerPlugin", type: "DependencyEndpointIgnoredMacro")
