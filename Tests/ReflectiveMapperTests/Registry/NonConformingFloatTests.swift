import Foundation
import ReflectiveMapper
import Testing

/// A class with `Double` and `Float` properties at several depths (issue #49).
final class ReadingClass: ReflectiveModel {
  var ratio = 0.0
  var maybe: Float?
  var series: [Double] = []
  var byName: [String: Float] = [:]
  var plain = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "ratio": \ReadingClass.ratio, "maybe": \ReadingClass.maybe, "series": \ReadingClass.series, "byName": \ReadingClass.byName,
      "plain": \ReadingClass.plain,
    ]
  }
}

/// ``ReadingClass``'s struct twin.
struct ReadingStruct: ReflectiveModel {
  var ratio = 0.0
  var maybe: Float?
  var series: [Double] = []
  var byName: [String: Float] = [:]
  var plain = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "ratio": \ReadingStruct.ratio, "maybe": \ReadingStruct.maybe, "series": \ReadingStruct.series, "byName": \ReadingStruct.byName,
      "plain": \ReadingStruct.plain,
    ]
  }
}

/// The same values as `let`s, built through the initializer.
struct ReadingLet: ReflectiveInitializable {
  let ratio: Double?
  let series: [Double]?
  static var keyPaths: [String: AnyKeyPath] { ["ratio": \ReadingLet.ratio, "series": \ReadingLet.series] }
  static var initializedProperties: Set<String> { ["ratio", "series"] }
  init(mappedValues values: MappedValues) throws {
    ratio = try values["ratio"]
    series = try values["series"]
  }
}

/// ``NonConformingFloatStrategy`` (issue #49): the infinities and NaN as strings, read and
/// written, set on the registry, a model or a property; refused (as before) when unset.
@Suite struct NonConformingFloatTests {
  /// Reads `json` into one kind of model (bytes or its dictionary); the values, what it writes
  /// back as a dictionary and as bytes, and the problems' paths.
  func read(_ kind: ModelKind, _ json: String, bytes: Bool, registry: MappingRegistry) throws
    -> (ratio: Double, maybe: Float?, series: [Double], byName: [String: Float], plain: Double, problems: [String])
  {
    var issues: [MappingError] = []
    switch kind {
    case .classes:
      let m = try ReadingClass.read(json, bytes: bytes, registry: registry, issues: &issues)
      return (m.ratio, m.maybe, m.series, m.byName, m.plain, issues.map(\.path).sorted())
    case .structs:
      let m = try ReadingStruct.read(json, bytes: bytes, registry: registry, issues: &issues)
      return (m.ratio, m.maybe, m.series, m.byName, m.plain, issues.map(\.path).sorted())
    }
  }

  /// What one kind of model holding non-finite values writes: its JSON text (sorted keys) and
  /// its `jsonObject()` as JSON text.
  func written(_ kind: ModelKind, registry: MappingRegistry, plain: Double = 0.25) throws -> (bytes: String, object: String) {
    func text<M: ReflectiveModel>(_ model: M) throws -> (String, String) {
      let bytes = String(decoding: try model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
      let object = try JSONSerialization.data(withJSONObject: try model.jsonObject(registry: registry), options: .sortedKeys)
      return (bytes, String(decoding: object, as: UTF8.self))
    }
    switch kind {
    case .classes:
      let m = ReadingClass()
      (m.ratio, m.maybe, m.series, m.byName, m.plain) = (.infinity, -.infinity, [.nan, 1.5, -.infinity], ["x": .nan], plain)
      return try text(m)
    case .structs:
      var m = ReadingStruct()
      (m.ratio, m.maybe, m.series, m.byName, m.plain) = (.infinity, -.infinity, [.nan, 1.5, -.infinity], ["x": .nan], plain)
      return try text(m)
    }
  }

  static let json = #"{"ratio": "Infinity", "maybe": "-Infinity", "series": ["NaN", 1.5, "-Infinity", "2"], "byName": {"x": "NaN"}}"#

  @Test("registry-wide strings read at every depth and are written back", arguments: ModelKind.allCases)
  func registryWide(kind: ModelKind) throws {
    let registry = MappingRegistry()
    registry.defaultNonConformingFloatStrategy = .strings()
    try registry.register(ReadingLet.self)
    for bytes in [true, false] {
      let r = try read(kind, Self.json, bytes: bytes, registry: registry)
      #expect(r.problems.isEmpty, "\(r.problems)")
      #expect(r.ratio == .infinity && r.maybe == -.infinity && r.byName["x"]?.isNaN == true)
      #expect(r.series.count == 4 && r.series[0].isNaN && Array(r.series[1...]) == [1.5, -.infinity, 2])
      let built =
        bytes
        ? try ReadingLet(jsonData: Data(#"{"ratio": "Infinity", "series": ["NaN", 2]}"#.utf8), registry: registry)
        : try ReadingLet(dictionary: ["ratio": "Infinity", "series": ["NaN", 2]], registry: registry)
      #expect(built.ratio == .infinity && built.series?.first?.isNaN == true && built.series?.last == 2)
    }
    let out = try written(kind, registry: registry)
    let expected = #"{"byName":{"x":"NaN"},"maybe":"-Infinity","plain":0.25,"ratio":"Infinity","series":["NaN",1.5,"-Infinity"]}"#
    #expect(out.bytes == expected)
    #expect(out.object == expected)
    // What it writes reads back.
    let again = try read(kind, out.bytes, bytes: true, registry: registry)
    #expect(again.ratio == .infinity && again.series[0].isNaN && again.problems.isEmpty)
  }

  @Test("the property's strategy wins over the model's, the model's over the registry's", arguments: ModelKind.allCases)
  func layering(kind: ModelKind) throws {
    let registry = MappingRegistry()
    registry.defaultNonConformingFloatStrategy = .strings()
    let own = NonConformingFloatStrategy.strings(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    try registry.register(ReadingClass.self) { m in
      m.nonConformingFloatStrategy = own
      m.nonConformingFloatStrategies["plain"] = .refuse
    }
    try registry.register(ReadingStruct.self) { m in
      m.property(\.plain) { $0.nonConformingFloatStrategy = .refuse }
      m.nonConformingFloatStrategy = own
    }
    let json = #"{"ratio": "inf", "maybe": "Infinity", "series": ["nan", "NaN"], "plain": "inf"}"#
    for bytes in [true, false] {
      let r = try read(kind, json, bytes: bytes, registry: registry)
      // The registry's names are no longer names here; `plain` refuses every one.
      #expect(r.ratio == .infinity && r.maybe == nil && r.series.count == 1 && r.series[0].isNaN && r.plain == 0)
      #expect(r.problems == ["maybe", "plain", "series[1]"], "\(r.problems)")
    }
    let out = try written(kind, registry: registry, plain: 2.5)
    #expect(out.bytes == #"{"byName":{"x":"nan"},"maybe":"-inf","plain":2.5,"ratio":"inf","series":["nan",1.5,"-inf"]}"#)
    // A non-finite value where the strategy refuses fails output at its path.
    let error = try #require(throws: MappingError.self) { try written(kind, registry: registry, plain: .nan) }
    #expect(error.path == "plain", "\(error)")
    guard case .notJSONEncodable = error.reason else {
      Issue.record("\(error)")
      return
    }
  }

  @Test("unset, the strings are type mismatches at their paths and output of a non-finite value fails", arguments: ModelKind.allCases)
  func unset(kind: ModelKind) throws {
    let registry = MappingRegistry()
    for bytes in [true, false] {
      let r = try read(kind, Self.json, bytes: bytes, registry: registry)
      #expect(r.problems == ["byName.x", "maybe", "ratio", "series[0]", "series[2]"], "\(r.problems)")
      #expect(r.ratio == 0 && r.maybe == nil && r.series == [1.5, 2] && r.byName.isEmpty)
    }
    let error = try #require(throws: MappingError.self) { try written(kind, registry: registry) }
    guard case .notJSONEncodable = error.reason else {
      Issue.record("\(error)")
      return
    }
  }

  @Test("under strict the names are read and every other string is still refused", arguments: ModelKind.allCases)
  func strict(kind: ModelKind) throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    registry.defaultNonConformingFloatStrategy = .strings()
    for bytes in [true, false] {
      let r = try read(kind, #"{"ratio": "NaN", "maybe": "Infinity", "series": [1, "-Infinity"]}"#, bytes: bytes, registry: registry)
      #expect(r.ratio.isNaN && r.maybe == .infinity && r.series == [1, -.infinity] && r.problems.isEmpty)
      let error = try #require(throws: MappingError.self) { try read(kind, #"{"ratio": "2.5"}"#, bytes: bytes, registry: registry) }
      #expect(error.path == "ratio" && error.reason == .typeMismatch(expected: "Double", found: "String \"2.5\""), "\(error)")
      // Garbage is still a problem, never a crash: letter case matters.
      #expect(throws: MappingError.self) { try read(kind, #"{"ratio": "nan"}"#, bytes: bytes, registry: registry) }
    }
  }

  @Test("a strategy on a property without Double or Float is refused at registration; the schema names the strings")
  func registrationAndSchema() throws {
    let registry = MappingRegistry()
    let error = try #require(throws: MappingError.self) {
      try registry.register(ReadingLet.self) { m in m.nonConformingFloatStrategies["nope"] = .strings() }
    }
    #expect(error.description.contains("not in keyPaths"), "\(error)")
    final class Misfit: ReflectiveModel {
      var name = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Misfit.name] }
    }
    let misfit = try #require(throws: MappingError.self) {
      try registry.register(Misfit.self) { m in m.nonConformingFloatStrategies["name"] = .strings() }
    }
    #expect(misfit.description.contains("a non-conforming float strategy reads and writes Double and Float values"), "\(misfit)")
    let schemaRegistry = MappingRegistry()
    try schemaRegistry.register(ReadingClass.self) { m in
      m.nonConformingFloatStrategy = .strings()
      m.nonConformingFloatStrategies["plain"] = .refuse
    }
    let schema = schemaRegistry.jsonSchema(for: ReadingClass.self)
    let properties = ((schema["$defs"] as? [String: Any])?["ReadingClass"] as? [String: Any])?["properties"] as? [String: Any]
    let named: NSDictionary = ["anyOf": [["type": "number"], ["enum": ["Infinity", "-Infinity", "NaN"]]]]
    #expect(properties?["ratio"] as? NSDictionary == named, "\(String(describing: properties))")
    #expect(properties?["series"] as? NSDictionary == ["type": "array", "items": named])
    #expect(properties?["plain"] as? NSDictionary == ["type": "number"])
    #expect(NonConformingFloatStrategy.strings().description == #"strings "Infinity", "-Infinity", "NaN""#)
    #expect(NonConformingFloatStrategy.refuse.description == "refuse")
  }

  @Test("the JSON coders' non-conforming float strategies become the registry's default, under an explicit setting")
  func coders() throws {
    struct Envelope: Codable {
      var reading: CodedReading
    }
    let registry = MappingRegistry()
    let decoder = ReflectiveJSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let read = try decoder.decode(Envelope.self, from: Data(#"{"reading": {"value": "+Inf", "values": ["-Inf", 1]}}"#.utf8))
    #expect(read.reading.value == .infinity && read.reading.values == [-.infinity, 1])
    let encoder = ReflectiveJSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let text = String(decoding: try encoder.encode(read), as: UTF8.self)
    #expect(
      text == #"{"reading":{"value":"+Inf","values":["-Inf",1]}}"# || text == #"{"reading":{"values":["-Inf",1],"value":"+Inf"}}"#, "\(text)")
    // A registry that says how it reads them keeps its own names.
    let explicit = MappingRegistry()
    explicit.defaultNonConformingFloatStrategy = .strings()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = explicit
    #expect(try decoder.decode(Envelope.self, from: Data(#"{"reading": {"value": "Infinity", "values": []}}"#.utf8)).reading.value == .infinity)
    #expect(throws: DecodingError.self) { try decoder.decode(Envelope.self, from: Data(#"{"reading": {"value": "+Inf", "values": []}}"#.utf8)) }
  }
}

/// A `ReflectiveCodable` model with a `Double` and an array of them.
struct CodedReading: ReflectiveCodable {
  var value = 0.0
  var values: [Double] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["value": \CodedReading.value, "values": \CodedReading.values] }
}
