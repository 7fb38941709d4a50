/// The identity of a presented child: which presentation (the parent's key path), which case of
/// an enum state, and which `Identifiable` id. When it changes, the old child went away.
///
/// One reference to immutable parts: a presented child's action copies and compares its identity
/// a dozen times, and a copy retains one object instead of four. A reducer whose children all
/// share one identity (`IdentityRecipe.constantIdentity`) hands out the same parts every time,
/// so comparing them is a pointer comparison (`SendProfile growth presented`).
@usableFromInline
struct NavigationIdentity: Hashable, @unchecked Sendable {
  @usableFromInline let parts: Parts

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parts === rhs.parts || lhs.parts.hasSameValue(as: rhs.parts)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.parts.presentation)
    hasher.combine(self.parts.type)
    hasher.combine(self.parts.caseKeyPath)
    hasher.combine(self.parts.caseName)
    hasher.combine(self.parts.id)
  }

  /// What an identity is made of; never changed once made.
  @usableFromInline
  final class Parts {
    // Key paths are immutable values; they are only compared and hashed.
    @usableFromInline let presentation: AnyKeyPath
    let type: ObjectIdentifier
    let caseKeyPath: AnyKeyPath?
    /// The case of an enum that is not `@CasePathable` (a plain `enum State`), by name.
    let caseName: String?
    let id: AnyHashable?

    init(
      presentation: AnyKeyPath,
      type: ObjectIdentifier,
      caseKeyPath: AnyKeyPath?,
      caseName: String?,
      id: AnyHashable?
    ) {
      self.presentation = presentation
      self.type = type
      self.caseKeyPath = caseKeyPath
      self.caseName = caseName
      self.id = id
    }

    /// Whether `other`, made apart from these parts, names the same child.
    @usableFromInline
    func hasSameValue(as other: Parts) -> Bool {
      self.presentation == other.presentation && self.type == other.type
        && self.caseKeyPath == other.caseKeyPath && self.caseName == other.caseName
        && self.id == other.id
    }
  }
}

extension NavigationIdentity: ChildIdentity {
  @usableFromInline var owner: AnyKeyPath { self.parts.presentation }
}

/// The id of a stack element (or of an element of an identified array), under the key path of
/// the collection.
@usableFromInline
struct StackElementIdentity<ID: Hashable & Sendable>: Hashable, @unchecked Sendable {
  @usableFromInline let stack: AnyKeyPath
  // The id itself, not boxed: an element action makes one of these.
  @usableFromInline let id: ID

  @inlinable
  init(stack: AnyKeyPath, id: ID) {
    self.stack = stack
    self.id = id
  }
}

extension StackElementIdentity: ChildIdentity {
  @inlinable var owner: AnyKeyPath { self.stack }
}

func identifiableID(of value: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = value as? any Identifiable else { return nil }
  return open(identifiable)
}

/// The case name of a value of an enum that is not `@CasePathable`; `nil` for other types.
/// Whether a type is an enum is looked up once per type: a struct state pays a dictionary read,
/// not a reflection, on each action.
func plainEnumCase(of value: Any) -> String? {
  let type = ObjectIdentifier(Swift.type(of: value))
  let isEnum =
    enumTypes.withValue { $0[type] }
    ?? {
      let isEnum = Mirror(reflecting: value).displayStyle == .enum
      enumTypes.withValue { $0[type] = isEnum }
      return isEnum
    }()
  guard isEnum else { return nil }
  return Mirror(reflecting: value).children.first?.label ?? String(describing: value)
}

private let enumTypes = LockIsolated<[ObjectIdentifier: Bool]>([:])

/// State that goes away on its own after the user acts on it (alerts and dialogs).
///
/// Public, not `package`: the public `ifLet` overloads for alerts and dialogs (and their
/// deprecated `AnyCasePath` forms) take it as a generic constraint. Only `AlertState` and
/// `ConfirmationDialogState` conform; not for direct use.
public protocol _EphemeralState {}

/// Whether `action` is one of the button actions of the alert or dialog `state` is: `state` is
/// an alert or dialog itself, or an enum whose current case holds one and `action` is in the
/// action case of the same name (an action of another destination case never dismisses it).
@usableFromInline
func isEphemeralAction(_ action: Any, of state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let child = mirror.children.first,
    child.value is any _EphemeralState
  else { return false }
  return caseName(of: action) == child.label
}

private func caseName(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.label ?? "\(value)"
}
