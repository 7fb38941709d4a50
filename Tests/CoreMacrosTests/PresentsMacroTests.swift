import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// `@Presents` expansions, pinned, inside the `@ObservableState` struct that provides the
/// registrar.
@Suite(
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomReflectable"]
      ),
      "Presents": MacroSpec(type: PresentsMacro.self),
    ],
    indentationWidth: .spaces(2)
  )
)
struct PresentsMacroTests {
  @Test func presentedChildIsTrackedAndProjected() {
    assertMacro {
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

        @ObservationStateIgnored var _$observationRegistrar = Core.ObservableStateRegistrar()

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

  @Test func publicPresentedChildWithAnInitialValue() {
    assertMacro {
      """
      @ObservableState
      public struct State {
        @Presents public var alert: AlertState<Action.Alert>? = AlertState { TextState("Hi") }
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = Navigation.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_alert.wrappedValue, newValue) {
              _alert.wrappedValue = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
              _alert.wrappedValue = newValue
              _$observationRegistrar.didSet(self, keyPath: \.alert)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_alert.wrappedValue)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_alert.wrappedValue, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.alert, change)
              }
            }
            yield &_alert.wrappedValue
          }
        }

        public var $alert: Navigation.PresentationState<AlertState<Action.Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert
          }
          set {
            if _$observationRegistrar.isIdentityEqual(_alert, newValue) {
              _alert = newValue
            } else {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
              _alert = newValue
              _$observationRegistrar.didSet(self, keyPath: \.alert)
            }
          }
          _modify {
            let before = _$observationRegistrar.willModify(&_alert.wrappedValue)
            if _$observationRegistrar.tellsReadersFirst(before) {
              _$observationRegistrar.willSet(self, keyPath: \.alert)
            }
            defer {
              let change = _$observationRegistrar.didModify(&_alert.wrappedValue, before)
              if change != .unchanged {
                _$observationRegistrar.didModify(self, keyPath: \.alert, change)
              }
            }
            yield &_alert
          }
        }

        private var _alert = Navigation.PresentationState<AlertState<Action.Alert>>(wrappedValue: AlertState {
            TextState("Hi")
          })

        @ObservationStateIgnored var _$observationRegistrar = Core.ObservableStateRegistrar()

        public var _$id: Core.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(self, children: ["alert": self._alert.wrappedValue as Any], displayStyle: .struct)
        }

        public static func _$name(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          if keyPath == \Self.alert as Swift.AnyKeyPath {
            return "alert"
          }
          return nil
        }

        public static func _$inPlace<Value>(
          _ keyPath: Swift.WritableKeyPath<Self, Value>
        ) -> Core._InPlace<Self, Value>? {
          if keyPath as Swift.AnyKeyPath == \Self.$alert as Swift.AnyKeyPath {
            return Core._InPlace(\Self.$alert) { root, body in
              Swift.withUnsafePointer(to: root._alert) {
                body(Swift.UnsafeRawPointer($0))
              }
            } modify: { root, body in
              Swift.withUnsafeMutablePointer(to: &root.$alert) {
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

  // MARK: Misuse

  @Test func nonOptionalIsRejected() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State
                                   ┬────────────────
                                   ╰─ 🛑 '@Presents' requires an optional type: 'nil' is what nothing presented looks like
                                      ✏️ Make 'Destination.State' optional
      }
      """
    } fixes: {
      """
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
      }
      """#
    }
  }

  @Test func constantIsRejected() {
    assertMacro {
      """
      struct State {
        @Presents let destination: Destination.State? = nil
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents let destination: Destination.State? = nil
        ┬────────
        ╰─ 🛑 '@Presents' must be applied to a single stored 'var', like '@Presents var destination: Destination.State?'
      }
      """
    }
  }
}
