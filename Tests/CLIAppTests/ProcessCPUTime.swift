import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time (user and system) a running process has used so far, from `/proc/<pid>/stat`;
/// `nil` when the process is gone (or reaped) or the file cannot be read.
///
/// CPU time rather than the wall clock: a loaded machine slows a process down, but barely
/// changes the CPU it uses, so a limit in CPU time tells a spinning app from a busy machine.
func processCPUTime(_ pid: Int32) -> Duration? {
  let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes = [UInt8](repeating: 0, count: 1_024)
  let count = read(descriptor, &bytes, bytes.count)
  guard count > 0 else { return nil }
  let text = String(decoding: bytes[..<count], as: UTF8.self)
  // The command's name, in parentheses, may hold spaces and parentheses: fields start after the
  // last `)`. There, the 1st is the state (field 3), the 12th and 13th `utime` and `stime`.
  guard let close = text.lastIndex(of: ")") else { return nil }
  let fields = text[text.index(after: close)...].split(separator: " ")
  guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
    return nil
  }
  let ticksPerSecond = max(1, Int(sysconf(Int32(_SC_CLK_TCK))))
  return .milliseconds((user + system) * 1_000 / ticksPerSecond)
}
