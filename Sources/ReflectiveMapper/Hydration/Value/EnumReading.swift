import Foundation

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
      if coding.layout == .untagged { return try untagged(raw, coding, converters.exact, repeatedKeysFatal: strict, &context) }
      let (chosen, members, base) = try parts(raw, coding, strict: strict, &context)
      if let value = chosen.value { return try read(value, members, base: base, converters, &context) }
      return try make(chosen, members as? [String: Any], base: base, coding, converters, &context)
    } catch let problem as Problem {
      throw problem.error(context)
    }
  }

  /// Runs a case's `make` on its members.
  static func make(
    _ chosen: EnumCase, _ members: [String: Any]?, base: [PathComponent], _ coding: EnumCoding, _ converters: EnumMembers,
    _ context: inout HydrationContext
  ) throws -> Any {
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
          .callbackFailed("case \(chosen.quotedName) of \(coding.typeName) threw: \(MessageText.truncated(String(describing: error)))"))
      }
    }
  }

  /// Reads a case's one unnamed payload, `nil` when the input has none.
  static func read(
    _ value: EnumValuePayload, _ payload: Any?, base: [PathComponent], _ converters: EnumMembers, _ context: inout HydrationContext
  ) throws -> Any {
    guard let payload, value.isOptional || type(of: payload) != NSNull.self else {
      if value.isOptional { return try value.read(NSNull(), converters, base, &context) }
      throw Problem(components: base, reason: payload == nil ? .missingRequiredValue : .nullValue(expected: value.typeName))
    }
    return try value.read(payload, converters, base, &context)
  }

  /// A member (or payload) converted to `T` with the member converters, at `path` under the
  /// enumeration's value.
  static func convert<T>(
    _ raw: Any, as _: T.Type, member: String, at path: [PathComponent], _ converters: EnumMembers, _ context: inout HydrationContext
  ) throws -> T {
    let convert: Convert<T>
    do {
      convert = try converters.converter(T.self, member: member)
    } catch let error as MappingError {
      throw Problem(components: path, reason: error.reason)
    }
    let descends = converters.descends(into: T.self)
    if descends { context.path += path }
    defer { if descends { context.path.removeLast(path.count) } }
    do {
      return try convert(raw, &context)
    } catch let failure as ConversionFailure {
      throw Problem(components: path, reason: failure.reason)
    } catch let error as MappingError {
      // A nested enumeration's problem, at a path under its value: put under this member.
      guard !path.isEmpty else { throw error }
      let prefix = MappingPath.service(path)
      let problems = error.issues.map { problem in
        var copy = problem
        copy.path = problem.path.isEmpty ? prefix : prefix + (problem.path.hasPrefix("[") ? "" : ".") + problem.path
        return copy
      }
      throw MappingError.combining(problems) ?? error
    }
  }

  /// The case a value names, its members (an object, or a value case's payload) and where
  /// they sit.
  private static func parts(
    _ raw: Any, _ coding: EnumCoding, strict: Bool, _ context: inout HydrationContext
  ) throws -> (EnumCase, Any?, [PathComponent]) {
    switch coding.layout {
    case .tagged(let key):
      var object = try self.object(raw, at: [], expected: coding.typeName, strict: strict, &context)
      let chosen = try tag(object[key], key: key, coding)
      if chosen.value != nil { object[key] = nil }
      return (chosen, object, [])
    case .adjacent(let tag, let payloadKey):
      let object = try self.object(raw, at: [], expected: coding.typeName, strict: strict, &context)
      let chosen = try self.tag(object[tag], key: tag, coding)
      let base = [member(payloadKey)]
      guard let payload = object[payloadKey], chosen.value != nil || type(of: payload) != NSNull.self else {
        return (chosen, nil, base)
      }
      if chosen.value != nil { return (chosen, payload, base) }
      return (chosen, try self.object(payload, at: base, expected: "object", strict: strict, &context), base)
    case .external:
      if let name = text(raw) {
        guard let chosen = coding.case(named: name) else { throw ConversionFailure(unknownCase(raw, coding)) }
        return (chosen, nil, chosen.value == nil ? [] : [member(name)])
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
      if chosen.value != nil { return (chosen, payload, base) }
      if type(of: payload) == NSNull.self { return (chosen, nil, base) }
      return (chosen, try self.object(payload, at: base, expected: "object", strict: strict, &context), base)
    case .tagOnly:
      if let index = coding.caseIndex(tagged: raw) { return (coding.cases[index], nil, []) }
      let found = (try? InputValue.materialized(raw)) ?? raw
      if coding.expectedTag == "String", text(found) == nil {
        throw ConversionFailure(.typeMismatch(expected: "\(coding.typeName) (String)", found: MessageText.value(found)))
      }
      throw ConversionFailure(unknownCase(found, coding))
    case .untagged:
      preconditionFailure("an untagged enumeration has no tag to read")
    }
  }

  /// The case a tag names; a missing, wrongly typed or unknown tag is a problem at the tag.
  private static func tag(_ raw: Any?, key: String, _ coding: EnumCoding) throws -> EnumCase {
    let components = [member(key)]
    guard let raw else { throw Problem(components: components, reason: .missingRequiredValue) }
    if let index = coding.caseIndex(tagged: raw) { return coding.cases[index] }
    if coding.expectedTag == "String", text(raw) == nil {
      throw Problem(components: components, reason: .typeMismatch(expected: "String", found: MessageText.value(raw)))
    }
    throw Problem(components: components, reason: unknownCase(raw, coding))
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
  static func object(
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
