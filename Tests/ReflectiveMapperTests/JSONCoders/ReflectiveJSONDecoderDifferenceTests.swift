import Foundation
import Testing

@testable import ReflectiveMapper

/// Each documented difference from `JSONDecoder` (the JSON coders article), asserted on both
/// sides: what `JSONDecoder` does here, and what `ReflectiveJSONDecoder` does instead.
@Suite struct ReflectiveJSONDecoderDifferenceTests {
  struct Number: Codable { var value: Int }
  struct Login: Codable { var login: String }

  /// `JSONDecoder`'s value for `json`, or nil when it throws.
  func foundation<T: Decodable>(_: T.Type, _ json: String, _ configure: (JSONDecoder) -> Void = { _ in }) -> T? {
    let decoder = JSONDecoder()
    configure(decoder)
    return try? decoder.decode(T.self, from: Data(json.utf8))
  }

  @Test func trailingCommaIsRefused() {
    #expect(foundation([Int].self, "[1,]") == [1])
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Int].self, "[1,]")) == "dataCorrupted")
  }

  @Test func repeatedKeyIsRefused() {
    #expect(foundation(Login.self, #"{"login": "Mallory", "login": "Codertocat"}"#)?.login == "Mallory")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Login.self, #"{"login": "Mallory", "login": "Codertocat"}"#)) == "dataCorrupted")
  }

  @Test func keysTheStrategyMergesAreRefused() {
    let json = #"{"user_id": 1, "userId": 2}"#
    struct User: Codable { var userId: Int }
    #expect(foundation(User.self, json) { $0.keyDecodingStrategy = .convertFromSnakeCase }?.userId == 1)
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(User.self, json, decoder: decoder)) == "dataCorrupted")
  }

  @Test func inexactIntegersAreRefused() {
    #expect(foundation(Number.self, #"{"value": 1e-400}"#)?.value == 0)
    #expect(foundation(Number.self, #"{"value": 1.0000000000000001}"#)?.value == 1)
    for json in [#"{"value": 1e-400}"#, #"{"value": 1.0000000000000001}"#] {
      let error = JSONCoderCheck.failure(Number.self, json)
      #expect(JSONCoderCheck.kind(error) == "dataCorrupted")
      #expect(JSONCoderCheck.path(error) == ["value"])
    }
  }

  @Test func outOfRangeNumbersHaveTheirPath() {
    struct Small: Codable { var value: Int8 }
    var theirs: DecodingError?
    do { _ = try JSONDecoder().decode(Small.self, from: Data(#"{"value": 300}"#.utf8)) } catch { theirs = error as? DecodingError }
    #expect(JSONCoderCheck.kind(theirs) == "dataCorrupted")
    #expect(JSONCoderCheck.path(theirs) == [])
    #expect(JSONCoderCheck.path(JSONCoderCheck.failure(Small.self, #"{"value": 300}"#)) == ["value"])
  }

  @Test func utf16BodiesAreRefused() {
    let utf16 = Data([0xFF, 0xFE] + "[1]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect((try? JSONDecoder().decode([Int].self, from: utf16)) == [1])
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Int].self, utf16)) == "dataCorrupted")
  }

  @Test func iso8601AlsoReadsABareDate() throws {
    #expect(foundation(Date.self, #""2024-03-05""#) { $0.dateDecodingStrategy = .iso8601 } == nil)
    let decoder = ReflectiveJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode(Date.self, from: Data(#""2024-03-05""#.utf8)).timeIntervalSince1970 == 1_709_596_800)
  }

  @Test func allKeysAreInDocumentOrder() throws {
    struct Keys: Decodable {
      var names: [String]
      init(from decoder: any Decoder) throws { names = try decoder.container(keyedBy: AnyValueCodingKey.self).allKeys.map(\.stringValue) }
    }
    let json = #"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4}"#
    #expect(try ReflectiveJSONDecoder().decode(Keys.self, from: Data(json.utf8)).names == ["zeta", "alpha", "mid", "beta"])
    #expect(foundation(Keys.self, json)?.names.sorted() == ["alpha", "beta", "mid", "zeta"])
  }
}
