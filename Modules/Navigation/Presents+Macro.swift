/// The presented child of an `@ObservableState` feature: the Observation-tracked form of
/// ``PresentationState``.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
/// // …
/// .ifLet(\.$destination, action: \.destination)
/// ```
///
/// The value lives in the same copy-on-write storage as `@PresentationState` (equality of
/// unchanged copies in constant time, no stack growth when a feature presents itself) and
/// dumps as a plain optional. `$destination` is the ``PresentationState`` for `ifLet`. Reading
/// `destination` registers an Observation access; presenting, dismissing or replacing the
/// child notifies its readers.
///
/// > Important: The property must be an optional `var`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "CoreMacros", type: "PresentsMacro")
