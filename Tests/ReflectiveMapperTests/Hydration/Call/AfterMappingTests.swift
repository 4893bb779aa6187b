import Foundation
import ReflectiveMapper
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
    func check<M: ReflectiveModel>(
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
      let belowZero = try #require(throws: MappingError.self) { try M(dictionary: ["celsius": -300], registry: registry) }
      #expect(belowZero.reason.code == "custom" && belowZero.property == "\(name).celsius")
    }
    switch kind {
    case .classes: try check(TemperatureClass.self, named: "TemperatureClass", celsius: \.celsius, fahrenheit: \.fahrenheit)
    case .structs: try check(Temperature.self, named: "Temperature", celsius: \.celsius, fahrenheit: \.fahrenheit)
    }
  }
}
