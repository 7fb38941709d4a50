import Foundation
import NewFeatureKit

/// The executable `swift package new-feature` runs: plugins cannot link library code, so the
/// plugin forwards its arguments here, and this calls `NewFeatureKit`.
@main
enum NewFeatureTool {
  static func main() {
    let outcome = NewFeatureCommand.run(Array(CommandLine.arguments.dropFirst()))
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
    exit(outcome.status)
  }
}
