import Foundation
import ReflectiveMapper
import Testing

/// The fused scalar writes (`ScalarHydrators` for `var` properties, `SlotScalars` for models
/// built through their initializer) agree with the general path (each type's `BuiltInScalar`
/// converter, taken when an adapter stands in front of it): the same value and the same
/// problems for every kind of input, from bytes and from dictionaries, strict and lenient.
///
/// (It found that a Foundation number an adapter handed on was taken as the property's type
/// by bridging: a JSON `true` became the `Int` 1 even under `.strict`, and
/// -9223372036854775809 from JSONSerialization the `Int` -9223372036854775807.)
@Suite("Fused scalar writes")
struct FusedScalarTests {
  /// The types the fused writes cover, and their optionals.
  struct Fused: ReflectiveModel {
    var string = ""
    var int = 0
    var int64: Int64 = 0
    var bool = false
    var double = 0.0
    var optionalString: String?
    var optionalInt: Int?
    var optionalInt64: Int64?
    var optionalBool: Bool?
    var optionalDouble: Double?
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      [
        "string": \Fused.string, "int": \Fused.int, "int64": \Fused.int64, "bool": \Fused.bool, "double": \Fused.double,
        "optionalString": \Fused.optionalString, "optionalInt": \Fused.optionalInt, "optionalInt64": \Fused.optionalInt64,
        "optionalBool": \Fused.optionalBool, "optionalDouble": \Fused.optionalDouble,
      ]
    }
  }

  /// The optional properties as `let`s, built through the initializer (`SlotScalars`). (A
  /// non-optional `let` is required, which its `var` twin is not: not compared.)
  struct Initialized: ReflectiveInitializable {
    let optionalString: String?
    let optionalInt: Int?
    let optionalInt64: Int64?
    let optionalBool: Bool?
    let optionalDouble: Double?
    static var keyPaths: [String: AnyKeyPath] {
      [
        "optionalString": \Initialized.optionalString, "optionalInt": \Initialized.optionalInt, "optionalInt64": \Initialized.optionalInt64,
        "optionalBool": \Initialized.optionalBool, "optionalDouble": \Initialized.optionalDouble,
      ]
    }
    static var initializedProperties: Set<String> { Set(keyPaths.keys) }
    init(mappedValues values: MappedValues) throws {
      optionalString = try values["optionalString"]
      optionalInt = try values["optionalInt"]
      optionalInt64 = try values["optionalInt64"]
      optionalBool = try values["optionalBool"]
      optionalDouble = try values["optionalDouble"]
    }
  }

  static let names = ["string", "int", "int64", "bool", "double", "optionalString", "optionalInt", "optionalInt64", "optionalBool", "optionalDouble"]

  /// Every kind of JSON value, the edges of each type, and the Boolean words.
  static let values = [
    #""text""#, #""47""#, #""-3.0""#, #""true""#, #""""#, "47", "-0", "3.0", "3.5", "1e2", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "1.7976931348623157e308", "1e400", "true", "false", "null", "[]", "{}", "[1]",
    // The Boolean words and numeric text (issue #49): Booleans for a lenient `Bool`, text for a `String`.
    #""y""#, #""F""#, #""t""#, #""N""#, #""1.0""#, #""0.00""#, #""1e0""#, #""2""#, #""-1""#, #""0.5""#, "1.0", "0.0", "2", "-1",
  ]

  /// The registry for one pass; with `general`, an adapter that hands the value on as it is
  /// stands in front of each property of ``Fused``, which the fused writes do not take, so
  /// that the same model is read by the general path (each type's converter).
  static func registry(strict: Bool, general: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.register(Fused.self) { m in
      if general { for name in names { m.adapters[name] = Adapter { $0 } } }
    }
    try registry.register(Initialized.self)
    return registry
  }

  /// What reading `json` gives: the model's JSON, or its error, and every problem, with the
  /// type's name left out.
  static func outcome<M: ReflectiveModel>(
    _: M.Type, _ json: String, fromBytes: Bool, registry: MappingRegistry, keeping name: String? = nil
  ) -> String {
    var issues: [MappingError] = []
    let result: String
    do {
      let model: M
      if fromBytes {
        model = try M(jsonData: Array(json.utf8), registry: registry, issues: &issues)
      } else {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? [String: Any] ?? [:]
        model = try M(dictionary: object, registry: registry, issues: &issues)
      }
      if let name {
        // Only the property read, as the initializer-built model (which has no other) writes it.
        let value = (try? model.jsonObject(registry: registry))?[name]
        result = try String(decoding: JSONSerialization.data(withJSONObject: value.map { [name: $0] } ?? [:], options: .sortedKeys), as: UTF8.self)
      } else {
        result = (try? String(decoding: model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)) ?? "<unwritable>"
      }
    } catch let error as MappingError {
      result = "error: \(error.issues.map(\.summary))"
    } catch {
      result = "other error: \(error)"
    }
    let text = "\(result) | \(issues.map(\.summary))"
    return text.replacingOccurrences(of: "\(M.self)", with: "Model")
  }

  @Test("each fused type agrees with its general converter and with the initializer-built write, for every kind of value", arguments: [false, true])
  func agree(strict: Bool) throws {
    let registry = try Self.registry(strict: strict)
    let generalRegistry = try Self.registry(strict: strict, general: true)
    var compared = 0
    for name in Self.names {
      for value in Self.values {
        let json = "{\"\(name)\": \(value)}"
        for fromBytes in [true, false] {
          // (JSONSerialization refuses 1e400; from a dictionary it is not an input.)
          if !fromBytes && value == "1e400" { continue }
          let fused = Self.outcome(Fused.self, json, fromBytes: fromBytes, registry: registry)
          let general = Self.outcome(Fused.self, json, fromBytes: fromBytes, registry: generalRegistry)
          if value == "1e400" {
            // No Swift value holds 1e400, so an adapter cannot be handed it: that is the
            // problem the general path reports, before any converter. The same model (or the
            // same failure), and a problem, either way.
            #expect(fused.split(separator: "|").first?.hasPrefix("error") == general.split(separator: "|").first?.hasPrefix("error"), "\(json)")
            #expect(fused.split(separator: "|").first == general.split(separator: "|").first || fused.hasPrefix("error"), "\(json)")
            #expect(general.contains("1e400 is not representable as a finite number"), "\(json)")
            #expect(fused.contains("1e400"), "\(json)")
          } else {
            #expect(fused == general, "\(json), \(fromBytes ? "bytes" : "dictionary"), strict \(strict)")
          }
          compared += 1
          guard name.hasPrefix("optional") else { continue }
          // The initializer-built model writes only its optionals: compared with the fused one's.
          let built = Self.outcome(Initialized.self, json, fromBytes: fromBytes, registry: registry, keeping: name)
          let fusedOptionals = Self.outcome(Fused.self, json, fromBytes: fromBytes, registry: registry, keeping: name)
          #expect(fusedOptionals == built, "\(json), \(fromBytes ? "bytes" : "dictionary"), strict \(strict)")
        }
      }
    }
    #expect(compared == Self.names.count * (Self.values.count * 2 - 1))
  }
}
