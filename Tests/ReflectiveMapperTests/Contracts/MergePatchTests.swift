import Foundation
import ReflectiveMapper
import Testing

/// JSON Merge Patch (RFC 7396): patches computed by `mergePatch(from:)`, applied by `setValues(fromJSON:)`.
@Suite struct MergePatchTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(PatchDocument.self) { $0.unknownKeys = .collect }
    try registry.register(PatchRawDocument.self) { $0.unknownKeys = .collect }
    try registry.register(PatchArticle.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["address.city": "city"]
      m.unknownKeys = .collect
    }
    return registry
  }

  func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) }

  /// RFC 7396, Appendix A: every example whose target and patch are objects, on both kinds of storage.
  @Test(arguments: [
    (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
    (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
    (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
    (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
    (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
    (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
    (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
    (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
    (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
    (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
  ])
  func rfcAppendixExamples(target: String, patch: String, result: String) throws {
    let registry = try registry()
    let expected = try json(result) as! NSDictionary
    var document = try PatchDocument(jsonData: Data(target.utf8), registry: registry)
    try document.setValues(fromJSON: Data(patch.utf8), registry: registry)
    #expect(try document.jsonObject(registry: registry) as NSDictionary == expected)
    var raw = try PatchRawDocument(jsonData: Data(target.utf8), registry: registry)
    try raw.setValues(fromJSON: Data(patch.utf8), registry: registry)
    #expect(try raw.jsonObject(registry: registry) as NSDictionary == expected)
    // From a dictionary too.
    var fromDictionary = try PatchDocument(dictionary: try json(target) as! [String: Any], registry: registry)
    try fromDictionary.setValues(from: try json(patch) as! [String: Any], registry: registry)
    #expect(try fromDictionary.jsonObject(registry: registry) as NSDictionary == expected)
  }

  /// RFC 7396's examples whose target or patch is not an object: a model is an object, so a
  /// patch that is not one is refused, and nothing changes.
  @Test(arguments: [#"["c","d"]"#, #"["c"]"#, "null", #""bar""#])
  func patchesThatAreNotObjectsAreRefused(patch: String) throws {
    let registry = try registry()
    var document = try PatchDocument(jsonData: Data(#"{"a":"b"}"#.utf8), registry: registry)
    let error = try #require(throws: MappingError.self) { try document.setValues(fromJSON: Data(patch.utf8), registry: registry) }
    #expect(error.reason.code == "typeMismatch")
    #expect(try document.jsonObject(registry: registry) as NSDictionary == ["a": "b"])
  }

  @Test func equalModelsGiveAnEmptyPatch() throws {
    let registry = try registry()
    let article = try PatchArticle(dictionary: ["title": "t", "tags": ["a"]], registry: registry)
    let copy = try PatchArticle(dictionary: ["title": "t", "tags": ["a"]], registry: registry)
    #expect(try copy.mergePatch(from: article, registry: registry).isEmpty)
    #expect(try copy.mergePatchData(from: article, registry: registry) == Data("{}".utf8))
  }

  /// An article with every kind of member set, which the edits below change.
  static var original: [String: Any] {
    [
      "title": "t", "views": 1, "subtitle": "s", "author": ["name": "Ada", "email": "a@x"], "tags": ["a", "b"],
      "scores": ["x": 1, "y": 2], "address": ["city": "London"], "extra": ["k": 1, "l": 2],
    ]
  }

  @Test func aPatchHasChangedMembersNestedPatchesAndNulls() throws {
    let registry = try registry()
    let original = try PatchArticle(dictionary: Self.original, registry: registry)
    let edited = try PatchArticle(
      dictionary: [
        "title": "t", "views": 2, "author": ["name": "Ada"], "tags": ["a"], "scores": ["x": 1, "z": 3], "address": ["city": "Paris"],
        "extra": ["k": 1, "l": 3],
      ], registry: registry)
    let patch = try edited.mergePatch(from: original, registry: registry)
    let expected: NSDictionary = [
      "views": 2, "subtitle": NSNull(), "author": ["email": NSNull()], "tags": ["a"], "scores": ["y": NSNull(), "z": 3],
      "address": ["city": "Paris"], "extra": ["l": 3],
    ]
    #expect(patch as NSDictionary == expected)
    let text = String(decoding: try edited.mergePatchData(from: original, registry: registry), as: UTF8.self)
    let expectedText =
      #"{"address":{"city":"Paris"},"author":{"email":null},"extra":{"l":3},"scores":{"y":null,"z":3},"subtitle":null,"tags":["a"],"views":2}"#
    #expect(text == expectedText)
  }

  @Test func applyingThePatchMakesTheOriginalEqualTheEdit() throws {
    let registry = try registry()
    let original = try PatchArticle(dictionary: Self.original, registry: registry)
    let edited = try PatchArticle(
      dictionary: ["title": "u", "views": 2, "author": ["name": "Grace"], "scores": ["x": 1, "z": 3], "extra": ["k": 1]],
      registry: registry)
    let patch = try edited.mergePatchData(from: original, registry: registry)
    let author = original.author
    try original.setValues(fromJSON: patch, registry: registry)
    #expect(try original.jsonData(registry: registry, options: .sortedKeys) == edited.jsonData(registry: registry, options: .sortedKeys))
    #expect(original.author === author, "the nested model is updated in place")
    #expect(original.city == nil)
    #expect(original.subtitle == nil)
  }
}

extension MergePatchTests {
  /// A random payload of the patch models: each member present or not, with random values.
  static func randomPayload(_ random: inout SplitMix64) -> [String: Any] {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    var payload: [String: Any] = [:]
    if pick([true, false]) { payload["title"] = pick(["a", "b", "ü", ""]) }
    if pick([true, false]) { payload["views"] = pick([0, 1, -7, 1_000_000]) }
    if pick([true, false]) { payload["subtitle"] = pick(["s", "t"] as [Any] + [NSNull()]) }
    if pick([true, false]) {
      var author: [String: Any] = ["name": pick(["Ada", "Grace"])]
      if pick([true, false]) { author["email"] = pick(["a@x", "b@y"]) }
      payload["author"] = pick([author, NSNull()] as [Any])
    }
    if pick([true, false]) { payload["tags"] = (0..<Int(random.next() % 3)).map { _ in pick(["x", "y", "z"]) } }
    if pick([true, false]) {
      var scores: [String: Any] = [:]
      for key in ["p", "q", "r"] where pick([true, false]) { scores[key] = pick([1, 2, 3]) }
      payload["scores"] = scores
    }
    if pick([true, false]) { payload["address"] = ["city": pick(["London", "Paris"])] }
    // Unknown keys, kept by `.collect` (never `null`: a merge patch removes a member set to it).
    if pick([true, false]) { payload["extra"] = pick([["k": 1, "l": ["m": true]], ["k": 2], ["n": "o"]] as [Any]) }
    if pick([true, false]) { payload["flag"] = pick([true, false]) }
    return payload
  }

  @Test func randomEditsRoundTripThroughMergePatchesForClassesAndStructs() throws {
    let registry = try registry()
    try registry.register(PatchArticleValue.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["address.city": "city"]
      m.unknownKeys = .collect
    }
    var random = SplitMix64(seed: 7396)
    for round in 0..<300 {
      let before = Self.randomPayload(&random)
      let after = Self.randomPayload(&random)
      let original = try PatchArticle(dictionary: before, registry: registry)
      let edited = try PatchArticle(dictionary: after, registry: registry)
      let patch = try edited.mergePatchData(from: original, registry: registry)
      try original.setValues(fromJSON: patch, registry: registry)
      let expected = try edited.jsonData(registry: registry, options: .sortedKeys)
      let patchText = String(decoding: patch, as: UTF8.self)
      #expect(try original.jsonData(registry: registry, options: .sortedKeys) == expected, "round \(round): \(patchText)")

      var value = try PatchArticleValue(dictionary: before, registry: registry)
      let editedValue = try PatchArticleValue(dictionary: after, registry: registry)
      try value.setValues(from: try editedValue.mergePatch(from: value, registry: registry), registry: registry)
      #expect(try value.jsonData(registry: registry, options: .sortedKeys) == expected, "round \(round), struct")
    }
  }
}

class PatchShape: ReflectiveModel {
  var kind: String?
  var name = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["kind": \PatchShape.kind, "name": \PatchShape.name] }
}

final class PatchSquare: PatchShape {
  var side = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["side": \PatchSquare.side]) { $1 } }
}

final class PatchPetOwner: ReflectiveModel {
  var pet: PatchShape?
  var label = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["pet": \PatchPetOwner.pet, "label": \PatchPetOwner.label] }
}

/// A patch that no RFC 7396 patch can make through the model is refused, not returned (the
/// fuzz finding `merge-patch-subtype-change.json`).
@Suite struct UnreachableMergePatchTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(PatchPetOwner.self) { m in m.typeResolvers["pet"] = .discriminator("kind", ["square": PatchSquare.self]) }
    return registry
  }

  @Test func aChangeOfSubtypeWithoutTheDiscriminatorIsRefusedAtItsPath() throws {
    let registry = try registry()
    let original = try PatchPetOwner(jsonData: Data(#"{"pet":{"kind":"square","name":"s","side":2}}"#.utf8), registry: registry)
    #expect(original.pet is PatchSquare)
    // `"kind:"` is no discriminator: the pet is a base shape.
    let target = try PatchPetOwner(jsonData: Data(#"{"pet":{"kind:":"square","side":1}}"#.utf8), registry: registry)
    #expect(type(of: target.pet!) == PatchShape.self)
    let error = try #require(throws: MappingError.self) { try target.mergePatch(from: original, registry: registry) }
    guard case .mergePatchUnreachable = error.reason else {
      Issue.record("\(error)")
      return
    }
    #expect(error.path.hasPrefix("pet."))
    #expect(error.reason.code == "mergePatchUnreachable")
  }

  @Test func reachablePatchesOfTheSameModelsAreReturnedAndReproduceTheTarget() throws {
    let registry = try registry()
    let original = try PatchPetOwner(jsonData: Data(#"{"pet":{"kind":"square","side":2},"label":"a"}"#.utf8), registry: registry)
    let target = try PatchPetOwner(jsonData: Data(#"{"pet":{"kind":"square","side":3},"label":"b"}"#.utf8), registry: registry)
    let patch = try target.mergePatch(from: original, registry: registry)
    try original.setValues(from: patch, registry: registry)
    #expect((original.pet as? PatchSquare)?.side == 3 && original.label == "b")
  }
}
