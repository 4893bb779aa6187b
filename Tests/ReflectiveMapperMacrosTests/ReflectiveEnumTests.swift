// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import Testing
  import XCTest

  // MARK: Enumerations as a MetaCodable user writes them

  /// MetaCodable's `@Codable @CodedAt("type")` with `@CodedAs` tags that are not strings.
  @ReflectiveEnum(.tagged("type"))
  enum Instruction: Equatable {
    @CaseTags(12, "load", .range(15..<20)) case load(key: String)
    @CaseTags(true, 2.5) case store(key: String, value: Int, note: String?)
    case point(Int, Int)
    case reset
  }

  /// A bare payload under its case name (`{"three": true}`), and a case named by a keyword.
  @ReflectiveEnum(.external)
  enum Knob: Equatable {
    case three(Bool)
    case named(x: Int)
    case `default`
  }

  /// MetaCodable's `@UnTagged`: the first case that reads the value, in declaration order.
  @ReflectiveEnum(.untagged)
  indirect enum Loose: Equatable {
    case number(Int)
    case text(String)
    case list([Loose])
    case pair(left: Int, right: Int)
  }

  /// The adjacent layout, a bare payload under the payload key.
  @ReflectiveEnum(.adjacent(tag: "kind", payload: "data"))
  enum Signal: Equatable {
    case level(Double)
    @CaseTags(0) case off
  }

  @ReflectiveModel
  final class Program: ReflectiveCodable {
    var instructions: [Instruction] = []
    var first: Instruction?
    var knobs: [Knob] = []
    var loose: [Loose] = []
    var signal: Signal = .off
  }

  @ReflectiveModel
  struct ProgramValue {
    var instructions: [Instruction] = []
    var first: Instruction?
    var knobs: [Knob] = []
    var loose: [Loose] = []
    var signal: Signal = .off
  }

  private func decoder(_ registry: MappingRegistry) -> ReflectiveJSONDecoder {
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    return decoder
  }

  private func enumRegistry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.registerEnum(Instruction.self)
    try registry.registerEnum(Knob.self)
    try registry.registerEnum(Loose.self)
    try registry.registerEnum(Signal.self)
    return registry
  }

  private let document = #"""
    {"instructions": [{"type": 12, "key": "a"}, {"type": "load", "key": "b"}, {"type": 17, "key": "c"},
                      {"type": true, "key": "d", "value": 4}, {"type": 2.5, "key": "e", "value": 5, "note": "n"},
                      {"type": "point", "_0": 1, "_1": 2}, {"type": "reset"}],
     "first": {"type": 16, "key": "f"},
     "knobs": [{"three": true}, {"named": {"x": 3}}, "default", {"default": {}}],
     "loose": [7, "seven", [1, ["x"]], {"left": 1, "right": 2}],
     "signal": {"kind": "level", "data": 0.5}}
    """#

  private let expectedInstructions: [Instruction] = [
    .load(key: "a"), .load(key: "b"), .load(key: "c"), .store(key: "d", value: 4, note: nil), .store(key: "e", value: 5, note: "n"),
    .point(1, 2), .reset,
  ]
  private let expectedLoose: [Loose] = [.number(7), .text("seven"), .list([.number(1), .list([.text("x")])]), .pair(left: 1, right: 2)]

  /// What `@ReflectiveEnum` enumerations read and write, in class and struct models.
  @Suite struct ReflectiveEnumTests {
    @Test func everyCaseFormReadsFromBytesDictionariesAndTheDecoder() throws {
      let registry = try enumRegistry()
      let data = Data(document.utf8)
      let program = try Program(jsonData: data, registry: registry)
      let value = try ProgramValue(dictionary: try JSONSerialization.jsonObject(with: data) as! [String: Any], registry: registry)
      let decoded = try decoder(registry).decode(Program.self, from: data)
      for (instructions, first, knobs, loose, signal) in [
        (program.instructions, program.first, program.knobs, program.loose, program.signal),
        (value.instructions, value.first, value.knobs, value.loose, value.signal),
        (decoded.instructions, decoded.first, decoded.knobs, decoded.loose, decoded.signal),
      ] {
        #expect(instructions == expectedInstructions)
        #expect(first == .load(key: "f"))
        #expect(knobs == [.three(true), .named(x: 3), .default, .default])
        #expect(loose == expectedLoose)
        #expect(signal == .level(0.5))
      }
    }

    @Test func outputWritesTheFirstTagAsItsJSONTypeAndReadsBack() throws {
      let registry = try enumRegistry()
      let program = try Program(jsonData: Data(document.utf8), registry: registry)
      program.signal = .off
      let object = try program.jsonObject(registry: registry)
      let instructions = try #require(object["instructions"] as? [[String: Any]])
      #expect(instructions[0]["type"] as? Int == 12)
      #expect(instructions[1]["type"] as? Int == 12)
      #expect(instructions[3]["type"] as? Bool == true)
      #expect(instructions[5]["_0"] as? Int == 1 && instructions[5]["_1"] as? Int == 2)
      #expect(instructions[6]["type"] as? String == "reset")
      let knobs = try #require(object["knobs"] as? [Any])
      #expect((knobs[0] as? [String: Any])?["three"] as? Bool == true)
      let loose = try #require(object["loose"] as? [Any])
      #expect(loose[0] as? Int == 7 && loose[1] as? String == "seven")
      #expect((object["signal"] as? [String: Any])?["kind"] as? Int == 0)
      let back = try ProgramValue(jsonData: try program.jsonData(registry: registry), registry: registry)
      #expect(back.instructions == program.instructions && back.first == program.first)
      #expect(back.knobs == program.knobs && back.loose == program.loose && back.signal == .off)
      let encoder = ReflectiveJSONEncoder()
      encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
      let encoded = try encoder.encode(program)
      let reread = try decoder(registry).decode(Program.self, from: encoded)
      #expect(reread.instructions == program.instructions && reread.loose == program.loose)
    }

    @Test func aValueNoCaseReadsIsAProblemAtItsPath() throws {
      let registry = try enumRegistry()
      var issues: [MappingError] = []
      let json = #"{"instructions": [{"type": 99, "key": "a"}, {"type": 12}], "loose": [{"left": "x"}]}"#
      let program = try Program(jsonData: Data(json.utf8), registry: registry, issues: &issues)
      #expect(program.instructions.isEmpty && program.loose.isEmpty)
      #expect(issues.map(\.path) == ["instructions[0].type", "instructions[1].key", "loose[0]"])
      #expect(issues[0].description.contains("number 99 is not a valid Instruction case"))
      let strict = try enumRegistry()
      strict.strictness = .strict
      #expect(throws: MappingError.self) { try Program(jsonData: Data(json.utf8), registry: strict) }
    }

    @Test func registrationRefusesTagsThatCannotWorkAndTakesAnotherLayout() throws {
      #expect(throws: MappingError.self) { try MappingRegistry().registerEnum(Instruction.self, as: .external) }
      let registry = MappingRegistry()
      registry.printsFindings = false
      try registry.registerEnum(Signal.self, as: .tagged("kind"))
      let program = try Program(jsonData: Data(#"{"signal": {"kind": 0}}"#.utf8), registry: registry)
      #expect(program.signal == .off)
      // The enumerations left unregistered are named, with the call that registers them.
      let findings = registry.issues(for: Program.self).map(\.description)
      #expect(
        findings.contains {
          $0.contains("Instruction is a ReflectiveEnum that this registry has not registered; call `registerEnum(Instruction.self)`")
        })
      #expect(findings.contains { $0.contains("to write it, register Loose with `registerEnum(Loose.self)`") })
    }
  }

  // MARK: What the macro writes

  private let macros: [String: MacroSpec] = [
    "ReflectiveEnum": MacroSpec(type: ReflectiveEnumMacro.self, conformances: ["ReflectiveEnum"]),
    "CaseTags": MacroSpec(type: CaseTagsMacro.self),
  ]

  /// `@ReflectiveEnum`'s expansion and its diagnostics.
  final class ReflectiveEnumExpansionTests: XCTestCase {
    func testEachCaseFormIsOneRegistrationInDeclarationOrder() {
      assertMacroExpansion(
        """
        @ReflectiveEnum(.tagged("op"))
        public enum Op {
          @CaseTags(1, "add") case add(lhs: Int, Int)
          case flag(Bool)
          case stop, `default`
        }
        """,
        expandedSource: """
          public enum Op {
            case add(lhs: Int, Int)
            case flag(Bool)
            case stop, `default`
          }

          extension Op: ReflectiveMapper.ReflectiveEnum {
            public static var enumLayout: ReflectiveMapper.EnumLayout {
                .tagged("op")
            }
            public static func describeCases(_ cases: inout ReflectiveMapper.EnumMapping<Op>) {
              cases.case(tags: 1, "add", make: { payload in
                      .add(lhs: try payload["lhs"], try payload["_1"])
                  }, match: {
                      if case .add(let value0, let value1) = $0 {
                          ["lhs": value0, "_1": value1]
                      } else {
                          nil
                      }
                  })
              cases.case(tags: "flag", wrap: { (value: Bool) in
                      .flag(value)
                  }, unwrap: {
                      if case .flag(let value) = $0 {
                          value
                      } else {
                          nil
                      }
                  })
              cases.case(tags: "stop", make: {
                      .stop
                  }, matches: {
                      if case .stop = $0 {
                          true
                      } else {
                          false
                      }
                  })
              cases.case(tags: "default", make: {
                      .`default`
                  }, matches: {
                      if case .`default` = $0 {
                          true
                      } else {
                          false
                      }
                  })
            }
          }
          """,
        macroSpecs: macros
      )
    }

    func testItRefusesAStructAndTagsItCannotPlace() {
      assertMacroExpansion(
        """
        @ReflectiveEnum
        struct Op {
          var x = 0
        }
        @ReflectiveEnum
        enum Two {
          @CaseTags(1) case a, b
          @CaseTags case c
        }
        struct Holder {
          @CaseTags(1) var x = 0
        }
        """,
        expandedSource: """
          struct Op {
            var x = 0
          }
          enum Two {
            case a, b
            case c
          }
          struct Holder {
            var x = 0
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@ReflectiveEnum can only be attached to an enum; a struct or class becomes a model with @ReflectiveModel", line: 1,
            column: 1),
          DiagnosticSpec(
            message: "@CaseTags names the tags of one case; declare each case on its own ('case a', 'case b') to give it its own tags",
            line: 7, column: 3),
          DiagnosticSpec(
            id: MessageID(domain: "ReflectiveMapperMacros", id: "noTags"),
            message:
              "@CaseTags needs at least one tag: a string, an integer, a Boolean, a number or a range (@CaseTags(12, \"load\", .range(15..<20)))",
            line: 8, column: 3),
          DiagnosticSpec(
            message: "@CaseTags names the tags of an enum case; attach it to a 'case' declaration of a @ReflectiveEnum enum", line: 11,
            column: 3),
        ],
        macroSpecs: macros
      )
    }
  }
#endif
