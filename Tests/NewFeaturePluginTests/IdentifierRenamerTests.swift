import NewFeatureKit
import Testing

@Suite(.timeLimit(.minutes(1)))
struct IdentifierRenamerTests {
  let renamer = IdentifierRenamer(
    from: try! FeatureName(validating: "Counter"), to: try! FeatureName(validating: "Settings"))

  @Test(arguments: [
    ("Counter", "Settings"),
    ("counter", "settings"),
    ("CounterView", "SettingsView"),
    ("CounterFeature", "SettingsFeature"),
    ("CounterFeatureTests", "SettingsFeatureTests"),
    ("CounterTests", "SettingsTests"),
    ("CounterViewTests", "SettingsViewTests"),
    ("CounterStack", "SettingsStack"),
    ("counterState", "settingsState"),
    ("Counter_ID", "Settings_ID"),
    ("counter_id", "settings_id"),
  ])
  func renamesTheNameAndIdentifiersStartingWithIt(token: String, renamed: String) {
    #expect(self.renamer.renamed(token) == renamed)
  }

  @Test(arguments: [
    "Encountered", "encounter", "counterpart", "Counters", "counters", "Counter2",
    "pushCounter", "goToCounterButtonTapped", "_counter", "COUNTER", "Count", "count",
  ])
  func leavesOtherIdentifiersAlone(token: String) {
    #expect(self.renamer.renamed(token) == nil)
  }

  @Test func renamesWholeTokensInCodeCommentsAndStrings() {
    let source = """
      import CounterFeature
      /// A counter; its counterpart was Encountered.
      let store = TestStore(initialState: Counter.State()) { Counter() }
      #expect(screen.title == "Counter \\(count)") // not pushCounter(count:)
      let view = CounterView.screen(CounterView.ViewState(counter))
      """

    #expect(
      self.renamer.rename(source) == """
        import SettingsFeature
        /// A settings; its counterpart was Encountered.
        let store = TestStore(initialState: Settings.State()) { Settings() }
        #expect(screen.title == "Settings \\(count)") // not pushCounter(count:)
        let view = SettingsView.screen(SettingsView.ViewState(settings))
        """
    )
  }

  @Test func tokensEndAtPunctuationIncludingNonASCII() {
    #expect(self.renamer.rename("next counter…") == "next settings…")
    #expect(self.renamer.rename("Root › Counter 2") == "Root › Settings 2")
    #expect(self.renamer.rename("$counter, counter.count") == "$settings, settings.count")
  }

  @Test func renamesPathComponentsAndFileNames() {
    #expect(
      self.renamer.renamePath("Modules/CounterFeature/CounterView.swift")
        == "Modules/SettingsFeature/SettingsView.swift")
    #expect(
      self.renamer.renamePath("Tests/CounterFeatureTests/CounterTests.swift")
        == "Tests/SettingsFeatureTests/SettingsTests.swift")
    #expect(
      self.renamer.renamePath("Modules/CounterFeature/Dependencies/CounterClient+Live.swift")
        == "Modules/SettingsFeature/Dependencies/SettingsClient+Live.swift")
    #expect(
      self.renamer.renamePath("Modules/CounterFeature/README.md")
        == "Modules/SettingsFeature/README.md")
  }

  @Test func renamesMultiWordNamesInBothForms() throws {
    let renamer = IdentifierRenamer(
      from: try FeatureName(validating: "ItemForm"),
      to: try FeatureName(validating: "UserProfile"))

    #expect(
      renamer.rename("ItemFormView(itemForm) itemFormClient ItemForms itemFormat")
        == "UserProfileView(userProfile) userProfileClient ItemForms itemFormat")
  }
}
