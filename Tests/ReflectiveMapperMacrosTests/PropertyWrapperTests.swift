// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import XCTest

  private let macros = MacroSpecs.model

  /// An attribute the macro does not know reads as a property wrapper, whose own `init()` gives
  /// the property its value; one of `knownNonWrappers` gives none.
  final class PropertyWrapperTests: XCTestCase {
    func testAWrappedPropertyWithoutAValueIsMappedAndNotSetByTheInitializer() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Gauge {
          @Clamped var level: Int
          @Clamped(to: 0...10) var score: Int
          @Wrappers.Trimmed var label: String
        }
        """,
        expandedSource: """
          struct Gauge {
            @Clamped var level: Int
            @Clamped(to: 0...10) var score: Int
            @Wrappers.Trimmed var label: String

              static var keyPaths: [String: AnyKeyPath] {
                  ["level": \\Gauge.level, "score": \\Gauge.score, "label": \\Gauge.label]
              }
          }

          extension Gauge: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testAKnownNonWrapperGivesNoValueSoTheInitializerSetsTheProperty() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Gauge {
          @Clamped var level: Int
          @ObservationIgnored var label: String
          @available(*, deprecated) var legacy: Int
        }
        """,
        expandedSource: """
          final class Gauge {
            @Clamped var level: Int
            @ObservationIgnored var label: String
            @available(*, deprecated) var legacy: Int

              static var keyPaths: [String: AnyKeyPath] {
                  ["level": \\Gauge.level, "label": \\Gauge.label, "legacy": \\Gauge.legacy]
              }

              static var initializedProperties: Set<String> {
                  ["label", "legacy"]
              }

              init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  self.label = try values["label"]
                  self.legacy = try values["legacy"]
              }

              init() {
                  fatalError("Gauge is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
              }
          }

          extension Gauge: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }
  }
#endif
