/// A problem found while registering, hydrating or writing out a model.
///
/// Every problem carries the place in the input where it happened (`path`, built from service
/// keys and array indices, such as `friends[2].address.zip_code`), the model property it was
/// going to (`property`, such as `Person.friends[2].address.zip`), a `reason`, and whether it
/// stopped the operation (`isFatal`).
///
/// Several problems are reported together: a thrown `MappingError` is the first problem, and
/// ``issues`` lists all of them, itself first. Non-fatal problems are never thrown; ask for
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
  /// For a registration problem, the rule it breaks; `nil` for every other problem.
  ///
  /// Every ``Reason/invalidRegistration(_:)`` problem has one
  /// (``RegistrationCode/unknownProperty``, ``RegistrationCode/settingMisfit`` …): a stable
  /// code to match instead of the message's words.
  public var registrationCode: RegistrationCode?
  /// Further problems reported together with this one.
  var others: [MappingError]
  /// Whether the property took its default in place of the value, as its mapping asks
  /// (``ModelMapping/defaultsOnFailure``): nothing was lost that the mapping did not choose
  /// to lose, so ``CodingRules/codable`` does not throw it.
  var tookDefault = false

  /// Creates a problem report.
  public init(path: String = "", property: String? = nil, reason: Reason, isFatal: Bool = true) {
    self.path = path
    self.property = property
    self.reason = reason
    self.isFatal = isFatal
    self.others = []
  }

  /// Every issue reported together, this one first.
  public var issues: [MappingError] {
    var first = self
    first.others = []
    return [first] + others.flatMap(\.issues)
  }

  /// Combines several problems into one error, or returns `nil` for none.
  static func combining(_ problems: [MappingError]) -> MappingError? {
    guard var first = problems.first else { return nil }
    first.others = Array(problems.dropFirst())
    return first
  }

  /// A one-line rendering of this problem alone.
  ///
  /// A path or property longer than 200 characters (a deeply nested input) is shortened to its
  /// first and last steps around an ellipsis; ``path`` and ``property`` keep it whole.
  public var summary: String {
    var head = MappingPath.abbreviated(path)
    if let property {
      let property = MappingPath.abbreviated(property)
      head = head.isEmpty ? property : "\(head) → \(property)"
    }
    let message = reason.message(isFatal: isFatal)
    return head.isEmpty ? message : "\(head): \(message)"
  }

  /// All problems, one per line.
  public var description: String {
    let all = issues
    if all.count == 1 { return summary }
    return "\(all.count) problems:\n" + all.map { "- \($0.summary)" }.joined(separator: "\n")
  }
}
