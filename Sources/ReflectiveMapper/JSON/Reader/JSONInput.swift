import Foundation

/// Scoped access to a parsed document.
enum JSONInput {
  /// Parses `data` and hands its root (scalars materialized, containers as `TapeRef`) to
  /// `body`; nothing from the tape may outlive the call.
  static func withRoot<R>(_ data: some ContiguousBytes, _ body: (Any) throws -> R) throws -> R {
    try data.withUnsafeBytes { buffer in
      let tape: JSONTape
      do {
        tape = try JSONTape(parsing: buffer, keepingOutOfRangeNumbers: true)
      } catch let error as JSONReadError {
        throw MappingError(error)
      }
      let box = TapeBox(tape)
      return try body(box.element(at: tape.rootIndex))
    }
  }

  /// ``withRoot(_:_:)`` for the bytes of one element of a stream that begin at `start`: a
  /// problem of their JSON is reported at its place in the stream, under the element's `path`.
  static func withRoot<R>(
    _ bytes: UnsafeRawBufferPointer, startingAt start: StreamPosition, path: [PathComponent], _ body: (Any) throws -> R
  ) throws -> R {
    let tape: JSONTape
    do {
      tape = try JSONTape(parsing: bytes, keepingOutOfRangeNumbers: true)
    } catch {
      var problem = MappingError(error.rebased(onto: start))
      problem.path = MappingPath.service(path)
      throw problem
    }
    let box = TapeBox(tape)
    return try body(box.element(at: tape.rootIndex))
  }

  /// ``withRoot(_:_:)`` handing over the value at `rootPath` (the whole document when `nil`) and
  /// its path.
  static func withRoot<R>(_ data: some ContiguousBytes, at rootPath: String?, _ body: (Any, [PathComponent]) throws -> R) throws -> R {
    try withRoot(data) { root in
      guard let rootPath else { return try body(root, []) }
      let (value, path) = try descend(root, to: rootPath)
      return try body(value, path)
    }
  }

  /// The value at `rootPath` inside a document's root, and its path: segments split as a
  /// key table's dotted keys are (`"data.items"`, `"legs.0"`, `"version\\.major"`), a segment
  /// after the first that is all digits an array index.
  ///
  /// - Throws: `MappingError` at the path so far for a value that is not the object or array
  ///   the next segment needs, and at the full path (`missingRequiredValue`) for an absent one.
  static func descend(_ root: Any, to rootPath: String) throws -> (value: Any, path: [PathComponent]) {
    var path: [PathComponent] = []
    var current = root
    for segment in IndexPaths.parse(KeyPathSyntax.segments(rootPath)) {
      let reference = current as? TapeRef
      let found: Any?
      switch segment {
      case .key(let key):
        guard let object = reference, object.isObject else {
          throw MappingError(path: MappingPath.service(path), reason: .typeMismatch(expected: "an object", found: MessageText.value(current)))
        }
        var key = key
        found = key.withUTF8 { object.box.tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object.index) }
          .map { object.box.element(at: $0) }
        path.append(.key(key))
      case .index(let index):
        guard let array = reference, array.isArray else {
          throw MappingError(path: MappingPath.service(path), reason: .typeMismatch(expected: "an array", found: MessageText.value(current)))
        }
        var element: Any?
        if index < array.count { array.forEachElement { position, item in if position == index { element = item } } }
        found = element
        path.append(.index(index))
      }
      guard let found else { throw MappingError(path: MappingPath.service(path), reason: .missingRequiredValue) }
      current = found
    }
    return (current, path)
  }

  /// The UTF-8 bytes of `text`, for the JSON-text entry points.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
