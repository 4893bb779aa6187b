/// A problem found while registering, hydrating or writing out a model.
///
/// Every problem carries the place in the input where it happened (`path`, built from service
/// keys and array indices, such as `friends[2].address.zip_code`), the model property it was
/// going to (`property`, such as `Person.friends[2].address.zip`), a `reason`, and whether it
/// stopped the operation (`isFatal`).
///
/// Several problems are reported together: a thrown `MappingError` is the first problem, and
/// ``problems`` lists all of them, itself first. Non-fatal problems are never thrown; ask for
/// them with the `issues:` variants of the hydration entry points.
///
/// ```swift
/// var issues: [MappingError] = []
/// let person = try Person(dictionary: payload, issues: &issues)
/// for issue in issues { print(issue) }
/// // friends[2].favorite_number → Person.friends[2].favoriteNumber: expected Int, found String "N1"
/// ```
public struct MappingError: Error, CustomStringConvertible, Sendable, Equatable {
  /// Where in the input the problem is, in service keys and indices (`friends[2].zip_code`).
  ///
  /// Empty for a problem with the whole input or with a registration.
  public var path: String
  /// The model property the value was going to, rooted at the model type
  /// (`Person.friends[2].favoriteNumber`), or `nil` when no property is involved.
  public var property: String?
  /// What went wrong.
  public var reason: Reason
  /// Whether the problem stopped the operation (it was thrown) or was only recorded.
  public var isFatal: Bool
  /// Further problems reported together with this one.
  var others: [MappingError]

  /// Creates a problem report.
  public init(path: String = "", property: String? = nil, reason: Reason, isFatal: Bool = true) {
    self.path = path
    self.property = property
    self.reason = reason
    self.isFatal = isFatal
    self.others = []
  }

  /// Every problem reported together, this one first.
  public var problems: [MappingError] {
    var first = self
    first.others = []
    return [first] + others.flatMap(\.problems)
  }

  /// Combines several problems into one error, or returns `nil` for none.
  static func combining(_ problems: [MappingError]) -> MappingError? {
    guard var first = problems.first else { return nil }
    first.others = Array(problems.dropFirst())
    return first
  }

  /// A one-line rendering of this problem alone.
  public var summary: String {
    var head = path
    if let property {
      head = head.isEmpty ? property : "\(head) → \(property)"
    }
    return head.isEmpty ? reason.description : "\(head): \(reason)"
  }

  /// All problems, one per line.
  public var description: String {
    let all = problems
    if all.count == 1 { return summary }
    return "\(all.count) problems:\n" + all.map { "- \($0.summary)" }.joined(separator: "\n")
  }
}

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
    /// The input nests deeper than the limit.
    case depthLimitExceeded(Int)
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
    /// A free-form problem reported by an adapter or hook.
    case custom(String)
    /// The call found more problems than ``MappingRegistry/problemLimit``: `omitted` more
    /// were counted but not collected. Always the last problem of a list.
    case problemLimitReached(limit: Int, omitted: Int)

    public var description: String {
      switch self {
      case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
      case .notRepresentable(let expected, let found): "\(found) is not representable as \(expected) without loss"
      case .invalidValue(let expected, let found): "\(found) is not a valid \(expected)"
      case .nullValue(let expected): "null for a non-optional \(expected); value kept"
      case .nullElement(let expected): "null element where a non-optional \(expected) is expected; element dropped"
      case .missingRequiredValue: "required value is missing"
      case .requiredValueIsNull: "required value is null"
      case .unknownKey(let key): "unknown key \(MessageText.quoted(key))"
      case .depthLimitExceeded(let limit): "nesting deeper than \(limit) levels"
      case .nonStringKey(let found): "dictionary has a non-string key \(found)"
      case .callbackFailed(let message): message
      case .invalidRegistration(let message): message
      case .invalidJSON(let message): "invalid JSON: \(message)"
      case .notJSONEncodable(let message): message
      case .cycle(let message): message
      case .custom(let message): message
      case .problemLimitReached(let limit, let omitted):
        "problem limit of \(limit) reached: \(omitted) more \(omitted == 1 ? "problem was" : "problems were") not collected"
      }
    }
  }
}
