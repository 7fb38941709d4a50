import Foundation

/// The CPU time (user and system, in seconds) of the children of a shell, read from what its
/// `times` builtin printed last: `0m0.110000s 0m0.010000s` (dash) or `0m0.110s 0m0.010s`
/// (bash). `nil` when `output` holds no such line.
///
/// CPU time rather than the wall clock: a loaded machine slows a process down, but barely
/// changes the CPU it uses.
func childCPUSeconds(fromTimesOutput output: String) -> Double? {
  let lines = output.split(whereSeparator: \.isNewline).filter { line in
    let fields = line.split(separator: " ")
    return fields.count == 2 && fields.allSatisfy { minutesAndSeconds($0) != nil }
  }
  // The second line of `times` is the children's.
  guard let last = lines.last else { return nil }
  return last.split(separator: " ").compactMap(minutesAndSeconds).reduce(0, +)
}

/// `1m2.5s` as seconds.
private func minutesAndSeconds(_ field: Substring) -> Double? {
  guard field.hasSuffix("s"), let m = field.firstIndex(of: "m") else { return nil }
  guard let minutes = Double(field[..<m]),
    let seconds = Double(field[field.index(after: m)..<field.index(before: field.endIndex)])
  else { return nil }
  return minutes * 60 + seconds
}
