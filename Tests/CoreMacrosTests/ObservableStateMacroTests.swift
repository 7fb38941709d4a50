import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@ObservableState` expansions, pinned, with the tracked properties expanded too.
@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomReflectable"]
      ),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "Presents": MacroSpec(type: PresentsMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct ObservableStateMacroTests {
  @Test func structPropertiesAreTrackedAndDumpUnderTheirNames() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var title: String
        let id: Int
        var isEmpty: Bool { title.isEmpty }
        static var shared = 0
        @ObservationStateIgnored var renderCount = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_count)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.count)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_count, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.count, change)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_title, newValue) {
              _title = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.title)
              _title = newValue
              _$observationRegistrar.didSet(self, keyPath: \.title)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_title)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.title)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_title, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.title, change)
              }
            }
            yield &_title
          }
        }

        private var _title: String
        let id: Int
        var isEmpty: Bool { title.isEmpty }
        static var shared = 0
        var renderCount = 0

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["count": self._count as Any, "title": self._title as Any, "id": self.id as Any, "renderCount": self.renderCount as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return "count"
          }
          if keyPath == \Self.title as Swift.AnyKeyPath {
            return "title"
          }
          if keyPath == \Self.renderCount as Swift.AnyKeyPath {
            return "renderCount"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.count as Swift.AnyKeyPath {
            return Core._InPlace(\Self.count) { root, body in
              Swift.withUnsafePointer(to: root._count) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.count) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          if keyPath as Swift.AnyKeyPath == \Self.title as Swift.AnyKeyPath {
            return Core._InPlace(\Self.title) { root, body in
              Swift.withUnsafePointer(to: root._title) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.title) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          return nil
        }
      }

      extension State: Core.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  /// A property wrapper (`@Shared`) keeps its own storage and observation: the macro neither
  /// tracks it nor gives it accessors, and dumps the wrapper under the property's name.
  @Test func propertyWrappersAreLeftToThemselves() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared(.inMemory("favorites")) var favorites: [Int] = []
        @Sharing.SharedReader(.inMemory("count")) var total = 0
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @Shared(.inMemory("favorites")) var favorites: [Int] = []
        @Sharing.SharedReader(.inMemory("count")) var total = 0
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_count)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.count)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_count, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.count, change)
              }
            }
            yield &_count
          }
        }

        private var _count = 0

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["favorites": self._favorites as Any, "total": self._total as Any, "count": self._count as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.favorites as Swift.AnyKeyPath {
            return "favorites"
          }
          if keyPath == \Self.total as Swift.AnyKeyPath {
            return "total"
          }
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return "count"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.count as Swift.AnyKeyPath {
            return Core._InPlace(\Self.count) { root, body in
              Swift.withUnsafePointer(to: root._count) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.count) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          return nil
        }
      }

      extension State: Core.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func publicStructGetsPublicMirror() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var count = 0
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_count)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.count)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_count, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.count, change)
              }
            }
            yield &_count
          }
        }

        private var _count = 0

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["count": self._count as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return "count"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.count as Swift.AnyKeyPath {
            return Core._InPlace(\Self.count) { root, body in
              Swift.withUnsafePointer(to: root._count) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.count) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          return nil
        }
      }

      extension State: Core.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func handWrittenMirrorStays() {
    assertMacro {
      """
      @ObservableState
      struct State: CustomReflectable {
        var count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }
      }
      """
    } expansion: {
      #"""
      struct State: CustomReflectable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_count, newValue) {
              _count = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.count)
              _count = newValue
              _$observationRegistrar.didSet(self, keyPath: \.count)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_count)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.count)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_count, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.count, change)
              }
            }
            yield &_count
          }
        }

        private var _count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return "count"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.count as Swift.AnyKeyPath {
            return Core._InPlace(\Self.count) { root, body in
              Swift.withUnsafePointer(to: root._count) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.count) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          return nil
        }
      }

      extension State: Core.ObservableState {
      }
      """#
    }
  }

  @Test func enumIdentityFollowsItsCase() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case counter(Counter.State)
        case detail(item: Item)
        case empty
        case pair(Int, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case counter(Counter.State)
        case detail(item: Item)
        case empty
        case pair(Int, Int)

        public var _$id: Core.ObservableStateID {
          switch self {
          case .counter(let value):
            return Core.ObservableStateID._$id(for: value, tag: 0)
          case .detail(let value):
            return Core.ObservableStateID._$id(for: value, tag: 1)
          case .empty:
            return Core.ObservableStateID._$id(for: (), tag: 2)
          case .pair:
            return Core.ObservableStateID()
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .counter(var value):
            Core._$willModify(&value)
            self = .counter(value)
          case .detail(var value):
            Core._$willModify(&value)
            self = .detail(item: value)
          case .empty:
            break
          case .pair:
            break
          }
        }
      }

      extension State: Core.ObservableState {
      }
      """
    }
  }

  // MARK: Misuse

  @Test func classIsRejected() {
    assertMacro {
      """
      @ObservableState
      class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum, not to a class; a reference type can use Observation's '@Observable'
      class Model {
        var count = 0
      }
      """
    }
  }

  @Test func observationIgnoredIsReplaced() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var count = 0
        ┬──────────────────
        ╰─ 🛑 '@ObservationIgnored' does not work inside '@ObservableState'; use '@ObservationStateIgnored'
           ✏️ Use '@ObservationStateIgnored'
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count = 0

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["count": self.count as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return "count"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          return nil
        }
      }

      extension State: Core.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func presentationStateIsReplaced() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @PresentationState var destination: Destination.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @PresentationState var destination: Destination.State?
        ┬─────────────────
        ╰─ 🛑 '@PresentationState' does not work inside '@ObservableState'; use '@Presents'
           ✏️ Use '@Presents'
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = Navigation.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_destination.wrappedValue, newValue) {
              _destination.wrappedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
              _destination.wrappedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.destination)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_destination.wrappedValue)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_destination.wrappedValue, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.destination, change)
              }
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: Navigation.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_destination, newValue) {
              _destination = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
              _destination = newValue
              _$observationRegistrar.didSet(self, keyPath: \.destination)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_destination.wrappedValue)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.destination)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_destination.wrappedValue, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.destination, change)
              }
            }
            yield &_destination
          }
        }

        private var _destination = Navigation.PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["destination": self._destination.wrappedValue as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.destination as Swift.AnyKeyPath {
            return "destination"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.$destination as Swift.AnyKeyPath {
            return Core._InPlace(\Self.$destination) { root, body in
              Swift.withUnsafePointer(to: root._destination) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.$destination) {
                body(Swift.UnsafeMutableRawPointer($0))
              }
            }
          }
          return nil
        }
      }

      extension State: Core.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func propertyObserversAreRejected() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0 {
          didSet { print(count) }
        }
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var count = 0 {
          didSet { print(count) }
          ┬─────
          ╰─ 🛑 '@ObservableState' cannot track a property with 'willSet' or 'didSet'; change the state in the reducer instead, or mark the property '@ObservationStateIgnored'
        }
      }
      """
    }
  }
}
