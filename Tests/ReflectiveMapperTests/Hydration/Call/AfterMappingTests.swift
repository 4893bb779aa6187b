import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// `afterMapping`: it may change the model, fail it, read the call's context, and a throw is
/// fatal.
@Suite struct AfterMappingTests {
  @Test("afterMapping can change the model (HandyJSON's didFinishMapping)", arguments: ModelKind.allCases)
  func afterMappingChangesTheModel(_ kind: ModelKind) throws {
    struct Temperature: ReflectiveModel {
      var celsius = 0.0
      var fahrenheit = 0.0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["celsius": \Temperature.celsius, "fahrenheit": \Temperature.fahrenheit] }
    }
    final class TemperatureClass: ReflectiveModel {
      var celsius = 0.0
      var fahrenheit = 0.0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["celsius": \TemperatureClass.celsius, "fahrenheit": \TemperatureClass.fahrenheit] }
    }
    /// Registers the hook, then reads one temperature, a list, and one below absolute zero.
    func check<M: ReflectiveModel & SendableMetatype>(
      _: M.Type, named name: String, celsius: any WritableKeyPath<M, Double> & Sendable, fahrenheit: any WritableKeyPath<M, Double> & Sendable
    ) throws {
      let registry = MappingRegistry()
      try registry.register(M.self) { m in
        m.excluded = ["fahrenheit"]
        m.afterMapping = { temperature, report in
          temperature[keyPath: fahrenheit] = temperature[keyPath: celsius] * 9 / 5 + 32
          if temperature[keyPath: celsius] < -273.15 { report.fail("below absolute zero", property: "celsius") }
        }
      }
      let t = try M(dictionary: ["celsius": 100], registry: registry)
      #expect(t[keyPath: fahrenheit] == 212)
      let list = try [M](dictionaries: [["celsius": 0], ["celsius": 37]], registry: registry)
      #expect(list.map { $0[keyPath: fahrenheit] } == [32, 98.6])
      // `#expect(throws:)`: in this generic local function, `try #require(throws:)` draws a
      // warning that no call throws, and fails to compile without the `try`.
      let belowZero = #expect(throws: MappingError.self) { try M(dictionary: ["celsius": -300], registry: registry) }
      #expect(belowZero?.reason.code == "custom" && belowZero?.property == "\(name).celsius")
    }
    switch kind {
    case .classes: try check(TemperatureClass.self, named: "TemperatureClass", celsius: \.celsius, fahrenheit: \.fahrenheit)
    case .structs: try check(Temperature.self, named: "Temperature", celsius: \.celsius, fahrenheit: \.fahrenheit)
    }
  }

  /// A server's "the body's id is the URL's id" rule lives in afterMapping, reading the call's context.
  @Test func theHookSeesTheCallsContext() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in
      m.afterMapping = { rock, report in
        if let expected = report.context["name"] as? String, rock.name != expected {
          report.fail("the name cannot change", property: "name")
        }
      }
    }
    let rock = try Rock(dictionary: ["name": "granite"], registry: registry, context: MappingContext(values: ["name": "granite"]))
    #expect(rock.name == "granite")
    do {
      try rock.setValues(fromJSON: Data(#"{"name": "slate"}"#.utf8), registry: registry, context: MappingContext(values: ["name": "granite"]))
      Issue.record("the hook must refuse the change")
    } catch let error as MappingError {
      #expect(error.issues.map(\.path) == ["name"])
    }
    #expect(rock.name == "granite")  // all or nothing
    try rock.setValues(from: ["name": "slate"], registry: registry)  // no value in the context: no rule
    #expect(rock.name == "slate")
  }

  @Test("A throwing afterMapping is a fatal problem at the model's path")
  func throwingAfterMappingIsFatal() throws {
    struct Refused: Error {}
    let registry = MappingRegistry()
    try registry.register(RecordBase.self) { m in m.afterMapping = { _, _ in throw Refused() } }
    let error = try #require(throws: MappingError.self) { try RecordBase(dictionary: ["id": 1], registry: registry) }
    #expect(error.isFatal)
    #expect(error.path == "")
    let list = try #require(throws: MappingError.self) { try [RecordBase](dictionaries: [["id": 1]], registry: registry) }
    #expect(list.issues.first?.path == "[0]")
  }
}
