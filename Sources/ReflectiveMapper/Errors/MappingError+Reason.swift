import Foundation

extension MappingError {
  /// Why a value could not be mapped.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// The value has a type that cannot become the property's type (`found` describes it).
    case typeMismatch(expected: String, found: String)
    /// The value has the right kind but cannot be represented without loss
    /// (300 into `UInt8`, 3.5 into `Int`, 1e400 into `Double`).
    case notRepresentable(expected: String, found: String)
    /// The value has the right kind but is not valid for the type
    /// (a malformed date, URL or UUID, an unknown enumeration case).
    case invalidValue(expected: String, found: String)
    /// `null` for a property that cannot hold nil; the property keeps its value.
    case nullValue(expected: String)
    /// `null` for a collection element that cannot be nil; the element is dropped.
    case nullElement(expected: String)
    /// A required property is absent from the input.
    case missingRequiredValue
    /// A required property is `null` in the input (for an optional property, only under
    /// ``Strictness/strict``).
    case requiredValueIsNull
    /// A key the model does not map, under `UnknownKeyPolicy.fail`.
    case unknownKey(String)
    /// An input key names a stored property (after the key strategy) that `keyPaths` does not
    /// list, so its value was not read; the associated value is the property's name.
    case unlistedProperty(String)
    /// An input key names a property that is output-only (a `let` with an initial value, or a
    /// read-only key path), so its value was not read; the associated value is the property's name.
    case outputOnlyProperty(String)
    /// An update brings a value for a class model's `let` that differs from the one it holds (or
    /// that cannot be compared with it); the property keeps its value. The associated value is
    /// the property's name.
    case immutableProperty(String)
    /// A key the model reads appears more than once in one JSON object; the associated value is
    /// the key. Reported from JSON bytes and text (a parsed dictionary has already kept one
    /// value); fatal for a strict model, else the last value is read, as JSON parsers do.
    case duplicateKey(String)
    /// The input nests deeper than the limit.
    case depthLimitExceeded(Int)
    /// A stream holds an element, or a stretch between two elements (whitespace, separators,
    /// skipped values), of more bytes than its limit (``ModelStreamOptions/maxElementBytes``).
    case sizeLimitExceeded(limit: Int)
    /// A dictionary whose keys are not all strings.
    case nonStringKey(found: String)
    /// An adapter, resolver or hook threw; the text is its error's description.
    case callbackFailed(String)
    /// A registration is inconsistent with the model's key paths.
    case invalidRegistration(String)
    /// The bytes are not valid JSON.
    case invalidJSON(String)
    /// The value has no JSON form (NaN, infinity, an unsupported type without an adapter).
    case notJSONEncodable(String)
    /// A model graph refers back to one of its ancestors.
    case cycle(String)
    /// No JSON Merge Patch turns the original into the target through the model (a nested
    /// model's change of subtype): ``ReflectiveModel/mergePatch(from:registry:)`` refuses to
    /// return one that would not.
    case mergePatchUnreachable(String)
    /// The value breaks a ``Constraint`` registered for its property: `rule` is the JSON Schema
    /// keyword that states it (`minimum`, `maxLength`, `pattern`, `uniqueItems` …, `custom` for
    /// a closure), `message` names the rule and the value (`7 is less than the minimum 13`).
    case constraintViolation(rule: String, message: String)
    /// A free-form problem reported by an adapter or hook.
    case custom(String)
    /// The call found more problems than ``MappingRegistry/issueLimit``: `omitted` more
    /// were counted but not collected. Always the last problem of a list.
    case issueLimitReached(limit: Int, omitted: Int)

    /// What went wrong, in words: the text a message gives after the path.
    public var description: String {
      switch self {
      case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
      case .notRepresentable(let expected, let found): "\(found) is not representable as \(expected) without loss"
      case .invalidValue(let expected, let found): "\(found) is not a valid \(expected)"
      case .nullValue(let expected): "null for a non-optional \(expected)"
      case .nullElement(let expected): "null element where a non-optional \(expected) is expected"
      case .missingRequiredValue: "required value is missing"
      case .requiredValueIsNull: "required value is null"
      case .unknownKey(let key): "unknown key \(MessageText.quoted(key))"
      case .unlistedProperty(let name):
        "`\(name)` is a stored property that keyPaths does not list, so this value was not read; add `\(name)` to keyPaths to read it, or exclude it (`excluded`, `@Unmapped`) if it is not service data"
      case .outputOnlyProperty(let name):
        "`\(name)` is output-only (a `let` with an initial value, or a read-only key path), so this value was not read; drop the initial value (`let \(name): T`) or make it a `var` to read it"
      case .immutableProperty(let name):
        "`\(name)` is a `let` of an existing instance, which an update cannot change; the property keeps its value"
      case .duplicateKey(let key): "key \(MessageText.quoted(key)) appears more than once in this object"
      case .depthLimitExceeded(let limit): "nesting deeper than \(limit) levels"
      case .sizeLimitExceeded(let limit):
        "more than \(limit) bytes in one element or between two elements, the stream's maxElementBytes"
      case .nonStringKey(let found): "dictionary has a non-string key \(found)"
      case .callbackFailed(let message): message
      case .invalidRegistration(let message): message
      case .invalidJSON(let message): "invalid JSON: \(message)"
      case .notJSONEncodable(let message): message
      case .cycle(let message): message
      case .mergePatchUnreachable(let message): message
      case .constraintViolation(_, let message): message
      case .custom(let message): message
      case .issueLimitReached(let limit, let omitted):
        "issueLimit of \(limit) reached: \(omitted) more \(omitted == 1 ? "problem was" : "problems were") not collected"
      }
    }

    /// The description with what became of the value, which depends on whether the problem failed
    /// the call: a non-fatal `null` keeps the value and drops the element; a fatal one fails the
    /// call, and says nothing of the kind.
    ///
    /// A limit note on a call that fails says that reading stopped (the input may hold any number
    /// of further problems).
    func message(isFatal: Bool) -> String {
      switch self {
      case .nullValue: isFatal ? description : description + "; value kept"
      case .nullElement: isFatal ? description : description + "; element dropped"
      case .duplicateKey: isFatal ? description : description + "; the last value was read"
      case .issueLimitReached(let limit, let omitted) where isFatal:
        "issueLimit of \(limit) reached: reading stopped, as the call fails, after \(omitted) more \(omitted == 1 ? "problem" : "problems"); the rest of the input was not read"
      default: description
      }
    }
  }
}
