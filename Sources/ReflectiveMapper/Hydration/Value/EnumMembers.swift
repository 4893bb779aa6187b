import Foundation

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
  /// Whether these are an untagged enumeration's trial members (``exact``).
  private let inTrial: Bool
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
    inTrial = false
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
    inTrial = true
  }

  private var exactMembers: EnumMembers?

  /// The members read with exact types and every problem fatal (made once, kept).
  var exact: EnumMembers {
    lock.lock()
    defer { lock.unlock() }
    if inTrial { return self }
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
    inTrial = false
  }

  private func builder(member: String) -> ConverterBuilder {
    if compiler == nil { compiler = PlanCompiler(snapshot: snapshot) }
    var builder = ConverterBuilder(
      compiler: compiler!, owner: typeName, property: member, hint: nil, resolver: nil, isStrict: isStrict,
      exactTypes: exactTypes, hasAdapter: false, transforms: transforms, allowedURLSchemes: allowedURLSchemes,
      dateStrategy: dateStrategy)
    builder.nonConformingFloats = nonConformingFloats
    if inTrial { builder.repeatedKeysFatal = false }
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
    let strict = repeatedKeysFatal ?? isStrict
    return { raw, context in
      // A case (from a dictionary built in code) is taken as it is.
      if type(of: raw) == Value.self { return raw as! Value }
      let value = try EnumReading.read(raw, coding, members, strict: strict, &context)
      guard let typed = value as? Value else { throw ConversionFailure.mismatch(MessageText.typeName(Value.self), value) }
      return typed
    }
  }
}
