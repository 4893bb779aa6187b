import Foundation
import Testing

@testable import ReflectiveMapper

/// ``ReflectiveJSONEncoder`` writes what `JSONEncoder` writes: every scalar, every strategy,
/// the layouts, nested and super encoders, errors with coding paths.
@Suite struct ReflectiveJSONEncoderTests {
  struct Widths: Codable {
    var i = Int.min, i8 = Int8.min, i16 = Int16.min, i32 = Int32.min, i64 = Int64.min
    var u = UInt.max, u8 = UInt8.max, u16 = UInt16.max, u32 = UInt32.max, u64 = UInt64.max
    var maxI = Int.max, zero = 0, truth = true, lie = false
  }

  struct Floats: Codable {
    var values: [Double] = [1.5, 3.0, -0.0, 0.1, 1e21, 1e-7, 123_456_789.125, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
    var singles: [Float] = [0.1, 3.0, 1e-7, .greatestFiniteMagnitude, 16_777_216]
    var one = 1.0
  }

  struct Texts: Codable {
    var plain = "hello"
    var quotes = #"say "hi" \ back"#
    var controls = "\u{0}\u{8}\u{c}\n\r\t\u{1f}\u{7f}"
    var unicode = "héllo 🙂 日本 \u{2028}"
    var slashes = "https://example.com/a/b"
  }

  @Test func everyIntegerWidthIsWrittenAsJSONEncoderWritesIt() throws {
    let (theirs, ours) = try EncoderSettings().texts(Widths())
    #expect(ours == theirs)
    let back = try JSONDecoder().decode(Widths.self, from: Data(ours.utf8))
    #expect(back.u64 == .max && back.i64 == .min)
  }

  @Test func floatsAreShortestRoundTripWithoutATrailingZero() throws {
    let (theirs, ours) = try EncoderSettings().texts(Floats())
    #expect(ours == theirs)
    #expect(ours.contains(#""one":1"#) && ours.contains("1e+21"))
  }

  @Test func stringsAreEscapedAlikeWithAndWithoutSlashes() throws {
    #expect(try EncoderSettings().texts(Texts()).library == EncoderSettings().texts(Texts()).foundation)
    let unescaped = EncoderSettings(formatting: [.sortedKeys, .withoutEscapingSlashes])
    let (theirs, ours) = try unescaped.texts(Texts())
    #expect(ours == theirs)
    #expect(ours.contains("https://example.com/a/b"))
    #expect(try EncoderSettings().texts(Texts()).library.contains(#"https:\/\/example.com\/a\/b"#))
  }

  struct Nested: Codable {
    var name = "n"
    var empty: [String: Int] = [:]
    var none: [Int] = []
    var inner = Inner()
    var list = [Inner(), Inner(flag: false)]
    var optional: Int? = nil
    var present: Int? = 4

    struct Inner: Codable {
      var flag = true
      var depth: [[Int]] = [[1, 2], [], [3]]
    }
  }

  @Test func prettyPrintingHasJSONEncodersLayout() throws {
    let settings = EncoderSettings(formatting: [.sortedKeys, .prettyPrinted])
    let (theirs, ours) = try settings.texts(Nested())
    #expect(ours == theirs)
    #expect(ours.contains("\"name\" : \"n\""))
  }

  @Test func withoutSortedKeysTheOrderIsTheEncodingOrder() throws {
    let text = try EncoderSettings(formatting: []).texts(Nested.Inner()).library
    #expect(text == #"{"flag":true,"depth":[[1,2],[],[3]]}"#)
  }

  struct Twice: Encodable {
    enum Keys: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .a)
      try container.encode(2, forKey: .b)
      try container.encode(3, forKey: .a)
      // A second container of the same encoder adds to the same object.
      var again = encoder.container(keyedBy: Keys.self)
      try again.encode(4, forKey: .b)
    }
  }

  @Test func aKeyEncodedTwiceKeepsItsPlaceAndItsLastValue() throws {
    #expect(try EncoderSettings(formatting: []).texts(Twice()).library == #"{"a":3,"b":4}"#)
    let (theirs, ours) = try EncoderSettings().texts(Twice())
    #expect(ours == theirs)
  }

  struct Keyed: Codable {
    var camel = 1, url = 2, leading = 3, trailing = 4, caps = 5, snake = 6, a = 7, number = 8, accented = 9
    var table: [String: Int] = ["dontConvertMe": 1, "ALSONOT": 2]

    enum CodingKeys: String, CodingKey {
      case camel = "camelCaseProperty"
      case url = "myURLProperty"
      case leading = "_leadingUnderscore"
      case trailing = "trailing_"
      case caps = "ALLCAPS"
      case snake = "already_snake"
      case a
      case number = "propertyWithNumber2"
      case accented = "utf8Émoji"
      case table
    }
  }

  @Test func snakeCaseKeysAreFoundationsAndDictionaryKeysStayAsTheyAre() throws {
    let (theirs, ours) = try EncoderSettings(keys: .convertToSnakeCase).texts(Keyed())
    #expect(ours == theirs)
    #expect(ours.contains(#""my_url_property":2"#) && ours.contains(#""dontConvertMe":1"#))
    for key in ["camelCaseProperty", "myURLProperty", "URLValue", "aB", "ABc", "_x", "x_", "simple", "", "a1B2", "ÀbcDéf"] {
      let theirs = try String(decoding: EncoderSettings(keys: .convertToSnakeCase).foundation.encode([OneKey(name: key)]), as: UTF8.self)
      #expect(SnakeCaseEncoding.converted(key) == theirs.dropFirst(3).prefix { $0 != "\"" }.description, "\(key)")
    }
  }

  /// A value with one key of a given name.
  struct OneKey: Encodable {
    let name: String
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: NamedKey.self)
      try container.encode(0, forKey: NamedKey(stringValue: name))
    }
  }

  @Test func aCustomKeyStrategyIsGivenTheWholePath() throws {
    let seen = Locked<[String]>([])
    let settings = EncoderSettings(
      keys: .custom { path in
        seen.withLock { $0.append(path.map(\.stringValue).joined(separator: "/")) }
        return NamedKey(stringValue: path.last!.stringValue.uppercased())
      })
    let (theirs, ours) = try settings.texts(Nested.Inner())
    #expect(ours == theirs)
    #expect(ours == #"{"DEPTH":[[1,2],[],[3]],"FLAG":true}"#)
    #expect(seen.withLock { $0 }.contains("depth"))
  }

  struct Dated: Codable {
    var at = Date(timeIntervalSince1970: 1_700_000_000.25)
    var list = [Date(timeIntervalSinceReferenceDate: 0)]
  }

  @Test(arguments: ["deferred", "seconds", "milliseconds", "iso8601", "custom", "customNothing"])
  func everyDateStrategyWritesWhatJSONEncoderWrites(name: String) throws {
    let strategy: JSONEncoder.DateEncodingStrategy =
      switch name {
      case "deferred": .deferredToDate
      case "seconds": .secondsSince1970
      case "milliseconds": .millisecondsSince1970
      case "iso8601": .iso8601
      case "custom":
        .custom { date, encoder in
          var container = encoder.singleValueContainer()
          try container.encode("t\(Int(date.timeIntervalSince1970))")
        }
      default: .custom { _, _ in }
      }
    let (theirs, ours) = try EncoderSettings(dates: strategy).texts(Dated())
    #expect(ours == theirs)
  }

  struct Bytes: Codable {
    var blob = Data([0, 1, 2, 250, 255])
    var empty = Data()
  }

  @Test(arguments: ["base64", "deferred", "custom"])
  func everyDataStrategyWritesWhatJSONEncoderWrites(name: String) throws {
    let strategy: JSONEncoder.DataEncodingStrategy =
      switch name {
      case "base64": .base64
      case "deferred": .deferredToData
      default:
        .custom { data, encoder in
          var container = encoder.unkeyedContainer()
          try container.encode(data.count)
        }
      }
    let (theirs, ours) = try EncoderSettings(data: strategy).texts(Bytes())
    #expect(ours == theirs)
  }

  struct Odd: Codable {
    var values: [Double]
    var single: Float
  }

  @Test func nonConformingFloatsAreRefusedWithTheirPathOrWrittenAsStrings() throws {
    let odd = Odd(values: [1, .infinity], single: -.infinity)
    let error = try #require(throws: EncodingError.self) { try ReflectiveJSONEncoder().encode(odd) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
    let settings = EncoderSettings(floats: .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"))
    let (theirs, ours) = try settings.texts(Odd(values: [.nan, .infinity], single: -.infinity))
    #expect(ours == theirs)
  }

  class Animal: Codable {
    var name = "a"
    init() {}
    required init(from decoder: any Decoder) throws {}
  }

  final class Dog: Animal {
    var barks = 2
    enum Keys: String, CodingKey { case barks, parent, list }
    override init() { super.init() }
    required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(barks, forKey: .barks)
      try super.encode(to: container.superEncoder())
      try super.encode(to: container.superEncoder(forKey: .parent))
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(1)
      try super.encode(to: list.superEncoder())
      try list.encode(3)
    }
  }

  @Test func superEncodersAndNestedContainersWriteWhereJSONEncoderDoes() throws {
    let (theirs, ours) = try EncoderSettings().texts(Dog())
    #expect(ours == theirs)
    #expect(ours.contains(#""super":{"name":"a"}"#))
  }

  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  @Test func topLevelFragmentsAndAValueThatEncodesNothing() throws {
    for fragment in [try EncoderSettings().texts(42), try EncoderSettings().texts("a/b"), try EncoderSettings().texts(Int?.none)] {
      #expect(fragment.library == fragment.foundation)
    }
    #expect(try EncoderSettings().texts([Nothing()]).library == "[{}]")
    let error = try #require(throws: EncodingError.self) { try ReflectiveJSONEncoder().encode(Nothing()) }
    #expect("\(error)".contains("did not encode any values"))
  }

  struct Special: Codable {
    var url = URL(string: "https://example.com/x?y=1")!
    var price = Decimal(string: "12.345")!
    var byNumber: [Int: String] = [2: "two"]
    var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  }

  @Test func urlsDecimalsIntegerKeyedDictionariesAndUUIDsAsJSONEncoder() throws {
    let (theirs, ours) = try EncoderSettings().texts(Special())
    #expect(ours == theirs)
  }
}

/// twitter.json and citm_catalog.json's Codable twins written by both encoders.
@Suite struct ReflectiveJSONEncoderRealDataTests {
  static let twitter = try? TestData.shared("twitter.json")
  static let citm = try? TestData.shared("citm_catalog.json")

  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func twitterAsJSONEncoderWritesIt() throws {
    let value = try JSONDecoder().decode(CodableTwitterSearchResult.self, from: try #require(Self.twitter))
    for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]] {
      let (theirs, ours) = try EncoderSettings(formatting: formatting).texts(value)
      #expect(ours == theirs)
    }
    let snake = try EncoderSettings(keys: .convertToSnakeCase).texts(value)
    #expect(snake.library == snake.foundation)
  }

  @Test(.enabled(if: citm != nil, "../shared/data/citm_catalog.json is absent; skipped"))
  func citmAsJSONEncoderWritesIt() throws {
    let value = try JSONDecoder().decode(CitmCodableCatalog.self, from: try #require(Self.citm))
    let (theirs, ours) = try EncoderSettings().texts(value)
    #expect(ours == theirs)
    let back = try ReflectiveJSONDecoder().decode(CitmCodableCatalog.self, from: Data(ours.utf8))
    #expect(back.events.count == value.events.count)
  }
}
