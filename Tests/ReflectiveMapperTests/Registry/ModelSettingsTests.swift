import Foundation
import ReflectiveMapperTestModels
import Testing

@testable import ReflectiveMapper

/// The model-level settings are stored once, in `ModelSettings`: each field has its entry in
/// `ModelSettings.settings` (its label and inheritance), `ModelMapping`'s vars and the
/// registry's defaults are views over it, and one merge layers library, registry, superclass
/// and own settings.
@Suite struct ModelSettingsTests {
  @Test func everyFieldHasItsSettingsEntry() {
    // A field added without an entry would never pass from a superclass (or the registry) to a
    // registration: this fails until the entry is written.
    expectOneEntryPerField(of: ModelSettings(), entries: ModelSettings.settings.map(\.label))
  }

  /// Every field, assigned in a layer, reaches the merged settings; left alone, the layer
  /// below shows through (the type name excepted: it names one type only).
  @Test func eachEntryMergesItsOwnField() {
    let full = Self.everythingAssigned()
    let mergedOverDefaults = full.over(ModelSettings())
    let nothingOverFull = ModelSettings().over(full)
    let own = Self.described(full)
    let merged = Self.described(mergedOverDefaults)
    let inherited = Self.described(nothingOverFull)
    let defaults = Self.described(ModelSettings())
    for setting in ModelSettings.settings {
      let label = setting.label
      #expect(merged[label] == own[label], "\(label): an assigned value wins")
      #expect(own[label] != defaults[label], "\(label): the test assigns a non-default value")
      switch setting.inheritance {
      case .inherited: #expect(inherited[label] == own[label], "\(label): inherited when not assigned")
      case .own: #expect(inherited[label] == defaults[label], "\(label): never inherited")
      }
    }
  }

  @Test func theRegistryIsTheBottomLayerAndARegistrationWins() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    registry.strictness = .strict
    registry.writesUnlistedProperties = true
    try registry.register(ValidatedShelf.self) { m in
      #expect(m.keyStrategy.serviceKey(for: "itemCount") == "item_count", "the registry's strategy is shown to the registration")
      m.strictness = .lenient
    }
    let settings = registry.snapshot().settings(for: ValidatedShelf.self)
    #expect(settings.keyStrategy.serviceKey(for: "itemCount") == "item_count")
    #expect(settings.strictness == .lenient)
    #expect(settings.writesUnlistedProperties == true)
    #expect(settings.unknownKeys == .ignore, "the library's default under both")
  }

  @Test func anUnassignedSeedDoesNotOverrideASuperclass() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .kebabCase)
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    try registry.register(Employee.self) { m in m.keys = ["pay": "salary"] }
    #expect(registry.snapshot().settings(for: Employee.self).keyStrategy.serviceKey(for: "itemCount") == "item_count")
  }

  /// A record with every field set to something other than its default.
  static func everythingAssigned() -> ModelSettings {
    var settings = ModelSettings()
    settings.unknownKeys = Assignable(assigned: .collect)
    settings.keyStrategy = Assignable(assigned: .snakeCase)
    settings.keyMatching = Assignable(assigned: .caseInsensitive)
    settings.isStrict = Assignable(assigned: true)
    settings.isLossyElement = Assignable(assigned: true)
    settings.wrapsLoneObjects = Assignable(assigned: true)
    settings.defaultsReplaceEmptyCollections = Assignable(assigned: true)
    settings.pathDelimiter = Assignable(assigned: "->")
    settings.strictness = .strict
    settings.typeName = "Shelf"
    settings.beforeMapping = { $0 }
    let after: @Sendable (inout Any, inout MappingReport) throws -> Void = { _, _ in }
    settings.afterMapping = ModelHook(original: after, call: after)
    let output: @Sendable (Any, [String: Any]) throws -> [String: Any] = { $1 }
    settings.transformOutput = ModelHook(original: output, call: output)
    settings.allowedURLSchemes = ["https"]
    settings.dateStrategy = .secondsSince1970
    settings.nonConformingFloats = .strings()
    settings.subtypeResolver = .named("Shelf")
    settings.identifiedBy = "id"
    settings.writesUnlistedProperties = true
    settings.transparentProperty = "name"
    return settings
  }

  /// Each field's value as text, by label (a closure as whether it is set).
  static func described(_ settings: ModelSettings) -> [String: String] {
    var result: [String: String] = [:]
    for child in Mirror(reflecting: settings).children {
      guard let label = child.label else { continue }
      let text = String(describing: child.value)
      // (A set closure or hook describes as its type, the same in every record.)
      result[label] = text.contains("Function") || text.contains("ModelHook") ? "set" : text
    }
    return result
  }
}
