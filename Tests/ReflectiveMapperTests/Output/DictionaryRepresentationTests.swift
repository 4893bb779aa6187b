import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

final class Profile: ReflectiveModel {
  var handle = ""
  var joined = Date(timeIntervalSince1970: 0)
  var homepage: URL?
  var token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  var avatar = Data([0xDE, 0xAD])
  var balance = Decimal(string: "12345678901234567890.12")!
  var score = 0.5
  var ratio: Float = 0.1
  var big: UInt64 = .max
  var status = Status.suspended
  var nickname: String?
  var internalNote = "output-only"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "handle": \Profile.handle, "joined": \Profile.joined, "homepage": \Profile.homepage, "token": \Profile.token,
      "avatar": \Profile.avatar, "balance": \Profile.balance, "score": \Profile.score, "ratio": \Profile.ratio,
      "big": \Profile.big, "status": \Profile.status, "nickname": \Profile.nickname,
    ]
  }
}

final class Node: ReflectiveModel {
  var name = ""
  var next: Node?
  var children: [Node] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Node.name, "next": \Node.next, "children": \Node.children] }
}

/// Decodes JSON bytes with JSONSerialization.
func parsed(_ data: Data) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: data) as! [String: Any]
}

@Suite struct DictionaryRepresentationTests {}

extension DictionaryRepresentationTests {
  @Test func listsEveryStoredPropertyByNameBaseClassFirstAndSkipsNil() throws {
    let employee = Employee()
    employee.name = "Ada"
    employee.salary = 3
    employee.favoriteObject = Rock()
    employee.friends = [Person()]
    let dictionary = employee.dictionaryRepresentation(registry: MappingRegistry())
    #expect(Set(dictionary.keys) == ["name", "favoriteWord", "favoriteNumber", "favoriteObject", "friends", "salary"])
    #expect(dictionary["salary"] as? Double == 3)
    #expect((dictionary["favoriteObject"] as? [String: Any])?["name"] as? String == "")
    #expect((dictionary["friends"] as? [Any])?.count == 1)
    let noRock = Person().dictionaryRepresentation(registry: MappingRegistry())
    #expect(noRock["favoriteObject"] == nil)
  }

  @Test func keepsSwiftValuesAndUsesRawValuesAndLeavesUnlistedPropertiesOut() throws {
    let dictionary = Profile().dictionaryRepresentation(registry: MappingRegistry())
    #expect(dictionary["joined"] as? Date == Date(timeIntervalSince1970: 0))
    #expect(dictionary["status"] as? String == "suspended")
    #expect(dictionary["internalNote"] == nil)  // a stored property keyPaths does not list
    #expect(dictionary["nickname"] == nil)
    // Opted in, the registry writes it (never reads it).
    let everything = MappingRegistry()
    everything.writesUnlistedProperties = true
    #expect(Profile().dictionaryRepresentation(registry: everything)["internalNote"] as? String == "output-only")
  }

  @Test func appliesAdapterSerializers() throws {
    let registry = MappingRegistry()
    try registry.register(Palette.self) { m in
      m.adapters["primary"] = Adapter(
        hydrate: { raw in raw },
        serialize: { value in
          let color = value as! Color
          return [color.red, color.green, color.blue]
        })
    }
    let palette = Palette()
    palette.primary = Color(red: 1, green: 2, blue: 3)
    #expect(palette.dictionaryRepresentation(registry: registry)["primary"] as? [Int] == [1, 2, 3])
  }

  @Test func cutsACycleByLeavingOutTheReferenceBackToAnAncestor() throws {
    let a = Node()
    a.name = "a"
    let b = Node()
    b.name = "b"
    a.next = b
    b.next = a
    a.children = [b, a]
    let dictionary = a.dictionaryRepresentation(registry: MappingRegistry())
    let next = try #require(dictionary["next"] as? [String: Any])
    #expect(next["name"] as? String == "b")
    #expect(next["next"] == nil)
    #expect((dictionary["children"] as? [Any])?.count == 1)
  }
}
