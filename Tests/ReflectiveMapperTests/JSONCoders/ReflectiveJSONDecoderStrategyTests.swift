import Foundation
import Testing

@testable import ReflectiveMapper

/// Key, date, data and non-conforming float strategies, against `JSONDecoder`'s.
@Suite struct ReflectiveJSONDecoderStrategyTests {
  // MARK: Keys

  /// Holds `camelCaseKey`'s value as the key to look for, and whether that key was there.
  struct DecodeMe: Decodable {
    let found: Bool
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: NamedKey.self)
      let expected = try container.decode(String.self, forKey: NamedKey(stringValue: "camelCaseKey"))
      found = try container.decodeIfPresent(Bool.self, forKey: NamedKey(stringValue: expected)) ?? false
    }
  }

  /// Foundation's own table for `convertFromSnakeCase` (JSONEncoderTests.decodingKeyStrategyCamel).
  static let snakeCases: [(String, String)] = [
    ("", ""), ("a", "a"), ("ALLCAPS", "ALLCAPS"), ("ALL_CAPS", "allCaps"), ("single", "single"),
    ("snake_case", "snakeCase"), ("one_two_three", "oneTwoThree"), ("one_2_three", "one2Three"),
    ("one2_three", "one2Three"), ("snake_Ćase", "snakeĆase"), ("snake_ćase", "snakeĆase"),
    ("alreadyCamelCase", "alreadyCamelCase"), ("__this_and_that", "__thisAndThat"), ("_this_and_that", "_thisAndThat"),
    ("this__and__that", "thisAndThat"), ("this_and_that__", "thisAndThat__"), ("this_aNd_that", "thisAndThat"),
    ("_one_two_three", "_oneTwoThree"), ("one_two_three_", "oneTwoThree_"), ("__one_two_three", "__oneTwoThree"),
    ("one_two_three__", "oneTwoThree__"), ("_one_two_three_", "_oneTwoThree_"), ("__one_two_three__", "__oneTwoThree__"),
    ("_leading", "_leading"), ("trailing_", "trailing_"), ("__double__", "__double__"), ("camel_Case", "camelCase"),
    ("_test", "_test"), ("_test_", "_test_"), ("__test", "__test"), ("test__", "test__"), ("_", "_"), ("__", "__"),
    ("___", "___"), ("🐧_🐟", "🐧🐟"),
  ]

  @Test(arguments: snakeCases)
  func convertFromSnakeCase(_ snake: String, _ camel: String) throws {
    #expect(SnakeCaseKeys.camelCased(snake) == camel)
    let input = Data("{\"camelCaseKey\":\"\(camel)\",\"\(snake)\":true}".utf8)
    let ours = ReflectiveJSONDecoder()
    ours.keyDecodingStrategy = .convertFromSnakeCase
    let theirs = JSONDecoder()
    theirs.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try ours.decode(DecodeMe.self, from: input).found == theirs.decode(DecodeMe.self, from: input).found)
  }

  struct Snake: Codable, Equatable {
    var thisIsCamelCase: String
    var thisIsCamelCaseToo: String
    var nested: [String: Int]
    enum CodingKeys: String, CodingKey {
      case thisIsCamelCase = "fooBar"
      case thisIsCamelCaseToo, nested
    }
  }

  @Test func snakeCaseWithCustomCodingKeysLeavesDictionaryKeysAlone() throws {
    let value = try JSONCoderCheck.same(
      Snake.self, #"{"foo_bar": "a", "this_is_camel_case_too": "b", "nested": {"leave_me_alone": 1}}"#
    ) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
      $1.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(value.nested == ["leave_me_alone": 1])
  }

  @Test func snakeCaseErrorPathsUseConvertedKeys() {
    struct Inner: Decodable { var intValue: Int }
    struct Outer: Decodable { var nestedValue: Inner }
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let error = JSONCoderCheck.failure(
      [String: [String: Outer]].self, #"{"top_level": {"sub_level": {"nested_value": {"int_value": "x"}}}}"#, decoder: decoder)
    #expect(JSONCoderCheck.kind(error) == "typeMismatch")
    #expect(JSONCoderCheck.path(error) == ["top_level", "sub_level", "nestedValue", "intValue"])
  }

  @Test func customKeyStrategySeesTheFullPath() throws {
    struct Hello: Codable, Equatable { var hello: String }
    let convert: @Sendable ([any CodingKey]) -> any CodingKey = { path in
      let key = path.last!.stringValue
      return AnyValueCodingKey(stringValue: key.count > 4 ? String(key.dropFirst(4)) : key)
    }
    try JSONCoderCheck.same(Hello.self, #"{"----hello": "test"}"#) {
      $0.keyDecodingStrategy = .custom(convert)
      $1.keyDecodingStrategy = .custom(convert)
    }
  }

  /// Two keys the strategy turns into one are a repeated key: `JSONDecoder` reads the first.
  @Test func keysThatBecomeOneAreRefused() {
    struct One: Decodable { var oneTwo: String }
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .custom { _ in AnyValueCodingKey(stringValue: "oneTwo") }
    let error = JSONCoderCheck.failure(One.self, #"{"unused key 1": "test1", "unused key 2": "test2"}"#, decoder: decoder)
    #expect(JSONCoderCheck.kind(error) == "dataCorrupted")
    #expect(JSONCoderCheck.context(error)?.debugDescription.contains("oneTwo") == true)
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let snake = JSONCoderCheck.failure(One.self, #"{"one_two": "a", "oneTwo": "b"}"#, decoder: decoder)
    #expect(JSONCoderCheck.kind(snake) == "dataCorrupted")
  }

  // MARK: Dates

  struct Stamp: Codable, Equatable { var date: Date }

  @Test func deferredSecondsAndMilliseconds() throws {
    let deferred = try JSONCoderCheck.same(Stamp.self, #"{"date": 1000.5}"#)
    #expect(deferred.date.timeIntervalSinceReferenceDate == 1000.5)
    let seconds = try JSONCoderCheck.same(Stamp.self, #"{"date": 1700000000}"#) {
      $0.dateDecodingStrategy = .secondsSince1970
      $1.dateDecodingStrategy = .secondsSince1970
    }
    #expect(seconds.date.timeIntervalSince1970 == 1_700_000_000)
    let milliseconds = try JSONCoderCheck.same(Stamp.self, #"{"date": 1700000000123}"#) {
      $0.dateDecodingStrategy = .millisecondsSince1970
      $1.dateDecodingStrategy = .millisecondsSince1970
    }
    #expect(milliseconds.date.timeIntervalSince1970 == 1_700_000_000.123)
  }

  @Test func iso8601() throws {
    let value = try JSONCoderCheck.same([Date].self, #"["2024-03-05T10:20:30Z", "2024-03-05T10:20:30+01:00"]"#) {
      $0.dateDecodingStrategy = .iso8601
      $1.dateDecodingStrategy = .iso8601
    }
    #expect(value[0].timeIntervalSince1970 == 1_709_634_030)
    #expect(value[1].timeIntervalSince1970 == 1_709_630_430)
    let decoder = ReflectiveJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let error = JSONCoderCheck.failure(Stamp.self, #"{"date": "yesterday"}"#, decoder: decoder)
    #expect(JSONCoderCheck.kind(error) == "dataCorrupted")
    #expect(JSONCoderCheck.path(error) == ["date"])
    // Documented difference: fractional seconds are kept.
    let fraction = try decoder.decode(Stamp.self, from: Data(#"{"date": "2024-03-05T10:20:30.25Z"}"#.utf8))
    #expect(fraction.date.timeIntervalSince1970 == 1_709_634_030.25)
  }

  @Test func formatted() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
    let value = try JSONCoderCheck.same(Stamp.self, #"{"date": "Sat Aug 30 23:49:15 +0000 2014"}"#) {
      $0.dateDecodingStrategy = .formatted(formatter)
      $1.dateDecodingStrategy = .formatted(formatter)
    }
    #expect(value.date.timeIntervalSince1970 == 1_409_442_555)
    let decoder = ReflectiveJSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Stamp.self, #"{"date": "2014"}"#, decoder: decoder)) == "dataCorrupted")
  }

  @Test func customDates() throws {
    let read: @Sendable (any Decoder) throws -> Date = { decoder in
      let days = try decoder.singleValueContainer().decode(Int.self)
      return Date(timeIntervalSince1970: Double(days) * 86_400)
    }
    let value = try JSONCoderCheck.same(Stamp.self, #"{"date": 2}"#) {
      $0.dateDecodingStrategy = .custom(read)
      $1.dateDecodingStrategy = .custom(read)
    }
    #expect(value.date.timeIntervalSince1970 == 172_800)
    let decoder = ReflectiveJSONDecoder()
    decoder.dateDecodingStrategy = .custom(read)
    #expect(JSONCoderCheck.path(JSONCoderCheck.failure([Stamp].self, #"[{"date": "x"}]"#, decoder: decoder)) == ["Index 0", "date"])
  }

  @Test func nullDateIsValueNotFound() {
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Stamp.self, #"{"date": null}"#)) == "valueNotFound")
  }

  // MARK: Data

  struct Blob: Codable, Equatable { var data: Data }

  @Test func dataStrategies() throws {
    let base64 = try JSONCoderCheck.same(Blob.self, #"{"data": "AQID/w=="}"#)
    #expect(base64.data == Data([1, 2, 3, 255]))
    let deferred = try JSONCoderCheck.same(Blob.self, #"{"data": [1, 2, 3]}"#) {
      $0.dataDecodingStrategy = .deferredToData
      $1.dataDecodingStrategy = .deferredToData
    }
    #expect(deferred.data == Data([1, 2, 3]))
    let read: @Sendable (any Decoder) throws -> Data = { Data(try $0.singleValueContainer().decode(String.self).utf8) }
    let custom = try JSONCoderCheck.same(Blob.self, #"{"data": "hi"}"#) {
      $0.dataDecodingStrategy = .custom(read)
      $1.dataDecodingStrategy = .custom(read)
    }
    #expect(custom.data == Data("hi".utf8))
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Blob.self, #"{"data": "!!!"}"#)) == "dataCorrupted")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Blob.self, #"{"data": 1}"#)) == "typeMismatch")
  }

  @Test func urls() throws {
    struct Link: Codable, Equatable { var url: URL }
    try JSONCoderCheck.same(Link.self, #"{"url": "https://example.com/a?b=c"}"#)
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Link.self, #"{"url": ""}"#)) == "dataCorrupted")
  }

  // MARK: Non-conforming floats

  @Test func nonConformingFloats() throws {
    let strategy = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
      positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    let doubles = try ReflectiveJSONDecoder().with { $0.nonConformingFloatDecodingStrategy = strategy }
      .decode([Double].self, from: Data(#"["+inf", "-inf", "nan", 1.5]"#.utf8))
    #expect(doubles[0] == .infinity && doubles[1] == -.infinity && doubles[2].isNaN && doubles[3] == 1.5)
    let floats = try ReflectiveJSONDecoder().with { $0.nonConformingFloatDecodingStrategy = strategy }
      .decode([Float].self, from: Data(#"["+inf", "nan"]"#.utf8))
    #expect(floats[0] == .infinity && floats[1].isNaN)
    let theirs = JSONDecoder()
    theirs.nonConformingFloatDecodingStrategy = strategy
    #expect(try theirs.decode([Double].self, from: Data(#"["-inf"]"#.utf8)) == [-.infinity])
    // Without the strategy, a string is no number.
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Double].self, #"["nan"]"#)) == "typeMismatch")
    let other = JSONCoderCheck.failure(
      [Double].self, #"["inf"]"#, decoder: ReflectiveJSONDecoder().with { $0.nonConformingFloatDecodingStrategy = strategy })
    #expect(JSONCoderCheck.kind(other) == "typeMismatch")
  }
}

extension ReflectiveJSONDecoder {
  /// This decoder after `configure`.
  func with(_ configure: (ReflectiveJSONDecoder) -> Void) -> ReflectiveJSONDecoder {
    configure(self)
    return self
  }
}
