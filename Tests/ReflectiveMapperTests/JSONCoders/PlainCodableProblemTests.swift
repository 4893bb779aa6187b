import Foundation
import Testing

@testable import ReflectiveMapper

/// Plain `Codable` values through the library's decoder carry the library's account of a
/// problem (`MappingError`: its reason code, the input's own key spelling), beside the coding
/// path `Codable` gives, so that a server reports a plain body and a model alike.
@Suite struct PlainCodableProblemTests {
  struct Member: Codable {
    var displayName: String
    var joinedAt: Date?
    var avatarUrl: URL?
    var score: Double?
  }
  struct Page: Codable {
    var pageCount: Int
    var data: [Member]
  }

  /// A snake-case, ISO 8601 decoder, as a server sets it up.
  private func decoder() -> ReflectiveJSONDecoder {
    let decoder = ReflectiveJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The error of decoding `json` as `T`, and the `MappingError` it carries.
  private func failure<T: Decodable>(_: T.Type, _ json: String) throws -> (error: DecodingError, problem: MappingError) {
    do {
      _ = try decoder().decode(T.self, from: Data(json.utf8))
    } catch let error as DecodingError {
      let context = try #require(JSONCoderCheck.context(error))
      return (error, try #require(context.underlyingError as? MappingError, "no MappingError under \(error)"))
    }
    throw PlainCodableFailure.decoded
  }

  private enum PlainCodableFailure: Error { case decoded }

  @Test func typeMismatchHasTheLibrarysCodeAndTheInputsKeys() throws {
    let (error, problem) = try failure(Page.self, #"{"page_count": 1, "data": [{"display_name": "Ada"}, {"display_name": 7}]}"#)
    // Codable's own coding path is unchanged: the Swift-side keys.
    #expect(JSONCoderCheck.kind(error) == "typeMismatch")
    #expect(JSONCoderCheck.path(error) == ["data", "Index 1", "displayName"])
    #expect(problem.path == "data[1].display_name")
    #expect(problem.reason == .typeMismatch(expected: "String", found: "number 7"))
    #expect(problem.reason.code == "typeMismatch")
  }

  @Test(arguments: [
    (#"{"data": []}"#, "keyNotFound", "page_count", MappingError.Reason.missingRequiredValue),
    (#"{"page_count": null, "data": []}"#, "valueNotFound", "page_count", .nullValue(expected: "Int")),
    (#"{"page_count": "many", "data": []}"#, "typeMismatch", "page_count", .typeMismatch(expected: "Int", found: #"String "many""#)),
    (#"{"page_count": 1, "data": {}}"#, "typeMismatch", "data", .typeMismatch(expected: "Array<Any>", found: "dictionary of 0 keys")),
    (#"{"page_count": 1.5, "data": []}"#, "dataCorrupted", "page_count", .notRepresentable(expected: "Int", found: "number 1.5")),
    (
      #"{"page_count": 1, "data": [{"display_name": "A", "score": 1e-400}]}"#, "dataCorrupted", "data[0].score",
      .notRepresentable(expected: "Double", found: "number 1e-400")
    ),
    (
      #"{"page_count": 1, "data": [{"display_name": "A", "joined_at": "yesterday"}]}"#, "dataCorrupted", "data[0].joined_at",
      .invalidValue(expected: "ISO 8601 date", found: #"String "yesterday""#)
    ),
    (
      #"{"page_count": 1, "data": [{"display_name": "A", "avatar_url": ""}]}"#, "dataCorrupted", "data[0].avatar_url",
      .invalidValue(expected: "URL", found: #"String """#)
    ),
    (#"{"page_count": 1, "page_count": 2, "data": []}"#, "dataCorrupted", "page_count", .duplicateKey("page_count")),
    (#"{"pageCount": 1, "page_count": 2, "data": []}"#, "dataCorrupted", "page_count", .duplicateKey("page_count")),
  ])
  func eachProblemKind(_ json: String, _ kind: String, _ path: String, _ reason: MappingError.Reason) throws {
    let (error, problem) = try failure(Page.self, json)
    #expect(JSONCoderCheck.kind(error) == kind)
    #expect(problem.path == path)
    #expect(problem.reason == reason)
    #expect(problem.isFatal)
  }

  @Test func aKeyMissingInsideAnArrayIsSpelledAsTheInputWouldSpellIt() throws {
    let (error, problem) = try failure(Page.self, #"{"page_count": 1, "data": [{"score": 1}]}"#)
    #expect(JSONCoderCheck.kind(error) == "keyNotFound")
    #expect(problem.path == "data[0].display_name")
    #expect(problem.reason == .missingRequiredValue)
  }

  @Test func aTypesOwnDataCorruptedIsCustomAtTheInputsPath() throws {
    struct Even: Decodable {
      var value: Int
      init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
        if value % 2 != 0 {
          throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(value) is odd"))
        }
      }
    }
    struct Holder: Decodable { var luckyNumbers: [Even] }
    let (error, problem) = try failure(Holder.self, #"{"lucky_numbers": [2, 3]}"#)
    #expect(JSONCoderCheck.path(error) == ["luckyNumbers", "Index 1"])
    #expect(problem.path == "lucky_numbers[1]")
    #expect(problem.reason == .custom("3 is odd"))
  }

  @Test func aModelsOwnProblemIsKeptAsItIs() throws {
    struct Wrapper: Codable { var counter: CodableMeaningCounter }
    let (_, problem) = try failure(Wrapper.self, #"{"counter": {"id": "many"}}"#)
    #expect(problem.path == "counter.id")
    #expect(problem.reason.code == "typeMismatch")
  }

  @Test func garbageNeverCrashesAndAlwaysCarriesAProblem() throws {
    for json in [#"{"page_count": [[[]]], "data": 5}"#, #"{"data": [null]}"#, #"[1, 2]"#, #""x""#, #"{"data": [{"display_name": {}}]}"#] {
      let (_, problem) = try failure(Page.self, json)
      #expect(!problem.reason.code.isEmpty, "\(json)")
    }
  }
}

/// A lenient model inside a plain `Codable` value (`CodableMeaningTests` has the rules).
struct CodableMeaningCounter: ReflectiveCodable {
  var id = 0
  static var keyPaths: [String: AnyKeyPath] { ["id": \CodableMeaningCounter.id] }
}
