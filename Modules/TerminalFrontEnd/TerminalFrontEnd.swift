/// # TerminalFrontEnd
///
/// The app's terminal front end, as values: raw-mode bytes decoded into keys (``KeyDecoder``),
/// the input line (``LineEditor``, ``History``), a screen laid out and painted as rows that fit
/// the terminal (``Frame``), and how to draw (``OutputStyle``, ``Glyphs``). It does no I/O: the
/// executable feeds it bytes and writes what it returns; tests check every piece without a
/// terminal. Features never link it: what they show is `TerminalUI`'s `Screen`.
import TerminalUI
