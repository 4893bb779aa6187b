/// Which registration rule a problem breaks: a stable, machine-readable name, finer than
/// ``MappingError/Reason/code`` (which is `invalidRegistration` for all of them).
///
/// Every ``MappingError/Reason/invalidRegistration(_:)`` problem the library reports (thrown by
/// ``MappingRegistry/register(_:_:)``, or listed by ``MappingRegistry/issues(for:)``) carries
/// one, as ``MappingError/registrationCode``. Match codes, not message words: the words may be
/// reworded, the codes stay.
///
/// ```swift
/// do {
///   try registry.register(Person.self) { m in m.keys = ["nick": "nickname"] }
/// } catch let error as MappingError {
///   error.issues.contains { $0.registrationCode == .unknownProperty }   // true
/// }
/// ```
///
/// The codes are listed in <doc:ErrorsAndIssues>. New codes may be added; a code is never
/// renamed or reused.
public struct RegistrationCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The code, as written in a report (`"unknownProperty"`).
  public let rawValue: String

  /// A code named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The code (``rawValue``).
  public var description: String { rawValue }

  // MARK: Failures (register throws)

  /// A setting (a key-table entry, adapter, hint, default, `required` entry …) names a
  /// property that is not in `keyPaths`.
  public static let unknownProperty = Self(rawValue: "unknownProperty")
  /// A ``ReflectiveCodable`` class inherits `init(from:)` or `encode(to:)` from a `Codable`
  /// superclass that is not a ``ReflectiveCodable`` model, so `Codable` coders would read and
  /// write it as that superclass; the message says what to write.
  public static let inheritedCodableConformance = Self(rawValue: "inheritedCodableConformance")
  /// A key path given to `map(_:to:)` or `property(_:_:)` is not listed in `keyPaths`.
  public static let keyPathNotListed = Self(rawValue: "keyPathNotListed")
  /// An excluded name is neither in `keyPaths` nor a stored property.
  public static let unknownExclusion = Self(rawValue: "unknownExclusion")
  /// An excluded property has other settings, which would do nothing.
  public static let excludedPropertyHasSettings = Self(rawValue: "excludedPropertyHasSettings")
  /// A setting does not fit its property's type (a date strategy on a property with no dates,
  /// a type resolver on one with no models, a lossy non-collection, a flattened non-model …).
  public static let settingMisfit = Self(rawValue: "settingMisfit")
  /// `pathDelimiter` is empty.
  public static let emptyPathDelimiter = Self(rawValue: "emptyPathDelimiter")
  /// An element-type hint names a class that cannot be stored in its property.
  public static let elementTypeMismatch = Self(rawValue: "elementTypeMismatch")
  /// `keyPaths` lists one key path under several names.
  public static let duplicateKeyPath = Self(rawValue: "duplicateKeyPath")
  /// A key path's root is not the model or one of its superclasses.
  public static let keyPathRootMismatch = Self(rawValue: "keyPathRootMismatch")
  /// The key table gives one property several service keys.
  public static let multipleServiceKeys = Self(rawValue: "multipleServiceKeys")
  /// A property has keys of two kinds (table and candidate keys, combined keys with either, a
  /// shared key with any).
  public static let conflictingKeys = Self(rawValue: "conflictingKeys")
  /// Candidate or combined keys are empty, or a key has an empty path segment.
  public static let emptyServiceKey = Self(rawValue: "emptyServiceKey")
  /// A shared key is read by no other property.
  public static let unownedSharedKey = Self(rawValue: "unownedSharedKey")
  /// One property's service path runs through another property's key (`a` and `a.b`).
  public static let servicePathConflict = Self(rawValue: "servicePathConflict")
  /// An array index in a service path is unusable (out of range, negative, too deep, or a node
  /// both an array and an object).
  public static let invalidIndexPath = Self(rawValue: "invalidIndexPath")
  /// `unknownKeys` is `.collect` and the model does not conform to `UnknownKeyCollecting`.
  public static let collectWithoutStorage = Self(rawValue: "collectWithoutStorage")
  /// A struct model has a `subtypeResolver`.
  public static let subtypeResolverOnStruct = Self(rawValue: "subtypeResolverOnStruct")
  /// `identifiedBy` names a property that is not in `keyPaths`.
  public static let identifierNotListed = Self(rawValue: "identifierNotListed")
  /// `identifiedBy` names a property that is not hydrated (excluded, or a read-only key path).
  public static let identifierNotHydrated = Self(rawValue: "identifierNotHydrated")
  /// `identifiedBy` names a property read from a key path, combined keys or a flattened model.
  public static let identifierNotPlainKey = Self(rawValue: "identifierNotPlainKey")
  /// A property that holds `any ReflectiveModel` has no element-type hint or type resolver.
  public static let missingElementType = Self(rawValue: "missingElementType")
  /// A registered default value is not of its property's type.
  public static let defaultValueMismatch = Self(rawValue: "defaultValueMismatch")
  /// The property's type cannot be read as registered (dictionary keys that are not strings,
  /// raw values or lossless-string types; a key path that cannot write into the model …).
  public static let unconvertibleProperty = Self(rawValue: "unconvertibleProperty")
  /// A type name (`typeName`) is already taken by another type.
  public static let typeNameTaken = Self(rawValue: "typeNameTaken")
  /// An enum mapping (`registerEnum`) is inconsistent.
  public static let invalidEnumMapping = Self(rawValue: "invalidEnumMapping")

  // MARK: Warnings (listed by issues(for:), not thrown)

  /// A stored property is not in `keyPaths` (neither read, nor written unless
  /// `writesUnlistedProperties` is on).
  public static let unlistedStoredProperty = Self(rawValue: "unlistedStoredProperty")
  /// A listed key path is read-only: the property is output only.
  public static let readOnlyKeyPath = Self(rawValue: "readOnlyKeyPath")
  /// A listed property has no JSON form: it is read, but JSON output of a value in it throws.
  public static let oneWayProperty = Self(rawValue: "oneWayProperty")
  /// An unlisted stored property that output writes has no JSON form, so JSON output leaves it
  /// out.
  public static let noJSONForm = Self(rawValue: "noJSONForm")
  /// A `keyPaths` name is not the name of the property its key path writes.
  public static let misnamedKeyPath = Self(rawValue: "misnamedKeyPath")
  /// A property's type has no built-in conversion: only values of that exact type are accepted.
  public static let noBuiltInConversion = Self(rawValue: "noBuiltInConversion")
  /// A closure type resolver has no inverse, so output may not read back as the same types.
  public static let resolverWithoutInverse = Self(rawValue: "resolverWithoutInverse")
  /// The JSON Schema leaves a property open (it is read through an adapter, a transform or
  /// combined keys, and no schema fragment says what they accept).
  public static let openSchema = Self(rawValue: "openSchema")
  /// A type is mapped by default through `MappingRegistry.shared` while another registry has a
  /// registration for it.
  public static let registeredElsewhere = Self(rawValue: "registeredElsewhere")
}

extension MappingError {
  /// A registration problem (``Reason/invalidRegistration(_:)``) of the rule `code`.
  static func registration(
    _ code: RegistrationCode, _ message: String, property: String? = nil, isFatal: Bool = true
  ) -> MappingError {
    var error = MappingError(path: "", property: property, reason: .invalidRegistration(message), isFatal: isFatal)
    error.registrationCode = code
    return error
  }
}
