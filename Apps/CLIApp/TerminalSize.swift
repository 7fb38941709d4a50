import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The size of the terminal standard output is drawn on.
struct TerminalSize: Equatable {
  var columns: Int
  var rows: Int

  /// Asks the terminal (`TIOCGWINSZ`); falls back on `COLUMNS` and `LINES`, then on 80×24.
  static func current(environment: [String: String]) -> TerminalSize {
    var size = winsize()
    let asked = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
    let columns = asked == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    let rows = asked == 0 && size.ws_row > 0 ? Int(size.ws_row) : nil
    return TerminalSize(
      columns: columns ?? environment["COLUMNS"].flatMap { Int($0) } ?? 80,
      rows: rows ?? environment["LINES"].flatMap { Int($0) } ?? 24
    )
  }
}
