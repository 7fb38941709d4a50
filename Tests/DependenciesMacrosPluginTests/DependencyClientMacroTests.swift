import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@DependencyClient` expansions and diagnostics, pinned; `@DependencyEndpoint` is left
/// unexpanded except in `DependencyClientAndEndpointMacroTests`.
@Suite(
  .macros(
    ["DependencyClient": MacroSpec(type: DependencyClientMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct DependencyClientMacroTests {
  @Test func closurePropertiesBecomeEndpoints() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var config: Bool = false
        var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      struct Client {
        var config: Bool = false
        @DependencyEndpoint
        var endpoint: () -> Void

        init(
          config: Bool = false,
          endpoint: @escaping () -> Void
        ) {
          self.config = config
          self.endpoint = endpoint
        }

        init(
          config: Bool = false
        ) {
          self.config = config
        }
      }
      """
    }
  }

  @Test func explicitEndpointAttributeIsKept() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        @DependencyEndpoint(method: "fetch")
        var fetchByID: (_ id: Int) throws -> String
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint(method: "fetch")
        var fetchByID: (_ id: Int) throws -> String

        init(
          fetchByID: @escaping (_ id: Int) throws -> String
        ) {
          self.fetchByID = fetchByID
        }

        init() {
        }
      }
      """
    }
  }

  @Test func letClosureIsAPlainProperty() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        let config: () -> Void
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void
        let config: () -> Void

        init(
          endpoint: @escaping () -> Void,
          config: @escaping () -> Void
        ) {
          self.config = config
          self.endpoint = endpoint
        }

        init(
          config: @escaping () -> Void
        ) {
          self.config = config
        }
      }
      """
    }
  }

  @Test func literalDefaultsGiveTheirType() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var isOn = false
        var ratio = 0.5
        var count = 1
        var name = "Blob"
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void
        var isOn = false
        var ratio = 0.5
        var count = 1
        var name = "Blob"

        init(
          endpoint: @escaping () -> Void,
          isOn: Swift.Bool = false,
          ratio: Swift.Double = 0.5,
          count: Swift.Int = 1,
          name: Swift.String = "Blob"
        ) {
          self.isOn = isOn
          self.ratio = ratio
          self.count = count
          self.name = name
          self.endpoint = endpoint
        }

        init(
          isOn: Swift.Bool = false,
          ratio: Swift.Double = 0.5,
          count: Swift.Int = 1,
          name: Swift.String = "Blob"
        ) {
          self.isOn = isOn
          self.ratio = ratio
          self.count = count
          self.name = name
        }
      }
      """
    }
  }

  @Test func privatePropertyWithoutDefaultMakesTheInitializersPrivate() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        private var config: Bool
        var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      struct Client {
        private var config: Bool
        @DependencyEndpoint
        var endpoint: () -> Void

        private init(
          config: Bool,
          endpoint: @escaping () -> Void
        ) {
          self.config = config
          self.endpoint = endpoint
        }

        private init(
          config: Bool
        ) {
          self.config = config
        }
      }
      """
    }
  }

  @Test func privatePropertyWithDefaultIsNotAParameter() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        private var config: Bool = false
        var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      struct Client {
        private var config: Bool = false
        @DependencyEndpoint
        var endpoint: () -> Void

        init(
          endpoint: @escaping () -> Void
        ) {
          self.endpoint = endpoint
        }

        init() {
        }
      }
      """
    }
  }

  @Test func staticAndComputedPropertiesAreLeftAlone() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        static var shared = Client()
        static let make: () -> Client = { Client() }
        var name: String { "Blob" }
        var label: String {
          get { "Blob" }
        }
        var action: () -> Void { {} }
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void
        static var shared = Client()
        static let make: () -> Client = { Client() }
        var name: String { "Blob" }
        var label: String {
          get { "Blob" }
        }
        var action: () -> Void { {} }

        init(
          endpoint: @escaping () -> Void
        ) {
          self.endpoint = endpoint
        }

        init() {
        }
      }
      """
    }
  }

  @Test func endpointDefaultIsNotAParameterDefault() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Int = { 42 }
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Int = { 42 }

        init(
          endpoint: @escaping () -> Int
        ) {
          self.endpoint = endpoint
        }

        init() {
        }
      }
      """
    }
  }

  @Test func publicClientOfPublicEndpointsHasPublicInitializers() {
    assertMacro {
      """
      @DependencyClient
      public struct Client {
        private var config: Bool = false
        public var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      public struct Client {
        private var config: Bool = false
        @DependencyEndpoint
        public var endpoint: () -> Void

        public init(
          endpoint: @escaping () -> Void
        ) {
          self.endpoint = endpoint
        }

        public init() {
        }
      }
      """
    }
  }

  @Test func publicClientOfInternalEndpointsHasInternalInitializers() {
    assertMacro {
      """
      @DependencyClient
      public struct Client {
        public var config: Bool = false
        var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      public struct Client {
        public var config: Bool = false
        @DependencyEndpoint
        var endpoint: () -> Void

        init(
          config: Bool = false,
          endpoint: @escaping () -> Void
        ) {
          self.config = config
          self.endpoint = endpoint
        }

        init(
          config: Bool = false
        ) {
          self.config = config
        }
      }
      """
    }
  }

  @Test func packageClient() {
    assertMacro {
      """
      @DependencyClient
      package struct Client {
        package var endpoint: () -> Void
      }
      """
    } expansion: {
      """
      package struct Client {
        @DependencyEndpoint
        package var endpoint: () -> Void

        package init(
          endpoint: @escaping () -> Void
        ) {
          self.endpoint = endpoint
        }

        package init() {
        }
      }
      """
    }
  }

  @Test func sendableClosuresAndOptionalProperties() {
    assertMacro {
      """
      @DependencyClient
      struct Client: Sendable {
        var name: String?
        let id: Int?
        var endpoint: @Sendable () -> Void
        var mainActorEndpoint: @MainActor @Sendable (Int) async -> Void
      }
      """
    } expansion: {
      """
      struct Client: Sendable {
        var name: String?
        let id: Int?
        @DependencyEndpoint
        var endpoint: @Sendable () -> Void
        @DependencyEndpoint
        var mainActorEndpoint: @MainActor @Sendable (Int) async -> Void

        init(
          name: String? = nil,
          id: Int?,
          endpoint: @Sendable @escaping () -> Void,
          mainActorEndpoint: @MainActor @Sendable @escaping (Int) async -> Void
        ) {
          self.name = name
          self.id = id
          self.endpoint = endpoint
          self.mainActorEndpoint = mainActorEndpoint
        }

        init(
          name: String? = nil,
          id: Int?
        ) {
          self.name = name
          self.id = id
        }
      }
      """
    }
  }

  @Test func closureWithObserversIsAnError() {
    assertMacro {
      """
      @DependencyClient
      struct Client: Sendable {
        var endpoint: @Sendable () throws -> Void {
          willSet { print("!") }
        }
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client: Sendable {
        var endpoint: @Sendable () throws -> Void {
                                                  ╰─ 🛑 An endpoint cannot observe its changes: '@DependencyEndpoint' gives 'endpoint' a getter and a setter, which cannot go with 'willSet' or 'didSet'
          willSet { print("!") }
        }
      }
      """
    }
  }

  @Test func ignoredAndDependencyPropertiesAreNotEndpoints() {
    assertMacro {
      #"""
      @DependencyClient
      struct Client: Sendable {
        @Dependency(\.uuid) var uuid
        @Dependency(Logger.self) var logger: Logger
        let id = UUID()
        var endpoint: @Sendable () -> Void
        @DependencyEndpointIgnored
        var format: @Sendable (String) -> String = { $0 }
      }
      """#
    } expansion: {
      #"""
      struct Client: Sendable {
        @Dependency(\.uuid) var uuid
        @Dependency(Logger.self) var logger: Logger
        let id = UUID()
        @DependencyEndpoint
        var endpoint: @Sendable () -> Void
        @DependencyEndpointIgnored
        var format: @Sendable (String) -> String = { $0 }

        init(
          endpoint: @Sendable @escaping () -> Void,
          format: @Sendable @escaping (String) -> String = {
            $0
          }
        ) {
          self.format = format
          self.endpoint = endpoint
        }

        init(
          format: @Sendable @escaping (String) -> String = {
            $0
          }
        ) {
          self.format = format
        }
      }
      """#
    }
  }

  @Test func letWithoutDefaultIsAParameter() {
    assertMacro {
      """
      @DependencyClient
      struct Client: Sendable {
        let id: UUID
        var endpoint: @Sendable () -> Void
      }
      """
    } expansion: {
      """
      struct Client: Sendable {
        let id: UUID
        @DependencyEndpoint
        var endpoint: @Sendable () -> Void

        init(
          id: UUID,
          endpoint: @Sendable @escaping () -> Void
        ) {
          self.id = id
          self.endpoint = endpoint
        }

        init(
          id: UUID
        ) {
          self.id = id
        }
      }
      """
    }
  }

  @Test func clientWithoutEndpointsGetsNoInitializer() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var config: Bool = false
      }
      """
    } expansion: {
      """
      struct Client {
        var config: Bool = false
      }
      """
    }
  }

  @Test func trailingCommentsStay() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var config: Bool = false  // A setting
        var endpoint: () -> Void  // An endpoint
      }
      """
    } expansion: {
      """
      struct Client {
        var config: Bool = false  // A setting
        @DependencyEndpoint
        var endpoint: () -> Void  // An endpoint

        init(
          config: Bool = false,
          endpoint: @escaping () -> Void
        ) {
          self.config = config
          self.endpoint = endpoint
        }

        init(
          config: Bool = false
        ) {
          self.config = config
        }
      }
      """
    }
  }

  @Test func missingDefaultIsAnErrorNamingTheClient() {
    assertMacro {
      """
      @DependencyClient
      struct Client: Sendable {
        var endpoint: @Sendable () -> Int
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client: Sendable {
        var endpoint: @Sendable () -> Int
            ┬────────────────────────────
            ╰─ 🛑 Endpoint 'endpoint' needs a default closure: called without an implementation (as in 'Client()'), it can neither throw nor return nothing, so it must return a value of type 'Int'. Any placeholder will do, like 'false' or '[]'.
               ✏️ Add the default '= { <#Int#> }'
      }
      """
    } fixes: {
      """
      @DependencyClient
      struct Client: Sendable {
        var endpoint: @Sendable () -> Int = { <#Int#> }
      }
      """
    } expansion: {
      """
      struct Client: Sendable {
        @DependencyEndpoint
        var endpoint: @Sendable () -> Int = { <#Int#> }

        init(
          endpoint: @Sendable @escaping () -> Int
        ) {
          self.endpoint = endpoint
        }

        init() {
        }
      }
      """
    }
  }

  @Test func missingTypeIsAnError() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var value = Value()
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var value = Value()
            ┬──────────────
            ╰─ 🛑 '@DependencyClient' needs the type of 'value' written out to make it a parameter of the initializer
               ✏️ Write the type: ': <#Type#>'
      }
      """
    } fixes: {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var value: <#Type#> = Value()
      }
      """
    } expansion: {
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Void
        var value: <#Type#> = Value()

        init(
          endpoint: @escaping () -> Void,
          value: <#Type#> = Value()
        ) {
          self.value = value
          self.endpoint = endpoint
        }

        init(
          value: <#Type#> = Value()
        ) {
          self.value = value
        }
      }
      """
    }
  }

  @Test func nonClosureDefaultIsAnError() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var count: () -> Int = unimplemented()
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client {
        var count: () -> Int = unimplemented()
                               ┬──────────────
                               ├─ 🛑 The default of endpoint 'count' must be a closure literal, like '= { … }'
                               ╰─ ⚠️ '@DependencyClient' already reports a call to an endpoint that has no implementation; write the value to return instead of 'unimplemented'
      }
      """
    }
  }

  @Test func notAStructIsAnError() {
    assertMacro {
      """
      @DependencyClient
      enum Client {
        case live
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      ┬────────────────
      ╰─ 🛑 '@DependencyClient' applies to a struct of closure properties
      enum Client {
        case live
      }
      """
    }
  }

  @Test func severalBindingsInOneDeclarationIsAnError() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var a: Int, b: Int
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var a: Int, b: Int
            ┬─────────────
            ╰─ 🛑 '@DependencyClient' writes an initializer from one named property per declaration; declare these properties one by one
      }
      """
    }
  }
}

/// A client's whole expansion: the endpoints it marks expand too.
@Suite(
  .macros(
    [
      "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
      "DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct DependencyClientAndEndpointMacroTests {
  @Test func clientAndEndpointsExpandTogether() {
    assertMacro {
      """
      @DependencyClient
      public struct SearchClient: Sendable {
        public var search: @Sendable (_ query: String) async throws -> [String]
        public var resultCount: @Sendable () -> Int = { 0 }
        var log: @Sendable (String) -> Void
      }
      """
    } expansion: {
      #"""
      public struct SearchClient: Sendable {
        public var search: @Sendable (_ query: String) async throws -> [String] {
          get {
            _search
          }
          set {
            _search = newValue
          }
        }

        public func search(query p0: String) async throws -> [String] {
          try await self.search(p0)
        }

        private var _search: @Sendable (_ query: String) async throws -> [String] = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).search'")
          throw DependenciesMacros.Unimplemented("\(Self.self).search")
        }
        public var resultCount: @Sendable () -> Int {
          get {
            _resultCount
          }
          set {
            _resultCount = newValue
          }
        }

        private var _resultCount: @Sendable () -> Int = {
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).resultCount'")
          return 0
        }
        var log: @Sendable (String) -> Void {
          get {
            _log
          }
          set {
            _log = newValue
          }
        }

        private var _log: @Sendable (String) -> Void = { _ in
          IssueReporting.reportIssue("Unimplemented: '\(Self.self).log'")
        }

        init(
          search: @Sendable @escaping (_ query: String) async throws -> [String],
          resultCount: @Sendable @escaping () -> Int,
          log: @Sendable @escaping (String) -> Void
        ) {
          self.search = search
          self.resultCount = resultCount
          self.log = log
        }

        init() {
        }
      }
      """#
    }
  }

  @Test func crashingDefaultInAClientIsAWarning() {
    assertMacro {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> String = { fatalError() }
      }
      """
    } diagnostics: {
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> String = { fatalError() }
                                       ┬───────────
                                       ╰─ ⚠️ A default that crashes stops every test and preview that calls this endpoint; return a placeholder value instead, like 'false' or '[]'
                                          ✏️ Keep the crash: call it from an immediately applied closure
      }
      """
    } fixes: {
      """
      @DependencyClient
      struct Client {
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

        init(
          endpoint: @escaping () -> String
        ) {
          self.endpoint = endpoint
        }

        init() {
        }
      }
      """#
    }
  }
}
