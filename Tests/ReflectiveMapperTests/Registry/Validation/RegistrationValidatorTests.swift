import Foundation
import Testing

@testable import ReflectiveMapper

/// A model for the registration rules: scalars, a nested model, a collection of models.
final class ValidatedShelf: ReflectiveModel {
  var title = ""
  var count = 0
  var owner: ValidatedBook?
  var books: [ValidatedBook] = []
  var alias = ""
  private var cache: [String: Int] = [:]
  var cacheSize: Int { cache.count }
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \ValidatedShelf.title, "count": \ValidatedShelf.count, "owner": \ValidatedShelf.owner,
      "books": \ValidatedShelf.books, "alias": \ValidatedShelf.alias,
    ]
  }
}

final class ValidatedBook: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ValidatedBook.name] }
}

/// The same property listed twice, and a key path rooted at another model.
final class MislistedShelf: ReflectiveModel {
  var title = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["title": \MislistedShelf.title, "heading": \MislistedShelf.title, "foreign": \ValidatedBook.name]
  }
}

/// Each registration rule on its own: what it reports for a mapping that breaks it, and that
/// it reports nothing for one that keeps it.
@Suite struct RegistrationValidatorTests {
  func subject(_ configure: (inout ModelMapping<ValidatedShelf>) -> Void = { _ in }) -> RegistrationSubject {
    subject(ValidatedShelf.self, configure)
  }

  func subject<M: ReflectiveModel>(_: M.Type, _ configure: (inout ModelMapping<M>) -> Void = { _ in }) -> RegistrationSubject {
    var mapping = ModelMapping<M>()
    configure(&mapping)
    return RegistrationSubject(M.self, owner: String(describing: M.self), settings: MappingSettings(mapping))
  }

  func messages(_ findings: [RegistrationFinding]) -> [String] { findings.map(\.message) }

  @Test func everyRuleRunsOnceAndACleanMappingPassesThemAll() {
    let names = RegistrationValidators.all.map { String(describing: $0) }
    #expect(Set(names).count == names.count)
    #expect(names.count == 23)
    let clean = subject { m in
      m.keys = ["shelf_title": "title"]
      m.elementTypes["books"] = ValidatedBook.self
      m.candidateKeys["alias"] = ["alias", "nickname"]
      m.excluded = ["cache"]
    }
    #expect(RegistrationValidators.validate(clean).isEmpty)
  }

  @Test func aStructHasNoSubtypeResolverButAClassMay() {
    struct Leaf: ReflectiveModel {
      var name = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Leaf.name] }
    }
    let structFindings = ValueTypeValidator.validate(subject(Leaf.self) { m in m.subtypeResolver = .named("Leaf") })
    #expect(structFindings.count == 1)
    #expect(structFindings.first?.message.contains("Leaf is a struct") == true)
    #expect(ValueTypeValidator.validate(subject(Leaf.self)).isEmpty)
    #expect(ValueTypeValidator.validate(subject { m in m.subtypeResolver = .named("Shelf") }).isEmpty)
  }

  @Test func propertyNamesMustBeInKeyPaths() {
    let findings = PropertyNamesValidator.validate(
      subject { m in
        m.keys = ["t": "titel"]
        m.adapters["nme"] = Adapter { $0 }
        m.elementTypes["bookz"] = ValidatedBook.self
        m.required = ["cnt"]
        m.defaults["ttl"] = ""
        m.lossyCollections = ["bookz"]
        m.dateStrategies["titel"] = .secondsSince1970
        m.candidateKeys["nope"] = ["x"]
        m.combine(["a"], into: "ghost") { _ in "" }
        m.sharedKeys["gone"] = "title"
        m.typeResolvers["pets"] = .named("Pet")
      })
    // One check over the rows covers every table.
    #expect(
      messages(findings) == [
        "element type hint for \"bookz\", which is not in keyPaths",
        "lossy collection for \"bookz\", which is not in keyPaths",
        "required entry for \"cnt\", which is not in keyPaths",
        "combined keys for \"ghost\", which is not in keyPaths",
        "shared key for \"gone\", which is not in keyPaths",
        "adapter for \"nme\", which is not in keyPaths",
        "candidate keys for \"nope\", which is not in keyPaths",
        "type resolver for \"pets\", which is not in keyPaths",
        "key table maps \"t\" to \"titel\", which is not in keyPaths",
        "date strategy for \"titel\", which is not in keyPaths",
        "default value for \"ttl\", which is not in keyPaths",
      ])
    #expect(PropertyNamesValidator.validate(subject { $0.keys = ["t": "title"] }).isEmpty)
  }

  @Test func excludedNamesMustBeKeyPathsOrStoredProperties() {
    #expect(
      messages(ExcludedNamesValidator.validate(subject { $0.excluded = ["cache", "title", "ghost"] }))
        == ["excluded \"ghost\" is neither in keyPaths nor a stored property"])
  }

  @Test func anInputOnlyPropertyMustBeReadable() {
    let findings = InputOnlyValidator.validate(subject(IOSignUp.self) { $0.inputOnly = ["schema", "password"] })
    #expect(findings.map(\.property) == ["schema"])
    #expect(findings.map(\.code) == [.settingMisfit] && findings.allSatisfy { $0.kind == .failure })
    // An excluded one is SettingFitValidator's, said once.
    #expect(
      InputOnlyValidator.validate(
        subject(IOSignUp.self) {
          $0.inputOnly = ["schema"]
          $0.excluded = ["schema"]
        }
      ).isEmpty)
    // A `let` the initializer reads is read.
    #expect(InputOnlyValidator.validate(subject(IOImmutableLogin.self) { $0.inputOnly = ["secret"] }).isEmpty)
  }

  @Test func aHintMustFitWhereThePropertyHoldsModels() {
    let findings = ElementTypeHintValidator.validate(subject { $0.elementTypes = ["owner": ValidatedShelf.self, "books": ValidatedBook.self] })
    #expect(findings.map(\.property) == ["owner"])
    #expect(findings.allSatisfy { $0.skipsProperty })
    #expect(findings.first?.message.hasPrefix("element type hint ValidatedShelf cannot be stored in Optional<ValidatedBook>") == true)
  }

  @Test func aKeyPathListedUnderTwoNamesIsRefused() {
    #expect(
      messages(DuplicateKeyPathValidator.validate(subject(MislistedShelf.self)))
        == ["keyPaths lists one key path under several names: \"heading\", \"title\""])
    #expect(DuplicateKeyPathValidator.validate(subject()).isEmpty)
  }

  @Test func onePropertyTakesOneServiceKeyFromTheTable() {
    let findings = ServiceKeyCountValidator.validate(subject { $0.keys = ["a": "title", "b": "title", "c": "count"] })
    #expect(findings == [RegistrationFinding(.multipleServiceKeys, "two service keys for one property: \"a\", \"b\"", property: "title")])
  }

  @Test func collectingUnknownKeysNeedsStorage() {
    #expect(
      messages(UnknownKeyCollectingValidator.validate(subject { $0.unknownKeys = .collect }))
        == ["unknownKeys is .collect, but ValidatedShelf does not conform to UnknownKeyCollecting"])
    #expect(UnknownKeyCollectingValidator.validate(subject { $0.unknownKeys = .fail }).isEmpty)
  }

  @Test func candidateKeysAreKeysOrPathsOfAnUntabledProperty() {
    let findings = CandidateKeysValidator.validate(
      subject { m in
        m.keys = ["t": "title"]
        m.candidateKeys = ["title": ["a"], "count": [], "alias": ["a..b"], "nope": ["x"], "owner": ["owner", "meta.owner"]]
      })
    #expect(
      findings == [
        RegistrationFinding(.emptyServiceKey, "candidate keys must be non-empty keys or paths with no empty segment", property: "alias"),
        RegistrationFinding(.emptyServiceKey, "candidate keys must be non-empty keys or paths with no empty segment", property: "count"),
        RegistrationFinding(.conflictingKeys, "both the key table and candidateKeys name service keys for this property", property: "title"),
      ])
  }

  @Test func combinedKeysAreKeysOrPathsOfAPropertyWithNoOtherKeys() {
    let findings = CombinedKeysValidator.validate(
      subject { m in
        m.keys = ["t": "title"]
        m.combine(["a", "b"], into: "title") { _ in "" }
        m.combine([], into: "alias") { _ in "" }
        m.combine(["meta.a", "b"], into: "count") { _ in "" }
        m.combine(["a"], into: "ghost") { _ in "" }
      })
    #expect(
      findings == [
        RegistrationFinding(.emptyServiceKey, "combined keys must be non-empty keys or paths with no empty segment", property: "alias"),
        RegistrationFinding(.conflictingKeys, "a combined property cannot also have table or candidate keys", property: "title"),
      ])
  }

  @Test func aServicePathCannotRunThroughAnotherPropertysKey() {
    #expect(
      messages(ServicePathPrefixValidator.validate(subject { $0.keys = ["meta": "title", "meta.count": "count"] }))
        == ["service path \"meta.count\" of \"count\" runs through \"meta\", the key of \"title\""])
    #expect(ServicePathPrefixValidator.validate(subject { $0.keys = ["meta.title": "title", "meta.count": "count"] }).isEmpty)
  }

  @Test func indexPathsMustBeUsable() {
    let findings = IndexPathValidator.validate(subject { $0.keys = ["list.-1": "title", "list.0": "count", "list.first": "alias"] })
    #expect(
      findings == [
        RegistrationFinding(.invalidIndexPath, "negative index -1 in \"list.-1\"; escape it (\\-1) to read the key", property: "title"),
        RegistrationFinding(.invalidIndexPath, "\"list\" is an array for \"count\" and an object for \"alias\"", property: "count"),
      ])
    #expect(IndexPathValidator.validate(subject { $0.keys = ["list.0": "title", "list.1": "count"] }).isEmpty)
  }

  @Test func aSharedKeyMustBeOwnedByAnotherProperty() {
    let findings = SharedKeysValidator.validate(
      subject { m in
        m.sharedKeys = ["alias": "title", "count": "nobody", "ghost": "title"]
      })
    #expect(
      findings == [
        RegistrationFinding(
          .unownedSharedKey, "shared key \"nobody\" is read by no other property; map it in keys to the property that writes it", property: "count")
      ])
  }

  @Test func eachSettingFitsItsPropertyAndAnExcludedPropertyHasNoOther() {
    let findings = SettingFitValidator.validate(
      subject { m in
        m.typeResolvers["title"] = .named("Book")  // a String holds no models
        m.dateStrategies["count"] = .secondsSince1970  // an Int holds no dates
        m.lossyCollections = ["owner", "books"]  // owner is not a collection; books is
        m.keys = ["a": "alias"]
        m.required = ["alias"]
        m.excluded = ["alias", "cache"]
      })
    #expect(findings.map(\.property) == ["alias", "count", "owner", "title"])
    #expect(findings.map { $0.skipsProperty } == [false, false, false, true])
    #expect(
      findings[0].message
        == "the property is excluded (neither hydrated nor output), so its key-table entry, required entry would do nothing; remove them or the exclusion"
    )
    #expect(
      findings[1].message.hasPrefix(
        "the date strategy setting does not fit this property: a date strategy reads and writes Date values, and Int holds none"))
    #expect(findings[2].message.hasPrefix("the lossy collection setting does not fit this property:"))
    #expect(
      findings[3].message.hasPrefix("the type resolver setting does not fit this property:") && findings[3].message.contains("String holds none"))
    // Settings that fit: a resolver on a model-holding property, a lossy array of models.
    #expect(
      SettingFitValidator.validate(
        subject { m in
          m.typeResolvers["owner"] = .named("Book")
          m.lossyCollections = ["books"]
          m.excluded = ["cache"]
        }
      ).isEmpty)
  }

  @Test func aKeyPathMustBeRootedAtTheModelOrASuperclass() {
    let findings = KeyPathRootValidator.validate(subject(MislistedShelf.self))
    #expect(
      findings == [
        RegistrationFinding(
          .keyPathRootMismatch, "key path root ValidatedBook is not MislistedShelf or a superclass of it", property: "foreign", skipsProperty: true)
      ])
    #expect(KeyPathRootValidator.validate(subject()).isEmpty)
  }

  @Test func keyPathsGivenToTheMappingMustBeListed() {
    let findings = UnlistedKeyPathValidator.validate(subject { m in m.map("x", to: \ValidatedShelf.title) })
    #expect(findings.isEmpty)
    let unlisted = UnlistedKeyPathValidator.validate(subject { m in m.property(\.cacheSize) { $0.key = "size" } })
    #expect(unlisted.count == 1)
    #expect(unlisted.first?.message == "the mapping names a key path from ValidatedShelf to Int, which is not in keyPaths")
  }
}

/// A model that registers with warnings only: a read-only key path, unlisted storage, a listed
/// property with no JSON form.
final class WarnedShelf: ReflectiveModel {
  let serial = "S-1"
  var title = ""
  var onChange: (@Sendable () -> Void)?
  var scratch = 0
  var handler: (@Sendable () -> Void)?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["serial": \WarnedShelf.serial, "title": \WarnedShelf.title, "onChange": \WarnedShelf.onChange]
  }
}

/// The rules that were checks inside the compilers: each finding has a kind and a code.
extension RegistrationValidatorTests {
  @Test func whatOnlyDeservesAWarningIsAFindingOfKindWarning() {
    let findings = RegistrationValidators.validate(subject(WarnedShelf.self))
    #expect(findings.allSatisfy { $0.kind == .warning })
    #expect(findings.map(\.code) == [.readOnlyKeyPath, .unlistedStoredProperty, .unlistedStoredProperty, .oneWayProperty])
    #expect(findings.map(\.property) == ["serial", "scratch", "handler", "onChange"])
    // Written out unlisted, a stored closure has no JSON form: output leaves it out.
    let writing = OutputFormValidator.validate(subject(WarnedShelf.self) { m in m.writesUnlistedProperties = true })
    #expect(writing.map(\.code) == [.oneWayProperty, .noJSONForm])
    #expect(writing.map(\.property) == ["onChange", "handler"])
    // Excluded, none of them is worth a word.
    let quiet = RegistrationValidators.validate(subject(WarnedShelf.self) { m in m.excluded = ["serial", "onChange", "scratch", "handler"] })
    #expect(quiet.isEmpty, "\(quiet)")
  }

  @Test func theRulesThatRefuseARegistrationAreFailures() {
    let findings = RegistrationValidators.validate(
      subject { m in
        m.keys = ["t": "titel", "a": "count", "b": "count"]
        m.dateStrategies["title"] = .secondsSince1970
        m.excluded = ["cache"]
      })
    #expect(findings.allSatisfy { $0.kind == .failure })
    #expect(findings.map(\.code) == [.unknownProperty, .settingMisfit, .multipleServiceKeys])
  }

  @Test func identifiedByNamesAPlainKeyedHydratedProperty() {
    func codes(_ configure: (inout ModelMapping<ValidatedShelf>) -> Void) -> [RegistrationCode] {
      IdentifiedByValidator.validate(subject(configure)).map(\.code)
    }
    #expect(codes { $0.identifiedBy = "title" }.isEmpty)
    #expect(codes { $0.identifiedBy = "nope" } == [.identifierNotListed])
    #expect(
      codes { m in
        m.identifiedBy = "title"
        m.excluded = ["title"]
      } == [.identifierNotHydrated])
    #expect(
      codes { m in
        m.identifiedBy = "title"
        m.keys = ["meta.title": "title"]
      } == [.identifierNotPlainKey])
    #expect(
      codes { m in
        m.identifiedBy = "title"
        m.candidateKeys["title"] = ["t", "meta.t"]
      } == [.identifierNotPlainKey])
    #expect(
      codes { m in
        m.identifiedBy = "title"
        m.candidateKeys["title"] = ["t", "name"]
      }.isEmpty)
  }

  @Test func registeredWarningsCarryTheirCodesToIssuesAndReports() throws {
    let registry = MappingRegistry()
    try registry.register(WarnedShelf.self)
    let issues = registry.issues(for: WarnedShelf.self)
    #expect(issues.allSatisfy { !$0.isFatal && $0.reason.code == "invalidRegistration" })
    let codes = Set(issues.compactMap(\.registrationCode))
    #expect(codes.isSuperset(of: [.readOnlyKeyPath, .unlistedStoredProperty, .oneWayProperty]))
    let report = issues.report.first { $0.property == "WarnedShelf.serial" }
    #expect(report?.registrationCode == "readOnlyKeyPath")
    let encoded = try JSONEncoder().encode(report)
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""registrationCode":"readOnlyKeyPath""#))
    // Hydration problems have none.
    var hydration: [MappingError] = []
    _ = try ValidatedBook(dictionary: ["name": ["x"]], registry: registry, issues: &hydration)
    #expect(!hydration.isEmpty && hydration.allSatisfy { $0.registrationCode == nil && $0.issueReport.registrationCode == nil })
  }
}
