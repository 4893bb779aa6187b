import Foundation
import ReflectiveMapper
import Testing

class Listing: ReflectiveModel {
  var title = ""
  var stars = 0
  var tags: [String] = []
  var owner = ""
  var cache: [String: Int] = [:]
  var unlisted = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    ["title": \Listing.title, "stars": \Listing.stars, "tags": \Listing.tags, "owner": \Listing.owner, "cache": \Listing.cache]
  }
}

final class FeaturedListing: Listing {
  var rank = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["rank": \FeaturedListing.rank]) { $1 } }
}

/// `ModelMapping.property(_:_:)`: per-property settings named by key path, typed by value.
@Suite struct PropertyMappingTests {
  @Test func keyRequiredAndTypedDefaultTakeEffect() throws {
    let registry = MappingRegistry()
    try registry.register(Listing.self) { m in
      m.property(\.stars) {
        $0.key = "stargazers_count"
        $0.default = 7
      }
      m.property(\.owner) {
        $0.key = "owner.login"
        $0.isRequired = true
      }
    }
    let listing = try Listing(dictionary: ["stargazers_count": "12", "owner": ["login": "ada"]], registry: registry)
    #expect(listing.stars == 12)
    #expect(listing.owner == "ada")
    #expect(try Listing(dictionary: ["owner": ["login": "x"]], registry: registry).stars == 7)
    let error = try #require(throws: MappingError.self) { try Listing(dictionary: [:], registry: registry) }
    #expect(error.reason == .missingRequiredValue)
    #expect(
      try Listing(dictionary: ["stargazers_count": 3, "owner": ["login": "b"]], registry: registry).jsonObject(registry: registry)["stargazers_count"]
        as? Int == 3)
  }

  @Test func theBuilderReadsAndRewritesTheNameKeyedTables() throws {
    var mapping = ModelMapping<Listing>()
    mapping.keys = ["name": "title", "heading": "title"]
    mapping.required = ["title"]
    mapping.defaults["stars"] = 1
    var seen: (String?, Bool, Int?)?
    mapping.property(\.title) {
      seen = ($0.key, $0.isRequired, nil)
      $0.key = "label"
      $0.isRequired = false
    }
    mapping.property(\.stars) {
      seen?.2 = $0.default
      $0.default = nil
      $0.isExcluded = true
    }
    #expect(seen?.0 == "heading")
    #expect(seen?.1 == true)
    #expect(seen?.2 == 1)
    #expect(mapping.keys == ["label": "title"])
    #expect(mapping.required.isEmpty)
    #expect(mapping.defaults.isEmpty)
    #expect(mapping.excluded == ["stars"])
  }

  @Test func exclusionCandidatesAndLossinessGoThroughTheBuilderToo() throws {
    let registry = MappingRegistry()
    try registry.register(Listing.self) { m in
      m.property(\.cache) { $0.isExcluded = true }
      m.property(\.title) { $0.candidateKeys = ["name", "title"] }
    }
    let listing = try Listing(dictionary: ["name": "first", "cache": ["a": 1]], registry: registry)
    #expect(listing.title == "first")
    #expect(listing.cache.isEmpty)
    #expect(listing.dictionaryRepresentation(registry: registry)["cache"] == nil)
  }

  @Test func aKeyPathMissingFromKeyPathsIsReportedAtRegistration() {
    let registry = MappingRegistry()
    let error = #expect(throws: MappingError.self) {
      try registry.register(Listing.self) { m in
        m.property(\.unlisted) { $0.key = "u" }
        m.map("v", to: \.unlisted)
      }
    }
    #expect(error?.issues.count == 2)
    #expect(error?.issues.map(\.reason.code) == ["invalidRegistration", "invalidRegistration"])
    #expect(error?.issues.map(\.registrationCode) == [.keyPathNotListed, .keyPathNotListed])
  }

  @Test func aSubclassBuilderOverridesItsSuperclassEntryByEntry() throws {
    let registry = MappingRegistry()
    try registry.register(Listing.self) { m in
      m.property(\.title) { $0.key = "name" }
      m.property(\.stars) { $0.key = "star_count" }
    }
    // `\.title` here is `\FeaturedListing.title`, which keyPaths does not list: registration
    // says how to name it.
    let error = #expect(throws: MappingError.self) {
      try registry.register(FeaturedListing.self) { m in m.property(\.title) { $0.key = "headline" } }
    }
    #expect(error?.registrationCode == .keyPathNotListed)
    #expect(error?.reason.description.contains(#"\Listing."#) == true, "names the fix: \(String(describing: error))")
    try registry.register(FeaturedListing.self) { m in
      m.property(\Listing.title) { $0.key = "headline" }
      m.property(\.rank) { $0.default = 99 }
    }
    let featured = try FeaturedListing(dictionary: ["headline": "h", "name": "ignored", "star_count": 5], registry: registry)
    #expect(featured.title == "h")
    #expect(featured.stars == 5)
    #expect(featured.rank == 99)
  }
}
