/// Makes a struct of closures a dependency client: every closure property becomes an endpoint
/// that, until it is given an implementation, reports an issue when it is called.
///
/// Write the interface of a dependency as a struct of closure properties and attach the macro:
///
/// ```swift
/// @DependencyClient
/// struct NumberFactClient: Sendable {
///   var fact: @Sendable (_ number: Int) async throws -> String
///   var isFavorite: @Sendable (_ number: Int) -> Bool = { _ in false }
/// }
/// ```
///
/// The macro applies ``DependencyEndpoint(method:)`` to each closure `var`, and adds two
/// initializers:
///
/// - `init(fact:isFavorite:)`, taking every endpoint and the other stored properties, for the
///   live value: `NumberFactClient(fact: { … }, isFavorite: { … })`;
/// - `init()` (or an initializer of the stored properties that are not endpoints), which leaves
///   every endpoint unimplemented: a call to one reports the issue
///   "Unimplemented: 'NumberFactClient.fact'", then throws (`fact`) or returns its default
///   (`isFavorite` returns `false`). It is the natural `testValue`: a test fails when it calls an
///   endpoint it did not override.
///
/// ```swift
/// extension NumberFactClient: TestDependencyKey {
///   static let testValue = NumberFactClient()
/// }
///
/// // In a test, override only what the feature calls:
/// withDependencies {
///   $0.numberFactClient.fact = { "\($0) is a good number." }
/// } operation: { … }
/// ```
///
/// A closure whose parameters have names (`_ number: Int`) also gets a method with those names as
/// argument labels: `try await client.fact(number: 42)`.
///
/// The initializers and methods take the access of the struct and its properties, so a `public`
/// struct of `public` endpoints gets `public` initializers and methods. Left alone: `let`
/// constants with a value, computed and `static` properties, `@Dependency` properties, and
/// closure properties marked ``DependencyEndpointIgnored()`` (those stay plain stored
/// properties, parameters of the initializers).
///
/// > Important: An endpoint that neither throws nor returns `Void` or an optional needs a
/// > default closure (`= { _ in false }`): the unimplemented client has to return something. The
/// > macro reports an error, with a fix-it, when it is missing. The default must be a closure
/// > literal; it runs after the issue is reported.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "DependenciesMacrosCompilerPlugin", type: "DependencyClientMacro")
