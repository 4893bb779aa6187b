import Foundation

/// Describes why a document was rejected and where (byte offset, 1-based line and column).
struct JSONReadError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What went wrong.
  enum Kind: Sendable, Equatable {
    /// The input ended inside a value (or was empty).
    case unexpectedEnd
    /// A byte that cannot start or continue a value here.
    case unexpectedCharacter(UInt8)
    /// A string contains bytes that are not well-formed UTF-8.
    case invalidUTF8
    /// A backslash escape other than \" \\ \/ \b \f \n \r \t \uXXXX.
    case invalidEscape
    /// A \uXXXX escape of a UTF-16 surrogate that is not part of a valid pair.
    case loneSurrogate
    /// A raw byte below 0x20 inside a string.
    case controlCharacterInString
    /// A number that does not follow the RFC 8259 grammar.
    case invalidNumber
    /// A number whose value is infinite as a Double.
    case numberOutOfRange
    /// More nested arrays/objects than the depth limit allows.
    case depthLimitExceeded
    /// Something other than whitespace after the top-level value.
    case trailingData
  }

  /// What went wrong.
  let kind: Kind
  /// Byte offset into the input (BOM included) where the problem was detected.
  let offset: Int
  /// 1-based line of `offset`; lines end at LF, CR LF or a lone CR.
  let line: Int
  /// 1-based column of `offset`, counted in Unicode scalars (UTF-8 lead bytes) since the line start.
  let column: Int

  /// Creates an error, computing line and column from `offset` in `input`.
  init(_ kind: Kind, at offset: Int, in input: UnsafeRawBufferPointer) {
    self.kind = kind
    self.offset = offset
    var line = 1
    var column = 1
    let end = min(max(offset, 0), input.count)
    var index = 0
    while index < end {
      let byte = input[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if index + 1 < input.count && input[index + 1] == 0x0A {
          // The LF that follows ends the line.
        } else {
          line += 1
          column = 1
        }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    self.line = line
    self.column = column
  }

  /// Creates an error with an explicit position (for tests and for errors raised outside a scan).
  init(kind: Kind, offset: Int, line: Int, column: Int) {
    self.kind = kind
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// This error, found in bytes that begin at `start` of a larger input (a stream's element),
  /// at its place in that input.
  func rebased(onto start: StreamPosition) -> JSONReadError {
    JSONReadError(
      kind: kind, offset: start.offset + offset, line: start.line + line - 1, column: line == 1 ? start.column + column - 1 : column)
  }

  /// Human-readable message: `unexpected character 'x' at line 3, column 7 (byte 41)`.
  var description: String {
    "\(kindDescription) at line \(line), column \(column) (byte \(offset))"
  }

  /// The message for `kind`, without the position.
  private var kindDescription: String {
    switch kind {
    case .unexpectedEnd: return "unexpected end of input"
    case .unexpectedCharacter(let byte):
      if byte >= 0x21 && byte < 0x7F {
        return "unexpected character '\(Character(Unicode.Scalar(byte)))'"
      }
      let hex = String(byte, radix: 16, uppercase: true)
      return "unexpected byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    case .invalidUTF8: return "invalid UTF-8"
    case .invalidEscape: return "invalid escape sequence"
    case .loneSurrogate: return "unpaired UTF-16 surrogate escape"
    case .controlCharacterInString: return "unescaped control character in string"
    case .invalidNumber: return "invalid number"
    case .numberOutOfRange: return "number out of range"
    case .depthLimitExceeded: return "nesting depth limit exceeded"
    case .trailingData: return "unexpected data after the top-level value"
    }
  }
}
