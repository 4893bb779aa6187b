import Foundation

/// The library's account of a problem with a plain `Codable` value, carried by the decoder's
/// `dataCorrupted` errors until the call's end turns it into a ``MappingError`` at the
/// problem's path in the input (which only the document can spell).
struct TapeValueProblem: Error {
  /// What went wrong, in the library's terms.
  let reason: MappingError.Reason
  /// The input's key the problem is at, inside the value at the coding path (a repeated key).
  var key: String?
}

extension TapeDocument {
  /// `error` with the library's account of it, a ``MappingError``, as its underlying error.
  ///
  /// Only where it has none: the reason a model's problem would have (`typeMismatch`, `nullValue`, `missingRequiredValue`,
  /// `notRepresentable`, `invalidValue`; `custom` for a type's own `dataCorrupted`), at the
  /// path in the input's own key spelling (`pull_request.number`, not the coding path's
  /// `pullRequest.number`). The coding path stays as `Codable` gives it.
  ///
  /// One vocabulary for a server: a plain `Codable` body and a model report alike.
  func withMappingProblem(_ error: DecodingError) -> DecodingError {
    switch error {
    case .typeMismatch(let type, let context):
      guard needsProblem(context) else { return error }
      let found = describe(at: context.codingPath)
      let problem = MappingError(
        path: servicePath(context.codingPath), reason: .typeMismatch(expected: MessageText.typeName(type), found: found))
      return .typeMismatch(type, context.with(problem))
    case .valueNotFound(let type, let context):
      guard needsProblem(context) else { return error }
      let problem = MappingError(path: servicePath(context.codingPath), reason: .nullValue(expected: MessageText.typeName(type)))
      return .valueNotFound(type, context.with(problem))
    case .keyNotFound(let key, let context):
      guard needsProblem(context) else { return error }
      let problem = MappingError(path: servicePath(context.codingPath + [key]), reason: .missingRequiredValue)
      return .keyNotFound(key, context.with(problem))
    case .dataCorrupted(let context):
      guard needsProblem(context) else { return error }
      let problem = context.underlyingError as? TapeValueProblem
      let path = servicePath(context.codingPath, then: problem?.key)
      return .dataCorrupted(context.with(MappingError(path: path, reason: problem?.reason ?? .custom(context.debugDescription))))
    @unknown default:
      return error
    }
  }

  /// Whether a context still lacks the library's account (a model's problem and the reader's
  /// have one).
  private func needsProblem(_ context: DecodingError.Context) -> Bool {
    !(context.underlyingError is MappingError)
  }

  // MARK: The input at a coding path

  /// The path of `codingPath` in the input's keys: each key is the member of its object that
  /// the key strategy turns into it (a key the input lacks is spelled as the encoder's
  /// opposite strategy would write it), followed by the input's key `last` when given.
  func servicePath(_ codingPath: [any CodingKey], then last: String? = nil) -> String {
    var components: [PathComponent] = []
    var node: Int? = tape.rootIndex
    for (depth, key) in codingPath.enumerated() {
      if let index = key.intValue, let array = node, tape.kind(at: array) == .array {
        components.append(.index(index))
        node = element(index, ofArrayAt: array)
      } else if let object = node, tape.kind(at: object) == .object,
        let member = member(key.stringValue, inObjectAt: object, base: Array(codingPath[..<depth]))
      {
        components.append(.key(member.raw))
        node = member.value
      } else {
        components.append(.key(inputSpelling(of: key.stringValue)))
        node = nil
      }
    }
    if let last { components.append(.key(last)) }
    return MappingPath.service(components)
  }

  /// What the input holds at `codingPath`, as a problem's "found" says it (`String "many"`,
  /// `array of 3 elements`).
  private func describe(at codingPath: [any CodingKey]) -> String {
    var node = tape.rootIndex
    for (depth, key) in codingPath.enumerated() {
      if let index = key.intValue, tape.kind(at: node) == .array, let element = element(index, ofArrayAt: node) {
        node = element
      } else if tape.kind(at: node) == .object, let member = member(key.stringValue, inObjectAt: node, base: Array(codingPath[..<depth])) {
        node = member.value
      } else {
        return "no value"
      }
    }
    switch tape.kind(at: node) {
    case .object: return "dictionary of \(MessageText.counted(tape.distinctCount(at: node), "key"))"
    case .array: return "array of \(MessageText.counted(tape.count(at: node), "element"))"
    default: return MessageText.value(tape.value(at: node, exactLongNumbers: true))
    }
  }

  private func element(_ position: Int, ofArrayAt array: Int) -> Int? {
    guard position >= 0, position < tape.count(at: array) else { return nil }
    for (ordinal, element) in tape.elements(ofArrayAt: array).enumerated() where ordinal == position { return element }
    return nil
  }

  /// The member of the object whose key, under the key strategy, is `name`.
  private func member(_ name: String, inObjectAt object: Int, base: [any CodingKey]) -> (raw: String, value: Int)? {
    for member in tape.members(ofObjectAt: object) {
      let raw = tape.string(at: member.key) ?? ""
      if TapeObjectKeys.converted(raw, options.keyDecodingStrategy, base: base) == name { return (raw, member.value) }
    }
    return nil
  }

  /// A key the input lacks, as the input would spell it.
  private func inputSpelling(of name: String) -> String {
    switch options.keyDecodingStrategy {
    case .convertFromSnakeCase: SnakeCaseEncoding.converted(name)
    default: name
    }
  }
}

extension DecodingError.Context {
  /// The context with `problem` as its underlying error.
  fileprivate func with(_ problem: MappingError) -> DecodingError.Context {
    DecodingError.Context(codingPath: codingPath, debugDescription: debugDescription, underlyingError: problem)
  }
}
