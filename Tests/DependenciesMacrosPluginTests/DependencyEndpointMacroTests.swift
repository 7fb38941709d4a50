import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@DependencyEndpoint` expansions and diagnostics, pinned.
@Suite(
  .macros(
    ["DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct DependencyEndpointMacroTests {
  @Test func voidEndpointReportsAndReturns() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () -> Void = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func defaultClosureRunsAfterTheReport() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Int = { 42 }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> Int {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () -> Int = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
          return 42
        }
      }
      """#
    }
  }

  @Test func defaultClosureKeepsItsParameters() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var isFavorite: (Int, String) -> Bool = { id, _ in id == 1 }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var isFavorite: (Int, String) -> Bool {
          get {
            _isFavorite
          }
          set {
            _isFavorite = newValue
          }
        }

        private var _isFavorite: (Int, String) -> Bool = { id, _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).isFavorite'")
          return id == 1
        }
      }
      """#
    }
  }

  @Test func multiStatementDefaultKeepsItsStatements() {
    assertMacro {
      #"""
      struct Client {
        @DependencyEndpoint
        var greeting: (_ name: String) -> String = { name in
          let greeting = "Hello"
          return "\(greeting), \(name)"
        }
      }
      """#
    } expansion: {
      #"""
      struct Client {
        var greeting: (_ name: String) -> String {
          get {
            _greeting
          }
          set {
            _greeting = newValue
          }
        }

        func greeting(name p0: String) -> String {
          self.greeting(p0)
        }

        private var _greeting: (_ name: String) -> String = { name in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).greeting'")
          let greeting = "Hello"
          return "\(greeting), \(name)"
        }
      }
      """#
    }
  }

  @Test func throwingEndpointThrowsUnimplemented() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () throws -> Bool
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () throws -> Bool {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () throws -> Bool = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
          throw DependenciesMacros.Unimplemented("\(Self.self).endpoint")
        }
      }
      """#
    }
  }

  @Test func asyncThrowingEndpointReturningATuple() {
    assertMacro {
      """
      public struct APIClient {
        @DependencyEndpoint
        public var request: @Sendable (URLRequest) async throws -> (Data, URLResponse)
      }
      """
    } expansion: {
      #"""
      public struct APIClient {
        public var request: @Sendable (URLRequest) async throws -> (Data, URLResponse) {
          get {
            _request
          }
          set {
            _request = newValue
          }
        }

        private var _request: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).request'")
          throw DependenciesMacros.Unimplemented("\(Self.self).request")
        }
      }
      """#
    }
  }

  @Test func voidTupleEndpointReportsAndReturns() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: (Int) -> ()
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: (Int) -> () {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: (Int) -> () = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func optionalEndpointsReturnNil() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var first: () -> Int?
        @DependencyEndpoint
        var second: (String) -> Optional<Int>
      }
      """
    } expansion: {
      #"""
      struct Client {
        var first: () -> Int? {
          get {
            _first
          }
          set {
            _first = newValue
          }
        }

        private var _first: () -> Int? = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).first'")
          return nil
        }
        var second: (String) -> Optional<Int> {
          get {
            _second
          }
          set {
            _second = newValue
          }
        }

        private var _second: (String) -> Optional<Int> = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).second'")
          return nil
        }
      }
      """#
    }
  }

  @Test func labelledParametersGiveAMethod() {
    assertMacro {
      """
      public struct Client {
        @DependencyEndpoint
        public var endpoint: @Sendable (String, _ id: Int, _ progress: Float) async -> Void
      }
      """
    } expansion: {
      #"""
      public struct Client {
        public var endpoint: @Sendable (String, _ id: Int, _ progress: Float) async -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        public func endpoint(_ p0: String, id p1: Int, progress p2: Float) async -> Void {
          await self.endpoint(p0, p1, p2)
        }

        private var _endpoint: @Sendable (String, _ id: Int, _ progress: Float) async -> Void = { _, _, _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func mainActorClosureGivesAMainActorMethod() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: @MainActor @Sendable (_ id: Int) async -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: @MainActor @Sendable (_ id: Int) async -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        @MainActor func endpoint(id p0: Int) async -> Void {
          await self.endpoint(p0)
        }

        private var _endpoint: @MainActor @Sendable (_ id: Int) async -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func methodArgumentNamesTheMethod() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint(method: "fetch")
        var fetchByID: (_ id: Int) async throws -> String
      }
      """
    } expansion: {
      #"""
      struct Client {
        var fetchByID: (_ id: Int) async throws -> String {
          get {
            _fetchByID
          }
          set {
            _fetchByID = newValue
          }
        }

        func fetch(id p0: Int) async throws -> String {
          try await self.fetchByID(p0)
        }

        private var _fetchByID: (_ id: Int) async throws -> String = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).fetchByID'")
          throw DependenciesMacros.Unimplemented("\(Self.self).fetchByID")
        }
      }
      """#
    }
  }

  @Test func methodArgumentWithoutParameters() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint(method: "refresh")
        var endpoint: () -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        func refresh() -> Void {
          self.endpoint()
        }

        private var _endpoint: () -> Void = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func keywordMethodName() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint(method: "`class`")
        var endpoint: (_ id: Int) -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: (_ id: Int) -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        func `class`(id p0: Int) -> Void {
          self.endpoint(p0)
        }

        private var _endpoint: (_ id: Int) -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func escapedPropertyName() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var `return`: (_ id: Int) throws -> Int
      }
      """
    } expansion: {
      #"""
      struct Client {
        var `return`: (_ id: Int) throws -> Int {
          get {
            _return
          }
          set {
            _return = newValue
          }
        }

        func `return`(id p0: Int) throws -> Int {
          try self.`return`(p0)
        }

        private var _return: (_ id: Int) throws -> Int = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).return'")
          throw DependenciesMacros.Unimplemented("\(Self.self).return")
        }
      }
      """#
    }
  }

  @Test func inoutAndAutoclosureParametersAreForwarded() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var update: (_ value: inout Int, _ step: @autoclosure () -> Int, _ flag: inout Bool) -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        var update: (_ value: inout Int, _ step: @autoclosure () -> Int, _ flag: inout Bool) -> Void {
          get {
            _update
          }
          set {
            _update = newValue
          }
        }

        func update(value p0: inout Int, step p1: @autoclosure () -> Int, flag p2: inout Bool) -> Void {
          self.update(&p0, p1(), &p2)
        }

        private var _update: (_ value: inout Int, _ step: @autoclosure () -> Int, _ flag: inout Bool) -> Void = { _, _, _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).update'")
        }
      }
      """#
    }
  }

  @Test func variadicParameterGetsNoMethod() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var sum: (_ values: Int...) -> Int = { _ in 0 }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var sum: (_ values: Int...) -> Int {
          get {
            _sum
          }
          set {
            _sum = newValue
          }
        }

        private var _sum: (_ values: Int...) -> Int = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).sum'")
          return 0
        }
      }
      """#
    }
  }

  @Test func packageAccessGivesAPackageMethod() {
    assertMacro {
      """
      package struct Client {
        @DependencyEndpoint
        package var endpoint: (_ id: Int) -> Void
      }
      """
    } expansion: {
      #"""
      package struct Client {
        package var endpoint: (_ id: Int) -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        package func endpoint(id p0: Int) -> Void {
          self.endpoint(p0)
        }

        private var _endpoint: (_ id: Int) -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func availabilityAndNonAccessModifiersCarryOverToTheStorage() {
    assertMacro {
      """
      struct Client {
        @available(macOS 14, *)
        @DependencyEndpoint
        public nonisolated private(set) var endpoint: (_ id: Int) -> Void
      }
      """
    } expansion: {
      #"""
      struct Client {
        @available(macOS 14, *)
        public nonisolated private(set) var endpoint: (_ id: Int) -> Void {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        @available(macOS 14, *) public func endpoint(id p0: Int) -> Void {
          self.endpoint(p0)
        }

        @available(macOS 14, *) private nonisolated var _endpoint: (_ id: Int) -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func observersAreAnError() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () throws -> Void {
          didSet { print("set") }
        }
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () throws -> Void {
                                        ╰─ 🛑 An endpoint cannot observe its changes: '@DependencyEndpoint' gives 'endpoint' a getter and a setter, which cannot go with 'willSet' or 'didSet'
          didSet { print("set") }
        }
      }
      """
    }
  }

  @Test func wrappedCrashIsKeptWithoutWarning() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> String = { { fatalError("Not yet") }() }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> String {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () -> String = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
          return {
            fatalError("Not yet")
          }()
        }
      }
      """#
    }
  }

  @Test func trailingCommentStays() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void  // Says hello
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> Void {  // Says hello
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () -> Void = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
        }
      }
      """#
    }
  }

  @Test func missingDefaultIsAnError() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var isFavorite: (Int, String) -> Bool
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        var isFavorite: (Int, String) -> Bool
            ┬────────────────────────────────
            ╰─ 🛑 Endpoint 'isFavorite' needs a default closure: called without an implementation, it can neither throw nor return nothing, so it must return a value of type 'Bool'. Any placeholder will do, like 'false' or '[]'.
               ✏️ Add the default '= { _, _ in <#Bool#> }'
      }
      """
    } fixes: {
      """
      struct Client {
        @DependencyEndpoint
        var isFavorite: (Int, String) -> Bool = { _, _ in <#Bool#> }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var isFavorite: (Int, String) -> Bool {
          get {
            _isFavorite
          }
          set {
            _isFavorite = newValue
          }
        }

        private var _isFavorite: (Int, String) -> Bool = { _, _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).isFavorite'")
          return <#Bool#>
        }
      }
      """#
    }
  }

  @Test func typedThrowsNeedsADefault() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var load: () throws(LoadError) -> Int
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        var load: () throws(LoadError) -> Int
            ┬────────────────────────────────
            ╰─ 🛑 Endpoint 'load' needs a default closure: called without an implementation, it can neither throw nor return nothing, so it must return a value of type 'Int'. Any placeholder will do, like 'false' or '[]'.
               ✏️ Add the default '= { <#Int#> }'
      }
      """
    } fixes: {
      """
      struct Client {
        @DependencyEndpoint
        var load: () throws(LoadError) -> Int = { <#Int#> }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var load: () throws(LoadError) -> Int {
          get {
            _load
          }
          set {
            _load = newValue
          }
        }

        private var _load: () throws(LoadError) -> Int = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).load'")
          return <#Int#>
        }
      }
      """#
    }
  }

  @Test func nonClosureDefaultIsAnError() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var count: () -> Int = unimplemented("count", placeholder: 0)
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        var count: () -> Int = unimplemented("count", placeholder: 0)
                               ┬─────────────────────────────────────
                               ├─ 🛑 The default of endpoint 'count' must be a closure literal, like '= { … }'
                               ╰─ ⚠️ '@DependencyEndpoint' already reports a call to an endpoint that has no implementation; write the value to return instead of 'unimplemented'
      }
      """
    }
  }

  @Test func crashingDefaultIsAWarning() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> String = { fatalError() }
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> String = { fatalError() }
                                       ┬───────────
                                       ╰─ ⚠️ A default that crashes stops every test and preview that calls this endpoint; return a placeholder value instead, like 'false' or '[]'
                                          ✏️ Keep the crash: call it from an immediately applied closure
      }
      """
    } fixes: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> String = { { fatalError() }() }
      }
      """
    } expansion: {
      #"""
      struct Client {
        var endpoint: () -> String {
          get {
            _endpoint
          }
          set {
            _endpoint = newValue
          }
        }

        private var _endpoint: () -> String = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).endpoint'")
          return {
            fatalError()
          }()
        }
      }
      """#
    }
  }

  @Test func invalidMethodNameIsAnError() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint(method: "~ok~")
        var endpoint: (_ id: Int) -> Void
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint(method: "~ok~")
                                    ┬─────
                                    ╰─ 🛑 '~ok~' is not a method name; write an identifier, like 'method: "fetch"'
        var endpoint: (_ id: Int) -> Void
      }
      """
    }
  }

  @Test func interpolatedMethodNameIsAnError() {
    assertMacro {
      #"""
      struct Client {
        @DependencyEndpoint(method: "\(name)")
        var endpoint: (_ id: Int) -> Void
      }
      """#
    } diagnostics: {
      #"""
      struct Client {
        @DependencyEndpoint(method: "\(name)")
                                    ┬────────
                                    ╰─ 🛑 'method' takes a plain string literal, like 'method: "fetch"'
        var endpoint: (_ id: Int) -> Void
      }
      """#
    }
  }

  @Test func letConstantIsNotAnEndpoint() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        let endpoint: () -> Void
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        ┬──────────────────
        ╰─ 🛑 '@DependencyEndpoint' applies to a stored instance 'var' of closure type, like 'var fetch: (_ id: Int) async throws -> User'
        let endpoint: () -> Void
      }
      """
    }
  }

  @Test func staticOrComputedOrNonClosurePropertyIsNotAnEndpoint() {
    assertMacro {
      """
      struct Client {
        @DependencyEndpoint
        static var shared: () -> Void = {}
        @DependencyEndpoint
        var computed: () -> Void { {} }
        @DependencyEndpoint
        var count: Int
      }
      """
    } diagnostics: {
      """
      struct Client {
        @DependencyEndpoint
        ┬──────────────────
        ╰─ 🛑 '@DependencyEndpoint' applies to a stored instance 'var' of closure type, like 'var fetch: (_ id: Int) async throws -> User'
        static var shared: () -> Void = {}
        @DependencyEndpoint
        ┬──────────────────
        ╰─ 🛑 '@DependencyEndpoint' applies to a stored instance 'var' of closure type, like 'var fetch: (_ id: Int) async throws -> User'
        var computed: () -> Void { {} }
        @DependencyEndpoint
        ┬──────────────────
        ╰─ 🛑 '@DependencyEndpoint' applies to a stored instance 'var' of closure type, like 'var fetch: (_ id: Int) async throws -> User'
        var count: Int
      }
      """
    }
  }
}
