import Foundation

/// Scalars read from tape nodes: exact numbers (a value is read only when the type holds it),
/// strings and Booleans, with `JSONDecoder`'s error kinds and messages.
///
/// `path` is evaluated only for an error.
extension TapeDocument {
  /// The String of a string node.
  func string(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> String {
    let node = node(at: index)
    guard node.kind == .string, let string = tape.string(at: index) else {
      throw mismatch(String.self, node, at: path())
    }
    return string
  }

  /// The Bool of `true` or `false` (a `null` too is a type mismatch, as in `JSONDecoder`).
  func bool(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    switch kind(at: index) {
    case .true: return true
    case .false: return false
    default: throw TapeDocument.typeMismatch(Bool.self, node(at: index), at: path())
    }
  }

  /// The integer of a number node, when `I` holds it exactly.
  ///
  /// `3.0` and `1.5e3` are integers; `0.5`, `1e-400` and `1.0000000000000001` are not, and a value
  /// out of `I`'s range is refused (`dataCorrupted`).
  func integer<I: FixedWidthInteger>(at index: Int, _: I.Type, path: @autoclosure () -> [any CodingKey]) throws -> I {
    let node = node(at: index)
    switch node.kind {
    case .int:
      if let value = I(exactly: Int64(bitPattern: node.payload)) { return value }
    case .uint:
      if let value = I(exactly: node.payload) { return value }
    case .double:
      let value = Double(bitPattern: node.payload)
      if let literal = tape.longDoubleLiteral(at: index) {
        if let exact = TapeDocument.integer(fromText: literal, I.self) { return exact }
      } else if value.magnitude < 0x1p53 {
        // A literal of at most 15 significant digits is this Double exactly here.
        if let exact = I(exactly: value) { return exact }
      } else if let exact = TapeDocument.integer(fromText: value.description, I.self) {
        // Its shortest description has the literal's digits.
        return exact
      }
    case .bigInteger:
      // Beyond 64 bits: only `Int128` and `UInt128` hold it.
      if let value = I(tape.literal(of: node)) { return value }
    default:
      throw mismatch(I.self, node, at: path())
    }
    throw notRepresentable(I.self, at: index, path: path())
  }

  /// The Double of a number node (integers rounded to the nearest), or of a string the
  /// non-conforming float strategy names.
  ///
  /// A literal whose nonzero digits underflow to 0 (`1e-400`), or beyond `Double`'s range
  /// (`1e400`), is refused at its coding path, as in `JSONDecoder`.
  func double(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> Double {
    let node = node(at: index)
    switch node.kind {
    case .double:
      let value = Double(bitPattern: node.payload)
      // A zero that remembers its literal underflowed, an infinity overflowed: the reader
      // keeps the text of those.
      if value == 0 && node.hasEscapes || !value.isFinite { throw notRepresentable(Double.self, at: index, path: path()) }
      return value
    case .int: return Double(Int64(bitPattern: node.payload))
    case .uint: return Double(node.payload)
    case .bigInteger: return tape.double(at: index) ?? 0
    default: return try nonConforming(Double.self, node, at: index, path: path())
    }
  }

  /// The Float nearest to a number node's literal (not to its Double: no double rounding), or
  /// of a string the non-conforming float strategy names; a literal beyond `Float`'s range, or
  /// nonzero and rounding to 0, is refused, as in `JSONDecoder`.
  func float(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> Float {
    let node = node(at: index)
    switch node.kind {
    case .double, .int, .uint, .bigInteger:
      let value = try double(at: index, path: path())
      let float = Float(value)
      if Double(float) == value { return float }
      let text = node.kind == .double ? (tape.longDoubleLiteral(at: index) ?? value.description) : numberText(at: index)
      guard let nearest = Float(text), nearest.isFinite, nearest != 0 else {
        throw notRepresentable(Float.self, at: index, path: path())
      }
      return nearest
    default: return try nonConforming(Float.self, node, at: index, path: path())
    }
  }

  /// The exact Decimal of a number node's literal; one `Decimal` cannot hold exactly (more than
  /// 38 significant digits, an exponent out of its range) is refused.
  func decimal(at index: Int, path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
    let node = node(at: index)
    switch node.kind {
    case .int: return Decimal(Int64(bitPattern: node.payload))
    case .uint: return Decimal(node.payload)
    case .double, .bigInteger:
      if let value = NumberText.decimal(numberText(at: index)) { return value }
      throw notRepresentable(Decimal.self, at: index, path: path())
    default:
      throw mismatch(Decimal.self, node, at: path())
    }
  }

  /// The literal of a number node, or text with its exact value (the shortest description of a
  /// Double read from at most 15 significant digits has those digits).
  func numberText(at index: Int) -> String {
    let node = node(at: index)
    switch node.kind {
    case .int: return String(Int64(bitPattern: node.payload))
    case .uint: return String(node.payload)
    case .bigInteger: return tape.literal(of: node)
    case .double: return tape.longDoubleLiteral(at: index) ?? Double(bitPattern: node.payload).description
    default: return ""
    }
  }

  /// The value a node that is no number stands for: a string `.convertFromString` names, else
  /// a type mismatch.
  private func nonConforming<F: BinaryFloatingPoint>(
    _: F.Type, _ node: JSONTapeNode, at index: Int, path: @autoclosure () -> [any CodingKey]
  ) throws -> F {
    if node.kind == .string,
      case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) = options.nonConformingFloatDecodingStrategy,
      let text = tape.string(at: index)
    {
      if text == positiveInfinity { return F.infinity }
      if text == negativeInfinity { return -F.infinity }
      if text == nan { return F.nan }
    }
    throw mismatch(F.self, node, at: path())
  }

  /// The integer a number text denotes, when it is one and `I` holds it.
  private static func integer<I: FixedWidthInteger>(fromText text: String, _: I.Type) -> I? {
    // An integer literal too long for `Decimal` (39 digits), read into `Int128` say.
    if let value = I(text) { return value }
    guard let decimal = NumberText.decimal(text), let digits = NumberText.integralText(of: decimal) else { return nil }
    return I(digits)
  }

  // MARK: Errors

  /// `valueNotFound` for a `null`, else `typeMismatch`, as `JSONDecoder` words them.
  func mismatch(_ type: Any.Type, _ node: JSONTapeNode, at path: [any CodingKey]) -> DecodingError {
    if node.kind == .null {
      return DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    return TapeDocument.typeMismatch(type, node, at: path)
  }

  /// `typeMismatch`, worded as `JSONDecoder` words it ("Expected to decode Int but found a string instead.").
  static func typeMismatch(_ type: Any.Type, _ node: JSONTapeNode, at path: [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(
      type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(describe(node.kind)) instead."))
  }

  /// `dataCorrupted` for a number `type` cannot hold exactly.
  func notRepresentable(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
    let text = MessageText.truncated(numberText(at: index))
    return DecodingError.dataCorrupted(
      .init(
        codingPath: path, debugDescription: "Number \(text) is not representable in Swift as \(type).",
        underlyingError: TapeValueProblem(reason: .notRepresentable(expected: MessageText.typeName(type), found: "number \(text)"))))
  }

  /// What a node holds, as `JSONDecoder`'s messages say it.
  static func describe(_ kind: JSONTapeKind) -> String {
    switch kind {
    case .null: "null"
    case .true, .false: "bool"
    case .int, .uint, .double, .bigInteger: "number"
    case .string: "a string"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }
}
