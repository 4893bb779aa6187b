import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

final class Gadget: ReflectiveModel {
  var name = ""
  var size = 0
  var parts: [Any] = []
  let serial = "S-1"
  var cache: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Gadget.name, "size": \Gadget.size, "parts": \Gadget.parts, "serial": \Gadget.serial]
  }
}

final class Stranger: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Stranger.name, "rockName": \Rock.name] }
}

final class Keeper: UnknownKeyCollecting {
  var name = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Keeper.name] }
}

@Suite struct RegistrationTests {}

extension RegistrationTests {
  @Test func registrationListsEveryProblemInOneError() throws {
    let registry = MappingRegistry()
    let error = try #require(throws: MappingError.self) {
      try registry.register(Gadget.self) { m in
        m.keys = ["n": "nmae", "a": "size", "b": "size"]
        m.adapters["colour"] = Adapter { $0 }
        m.elementTypes["pieces"] = Rock.self
        m.typeResolvers["bits"] = .named("Bit")
        m.required = ["weight"]
      }
    }
    let messages = error.issues.map(\.summary)
    #expect(error.issues.count == 6, "\(messages)")
    #expect(messages.contains { $0.contains("\"n\" to \"nmae\", which is not in keyPaths") })
    #expect(messages.contains { $0.contains("adapter for \"colour\"") })
    #expect(messages.contains { $0.contains("element type hint for \"pieces\"") })
    #expect(messages.contains { $0.contains("type resolver for \"bits\"") })
    #expect(messages.contains { $0.contains("required entry for \"weight\"") })
    #expect(messages.contains { $0.contains("Gadget.size") && $0.contains("two service keys") })
    #expect(error.issues.allSatisfy { $0.isFatal })
    #expect(error.issues.allSatisfy { $0.reason.code == "invalidRegistration" })
    #expect(error.issues.map(\.registrationCode) == Array(repeating: .unknownProperty, count: 5) + [.multipleServiceKeys])
  }

  @Test func aKeyPathRootedAtAnotherTypeIsRejected() throws {
    let error = try #require(throws: MappingError.self) { try MappingRegistry().register(Stranger.self) }
    #expect(error.property == "Stranger.rockName")
    #expect(error.registrationCode == .keyPathRootMismatch)
  }

  @Test func aDottedPathThroughAnotherPropertysKeyIsRejected() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Gadget.self) { m in
        m.keys = ["info": "name", "info.size": "size"]
      }
    }
    #expect(error.registrationCode == .servicePathConflict)
    #expect(error.summary.contains(#""info.size""#) && error.summary.contains(#""name""#))
  }

  @Test func anIncompatibleHintIsRejected() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Person.self) { m in m.elementTypes["friends"] = Rock.self }
    }
    #expect(error.registrationCode == .elementTypeMismatch && error.property == "Person.friends")
  }

  @Test func collectWithoutStorageIsRejected() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Rock.self) { m in m.unknownKeys = .collect }
    }
    #expect(error.registrationCode == .collectWithoutStorage)
    #expect(error.summary.contains("UnknownKeyCollecting"))
  }

  @Test func aTypeNameCanBelongToOneTypeOnly() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.typeName = "Thing" }
    let error = try #require(throws: MappingError.self) {
      try registry.register(Gadget.self) { m in m.typeName = "Thing" }
    }
    #expect(error.registrationCode == .typeNameTaken && error.summary.contains("Rock"))
    #expect(registry.type(named: "Thing") == Rock.self)
  }

  @Test func storedPropertiesMissingFromKeyPathsAreReportedAsNeitherReadNorWritten() throws {
    let registry = MappingRegistry()
    try registry.register(Gadget.self)
    let diagnostics = registry.issues(for: Gadget.self)
    #expect(diagnostics.allSatisfy { !$0.isFatal })
    #expect(diagnostics.contains { $0.property == "Gadget.cache" && $0.registrationCode == .unlistedStoredProperty })
    #expect(diagnostics.contains { $0.property == "Gadget.serial" && $0.registrationCode == .readOnlyKeyPath })
    // The wording names what becomes of the property.
    #expect(diagnostics.contains { $0.property == "Gadget.cache" && $0.summary.contains("neither read nor written") })
  }

  @Test func readOnlyPropertiesAreNeverWritten() throws {
    let gadget = try Gadget(dictionary: ["serial": "changed", "name": "g"], registry: MappingRegistry())
    #expect(gadget.serial == "S-1")
    #expect(gadget.name == "g")
  }

  @Test func typedKeyTableEntriesNameThePropertyThroughItsKeyPath() throws {
    let registry = MappingRegistry()
    try registry.register(Gadget.self) { m in m.map("gadget_name", to: \.name) }
    #expect(try Gadget(dictionary: ["gadget_name": "x"], registry: registry).name == "x")
  }

  @Test func reRegisteringReplacesTheMapping() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.keys = ["a": "name"] }
    #expect(try Rock(dictionary: ["a": "first"], registry: registry).name == "first")
    try registry.register(Rock.self) { m in m.keys = ["b": "name"] }
    #expect(try Rock(dictionary: ["a": "x", "b": "second"], registry: registry).name == "second")
  }

  @Test func aFailedRegistrationLeavesThePreviousMappingInPlace() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.keys = ["a": "name"] }
    let error = try #require(throws: MappingError.self) { try registry.register(Rock.self) { m in m.keys = ["b": "nope"] } }
    #expect(error.registrationCode == .unknownProperty)
    #expect(try Rock(dictionary: ["a": "kept"], registry: registry).name == "kept")
  }
}

extension RegistrationTests {
  @Test("A subtype resolver on a struct is refused at registration, with a message that says why")
  func subtypeResolverOnAStructIsRefused() throws {
    let registry = MappingRegistry()
    let error = #expect(throws: MappingError.self) {
      try registry.register(StructStop.self) { m in m.subtypeResolver = .discriminator("type", ["a": StructStop.self]) }
    }
    #expect(error?.reason.code == "invalidRegistration")
    #expect(error?.description.contains("struct") == true)
  }
}
