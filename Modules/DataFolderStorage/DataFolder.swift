import Foundation

/// The folder the app keeps its data in: the inventory, the favorite primes.
public enum DataFolder {
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
