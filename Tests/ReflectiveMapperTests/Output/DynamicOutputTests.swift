import Foundation
import Testing

@testable import ReflectiveMapper

/// Output of values known only at run time (`Any`, `[String: Any]`, Foundation containers).
@Suite struct DynamicOutputTests {
  @Test func swiftBoolIsWrittenAsTrueNotOne() throws {
    #expect(try WriterHelpers.anyText(true) == "true")
    #expect(try WriterHelpers.anyText(false) == "false")
    #expect(WriterHelpers.text { $0.writeBool(true) } == "true")
  }

  @Test func booleanNSNumberIsWrittenAsTrueNotOne() throws {
    #expect(try WriterHelpers.anyText(NSNumber(value: true)) == "true")
    #expect(try WriterHelpers.anyText(NSNumber(value: false)) == "false")
    #expect(try WriterHelpers.anyText(["flag": NSNumber(value: true)] as [String: Any]) == #"{"flag":true}"#)
  }

  @Test func integerNSNumbersAreWrittenExactly() throws {
    #expect(try WriterHelpers.anyText(NSNumber(value: 1)) == "1")
    #expect(try WriterHelpers.anyText(NSNumber(value: Int8(-5))) == "-5")
    #expect(try WriterHelpers.anyText(NSNumber(value: Int64.min)) == "-9223372036854775808")
    #expect(try WriterHelpers.anyText(NSNumber(value: Int64.max)) == "9223372036854775807")
    #expect(try WriterHelpers.anyText(NSNumber(value: UInt64.max)) == "18446744073709551615")
    #expect(try WriterHelpers.anyText(NSNumber(value: UInt32.max)) == "4294967295")
  }

  @Test func floatingNSNumbersAreWrittenAsDoubles() throws {
    #expect(try WriterHelpers.anyText(NSNumber(value: 1.5)) == "1.5")
    #expect(try WriterHelpers.anyText(NSNumber(value: 2.0)) == "2")
    #expect(try WriterHelpers.anyText(NSNumber(value: Float(0.1))) == "0.1")
    let error = WriterHelpers.anyFailure(NSNumber(value: Double.infinity))
    #expect(error?.reason == .notJSONEncodable("invalid JSON number inf"))
  }

  @Test func decimalNumbersAreWrittenExactly() throws {
    #expect(try WriterHelpers.anyText(NSDecimalNumber(string: "-65.613616999999977")) == "-65.613616999999977")
    #expect(try WriterHelpers.anyText(Decimal(string: "12.50")!) == "12.5")
    let error = WriterHelpers.anyFailure(["d": NSDecimalNumber.notANumber])
    #expect(error?.reason == .notJSONEncodable("invalid JSON number NaN"))
    #expect(error?.path == "d")
  }

  /// Integers stay exact; an integral floating-point number is written as Foundation writes it.
  @Test func parsedNumbersKeepTheirValue() throws {
    let parsed = try WriterHelpers.parse(#"[1, -3, 1.5, 1e3, true, false, 12345678901234567890, null]"#)
    #expect(try WriterHelpers.anyText(parsed) == "[1,-3,1.5,1000,true,false,12345678901234567890,null]")
  }

  @Test func everySwiftScalarTypeIsWritten() throws {
    let values: [Any] = [
      Int(-1), Int8(-8), Int16(-16), Int32(-32), Int64(-64),
      UInt(1), UInt8(8), UInt16(16), UInt32(32), UInt64(64),
      Double(0.5), Float(0.25), "s", true, NSNull(),
    ]
    #expect(try WriterHelpers.anyText(values) == #"[-1,-8,-16,-32,-64,1,8,16,32,64,0.5,0.25,"s",true,null]"#)
  }

  @Test func optionalsAreUnwrappedOrNull() throws {
    let none: Int? = nil
    let some: String? = "x"
    let nested: Int?? = .some(nil)
    #expect(try WriterHelpers.anyText([none as Any, some as Any, nested as Any]) == #"[null,"x",null]"#)
    #expect(try WriterHelpers.anyText(["a": none as Any] as [String: Any]) == #"{"a":null}"#)
  }

  @Test func typedCollectionsAndFoundationContainersAreWritten() throws {
    #expect(try WriterHelpers.anyText([1, 2, 3] as [Int]) == "[1,2,3]")
    #expect(try WriterHelpers.anyText(["k": "v"] as [String: String]) == #"{"k":"v"}"#)
    #expect(try WriterHelpers.anyText([["a": 1]] as [[String: Int]]) == #"[{"a":1}]"#)
    #expect(try WriterHelpers.anyText(["k": [true]] as [AnyHashable: Any]) == #"{"k":[true]}"#)
    #expect(try WriterHelpers.anyText(NSArray(array: [NSString(string: "s"), NSNumber(value: 2)])) == #"["s",2]"#)
    #expect(try WriterHelpers.anyText(NSDictionary(dictionary: ["k": NSNull()])) == #"{"k":null}"#)
    #expect(try WriterHelpers.anyText(NSString(string: "ns")) == #""ns""#)
  }

  @Test func nonStringKeysThrowWithPath() throws {
    let value: [String: Any] = ["outer": [1: "one"] as [AnyHashable: Any]]
    let error = try #require(WriterHelpers.anyFailure(value))
    #expect(error.reason == .notJSONEncodable("dictionary has non-string keys (number 1)"))
    #expect(error.path == "outer")
  }

  @Test func foundationValuesTakeTheirJSONForm() throws {
    let date = Date(timeIntervalSince1970: 0)
    let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let values: [Any] = [date, URL(string: "https://example.com/a?b=1")!, uuid, Data([1, 2, 3]), Set([7])]
    let text = try WriterHelpers.anyText(values)
    #expect(
      text
        == #"["1970-01-01T00:00:00Z","https://example.com/a?b=1","e621e1f8-c36c-495a-93fc-0c247a3e6e5f","AQID",[7]]"#)
  }

  @Test func valuesWithNoJSONFormThrowWithPath() throws {
    struct Opaque {}
    let unsupported: [Any] = [NSObject(), Opaque(), { (x: Int) in x }]
    for item in unsupported {
      let value: [String: Any] = ["statuses": [NSNull(), ["created": item] as [String: Any]] as [Any]]
      let error = try #require(WriterHelpers.anyFailure(value))
      guard case .notJSONEncodable(let message) = error.reason else {
        Issue.record("unexpected reason \(error.reason)")
        continue
      }
      #expect(message.contains("has no JSON form"))
      #expect(error.path == "statuses[1].created")
    }
  }

  /// `levels` arrays nested inside each other around a single `0`.
  static func nestedArrays(_ levels: Int) -> Any {
    var value: Any = 0
    for _ in 0..<levels { value = [value] as [Any] }
    return value
  }

  /// `levels` objects nested inside each other under key "k".
  static func nestedObjects(_ levels: Int) -> Any {
    var value: Any = 0
    for _ in 0..<levels { value = ["k": value] as [String: Any] }
    return value
  }

  @Test func nestingUpToTheDepthLimitIsWritten() throws {
    let arrays = try WriterHelpers.anyText(Self.nestedArrays(NestingLimit.levels))
    #expect(arrays == String(repeating: "[", count: 512) + "0" + String(repeating: "]", count: 512))
    let objects = try WriterHelpers.anyText(Self.nestedObjects(NestingLimit.levels))
    #expect(objects.hasSuffix("{\"k\":0" + String(repeating: "}", count: 512)))
  }

  @Test func nestingBeyondTheDepthLimitThrows() throws {
    let error = try #require(WriterHelpers.anyFailure(Self.nestedArrays(513)))
    #expect(error.reason == .depthLimitExceeded(512))
    #expect(error.path == String(repeating: "[0]", count: 512))
    let objectError = try #require(WriterHelpers.anyFailure(Self.nestedObjects(2000)))
    #expect(objectError.reason == .depthLimitExceeded(512))
    #expect(objectError.path == Array(repeating: "k", count: 512).joined(separator: "."))
  }
}
