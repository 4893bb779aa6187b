import Foundation

/// The members of one enumeration value being read: what a case's `make` closure reads its
/// associated values from (``EnumMapping/case(_:make:match:)``).
///
/// Read a member with the subscript, `try v["last4"]`: it converts the member to the type
/// the call site needs with the rules a model property of that type follows (lenient or
/// strict, the date strategy in force, nested models and collections, registered
/// transforms and enumerations). A missing member reads as `nil` for an optional type and
/// is a problem for any other. A problem is thrown, and reported at the member's path
/// (`payment.last4`) when it leaves `make`; a read whose error `make` catches (`try?`)
/// reports nothing.
///
/// A payload is only valid while its `make` closure runs.
public final class EnumPayload {
  /// The members, `nil` when the input has no payload (an adjacent layout without its
  /// payload key, an external layout's bare case name).
  private let members: [String: Any]?
  /// Where the members sit, from the enumeration value (the adjacent layout's payload key).
  private let base: [PathComponent]
  private let converters: EnumMembers
  /// The call's state while `make` runs; taken back when it returns.
  var context: HydrationContext?

  init(members: [String: Any]?, base: [PathComponent], converters: EnumMembers, context: HydrationContext) {
    self.members = members
    self.base = base
    self.converters = converters
    self.context = context
  }

  /// The keys present in the payload.
  public var keys: [String] { members.map { Array($0.keys) } ?? [] }

  /// Whether the payload has a member named `key` (`null` included).
  public func contains(_ key: String) -> Bool { members?[key] != nil }

  /// The member named `key`, converted to `T` (see ``value(_:as:)``).
  public subscript<T>(key: String) -> T {
    get throws { try value(key, as: T.self) }
  }

  /// The member named `key`, converted to `T` with the library's rules.
  ///
  /// - Throws: A problem the enumeration's reading reports at the member's path: the member
  ///   is missing (for a non-optional `T`), `null` (for a non-optional `T`), or does not
  ///   convert to `T`.
  public func value<T>(_ key: String, as _: T.Type = T.self) throws -> T {
    guard context != nil else {
      throw ConversionFailure(.callbackFailed("an EnumPayload was read after its case's make closure returned"))
    }
    let path = base + [EnumReading.member(key)]
    guard let raw = members?[key] else {
      if let optional = T.self as? any OptionalShape.Type { return optional.noneAny as! T }
      throw EnumReading.Problem(components: members == nil ? base : path, reason: .missingRequiredValue)
    }
    return try EnumReading.convert(raw, as: T.self, member: key, at: path, converters, &context!)
  }

  /// Ends the payload's use and gives back the call's state.
  func take() -> HydrationContext {
    let taken = context!
    context = nil
    return taken
  }
}
