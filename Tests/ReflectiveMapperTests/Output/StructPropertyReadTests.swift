import Foundation
import ReflectiveMapper
import Testing

/// Output reads a struct's stored properties at their offsets and the others (observed,
/// wrapped, computed) through their key paths: every kind of property, at every alignment,
/// reads as its value.
@Suite struct StructPropertyReadTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(ReadLayoutInner.self)
    try registry.register(ReadLayout.self)
    return registry
  }

  func sample() -> ReadLayout {
    var model = ReadLayout()
    model.flag = true
    model.small = -7
    model.name = "Zoë, a name longer than a small string's fifteen bytes"
    model.maybe = 2.5
    model.tags = ["a", "b"]
    model.inner = ReadLayoutInner()
    model.inner.code = 42
    model.innerOrNil = model.inner
    model.wide = 1 << 40
    model.observed = 9
    model.wrapped = 120
    model.title = "Mr"
    return model
  }

  @Test func everyPropertyKindReadsAsItsValue() throws {
    let registry = try registry()
    let model = sample()
    let writesBefore = model.observedWrites
    let json = try model.jsonObject(registry: registry)
    #expect(json["flag"] as? Bool == true)
    #expect(json["small"] as? Int == -7)
    #expect(json["name"] as? String == model.name)
    #expect(json["maybe"] as? Double == 2.5)
    #expect(json["tags"] as? [String] == ["a", "b"])
    #expect((json["inner"] as? [String: Any])?["code"] as? Int == 42)
    #expect((json["innerOrNil"] as? [String: Any])?["code"] as? Int == 42)
    #expect(json["wide"] as? Int == 1 << 40)
    #expect(json["observed"] as? Int == 9)
    #expect(json["wrapped"] as? Int == 100, "the wrapper clamps 120 to 100")
    #expect(json["shout"] as? String == "MR")
    #expect(json["nothing"] == nil, "a nil optional is left out")
    // Reading does not set: the observer did not run.
    #expect(model.observedWrites == writesBefore)
  }

  @Test func bytesAndObjectAgreeAndRoundTrip() throws {
    let registry = try registry()
    let model = sample()
    let data = try model.jsonData(registry: registry, options: .sortedKeys)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""small":-7"#) && text.contains(#""wide":1099511627776"#), "\(text)")
    let again = try ReadLayout(jsonData: data, registry: registry)
    #expect(again.name == model.name && again.small == -7 && again.wide == 1 << 40)
    #expect(again.inner.code == 42 && again.innerOrNil?.code == 42 && again.tags == ["a", "b"])
    #expect(again.wrapped == 100 && again.title == "Mr" && again.maybe == 2.5 && again.flag)
    let object = try again.jsonObject(registry: registry)
    let reparsed = try JSONSerialization.jsonObject(with: data) as? NSDictionary
    #expect(reparsed == object as NSDictionary)
  }
}

@propertyWrapper struct ReadClamped: Sendable {
  private var value = 0
  var wrappedValue: Int {
    get { value }
    set { value = min(newValue, 100) }
  }
  init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

struct ReadLayoutInner: ReflectiveModel {
  var code = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["code": \ReadLayoutInner.code] }
}

/// Stored properties of mixed sizes (so that offsets are not all multiples of 8) beside an
/// observed, a wrapped and a computed property.
struct ReadLayout: ReflectiveModel {
  var flag = false
  var small: Int8 = 0
  var name = ""
  var maybe: Double?
  var tags: [String] = []
  var inner = ReadLayoutInner()
  var innerOrNil: ReadLayoutInner?
  var nothing: String?
  var wide: Int64 = 0
  var observedWrites = 0
  var observed = 0 { didSet { observedWrites += 1 } }
  @ReadClamped var wrapped = 0
  var title = ""
  var shout: String {
    get { title.uppercased() }
    set { title = newValue.capitalized }
  }
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "flag": \ReadLayout.flag, "small": \ReadLayout.small, "name": \ReadLayout.name, "maybe": \ReadLayout.maybe,
      "tags": \ReadLayout.tags, "inner": \ReadLayout.inner, "innerOrNil": \ReadLayout.innerOrNil,
      "nothing": \ReadLayout.nothing, "wide": \ReadLayout.wide, "observed": \ReadLayout.observed,
      "wrapped": \ReadLayout.wrapped, "title": \ReadLayout.title, "shout": \ReadLayout.shout,
    ]
  }
}
