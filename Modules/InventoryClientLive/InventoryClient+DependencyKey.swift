import Dependencies
import Foundation
import InventoryFeature

extension InventoryClient: DependencyKey {
  /// The inventory in the user's data directory (see ``defaultDirectory(environment:)``).
  ///
  /// Declared here, not in `InventoryFeature`, so that only an executable that links this module
  /// reaches the disk; the feature and its tests never do.
  public static var liveValue: InventoryClient {
    .live(directory: defaultDirectory(environment: ProcessInfo.processInfo.environment))
  }

  /// Where the app keeps its data: `$XDG_DATA_HOME/swift-unidirectional`, or
  /// `~/.local/share/swift-unidirectional` when `XDG_DATA_HOME` is unset, empty or relative (the
  /// XDG Base Directory specification says to ignore a relative path).
  ///
  /// - Parameter environment: The process's environment.
  /// - Returns: The directory (it may not exist yet).
  public static func defaultDirectory(environment: [String: String]) -> URL {
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    return URL(fileURLWithPath: base).appendingPathComponent("swift-unidirectional")
  }
}
