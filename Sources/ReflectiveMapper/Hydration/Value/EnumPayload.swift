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

/// The converters and emitters of the members an enumeration's closures read and write,
/// built on first use of each type with the settings of the property that holds the
/// enumeration, and kept.
final class EnumMembers: @unchecked Sendable {
  private let lock = NSLock()
  private let snapshot: RegistrySnapshot
  private let typeName: String
  private let isStrict: Bool
  private let exactTypes: Bool
  private let transforms: [ObjectIdentifier: TypeTransform]
  private let allowedURLSchemes: Set<String>?
  private let dateStrategy: DateStrategy?
  private let nonConformingFloats: NonConformingFloatStrategy.Names?
  /// Compiles the plans of models inside members (only while `lock` is held).
  private var compiler: PlanCompiler?
  private var converters: [ObjectIdentifier: Any] = [:]
  private var emitters: [ObjectIdentifier: Emitter<Any>] = [:]

  /// For reading, with the settings of `builder`'s property.
  init(_ builder: ConverterBuilder, typeName: String) {
    snapshot = builder.compiler.snapshot.withoutPlans
    self.typeName = typeName
    isStrict = builder.isStrict
    exactTypes = builder.exactTypes
    transforms = builder.transforms
    allowedURLSchemes = builder.allowedURLSchemes
    dateStrategy = builder.dateStrategy
    nonConformingFloats = builder.nonConformingFloats
  }

  /// The same settings, with exact types and every problem fatal: how an untagged
  /// enumeration tries its cases.
  private init(exact other: EnumMembers) {
    snapshot = other.snapshot
    typeName = other.typeName
    isStrict = true
    exactTypes = true
    transforms = other.transforms
    allowedURLSchemes = other.allowedURLSchemes
    dateStrategy = other.dateStrategy
    nonConformingFloats = other.nonConformingFloats
  }

  private var exactMembers: EnumMembers?

  /// The members read with exact types and every problem fatal (made once, kept).
  var exact: EnumMembers {
    lock.lock()
    defer { lock.unlock() }
    if isStrict && exactTypes { return self }
    if let exactMembers { return exactMembers }
    let made = EnumMembers(exact: self)
    exactMembers = made
    return made
  }

  /// For writing, with the settings of `builder`'s property.
  init(_ builder: EmitterBuilder, typeName: String) {
    snapshot = builder.compiler.snapshot.withoutPlans
    self.typeName = typeName
    isStrict = false
    exactTypes = false
    transforms = builder.transforms
    allowedURLSchemes = nil
    dateStrategy = builder.dateStrategy
    nonConformingFloats = builder.nonConformingFloats
  }

  private func builder(member: String) -> ConverterBuilder {
    if compiler == nil { compiler = PlanCompiler(snapshot: snapshot) }
    var builder = ConverterBuilder(
      compiler: compiler!, owner: typeName, property: member, hint: nil, resolver: nil, isStrict: isStrict,
      exactTypes: exactTypes, hasAdapter: false, transforms: transforms, allowedURLSchemes: allowedURLSchemes,
      dateStrategy: dateStrategy)
    builder.nonConformingFloats = nonConformingFloats
    return builder
  }

  /// Whether converting a `T` pushes path components of its own.
  func descends(into type: Any.Type) -> Bool {
    ConverterBuilder.descends(type) || transforms[ObjectIdentifier(unwrappingOptional(type))]?.enumCoding != nil
  }

  /// The converter of a member of type `T`; a type that cannot be read throws the
  /// registration problem.
  func converter<T>(_: T.Type, member: String) throws -> Convert<T> {
    lock.lock()
    defer { lock.unlock() }
    if let cached = converters[ObjectIdentifier(T.self)] { return cached as! Convert<T> }
    let made = try builder(member: member).make(T.self)
    converters[ObjectIdentifier(T.self)] = made
    return made
  }

  /// The emitter of a member whose dynamic type is `type`.
  func emitter(for type: Any.Type) -> Emitter<Any> {
    lock.lock()
    defer { lock.unlock() }
    if let cached = emitters[ObjectIdentifier(type)] { return cached }
    if compiler == nil { compiler = PlanCompiler(snapshot: snapshot) }
    var builder = EmitterBuilder(compiler: compiler!, transforms: transforms, dateStrategy: dateStrategy)
    builder.nonConformingFloats = nonConformingFloats
    func open<T>(_: T.Type) -> Emitter<Any> {
      let typed = builder.make(T.self)
      return Emitter<Any>(
        isNil: { typed.isNil($0 as! T) },
        value: { value, context in try typed.value(value as! T, &context) },
        write: { value, writer, context in try typed.write(value as! T, &writer, &context) })
    }
    let made = open(type)
    emitters[ObjectIdentifier(type)] = made
    return made
  }
}

extension RegistrySnapshot {
  /// The same registrations and settings, without compiled plans (which it would keep alive).
  var withoutPlans: RegistrySnapshot {
    RegistrySnapshot(registrations: registrations, plans: [:], defaults: defaults, transforms: transforms)
  }
}

extension ConverterBuilder {
  /// Whether values of `type` descend into nested values (their converters push path
  /// components of their own): ``descends(_:)``, and registered enumerations, whose members
  /// are reported under the value's path, and the models a resolver picks for a slot typed as
  /// a protocol (`[any Shape]`), whose problems are under the element's.
  func descends(into type: Any.Type) -> Bool {
    Self.descends(type) || transforms[ObjectIdentifier(unwrappingOptional(type))]?.enumCoding != nil
      || (resolver != nil && !(unwrappingOptional(type) is any BuiltInScalar.Type))
  }

  /// The converter of a registered enumeration.
  func enumConverter<Value>(_ coding: EnumCoding) -> Convert<Value> {
    let members = EnumMembers(self, typeName: coding.typeName)
    let strict = isStrict
    return { raw, context in
      // A case (from a dictionary built in code) is taken as it is.
      if type(of: raw) == Value.self { return raw as! Value }
      let value = try EnumReading.read(raw, coding, members, strict: strict, &context)
      guard let typed = value as? Value else { throw ConversionFailure.mismatch(MessageText.typeName(Value.self), value) }
      return typed
    }
  }
}
