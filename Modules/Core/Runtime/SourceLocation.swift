/// A place in the source, captured with `#fileID`, `#filePath`, `#line` and `#column`: where a
/// reducer was composed or an effect was started, for issue messages.
@usableFromInline
package struct SourceLocation: Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  /// A place in the source.
  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

package extension SourceLocation {
  /// Reports an issue at this place.
  func report(_ message: String, severity: IssueSeverity = .error) {
    reportIssue(
      message,
      severity: severity,
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column
    )
  }
}

extension SourceLocation: CustomStringConvertible {
  /// The place as issue messages show it: `Feature/Feature.swift:12`.
  @usableFromInline package var description: String { "\(self.fileID):\(self.line)" }
}
