import Foundation

/// The Foundation types `JSONDecoder` reads its own way: `Date` and `Data` by their
/// strategies, `URL` from a string, `Decimal` from the number's literal.
extension TapeDecoder {
  /// A `Date` by the call's date strategy.
  func date(at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws -> Date {
    try refuseNull(Date.self, at: index, path: path())
    switch document.options.dateDecodingStrategy {
    case .deferredToDate:
      return try with(index, path()) { try Date(from: self) }
    case .secondsSince1970:
      return Date(timeIntervalSince1970: try document.double(at: index, path: path().keys))
    case .millisecondsSince1970:
      return Date(timeIntervalSince1970: try document.double(at: index, path: path().keys) / 1000)
    case .iso8601:
      // The library's RFC 3339 reader: no formatter, no allocation.
      return try parsedString(
        at: index, path: path(), ISO8601.date(from:), "Expected date string to be ISO8601-formatted.", expected: "ISO 8601 date")
    #if canImport(Darwin)
      case .formatted(let formatter):
        return try parsedString(
          at: index, path: path(), formatter.date(from:), "Date string does not match format expected by formatter.",
          expected: "formatted date")
    #endif
    case .custom(let read):
      // Also `.formatted(_:)` where Foundation makes it a custom strategy (Linux).
      return try with(index, path()) { try read(self) }
    @unknown default:
      throw DecodingError.dataCorrupted(.init(codingPath: path().keys, debugDescription: "Unsupported date decoding strategy."))
    }
  }

  /// `Data` by the call's data strategy.
  func data(at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws -> Data {
    try refuseNull(Data.self, at: index, path: path())
    switch document.options.dataDecodingStrategy {
    case .deferredToData:
      return try with(index, path()) { try Data(from: self) }
    case .base64:
      guard document.kind(at: index) == .string else {
        throw TapeDocument.typeMismatch(String.self, document.node(at: index), at: path().keys)
      }
      let decoded = document.tape.withStringBytes(at: index) { bytes in Data(base64Encoded: Data(bytes)) } ?? nil
      guard let decoded else {
        let found = MessageText.value(document.tape.string(at: index) ?? "")
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: path().keys, debugDescription: "Encountered Data is not valid Base64.",
            underlyingError: TapeValueProblem(reason: .invalidValue(expected: "Base64 Data", found: found))))
      }
      return decoded
    case .custom(let read):
      return try with(index, path()) { try read(self) }
    @unknown default:
      return try with(index, path()) { try Data(from: self) }
    }
  }

  /// A `URL` from a string, as `URL(string:)` reads it.
  func url(at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws -> URL {
    try refuseNull(URL.self, at: index, path: path())
    return try parsedString(at: index, path: path(), { URL(string: $0) }, "Invalid URL string.", expected: "URL")
  }

  /// A `Decimal` from a number's literal, exactly.
  func decimal(at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws -> Decimal {
    try refuseNull(Decimal.self, at: index, path: path())
    return try document.decimal(at: index, path: path().keys)
  }

  /// What `parse` reads from the string at `index`; a string it cannot read is
  /// `dataCorrupted` (`description`, with the problem that `expected` was not found).
  private func parsedString<Value>(
    at index: Int, path: @autoclosure () -> AnyValueCodingPath, _ parse: (String) -> Value?, _ description: String, expected: String
  ) throws -> Value {
    let text = try document.string(at: index, path: path().keys)
    guard let value = parse(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path().keys, debugDescription: description,
          underlyingError: TapeValueProblem(reason: .invalidValue(expected: expected, found: MessageText.value(text)))))
    }
    return value
  }

  /// `valueNotFound` for a `null` at `index`.
  @inline(__always)
  private func refuseNull(_ type: Any.Type, at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws {
    if document.kind(at: index) == .null { throw document.mismatch(type, JSONTapeNode(kind: .null), at: path().keys) }
  }
}

/// `[String: Value]`, which ``TapeDecoder`` reads member by member: its keys as they are
/// (never through the key strategy, as in `JSONDecoder`), a repeated key refused.
protocol TapeStringKeyedDictionary {
  /// Decodes the dictionary from the object at `index`.
  static func decode(from decoder: TapeDecoder, at index: Int, path: AnyValueCodingPath) throws -> Self
}

extension Dictionary: TapeStringKeyedDictionary where Key == String, Value: Decodable {
  static func decode(from decoder: TapeDecoder, at index: Int, path: AnyValueCodingPath) throws -> Self {
    let document = decoder.document
    let node = document.node(at: index)
    guard node.kind == .object else { throw document.mismatch([String: Any].self, node, at: path.keys) }
    let tape = document.tape
    var result: [String: Value] = [:]
    result.reserveCapacity(node.size)
    for member in tape.members(ofObjectAt: index) {
      let key = tape.string(at: member.key) ?? ""
      if result[key] != nil { throw TapeObjectKeys.repeatedKey(key, at: path) }
      result[key] = try decoder.unbox(Value.self, at: member.value, path: path.appending(AnyValueCodingKey(stringValue: key)))
    }
    return result
  }
}
