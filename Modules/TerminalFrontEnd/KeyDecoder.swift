/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Bytes may arrive split anywhere (inside a UTF-8 character or an escape sequence): the decoder
/// keeps what it has not finished and completes it with the next bytes. An escape sequence is
/// read to its end, however long, and never typed into the line: a control sequence (`ESC [`)
/// up to its final byte (`0x40`–`0x7E`), a string (`ESC ]` OSC, `ESC P` DCS, `ESC X`, `ESC ^`,
/// `ESC _`) up to BEL or ST (`ESC \`), `ESC O` and `ESC` with intermediates up to their final
/// byte. Those it does not know (function keys, Alt-letter, mouse reports, a terminal's answers)
/// are swallowed whole.
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
    /// After `ESC` and intermediate bytes (`0x20`–`0x2F`), until a final byte.
    case escapeIntermediate
    /// After `ESC [`, with the first parameter bytes (enough to tell the known keys apart) and
    /// whether there were more.
    case controlSequence(parameters: [UInt8], isLong: Bool)
    /// After `ESC O`, until a final byte.
    case singleShift
    /// Inside a string (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _`), until BEL or ST.
    case string
    /// After `ESC` inside a string: `\` ends it, anything else starts a new sequence.
    case stringEscape
    /// Inside a UTF-8 character: the bytes so far, how many it needs, and whether it is
    /// swallowed (Alt with a non-ASCII key).
    case utf8(bytes: [UInt8], needed: Int, isSwallowed: Bool)
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
      self.escape(byte, into: &keys)
    case .escapeIntermediate:
      switch byte {
      case 0x20...0x2F, 0x7F...: break
      case 0x30...0x7E: self.state = .ground
      default: self.control(byte, into: &keys)
      }
    case .controlSequence(let parameters, let isLong):
      switch byte {
      case 0x20...0x3F:
        // Parameters and intermediates: only the first few are kept, the rest are skipped.
        self.state =
          parameters.count < Self.keptParameters
          ? .controlSequence(parameters: parameters + [byte], isLong: isLong)
          : .controlSequence(parameters: parameters, isLong: true)
      case 0x40...0x7E:
        self.state = .ground
        if !isLong, let key = Self.controlSequenceKey(parameters: parameters, final: byte) {
          keys.append(key)
        }
      case 0x7F...: break
      default: self.control(byte, into: &keys)
      }
    case .singleShift:
      switch byte {
      case 0x20...0x3F, 0x7F...: break
      case 0x40...0x7E:
        self.state = .ground
        if let key = Self.finalKey(byte) { keys.append(key) }
      default: self.control(byte, into: &keys)
      }
    case .string:
      switch byte {
      case 0x07, 0x18, 0x1A: self.state = .ground
      case 0x1B: self.state = .stringEscape
      default: break
      }
    case .stringEscape:
      if byte == UInt8(ascii: "\\") {
        self.state = .ground
      } else {
        // An unfinished string ends where another sequence starts.
        self.escape(byte, into: &keys)
      }
    case .utf8(var pending, let needed, let isSwallowed):
      guard byte & 0xC0 == 0x80 else {
        if !isSwallowed { keys.append(.character("\u{FFFD}")) }
        self.state = .ground
        self.ground(byte, into: &keys)
        return
      }
      pending.append(byte)
      if pending.count < needed {
        self.state = .utf8(bytes: pending, needed: needed, isSwallowed: isSwallowed)
        return
      }
      self.state = .ground
      guard !isSwallowed else { return }
      let text = String(decoding: pending, as: UTF8.self)
      keys.append(.character(text.first ?? "\u{FFFD}"))
    }
  }

  /// The byte after `ESC`.
  private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["): self.state = .controlSequence(parameters: [], isLong: false)
    case UInt8(ascii: "O"): self.state = .singleShift
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      self.state = .string
    case 0x1B: self.state = .escape
    case 0x20...0x2F: self.state = .escapeIntermediate
    case 0x00..<0x20, 0x7F:
      // A lone Escape, then a control key (Return, Backspace): the Escape alone is dropped.
      self.state = .ground
      self.ground(byte, into: &keys)
    case 0xC2...0xDF: self.state = .utf8(bytes: [byte], needed: 2, isSwallowed: true)
    case 0xE0...0xEF: self.state = .utf8(bytes: [byte], needed: 3, isSwallowed: true)
    case 0xF0...0xF4: self.state = .utf8(bytes: [byte], needed: 4, isSwallowed: true)
    default: self.state = .ground  // Alt-<key>: swallowed.
    }
  }

  /// A control byte inside a sequence: `ESC` starts a new one, CAN and SUB cancel it, any other
  /// is the key it always is, and the sequence goes on (as terminals read them).
  private mutating func control(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B: self.state = .escape
    case 0x18, 0x1A: self.state = .ground
    default:
      let state = self.state
      self.state = .ground
      self.ground(byte, into: &keys)
      self.state = state
    }
  }

  /// How many parameter bytes of a control sequence are kept: the keys it knows need a few.
  private static let keptParameters = 16

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
    case 0xC2...0xDF: self.state = .utf8(bytes: [byte], needed: 2, isSwallowed: false)
    case 0xE0...0xEF: self.state = .utf8(bytes: [byte], needed: 3, isSwallowed: false)
    case 0xF0...0xF4: self.state = .utf8(bytes: [byte], needed: 4, isSwallowed: false)
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
      case "5": return .pageUp
      case "6": return .pageDown
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
