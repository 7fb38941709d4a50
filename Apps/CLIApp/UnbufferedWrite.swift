import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes all of `text` to a file descriptor, unbuffered (from any thread, even while the main
/// actor is busy): again after an interrupted write, and not at all once a write fails (a closed
/// or unwritable stream is never a reason to stop).
///
/// - Parameters:
///   - text: What to write.
///   - descriptor: Where: `STDOUT_FILENO` or `STDERR_FILENO`.
func writeUnbuffered(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      bytes = bytes.dropFirst(count)
    } else if count < 0, errno == EINTR {
      continue
    } else {
      return
    }
  }
}
