import Foundation

/// A type-level transform: how every value of one type is hydrated and written.
struct TypeTransform: @unchecked Sendable {
  let typeName: String
  let hydrate: @Sendable (Any) throws -> Any
  let serialize: @Sendable (Any) throws -> Any
  /// What the transform reads, as a JSON Schema fragment, when the registration says.
  let schema: SchemaFragment?
  /// For an enumeration registered with ``MappingRegistry/registerEnum(_:as:_:)``: its cases,
  /// which the converters and emitters use instead of `hydrate` and `serialize`.
  var enumCoding: EnumCoding?

  init<T>(
    _: T.Type, hydrate: @escaping @Sendable (Any) throws -> T, serialize: @escaping @Sendable (T) throws -> Any,
    schema: [String: Any]? = nil
  ) {
    typeName = MessageText.typeName(T.self)
    self.schema = schema.map(SchemaFragment.init)
    self.hydrate = { raw in try hydrate(raw) }
    self.serialize = { value in
      guard let typed = value as? T else {
        throw ConversionFailure(.notJSONEncodable("transform for \(MessageText.typeName(T.self)) got \(MessageText.typeName(type(of: value)))"))
      }
      return try serialize(typed)
    }
  }

  /// The transform of a registered enumeration.
  init<E>(enum _: E.Type, coding: EnumCoding) {
    typeName = coding.typeName
    // (The schema builder states the payloads' types; this is the open form.)
    schema = SchemaFragment(coding.schema { _ in [:] })
    enumCoding = coding
    // (Never called: converters and emitters read `enumCoding`.)
    hydrate = { _ in throw ConversionFailure(.custom("\(coding.typeName) is read by its enum mapping")) }
    serialize = { _ in throw ConversionFailure(.notJSONEncodable("\(coding.typeName) is written by its enum mapping")) }
  }
}
