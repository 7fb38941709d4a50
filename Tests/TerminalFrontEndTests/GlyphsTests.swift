import TerminalFrontEnd
import Testing

@Suite(.timeLimit(.minutes(1)))
struct GlyphsTests {
  @Test func theLocaleDecidesUnicodeOrASCII() {
    #expect(Glyphs.forLocale(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
    #expect(Glyphs.forLocale(environment: ["LANG": "C.utf8"]) == .unicode)
    #expect(Glyphs.forLocale(environment: ["LANG": "C"]) == .ascii)
    #expect(Glyphs.forLocale(environment: [:]) == .ascii)
    #expect(Glyphs.forLocale(environment: ["LANG": "en_US.ISO-8859-1"]) == .ascii)
    // LC_ALL wins over LC_CTYPE, which wins over LANG; an empty one does not count.
    #expect(Glyphs.forLocale(environment: ["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == .ascii)
    #expect(Glyphs.forLocale(environment: ["LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]) == .unicode)
    #expect(Glyphs.forLocale(environment: ["LC_ALL": "", "LANG": "en_US.UTF-8"]) == .unicode)
  }

  @Test func asciiReplacesTheAppsGlyphs() {
    let glyphs = Glyphs.ascii
    #expect(glyphs.apply("── Root › Counter 1 ───") == "-- Root > Counter 1 ---")
    #expect(glyphs.apply("Delete “Keyboard”?") == "Delete \"Keyboard\"?")
    #expect(glyphs.apply("Computing…") == "Computing...")
    #expect(glyphs.apply("⚠ 1. T — 1 in stock ✓") == "! 1. T - 1 in stock v")
    #expect(glyphs.apply("★ A favorite · ☆ not") == "* A favorite | o not")
    #expect(glyphs.apply("Crème brûlée") == "Creme brulee")
    #expect(glyphs.apply("漢") == "?")
    #expect(Glyphs.unicode.apply("── “x” …") == "── “x” …")
  }
}
