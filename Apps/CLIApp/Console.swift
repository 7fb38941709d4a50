import Foundation

/// Where the app writes: the screen to standard output, diagnostics to standard error.
struct Console: Sendable {
  var out: @Sendable (String) -> Void
  var err: @Sendable (String) -> Void

  /// Standard output and error. A write that fails (the reader went away, the terminal closed,
  /// a full disk behind a redirect) is dropped: the screen is never a reason to stop before the
  /// user's data is saved.
  static let standard = Console(
    out: { text in
      try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    },
    err: { text in
      try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
  )
}

/// The lines of standard input, read on a background thread so the app keeps running (timers,
/// effects) while it waits for the user.
func standardInputLines() -> AsyncStream<String> {
  AsyncStream { continuation in
    let thread = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(line)
      }
      continuation.finish()
    }
    thread.start()
  }
}
