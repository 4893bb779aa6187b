import Foundation
import Hummingbird
import ReflectiveMapper

/// The request context of every route: the library's JSON coders read and write every body.
///
/// `ReflectiveJSONDecoder` and `ReflectiveJSONEncoder` stand in for JSONDecoder and JSONEncoder
/// for every `Codable` type, set once here. A `ReflectiveCodable` model (an `Order`) is read
/// straight from the body's bytes with every rule of `init(jsonData:)` (strictness, repeated
/// keys, exact numbers) and written by its output plan; a plain `Codable` value (a
/// cancellation) gets Foundation's behaviour on the library's strict reader. So Hummingbird's
/// own API takes models: `request.decode(as: Order.self, context: context)`, and handlers that
/// return models.
struct AppRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  init(source: Source) { coreContext = .init(source: source) }
  var requestDecoder: AppRequestDecoder { AppRequestDecoder() }
  var responseEncoder: AppResponseEncoder { AppResponseEncoder() }
}

/// Reads a request body with the library's decoder.
///
/// A body that does not decode is a 400 listing every problem (a model's every mapping
/// problem, or the decoder's one).
struct AppRequestDecoder: RequestDecoder {
  /// One decoder for every request: its options are set once, and it may be shared.
  ///
  /// Dates are ISO 8601, as Hummingbird's default decoder reads them.
  static let decoder: ReflectiveJSONDecoder = {
    let decoder = ReflectiveJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      // The body's bytes as they are: the decoder copies them once.
      return try body.withUnsafeReadableBytes { try Self.decoder.decode(T.self, from: $0) }
    } catch let error as DecodingError {
      throw MappingProblems(error)
    }
  }
}

/// Writes what a handler returns with the library's encoder (slashes unescaped; keys in the
/// order each type encodes them).
struct AppResponseEncoder: ResponseEncoder {
  /// One encoder for every response.
  static let encoder: ReflectiveJSONEncoder = {
    let encoder = ReflectiveJSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601  // as Hummingbird's default encoder writes dates
    return encoder
  }()

  func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
    .json(try Self.encoder.encode(value))
  }
}

/// A request body that does not decode: a 400 whose body lists every problem
/// (`[{"path": "items[0].quantity", "code": "typeMismatch", …}]`).
struct MappingProblems: HTTPResponseError {
  let error: MappingError
  var status: HTTPResponse.Status { .badRequest }

  init(_ error: MappingError) { self.error = error }

  /// The problems of a `DecodingError`: the `MappingError` it carries (a model's, or the
  /// reader's for malformed JSON), else one problem at its coding path.
  init(_ error: DecodingError) {
    let context: DecodingError.Context? =
      switch error {
      case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
        context
      @unknown default: nil
      }
    if let mapping = context?.underlyingError as? MappingError {
      self.error = mapping
    } else {
      let path = (context?.codingPath ?? []).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      let reason = context?.debugDescription ?? "\(error)"
      self.error = MappingError(path: path.hasPrefix(".") ? String(path.dropFirst()) : path, reason: .custom(reason))
    }
  }

  func response(from request: Request, context: some RequestContext) throws -> Response { try badRequest(error) }
}
