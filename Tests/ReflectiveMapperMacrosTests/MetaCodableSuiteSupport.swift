// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  /// What MetaCodable 1.6's runtime tests do with `JSONDecoder` and `JSONEncoder`, through a registry.
  ///
  /// As a migrating user does it: `decode` is `registry.value(_:fromJSON:)`, `encode` is
  /// `registry.jsonData(for:)`. The `MetaCodable*SuiteTests` files share it.
  struct MCCoder {
    let registry: MappingRegistry

    /// A fresh registry, configured by `setUp` (the models' registrations: what the attributes said).
    init(_ setUp: (MappingRegistry) throws -> Void = { _ in }) throws {
      registry = MappingRegistry()
      try setUp(registry)
    }

    /// `JSONDecoder().decode(T.self, from: json.data(using: .utf8)!)`.
    func decode<T>(_ type: T.Type, _ json: String) throws -> T {
      try registry.value(type, fromJSON: Data(json.utf8))
    }

    /// The same, collecting the non-fatal problems MetaCodable would not see.
    func decode<T>(_ type: T.Type, _ json: String, issues: inout [MappingError]) throws -> T {
      try registry.value(type, fromJSON: Data(json.utf8), issues: &issues)
    }

    /// `JSONEncoder().encode(value)`, as text (sorted keys, as `.sortedKeys` writes them).
    func encode(_ value: some Any) throws -> String {
      String(decoding: try registry.jsonData(for: value, options: .sortedKeys), as: UTF8.self)
    }

    /// `JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as! [String: Any]`.
    func object(_ value: some Any) throws -> [String: Any] {
      let data = try registry.jsonData(for: value)
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(String(decoding: data, as: UTF8.self))")
    }

    /// `JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))`.
    func roundTrip<T>(_ value: T) throws -> T {
      try registry.value(T.self, fromJSON: try registry.jsonData(for: value))
    }

    /// MetaCodable's `#expect(throws: DecodingError.self) { try JSONDecoder().decode(…) }`: the
    /// read fails with a `MappingError`.
    func expectFailure<T>(_ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(throws: MappingError.self, "\(json)", sourceLocation: sourceLocation) { try decode(type, json) }
    }
  }

  extension Dictionary where Key == String, Value == Any {
    /// The object at a dotted path (`"deeply.nested"`), as MetaCodable's tests cast it level by level.
    func mcObject(at path: String) -> [String: Any]? {
      path.split(separator: ".").reduce(self as [String: Any]?) { $0?[String($1)] as? [String: Any] }
    }
  }
#endif
