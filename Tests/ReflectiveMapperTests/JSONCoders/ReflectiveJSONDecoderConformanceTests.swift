import Foundation
import Testing

@testable import ReflectiveMapper

/// nst/JSONTestSuite through `ReflectiveJSONDecoder` into a generic JSON value: `y_` files
/// decode (and as with `JSONDecoder`), `n_` files are a `DecodingError`, `i_` files never crash.
@Suite(
  .enabled(
    if: ReaderTestData.exists("JSONTestSuite/test_parsing"),
    ReaderTestData.missingMessage("JSONTestSuite/test_parsing")))
struct ReflectiveJSONDecoderConformanceTests {
  /// Any JSON value, decoded through a single-value container by trying each kind in turn.
  indirect enum Value: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case number(Double)
    case decimal(Decimal)
    case string(String)
    case array([Value])
    case object([String: Value])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int64.self) {
        self = .integer(value)
      } else if let value = try? container.decode(UInt64.self) {
        self = .unsigned(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([Value].self) {
        self = .array(value)
      } else if let value = try? container.decode([String: Value].self) {
        self = .object(value)
      } else {
        self = .decimal(try container.decode(Decimal.self))
      }
    }
  }

  static let directory = "JSONTestSuite/test_parsing"

  /// Accepted by the reader, refused by the decoder: a repeated key in an object.
  static let repeatedKeyFiles: Set<String> = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

  static func data(_ name: String) throws -> Data { try ReaderTestData.data("\(directory)/\(name)") }

  @Test func acceptFilesDecodeAsWithJSONDecoder() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("y_") }
    #expect(names.count >= 95)
    for name in names {
      let data = try Self.data(name)
      if Self.repeatedKeyFiles.contains(name) {
        #expect(throws: DecodingError.self, "\(name): a repeated key") { try ReflectiveJSONDecoder().decode(Value.self, from: data) }
        continue
      }
      let ours = try #require(try? ReflectiveJSONDecoder().decode(Value.self, from: data), "\(name) should decode")
      if let theirs = try? JSONDecoder().decode(Value.self, from: data) {
        #expect(ours == theirs, "\(name)")
      }
    }
  }

  @Test func rejectFilesAreDecodingErrors() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("n_") }
    #expect(names.count >= 180)
    for name in names {
      #expect(throws: DecodingError.self, "\(name) should be refused") { try ReflectiveJSONDecoder().decode(Value.self, from: Self.data(name)) }
    }
  }

  @Test func implementationDefinedFilesNeverCrash() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("i_") }
    #expect(names.count >= 30)
    var decoded = 0
    for name in names where (try? ReflectiveJSONDecoder().decode(Value.self, from: Self.data(name))) != nil { decoded += 1 }
    #expect(decoded > 0)
  }
}
