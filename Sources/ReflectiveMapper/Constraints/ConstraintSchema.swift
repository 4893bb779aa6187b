import Foundation

/// The JSON Schema keywords that state ``Constraint``s: `minimum`, `exclusiveMaximum`,
/// `minLength`, `maxItems`, `minProperties`, `uniqueItems`, `multipleOf`, `enum`, and the same
/// inside `items` or `additionalProperties` for `each`.
///
/// A closure, and a date range (JSON Schema compares no dates), cannot be stated: registration
/// lists them as notes (``PlanCompiler/diagnoseUnstatedConstraints(of:keyPaths:)``).
enum ConstraintSchema {
  /// `schema` (a present value's) with the keywords of `constraints` added.
  static func applying(_ constraints: [Constraint], to schema: [String: Any]) -> [String: Any] {
    var schema = schema
    for constraint in constraints { apply(constraint.rule, to: &schema) }
    return schema
  }

  private static func apply(_ rule: Constraint.Rule, to schema: inout [String: Any]) {
    switch rule {
    case .bounds(let lower, let upper):
      if let lower, case .number(let value) = lower.value { schema[lower.isExclusive ? "exclusiveMinimum" : "minimum"] = number(value) }
      if let upper, case .number(let value) = upper.value { schema[upper.isExclusive ? "exclusiveMaximum" : "maximum"] = number(value) }
    case .multipleOf(let step):
      schema["multipleOf"] = number(step)
    case .length(let minimum, let maximum):
      if let minimum { schema["minLength"] = minimum }
      if let maximum { schema["maxLength"] = maximum }
    case .count(let minimum, let maximum):
      let unit = isObject(schema) ? "Properties" : "Items"
      if let minimum { schema["min\(unit)"] = minimum }
      if let maximum { schema["max\(unit)"] = maximum }
    case .pattern(let source, _):
      schema["pattern"] = source
    case .format(let format):
      schema["format"] = format.rawValue
    case .uniqueItems:
      schema["uniqueItems"] = true
    case .allowed(let values):
      schema["enum"] = values.map { value -> Any in
        switch value {
        case .string(let text): text
        case .number(let value): number(value)
        }
      }
    case .custom:
      break
    case .each(let inner):
      let key = isObject(schema) ? "additionalProperties" : "items"
      let element = schema[key] as? [String: Any] ?? [:]
      schema[key] = applying(inner, to: element)
    }
  }

  private static func isObject(_ schema: [String: Any]) -> Bool { schema["type"] as? String == "object" }

  /// A constraint's number as a schema states it: an `Int` for an integer, else a `Double` when
  /// it holds the value exactly as written, else the `Decimal` (`13`, `0.5`, and
  /// `0.1000000000000000000001` as they are).
  static func number(_ value: Decimal) -> Any {
    if let integer = ConstraintFastPath.exactInt(value) { return integer }
    // (From the decimal's text: its own conversion to Double can land a unit away.)
    if let double = Double(value.description), double.isFinite, Decimal(string: "\(double)") == value { return double }
    return value
  }

  /// Whether `constraints` hold a rule no keyword states (a closure, a date range).
  static func hasUnstated(_ constraints: [Constraint]) -> Bool {
    constraints.contains { constraint in
      switch constraint.rule {
      case .custom: true
      case .bounds(let lower, let upper):
        [lower, upper].contains { if case .date? = $0?.value { true } else { false } }
      case .each(let inner): hasUnstated(inner)
      // Every case is named, so that a new rule the schema cannot state is a compile error
      // here rather than a silent `false`.
      case .length, .count, .pattern, .format, .uniqueItems, .multipleOf, .allowed: false
      }
    }
  }
}

extension PlanCompiler {
  /// Notes the properties whose constraints the JSON Schema cannot state (a closure, a date
  /// range): ``MappingRegistry/issues(for:)`` lists them, as it lists open schemas.
  func diagnoseUnstatedConstraints<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath]) {
    for name in keyPaths.keys.sorted() {
      let row = plan.settings.row(name)
      guard !row.isExcluded, row.schema == nil, let constraints = row.constraints, ConstraintSchema.hasUnstated(constraints) else { continue }
      note(
        .registration(
          .openSchema,
          "has a constraint the JSON Schema cannot state (a closure, or a date range): jsonSchema(for:) states the others; describe it with `schemas[\(MessageText.quoted(name))]` if clients need it",
          property: "\(plan.typeName).\(name)", isFatal: false))
    }
  }
}
