import Foundation
import ReflectiveMapper
import Testing

/// A class with a `Bool`, an optional one and an array of them (issue #49).
final class FlagClass: ReflectiveCodable {
  var flag = false
  var maybe: Bool?
  var flags: [Bool] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["flag": \FlagClass.flag, "maybe": \FlagClass.maybe, "flags": \FlagClass.flags] }
  static var codingRegistry: MappingRegistry { BooleanWordTests.codingRegistry }
}

/// ``FlagClass``'s struct twin.
struct FlagStruct: ReflectiveCodable {
  var flag = false
  var maybe: Bool?
  var flags: [Bool] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["flag": \FlagStruct.flag, "maybe": \FlagStruct.maybe, "flags": \FlagStruct.flags] }
  static var codingRegistry: MappingRegistry { BooleanWordTests.codingRegistry }
}

/// ``FlagClass`` built through its initializer (the built path).
struct FlagLet: ReflectiveInitializable {
  let maybe: Bool?
  static var keyPaths: [String: AnyKeyPath] { ["maybe": \FlagLet.maybe] }
  static var initializedProperties: Set<String> { ["maybe"] }
  init(mappedValues values: MappedValues) throws { maybe = try values["maybe"] }
}

/// The Boolean words a lenient `Bool` property reads (issue #49): the one-letter forms `y`/`n`,
/// `t`/`f` beside `yes`/`no` and `true`/`false`, in any letter case, and numeric text whose
/// number is exactly 0 or 1; nothing else, and only JSON Booleans under `.strict`.
@Suite struct BooleanWordTests {
  static let codingRegistry = MappingRegistry()

  /// Words and numeric text that are Booleans, with the Boolean.
  static let accepted: [(String, Bool)] = [
    ("y", true), ("Y", true), ("t", true), ("T", true), ("n", false), ("N", false), ("f", false), ("F", false),
    ("yes", true), ("No", false), ("TRUE", true), ("false", false), ("1", true), ("0", false),
    ("1.0", true), ("0.0", false), ("1.00", true), ("0.000", false), ("1e0", true), ("10e-1", true), ("0e5", false), ("-0", false),
    ("-0.0", false),
  ]

  /// Text that is no Boolean: a number other than 0 and 1, other words, padded words.
  static let refused = ["2", "0.5", "-1", "1.5", "1e1", "256", "yy", "ye", "tr", "on", "off", " y", "t ", "", "nan", "1,0"]

  /// What each kind of model reads for `json`, from bytes or its dictionary: the three
  /// properties and the problems' paths.
  func read(_ kind: ModelKind, _ json: String, bytes: Bool, registry: MappingRegistry) throws -> (Bool, Bool?, [Bool], [String]) {
    var issues: [MappingError] = []
    switch kind {
    case .classes:
      let model = try FlagClass.read(json, bytes: bytes, registry: registry, issues: &issues)
      return (model.flag, model.maybe, model.flags, issues.map(\.path))
    case .structs:
      let model = try FlagStruct.read(json, bytes: bytes, registry: registry, issues: &issues)
      return (model.flag, model.maybe, model.flags, issues.map(\.path))
    }
  }

  @Test("one-letter words and numeric text of exactly 0 or 1 are Booleans, from bytes and dictionaries", arguments: ModelKind.allCases)
  func accepted(kind: ModelKind) throws {
    let registry = MappingRegistry()
    try registry.register(FlagClass.self)
    try registry.register(FlagStruct.self)
    try registry.register(FlagLet.self)
    for (word, expected) in Self.accepted {
      let json = #"{"flag": "\#(word)", "maybe": "\#(word)", "flags": ["\#(word)", true]}"#
      for bytes in [true, false] {
        let (flag, maybe, flags, problems) = try read(kind, json, bytes: bytes, registry: registry)
        #expect(problems.isEmpty, "\(word): \(problems)")
        #expect(flag == expected && maybe == expected && flags == [expected, true], "\(word), bytes \(bytes)")
        let built = bytes ? try FlagLet(jsonData: Data(json.utf8), registry: registry) : try FlagLet(dictionary: ["maybe": word], registry: registry)
        #expect(built.maybe == expected, "\(word), built, bytes \(bytes)")
      }
    }
  }

  @Test("other text is an invalid value at its path, never a Boolean", arguments: ModelKind.allCases)
  func refused(kind: ModelKind) throws {
    let registry = MappingRegistry()
    for word in Self.refused {
      let json = #"{"flag": "\#(word)", "maybe": "\#(word)", "flags": [true, "\#(word)"]}"#
      for bytes in [true, false] {
        var issues: [MappingError] = []
        let (flag, maybe, flags, problems) = try read(kind, json, bytes: bytes, registry: registry)
        #expect(!flag && maybe == nil && flags == [true], "\(word), bytes \(bytes)")
        #expect(problems.sorted() == ["flag", "flags[1]", "maybe"], "\(word): \(problems)")
        _ = try FlagClass(dictionary: ["flag": word], registry: registry, issues: &issues)
        #expect(issues.first?.reason == .invalidValue(expected: "Bool", found: "String \"\(word)\""), "\(word): \(issues)")
      }
    }
    // The numbers themselves keep the rule: only exactly 0 and 1.
    let (flag, maybe, _, problems) = try read(kind, #"{"flag": 1.0, "maybe": 2}"#, bytes: true, registry: registry)
    #expect(flag && maybe == nil && problems == ["maybe"])
  }

  @Test("strict reads only JSON Booleans: every word is a fatal problem at its path", arguments: ModelKind.allCases)
  func strict(kind: ModelKind) throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    for word in ["y", "t", "n", "f", "1.0", "0.0", "yes", "true"] {
      for bytes in [true, false] {
        let error = try #require(throws: MappingError.self) {
          _ = try read(kind, #"{"flag": "\#(word)"}"#, bytes: bytes, registry: registry)
        }
        #expect(error.issues.map(\.path) == ["flag"], "\(word)")
        #expect(error.issues.first?.reason == .typeMismatch(expected: "Bool", found: "String \"\(word)\""), "\(word)")
      }
    }
    #expect(try read(kind, #"{"flag": true, "flags": [false]}"#, bytes: true, registry: registry).0)
  }

  @Test("a ReflectiveCodable model through ReflectiveJSONDecoder reads the same words")
  func throughTheDecoder() throws {
    let decoder = ReflectiveJSONDecoder()
    let json = Data(#"{"flag": "T", "maybe": "n", "flags": ["y", "0.0", "1.00"]}"#.utf8)
    let object = try decoder.decode(FlagClass.self, from: json)
    #expect(object.flag && object.maybe == false && object.flags == [true, false, true])
    let value = try decoder.decode(FlagStruct.self, from: json)
    #expect(value.flag && value.maybe == false && value.flags == [true, false, true])
    // Codable's rules: a word that is no Boolean is a DecodingError at its path.
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(FlagStruct.self, from: Data(#"{"flag": "2"}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["flag"])
  }
}
