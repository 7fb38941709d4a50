import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The least CPU time, in seconds, that `body` took on this thread in `repeats` runs.
///
/// CPU time, not the wall clock: other builds on a loaded machine barely change it, so tests can
/// compare the cost of a small input with that of a large one. Call it from a synchronous test
/// (a thread's clock means nothing across a suspension).
func leastCPUSeconds(repeats: Int = 3, _ body: () -> Void) -> Double {
  var least = Double.infinity
  for _ in 0..<max(1, repeats) {
    let start = threadCPUSeconds()
    body()
    least = min(least, threadCPUSeconds() - start)
  }
  return least
}

/// The CPU time the calling thread has used, in seconds.
private func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Whether doing ten times the work cost at most `factor` times as much CPU (linear growth is
/// about 10; quadratic about 100). A few milliseconds are allowed on top, for the noise of
/// timing a small input.
func growsLinearly(small: Double, large: Double, factor: Double = 30) -> Bool {
  large <= small * factor + 0.005
}
