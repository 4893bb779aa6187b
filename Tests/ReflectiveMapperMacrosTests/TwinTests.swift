// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import Observation
  import ReflectiveMapperMacros
  import Testing

  /// The registrations the README and the articles give, for either twin (settings name
  /// properties by string, so one function serves both).
  enum Mappings {
    static func readme<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber", "stats.best.object": "favoriteObject"]
      m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
    }

    static func employee<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["pay": "salary"]
      m.excluded = ["delegate"]
    }

    static func repository<M>(_ m: inout ModelMapping<M>) {
      m.keyStrategy = .snakeCase
      m.keys = ["stargazers_count": "stars"]
      m.defaults["stars"] = 0
    }

    static func vehicle<M>(_ m: inout ModelMapping<M>) {
      m.keyStrategy = .snakeCase
      m.keys = ["identifier": "id"]
    }

    static func car<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["seat_count": "seats"]
    }

    static func user<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["address.city": "city"]
      m.dateStrategy = .secondsSince1970
    }

    static func article<M>(_ m: inout ModelMapping<M>) {
      m.keyStrategy = .snakeCase
      m.keys = ["headline": "title"]
    }

    static func sensor<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["links.home": "homepage"]
      m.combine(["nested.location", "nested.length"], into: "location") { parts in "\(parts[0] ?? "")/\(parts[1] ?? "")" }
      m.adapters["level"] = .table([0: Level.zero, 1: .one], fallback: .unknown)
      m.transformOutput = { _, json in json.merging(["type": "sensor"]) { $1 } }
    }

    static func drawing<M>(_ m: inout ModelMapping<M>) {
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": Circle.self, "square": Square.self])
    }

    static func colors<M>(_ m: inout ModelMapping<M>) {
      m.keys = ["favorite_color": "favoriteColor"]
      m.adapters["favoriteColor"] = Adapter { raw in
        guard let parts = raw as? [Any], parts.count == 3 else { return raw }
        let channels = parts.compactMap { ($0 as? NSNumber)?.doubleValue }
        return RGB(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255)
      }
    }

    static func profile<M>(_ m: inout ModelMapping<M>) {
      m.keyStrategy = .snakeCase
      m.required = ["id", "login"]
    }
  }

  /// A model written with `@ReflectiveModel` and its hand-written twin, under the same registration,
  /// hydrate, update and write the same way.
  @Suite struct TwinTests {
    /// Hydrates both twins from `input` (a dictionary and bytes), updates both with `patch`, and
    /// checks the same JSON, plain view and issues at each step.
    func expectTwins<H: ReflectiveModel, T: ReflectiveModel>(
      _: H.Type, _: T.Type, _ configure: (MappingRegistry) throws -> Void, input: [String: Any], patch: [String: Any],
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let registry = MappingRegistry()
      try configure(registry)
      var handIssues: [MappingError] = []
      var macroIssues: [MappingError] = []
      var hand = try H(dictionary: input, registry: registry, issues: &handIssues)
      var twin = try T(dictionary: input, registry: registry, issues: &macroIssues)
      let bytes = try JSONSerialization.data(withJSONObject: input)
      var bytesIssues: [MappingError] = []
      let twinFromBytes = try T(jsonData: bytes, registry: registry, issues: &bytesIssues)
      func same(_ step: String) throws {
        let json = try hand.jsonObject(registry: registry) as NSDictionary
        #expect(try twin.jsonObject(registry: registry) as NSDictionary == json, "\(step): jsonObject", sourceLocation: sourceLocation)
        let handBytes = try hand.jsonData(registry: registry, options: .sortedKeys)
        #expect(try twin.jsonData(registry: registry, options: .sortedKeys) == handBytes, "\(step): jsonData", sourceLocation: sourceLocation)
        #expect(
          hand.dictionaryRepresentation(registry: registry) as NSDictionary == twin.dictionaryRepresentation(registry: registry) as NSDictionary,
          "\(step): dictionaryRepresentation", sourceLocation: sourceLocation)
      }
      try same("created")
      #expect(try twinFromBytes.jsonObject(registry: registry) as NSDictionary == twin.jsonObject(registry: registry) as NSDictionary)
      #expect(handIssues.map(\.path) == macroIssues.map(\.path), sourceLocation: sourceLocation)
      #expect(handIssues.map(\.reason) == macroIssues.map(\.reason), sourceLocation: sourceLocation)
      #expect(bytesIssues.map(\.path) == macroIssues.map(\.path), sourceLocation: sourceLocation)
      try hand.setValues(from: patch, registry: registry)
      try twin.setValues(from: patch, registry: registry)
      try same("updated")
      // A failed update leaves the macro twin as it was.
      let before = try twin.jsonData(registry: registry, options: .sortedKeys)
      let refusing = try strict(T.self)
      var failing = patch
      failing["\u{1}unknown"] = 1
      #expect(throws: MappingError.self, sourceLocation: sourceLocation) { try twin.setValues(from: failing, registry: refusing) }
      #expect(try twin.jsonData(registry: registry, options: .sortedKeys) == before, sourceLocation: sourceLocation)
    }

    /// A registry in which `M` refuses unknown keys.
    func strict<M: ReflectiveModel>(_: M.Type) throws -> MappingRegistry {
      let registry = MappingRegistry()
      try registry.register(M.self) { $0.unknownKeys = .fail }
      return registry
    }

    @Test("Guide, first tour: Rock, Person and Employee")
    func readme() throws {
      let input: [String: Any] = [
        "name": "Ada", "favorite_word": "engine", "favorite_number": "47", "stats": ["best": ["object": ["name": "Granite"]]],
        "friends": [["name": "Charles", "favorite_number": "x"]], "pay": 12.5,
      ]
      let patch: [String: Any] = ["favorite_word": "loom", "stats": ["best": ["object": ["name": "Basalt"]]], "pay": "13"]
      try expectTwins(
        Hand.Person.self, Macro.Person.self,
        { registry in
          try registry.register(Hand.Person.self, Mappings.readme)
          try registry.register(Macro.Person.self, Mappings.readme)
        }, input: input, patch: patch)
      try expectTwins(
        Hand.Employee.self, Macro.Employee.self,
        { registry in
          try registry.register(Hand.Person.self, Mappings.readme)
          try registry.register(Hand.Employee.self, Mappings.employee)
          try registry.register(Macro.Person.self, Mappings.readme)
          try registry.register(Macro.Employee.self) { $0.keys = ["pay": "salary"] }  // `@Unmapped` keeps the delegate out
        }, input: input, patch: patch)
      #expect(Macro.Employee.keyPaths.keys.sorted() == Hand.Employee.keyPaths.keys.sorted())
    }

    @Test("Guide, first tour: Reading and Station, structs")
    func readmeStructs() throws {
      try expectTwins(
        Hand.Reading.self, Macro.Reading.self, { _ in },
        input: ["celsius": 21.5, "station": ["code": "ZRH", "altitude": 432], "tags": ["roof"]],
        patch: ["station": ["altitude": 433]])
      var reading = try Macro.Reading(jsonData: Data(#"{"celsius": 21.5, "station": {"code": "ZRH", "altitude": 432}}"#.utf8))
      try reading.setValues(from: ["station": ["altitude": 433]])
      #expect(reading.station.code == "ZRH")
      #expect(reading.station.altitude == 433)
    }

    @Test("GettingStarted, RealClasses and the migration articles' models")
    func articles() throws {
      try expectTwins(
        Hand.Repository.self, Macro.Repository.self,
        { registry in
          try registry.register(Hand.Repository.self, Mappings.repository)
          try registry.register(Macro.Repository.self, Mappings.repository)
        },
        input: ["name": "swift", "stargazers_count": "67000", "is_private": 0, "owner": ["login": "apple"], "topics": ["language"]],
        patch: ["stargazers_count": 67001, "owner": ["login": "swiftlang"]])
      try expectTwins(
        Hand.Car.self, Macro.Car.self,
        { registry in
          try registry.register(Hand.Vehicle.self, Mappings.vehicle)
          try registry.register(Hand.Car.self, Mappings.car)
          try registry.register(Macro.Vehicle.self, Mappings.vehicle)
          try registry.register(Macro.Car.self, Mappings.car)
        },
        input: ["identifier": "c1", "created_at": "2026-01-02T03:04:05Z", "seat_count": 5], patch: ["seat_count": "7"])
      try expectTwins(
        Hand.Download.self, Macro.Download.self,
        { registry in
          try registry.register(Hand.Download.self) { $0.excluded = ["etag"] }
          try registry.register(Macro.Download.self) { $0.excluded = ["etag"] }
        },
        input: ["url": "https://example.com/file", "progress": 0.5, "etag": "x"], patch: ["progress": 1])
      let input: [String: Any] = ["username": "ada", "age": "36", "birthday": 0, "address": ["city": "London"], "friends": [["username": "charles"]]]
      try expectTwins(
        Hand.User.self, Macro.User.self,
        { registry in
          try registry.register(Hand.User.self, Mappings.user)
          try registry.register(Macro.User.self, Mappings.user)
        }, input: input, patch: ["address": ["city": "Paris"], "age": 37])
      try expectTwins(
        Hand.Article.self, Macro.Article.self,
        { registry in
          try registry.register(Hand.Article.self, Mappings.article)
          try registry.register(Macro.Article.self, Mappings.article)
        },
        input: ["headline": "Hi", "view_count": 3, "published_at": "2026-11-24T10:00:00Z", "author": ["name": "Ada"]],
        patch: ["author": ["name": "Grace"], "view_count": "4"])
      try expectTwins(
        Hand.Thermometer.self, Macro.Thermometer.self,
        { registry in
          try registry.register(Hand.Sensor.self, Mappings.sensor)
          try registry.register(Macro.Sensor.self, Mappings.sensor)
        },
        input: ["name": "t1", "nested": ["location": "roof", "length": "2m"], "level": 1, "links": ["home": "https://example.com"]],
        patch: ["level": 7])
      try expectTwins(
        Hand.Cat.self, Macro.Cat.self, { _ in },
        input: ["id": "7", "name": "Tom", "friends": ["Jerry"], "birthday": "2020-01-01T00:00:00Z"], patch: ["name": NSNull()])
    }

    @Test("Struct models and OHMKit articles: Temperature, Drawing's protocol-typed shapes, Colors' one-way adapter")
    func structAndOneWay() throws {
      try expectTwins(
        Hand.Temperature.self, Macro.Temperature.self,
        { registry in
          try registry.register(Hand.Temperature.self) { $0.keyStrategy = .snakeCase }
          try registry.register(Macro.Temperature.self) { $0.keyStrategy = .snakeCase }
        }, input: ["celsius": 20, "station": "ZRH", "recorded_at": "2026-01-01T00:00:00Z"], patch: ["celsius": "21.5"])
      try expectTwins(
        Hand.Drawing.self, Macro.Drawing.self,
        { registry in
          try registry.register(Hand.Drawing.self, Mappings.drawing)
          try registry.register(Macro.Drawing.self, Mappings.drawing)
        }, input: ["shapes": [["kind": "circle", "radius": 1], ["kind": "square", "side": 2]]], patch: ["shapes": [["kind": "square", "side": 3]]])
      let registry = MappingRegistry()
      try registry.register(Hand.Colors.self, Mappings.colors)
      try registry.register(Macro.Colors.self, Mappings.colors)
      let hand = try Hand.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
      let twin = try Macro.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
      #expect(twin.favoriteColor == hand.favoriteColor)
      #expect(twin.favoriteColor != nil)
      #expect(registry.issues(for: Macro.Colors.self).map(\.reason) == registry.issues(for: Hand.Colors.self).map(\.reason))
      let handError = try #require(throws: MappingError.self) { try hand.jsonData(registry: registry) }
      let twinError = try #require(throws: MappingError.self) { try twin.jsonData(registry: registry) }
      #expect(handError.reason == twinError.reason)
    }

    @Test("A 20-property model, declared with one attribute")
    func twentyProperties() throws {
      #expect(Macro.Profile.keyPaths.count == 20)
      let input: [String: Any] = [
        "id": 1, "login": "octocat", "name": "The Octocat", "email": NSNull(), "bio": "hi", "company": "@github",
        "blog": "https://github.blog", "location": "SF", "followers": "9000", "following": 9, "public_repos": 8, "public_gists": 8,
        "hireable": true, "site_admin": false, "created_at": "2011-01-25T18:44:36Z", "updated_at": 1_700_000_000, "score": 1.5,
        "tags": ["a", 7], "plan": ["name": "pro", "space": 976_562_499], "kind": "Organization",
      ]
      try expectTwins(
        Hand.Profile.self, Macro.Profile.self,
        { registry in
          try registry.register(Hand.Profile.self, Mappings.profile)
          try registry.register(Macro.Profile.self, Mappings.profile)
        }, input: input, patch: ["bio": NSNull(), "plan": ["space": 1], "kind": "User"])
      let registry = MappingRegistry()
      try registry.register(Macro.Profile.self, Mappings.profile)
      let error = try #require(throws: MappingError.self) { try Macro.Profile(dictionary: ["login": "x"], registry: registry) }
      #expect(error.reason == .missingRequiredValue)
      #expect(error.path == "id")
    }

    @Test("Observable, wrapped, let and custom-init models")
    func compilerSynthesizedStorage() throws {
      try expectTwins(Hand.Gauge.self, Macro.Gauge.self, { _ in }, input: ["reading": 3.5, "label": "g", "raw": "x"], patch: ["label": "h"])
      try expectTwins(Hand.Clamp.self, Macro.Clamp.self, { _ in }, input: ["level": 7, "note": "n", "version": 9], patch: ["level": "8"])
      try expectTwins(Hand.Membership.self, Macro.Membership.self, { _ in }, input: ["role": "admin", "since": 3], patch: ["role": "x"])
      #expect(Macro.Clamp.keyPaths.keys.sorted() == ["level", "note", "version"])
      // Writes go through the public name: the wrapper clamps, observation sees them.
      #expect(try Macro.Clamp(dictionary: ["level": 42]).level == 10)
      let gauge = Macro.Gauge()
      let changed = Changed()
      withObservationTracking {
        _ = gauge.reading
      } onChange: {
        changed.set()
      }
      try gauge.setValues(from: ["reading": 9])
      #expect(changed.value)
      #expect(gauge.reading == 9)
    }

    @Test("Registration finds nothing to say about a macro model that the hand-written twin hides")
    func findings() throws {
      let registry = MappingRegistry()
      try registry.register(Hand.Download.self)
      try registry.register(Macro.Download.self)
      // The hand-written list leaves three stored properties unlisted (a finding each); the
      // macro lists what is stored and the marker keeps the rest out.
      #expect(registry.issues(for: Hand.Download.self).count == 3)
      #expect(registry.issues(for: Macro.Download.self).isEmpty)
      #expect(Macro.Download.unmappedProperties == ["delegate", "onFinish", "cache"])
      #expect(registry.issues(for: Macro.Employee.self).isEmpty)
      #expect(registry.issues(for: Macro.Profile.self).isEmpty)
      // A lazy property is a cache: kept out, with no finding about its storage, once computed too.
      let indexed = try Macro.Indexed(dictionary: ["items": ["a", "b"], "index": ["z": 1]], registry: registry)
      #expect(indexed.index == ["a": 0, "b": 1])
      #expect(registry.issues(for: Macro.Indexed.self).isEmpty)
      #expect(try indexed.jsonObject(registry: registry).keys.sorted() == ["items"])
      // A marked property is neither read nor output.
      let download = try Macro.Download(dictionary: ["url": "https://e.com", "cache": ["a": "AA=="]], registry: registry)
      #expect(try download.jsonObject(registry: registry).keys.sorted() == ["etag", "progress", "url"])
    }
  }

  /// A flag set from an observation callback.
  final class Changed: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
  }
#endif
