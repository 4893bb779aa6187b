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
  fileprivate var context: HydrationContext?

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
    let convert: Convert<T>
    do {
      convert = try converters.converter(T.self, member: key)
    } catch let error as MappingError {
      throw EnumReading.Problem(components: path, reason: error.reason)
    }
    let descends = converters.descends(into: T.self)
    if descends { context!.path += path }
    defer { if descends { context!.path.removeLast(path.count) } }
    do {
      return try convert(raw, &context!)
    } catch let failure as ConversionFailure {
      throw EnumReading.Problem(components: path, reason: failure.reason)
    } catch let error as MappingError {
      // A nested enumeration's problem, at a path under its value: put under this member.
      let prefix = MappingPath.service(path)
      let problems = error.issues.map { problem in
        var copy = problem
        copy.path = problem.path.isEmpty ? prefix : prefix + (problem.path.hasPrefix("[") ? "" : ".") + problem.path
        return copy
      }
      throw MappingError.combining(problems) ?? error
    }
  }

  /// Ends the payload's use and gives back the call's state.
  fileprivate func take() -> HydrationContext {
    let taken = context!
    context = nil
    return taken
  }
}

/// Reading a registered enumeration's value.
enum EnumReading {
  /// A problem at a path under the enumeration's value, turned into a `MappingError` (which
  /// the caller records under its own path, with its own fatality) when it leaves `make`.
  struct Problem: Error {
    let components: [PathComponent]
    let reason: MappingError.Reason

    func error(_ context: HydrationContext) -> any Error {
      guard !components.isEmpty else { return ConversionFailure(reason) }
      return MappingError(
        path: MappingPath.service(components), property: MappingPath.property(root: context.rootName, context.path + components),
        reason: reason, isFatal: false)
    }
  }

  /// The path component of a member of the enumeration's JSON.
  static func member(_ key: String) -> PathComponent {
    .member(PropertyKey(key: key, property: key))
  }

  /// Reads one value of the enumeration `coding` describes.
  ///
  /// The caller has pushed the value's own path component.
  static func read(
    _ raw: Any, _ coding: EnumCoding, _ converters: EnumMembers, strict: Bool, _ context: inout HydrationContext
  ) throws -> Any {
    // A recursive (`indirect`) enumeration nests as deep as its input: counted as models are.
    guard context.enter() else { throw ProblemAlreadyRecorded() }
    defer { context.leave() }
    do {
      let (chosen, members, base) = try parts(raw, coding, strict: strict, &context)
      let payload = EnumPayload(members: members, base: base, converters: converters, context: context)
      do {
        let value = try chosen.make(payload)
        context = payload.take()
        return value
      } catch {
        context = payload.take()
        switch error {
        case is Problem, is ConversionFailure, is MappingError, is ProblemAlreadyRecorded: throw error
        default:
          throw ConversionFailure(
            .callbackFailed(
              "case \(MessageText.quoted(chosen.name)) of \(coding.typeName) threw: \(MessageText.truncated(String(describing: error)))"))
        }
      }
    } catch let problem as Problem {
      throw problem.error(context)
    }
  }

  /// The case a value names, its members and where they sit.
  private static func parts(
    _ raw: Any, _ coding: EnumCoding, strict: Bool, _ context: inout HydrationContext
  ) throws -> (EnumCase, [String: Any]?, [PathComponent]) {
    switch coding.layout {
    case .tagged(let key):
      let object = try self.object(raw, at: [], expected: coding.typeName, strict: strict, &context)
      return (try tag(object[key], key: key, coding), object, [])
    case .adjacent(let tag, let payloadKey):
      let object = try self.object(raw, at: [], expected: coding.typeName, strict: strict, &context)
      let chosen = try self.tag(object[tag], key: tag, coding)
      let base = [member(payloadKey)]
      guard let payload = object[payloadKey], type(of: payload) != NSNull.self else { return (chosen, nil, base) }
      return (chosen, try self.object(payload, at: base, expected: "object", strict: strict, &context), base)
    case .external:
      if let name = text(raw) {
        guard let chosen = coding.case(named: name) else { throw ConversionFailure(unknownCase(raw, coding)) }
        return (chosen, nil, [])
      }
      let object = try self.object(raw, at: [], expected: coding.typeName, strict: strict, &context)
      guard object.count == 1, let (name, payload) = object.first else {
        throw ConversionFailure(
          .invalidValue(expected: "\(coding.typeName) (an object with one key, the case)", found: MessageText.value(raw)))
      }
      guard let chosen = coding.case(named: name) else {
        throw ConversionFailure(
          .invalidValue(expected: "\(coding.typeName) case (\(coding.names))", found: "key \(MessageText.quoted(name))"))
      }
      let base = [member(name)]
      if type(of: payload) == NSNull.self { return (chosen, nil, base) }
      return (chosen, try self.object(payload, at: base, expected: "object", strict: strict, &context), base)
    }
  }

  /// The case a tag names; a missing, non-string or unknown tag is a problem at the tag.
  private static func tag(_ raw: Any?, key: String, _ coding: EnumCoding) throws -> EnumCase {
    let components = [member(key)]
    guard let raw else { throw Problem(components: components, reason: .missingRequiredValue) }
    guard let name = text(raw) else {
      throw Problem(components: components, reason: .typeMismatch(expected: "String", found: MessageText.value(raw)))
    }
    guard let chosen = coding.case(named: name) else { throw Problem(components: components, reason: unknownCase(raw, coding)) }
    return chosen
  }

  private static func unknownCase(_ raw: Any, _ coding: EnumCoding) -> MappingError.Reason {
    .invalidValue(expected: "\(coding.typeName) case (\(coding.names))", found: MessageText.value(raw))
  }

  /// The string `raw` is, exactly (no number or Boolean read as text).
  private static func text(_ raw: Any) -> String? {
    let type = type(of: raw)
    guard type == String.self || type is NSString.Type else { return nil }
    return raw as? String
  }

  /// The members of a JSON object as hydration sees them: from bytes, scalars materialized and
  /// containers left on the tape, as a model's members are; a repeated key is reported at
  /// its path (fatal when strict), and its last value read.
  private static func object(
    _ raw: Any, at base: [PathComponent], expected: String, strict: Bool, _ context: inout HydrationContext
  ) throws -> [String: Any] {
    guard let reference = InputValue.tapeObject(raw) else {
      do {
        return try InputValue.dictionary(raw, expected: expected)
      } catch let failure as ConversionFailure {
        throw Problem(components: base, reason: failure.reason)
      }
    }
    let tape = reference.box.tape
    var members: [String: Any] = [:]
    members.reserveCapacity(reference.count)
    for member in tape.members(ofObjectAt: reference.index) {
      let key = tape.string(at: member.key) ?? ""
      if members.updateValue(reference.box.element(at: member.value), forKey: key) != nil {
        context.path += base
        context.record(.duplicateKey(key), at: self.member(key), fatal: strict)
        context.path.removeLast(base.count)
      }
    }
    return members
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
  /// are reported under the value's path.
  func descends(into type: Any.Type) -> Bool {
    Self.descends(type) || transforms[ObjectIdentifier(unwrappingOptional(type))]?.enumCoding != nil
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
