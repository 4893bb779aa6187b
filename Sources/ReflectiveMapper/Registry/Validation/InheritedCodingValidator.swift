import Foundation

/// A ``ReflectiveCodable`` class whose `init(from:)` or `encode(to:)` is a plain `Codable`
/// superclass's.
///
/// Swift gives such a class the superclass's methods, not ``ReflectiveCodable``'s: through
/// `JSONDecoder`, `JSONEncoder` or any other coder it would be read and written as the
/// superclass, its own properties silently empty (the library's own coders read models by
/// their plans and are not affected). Which method runs is asked of the class itself: each is
/// called once on a probe that ``ReflectiveCodable``'s methods recognize, so an override that
/// forwards to ``ReflectiveCodable/decodeMappedValues(from:)`` and
/// ``ReflectiveCodable/encodeMappedValues(to:)`` passes.
enum InheritedCodingValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard let model = subject.modelType as? any ReflectiveCodable.Type, model is AnyObject.Type, !model.isBuiltByInitializer,
      let superclass = Mirror(reflecting: model.init()).superclassMirror?.subjectType
    else { return [] }
    let decodes = CodingProbe.reachesReflectiveCodable { _ = try model.init(from: CodingProbe.decoder()) }
    let encodes = CodingProbe.reachesReflectiveCodable { try (model.init() as any ReflectiveCodable).encode(to: CodingProbe.encoder()) }
    guard !decodes || !encodes else { return [] }
    let name = MessageText.typeName(model)
    var missing: [String] = []
    if !decodes {
      missing.append("`required convenience init(from decoder: any Decoder) throws { self.init(); try decodeMappedValues(from: decoder) }`")
    }
    if !encodes { missing.append("`override func encode(to encoder: any Encoder) throws { try encodeMappedValues(to: encoder) }`") }
    let message =
      "\(name) inherits \(decodes ? "encode(to:)" : encodes ? "init(from:)" : "init(from:) and encode(to:)") from its Codable superclass \(MessageText.typeName(superclass)), so Codable coders would read and write it as \(MessageText.typeName(superclass)) and leave its own properties out; declare \(missing.joined(separator: " and ")) in \(name) (@ReflectiveModel writes them)"
    return [RegistrationFinding(.inheritedCodableConformance, message)]
  }
}

/// The probe ``InheritedCodingValidator`` hands a model's `init(from:)` and `encode(to:)`.
enum CodingProbe {
  /// The `userInfo` key whose presence makes ``ReflectiveCodable``'s methods throw ``Reached``.
  static let key = CodingUserInfoKey(rawValue: "ReflectiveMapper.CodingProbe")!

  /// Thrown by ``ReflectiveCodable``'s methods when they meet the probe.
  struct Reached: Error {}

  /// A decoder over an empty object, carrying the probe.
  static func decoder() -> any Decoder { AnyValueDecoder.Impl(value: [String: Any](), path: .root([]), depth: 0, options: options) }

  /// An encoder carrying the probe.
  static func encoder() -> any Encoder { AnyValueEncoder.Impl(path: .root([]), depth: 0, options: options) }

  private static let options = AnyValueCodingOptions(userInfo: [key: true])

  /// Whether `body` reached ``ReflectiveCodable``'s method (whatever else it threw or did).
  static func reachesReflectiveCodable(_ body: () throws -> Void) -> Bool {
    do {
      try body()
    } catch is Reached {
      return true
    } catch {}
    return false
  }
}
