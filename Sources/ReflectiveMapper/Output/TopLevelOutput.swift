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
