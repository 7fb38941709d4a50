/// A place in the source, captured with `#fileID`, `#filePath`, `#line` and `#column`.
@usableFromInline
struct SourceLocation: Sendable, CustomStringConvertible {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  @usableFromInline var description: String { "\(self.fileID):\(self.line)" }
}
