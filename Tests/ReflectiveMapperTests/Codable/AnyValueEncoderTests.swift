import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct AnyValueEncoderTests {
  let encoder = AnyValueEncoder()

  /// The error of an encode that must fail.
  func encodingFailure<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) -> EncodingError? {
    #expect(throws: EncodingError.self, sourceLocation: sourceLocation) { try encoder.encode(value) }
  }

  @Test func producesFoundationTypes() throws {
    let raw = try #require(encoder.encode(BridgePerson.sample) as? [String: Any])
    #expect(type(of: raw["age"]!) == Int.self)
    #expect(type(of: raw["height"]!) == Double.self)
    #expect(type(of: raw["isActive"]!) == Bool.self)
    #expect(type(of: raw["small"]!) == Int.self)
    #expect(raw["big"] as? UInt64 == UInt64.max && type(of: raw["big"]!) == UInt64.self)
    #expect(raw["negative"] as? Int == Int(Int64.min))
    #expect(raw["ratio"] as? Double == 0.1)
    #expect(raw["balance"] as? Decimal == Decimal(string: "12345678901234567890.123"))
    #expect(raw["born"] as? String == "1813-01-18T08:00:00Z")
    #expect(raw["homepage"] as? String == "https://example.com/ada?x=1&y=%20")
    #expect(raw["avatar"] as? String == "AAEC+v8=")
    #expect(raw["role"] as? String == "admin" && raw["level"] as? Int == 2)
    #expect(raw["nickname"] == nil && raw["missing"] == nil)
    #expect(type(of: raw["optionalNumbers"]!) == [Any].self)
    #expect((raw["optionalNumbers"] as? [Any])?[1] is NSNull)
    #expect(type(of: raw["addresses"]!) == [Any].self)
    #expect(type(of: (raw["addresses"] as! [Any])[0]) == [String: Any].self)
    #expect(raw["scores"] as? [String: [Int]] == ["math": [10, 9, 8], "poetry": [], "ünïcødé 🎉": [1]])
    #expect(raw["byNumber"] as? [String: String] == ["1": "one", "-2": "minus two"])
    let shapes = try #require(raw["shapes"] as? [[String: Any]])
    #expect(Canonical(shapes) == Canonical(try foundation(#"[{"circle":{"radius":2.5}},{"rect":{"_0":1,"_1":2}},{"point":{}}]"#)))
  }

  /// Field for field the same tree as JSONEncoder + JSONSerialization.
  @Test func matchesJSONEncoder() throws {
    let jsonEncoder = JSONEncoder()
    jsonEncoder.dateEncodingStrategy = .iso8601
    var sample = BridgePerson.sample
    sample.balance = 12.5  // JSONSerialization would round the long decimal through Double
    sample.negative = -5  // and Int64.min, which it reads as a Double on Linux
    let theirs = try JSONSerialization.jsonObject(with: jsonEncoder.encode(sample))
    let ours = try encoder.encode(sample)
    #expect(Canonical(ours) == Canonical(theirs))

    for value in [BridgeManual.sample] {
      #expect(Canonical(try encoder.encode(value)) == Canonical(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))))
    }
    #expect(
      Canonical(try encoder.encode(BridgeDog(name: "Rex", breed: "corgi"))) == Canonical(try foundation(#"{"breed":"corgi","super":{"name":"Rex"}}"#))
    )
    #expect(Canonical(try encoder.encode(BridgeCat(name: "Tom", color: "black"))) == Canonical(try foundation(#"{"color":"black","name":"Tom"}"#)))
  }

  @Test func outputIsValidJSON() throws {
    var sample = BridgePerson.sample
    sample.balance = 1
    sample.big = 7
    let raw = try encoder.encode(sample)
    #expect(JSONSerialization.isValidJSONObject(raw))
    let data = try JSONSerialization.data(withJSONObject: raw)
    let back = try JSONDecoder.iso8601.decode(BridgePerson.self, from: data)
    #expect(back == sample)
  }

  @Test func topLevelValues() throws {
    #expect(try encoder.encode(5) as? Int == 5)
    #expect(try encoder.encode("x") as? String == "x")
    #expect(try encoder.encode(Int?.none) is NSNull)
    #expect(try encoder.encode(UInt64(5)) as? Int == 5)
    #expect(try encoder.encode(UInt64.max) as? UInt64 == UInt64.max)
    #expect(try encoder.encode(UInt.max) as? UInt64 == UInt64.max)
    #expect(try encoder.encode(Int8(-3)) as? Int == -3)
    #expect(try encoder.encode([1, 2]) as? [Int] == [1, 2])
    #expect(try encoder.encode(Decimal(string: "0.1")!) as? Decimal == Decimal(string: "0.1"))
    #expect(try encoder.encode(Float(0.1)) as? Double == 0.1)
    #expect(try encoder.encode(Date(timeIntervalSince1970: 0.25)) as? String == "1970-01-01T00:00:00.25Z")
    #expect(try AnyValueEncoder(dateStrategy: .millisecondsSince1970).encode(Date(timeIntervalSince1970: 2)) as? Int == 2000)

    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    #expect(encodingFailure(Nothing()) != nil)
    struct HoldsNothing: Encodable { let inner = Nothing() }
    #expect((try encoder.encode(HoldsNothing()) as? [String: Any])?["inner"] as? [String: Any] != nil)
  }

  @Test func nonFiniteNumbersFailWithPath() throws {
    struct Values: Encodable {
      let values: [Double]
      let nested: [String: Float]
    }
    var error = encodingFailure(Values(values: [1, .nan], nested: [:]))
    if case .invalidValue(_, let context) = error {
      #expect(pathText(context.codingPath) == "values.Index 1")
    } else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
    }
    error = encodingFailure(Values(values: [], nested: ["x": .infinity]))
    if case .invalidValue(_, let context) = error {
      #expect(pathText(context.codingPath) == "nested.x")
    } else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
    }
    #expect(encodingFailure(-Double.infinity) != nil)
    #expect(encodingFailure(Date(timeIntervalSince1970: 1e15)) != nil)
  }

  @Test func overwritesAndReusedContainers() throws {
    struct Twice: Encodable {
      enum Keys: String, CodingKey { case a, b }
      func encode(to encoder: any Encoder) throws {
        var first = encoder.container(keyedBy: Keys.self)
        try first.encode(1, forKey: .a)
        try first.encode("one", forKey: .a)
        var nested = first.nestedContainer(keyedBy: Keys.self, forKey: .b)
        try nested.encode(true, forKey: .a)
        var second = encoder.container(keyedBy: Keys.self)
        try second.encode(2, forKey: .b)  // replaces the nested container
        var single = encoder.singleValueContainer()
        _ = single
        single = encoder.singleValueContainer()
        _ = single
      }
    }
    let raw = try #require(encoder.encode(Twice()) as? [String: Any])
    #expect(raw["a"] as? String == "one")
    #expect(raw["b"] as? Int == 2)

    struct ValueThenNested: Encodable {
      enum Keys: String, CodingKey { case a }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        var nested = container.nestedUnkeyedContainer(forKey: .a)
        try nested.encode(5)
      }
    }
    #expect((try encoder.encode(ValueThenNested()) as? [String: Any])?["a"] as? [Int] == [5])

    struct SingleTwice: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(1)
        try container.encode("last")
      }
    }
    #expect(try encoder.encode(SingleTwice()) as? String == "last")
  }

  @Test func unkeyedNestingAndSuperEncoders() throws {
    struct Rows: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(1)
        var row = container.nestedUnkeyedContainer()
        try row.encode("a")
        var object = container.nestedContainer(keyedBy: AnyValueCodingKey.self)
        try object.encode(true, forKey: AnyValueCodingKey(stringValue: "k"))
        try BridgeAddress(street: "s", zip: nil).encode(to: container.superEncoder())
        try row.encode("b")  // still open: written after the fact
        try container.encodeNil()
        #expect(container.count == 5)
      }
    }
    let raw = try encoder.encode(Rows())
    #expect(Canonical(raw) == Canonical(try foundation(#"[1,["a","b"],{"k":true},{"street":"s"},null]"#)))
  }

  @Test func cyclicGraphsStopAtTheDepthLimit() throws {
    final class Node: Encodable {
      var next: Node?
    }
    let node = Node()
    node.next = node
    let error = encodingFailure(node)
    if case .invalidValue(_, let context) = error {
      #expect(context.codingPath.count == 512)
    } else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
    }
    node.next = nil
  }

  @Test func roundTripsThroughBothBridges() throws {
    let values: [BridgeManual] = [BridgeManual.sample]
    for value in values {
      let decoded = try AnyValueDecoder().decode(BridgeManual.self, from: encoder.encode(value))
      #expect(decoded == value)
    }
    #expect(try AnyValueDecoder().decode(BridgeDog.self, from: encoder.encode(BridgeDog(name: "a", breed: "b"))) == BridgeDog(name: "a", breed: "b"))
    #expect(try AnyValueDecoder().decode(BridgeCat.self, from: encoder.encode(BridgeCat(name: "a", color: "b"))) == BridgeCat(name: "a", color: "b"))
    let dates = [0, -1.5, 1_557_933_641.123456, -62_135_596_800].map(Date.init(timeIntervalSince1970:))
    for strategy in [DateStrategy.iso8601, .secondsSince1970, .millisecondsSince1970] {
      let back = try AnyValueDecoder(dateStrategy: strategy).decode(
        [Date].self, from: AnyValueEncoder(dateStrategy: strategy).encode(dates)
      )
      #expect(zip(back, dates).allSatisfy { abs($0.timeIntervalSince($1)) < 1e-6 }, "\(strategy)")
    }
  }
}

extension BridgeManual {
  static let sample = BridgeManual(
    id: 7, point: (1, -2), list: ["a", "b"], pairs: [[1, 2], [], [3]], base: BridgeAddress(street: "Main", zip: nil),
    other: BridgeAddress(street: "Side", zip: "123"), extras: ["extra1"], hasNull: true
  )
}

extension JSONDecoder {
  static var iso8601: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
