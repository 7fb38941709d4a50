/// A place in the source, captured with `#fileID`, `#filePath`, `#line` and `#column`.
@usableFromInline
package struct SourceLocation: Sendable, CustomStringConvertible {
  @usableFromInline package let fileID: StaticString
  @usableFromInline package let filePath: StaticString
  @usableFromInline package let line: UInt
  @usableFromInline package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline package var description: String { "\(self.fileID):\(self.line)" }

  /// Reports an issue at this place.
  package func report(_ message: String, severity: IssueSeverity = .error) {
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
