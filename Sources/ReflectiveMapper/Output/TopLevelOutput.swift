import Foundation

/// Output at the top level: arrays and dictionaries of models, JSON text.
///
/// Each model is written by its own (dynamic) type's plan, so an array of a base class that
/// holds subclasses writes each with its subclass's mapping, the mirror image of
/// ``ModelMapping/subtypeResolver``.
enum TopLevelOutput {
  /// The writer options for `prettyPrinted` and `options`.
  static func writerOptions(prettyPrinted: Bool, _ options: OutputOptions) -> JSONWriter.Options {
    var writerOptions: JSONWriter.Options = []
    if prettyPrinted { writerOptions.insert(.prettyPrinted) }
    if options.contains(.sortedKeys) { writerOptions.insert(.sortedKeys) }
    return writerOptions
  }

  /// One model's JSON object, by its dynamic type's plan.
  static func object(_ model: some ReflectiveModel, _ context: inout OutputContext) throws -> [String: Any] {
    try ModelOutput.value(model, declared: nil, &context) as? [String: Any] ?? [:]
  }

  /// Runs one JSON-bytes output call: a context and a writer for `options`, `body` writing
  /// into them, a failure turned into the public `MappingError` rooted at `rootName`.
  static func jsonData(
    registry: MappingRegistry, rootName: String, prettyPrinted: Bool, options: OutputOptions, capacity: Int,
    _ body: (inout JSONWriter, inout OutputContext) throws -> Void
  ) throws -> Data {
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    var writer = JSONWriter(options: writerOptions(prettyPrinted: prettyPrinted, options), reservingCapacity: capacity)
    try OutputContext.run(rootName: rootName) { try body(&writer, &context) }
    return writer.data()
  }

  /// Runs one `jsonObject()` call: a JSON-mode context with `includeNulls`, `body` building
  /// the result in it, a failure turned into the public `MappingError` rooted at `rootName`.
  static func jsonObject<Result>(
    registry: MappingRegistry, rootName: String, includeNulls: Bool, _ body: (inout OutputContext) throws -> Result
  ) throws -> Result {
    var context = OutputContext(registry: registry, mode: .json, options: includeNulls ? .includeNulls : [], rootName: rootName)
    return try OutputContext.run(rootName: rootName) { try body(&context) }
  }
}
