/// A default a model type declares for one of its properties, in
/// ``ReflectiveModel/propertyDefaults``: what a missing value takes, and what a value that does
/// not read takes.
///
/// `@ReflectiveModel` writes one for each `@Default` marker (MetaCodable's `@Default`); a
/// hand-written conformance spells the same, with the property's key path so that the value
/// is checked against the property's type at compile time:
///
/// ```swift
/// static var propertyDefaults: [String: PropertyDefault] {
///   ["count": PropertyDefault(ifMissing: 0, forErrors: -1, of: \Shelf.count)]
/// }
/// ```
///
/// Each form stands for registry settings, which a registration's own setting for the same
/// property overrides:
/// - `PropertyDefault(value, of:)`: ``ModelMapping/defaults`` plus ``ModelMapping/defaultsOnFailure``
///   (a value that does not read takes it even under strict rules);
/// - `PropertyDefault(ifMissing:of:)`: ``ModelMapping/defaults`` alone;
/// - `PropertyDefault(ifMissing:forErrors:of:)`: ``ModelMapping/defaults`` plus
///   ``ModelMapping/failureDefaults``.
public struct PropertyDefault {
  /// What a missing value takes.
  public let ifMissing: Any
  /// What a value that does not read takes when it is not ``ifMissing``, or `nil`.
  public let forErrors: Any?
  /// Whether a value that does not read takes a default even under strict rules.
  public let appliesOnFailure: Bool

  /// One default for a missing value and for one that does not read (MetaCodable's
  /// `@Default(value)`).
  public init<Root, Value>(_ value: Value, of property: KeyPath<Root, Value>) {
    ifMissing = value
    forErrors = nil
    appliesOnFailure = true
  }

  /// A default for a missing value only (MetaCodable's `@Default(ifMissing:)`): a value that
  /// does not read follows the mapping's strictness.
  public init<Root, Value>(ifMissing value: Value, of property: KeyPath<Root, Value>) {
    ifMissing = value
    forErrors = nil
    appliesOnFailure = false
  }

  /// One default for a missing value and another for a value that does not read
  /// (MetaCodable's `@Default(ifMissing:forErrors:)`).
  public init<Root, Value>(ifMissing value: Value, forErrors failure: Value, of property: KeyPath<Root, Value>) {
    ifMissing = value
    forErrors = failure
    appliesOnFailure = true
  }

  /// `row` with this default wherever the registration set none.
  func applied(to row: PropertyRow) -> PropertyRow {
    var row = row
    if row.defaultValue == nil { row.defaultValue = ifMissing }
    // A registration's own failure setting wins; otherwise this one's applies.
    if row.failureDefault == nil, !row.usesDefaultOnFailure {
      if let forErrors {
        row.failureDefault = forErrors
      } else if appliesOnFailure {
        row.usesDefaultOnFailure = true
      }
    }
    return row
  }
}
