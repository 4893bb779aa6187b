// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosTestSupport
  import XCTest

  private let macros = MacroSpecs.model

  /// A plain `Codable` class, as a MetaCodable user's inheritance tests declare one.
  class MacroVehicle: Codable {
    var wheels = 4
    init() {}
  }

  /// A model subclass of it: the macro writes the `init(from:)` and `encode(to:)` that make
  /// coders read and write the model, not the superclass.
  @ReflectiveModel(.codableSuperclass)
  final class MacroTruck: MacroVehicle, ReflectiveCodable {
    var load = 0.0
    var driver = ""
  }

  /// An open one, whose subclasses can override in turn.
  @ReflectiveModel(.codableSuperclass)
  class MacroVan: MacroVehicle, ReflectiveCodable {
    var seats = 2
  }

  final class CodableSuperclassTests: XCTestCase {
    func testTheModelsOwnCodingRunsThroughFoundationsCoders() throws {
      let registry = MappingRegistry()
      try registry.register(MacroTruck.self) { m in m.keys = ["driver_name": "driver"] }
      let decoder = JSONDecoder()
      decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
      let truck = try decoder.decode(MacroTruck.self, from: Data(#"{"load": 2.5, "driver_name": "Ada"}"#.utf8))
      XCTAssertEqual(truck.load, 2.5)
      XCTAssertEqual(truck.driver, "Ada")
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
      XCTAssertEqual(String(decoding: try encoder.encode(truck), as: UTF8.self), #"{"driver_name":"Ada","load":2.5}"#)
      // A value the model cannot take is Codable's error, not the superclass's silence.
      XCTAssertThrowsError(try decoder.decode(MacroTruck.self, from: Data(#"{"load": "heavy"}"#.utf8))) { error in
        XCTAssertTrue(error is DecodingError, "\(error)")
      }
      // The superclass's own property is not in the model's list: registration says so.
      let findings = registry.issues(for: MacroTruck.self)
      XCTAssertTrue(findings.contains { $0.property?.hasSuffix("wheels") == true && $0.registrationCode == .unlistedStoredProperty })
    }

    func testAnOpenClassRegistersAndDecodes() throws {
      let registry = MappingRegistry()
      try registry.register(MacroVan.self)
      let decoder = ReflectiveJSONDecoder()
      decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
      XCTAssertEqual(try decoder.decode(MacroVan.self, from: Data(#"{"seats": 7}"#.utf8)).seats, 7)
      let through = JSONDecoder()
      through.userInfo[MappingRegistry.codingUserInfoKey] = registry
      XCTAssertEqual(try through.decode(MacroVan.self, from: Data(#"{"seats": 7}"#.utf8)).seats, 7)
    }

    func testExpansionWritesTheOverrides() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.codableSuperclass)
        final class Truck: Vehicle, ReflectiveCodable {
          var load = 0.0
        }
        """,
        expandedSource: """
          final class Truck: Vehicle, ReflectiveCodable {
            var load = 0.0

              static var keyPaths: [String: AnyKeyPath] {
                  ["load": \\Truck.load]
              }

              override init() {
                  super.init()
              }

              required convenience init(from decoder: any Decoder) throws {
                  self.init()
                  try decodeMappedValues(from: decoder)
              }

              override func encode(to encoder: any Encoder) throws {
                  try encodeMappedValues(to: encoder)
              }
          }

          extension Truck: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros)
    }

    func testItNeedsAClassListingReflectiveCodable() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.codableSuperclass)
        final class Truck: Vehicle {
          var load = 0.0
        }
        """,
        expandedSource: """
          final class Truck: Vehicle {
            var load = 0.0
          }

          extension Truck: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'.codableSuperclass' writes init(from:) and encode(to:) of a ReflectiveCodable model: list ReflectiveCodable among the types 'Truck' inherits",
            line: 1, column: 1)
        ],
        macroSpecs: macros)
      assertMacroExpansion(
        """
        @ReflectiveModel(.codableSuperclass)
        struct Truck {
          var load = 0.0
        }
        """,
        expandedSource: """
          struct Truck {
            var load = 0.0
          }

          extension Truck: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "'.codableSuperclass' is for a class whose superclass is a plain Codable class; a struct has no superclass", line: 1,
            column: 1)
        ],
        macroSpecs: macros)
    }
  }
#endif
