import Foundation
import Testing

@testable import ReflectiveMapper

// Models as a Codable user migrating a one-line decoder swap would write them.
private struct DoorPage: Codable {
  var pageCount: Int
  var data: [DoorMember]
}

private struct DoorMember: ReflectiveCodable {
  var displayName = ""
  var joined: Date?
  var avatar: Data?
  var score = 0.0
  static var keyPaths: [String: AnyKeyPath] {
    ["displayName": \DoorMember.displayName, "joined": \DoorMember.joined, "avatar": \DoorMember.avatar, "score": \DoorMember.score]
  }
}

private struct DoorCounter: ReflectiveCodable {
  var id = 0
  var tags: [String] = []
  var level: UInt8 = 0
  var ratio = 0.0
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \DoorCounter.id, "tags": \DoorCounter.tags, "level": \DoorCounter.level, "ratio": \DoorCounter.ratio]
  }
}

private class DoorPerson: ReflectiveCodable {
  var name = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["name": \DoorPerson.name] }
}

private final class DoorEmployee: DoorPerson {
  var salary = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["salary": \DoorEmployee.salary]) { $1 } }
}

private class DoorPlainBase: Codable {
  var name = ""
}

private final class DoorPlainChild: DoorPlainBase {
  var extra = 0
  private enum Keys: String, CodingKey { case extra }
  required init(from decoder: any Decoder) throws {
    extra = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .extra)
    try super.init(from: decoder)
  }
}

private struct DoorWide: Codable, Equatable {
  var big: Int128
  var huge: UInt128
}

private struct DoorStamp: Encodable {
  var at: Date
}

/// The drop-in door keeps `Codable`'s meaning: the coders' strategies reach the models inside,
/// a value a model cannot take is a `DecodingError` unless the lenient rules are chosen, and
/// the metatype given is the one built.
@Suite(.serialized) struct CodableMeaningTests {
  static let pageJSON = Data(
    #"{"page_count": 1, "data": [{"display_name": "Ada", "joined": "01/02/2024", "avatar": [1, 2], "score": "NaN"}]}"#.utf8)

  static func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "MM/dd/yyyy"
    return formatter
  }

  @Test func decoderStrategiesReachModelsInside() throws {
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .formatted(Self.formatter())
    decoder.dataDecodingStrategy = .deferredToData
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = MappingRegistry()
    let page = try decoder.decode(DoorPage.self, from: Self.pageJSON)
    #expect(page.pageCount == 1)
    let member = try #require(page.data.first)
    #expect(member.displayName == "Ada")
    #expect(member.joined == Self.formatter().date(from: "01/02/2024"))
    #expect(member.avatar == Data([1, 2]))
    #expect(member.score.isNaN)
  }

  @Test func anExplicitRegistrySettingWinsOverTheCoders() throws {
    let registry = MappingRegistry()
    try registry.register(DoorMember.self) { m in
      m.keyStrategy = .useDefaultKeys
      m.dateStrategy = .iso8601
    }
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .secondsSince1970
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    decoder.codingRules = .registry
    let json = Data(#"{"display_name": "Ada", "displayName": "Bea", "joined": "2024-01-02T00:00:00Z"}"#.utf8)
    let member = try decoder.decode(DoorMember.self, from: json)
    #expect(member.displayName == "Bea")
    #expect(member.joined == Date(timeIntervalSince1970: 1_704_153_600))
  }

  @Test func foundationsDecoderGivesTheSameValuesWhereItShowsThem() throws {
    // JSONDecoder converts the keys before the model sees them; the date strategy it keeps to
    // itself, so the model's registry reads the date, and a date it cannot read is an error.
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = MappingRegistry()
    let json = Data(#"{"page_count": 1, "data": [{"display_name": "Ada", "joined": "2024-01-02T00:00:00Z"}]}"#.utf8)
    let page = try decoder.decode(DoorPage.self, from: json)
    #expect(page.data.first?.displayName == "Ada")
    #expect(page.data.first?.joined == Date(timeIntervalSince1970: 1_704_153_600))
    let unreadable = Data(#"{"page_count": 1, "data": [{"display_name": "Ada", "joined": "01/02/2024"}]}"#.utf8)
    #expect(throws: DecodingError.self) { try decoder.decode(DoorPage.self, from: unreadable) }
  }

  @Test func encoderStrategiesReachModelsInside() throws {
    let encoder = ReflectiveJSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.dataEncodingStrategy = .deferredToData
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = MappingRegistry()
    let page = DoorPage(
      pageCount: 1, data: [DoorMember(displayName: "Ada", joined: Date(timeIntervalSince1970: 10), avatar: Data([7]), score: .infinity)])
    let text = String(decoding: try encoder.encode(page), as: UTF8.self)
    #expect(text == #"{"data":[{"avatar":[7],"display_name":"Ada","joined":10,"score":"+Inf"}],"page_count":1}"#)
  }

  @Test func aValueAModelCannotTakeIsATypeMismatchNamingThePropertysType() throws {
    let json = Data(#"{"id": "many"}"#.utf8)
    let registry = MappingRegistry()
    for decode in Self.decoders(registry) {
      do {
        _ = try decode(json)
        Issue.record("decoded {\"id\": \"many\"}")
      } catch DecodingError.typeMismatch(let type, let context) {
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(context.codingPath.map(\.stringValue) == ["id"])
        #expect((context.underlyingError as? MappingError)?.reason == .typeMismatch(expected: "Int", found: "String \"many\""))
      }
    }
    // Direct calls keep the registry's rules.
    var issues: [MappingError] = []
    let direct = try DoorCounter(jsonData: json, registry: registry, issues: &issues)
    #expect(direct.id == 0 && issues.count == 1)
  }

  @Test func everyKindOfLostValueIsTheMatchingDecodingError() throws {
    let registry = MappingRegistry()
    let cases: [(String, String, [String])] = [
      (#"{"tags": ["a", null]}"#, "valueNotFound", ["tags", "Index 1"]),
      (#"{"level": 300}"#, "dataCorrupted", ["level"]),
      (#"{"id": null}"#, "valueNotFound", ["id"]),
    ]
    for (json, kind, path) in cases {
      for decode in Self.decoders(registry) {
        do {
          _ = try decode(Data(json.utf8))
          Issue.record("decoded \(json)")
        } catch let error as DecodingError {
          let (found, context) = Self.describe(error)
          #expect(found == kind, "\(json)")
          #expect(context?.codingPath.map(\.stringValue) == path, "\(json)")
        }
      }
    }
  }

  /// A literal whose digits underflow is refused on every route that sees the literal: the
  /// direct entry points report it, the library's decoder throws, for models and `Codable`
  /// types alike. (Foundation's decoder hands the model only its 0.)
  @Test func anUnderflowingLiteralIsNeverASilentZero() throws {
    let registry = MappingRegistry()
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    struct Plain: Decodable { var ratio: Double }
    for literal in ["1e-400", "4.9e-325", "0.1e-5000"] {
      let json = Data(#"{"ratio": \#(literal)}"#.utf8)
      var issues: [MappingError] = []
      _ = try DoorCounter(jsonData: json, registry: registry, issues: &issues)
      #expect(issues.map(\.reason) == [.notRepresentable(expected: "Double", found: "number \(literal)")])
      #expect(throws: DecodingError.self) { try decoder.decode(DoorCounter.self, from: json) }
      #expect(throws: DecodingError.self) { try decoder.decode(Plain.self, from: json) }
    }
    struct Single: ReflectiveModel {
      var value: Float = 1
      static var keyPaths: [String: AnyKeyPath] { ["value": \Single.value] }
    }
    var issues: [MappingError] = []
    let single = try Single(jsonData: Data(#"{"value": 1e-50}"#.utf8), registry: registry, issues: &issues)
    #expect(single.value == 1 && issues.count == 1)
  }

  @Test func theRegistrysRulesAreAChoiceAndHandBackTheProblems() throws {
    let registry = MappingRegistry()
    let json = Data(#"{"data": [{"id": 1}, {"id": "many", "tags": ["a", 7, null]}]}"#.utf8)
    struct Envelope: Decodable { var data: [DoorCounter] }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(throws: DecodingError.self) { try decoder.decode(Envelope.self, from: json) }
    decoder.codingRules = .registry
    var issues: [MappingError] = []
    let envelope = try decoder.decode(Envelope.self, from: json, issues: &issues)
    #expect(envelope.data.map(\.id) == [1, 0])
    #expect(envelope.data[1].tags == ["a", "7"])
    #expect(issues.map(\.path) == ["data[1].id", "data[1].tags[2]"])
    // On the registry, for Foundation's decoder too.
    registry.codingRules = .registry
    let foundation = JSONDecoder()
    foundation.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try foundation.decode(Envelope.self, from: json).data.map(\.id) == [1, 0])
    foundation.userInfo[MappingRegistry.codingRulesUserInfoKey] = CodingRules.codable
    #expect(throws: DecodingError.self) { try foundation.decode(Envelope.self, from: json) }
  }

  @Test func theMetatypeGivenIsTheOneBuilt() throws {
    let json = Data(#"{"name": "Ada", "salary": 10, "extra": 3}"#.utf8)
    let type: DoorPerson.Type = DoorEmployee.self
    let person = try ReflectiveJSONDecoder().decode(type, from: json)
    #expect(person is DoorEmployee)
    #expect((person as? DoorEmployee)?.salary == 10)
    let plainType: DoorPlainBase.Type = DoorPlainChild.self
    let plain = try ReflectiveJSONDecoder().decode(plainType, from: json)
    #expect((plain as? DoorPlainChild)?.extra == 3)
    #expect((try JSONDecoder().decode(plainType, from: json) as? DoorPlainChild)?.extra == 3)
  }

  @Test func int128AndUInt128AreEncodedExactly() throws {
    let value = DoorWide(big: Int128.min, huge: UInt128.max)
    let data = try ReflectiveJSONEncoder().encode(value)
    #expect(String(decoding: data, as: UTF8.self) == #"{"big":\#(Int128.min),"huge":\#(UInt128.max)}"#)
    #expect(try ReflectiveJSONDecoder().decode(DoorWide.self, from: data) == value)
    #expect(String(decoding: try ReflectiveJSONEncoder().encode([Int128(5)]), as: UTF8.self) == "[5]")
    #expect(String(decoding: try ReflectiveJSONEncoder().encode(UInt128(1) << 100), as: UTF8.self) == "\(UInt128(1) << 100)")
  }

  @Test func aDateWhoseIntervalIsInfiniteIsRefused() {
    for strategy in [JSONEncoder.DateEncodingStrategy.deferredToDate, .secondsSince1970, .millisecondsSince1970] {
      let encoder = ReflectiveJSONEncoder()
      encoder.dateEncodingStrategy = strategy
      #expect(throws: EncodingError.self) { try encoder.encode(DoorStamp(at: Date(timeIntervalSince1970: .infinity))) }
      #expect(throws: EncodingError.self) { try JSONEncoder.encodingFails(DoorStamp(at: Date(timeIntervalSince1970: .infinity)), strategy) }
    }
  }

  @Test func snakeCaseSplitsWordsAsFoundationDoes() throws {
    let keys = [
      "simpleOneTwo", "myURL", "singleCharacterAtEndX", "thisIsAnXMLProperty", "single", "", "a", "aA", "version4Thing", "partCAPS",
      "partCAPSLowerAGAIN", "asdfĆqer", "already_snake_case", "dataPoint22Word", "_oneTwoThree_", "__test",
      "m\u{349}y\u{326}G\u{34D}r\u{324}ea\u{332}tU\u{347}R\u{359}L\u{325}R\u{329}eq\u{348}u\u{31E}e\u{331}st", "aB\u{301}c", "ÉClair",
      "🐧🐟", "xÅ\u{30A}Bc",
    ]
    for key in keys {
      let foundation = JSONEncoder()
      foundation.keyEncodingStrategy = .convertToSnakeCase
      let expected = String(decoding: try foundation.encode(ReflectiveJSONEncoderTests.OneKey(name: key)), as: UTF8.self)
      let ours = ReflectiveJSONEncoder()
      ours.keyEncodingStrategy = .convertToSnakeCase
      #expect(String(decoding: try ours.encode(ReflectiveJSONEncoderTests.OneKey(name: key)), as: UTF8.self) == expected, "\(key)")
    }
  }

  // MARK: Helpers

  /// Decoding a `DoorCounter` through the library's decoder and through Foundation's.
  private static func decoders(_ registry: MappingRegistry) -> [(Data) throws -> DoorCounter] {
    let ours = ReflectiveJSONDecoder()
    ours.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let theirs = JSONDecoder()
    theirs.userInfo[MappingRegistry.codingUserInfoKey] = registry
    return [{ try ours.decode(DoorCounter.self, from: $0) }, { try theirs.decode(DoorCounter.self, from: $0) }]
  }

  private static func describe(_ error: DecodingError) -> (String, DecodingError.Context?) {
    switch error {
    case .typeMismatch(_, let context): ("typeMismatch", context)
    case .valueNotFound(_, let context): ("valueNotFound", context)
    case .keyNotFound(_, let context): ("keyNotFound", context)
    case .dataCorrupted(let context): ("dataCorrupted", context)
    @unknown default: ("unknown", nil)
    }
  }
}

extension JSONEncoder {
  /// Encodes `value` with `strategy`, for a check that it throws.
  fileprivate static func encodingFails(_ value: some Encodable, _ strategy: DateEncodingStrategy) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = strategy
    _ = try encoder.encode(value)
  }
}

// MetaCodable's inheritance tests: a model subclass of a plain `Codable` class.
private class DoorVehicle: Codable {
  var wheels = 0
  init() {}
}

private final class DoorCar: DoorVehicle, ReflectiveCodable {
  var brand = ""
  required override init() { super.init() }
  required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
  static var keyPaths: [String: AnyKeyPath] { ["wheels": \DoorCar.wheels, "brand": \DoorCar.brand] }
}

private final class DoorTruck: DoorVehicle, ReflectiveCodable {
  var load = 0
  required override init() { super.init() }
  required convenience init(from decoder: any Decoder) throws {
    self.init()
    try decodeMappedValues(from: decoder)
  }
  override func encode(to encoder: any Encoder) throws { try encodeMappedValues(to: encoder) }
  static var keyPaths: [String: AnyKeyPath] { ["wheels": \DoorTruck.wheels, "load": \DoorTruck.load] }
}

extension CodableMeaningTests {
  @Test func aModelSubclassOfAPlainCodableClassIsRefusedWithWhatToWrite() throws {
    let refused = try #require(throws: MappingError.self) { try MappingRegistry().register(DoorCar.self) }
    #expect(refused.registrationCode == .inheritedCodableConformance)
    #expect(refused.summary.contains("DoorCar inherits init(from:) and encode(to:) from its Codable superclass DoorVehicle"), "\(refused.summary)")
    #expect(refused.summary.contains("try decodeMappedValues(from: decoder)"))
    #expect(refused.summary.contains("try encodeMappedValues(to: encoder)"))

    // Written as the message says, the class registers and goes through Foundation's coders whole.
    let registry = MappingRegistry()
    try registry.register(DoorTruck.self)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let truck = try decoder.decode(DoorTruck.self, from: Data(#"{"wheels": 6, "load": 12}"#.utf8))
    #expect(truck.wheels == 6 && truck.load == 12)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(String(decoding: try encoder.encode(truck), as: UTF8.self) == #"{"load":12,"wheels":6}"#)
    #expect(throws: DecodingError.self) { try decoder.decode(DoorTruck.self, from: Data(#"{"load": "heavy"}"#.utf8)) }
  }
}

extension CodableMeaningTests {
  /// Under strict, a date is read only from the JSON type its strategy names.
  @Test func strictDatesTakeOnlyTheJSONTypeTheirStrategyNames() throws {
    struct Event: ReflectiveModel {
      var at: Date?
      static var keyPaths: [String: AnyKeyPath] { ["at": \Event.at] }
    }
    let registry = MappingRegistry()
    registry.strictness = .strict
    registry.defaultDateStrategy = .iso8601
    #expect(throws: MappingError.self) { try Event(jsonData: Data(#"{"at": 1700000000}"#.utf8), registry: registry) }
    #expect(try Event(jsonData: Data(#"{"at": "2024-01-02T00:00:00Z"}"#.utf8), registry: registry).at != nil)
    registry.defaultDateStrategy = .secondsSince1970
    #expect(throws: MappingError.self) { try Event(jsonData: Data(#"{"at": "1700000000"}"#.utf8), registry: registry) }
    #expect(try Event(jsonData: Data(#"{"at": 1700000000}"#.utf8), registry: registry).at == Date(timeIntervalSince1970: 1_700_000_000))
    // Lenient, the ISO strategy still reads epoch seconds.
    registry.strictness = .lenient
    registry.defaultDateStrategy = .iso8601
    #expect(try Event(jsonData: Data(#"{"at": 1700000000}"#.utf8), registry: registry).at != nil)
  }
}

extension CodableMeaningTests {
  /// A problem with a raw-value enum's value names the enum, not its raw type.
  @Test func aNullEnumValueNamesTheEnum() throws {
    enum Status: String { case paid, shipped }
    struct Order: ReflectiveModel {
      var status = Status.paid
      static var keyPaths: [String: AnyKeyPath] { ["status": \Order.status] }
    }
    var issues: [MappingError] = []
    let order = try Order(jsonData: Data(#"{"status": null}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(order.status == .paid)
    #expect(issues.map(\.reason) == [.nullValue(expected: "Status")])
  }
}
