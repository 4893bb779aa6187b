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
  static func object(_ model: AnyObject, _ context: inout OutputContext) throws -> [String: Any] {
    try ModelOutput.value(model, declared: nil, &context) as? [String: Any] ?? [:]
  }

  /// The entries of a dictionary in writing order.
  static func entries<Value>(_ dictionary: [String: Value], _ options: OutputOptions) -> [(key: String, value: Value)] {
    var entries = dictionary.map { (key: $0.key, value: $0.value) }
    if options.contains(.sortedKeys) { entries.sort { JSONWriter.keyPrecedes($0.key, $1.key) } }
    return entries
  }
}

extension ReflectiveModel {
  /// The model as JSON text (ObjectMapper's `toJSONString`); see
  /// ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}

extension Array where Element: ReflectiveModel {
  /// The models as JSON objects in the service's keys, each written by its own type's
  /// mapping (a subclass by its subclass's): the inverse of ``init(dictionaries:registry:)``.
  ///
  /// - Throws: `MappingError` with the element's index in its path (`[2].price`), as
  ///   ``ReflectiveModel/jsonObject(registry:options:)`` does for one model.
  public func jsonObject(registry: MappingRegistry = .shared, options: OutputOptions = []) throws -> [[String: Any]] {
    let rootName = "[\(MessageText.typeName(Element.self))]"
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    return try OutputContext.run(rootName: rootName) {
      var result: [[String: Any]] = []
      result.reserveCapacity(count)
      for (index, model) in enumerated() {
        try OutputFailure.at(.index(index)) { result.append(try TopLevelOutput.object(model, &context)) }
      }
      return result
    }
  }

  /// The models as a JSON array in UTF-8 bytes, written directly by the library's writer.
  ///
  /// - Parameters:
  ///   - prettyPrinted: Two-space indentation, one member per line.
  ///   - options: ``OutputOptions/sortedKeys``, ``OutputOptions/includeNulls``.
  /// - Throws: `MappingError` as ``jsonObject(registry:options:)`` does.
  public func jsonData(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let rootName = "[\(MessageText.typeName(Element.self))]"
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    var writer = JSONWriter(
      options: TopLevelOutput.writerOptions(prettyPrinted: prettyPrinted, options), reservingCapacity: 256 * Swift.max(count, 1))
    try OutputContext.run(rootName: rootName) {
      writer.beginArray()
      for (index, model) in enumerated() {
        try OutputFailure.at(.index(index)) { try ModelOutput.write(model, declared: nil, &writer, &context) }
      }
      writer.endArray()
    }
    return writer.data()
  }

  /// The models as JSON text; see ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}

extension Dictionary where Key == String, Value: ReflectiveModel {
  /// The models as JSON objects under their keys (ObjectMapper's `toJSONDictionary`): the
  /// inverse of ``init(dictionaries:registry:)``.
  ///
  /// - Throws: `MappingError` with the entry's key in its path.
  public func jsonObject(registry: MappingRegistry = .shared, options: OutputOptions = []) throws -> [String: [String: Any]] {
    let rootName = "[String: \(MessageText.typeName(Value.self))]"
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    return try OutputContext.run(rootName: rootName) {
      var result: [String: [String: Any]] = [:]
      result.reserveCapacity(count)
      for (key, model) in self {
        try OutputFailure.at(.entry(key)) { result[key] = try TopLevelOutput.object(model, &context) }
      }
      return result
    }
  }

  /// The models as a JSON object of objects in UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - prettyPrinted: Two-space indentation, one member per line.
  ///   - options: ``OutputOptions/sortedKeys`` (the outer keys too), ``OutputOptions/includeNulls``.
  public func jsonData(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let rootName = "[String: \(MessageText.typeName(Value.self))]"
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: rootName)
    var writer = JSONWriter(
      options: TopLevelOutput.writerOptions(prettyPrinted: prettyPrinted, options), reservingCapacity: 256 * Swift.max(count, 1))
    try OutputContext.run(rootName: rootName) {
      writer.beginObject()
      for (key, model) in TopLevelOutput.entries(self, options) {
        try OutputFailure.at(.entry(key)) {
          writer.writeKey(key)
          try ModelOutput.write(model, declared: nil, &writer, &context)
        }
      }
      writer.endObject()
    }
    return writer.data()
  }

  /// The models as JSON text; see ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}
