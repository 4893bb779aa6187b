import Foundation

/// The state of one ``ReflectiveJSONDecoder`` call, shared by its decoders and containers:
/// the input (copied, so that a decoder an `init(from:)` keeps stays valid), its tape, the
/// options and `userInfo`.
final class TapeDocument {
  /// The call's copy of the input; the tape points into it.
  private let bytes: UnsafeMutableRawBufferPointer
  /// The validated document.
  let tape: JSONTape
  /// The call's options.
  let options: TapeDecodingOptions
  /// `options.userInfo` as `Decoder` hands it out, converted once.
  let userInfo: [CodingUserInfoKey: Any]
  /// Whether keys are used as they are.
  let usesDefaultKeys: Bool
  /// The names of the document's keys under `.convertFromSnakeCase`, each converted once.
  lazy var keyNames = ConvertedKeyNames()
  /// The tape as model hydration reads it, made when the first ``ReflectiveCodable`` model is met.
  lazy var box = TapeBox(tape)
  /// The registry `userInfo` names for ``ReflectiveCodable`` models, looked up once.
  lazy var userInfoRegistry: MappingRegistry? = userInfo[MappingRegistry.codingUserInfoKey] as? MappingRegistry
  /// The rules `userInfo` (or the decoder) names for ``ReflectiveCodable`` models, looked up once.
  lazy var userInfoRules: CodingRules? = userInfo[MappingRegistry.codingRulesUserInfoKey] as? CodingRules
  /// The last registry a model asked for and the one the strategies derive from it (most
  /// documents use one).
  private var lastRegistry: (base: MappingRegistry, derived: MappingRegistry)?
  /// The non-fatal problems of the models read, at their paths in the document, when the
  /// call collects them.
  var collected: [MappingError]?

  /// Copies `data` and reads it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` (empty coding path) carrying the reader's error as
  ///   a ``MappingError`` for input that is not strict UTF-8 JSON.
  init(_ data: some ContiguousBytes, options: TapeDecodingOptions) throws {
    bytes = data.withUnsafeBytes { source in
      let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 8)
      if !source.isEmpty { copy.copyMemory(from: source) }
      return copy
    }
    let count = data.withUnsafeBytes(\.count)
    do {
      tape = try JSONTape(parsing: UnsafeRawBufferPointer(rebasing: bytes[0..<count]), keepingOutOfRangeNumbers: true)
    } catch {
      bytes.deallocate()
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "The given data was not valid JSON: \(error).", underlyingError: MappingError(error)))
    }
    self.options = options
    var userInfo: [CodingUserInfoKey: Any] = [:]
    for (key, value) in options.userInfo { userInfo[key] = value }
    if let rules = options.codingRules { userInfo[MappingRegistry.codingRulesUserInfoKey] = rules }
    self.userInfo = userInfo
    usesDefaultKeys = options.usesDefaultKeys
  }

  deinit { bytes.deallocate() }

  /// Reads `data` and decodes its top-level value as `type` (which may be a subclass of `T`),
  /// with the non-fatal problems of its models when `collecting`.
  static func decode<T: Decodable>(
    _ type: T.Type, from data: some ContiguousBytes, options: TapeDecodingOptions, collecting: Bool
  ) throws -> (value: T, issues: [MappingError]) {
    let document = try TapeDocument(data, options: options)
    if collecting { document.collected = [] }
    let root = document.tape.rootIndex
    let decoder = TapeDecoder(document: document, index: root, path: .root([]))
    let value: T
    do {
      if let model = type as? any ReflectiveCodable.Type {
        value = try decoder.model(opening: model, at: root, path: .root([]), as: T.self)
      } else if type != T.self {
        // A dynamic subclass: its own `init(from:)`, as `JSONDecoder` runs it.
        value = try type.init(from: decoder)
      } else {
        value = try decoder.unbox(T.self, at: root, path: .root([]))
      }
    } catch let error as DecodingError {
      throw document.withMappingProblem(error)
    }
    return (value, document.collected ?? [])
  }

  /// The registry models of `base` use in this call: `base` with the decoder's strategies in
  /// the settings it leaves unset.
  func registry(for base: MappingRegistry) -> MappingRegistry {
    if let last = lastRegistry, last.base === base { return last.derived }
    let derived = options.registries.registry(for: base)
    lastRegistry = (base, derived)
    return derived
  }

  /// The node at `index`; a negative index stands for a `null` that is not in the document (the
  /// value of a `superDecoder(forKey:)` whose key is absent).
  @inline(__always)
  func node(at index: Int) -> JSONTapeNode {
    index >= 0 ? tape.nodes[index] : JSONTapeNode(kind: .null)
  }

  /// The kind of the value at `index` (see ``node(at:)``).
  @inline(__always)
  func kind(at index: Int) -> JSONTapeKind { node(at: index).kind }
}
