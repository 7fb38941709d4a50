/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Bytes may arrive split anywhere (inside a UTF-8 character or an escape sequence): the decoder
/// keeps what it has not finished and completes it with the next bytes. Escape sequences it does
/// not know (function keys, Alt-letter, mouse reports) are swallowed whole, never inserted.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\u{1B}[".utf8))  // [.character("a")]
/// decoder.decode(Array("D".utf8))  // [.left]
/// ```
public struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    /// After `ESC`.
    case escape
    /// After `ESC [`, with the parameter bytes so far.
    case controlSequence(parameters: [UInt8])
    /// After `ESC O`.
    case singleShift
    /// Inside a UTF-8 character: the bytes so far and how many it needs.
    case utf8(bytes: [UInt8], needed: Int)
  }

  private var state = State.ground
  private var lastWasCarriageReturn = false

  /// A decoder with nothing pending.
  public init() {}

  /// Decodes `bytes`, keeping an unfinished character or sequence for the next call.
  ///
  /// - Parameter bytes: The bytes read from the terminal.
  /// - Returns: The keys they complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      self.decode(byte, into: &keys)
    }
    return keys
  }

  private mutating func decode(_ byte: UInt8, into keys: inout [Key]) {
    switch self.state {
    case .ground:
      self.ground(byte, into: &keys)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): self.state = .controlSequence(parameters: [])
      case UInt8(ascii: "O"): self.state = .singleShift
      case 0x1B: self.state = .escape
      case 0x00..<0x20, 0x7F:
        // A lone Escape, then a control key (Return, Backspace): the Escape alone is dropped.
        self.state = .ground
        self.ground(byte, into: &keys)
      default: self.state = .ground  // Alt-<key>: swallowed.
      }
    case .controlSequence(let parameters):
      switch byte {
      case 0x20...0x3F:
        // Parameters and intermediates; a runaway sequence is dropped rather than kept.
        self.state =
          parameters.count < 16 ? .controlSequence(parameters: parameters + [byte]) : .ground
      case 0x40...0x7E:
        self.state = .ground
        if let key = Self.controlSequenceKey(parameters: parameters, final: byte) {
          keys.append(key)
        }
      default:
        // Not a valid sequence: drop it and read the byte afresh.
        self.state = .ground
        self.ground(byte, into: &keys)
      }
    case .singleShift:
      self.state = .ground
      if let key = Self.finalKey(byte) { keys.append(key) }
    case .utf8(var pending, let needed):
      guard byte & 0xC0 == 0x80 else {
        keys.append(.character("\u{FFFD}"))
        self.state = .ground
        self.ground(byte, into: &keys)
        return
      }
      pending.append(byte)
      if pending.count < needed {
        self.state = .utf8(bytes: pending, needed: needed)
        return
      }
      self.state = .ground
      let text = String(decoding: pending, as: UTF8.self)
      keys.append(.character(text.first ?? "\u{FFFD}"))
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    let afterCarriageReturn = self.lastWasCarriageReturn
    self.lastWasCarriageReturn = byte == 0x0D
    switch byte {
    case 0x0D: keys.append(.enter)
    // `\r\n` (a pasted Windows line) is one Return.
    case 0x0A: if !afterCarriageReturn { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x1B: self.state = .escape
    case 0x01...0x1A:
      keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x00, 0x1C...0x1F: break
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: self.state = .utf8(bytes: [byte], needed: 2)
    case 0xE0...0xEF: self.state = .utf8(bytes: [byte], needed: 3)
    case 0xF0...0xF4: self.state = .utf8(bytes: [byte], needed: 4)
    default: keys.append(.character("\u{FFFD}"))
    }
  }

  private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
    if final == UInt8(ascii: "~") {
      // `ESC [ n ~`, possibly with modifiers after a `;`.
      let number = parameters.prefix { $0 != UInt8(ascii: ";") }
      switch String(decoding: number, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      default: return nil
      }
    }
    // Arrows with modifiers (`ESC [ 1 ; 5 C`) move like plain arrows.
    return finalKey(final)
  }

  private static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
