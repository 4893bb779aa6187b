import Foundation

/// Checks a converted value against a property's ``Constraint``s, and says at registration
/// whether a constraint can apply to a property type at all.
///
/// A check runs on the value the converter made (after optionals: `nil` keeps every
/// constraint), so bytes and dictionaries, creation and updates are checked alike. A violation
/// throws `ConversionFailure(.constraintViolation(rule:message:))`, which the hydrator records
/// like any conversion problem.
enum ConstraintCheck {
  /// `convert` followed by the checks of `constraints` (their `each` parts excluded: those wrap
  /// the element converters); `convert` itself when there are none.
  ///
  /// A count is checked on what the input holds (its elements or members before any is
  /// dropped, as JSON Schema's `maxItems` counts them); the rest on the converted value. Every
  /// rule a value breaks is reported, not only the first.
  static func wrap<Value>(_ convert: @escaping Convert<Value>, _ constraints: [Constraint]) -> Convert<Value> {
    let own = constraints.filter { if case .each = $0.rule { false } else { true } }
    guard !own.isEmpty else { return convert }
    let counts = own.filter { if case .count = $0.rule { true } else { false } }
    let others = own.filter { if case .count = $0.rule { false } else { true } }
    guard !counts.isEmpty else {
      // The common scalar types test their values directly, and only a value that may break
      // a rule goes through the general check.
      if let passes = ConstraintFastPath.passes(Value.self, own) {
        return { raw, context in
          let value = try convert(raw, &context)
          if passes(value) { return value }
          try check(value, own)
          return value
        }
      }
      return { raw, context in
        let value = try convert(raw, &context)
        try check(value, own)
        return value
      }
    }
    return { raw, context in
      let held = inputCount(raw)
      let value = try convert(raw, &context)
      var failures: [ConversionFailure] = []
      if let held {
        for constraint in counts {
          if let failure = countViolation(held.count, isObject: held.isObject, constraint.rule) { failures.append(failure) }
        }
        failures += violations(value, others)
      } else {
        failures = violations(value, own)
      }
      if let first = failures.first { throw combined(first, failures.dropFirst()) }
      return value
    }
  }

  /// Throws the violations of `constraints` by `value` (a `nil` optional breaks none), every
  /// rule it breaks in one failure.
  static func check(_ value: Any, _ constraints: [Constraint]) throws {
    let failures = violations(value, constraints)
    if let first = failures.first { throw combined(first, failures.dropFirst()) }
  }

  /// One failure carrying `first` and then `rest`.
  private static func combined(_ first: ConversionFailure, _ rest: ArraySlice<ConversionFailure>) -> ConversionFailure {
    rest.isEmpty ? first : ConversionFailure(first.reason, more: first.more + rest.flatMap { [$0.reason] + $0.more })
  }

  /// Each rule of `constraints` that `value` breaks, in their order.
  private static func violations(_ value: Any, _ constraints: [Constraint]) -> [ConversionFailure] {
    // (The common property types first, by their exact type: a cast to a protocol asks the
    // runtime's conformance cache, several hundred instructions a value.)
    let type = type(of: value)
    let plain = type == String.self || type == Int.self || type == Double.self || type == Int64.self || type == Decimal.self
    guard let value = plain ? value : unwrapBoxedOptional(value) else { return [] }
    var failures: [ConversionFailure] = []
    for constraint in constraints {
      do {
        try check(value, constraint.rule)
      } catch let failure as ConversionFailure {
        failures.append(failure)
      } catch {}
    }
    return failures
  }

  /// How many elements or members the input holds, before any is dropped (nil for a value
  /// that is no array or object: an adapter's, a `null`).
  private static func inputCount(_ raw: Any) -> (count: Int, isObject: Bool)? {
    // (An object's repeated key counts once, as in the dictionary JSONParser.parse makes.)
    if let reference = raw as? TapeRef { return (reference.isObject ? reference.distinctCount : reference.count, reference.isObject) }
    if let array = raw as? [Any] { return (array.count, false) }
    if let object = raw as? [String: Any] { return (object.count, true) }
    return nil
  }

  /// The first violation of `constraints` by a whole value (an adapter's), `each` included: an
  /// element that breaks one refuses the value (it cannot be dropped from a value made
  /// elsewhere).
  static func violation(of value: Any, _ constraints: [Constraint]) -> ConversionFailure? {
    do {
      try check(value, constraints)
      guard let value = unwrapBoxedOptional(value), let shape = type(of: value) as? any CollectionShape.Type else { return nil }
      let inner = elementConstraints(constraints)
      guard !inner.isEmpty else { return nil }
      let items: [(name: String, value: Any)]
      switch shape.shape(of: value) {
      case .array(let elements), .set(let elements): items = elements.enumerated().map { ("element \($0.offset)", $0.element) }
      case .dictionary(let members): items = members.sorted { $0.key < $1.key }.map { ("member \(MessageText.quoted($0.key))", $0.value) }
      default: items = []
      }
      for item in items {
        if let failure = violation(of: item.value, inner), case .constraintViolation(let rule, let message) = failure.reason {
          return ConstraintCheck.violation(rule, "\(item.name): \(message)")
        }
      }
      return nil
    } catch let failure as ConversionFailure {
      return failure
    } catch {
      return nil
    }
  }

  /// The `each` constraints among `constraints`, flattened.
  static func elementConstraints(_ constraints: [Constraint]) -> [Constraint] {
    constraints.flatMap { constraint -> [Constraint] in
      if case .each(let inner) = constraint.rule { inner } else { [] }
    }
  }

  // MARK: One rule

  private static func check(_ value: Any, _ rule: Constraint.Rule) throws {
    switch rule {
    case .bounds(let lower, let upper):
      guard let found = limit(of: value) else { return }
      if let lower, let failure = outside(found, lower, isMinimum: true) { throw failure }
      if let upper, let failure = outside(found, upper, isMinimum: false) { throw failure }
    case .length(let minimum, let maximum):
      guard let text = string(value) else { return }
      let length = text.unicodeScalars.count
      if let minimum, length < minimum {
        throw violation("minLength", "\(quoted(text)) has \(counted(length, "character")), fewer than the minimum \(minimum)")
      }
      if let maximum, length > maximum {
        throw violation("maxLength", "\(quoted(text)) has \(counted(length, "character")), more than the maximum \(maximum)")
      }
    case .pattern(let source, let compiled):
      guard let text = string(value), case .success(let pattern) = compiled else { return }
      if !pattern.matches(text) { throw violation("pattern", "\(quoted(text)) does not match the pattern \(MessageText.quoted(source))") }
    case .format(let format):
      guard let text = string(value) else { return }
      if !format.accepts(text) { throw violation("format", "\(quoted(text)) is not \(format.spoken)") }
    case .count:
      guard let shape = type(of: value) as? any CollectionShape.Type else { return }
      if let failure = countViolation(shape.count(of: value), isObject: shape.isDictionary, rule) { throw failure }
    case .uniqueItems:
      guard let shape = type(of: value) as? any CollectionShape.Type, case .array(let items) = shape.shape(of: value) else { return }
      var seen: [AnyHashable: Int] = [:]
      for (index, item) in items.enumerated() {
        guard let key = hashable(item) else { continue }
        if let first = seen[key] { throw violation("uniqueItems", "element \(index) repeats element \(first)") }
        seen[key] = index
      }
    case .multipleOf(let step):
      guard case .number(let number)? = limit(of: value), step != 0 else { return }
      var quotient = number / step
      var whole = Decimal()
      NSDecimalRound(&whole, &quotient, 0, .plain)
      if whole != quotient { throw violation("multipleOf", "\(number) is not a multiple of \(step)") }
    case .allowed(let values):
      guard let found = allowedValue(value) else { return }
      if !values.contains(found) {
        throw violation("enum", "\(describe(found)) is not one of \(values.map(describe).joined(separator: ", "))")
      }
    case .custom(let message, let accepts):
      if !accepts(value) { throw violation("custom", "\(message) (found \(MessageText.value(value)))") }
    case .each:
      return
    }
  }

  /// The violation of a count rule by `count` elements (members, for an object), if any.
  private static func countViolation(_ count: Int, isObject: Bool, _ rule: Constraint.Rule) -> ConversionFailure? {
    guard case .count(let minimum, let maximum) = rule else { return nil }
    let (name, unit) = isObject ? ("Properties", "member") : ("Items", "element")
    if let minimum, count < minimum { return violation("min\(name)", "\(counted(count, unit)), fewer than the minimum \(minimum)") }
    if let maximum, count > maximum { return violation("max\(name)", "\(counted(count, unit)), more than the maximum \(maximum)") }
    return nil
  }

  // MARK: Values

  /// The number or date `value` is, for comparisons.
  static func limit(of value: Any) -> Constraint.Limit? {
    let type = type(of: value)
    if type == Int.self { return .number(Decimal(value as! Int)) }
    if type == Int64.self { return .number(Decimal(value as! Int64)) }
    if type == Double.self { return .number(Decimal(floating: value as! Double)) }
    if type == Decimal.self { return .number(value as! Decimal) }
    if type == String.self { return nil }
    if let date = value as? Date { return .date(date) }
    if let integer = value as? any BinaryInteger { return .number(Decimal(exactly: integer)) }
    if let floating = value as? any BinaryFloatingPoint { return .number(Decimal(floating: floating)) }
    if let number = value as? NSNumber, NumberKind(number) != .bool { return .number(number.decimalValue) }
    return nil
  }

  /// The violation of `bound`, the `minimum` or the `maximum` end of a range, by `found`, or
  /// `nil` when `found` is within it (or cannot be compared with it).
  private static func outside(_ found: Constraint.Limit, _ bound: Constraint.Bound, isMinimum: Bool) -> ConversionFailure? {
    guard let order = compare(found, bound.value) else { return nil }
    let beyond: ComparisonResult = isMinimum ? .orderedAscending : .orderedDescending
    let (end, within, past) = isMinimum ? ("minimum", "greater", "less") : ("maximum", "less", "greater")
    if bound.isExclusive, order == beyond || order == .orderedSame {
      let keyword = isMinimum ? "exclusiveMinimum" : "exclusiveMaximum"
      return violation(keyword, "\(describe(found)) is not \(within) than the exclusive \(end) \(describe(bound.value))")
    }
    if !bound.isExclusive, order == beyond {
      return violation(end, "\(describe(found)) is \(past) than the \(end) \(describe(bound.value))")
    }
    return nil
  }

  private static func compare(_ a: Constraint.Limit, _ b: Constraint.Limit) -> ComparisonResult? {
    switch (a, b) {
    case (.number(let x), .number(let y)): x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    case (.date(let x), .date(let y)): x.compare(y)
    default: nil
    }
  }

  /// The text of a string-like value.
  private static func string(_ value: Any) -> String? {
    if type(of: value) == String.self { return (value as! String) }
    if let text = value as? String { return text }
    if let text = value as? Substring { return String(text) }
    return nil
  }

  /// `value` as an allowed value: a string or a number, or an enum's raw value.
  private static func allowedValue(_ value: Any) -> Constraint.AllowedValue? {
    if let text = string(value) { return .string(text) }
    if case .number(let number)? = limit(of: value) { return .number(number) }
    if let raw = value as? any RawRepresentable { return allowedValue(raw.rawValue) }
    return nil
  }

  /// A hashable form of an element, for ``Constraint/uniqueItems`` (numbers by value, so 1 and
  /// 1.0 are one JSON value).
  private static func hashable(_ item: Any) -> AnyHashable? {
    if case .number(let number)? = limit(of: item) { return AnyHashable(number) }
    return item as? AnyHashable
  }

  private static func violation(_ rule: String, _ message: String) -> ConversionFailure {
    ConversionFailure(.constraintViolation(rule: rule, message: message))
  }

  private static func describe(_ limit: Constraint.Limit) -> String {
    switch limit {
    case .number(let number): "\(number)"
    case .date(let date): ISO8601.string(from: date) ?? "\(date)"
    }
  }

  private static func describe(_ value: Constraint.AllowedValue) -> String {
    switch value {
    case .string(let text): quoted(text)
    case .number(let number): "\(number)"
    }
  }

  private static func quoted(_ text: String) -> String { MessageText.quoted(MessageText.truncated(text)) }

  private static func counted(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
}

// MARK: What a constraint fits

extension ConstraintCheck {
  /// Why `constraints` cannot apply to a property of type `declared` (after optionals), or
  /// `nil` when each can.
  static func misfit(_ constraints: [Constraint], _ declared: Any.Type) -> String? {
    let type = unwrappingOptional(declared)
    for constraint in constraints {
      if let reason = misfit(constraint.rule, type) { return reason }
    }
    return nil
  }

  private static func misfit(_ rule: Constraint.Rule, _ type: Any.Type) -> String? {
    let name = MessageText.typeName(type)
    switch rule {
    case .bounds(let lower, let upper):
      let wantsDate = [lower, upper].contains { if case .date? = $0?.value { true } else { false } }
      if wantsDate { return type == Date.self || type == NSDate.self ? nil : "a date range applies to a Date, and \(name) is not one" }
      return isNumber(type) ? nil : "a numeric range applies to a number, and \(name) is not one"
    case .multipleOf:
      return isNumber(type) ? nil : "a multiple applies to a number, and \(name) is not one"
    case .length:
      return isString(type) ? nil : "a length applies to a string, and \(name) is not one"
    case .format(let format):
      return isString(type) ? nil : "a format (\(format.rawValue)) applies to a string, and \(name) is not one"
    case .pattern(let source, let compiled):
      guard isString(type) else { return "a pattern applies to a string, and \(name) is not one" }
      if case .failure(let problem) = compiled { return "the pattern \(MessageText.quoted(source)) cannot be used: \(problem)" }
      return nil
    case .count:
      return type is any CollectionShape.Type ? nil : "a count applies to an array, a set or a dictionary, and \(name) is not one"
    case .uniqueItems:
      guard let shape = type as? any CollectionShape.Type, !shape.isDictionary else {
        return "unique items apply to an array or a set, and \(name) is not one"
      }
      let element = unwrappingOptional(shape.elementType)
      return isNumber(element) || element is any Hashable.Type
        ? nil : "unique items compare elements, and \(MessageText.typeName(element)) elements cannot be compared"
    case .allowed(let values):
      let raw = (type as? any RawRepresentable.Type).map { rawType($0) } ?? type
      for value in values {
        switch value {
        case .string where isString(raw), .number where isNumber(raw): continue
        default: return "allowed values must be of the property's kind, and \(name) cannot hold \(describe(value))"
        }
      }
      return nil
    case .custom:
      return nil
    case .each(let inner):
      guard let shape = type as? any CollectionShape.Type else {
        return "each applies to the elements of an array, a set or a dictionary, and \(name) is not one"
      }
      return misfit(inner, shape.elementType)
    }
  }

  private static func isNumber(_ type: Any.Type) -> Bool {
    (type as? any BuiltInScalar.Type)?.strictKind == .number || type is NSNumber.Type
  }

  private static func isString(_ type: Any.Type) -> Bool {
    type == String.self || type == Substring.self || type is NSString.Type
  }

  private static func rawType(_ type: any RawRepresentable.Type) -> Any.Type {
    func open<R: RawRepresentable>(_: R.Type) -> Any.Type { R.RawValue.self }
    return open(type)
  }
}
