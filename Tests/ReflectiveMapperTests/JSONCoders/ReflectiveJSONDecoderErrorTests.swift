import Foundation
import Testing

@testable import ReflectiveMapper

/// Errors: coding paths, kinds, repeated keys, exact numbers, malformed input; never a crash.
@Suite struct ReflectiveJSONDecoderErrorTests {
  struct Item: Codable {
    var id: Int
    var name: String?
  }
  struct Order: Codable { var items: [Item] }

  @Test func codingPathOfANestedError() {
    let json = #"{"items": [{"id": 1}, {"id": 2}, {"id": "three"}]}"#
    let ours = JSONCoderCheck.failure(Order.self, json)
    #expect(JSONCoderCheck.kind(ours) == "typeMismatch")
    #expect(JSONCoderCheck.path(ours) == ["items", "Index 2", "id"])
    #expect(JSONCoderCheck.context(ours)?.debugDescription == "Expected to decode Int but found a string instead.")
    // The same kind and path as JSONDecoder's.
    do {
      _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
      Issue.record("JSONDecoder decoded it")
    } catch let error as DecodingError {
      #expect(JSONCoderCheck.kind(error) == "typeMismatch")
      #expect(JSONCoderCheck.path(error) == ["items", "Index 2", "id"])
    } catch {
      Issue.record("\(error)")
    }
  }

  /// Kind and path of each error are `JSONDecoder`'s.
  @Test(arguments: [
    (#"{"items": [{"name": "x"}]}"#, "keyNotFound", ["items", "Index 0"]),
    (#"{"items": [{"id": null}]}"#, "valueNotFound", ["items", "Index 0", "id"]),
    (#"{"items": {"id": 1}}"#, "typeMismatch", ["items"]),
    (#"{"items": null}"#, "valueNotFound", ["items"]),
    (#"{"items": [{"id": 1, "name": 5}]}"#, "typeMismatch", ["items", "Index 0", "name"]),
    (#"[]"#, "typeMismatch", []),
  ])
  func errorKindsMatchJSONDecoder(_ json: String, _ kind: String, _ path: [String]) {
    let ours = JSONCoderCheck.failure(Order.self, json)
    #expect(JSONCoderCheck.kind(ours) == kind)
    #expect(JSONCoderCheck.path(ours) == path)
    var theirs: DecodingError?
    do { _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8)) } catch { theirs = error as? DecodingError }
    #expect(JSONCoderCheck.kind(theirs) == kind)
    #expect(JSONCoderCheck.path(theirs) == path)
  }

  @Test func unkeyedContainerAtEnd() {
    struct Two: Decodable {
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        _ = try container.decode(Int.self)
      }
    }
    let error = JSONCoderCheck.failure(Two.self, "[1]")
    #expect(JSONCoderCheck.kind(error) == "valueNotFound")
    #expect(JSONCoderCheck.path(error) == ["Index 1"])
  }

  // MARK: Repeated keys

  @Test func repeatedKeyIsRefusedNamingIt() throws {
    struct User: Codable { var login: String }
    let json = #"{"wrapper": {"login": "Mallory", "login": "Codertocat"}}"#
    let error = JSONCoderCheck.failure([String: User].self, json)
    #expect(JSONCoderCheck.kind(error) == "dataCorrupted")
    #expect(JSONCoderCheck.path(error) == ["wrapper"])
    let context = try #require(JSONCoderCheck.context(error))
    #expect(context.debugDescription.contains("\"login\""))
    let mapping = try #require(context.underlyingError as? MappingError)
    #expect(mapping.reason == .duplicateKey("login"))
    // JSONDecoder reads the first value silently.
    #expect(try JSONDecoder().decode([String: User].self, from: Data(json.utf8))["wrapper"]?.login == "Mallory")
  }

  @Test func repeatedKeysInLargeObjectsAndDictionaries() {
    // More members than the scan limit: the hash table finds the repeat.
    var members = (0..<40).map { "\"k\($0)\": \($0)" }
    members.append("\"k7\": 0")
    let large = "{" + members.joined(separator: ", ") + "}"
    struct K7: Decodable { var k7: Int }
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(K7.self, large)) == "dataCorrupted")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([String: Int].self, large)) == "dataCorrupted")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([String: Int].self, #"{"a": 1, "a": 1}"#)) == "dataCorrupted")
    // Escaped and plain spellings of one key are one key.
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(K7.self, #"{"k7": 1, "k\u0037": 2}"#)) == "dataCorrupted")
  }

  @Test func largeObjectsAreFoundInAnyOrder() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.reversed()
    let json = "{" + members.joined(separator: ", ") + "}"
    let value = try JSONCoderCheck.same([String: Int].self, json)
    #expect(value.count == 40 && value["k39"] == 39)
    struct Some: Codable, Equatable {
      var k0: Int
      var k39: Int
      var k20: Int
      var absent: Int?
    }
    #expect(try JSONCoderCheck.same(Some.self, json) == Some(k0: 0, k39: 39, k20: 20, absent: nil))
  }

  // MARK: Numbers

  /// A number the type cannot hold exactly is an error, never a nearby value.
  @Test func inexactNumbers() {
    func refused<T: Decodable>(_: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let error = JSONCoderCheck.failure(T.self, json, sourceLocation: sourceLocation)
      #expect(JSONCoderCheck.kind(error) == "dataCorrupted", sourceLocation: sourceLocation)
    }
    refused([Int8].self, "[300]")
    refused([UInt].self, "[-1]")
    refused([Int].self, "[1.5]")
    refused([Int].self, "[1e-400]")
    refused([Double].self, "[1e-400]")
    refused([Float].self, "[1e-50]")
    refused([Float].self, "[3.5e38]")
    refused([UInt64].self, "[18446744073709551616]")
    refused([Int64].self, "[9223372036854775808]")
    refused([Int].self, "[1.0000000000000001]")
    refused([Double].self, "[1e400]")
    refused([Decimal].self, "[1e-400]")
    refused([Decimal].self, "[123456789012345678901234567890123456789012345]")
  }

  @Test func outOfRangeNumberHasItsPath() {
    struct Small: Decodable { var value: Int8 }
    let error = JSONCoderCheck.failure([Small].self, #"[{"value": 1}, {"value": 300}]"#)
    #expect(JSONCoderCheck.path(error) == ["Index 1", "value"])
    #expect(JSONCoderCheck.context(error)?.debugDescription.contains("300") == true)
  }

  @Test func wrongTypesEverywhere() {
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Bool.self, "1")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Int.self, "true")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(String.self, "1")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Int.self, #""1""#)) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Int].self, "{}")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([String: Int].self, "[]")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Decimal.self, #""1.5""#)) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Bool.self, "null")) == "typeMismatch")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(String.self, "null")) == "valueNotFound")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Order.self, "null")) == "valueNotFound")
  }

  // MARK: Malformed input

  /// Input the strict reader refuses: `dataCorrupted` with an empty path and the reader's error.
  @Test(arguments: [
    "", " ", "{", #"{"items": [1,]}"#, "[1,]", #"{"a": 1,}"#, "[1] x", "nul", "01", "1.", "[\"\u{01}\"]",
    #"["\ud800"]"#, "NaN", "Infinity", "// comment\n1", "{a: 1}", "'a'",
  ])
  func malformedJSON(_ json: String) throws {
    let error = JSONCoderCheck.failure([Int].self, json)
    #expect(JSONCoderCheck.kind(error) == "dataCorrupted")
    #expect(JSONCoderCheck.path(error) == [])
    let mapping = try #require(JSONCoderCheck.context(error)?.underlyingError as? MappingError)
    #expect(mapping.description.contains("line"))
  }

  @Test func invalidUTF8AndUTF16Bodies() throws {
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(String.self, Data([0x22, 0xFF, 0x22]))) == "dataCorrupted")
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(String.self, Data([0x22, 0xC3, 0x22]))) == "dataCorrupted")
    // `[1]` in UTF-16: JSONDecoder accepts it, the strict reader does not.
    let utf16 = Data("[1]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([Int].self, utf16)) == "dataCorrupted")
    #expect(try JSONDecoder().decode([Int].self, from: utf16) == [1])
    // A UTF-8 byte order mark is skipped.
    #expect(try ReflectiveJSONDecoder().decode([Int].self, from: Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == [1])
  }

  @Test func nestingPastTheLimit() throws {
    indirect enum Tree: Decodable {
      case leaf
      case node([Tree])
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var children: [Tree] = []
        while !container.isAtEnd { children.append(try container.decode(Tree.self)) }
        self = children.isEmpty ? .leaf : .node(children)
      }
    }
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(Tree.self, deep)) == "dataCorrupted")
    let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    _ = try ReflectiveJSONDecoder().decode(Tree.self, from: Data(allowed.utf8))
  }

  /// Every prefix of a valid document: an error or a value, never a crash.
  @Test func truncatedInput() {
    let json = #"{"items": [{"id": 1, "name": "a\u00e9\ud83d\ude00"}, {"id": -2.5e3}], "x": [true, false, null]}"#
    let bytes = Array(json.utf8)
    for end in 0..<bytes.count {
      #expect(throws: DecodingError.self) { try ReflectiveJSONDecoder().decode(Order.self, from: Data(bytes[0..<end])) }
    }
  }
}
