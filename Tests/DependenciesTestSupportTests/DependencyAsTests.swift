import Dependencies
import DependenciesTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DependencyAsTests {
  @Test(.dependencies { $0.speaker = RecordingSpeaker() })
  func keyPathReadsTheConcreteType() {
    @Dependency(\.speaker, as: RecordingSpeaker.self) var speaker
    #expect(speaker.name == "recording")
  }

  @Test(.dependencies { $0.speaker = RecordingSpeaker() })
  func keyReadsTheConcreteType() {
    @Dependency(SpeakerKey.self, as: RecordingSpeaker.self) var speaker
    #expect(speaker.name == "recording")
  }

  @Test func aMismatchStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      withDependencies {
        $0.speaker = LoudSpeaker()
      } operation: {
        @Dependency(\.speaker, as: RecordingSpeaker.self) var speaker
        _ = speaker.name
      }
    }
  }
}

private protocol Speaker: Sendable {
  var name: String { get }
}

private struct RecordingSpeaker: Speaker {
  var name: String { "recording" }
}

private struct LoudSpeaker: Speaker {
  var name: String { "loud" }
}

private enum SpeakerKey: TestDependencyKey {
  static var testValue: any Speaker { LoudSpeaker() }
}

extension DependencyValues {
  fileprivate var speaker: any Speaker {
    get { self[SpeakerKey.self] }
    set { self[SpeakerKey.self] = newValue }
  }
}
