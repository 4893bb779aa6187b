import Foundation
import Hummingbird
import ReflectiveMapper

/// The request context of every route: its decoder and encoder read and write models with
/// ReflectiveMapper, everything else with JSONDecoder and JSONEncoder.
///
/// So Hummingbird's own API takes models: `request.decode(as: Order.self, context: context)`
/// reads the body with `init(jsonData:)`, and a handler that returns a model (a
/// `ReflectiveCodable` that is also `ResponseEncodable`) answers its `jsonData()`.
struct AppRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  init(source: Source) { coreContext = .init(source: source) }
  var requestDecoder: ModelRequestDecoder { ModelRequestDecoder() }
  var responseEncoder: ModelResponseEncoder { ModelResponseEncoder() }
}

/// Reads a request body: a `ReflectiveModel` straight from the body's bytes with
/// `init(jsonData:)` (a `MappingError` becomes a 400 listing every problem), anything else
/// with JSONDecoder (whose `DecodingError`s Hummingbird turns into 400s).
struct ModelRequestDecoder: RequestDecoder {
  func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    guard let model = T.self as? any ReflectiveModel.Type else { return try JSONDecoder().decode(T.self, from: body) }
    do {
      return try body.withUnsafeReadableBytes { try model.init(jsonData: $0) } as! T
    } catch let error as MappingError {
      throw MappingProblems(error: error)
    }
  }
}

/// Writes what a handler returns: a `ReflectiveModel` with `jsonData()`, anything else with
/// JSONEncoder (keys sorted, slashes unescaped).
struct ModelResponseEncoder: ResponseEncoder {
  func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
    let data: Data
    if let model = value as? any ReflectiveModel {
      data = try model.jsonData()
    } else {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      data = try encoder.encode(value)
    }
    return .json(data)
  }
}

/// A request body that does not map: a 400 whose body lists every problem
/// (`[{"path": "items[0].quantity", "code": "typeMismatch", …}]`).
struct MappingProblems: HTTPResponseError {
  let error: MappingError
  var status: HTTPResponse.Status { .badRequest }
  func response(from request: Request, context: some RequestContext) throws -> Response { try badRequest(error) }
}
