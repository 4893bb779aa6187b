import Foundation
import Observation
import ReflectiveMapper
import Testing

// Models shaped like real app classes: Observation, delegates, closures,
// locks, caches, property wrappers, lazy properties.

@Observable
final class ObservedProfile: ReflectiveModel {
  var displayName = ""
  var followers = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["displayName": \ObservedProfile.displayName, "followers": \ObservedProfile.followers]
  }
}

protocol DownloadDelegate: AnyObject {
  func finished()
}

final class DelegateSpy: DownloadDelegate {
  func finished() {}
}

/// A view-model-like class: mapped fields plus everything an app hangs on such a class.
final class Download: ReflectiveModel {
  var id = ""
  var progress = 0.0
  weak var delegate: (any DownloadDelegate)?
  var onFinish: (() -> Void)?
  let lock = NSLock()
  private var cache: [String: Data] = ["k": Data([1])]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \Download.id, "progress": \Download.progress] }
  var cacheCount: Int { cache.count }
}

@propertyWrapper
struct Clamped {
  private var value = 0
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 100) }
  }
  init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Trimmed {
  var wrappedValue: String {
    didSet { wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) }
  }
  init(wrappedValue: String) { self.wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) }
}

/// Wrappers and a lazy property: output under their property names.
final class Settings: ReflectiveModel {
  @Clamped var volume = 50
  @Trimmed var nickname = " ada "
  lazy var summary: String = "volume \(volume)"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["volume": \Settings.volume, "nickname": \Settings.nickname, "summary": \Settings.summary]
  }
}

/// A user type with a string form.
struct Version: LosslessStringConvertible, Equatable {
  var major: Int
  var minor: Int
  init?(_ description: String) {
    let parts = description.split(separator: ".").compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    (major, minor) = (parts[0], parts[1])
  }
  var description: String { "\(major).\(minor)" }
}

final class Release: ReflectiveModel {
  var grade: Character = "A"
  var tag: Substring = ""
  var version = Version("1.0")!
  var build: NSNumber = 0
  var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["grade": \Release.grade, "tag": \Release.tag, "version": \Release.version, "build": \Release.build, "id": \Release.id]
  }
}

enum Gender2: String, Equatable, Sendable { case male, female, unknown, other }

final class Member: ReflectiveModel {
  var gender = Gender2.unknown
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["gender": \Member.gender] }
}

@Suite struct RealClassOutputTests {
  func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func anObservableClassHydratesNotifiesAndWritesItsPropertiesOnly() throws {
    let registry = MappingRegistry()
    try registry.register(ObservedProfile.self) { m in m.keyStrategy = .snakeCase }
    let profile = ObservedProfile()
    let changed = ObservationFlag()
    withObservationTracking {
      _ = profile.displayName
    } onChange: {
      changed.set()
    }
    try profile.setValues(from: ["display_name": "Ada", "followers": 3], registry: registry)
    #expect(changed.isSet)
    #expect(profile.displayName == "Ada")

    let plain = profile.dictionaryRepresentation(registry: registry)
    #expect(Set(plain.keys) == ["displayName", "followers"])
    let object = try profile.jsonObject(registry: registry)
    #expect(object["display_name"] as? String == "Ada" && object["followers"] as? Int == 3)
    #expect(object.count == 2)
    let bytes = try json(try profile.jsonData(registry: registry))
    #expect(Set(bytes.keys) == ["display_name", "followers"])
    #expect(try ObservedProfile(jsonData: try profile.jsonData(registry: registry), registry: registry).displayName == "Ada")
  }

  @Test func unlistedStoredPropertiesAreNeitherReadNorWrittenWithAFinding() throws {
    let registry = MappingRegistry()
    try registry.register(Download.self)
    let download = try Download(dictionary: ["id": "d1", "progress": 0.5, "cache": ["x": "AQ=="]], registry: registry)
    #expect(download.cacheCount == 1)
    let spy = DelegateSpy()
    download.delegate = spy
    download.onFinish = {}
    // The private cache is a JSON value, yet keyPaths leaves it out: it never leaves.
    #expect(Set(try download.jsonObject(registry: registry).keys) == ["id", "progress"])
    #expect(Set(try json(try download.jsonData(registry: registry)).keys) == ["id", "progress"])
    #expect(Set(download.dictionaryRepresentation(registry: registry).keys) == ["id", "progress"])
    let findings = registry.issues(for: Download.self)
    for name in ["delegate", "onFinish", "lock", "cache"] {
      let finding = try #require(findings.first { $0.property == "Download.\(name)" }, "\(name)")
      #expect(!finding.isFatal)
      #expect(finding.summary.contains("neither read nor written"))
      #expect(finding.summary.contains("list it in keyPaths") && finding.summary.contains("writesUnlistedProperties"))
    }
    withExtendedLifetime(spy) {}
  }

  @Test func optedInUnlistedPropertiesAreWrittenAndThoseWithoutAJSONFormStayOutOfJSON() throws {
    let registry = MappingRegistry()
    try registry.register(Download.self) { m in m.writesUnlistedProperties = true }
    let download = try Download(dictionary: ["id": "d1", "progress": 0.5], registry: registry)
    let spy = DelegateSpy()
    download.delegate = spy
    download.onFinish = {}
    let object = try download.jsonObject(registry: registry)
    // The private cache is a JSON value ([String: Data]): written, as the mapping asks.
    #expect(Set(object.keys) == ["id", "progress", "cache"])
    #expect(Set(try json(try download.jsonData(registry: registry)).keys) == ["id", "progress", "cache"])
    let diagnostics = registry.issues(for: Download.self).map(\.summary)
    #expect(diagnostics.contains { $0.hasPrefix("Download.cache: ") && $0.contains("written out (writesUnlistedProperties is on) but never read") })
    for name in ["delegate", "onFinish", "lock"] {
      #expect(
        diagnostics.contains {
          $0.hasPrefix("Download.\(name): ") && $0.contains("has no JSON form: the property is left out of jsonObject() and jsonData()")
        }, "\(name)")
    }
    withExtendedLifetime(spy) {}
  }

  @Test func excludedPropertiesAreNeitherHydratedNorOutput() throws {
    let registry = MappingRegistry()
    try registry.register(Download.self) { m in m.excluded = ["cache", "delegate", "onFinish", "lock", "progress"] }
    let download = try Download(dictionary: ["id": "d1", "progress": 0.5], registry: registry)
    #expect(download.progress == 0)
    #expect(Set(download.dictionaryRepresentation(registry: registry).keys) == ["id"])
    #expect(Set(try download.jsonObject(registry: registry).keys) == ["id"])
    #expect(Set(try json(try download.jsonData(registry: registry)).keys) == ["id"])
    #expect(download.cacheCount == 1)

    let unknown = try #require(throws: MappingError.self) {
      try registry.register(Download.self) { m in m.excluded = ["cache", "nothing"] }
    }
    #expect(unknown.reason.code == "invalidRegistration" && unknown.summary.contains(#""nothing""#))
  }

  @Test func excludedNamesAddUpThroughInheritance() throws {
    let registry = MappingRegistry()
    try registry.register(FeedItem.self) { m in m.excluded = ["tags"] }
    try registry.register(Story.self) { m in m.excluded = ["title"] }
    let story = try Story(dictionary: ["id": 1, "tags": ["a"], "title": "t"], registry: registry)
    #expect(story.tags.isEmpty && story.title.isEmpty && story.id == 1)
    #expect(Set(try story.jsonObject(registry: registry).keys) == ["id"])
  }

  @Test func wrappersAndLazyPropertiesAreOutputUnderTheirNames() throws {
    let registry = MappingRegistry()
    let settings = try Settings(dictionary: ["volume": 150], registry: registry)
    #expect(settings.volume == 100)
    var object = try settings.jsonObject(registry: registry)
    #expect(object["volume"] as? Int == 100)
    #expect(object["nickname"] as? String == "ada")  // output-only wrapper: its wrappedValue
    #expect(object["summary"] == nil)  // lazy, not computed yet: not computed by output either
    #expect(object.keys.allSatisfy { !$0.hasPrefix("_") && !$0.hasPrefix("$") })
    _ = settings.summary
    object = try settings.jsonObject(registry: registry)
    #expect(object["summary"] as? String == "volume 100")
    #expect(Set(try json(try settings.jsonData(registry: registry)).keys) == ["volume", "nickname", "summary"])
    #expect(settings.dictionaryRepresentation(registry: registry)["summary"] as? String == "volume 100")
  }

  @Test func aLazyPropertyNotComputedYetIsLeftOutEvenWithNulls() throws {
    let registry = MappingRegistry()
    let settings = Settings()
    let withNulls = try settings.jsonObject(registry: registry, includeNulls: true)
    #expect(withNulls["summary"] == nil)  // not null: its value is not null, it is not computed
    let bytes = try json(try settings.jsonData(registry: registry, options: .includeNulls))
    #expect(bytes["summary"] == nil)
    _ = settings.summary
    #expect(try settings.jsonObject(registry: registry, includeNulls: true)["summary"] as? String == "volume 50")
  }

  @Test func anNSNumberPropertyRefusesNaNAndInfinity() throws {
    let registry = MappingRegistry()
    for bad: Any in [Double.nan, Double.infinity, NSNumber(value: -Double.infinity), NSDecimalNumber.notANumber] {
      var issues: [MappingError] = []
      let release = try Release(dictionary: ["build": bad], registry: registry, issues: &issues)
      #expect(release.build == 0, "\(bad)")
      #expect(issues.map(\.property) == ["Release.build"], "\(bad)")
      #expect(try release.jsonData(registry: registry).isEmpty == false)  // and output still works
    }
    #expect(try Release(dictionary: ["build": 2.5], registry: registry).build == 2.5)
  }

  @Test func losslessStringConvertibleAndNSNumberPropertiesBothWays() throws {
    let registry = MappingRegistry()
    let input: [String: Any] = ["grade": "B", "tag": "v2", "version": "3.4", "build": "17", "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
    for release in [
      try Release(dictionary: input, registry: registry),
      try Release(jsonData: try JSONSerialization.data(withJSONObject: input), registry: registry),
    ] {
      #expect(release.grade == "B" && release.tag == "v2" && release.version == Version("3.4")!)
      #expect(release.build == 17)
      let object = try release.jsonObject(registry: registry)
      #expect(object["grade"] as? String == "B" && object["tag"] as? String == "v2" && object["version"] as? String == "3.4")
      #expect(object["build"] as? NSNumber == 17)
      #expect(object["id"] as? String == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
      let bytes = try json(try release.jsonData(registry: registry))
      #expect(bytes["id"] as? String == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
      #expect(bytes["version"] as? String == "3.4" && bytes["grade"] as? String == "B")
    }
    var issues: [MappingError] = []
    let bad = try Release(dictionary: ["grade": "too long", "version": "x", "build": "seven"], registry: registry, issues: &issues)
    #expect(bad.grade == "A" && bad.version == Version("1.0")!)
    #expect(Set(issues.map(\.path)) == ["grade", "version", "build"])
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(try Release(dictionary: ["build": 2.5], registry: registry).build == 2.5)
  }

  @Test func enumTablesWriteAKeyThatReadsBackOrTheRawValue() throws {
    let registry = MappingRegistry()
    try registry.register(Member.self) { m in
      m.adapters["gender"] = .table(["M": Gender2.male, "male": .male, "f": .female, "F": .female], fallback: .unknown)
    }
    for (value, key) in [(Gender2.male, "M"), (.female, "f"), (.unknown, "unknown"), (.other, "other")] {
      let member = Member()
      member.gender = value
      let written = try member.jsonObject(registry: registry)["gender"] as? String
      #expect(written == key, "\(value)")
      // What is written reads back as the same case (the fallback for the raw values).
      let again = try Member(dictionary: ["gender": written ?? ""], registry: registry)
      #expect(again.gender == (value == .other ? .unknown : value))
      #expect(try json(try member.jsonData(registry: registry))["gender"] as? String == key)
    }
  }

  @Test func messagesBlameTheAdaptersSerializeAndShowNoInternalTypes() throws {
    let registry = MappingRegistry()
    try registry.register(Member.self) { m in
      m.adapters["gender"] = Adapter(hydrate: { $0 }, serialize: { _ in DelegateSpy() })
    }
    let error = try #require(throws: MappingError.self) { try Member().jsonData(registry: registry) }
    #expect(error.reason.code == "notJSONEncodable" && error.path == "gender" && error.property == "Member.gender")
    let other = MappingRegistry()
    struct Refusal: Error, CustomStringConvertible { var description: String { "not today" } }
    try other.register(Member.self) { m in
      m.adapters["gender"] = Adapter(hydrate: { $0 }, serialize: { _ in throw Refusal() })
    }
    let thrown = try #require(throws: MappingError.self) { try Member().jsonObject(registry: other) }
    #expect(thrown.reason.code == "callbackFailed" && thrown.path == "gender" && thrown.property == "Member.gender")
    #expect(thrown.reason.description.hasSuffix("not today"))
    #expect(!thrown.description.contains("ConversionFailure"))
  }
}

/// A flag an observation callback can set from any thread.
final class ObservationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}

final class Grades: ReflectiveModel {
  var byLetter: [Character: Int] = [:]
  var letters: [Character] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["byLetter": \Grades.byLetter, "letters": \Grades.letters] }
}

extension RealClassOutputTests {
  /// `Character("ab")` traps in the standard library: hostile strings must not reach it.
  @Test func charactersFromLongStringsAreProblemsNotCrashes() throws {
    let body: [String: Any] = ["byLetter": ["A": 1, "too long": 2, "": 3], "letters": ["x", "yz", ""]]
    for grades in [try Grades(dictionary: body), try Grades(jsonData: try JSONSerialization.data(withJSONObject: body))] {
      #expect(grades.byLetter == ["A": 1])
      #expect(grades.letters == ["x"])
    }
    var issues: [MappingError] = []
    _ = try Grades(dictionary: body, issues: &issues)
    #expect(issues.count == 4 && issues.allSatisfy { !$0.isFatal })
  }
}

final class Holder: ReflectiveModel {
  var object: AnyObject?
  var anything: Any?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["object": \Holder.object, "anything": \Holder.anything] }
}

extension RealClassOutputTests {
  /// A Bool bridged to an `NSNumber` (through `AnyObject`) is written back as a Bool by both
  /// outputs (fuzz finding).
  @Test func aBoolHeldAsAnObjectStaysABool() throws {
    let holder = try Holder(jsonData: Data(#"{"object": false, "anything": true}"#.utf8))
    let object = try holder.jsonObject()
    #expect(type(of: object["object"]!) == Bool.self && object["object"] as? Bool == false)
    #expect(type(of: object["anything"]!) == Bool.self)
    #expect(String(decoding: try holder.jsonData(options: .sortedKeys), as: UTF8.self) == #"{"anything":true,"object":false}"#)
    holder.object = NSNumber(value: 7)
    #expect(try holder.jsonObject()["object"] as? Int == 7)
  }
}
