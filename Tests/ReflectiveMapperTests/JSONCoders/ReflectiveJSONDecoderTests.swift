import Foundation
import Testing

@testable import ReflectiveMapper

/// `ReflectiveJSONDecoder` against `JSONDecoder`: scalars, containers, fragments, escapes.
@Suite struct ReflectiveJSONDecoderTests {
  struct Widths: Codable, Equatable {
    var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
    var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
    var f: Float, d: Double, b: Bool, s: String
  }

  // MARK: Scalars

  @Test func everyIntegerWidthAtItsLimits() throws {
    let minimum = Widths(
      i: .min, i8: .min, i16: .min, i32: .min, i64: .min, u: .min, u8: .min, u16: .min, u32: .min, u64: .min,
      f: -.greatestFiniteMagnitude, d: -.greatestFiniteMagnitude, b: false, s: "")
    let maximum = Widths(
      i: .max, i8: .max, i16: .max, i32: .max, i64: .max, u: .max, u8: .max, u16: .max, u32: .max, u64: .max,
      f: .greatestFiniteMagnitude, d: .greatestFiniteMagnitude, b: true, s: "max")
    for value in [minimum, maximum] {
      let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
      #expect(try JSONCoderCheck.same(Widths.self, json) == value)
    }
  }

  @Test func integerWidthsAsTopLevelArrays() throws {
    try JSONCoderCheck.same([Int8].self, "[-128, 0, 127, 5.0, 1e2]")
    try JSONCoderCheck.same([UInt8].self, "[0, 255]")
    try JSONCoderCheck.same([Int16].self, "[-32768, 32767]")
    try JSONCoderCheck.same([UInt16].self, "[0, 65535]")
    try JSONCoderCheck.same([Int32].self, "[-2147483648, 2147483647]")
    try JSONCoderCheck.same([UInt32].self, "[0, 4294967295]")
    try JSONCoderCheck.same([Int64].self, "[-9223372036854775808, 9223372036854775807]")
    try JSONCoderCheck.same([UInt64].self, "[0, 18446744073709551615]")
    try JSONCoderCheck.same([Int].self, "[-9223372036854775808, 9223372036854775807, -0, 1.5e3, 1E+2]")
    try JSONCoderCheck.same([UInt].self, "[18446744073709551615]")
  }

  @Test func exactLargeIntegers() throws {
    let decoder = ReflectiveJSONDecoder()
    #expect(try decoder.decode(UInt64.self, from: Data("18446744073709551615".utf8)) == .max)
    #expect(try decoder.decode(Int64.self, from: Data("-9223372036854775808".utf8)) == .min)
    // 2^53 + 1 is not a Double: it is read from its digits, not rounded.
    #expect(try decoder.decode(Int.self, from: Data("9007199254740993".utf8)) == 9_007_199_254_740_993)
    #expect(try decoder.decode(Int.self, from: Data("9007199254740993.0".utf8)) == 9_007_199_254_740_993)
    #expect(try decoder.decode(Int.self, from: Data("1.2345678901234567e18".utf8)) == 1_234_567_890_123_456_700)
    #expect(try decoder.decode(Double.self, from: Data("18446744073709551616".utf8)) == 18_446_744_073_709_551_616.0)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func int128AndUInt128() throws {
    struct Wide: Codable, Equatable {
      var signed: Int128
      var unsigned: UInt128
      var list: [Int128]
    }
    let json = """
      {"signed": -170141183460469231731687303715884105728, "unsigned": 340282366920938463463374607431768211455,
       "list": [170141183460469231731687303715884105727, 18446744073709551616, -1, 1e3]}
      """
    let value = try JSONCoderCheck.same(Wide.self, json)
    #expect(value.signed == .min && value.unsigned == .max && value.list[0] == .max)
    #expect(value.list[1] == Int128(UInt64.max) + 1)
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([UInt128].self, "[-1]")) == "dataCorrupted")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Int128].self, "[340282366920938463463374607431768211455]")) == "dataCorrupted")
  }

  @Test func floatsAndDoubles() throws {
    try JSONCoderCheck.same([Double].self, "[0, -0.0, 1.5, -2.25e-3, 1.7976931348623157e308, 5e-324, 0.1, 123456789012345678]")
    try JSONCoderCheck.same([Float].self, "[0, 1.5, 3.4028234e38, 1e-45, 0.1, 16777217, 1.00000005960464477539062500001]")
    // Rounded from the literal, not from its Double (no double rounding).
    let float = try ReflectiveJSONDecoder().decode(Float.self, from: Data("1.00000005960464477539062500001".utf8))
    #expect(float == Float("1.00000005960464477539062500001"))
  }

  @Test func decimalsFromTheirLiterals() throws {
    let values = try JSONCoderCheck.same(
      [Decimal].self, "[0, 0.1, -12.5, 1e10, 3.14159265358979323846, 12345678901234567890123456789, 18446744073709551615]")
    #expect(values[1] == Decimal(string: "0.1"))
    #expect(values[4] == Decimal(string: "3.14159265358979323846"))
    #expect(values[5] == Decimal(string: "12345678901234567890123456789"))
  }

  @Test func stringsBoolsAndNulls() throws {
    try JSONCoderCheck.same([String].self, #"["", "plain", "tab\there", "quote\"", "slash\/", "\u00e9\u4e2d", "é中"]"#)
    try JSONCoderCheck.same([Bool].self, "[true, false]")
    try JSONCoderCheck.same([Int?].self, "[1, null, 3]")
    try JSONCoderCheck.same([String?].self, "[null]")
  }

  @Test func surrogatePairsAndEscapes() throws {
    let text = try JSONCoderCheck.same(String.self, #""\ud83d\ude00 \u0000 \\ \b\f\n\r\t""#)
    #expect(text == "😀 \u{0} \\ \u{8}\u{c}\n\r\t")
    // Keys with escapes match their unescaped coding keys.
    struct Keyed: Codable, Equatable {
      var accent: Int
      enum CodingKeys: String, CodingKey { case accent = "é" }
    }
    try JSONCoderCheck.same(Keyed.self, #"{"\u00e9": 1}"#)
  }

  @Test func topLevelFragments() throws {
    try JSONCoderCheck.same(String.self, #""a""#)
    try JSONCoderCheck.same(Int.self, "1")
    try JSONCoderCheck.same(Double.self, " 2.5 ")
    try JSONCoderCheck.same(Bool.self, "true")
    try JSONCoderCheck.same(Int?.self, "null")
    try JSONCoderCheck.same([String: Int].self, "{}")
    try JSONCoderCheck.same([Int].self, "[]")
  }

  // MARK: Containers

  struct Nested: Codable, Equatable {
    struct Inner: Codable, Equatable {
      var id: Int
      var tags: [String]
      var extra: [String: Double]?
    }
    var name: String
    var inner: Inner
    var list: [Inner]
    var matrix: [[Int]]
    var map: [String: [Inner]]
    var optional: Inner?
  }

  @Test func nestedCodableValues() throws {
    let json = """
      {"name": "n", "inner": {"id": 1, "tags": ["a"], "extra": {"x": 1.5}},
       "list": [{"id": 2, "tags": []}, {"id": 3, "tags": ["b", "c"], "extra": null}],
       "matrix": [[1, 2], [], [3]], "map": {"k": [{"id": 4, "tags": ["d"]}]}, "optional": null}
      """
    let value = try JSONCoderCheck.same(Nested.self, json)
    #expect(value.list[1].tags == ["b", "c"])
    #expect(value.map["k"]?.first?.id == 4)
  }

  /// A type that walks its containers by hand: nested keyed and unkeyed containers, `allKeys`,
  /// `contains`, `decodeNil`, and `superDecoder()`.
  struct HandWritten: Decodable, Equatable {
    var keys: [String]
    var hasMissing: Bool
    var nilValue: Bool
    var nestedValue: Int
    var unkeyed: [Int]
    var superValue: String
    var superForKey: Int
    var absentSuperIsNull: Bool
    var optionalElement: Int?

    enum Keys: String, CodingKey { case a, b, nested, list, missing, `super`, other, absent }
    enum InnerKeys: String, CodingKey { case value }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      keys = container.allKeys.map(\.stringValue).sorted()
      hasMissing = container.contains(.missing)
      nilValue = try container.decodeNil(forKey: .b)
      nestedValue = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .nested).decode(Int.self, forKey: .value)
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      var values: [Int] = []
      optionalElement = try list.decodeIfPresent(Int.self)
      while !list.isAtEnd {
        if try list.decodeNil() { continue }
        values.append(try list.decode(Int.self))
      }
      unkeyed = values
      superValue = try String(from: container.superDecoder())
      superForKey = try Int(from: container.superDecoder(forKey: .other))
      absentSuperIsNull = try container.superDecoder(forKey: .absent).singleValueContainer().decodeNil()
    }
  }

  @Test func handWrittenContainers() throws {
    let json = #"{"a": 1, "b": null, "nested": {"value": 7}, "list": [null, 1, null, 2], "super": "base", "other": 9}"#
    let value = try JSONCoderCheck.same(HandWritten.self, json)
    #expect(value.keys == ["a", "b", "list", "nested", "other", "super"])
    #expect(value.unkeyed == [1, 2])
    #expect(value.optionalElement == nil)
    #expect(value.superValue == "base")
    #expect(value.absentSuperIsNull)
  }

  /// A class hierarchy that decodes its superclass through `superDecoder()`.
  class Animal: Decodable, Equatable {
    var legs: Int
    enum Keys: String, CodingKey { case legs }
    required init(from decoder: any Decoder) throws {
      legs = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .legs)
    }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.legs == rhs.legs && type(of: lhs) == type(of: rhs) }
  }

  final class Dog: Animal {
    var name = ""
    enum DogKeys: String, CodingKey { case name }
    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: DogKeys.self)
      name = try container.decode(String.self, forKey: .name)
      try super.init(from: container.superDecoder())
    }
  }

  @Test func superDecoderForAClassHierarchy() throws {
    let dog = try JSONCoderCheck.same(Dog.self, #"{"name": "Rex", "super": {"legs": 4}}"#)
    #expect(dog.name == "Rex" && dog.legs == 4)
  }

  @Test func unkeyedSuperDecoder() throws {
    struct Pair: Decodable, Equatable {
      var first: String, second: Int
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try String(from: container.superDecoder())
        second = try container.decode(Int.self)
      }
    }
    let pair = try JSONCoderCheck.same(Pair.self, #"["x", 2]"#)
    #expect(pair.first == "x" && pair.second == 2)
  }

  /// A decoder kept by `init(from:)` and used after the call stays valid (the call owns its
  /// copy of the input).
  @Test func keptDecoderOutlivesTheCall() throws {
    final class Keeper: Decodable, @unchecked Sendable {
      let decoder: any Decoder
      init(from decoder: any Decoder) throws {
        self.decoder = try decoder.container(keyedBy: AnyValueCodingKey.self).superDecoder(forKey: AnyValueCodingKey(stringValue: "late"))
      }
    }
    var data = Data(#"{"late": {"text": "still here"}}"#.utf8)
    let keeper = try ReflectiveJSONDecoder().decode(Keeper.self, from: data)
    data.resetBytes(in: 0..<data.count)
    let late = try [String: String](from: keeper.decoder)
    #expect(late == ["text": "still here"])
  }

  @Test func userInfoReachesInitFromDecoder() throws {
    struct Reader: Decodable {
      let seen: String?
      init(from decoder: any Decoder) throws { seen = decoder.userInfo[CodingUserInfoKey(rawValue: "tag")!] as? String }
    }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[CodingUserInfoKey(rawValue: "tag")!] = "hello"
    #expect(try decoder.decode(Reader.self, from: Data("{}".utf8)).seen == "hello")
  }

  @Test func sharedBetweenTasks() async throws {
    let decoder = ReflectiveJSONDecoder()
    try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<8 {
        group.addTask { try decoder.decode([Int].self, from: Data("[\(index)]".utf8))[0] }
      }
      var total = 0
      for try await value in group { total += value }
      #expect(total == 28)
    }
  }
}
