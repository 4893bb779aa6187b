// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosTestSupport
  import XCTest

  private let macros = MacroSpecs.modelAndUnmapped

  /// What `@ReflectiveModel` writes, for each kind of declaration, and every diagnostic.
  final class ExpansionTests: XCTestCase {
    func testStructListsStoredPropertiesAndKeepsTheCompilersInit() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Reading {
          var celsius = 0.0
          let station: String = "ZRH"
          var tags: [String] = []
          var note: String?
          static var unit = "C"
          var fahrenheit: Double { celsius * 9 / 5 + 32 }
          lazy var cache = [String]()
          var watched = 0 {
            didSet { print(watched) }
          }
        }
        """,
        expandedSource: """
          struct Reading {
            var celsius = 0.0
            let station: String = "ZRH"
            var tags: [String] = []
            var note: String?
            static var unit = "C"
            var fahrenheit: Double { celsius * 9 / 5 + 32 }
            lazy var cache = [String]()
            var watched = 0 {
              didSet { print(watched) }
            }

              static var keyPaths: [String: AnyKeyPath] {
                  ["celsius": \\Reading.celsius, "station": \\Reading.station, "tags": \\Reading.tags, "note": \\Reading.note, "watched": \\Reading.watched]
              }

              static var unmappedProperties: Set<String> {
                  ["cache"]
              }
          }

          extension Reading: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "immutable property 'station' will not be hydrated because it is declared with an initial value; it is output only (to hydrate it, drop the value or make it 'var')",
            line: 4, column: 7, severity: .warning,
            fixIts: [
              FixItSpec(message: "remove the initial value of 'station', so that it is hydrated when the model is created"),
              FixItSpec(message: "make it 'var'"),
            ])
        ],
        macroSpecs: macros
      )
    }

    func testStructWithAnInitializerGetsInitInItsBody() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        public struct Station {
          public var code = ""
          public init(code: String) { self.code = code }
        }
        """,
        expandedSource: """
          public struct Station {
            public var code = ""
            public init(code: String) { self.code = code }

              public static var keyPaths: [String: AnyKeyPath] {
                  ["code": \\Station.code]
              }

              public init() {
              }
          }

          extension Station: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testPublicTypesGetAPublicInit() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        public struct Repo {
          public var id = 0
        }
        @ReflectiveModel
        public final class Owner {
          public var login = ""
        }
        """,
        expandedSource: """
          public struct Repo {
            public var id = 0

              public static var keyPaths: [String: AnyKeyPath] {
                  ["id": \\Repo.id]
              }

              public init() {
              }
          }
          public final class Owner {
            public var login = ""

              public static var keyPaths: [String: AnyKeyPath] {
                  ["login": \\Owner.login]
              }

              public init() {
              }
          }

          extension Repo: ReflectiveMapper.ReflectiveModel {
          }

          extension Owner: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testFinalClassUsesStaticVarAndTheImplicitInit() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Rock {
          var name = ""
        }
        """,
        expandedSource: """
          final class Rock {
            var name = ""

              static var keyPaths: [String: AnyKeyPath] {
                  ["name": \\Rock.name]
              }
          }

          extension Rock: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testNonFinalClassGetsOverridableListsAndRequiredInit() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        open class Person {
          public var name = ""
          public var friends: [Person] = []
        }
        """,
        expandedSource: """
          open class Person {
            public var name = ""
            public var friends: [Person] = []

              open class var keyPaths: [String: AnyKeyPath] {
                  ["name": \\Person.name, "friends": \\Person.friends]
              }

              open class var unmappedProperties: Set<String> {
                  []
              }

              open class var privateProperties: Set<String> {
                  []
              }

              open class var inputOnlyProperties: Set<String> {
                  []
              }

              open class var outputOnlyProperties: Set<String> {
                  []
              }

              open class var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] {
                  [:]
              }

              open class var initializedProperties: Set<String> {
                  []
              }

              public required init(mappedValues values: ReflectiveMapper.MappedValues) throws {
              }

              public required init() {
              }
          }

          extension Person: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testSubclassMergesTheSuperclassList() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.subclass)
        final class Employee: Person {
          var salary = 0.0
          @Unmapped weak var delegate: AnyObject?
        }
        """,
        expandedSource: """
          final class Employee: Person {
            var salary = 0.0
            weak var delegate: AnyObject?

              override class var keyPaths: [String: AnyKeyPath] {
                  super.keyPaths.merging(["salary": \\Employee.salary]) {
                      $1
                  }
              }

              override class var unmappedProperties: Set<String> {
                  super.unmappedProperties.union(["delegate"])
              }
          }
          """,
        macroSpecs: macros
      )
    }

    func testSubclassWithAnInitializerGetsRequiredInit() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.subclass)
        class Manager: Employee {
          var reports = 0
          init(reports: Int) { self.reports = reports; super.init() }
        }
        """,
        expandedSource: """
          class Manager: Employee {
            var reports = 0
            init(reports: Int) { self.reports = reports; super.init() }

              override class var keyPaths: [String: AnyKeyPath] {
                  super.keyPaths.merging(["reports": \\Manager.reports]) {
                      $1
                  }
              }

              required init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  try super.init(mappedValues: values)
              }

              required init() {
                  super.init()
              }
          }
          """,
        macroSpecs: macros
      )
    }

    func testWrappersObservationAndTheMarker() {
      assertMacroExpansion(
        """
        @Observable @ReflectiveModel
        final class Sensor {
          var reading = 0.0
          @Clamped var level = 5
          @ObservationIgnored var lastSeen: Double?
          @Unmapped var cache: [String: Int] = [:]
          private var secret = ""
        }
        """,
        expandedSource: """
          @Observable
          final class Sensor {
            var reading = 0.0
            @Clamped var level = 5
            @ObservationIgnored var lastSeen: Double?
            var cache: [String: Int] = [:]
            private var secret = ""

              static var keyPaths: [String: AnyKeyPath] {
                  ["reading": \\Sensor.reading, "level": \\Sensor.level, "lastSeen": \\Sensor.lastSeen]
              }

              static var unmappedProperties: Set<String> {
                  ["cache"]
              }

              static var privateProperties: Set<String> {
                  ["secret"]
              }
          }

          extension Sensor: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testLazyPropertiesAreKeptOutAndSharedAnnotationsCount() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Feed {
          var first, second: String?
          lazy var index = [String: Int]()
        }
        """,
        expandedSource: """
          final class Feed {
            var first, second: String?
            lazy var index = [String: Int]()

              static var keyPaths: [String: AnyKeyPath] {
                  ["first": \\Feed.first, "second": \\Feed.second]
              }

              static var unmappedProperties: Set<String> {
                  ["index"]
              }
          }

          extension Feed: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testEmptyModelListsNothing() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Empty {}
        """,
        expandedSource: """
          struct Empty {

              static var keyPaths: [String: AnyKeyPath] {
                  [:]
              }
          }

          extension Empty: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }
  }
#endif
