/// An animation named by code written for SwiftUI (`send(.loaded, animation: .default)`,
/// `.send(.closed, animation: .easeInOut(duration: 0.3))`): accepted and ignored, since nothing
/// animates in a terminal. It lets a TCA feature move here with its imports changed only.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The default animation.
  public static let `default` = Self(name: "default")
  /// A linear animation.
  public static let linear = Self(name: "linear")
  /// An ease-in animation.
  public static let easeIn = Self(name: "easeIn")
  /// An ease-out animation.
  public static let easeOut = Self(name: "easeOut")
  /// An ease-in-out animation.
  public static let easeInOut = Self(name: "easeInOut")
  /// A spring animation.
  public static let spring = Self(name: "spring")
  /// An interactive spring animation.
  public static let interactiveSpring = Self(name: "interactiveSpring")
  /// A bouncy spring.
  public static let bouncy = Self(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Self(name: "smooth")
  /// A snappy spring.
  public static let snappy = Self(name: "snappy")

  /// A linear animation of a duration.
  public static func linear(duration: Double) -> Self { .linear }
  /// An ease-in animation of a duration.
  public static func easeIn(duration: Double) -> Self { .easeIn }
  /// An ease-out animation of a duration.
  public static func easeOut(duration: Double) -> Self { .easeOut }
  /// An ease-in-out animation of a duration.
  public static func easeInOut(duration: Double) -> Self { .easeInOut }
  /// A spring with a response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Self { .spring }
  /// A spring of a duration and bounce.
  public static func spring(duration: Double, bounce: Double = 0) -> Self { .spring }
  /// An interactive spring with a response and damping.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Self { .interactiveSpring }
  /// A spring of a stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Self { .spring }

  /// The same animation after a delay (ignored).
  public func delay(_ delay: Double) -> Self { self }
  /// The same animation at another speed (ignored).
  public func speed(_ speed: Double) -> Self { self }
  /// The same animation repeated (ignored).
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Self { self }
  /// The same animation repeated forever (ignored).
  public func repeatForever(autoreverses: Bool = true) -> Self { self }
}

/// The context of a change, as code written for SwiftUI names it
/// (`send(.loaded, transaction: Transaction(animation: .default))`): accepted and ignored.
public struct Transaction: Hashable, Sendable {
  /// The animation of the change.
  public var animation: Animation?
  /// Whether the change turns animations off.
  public var disablesAnimations = false

  /// A transaction with an animation, or none.
  ///
  /// - Parameter animation: The animation.
  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}
