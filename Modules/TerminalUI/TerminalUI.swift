/// # TerminalUI
///
/// What a feature shows in a terminal, as data: a ``Screen`` (a title, lines, and the
/// ``Command``s it accepts) that a feature's view computes from its state, with no I/O. An
/// executable draws screens and turns typed lines into actions with ``Screen/action(for:)``;
/// tests check both like any other value.
import Navigation
