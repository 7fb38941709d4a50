/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
public enum Key: Equatable, Sendable {
  /// A printable character (a Unicode scalar; combining marks join the character before them).
  case character(Character)
  /// Return (`\r`, or `\n` when not part of `\r\n`).
  case enter
  /// Backspace (`0x7F`, or `0x08` as some terminals send it): deletes before the cursor.
  case backspace
  /// Delete (`ESC [ 3 ~`): deletes under the cursor.
  case delete
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Home (`ESC [ H`, `ESC [ 1 ~`, `ESC [ 7 ~`, `ESC O H`).
  case home
  /// End (`ESC [ F`, `ESC [ 4 ~`, `ESC [ 8 ~`, `ESC O F`).
  case end
  /// Page Up (`ESC [ 5 ~`): shows the previous page of a long list.
  case pageUp
  /// Page Down (`ESC [ 6 ~`): shows the next page of a long list.
  case pageDown
  /// Tab.
  case tab
  /// A control key other than the ones above, named by its lowercase letter: Ctrl-A is
  /// `.control("a")`.
  case control(Character)
}
