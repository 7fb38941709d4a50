import Foundation

/// Where the app writes: the screen to standard output, diagnostics to standard error.
struct Console: Sendable {
  var out: @Sendable (String) -> Void
  var err: @Sendable (String) -> Void

  static let standard = Console(
    out: { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    },
    err: { text in
      FileHandle.standardError.write(Data(text.utf8))
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
