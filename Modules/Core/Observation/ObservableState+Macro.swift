/// Makes a state struct or enum ``ObservableState``: every read of a stored property is
/// registered with Apple's Observation, and every write notifies that property's readers, but
/// only when the value really changed.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   @Presents var destination: Destination.State?
///   @ObservationStateIgnored var scratch = 0  // stored, never tracked
/// }
/// ```
///
/// On a struct, each stored `var` gets tracking accessors and moves to private storage named
/// with a leading underscore; dumps, diffs and `Mirror` still show the property's own name.
/// On an enum, the macro derives the value's identity from its case and associated value.
///
/// > Important: Use `@ObservationStateIgnored`, not Observation's `@ObservationIgnored`, and
/// > `@Presents`, not `@PresentationState`, inside an `@ObservableState` type.
@attached(extension, conformances: ObservableState, CustomReflectable, names: named(customMirror))
@attached(
  member,
  names: named(_$observationRegistrar), named(_$id), named(_$willModify), named(customMirror),
  named(_$name), named(_$inPlace)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "CoreMacros", type: "ObservableStateMacro")

/// Tracks one stored property of an `@ObservableState` type; the macro applies it.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "CoreMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an `@ObservableState` type untracked: reading it registers
/// nothing, writing it notifies nobody.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @ObservationStateIgnored var renderCount = 0
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "CoreMacros", type: "ObservationStateIgnoredMacro")
