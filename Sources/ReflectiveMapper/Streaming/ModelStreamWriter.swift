import Foundation

/// Writes models one at a time as a JSON array (at the top level, or at a key path inside
/// envelope objects), as JSON Lines or as an RFC 7464 JSON text sequence, as chunks or into a
/// sink.
///
/// Each call returns the chunk it wrote, and hands it to the sink when the writer has one.
///
/// The bytes, concatenated, are byte for byte what `[Model].jsonData()` writes for the whole
/// array, with the same `prettyPrinted` and `options` (for JSON Lines: each model's compact
/// JSON and a line feed; for a JSON text sequence, the same after a record separator, 0x1E).
/// Only the model being written is held in memory.
///
/// ```swift
/// var writer = ModelStreamWriter<Order>(format: .array(at: "items")) { chunk in try body.write(chunk) }
/// for order in orders { try writer.write(order) }
/// try writer.finish()   // {"items":[{…},{…}]}
///
/// var lines = ModelStreamWriter<Order>(format: .jsonLines)
/// let chunk = try lines.write(order)   // {"id":1,…}\n
/// ```
///
/// A model whose output fails (a value with no JSON form, a cycle) is not written: ``write(_:)``
/// throws its `MappingError` (at its index, `[3].price`, as the whole array's output would) and
/// the stream stays well-formed, ready for the next model.
public struct ModelStreamWriter<Model: ReflectiveModel> {
  private let registry: MappingRegistry
  private let options: OutputOptions
  /// For JSON Lines and sequences: the records' format.
  private let records: StreamFramer.RecordFormat?
  private let envelope: [String]
  private let rootName: String
  private var writer: JSONWriter
  private let sink: (([UInt8]) throws -> Void)?
  private var count = 0
  private var isStarted = false
  private var isFinished = false

  /// Creates a writer that hands each piece of JSON to `sink` as soon as it is written.
  ///
  /// - Parameters:
  ///   - format: The layout: ``JSONStreamFormat/array`` by default, ``JSONStreamFormat/array(at:)``
  ///     for an envelope (`"data.items"` writes `{"data":{"items":[…]}}`),
  ///     ``JSONStreamFormat/jsonLines`` or ``JSONStreamFormat/jsonTextSequence``.
  ///   - registry: The registry whose mappings name the keys.
  ///   - prettyPrinted: Two-space indentation, as `jsonData(prettyPrinted:)` writes it (records
  ///     are always compact).
  ///   - options: ``OutputOptions/sortedKeys``, ``OutputOptions/includeNulls``.
  ///   - sink: Receives the bytes, in order; what it throws, ``write(_:)`` and ``finish()``
  ///     throw. Without one, the bytes are only returned.
  /// - Precondition: The key path of `format` has no array index segment.
  public init(
    format: JSONStreamFormat = .array, registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = [],
    sink: (([UInt8]) throws -> Void)? = nil
  ) {
    self.registry = registry
    self.options = options
    self.sink = sink
    let typeName = MessageText.typeName(Model.self)
    switch format.framing() {
    case .records(let format):
      records = format
      envelope = []
      rootName = typeName
    case .array(let segments, _):
      records = nil
      envelope = segments.map { segment in
        guard case .key(let key) = segment else { preconditionFailure("a stream writer's key path names keys only, not \(segment.text)") }
        return key
      }
      rootName = "[\(typeName)]"
    }
    writer = JSONWriter(options: TopLevelOutput.writerOptions(prettyPrinted: prettyPrinted && records == nil, options), reservingCapacity: 4096)
  }

  /// Writes one model.
  ///
  /// - Parameter model: The next model.
  /// - Returns: The bytes written for it (with the array's opening before the first model).
  /// - Throws: `MappingError` for a model that cannot be written (the model is then left out
  ///   and the stream stays well-formed), or what the sink throws.
  @discardableResult
  public mutating func write(_ model: Model) throws -> [UInt8] {
    precondition(!isFinished, "a finished ModelStreamWriter writes no more models")
    start()
    let index = count
    count += 1
    if let records {
      var record = JSONWriter(options: writer.options, reservingCapacity: 1024)
      if records == .sequence { record.bytes.append(0x1E) }
      try output(model, at: records.component(index + 1), into: &record)
      record.bytes.append(0x0A)
      try sink?(record.bytes)
      return record.bytes
    }
    let saved = (writer.bytes.count, writer.hasElement, writer.afterKey, writer.nesting)
    do {
      try output(model, at: .index(index), into: &writer)
    } catch {
      writer.bytes.removeSubrange(saved.0...)
      (writer.hasElement, writer.afterKey, writer.nesting) = (saved.1, saved.2, saved.3)
      try flush()
      throw error
    }
    return try flush()
  }

  /// Closes the array (and its envelope) and hands the last bytes to the sink.
  ///
  /// A writer that was given no model writes an empty array. Later calls do nothing.
  ///
  /// - Returns: The last bytes (none for records, or after the first call).
  /// - Throws: What the sink throws.
  @discardableResult
  public mutating func finish() throws -> [UInt8] {
    guard !isFinished else { return [] }
    isFinished = true
    guard records == nil else { return [] }
    start()
    writer.endArray()
    for _ in envelope { writer.endObject() }
    return try flush()
  }

  /// Opens the envelope and the array, once.
  private mutating func start() {
    guard !isStarted, records == nil else { return }
    isStarted = true
    for key in envelope {
      writer.beginObject()
      writer.writeKey(key)
    }
    writer.beginArray()
  }

  /// Writes `model` as the element at `place`, as the whole array's output writes each one.
  private func output(_ model: Model, at place: PathComponent, into writer: inout JSONWriter) throws {
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    let prefix = MappingPath.components(of: envelope.map(PathSegment.key))
    try OutputContext.run(rootName: rootName) {
      try Self.at(prefix[...]) {
        try OutputFailure.at(place) { try ModelOutput.write(model, declared: nil, &writer, &context) }
      }
    }
  }

  /// Runs `body` with its failures placed under `components`.
  private static func at(_ components: ArraySlice<PathComponent>, _ body: () throws -> Void) throws {
    guard let first = components.first else { return try body() }
    try OutputFailure.at(first) { try at(components.dropFirst(), body) }
  }

  /// Hands what was written so far to the sink, and returns it.
  @discardableResult
  private mutating func flush() throws -> [UInt8] {
    guard !writer.bytes.isEmpty else { return [] }
    let bytes = writer.bytes
    writer.bytes.removeAll(keepingCapacity: true)
    try sink?(bytes)
    return bytes
  }
}
