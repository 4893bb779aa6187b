import Foundation

/// Which rules a ``ReflectiveCodable`` model follows when a `Decoder` creates it: `Codable`'s,
/// where a value that cannot be read is an error, or the registry's lenient ones.
///
/// Through a coder (``ReflectiveJSONDecoder``, Foundation's `JSONDecoder`, any `Decoder`) a
/// model is part of a `Codable` value, and `Codable` has no place for a problem that is not
/// thrown. So by default (``codable``) a problem that would leave a property without its
/// input's value throws the `DecodingError` `Codable` callers expect, at its full coding path:
/// - a value of the wrong kind (`{"id": "many"}` for an `Int`): `typeMismatch` naming the
///   property's type;
/// - `null` for a non-optional property or element: `valueNotFound`;
/// - a value the type cannot hold exactly (`300` for a `UInt8`, `1e-400` for a `Double`), a
///   malformed date or URL, a broken ``Constraint``, an adapter that threw: `dataCorrupted`;
/// - a missing required value: `keyNotFound`; an unknown key under `.fail`: `dataCorrupted`.
///
/// A property whose default stands in for a failure (``ModelMapping/defaultsOnFailure``)
/// takes it here too: its mapping chose that, as `@Default(forErrors:)` does.
///
/// Lenient conversions that keep the value (`"47"` for an `Int`) still apply, and problems
/// that lose nothing (a key naming an output-only or unlisted property) stay non-fatal and
/// reach ``MappingRegistry/issueHandler``; so does a repeated key, which keeps the model's
/// rule (the last value, reported; fatal when the model is strict).
///
/// ``registry`` keeps the registry's rules instead, as the direct entry points apply them
/// (``ReflectiveModel/init(jsonData:registry:context:)``): such a problem is then non-fatal
/// unless the model is strict or the property required, the property keeps its value, a
/// collection drops the element, and the problem reaches the issue handler, or the list
/// ``ReflectiveJSONDecoder/decode(_:from:issues:)`` fills. Choose it where a client should
/// get the rest of a payload despite one bad field (SmartCodable's behaviour):
///
/// ```swift
/// MappingRegistry.shared.codingRules = .registry        // every coder, every model
/// decoder.codingRules = .registry                       // one ReflectiveJSONDecoder
/// jsonDecoder.userInfo[MappingRegistry.codingRulesUserInfoKey] = CodingRules.registry  // Foundation's
/// ```
///
/// The first of these that says something applies: the coder's `userInfo` value under
/// ``MappingRegistry/codingRulesUserInfoKey`` (which ``ReflectiveJSONDecoder/codingRules``
/// sets), then the registry's ``MappingRegistry/codingRules``.
public enum CodingRules: Sendable, Hashable {
  /// `Codable`'s meaning: a value the model cannot take is a `DecodingError`. The default.
  case codable
  /// The registry's lenient rules, as the direct entry points apply them.
  case registry

  /// Whether `problem` leaves a property (or a collection) without the value its input held.
  static func losesInput(_ problem: MappingError) -> Bool {
    switch problem.reason {
    case .typeMismatch, .notRepresentable, .invalidValue, .nullValue, .nullElement, .constraintViolation, .callbackFailed,
      .unknownKey, .nonStringKey, .depthLimitExceeded, .missingRequiredValue, .requiredValueIsNull:
      true
    // A repeated key keeps the model's rule (its last value, reported): see *JSON coders*.
    case .duplicateKey, .unlistedProperty, .outputOnlyProperty, .immutableProperty, .invalidRegistration, .invalidJSON, .sizeLimitExceeded,
      .notJSONEncodable, .cycle, .mergePatchUnreachable, .custom, .issueLimitReached:
      false
    }
  }

  /// The rules in force for a decoder whose `userInfo` is `userInfo`, under `registry`.
  static func inForce(_ userInfo: [CodingUserInfoKey: Any], registry: MappingRegistry) -> CodingRules {
    userInfo[MappingRegistry.codingRulesUserInfoKey] as? CodingRules ?? registry.codingRules
  }

  /// Under ``codable``, the error for the problems of a model a decoder created (`issues`, the
  /// call's whole list) when one of them lost an input value: that problem made fatal, first,
  /// with every other problem after it; else `nil`.
  func error(for issues: [MappingError]) -> MappingError? {
    guard self == .codable, let index = issues.firstIndex(where: { !$0.isFatal && !$0.tookDefault && Self.losesInput($0) }) else {
      return nil
    }
    var first = issues[index]
    first.isFatal = true
    var rest = issues
    rest.remove(at: index)
    return MappingError.combining([first] + rest)
  }
}

extension MappingRegistry {
  /// The `userInfo` key under which a coder names the ``CodingRules`` of the
  /// ``ReflectiveCodable`` models it decodes; it takes precedence over ``codingRules``.
  public static let codingRulesUserInfoKey = CodingUserInfoKey(rawValue: "ReflectiveMapper.CodingRules")!
}
