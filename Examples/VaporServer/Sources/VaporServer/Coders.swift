import Foundation
import ReflectiveMapper
import Vapor

// The library's coders as Vapor's JSON coders: every `Content` body is read by
// `ReflectiveJSONDecoder` (a `ReflectiveCodable` model with every rule of `init(jsonData:)`,
// a plain `Codable` value on the library's strict reader) and written by `ReflectiveJSONEncoder`.
// (Retroactive: neither type is this package's, and this is the conformance Vapor asks for.)
// swift-format-ignore: AvoidRetroactiveConformances
extension ReflectiveJSONDecoder: @retroactive ContentDecoder {
  /// Decodes a body as `ReflectiveJSONDecoder` decodes bytes; a `DecodingError` becomes ``MappingProblems``.
  public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
    do {
      // The body's bytes as they are: the decoder copies them once.
      return try body.withUnsafeReadableBytes { try decode(D.self, from: $0) }
    } catch let error as DecodingError {
      throw MappingProblems(error)
    }
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension ReflectiveJSONEncoder: @retroactive ContentEncoder {
  /// Encodes a value as JSON into the body.
  public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
    headers.contentType = .json
    body.writeBytes(try encode(encodable))
  }
}

/// Sets the library's coders for JSON bodies, keeping what Vapor's own coders did (ISO 8601
/// dates), and a body limit that takes a GitHub webhook (Vapor's default is 16 KB).
func configureCoders(_ app: Application) {
  let decoder = ReflectiveJSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  decoder.keyDecodingStrategy = .convertFromSnakeCase  // reaches the models inside too
  let encoder = ReflectiveJSONEncoder()
  encoder.dateEncodingStrategy = .iso8601
  encoder.keyEncodingStrategy = .convertToSnakeCase
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  ContentConfiguration.global.use(decoder: decoder, for: .json)
  ContentConfiguration.global.use(encoder: encoder, for: .json)
  app.routes.defaultMaxBodySize = "1mb"
  // After Vapor's ErrorMiddleware (the first), so that it sees the error before that one answers it.
  app.middleware.use(MappingProblemsMiddleware())
}

/// A body that does not decode: answered 400 with every problem once, each with its path and
/// code (`[{"path": "pull_request.number", "code": "typeMismatch", …}]`).
struct MappingProblems: Error {
  let error: MappingError

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
      self.error = MappingError(path: path.hasPrefix(".") ? String(path.dropFirst()) : path, reason: .custom(context?.debugDescription ?? "\(error)"))
    }
  }
}

/// Turns ``MappingProblems`` into the 400 (Vapor's own error middleware would answer one string).
struct MappingProblemsMiddleware: AsyncMiddleware {
  func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
    do {
      return try await next.respond(to: request)
    } catch let problems as MappingProblems {
      let body = try JSONEncoder().encode(problems.error.report)
      return Response(status: .badRequest, headers: ["Content-Type": "application/json"], body: .init(data: body))
    }
  }
}
