import Foundation

/// ``ReflectiveCodable`` models met by ``ReflectiveJSONDecoder``: hydrated straight from their
/// node of the tape, as ``ReflectiveModel/init(jsonData:registry:context:)`` hydrates from
/// bytes, instead of through `init(from:)` and a dictionary.
///
/// So every rule of `init(jsonData:)` applies to a model wherever it sits in a `Codable` value:
/// its registry's keys, strategies, adapters, defaults, strictness, repeated keys (a problem by
/// the model's rules: non-fatal unless the model is strict, the last value read), exact
/// numbers and unknown keys (`.collect` too). The registry is the decoder's `userInfo` value
/// under ``MappingRegistry/codingUserInfoKey``, else the type's
/// ``ReflectiveCodable/codingRegistry``. Fatal problems become the `DecodingError`
/// ``ReflectiveCodable`` throws from any decoder (the ``MappingError`` with every problem in its
/// `underlyingError`, the coding path the model's followed by the first fatal problem's);
/// non-fatal ones reach the registry's ``MappingRegistry/issueHandler``.
extension TapeDecoder {
  /// The model of type `M` at `index`.
  func model<M: ReflectiveCodable>(_: M.Type, at index: Int, path: AnyValueCodingPath) throws -> M {
    let node = document.node(at: index)
    let base = document.userInfoRegistry ?? M.codingRegistry
    let registry = document.registry(for: base)
    let plan = registry.plan(for: M.self)
    // A transparent model (`ModelMapping.transparentProperty`) reads any value.
    guard node.kind == .object || plan.isTransparent else {
      if node.kind == .null {
        throw DecodingError.valueNotFound(
          M.self, .init(codingPath: path.keys, debugDescription: "Cannot get value of type \(M.self) -- found null value instead"))
      }
      throw TapeDocument.typeMismatch([String: Any].self, node, at: path.keys)
    }
    let input = CallInput.parsed(document.box.element(at: index))
    var issues: [MappingError] = []
    let model: M
    do {
      model = try HydrationCall.create(M.self, from: input, plan: plan, registry: registry, mapping: MappingContext(), issues: &issues)
    } catch let error as MappingError {
      throw decodingError(error, at: path, model: M.self)
    }
    if issues.isEmpty { return model }
    if let error = (document.userInfoRules ?? base.codingRules).error(for: issues) {
      throw decodingError(error, at: path, model: M.self)
    }
    if document.collected != nil {
      let prefix = document.servicePath(path.keys)
      document.collected! += issues.map { CodableBridge.prefixed($0, with: prefix) }
    }
    return model
  }

  /// The `DecodingError` of a model's fatal problem: its coding path the model's followed by
  /// the problem's, its ``MappingError`` at the full path in the input's keys.
  private func decodingError(_ error: MappingError, at path: AnyValueCodingPath, model: any ReflectiveModel.Type) -> DecodingError {
    let thrown = DecodingError(error, codingPath: path.keys, model: model)
    let prefix = document.servicePath(path.keys)
    guard !prefix.isEmpty else { return thrown }
    let moved = CodableBridge.prefixed(error, with: prefix)
    let context = { (context: DecodingError.Context) in
      DecodingError.Context(codingPath: context.codingPath, debugDescription: moved.description, underlyingError: moved)
    }
    switch thrown {
    case .typeMismatch(let type, let c): return .typeMismatch(type, context(c))
    case .valueNotFound(let type, let c): return .valueNotFound(type, context(c))
    case .keyNotFound(let key, let c): return .keyNotFound(key, context(c))
    case .dataCorrupted(let c): return .dataCorrupted(context(c))
    @unknown default: return thrown
    }
  }

  /// ``model(_:at:path:)`` for a model type known only as an existential, returned as `T`
  /// (which is `M`).
  func model<M: ReflectiveCodable, T>(opening _: M.Type, at index: Int, path: AnyValueCodingPath, as _: T.Type) throws -> T {
    anyValueIdentityCast(try model(M.self, at: index, path: path))
  }
}
