import Foundation
import ReflectiveMapper

// MetaCodable's DynamicCodable posts (Tests/MetaCodableTests/DynamicCodable/PostPage.swift):
// one protocol, read in the external, internal and adjacent forms. Struct and class models mix.

protocol FormPost: Sendable {
  var id: UUID { get }
  var likes: Int { get }
}

struct TextFormPost: ReflectiveModel, FormPost {
  var id = UUID()
  var author = UUID()
  var likes = 0
  var createdAt = ""
  var text = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \Self.id, "author": \Self.author, "likes": \Self.likes, "createdAt": \Self.createdAt, "text": \Self.text]
  }
}

final class PictureFormPost: ReflectiveModel, FormPost, @unchecked Sendable {
  var id = UUID()
  var author = UUID()
  var likes = 0
  var createdAt = ""
  var url: URL?
  var caption = ""
  required init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \PictureFormPost.id, "author": \PictureFormPost.author, "likes": \PictureFormPost.likes,
      "createdAt": \PictureFormPost.createdAt, "url": \PictureFormPost.url, "caption": \PictureFormPost.caption,
    ]
  }
}

struct AudioFormPost: ReflectiveModel, FormPost {
  var id = UUID()
  var author = UUID()
  var likes = 0
  var createdAt = ""
  var url: URL?
  var duration = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \Self.id, "author": \Self.author, "likes": \Self.likes, "createdAt": \Self.createdAt, "url": \Self.url,
      "duration": \Self.duration,
    ]
  }
}

struct VideoFormPost: ReflectiveModel, FormPost {
  var id = UUID()
  var author = UUID()
  var likes = 0
  var createdAt = ""
  var url: URL?
  var duration = 0
  var thumbnail: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \Self.id, "author": \Self.author, "likes": \Self.likes, "createdAt": \Self.createdAt, "url": \Self.url,
      "duration": \Self.duration, "thumbnail": \Self.thumbnail,
    ]
  }
}

/// MetaCodable's `Nested.ValidPost`: named by its registered `typeName` ("nested"), not the table.
struct NestedFormPost: ReflectiveModel, FormPost {
  var id = UUID()
  var author = UUID()
  var likes = 0
  var createdAt = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \Self.id, "author": \Self.author, "likes": \Self.likes, "createdAt": \Self.createdAt]
  }
}

/// A post that is its one value, a bare payload under a wrapping resolver's key.
///
/// `{"likes": 7}` in the external form reads `7` as a `LikeCount`.
struct LikeCount: ReflectiveModel, FormPost {
  var id = UUID()
  var likes = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \Self.id, "likes": \Self.likes] }
}

/// A page of posts under `content` (MetaCodable's `@CodedAt("content") let items`), and one
/// featured post: a struct.
struct FormPostPage: ReflectiveModel {
  var items: [any FormPost] = []
  var featured: (any FormPost)?
  var next: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["items": \Self.items, "featured": \Self.featured, "next": \Self.next] }
}

/// The same page as a class.
final class FormPostPageClass: ReflectiveModel, @unchecked Sendable {
  var items: [any FormPost] = []
  var featured: (any FormPost)?
  var next: URL?
  required init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["items": \FormPostPageClass.items, "featured": \FormPostPageClass.featured, "next": \FormPostPageClass.next]
  }
}

/// The same page through the coders.
struct FormPostPageCodable: ReflectiveCodable {
  var items: [any FormPost] = []
  var next: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["items": \Self.items, "next": \Self.next] }
}

/// A base class and its subclasses, held in a base-class-typed array, dictionary and property.
class FormShape: ReflectiveModel, @unchecked Sendable {
  var name = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["name": \FormShape.name] }
}

final class FormCircle: FormShape, @unchecked Sendable {
  var radius = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["radius": \FormCircle.radius]) { $1 } }
}

final class FormSquare: FormShape, @unchecked Sendable {
  var side = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["side": \FormSquare.side]) { $1 } }
}

final class FormDrawing: ReflectiveModel, @unchecked Sendable {
  var shapes: [FormShape] = []
  var main: FormShape?
  var byName: [String: FormShape] = [:]
  required init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["shapes": \FormDrawing.shapes, "main": \FormDrawing.main, "byName": \FormDrawing.byName]
  }
}

/// The three forms MetaCodable's DynamicCodable protocols use.
enum ResolverForm: String, CaseIterable, Sendable {
  case external, adjacent, `internal`

  /// MetaCodable's identifiers: `["picture", "photo"]` name one type; "nested" is a registered `typeName`.
  static var postTypes: [String: any ReflectiveModel.Type] {
    [
      "text": TextFormPost.self, "picture": PictureFormPost.self, "photo": PictureFormPost.self, "audio": AudioFormPost.self,
      "video": VideoFormPost.self,
    ]
  }

  var postResolver: TypeResolver {
    switch self {
    case .external: .external(Self.postTypes)
    case .adjacent: .adjacent(tag: "type", payload: "content", Self.postTypes)
    case .internal: .discriminator("type", Self.postTypes)
    }
  }

  var shapeResolver: TypeResolver {
    let types: [String: any ReflectiveModel.Type] = ["circle": FormCircle.self, "square": FormSquare.self]
    switch self {
    case .external: return .external(types)
    case .adjacent: return .adjacent(tag: "kind", payload: "shape", types)
    case .internal: return .discriminator("kind", types)
    }
  }

  /// A registry with every model of this file registered for this form.
  func registry(strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    for type in [TextFormPost.self, AudioFormPost.self, VideoFormPost.self] as [any ReflectiveModel.Type] {
      func open<M: ReflectiveModel>(_: M.Type) throws { try registry.register(M.self) }
      try open(type)
    }
    try registry.register(PictureFormPost.self)
    try registry.register(NestedFormPost.self) { m in m.typeName = "nested" }
    let resolver = postResolver
    try registry.register(FormPostPage.self) { m in
      m.keys = ["content": "items"]
      m.typeResolvers["items"] = resolver
      m.typeResolvers["featured"] = resolver
    }
    try registry.register(FormPostPageClass.self) { m in
      m.keys = ["content": "items"]
      m.typeResolvers["items"] = resolver
      m.typeResolvers["featured"] = resolver
    }
    try registry.register(FormPostPageCodable.self) { m in
      m.keys = ["content": "items"]
      m.typeResolvers["items"] = resolver
    }
    try registry.register(FormShape.self)
    try registry.register(FormCircle.self)
    try registry.register(FormSquare.self)
    let shapes = shapeResolver
    try registry.register(FormDrawing.self) { m in
      m.typeResolvers["shapes"] = shapes
      m.typeResolvers["main"] = shapes
      m.typeResolvers["byName"] = shapes
    }
    return registry
  }
}
