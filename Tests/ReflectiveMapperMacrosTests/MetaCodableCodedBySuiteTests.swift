// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests/CodedBy/CodedByActionTests`
  // (SwiftyLab/MetaCodable), same inputs and expectations: a helper coder that depends on
  // another property, `@CodedBy(Coder.init, properties: \Dog.version)`.
  //
  // A conversion here reads one value, so a migrating user hands the other property's value
  // over in the model's hooks: `beforeMapping` writes it into the child's input (the coder's
  // `decode`), `transformOutput` undoes it in the output (its `encode`). The child's property
  // that MetaCodable fills (`@IgnoreCoding private(set) var identifier`) is `@InputOnly`: read
  // from what the parent handed over, never written.

  /// DependencyBefore.Dog.Info and DependencyAfter.Dog.Info: `private(set) var tag: Int`.
  @ReflectiveModel
  struct MCDogInfo {
    let tag: Int
  }

  /// DependencyBefore.Dog and DependencyAfter.Dog, whose `version` comes last.
  ///
  /// `@CodedBy(Info.VersionBasedTag.init, properties: \Dog.version)`: from version 2 on, the
  /// model's tag is one more than the service's. (The order of the properties does not matter here.)
  @ReflectiveModel
  struct MCDog {
    let name: String
    @Default(1) let version: Int
    let info: MCDogInfo
  }

  /// NestedPropertyDependencyAfter.Item.Image and ArrayDependency.Item.Image.
  @ReflectiveModel
  struct MCItemImage {
    @InputOnly var identifier: String?
    let width: Int
    let height: Int
    var id: String { identifier ?? "" }
  }

  /// NestedPropertyDependencyAfter.Item: `@CodedAt("images", "original")
  /// @CodedBy(Image.IdentifierCoder.init, properties: \Item.id)`, the same for `small`.
  @ReflectiveModel
  struct MCItem {
    let title: String
    let originalImage: MCItemImage
    let smallImage: MCItemImage
    let id: String
  }

  /// ArrayDependency.Item: `@CodedBy(SequenceCoder.init, arguments: Image.IdentifierCoder.init,
  /// properties: \Item.id) let images: [Image]`.
  @ReflectiveModel
  struct MCItemList {
    let title: String
    let images: [MCItemImage]
    let id: String
  }

  /// `object[key]` with `change` applied to the object it holds, if it holds one.
  private func mcChanging(_ object: [String: Any], _ key: String, _ change: (inout [String: Any]) -> Void) -> [String: Any] {
    guard var inner = object[key] as? [String: Any] else { return object }
    change(&inner)
    var object = object
    object[key] = inner
    return object
  }

  @Suite struct MetaCodableCodedBySuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.register(MCDog.self) { m in
          // VersionBasedTag.decode: `info.tag += 1` from version 2 on (a missing version is 1).
          m.beforeMapping = { dog in
            guard (dog["version"] as? Int ?? 1) >= 2 else { return dog }
            return mcChanging(dog, "info") { info in info["tag"] = (info["tag"] as? Int).map { $0 + 1 } ?? info["tag"] }
          }
          // VersionBasedTag.encode: `info.tag -= 1`.
          m.transformOutput = { dog, json in
            guard dog.version >= 2 else { return json }
            return mcChanging(json, "info") { info in info["tag"] = (info["tag"] as? Int).map { $0 - 1 } ?? info["tag"] }
          }
        }
        try registry.register(MCItem.self) { m in
          m.keys = ["images.original": "originalImage", "images.small": "smallImage"]
          // IdentifierCoder.decode: `image.identifier = id`, for both images.
          m.beforeMapping = { item in
            mcChanging(item, "images") { images in
              for key in ["original", "small"] { images = mcChanging(images, key) { $0["identifier"] = item["id"] } }
            }
          }
        }
        try registry.register(MCItemList.self) { m in
          m.beforeMapping = { item in
            guard let images = item["images"] as? [Any] else { return item }
            var handed = item
            handed["images"] = images.map { image -> Any in
              guard var image = image as? [String: Any] else { return image }
              image["identifier"] = item["id"]
              return image
            }
            return handed
          }
        }
      }
    }

    /// MetaCodable: CodedByActionTests.DependencyBefore.customCoderVersionBehavior.
    @Test func customCoderVersionBehavior() throws {
      let decoded1 = try coder.roundTrip(MCDog(name: "Buddy", version: 1, info: MCDogInfo(tag: 5)))
      #expect(decoded1.name == "Buddy")
      #expect(decoded1.version == 1)
      #expect(decoded1.info.tag == 5)  // No modification for version < 2
      let dog2 = MCDog(name: "Max", version: 2, info: MCDogInfo(tag: 5))
      #expect(try coder.object(dog2).mcObject(at: "info")?["tag"] as? Int == 4)
      let decoded2 = try coder.roundTrip(dog2)
      #expect(decoded2.name == "Max")
      #expect(decoded2.version == 2)
      #expect(decoded2.info.tag == 5)  // Should be 5 after encode(-1) then decode(+1)
    }

    /// MetaCodable: CodedByActionTests.DependencyBefore.customCoderFromJSON.
    @Test func customCoderFromJSON() throws {
      let decoded = try coder.decode(MCDog.self, #"{"name": "Rex", "version": 3, "info": {"tag": 10}}"#)
      #expect(decoded.name == "Rex")
      #expect(decoded.version == 3)
      #expect(decoded.info.tag == 11)  // 10 + 1 for version >= 2
    }

    /// MetaCodable: CodedByActionTests.DependencyAfter.decoding(version:).
    @Test(arguments: [nil, 1, 2, 5])
    func decoding(version: Int?) throws {
      let versionText = version.map { #""version": \#($0),"# } ?? ""
      let dog = try coder.decode(MCDog.self, #"{"name": "Dog", \#(versionText) "info": {"tag": 12}}"#)
      #expect(dog.name == "Dog")
      #expect(dog.version == version ?? 1)
      #expect(dog.info.tag == (dog.version >= 2 ? 13 : 12))
    }

    /// MetaCodable: CodedByActionTests.NestedPropertyDependencyAfter.decoding(id:).
    @Test(arguments: ["unique", "some_id"])
    func nestedDecoding(id: String) throws {
      let json = #"""
        {"id": "\#(id)", "title": "Great",
         "images": {"original": {"height": 1080, "width": 1920}, "small": {"height": 108, "width": 192}}}
        """#
      let item = try coder.decode(MCItem.self, json)
      #expect(item.id == id)
      #expect(item.title == "Great")
      #expect(item.originalImage.id == id)
      #expect(item.originalImage.height == 1080)
      #expect(item.originalImage.width == 1920)
      #expect(item.smallImage.id == id)
      #expect(item.smallImage.height == 108)
      #expect(item.smallImage.width == 192)
      // IdentifierCoder.encode writes the image without its identifier.
      #expect(try coder.object(item).mcObject(at: "images.small")?.keys.sorted() == ["height", "width"])
    }

    /// MetaCodable: CodedByActionTests.ArrayDependency.decoding(id:).
    @Test(arguments: ["unique", "some_id"])
    func arrayDecoding(id: String) throws {
      let images = Array(repeating: #"{"height": 1080, "width": 1920}"#, count: 5).joined(separator: ",")
      let item = try coder.decode(MCItemList.self, #"{"id": "\#(id)", "title": "Great", "images": [\#(images)]}"#)
      #expect(item.id == id)
      #expect(item.title == "Great")
      #expect(item.images.map(\.id) == .init(repeating: id, count: 5))
      #expect(item.images.map(\.height) == .init(repeating: 1080, count: 5))
      #expect(item.images.map(\.width) == .init(repeating: 1920, count: 5))
    }
  }
#endif
