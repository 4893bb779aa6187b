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
  /// The tape as model hydration reads it, made when the first ``ReflectiveCodable`` model is met.
  lazy var box = TapeBox(tape)
  /// The registry `userInfo` names for ``ReflectiveCodable`` models, looked up once.
  lazy var userInfoRegistry: MappingRegistry? = userInfo[MappingRegistry.codingUserInfoKey] as? MappingRegistry

  /// Copies `data` and reads it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` (empty coding path) carrying the reader's error as
  ///   a ``MappingError`` for input that is not strict UTF-8 JSON.
  init(_ data: Data, options: TapeDecodingOptions) throws {
    let count = data.count
    bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 8)
    if count > 0 { _ = data.copyBytes(to: bytes) }
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
    self.userInfo = userInfo
    usesDefaultKeys = options.usesDefaultKeys
  }

  deinit { bytes.deallocate() }

  /// Reads `data` and decodes its top-level value as `T`.
  static func decode<T: Decodable>(_: T.Type, from data: Data, options: TapeDecodingOptions) throws -> T {
    let document = try TapeDocument(data, options: options)
    let decoder = TapeDecoder(document: document, index: document.tape.rootIndex, path: .root([]))
    return try decoder.unbox(T.self, at: document.tape.rootIndex, path: .root([]))
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
