// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import Observation
  import ReflectiveMapperMacros
  import Testing

  @MainActor @Observable @ReflectiveModel
  final class ViewModel {
    var title = ""
    var items: [Item] = []
    var detail: Item?
  }

  @MainActor @ReflectiveModel
  final class Item {
    var name = ""
  }

  @MainActor @ReflectiveModel
  struct Settings {
    var theme = "light"
  }

  @MainActor @ReflectiveModel
  class Screen {
    var route = ""
  }

  @ReflectiveModel(.subclass)
  final class DetailScreen: Screen {
    var itemID = 0
  }

  @Suite("Global-actor models")
  struct ActorTests {
    @Test("A @MainActor model is created and written on the main actor")
    @MainActor
    func mainActor() throws {
      let model = try ViewModel(dictionary: ["title": "x"])
      #expect(model.title == "x")
      #expect(try model.jsonObject()["title"] as? String == "x")
    }

    @Test("Nested models, JSON bytes, updates, registration, a struct and a subclass on the main actor")
    @MainActor
    func everythingOnTheMainActor() throws {
      let registry = MappingRegistry()
      try registry.register(ViewModel.self) { m in m.keys = ["heading": "title"] }
      var issues: [MappingError] = []
      let model = try ViewModel(
        jsonData: Data(#"{"heading": "Inbox", "items": [{"name": "a"}, {"name": "b"}], "detail": {"name": "c"}}"#.utf8), registry: registry,
        issues: &issues)
      #expect(issues.isEmpty)
      #expect(model.title == "Inbox" && model.items.map(\.name) == ["a", "b"] && model.detail?.name == "c")
      try model.setValues(from: ["heading": "Sent"], registry: registry)
      #expect(model.title == "Sent")
      let json = try JSONSerialization.jsonObject(with: model.jsonData(registry: registry)) as? [String: Any]
      #expect(json?["heading"] as? String == "Sent")
      #expect((json?["items"] as? [[String: Any]])?.count == 2)
      #expect(registry.issues(for: ViewModel.self).isEmpty)

      var settings = try Settings(dictionary: ["theme": "dark"])
      try settings.setValues(from: ["theme": "sepia"])
      #expect(settings.theme == "sepia")
      let screen = try DetailScreen(dictionary: ["route": "/item", "itemID": 7])
      #expect(screen.route == "/item" && screen.itemID == 7)
      #expect(try screen.jsonObject().keys.sorted() == ["itemID", "route"])
    }

    @Test("Observation still sees writes the mapper makes on the main actor")
    @MainActor
    func observation() throws {
      let model = ViewModel()
      let changed = Changed()
      withObservationTracking {
        _ = model.title
      } onChange: {
        changed.set()
      }
      try model.setValues(from: ["title": "new"])
      #expect(changed.value)
    }
  }
#endif
