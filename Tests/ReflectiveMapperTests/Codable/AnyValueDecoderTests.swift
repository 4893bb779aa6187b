import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct AnyValueDecoderTests {
  let decoder = AnyValueDecoder()

  func decode<T: Decodable>(_ type: T.Type, _ raw: Any) throws -> T {
    try decoder.decode(T.self, from: raw)
  }

  /// The error of a decode that must fail.
  func failure<T: Decodable>(_ type: T.Type, _ raw: Any, sourceLocation: SourceLocation = #_sourceLocation)
    -> DecodingError?
  {
    #expect(throws: DecodingError.self, "decoding \(raw)", sourceLocation: sourceLocation) { try decoder.decode(T.self, from: raw) }
  }

  // MARK: Scalars

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func int128AndUInt128ThroughEveryContainer() throws {
    struct Wide: Decodable, Equatable {
      var signed: Int128
      var unsigned: UInt128?
      var list: [Int128]
    }
    let raw: [String: Any] = ["signed": -5, "unsigned": NSNumber(value: UInt64.max), "list": [Int.min, 7.0]]
    let value = try decode(Wide.self, raw)
    #expect(value == Wide(signed: -5, unsigned: UInt128(UInt64.max), list: [Int128(Int.min), 7]))
    #expect(try decode(Int128.self, 12) == 12)
    #expect(try decode(Wide.self, ["signed": 1, "list": []]).unsigned == nil)
    if case .typeMismatch? = failure([UInt128].self, [true]) {} else { Issue.record("a Boolean read as a UInt128") }
    if case .dataCorrupted(let context)? = failure([UInt128].self, [-1]) {
      #expect(context.codingPath.map(\.intValue) == [0])
    } else {
      Issue.record("-1 read as a UInt128")
    }
  }

  // MARK: Round trips and structure

  @Test func personRoundTrip() throws {
    let encoded = try AnyValueEncoder().encode(BridgePerson.sample)
    let decoded = try decode(BridgePerson.self, encoded)
    #expect(decoded == BridgePerson.sample)
  }

  @Test func personFromJSONText() throws {
    // The same model through JSONEncoder → JSONSerialization → AnyValueDecoder.
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let raw = try JSONSerialization.jsonObject(with: encoder.encode(BridgePerson.sample))
    let decoded = try decode(BridgePerson.self, raw)
    #expect(decoded.name == BridgePerson.sample.name)
    #expect(decoded.big == UInt64.max && decoded.negative == Int64.min && decoded.small == 255)
    #expect(decoded.shapes == BridgePerson.sample.shapes && decoded.byNumber == BridgePerson.sample.byNumber)
    #expect(decoded.born == BridgePerson.sample.born && decoded.homepage == BridgePerson.sample.homepage)
    #expect(decoded.avatar == BridgePerson.sample.avatar && decoded.ratio == 0.1)
    #expect(decoded.optionalNumbers == [1, nil, 3] && decoded.grid == [[1, 2], [], [3]])
  }

  @Test func manualContainers() throws {
    let raw: [String: Any] = [
      "id": 7,
      "point": ["x": 1, "y": -2],
      "list": ["a", "b"],
      "pairs": [[1, 2], [], [3]],
      "super": ["street": "Main", "zip": NSNull()],
      "other": ["street": "Side", "zip": "123"],
      "nothing": NSNull(),
      "extra1": true,
      "extra2": 1,
    ]
    let manual = try decode(BridgeManual.self, raw)
    #expect(manual.id == 7 && manual.point == (1, -2) && manual.list == ["a", "b"] && manual.pairs == [[1, 2], [], [3]])
    #expect(manual.base == BridgeAddress(street: "Main", zip: nil) && manual.other == BridgeAddress(street: "Side", zip: "123"))
    #expect(manual.hasNull && manual.extras == ["extra1", "extra2"])
    let back = try decode(BridgeManual.self, AnyValueEncoder().encode(manual))
    #expect(back == manual)
  }

  @Test func classHierarchies() throws {
    let dog = try decode(BridgeDog.self, ["breed": "corgi", "super": ["name": "Rex"]])
    #expect(dog == BridgeDog(name: "Rex", breed: "corgi"))
    let cat = try decode(BridgeCat.self, ["color": "black", "name": "Tom"])
    #expect(cat == BridgeCat(name: "Tom", color: "black"))
    // A missing "super" reads as null.
    let error = failure(BridgeDog.self, ["breed": "corgi"])
    #expect(error?.kind == "valueNotFound" && error?.path == "super")
  }

  @Test func topLevelValuesAndOptionals() throws {
    #expect(try decode(Int.self, 5) == 5)
    #expect(try decode(String.self, "x") == "x")
    #expect(try decode(Int?.self, NSNull()) == nil)
    #expect(try decode(Int?.self, 4) == 4)
    #expect(try decode([Int?].self, [1, NSNull(), 3] as [Any]) == [1, nil, 3])
    #expect(try decode([String: [Int]].self, ["a": [1, 2], "b": []]) == ["a": [1, 2], "b": []])
    #expect(try decode([Int: Bool].self, ["1": true, "-5": false]) == [1: true, -5: false])
    #expect(try decode(BridgeRole.self, "admin") == .admin)
    #expect(try decode(BridgeLevel.self, 2) == .high)
    #expect(try decode([BridgeShape].self, [["circle": ["radius": 1]], ["point": [String: Any]()]]) == [.circle(radius: 1), .point])
    // Boxed optionals and typed Swift collections are accepted too.
    let boxed: Int? = 3
    #expect(try decode(Int.self, boxed as Any) == 3)
    #expect(try decode([Int].self, [1, 2, 3]) == [1, 2, 3])
    #expect(try decode([String: Int].self, ["a": 1] as [String: Int]) == ["a": 1])
    #expect(try decode(BridgeAddress.self, ["street": "s", "zip": Optional<String>.none as Any]) == BridgeAddress(street: "s", zip: nil))
    #expect(try decode(String.self, NSString(string: "ns")) == "ns")
    #expect(try decode([Int].self, NSArray(array: [1, 2])) == [1, 2])
    #expect(try decode([String: Int].self, NSDictionary(dictionary: ["k": 1])) == ["k": 1])
  }

  @Test func specialTypes() throws {
    let date = try decode(Date.self, "2019-05-15T15:20:41Z")
    #expect(date.timeIntervalSince1970 == 1_557_933_641)
    #expect(try decode(Date.self, 1_557_933_641).timeIntervalSince1970 == 1_557_933_641)
    #expect(try decode(Date.self, NSNumber(value: 1.5)).timeIntervalSince1970 == 1.5)
    let custom = AnyValueDecoder(dateStrategy: .millisecondsSince1970)
    #expect(try custom.decode(Date.self, from: 1500).timeIntervalSince1970 == 1.5)
    #expect(try decode(URL.self, "https://a.b/c?d=1") == URL(string: "https://a.b/c?d=1"))
    #expect(try decode(Data.self, "AAEC+v8=") == Data([0, 1, 2, 250, 255]))
    #expect(try decode(Decimal.self, NSDecimalNumber(string: "123456789012345678901234567890")) == Decimal(string: "123456789012345678901234567890"))
    #expect(try decode(Decimal.self, NSNumber(value: 0.1)) == Decimal(string: "0.1"))
    #expect(try decode(Decimal.self, 12) == 12)
    #expect(try decode(Decimal.self, NSNumber(value: UInt64.max)) == Decimal(UInt64.max))

    #expect(failure(Date.self, "yesterday")?.kind == "dataCorrupted")
    #expect(failure(Date.self, ["when": "yesterday"] as [String: Any])?.kind == "typeMismatch")
    struct Event: Decodable { let when: Date }
    let eventError = failure(Event.self, ["when": "2023-02-29"])
    #expect(eventError?.kind == "dataCorrupted" && eventError?.path == "when")
    #expect(failure(Event.self, ["when": NSNull()])?.kind == "valueNotFound")
    #expect(failure(Event.self, ["when": true])?.kind == "typeMismatch")
    #expect(failure(URL.self, "")?.kind == "dataCorrupted")
    #expect(failure(URL.self, 5)?.kind == "typeMismatch")
    #expect(failure(Data.self, "not base64!")?.kind == "dataCorrupted")
    #expect(failure(Decimal.self, "1.5")?.kind == "typeMismatch")
    #expect(failure(Decimal.self, true)?.kind == "typeMismatch")
  }

  // MARK: Numbers

  @Test func integersAreLossless() throws {
    #expect(try decode(Int.self, 3.0) == 3)
    #expect(try decode(Int.self, NSNumber(value: 3.0)) == 3)
    #expect(try decode(Int.self, foundation("3.0")) == 3)
    #expect(try decode(Int.self, foundation("1e2")) == 100)
    #expect(try decode(Int.self, Decimal(string: "42")!) == 42)
    #expect(try decode(Int.self, NSDecimalNumber(string: "42")) == 42)
    #expect(try decode(Int8.self, -128) == -128)
    #expect(try decode(UInt8.self, NSNumber(value: 255)) == 255)
    #expect(try decode(UInt64.self, NSNumber(value: UInt64.max)) == UInt64.max)
    #expect(try decode(UInt64.self, foundation("18446744073709551615")) == UInt64.max)
    #expect(try decode(Int64.self, foundation("-9223372036854775808")) == Int64.min)
    #expect(try decode(UInt32.self, Int64(4_000_000_000)) == 4_000_000_000)
    #expect(try decode(Int.self, Float(8)) == 8)

    for (raw, label) in [
      (3.5 as Any, "3.5"), (NSNumber(value: 3.5), "NSNumber 3.5"), (Decimal(string: "1.5")! as Any, "Decimal 1.5"),
      (Double.nan as Any, "nan"), (1e300 as Any, "1e300"),
    ] {
      #expect(failure(Int.self, raw)?.kind == "dataCorrupted", "\(label)")
    }
    #expect(failure(UInt8.self, 300)?.kind == "dataCorrupted")
    #expect(failure(UInt8.self, NSNumber(value: 300))?.kind == "dataCorrupted")
    #expect(failure(UInt.self, -1)?.kind == "dataCorrupted")
    #expect(failure(Int64.self, NSNumber(value: UInt64.max))?.kind == "dataCorrupted")
    #expect(failure(Int.self, NSDecimalNumber(string: "123456789012345678901234567890"))?.kind == "dataCorrupted")
    #expect(failure(Int.self, "12")?.kind == "typeMismatch")
  }

  @Test func boolsAndNumbersStayApart() throws {
    #expect(try decode(Bool.self, true) == true)
    #expect(try decode(Bool.self, NSNumber(value: false)) == false)
    #expect(try decode(Bool.self, foundation("true")) == true)
    for raw: Any in [1, 0, NSNumber(value: 1), NSNumber(value: Int8(1)), NSNumber(value: UInt8(0)), 1.0, "true", Decimal(1)] {
      #expect(failure(Bool.self, raw)?.kind == "typeMismatch", "\(raw) as Bool")
    }
    for raw: Any in [true, false, NSNumber(value: true), try foundation("false")] {
      #expect(failure(Int.self, raw)?.kind == "typeMismatch", "\(raw) as Int")
      #expect(failure(Double.self, raw)?.kind == "typeMismatch", "\(raw) as Double")
      #expect(failure(UInt8.self, raw)?.kind == "typeMismatch", "\(raw) as UInt8")
    }
    // NSNumber(value: Int8(1)) has objCType "c" on Apple platforms: a number, not a Bool.
    #expect(try decode(Int8.self, NSNumber(value: Int8(1))) == 1)
  }

  @Test func floatingPointRoundsToNearest() throws {
    #expect(try decode(Double.self, 3) == 3.0)
    #expect(try decode(Double.self, NSNumber(value: 3)) == 3.0)
    #expect(try decode(Double.self, Int64.max) == 9_223_372_036_854_775_807.0)
    #expect(try decode(Double.self, NSNumber(value: UInt64.max)) == 18_446_744_073_709_551_615.0)
    #expect(try decode(Double.self, foundation("0.1")) == 0.1)
    #expect(try decode(Double.self, Decimal(string: "0.1")!) == 0.1)
    #expect(try decode(Float.self, 0.1) == Float(0.1))
    #expect(try decode(Float.self, foundation("16777217")) == 16_777_216)
    #expect(try decode(Float.self, 3.4028235e38) == Float.greatestFiniteMagnitude)
    #expect(failure(Float.self, 1e300)?.kind == "dataCorrupted")
    #expect(failure(Double.self, "1.5")?.kind == "typeMismatch")
  }

  /// The same JSON text through JSONSerialization + this decoder and through JSONDecoder
  /// must give the same value, or both fail.
  @Test(arguments: [
    "3", "3.0", "-0", "1e2", "3.5", "300", "-1", "255", "1e300", "true", "false", "null", "\"3\"",
    "18446744073709551615", "9223372036854775807", "-9223372036854775808", "0.1", "1.7976931348623157e308",
  ])
  func numbersMatchJSONDecoder(json: String) throws {
    let raw = try foundation(json)
    func compare<T: Decodable & Equatable>(_: T.Type) {
      let ours = try? decoder.decode(T.self, from: raw)
      let theirs = try? JSONDecoder().decode(T.self, from: Data(json.utf8))
      #expect(ours == theirs, "\(json) as \(T.self): \(String(describing: ours)) vs \(String(describing: theirs))")
    }
    compare(Int.self)
    compare(Int8.self)
    compare(UInt8.self)
    compare(UInt.self)
    compare(Int64.self)
    compare(UInt64.self)
    compare(Double.self)
    compare(Float.self)
    compare(Bool.self)
    compare(String.self)
    compare(Int?.self)
  }

  // MARK: Errors and coding paths

  @Test func typeMismatchPaths() throws {
    var raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["age"] = "thirty"
    var error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "typeMismatch" && error?.path == "age")
    #expect(error?.context?.debugDescription == "Expected to decode Int but found String \"thirty\" instead.")

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    var addresses = try #require(raw["addresses"] as? [Any])
    addresses[1] = ["street": 5]
    raw["addresses"] = addresses
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "typeMismatch" && error?.path == "addresses.Index 1.street")
    #expect(error?.context?.codingPath[1].intValue == 1)

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["scores"] = ["math": [1, "two"]]
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "typeMismatch" && error?.path == "scores.math.Index 1")

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    var friends = try #require(raw["friends"] as? [[String: Any]])
    friends[0]["shapes"] = [["circle": ["radius": "big"]]]
    raw["friends"] = friends
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "typeMismatch" && error?.path == "friends.Index 0.shapes.Index 0.circle.radius")

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["addresses"] = ["street": "not an array"]
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "typeMismatch" && error?.path == "addresses")

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["role"] = "owner"
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "dataCorrupted" && error?.path == "role")
  }

  @Test func missingAndNullValues() throws {
    var raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["name"] = nil
    var error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "keyNotFound" && error?.path == "")
    if case .keyNotFound(let key, _) = error { #expect(key.stringValue == "name") }

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["addresses"] = [["zip": "1"]]
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "keyNotFound" && error?.path == "addresses.Index 0")

    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["age"] = NSNull()
    error = failure(BridgePerson.self, raw)
    #expect(error?.kind == "valueNotFound" && error?.path == "age")

    // Optional properties accept both a missing key and null.
    raw = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    raw["nickname"] = NSNull()
    raw["friends"] = nil
    let person = try decode(BridgePerson.self, raw)
    #expect(person.nickname == nil && person.friends == nil)

    // Past the end of an unkeyed container.
    struct Pair: Decodable {
      let a: Int, b: Int
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(Int.self)
        b = try container.decode(Int.self)
      }
    }
    error = failure(Pair.self, [1])
    #expect(error?.kind == "valueNotFound" && error?.path == "Index 1")
    #expect(failure(Pair.self, ["a": 1])?.kind == "typeMismatch")
    #expect(failure(Pair.self, NSNull())?.kind == "valueNotFound")
  }

  @Test func codingPathPrefixAndDescriptionsAreTruncated() throws {
    let long = String(repeating: "x", count: 500)
    let error = try #require(
      { () -> DecodingError? in
        do {
          _ = try decoder.decode(Int.self, from: long, codingPath: [AnyValueCodingKey(stringValue: "root")])
          return nil
        } catch let error as DecodingError { return error } catch { return nil }
      }()
    )
    #expect(error.path == "root")
    #expect((error.context?.debugDescription.count ?? 1000) < 200)
  }

  @Test func userInfoReachesDecodable() throws {
    struct Reader: Decodable {
      let flag: Bool
      init(from decoder: any Decoder) throws {
        flag = decoder.userInfo[CodingUserInfoKey(rawValue: "flag")!] as? Bool ?? false
      }
    }
    let decoder = AnyValueDecoder(AnyValueCodingOptions(userInfo: [CodingUserInfoKey(rawValue: "flag")!: true]))
    #expect(try decoder.decode(Reader.self, from: [String: Any]()).flag)
  }
}
