/// What the terminal shows, row by row, each row fitted to the terminal's width, and where the
/// cursor stands.
///
/// A frame is laid out from a ``FrameContent`` (``init(_:width:height:glyphs:)``) and drawn with
/// ``paint(over:usesColor:)``, which writes only the rows that differ from the frame on show.
public struct Frame: Equatable, Sendable {
  /// One row: text no wider than the frame, and its style.
  public struct Row: Equatable, Sendable {
    /// How a row is styled on a color terminal.
    public enum Style: Equatable, Sendable {
      /// No styling.
      case plain
      /// Bold: the title.
      case title
      /// Dim: the Commands line.
      case dim
      /// Yellow: a warning.
      case warning
    }

    /// The text, without escape codes.
    public var text: String
    /// The style.
    public var style: Style

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - text: The text, without escape codes.
    ///   - style: The style.
    public init(_ text: String, style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The rows, top first.
  public var rows: [Row]
  /// The cursor's row, from 0.
  public var cursorRow: Int
  /// The cursor's column, from 0.
  public var cursorColumn: Int
  /// The width the rows were fitted to.
  public var width: Int
  /// Which lines of the screen's list show, when they do not all fit; `nil` when every line
  /// shows.
  public var page: Page?

  /// A frame of rows already fitted to `width`.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - cursorRow: The cursor's row, from 0.
  ///   - cursorColumn: The cursor's column, from 0.
  ///   - width: The width the rows fit.
  ///   - page: Which lines of the list show, when they do not all fit.
  public init(rows: [Row], cursorRow: Int, cursorColumn: Int, width: Int, page: Page? = nil) {
    self.rows = rows
    self.cursorRow = cursorRow
    self.cursorColumn = cursorColumn
    self.width = width
    self.page = page
  }
}
