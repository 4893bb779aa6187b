import Foundation
import Testing

@testable import ReflectiveMapper

/// Decoding helpers shared by the JSON coder tests.
enum JSONCoderCheck {
  /// Decodes `json` with `ReflectiveJSONDecoder` and with `JSONDecoder`, expects the same
  /// value from both, and returns it.
  @discardableResult
  static func same<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, configure: (ReflectiveJSONDecoder, JSONDecoder) -> Void = { _, _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> T {
    let ours = ReflectiveJSONDecoder()
    let theirs = JSONDecoder()
    configure(ours, theirs)
    let data = Data(json.utf8)
    let expected = try theirs.decode(T.self, from: data)
    let value = try ours.decode(T.self, from: data)
    #expect(value == expected, sourceLocation: sourceLocation)
    return value
  }

  /// The `DecodingError` `ReflectiveJSONDecoder` throws for `json`; records an issue when it
  /// decodes or throws something else.
  static func failure<T: Decodable>(
    _ type: T.Type, _ json: String, decoder: ReflectiveJSONDecoder = ReflectiveJSONDecoder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> DecodingError? {
    failure(type, Data(json.utf8), decoder: decoder, sourceLocation: sourceLocation)
  }

  /// The `DecodingError` for raw bytes.
  static func failure<T: Decodable>(
    _ type: T.Type, _ data: Data, decoder: ReflectiveJSONDecoder = ReflectiveJSONDecoder(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> DecodingError? {
    #expect(throws: DecodingError.self, sourceLocation: sourceLocation) { try decoder.decode(T.self, from: data) }
  }

  /// The coding path of an error, as strings (`["items", "Index 2", "id"]`).
  static func path(_ error: DecodingError?) -> [String]? {
    context(error)?.codingPath.map(\.stringValue)
  }

  /// The context of any `DecodingError`.
  static func context(_ error: DecodingError?) -> DecodingError.Context? {
    switch error {
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .keyNotFound(_, let context)?, .dataCorrupted(let context)?:
      return context
    default:
      return nil
    }
  }

  /// The kind of a `DecodingError`, for comparing errors.
  static func kind(_ error: DecodingError?) -> String {
    switch error {
    case .typeMismatch?: "typeMismatch"
    case .valueNotFound?: "valueNotFound"
    case .keyNotFound?: "keyNotFound"
    case .dataCorrupted?: "dataCorrupted"
    default: "none"
    }
  }
}
