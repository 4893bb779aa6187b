import Foundation

/// Type resolution for polymorphic values.
enum ModelConverting {
  static func resolve(
    _ resolver: TypeResolver, _ dictionary: [String: Any], _ registry: MappingRegistry, _ mapping: MappingContext
  ) throws -> (any ReflectiveModel.Type)? {
    switch resolver.kind {
    case .closure(let resolve):
      do {
        return try resolve(dictionary)
      } catch {
        throw ConversionFailure(.callbackFailed("type resolver threw: \(MessageText.truncated(String(describing: error)))"))
      }
    case .contextual(let resolve):
      do {
        return try resolve(dictionary, mapping)
      } catch {
        throw ConversionFailure(.callbackFailed("type resolver threw: \(MessageText.truncated(String(describing: error)))"))
      }
    case .named(let name):
      guard let type = registry.type(named: name) else {
        throw ConversionFailure(.invalidValue(expected: "registered type name", found: MessageText.quoted(name)))
      }
      return type
    case .discriminator(let key, let types):
      // An absent or null discriminator keeps the declared type.
      guard let raw = dictionary[key], type(of: raw) != NSNull.self, unwrapBoxedOptional(raw) != nil else { return nil }
      let name = try Coercion.string(raw)
      guard let type = types[name] ?? registry.type(named: name) else {
        throw ConversionFailure(.invalidValue(expected: "type name in \(MessageText.quoted(key))", found: MessageText.quoted(name)))
      }
      return type
    case .external(let types), .adjacent(_, _, let types):
      // (Only picks the type; reading the model unwraps its member: `WrappedInput`.)
      guard let name = WrappedInput.name(in: dictionary, resolver), let type = types[name] ?? registry.type(named: name) else {
        throw ConversionFailure(.invalidValue(expected: "a wrapper naming a type", found: MessageText.value(dictionary)))
      }
      return type
    }
  }
}
