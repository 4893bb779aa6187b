import Foundation
import ReflectiveMapper
import Testing

class TableNote: ReflectiveModel {
  var title = ""
  var created: Date?
  var tags: [String] = []
  var author: TableAuthor?
  var authors: [TableAuthor] = []
  var secret = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    [
      "title": \TableNote.title, "created": \TableNote.created, "tags": \TableNote.tags, "author": \TableNote.author,
      "authors": \TableNote.authors, "secret": \TableNote.secret,
    ]
  }
}

final class TableMemo: TableNote {}

final class TableAuthor: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \TableAuthor.name] }
}

/// Every per-property table is checked by name and by fit, through `register`.
@Suite struct PropertyTableValidationTests {
  func problems(_ configure: (inout ModelMapping<TableNote>) -> Void) -> [String] {
    do {
      try MappingRegistry().register(TableNote.self, configure)
      return []
    } catch let error as MappingError {
      #expect(error.issues.allSatisfy { $0.isFatal })
      // Every problem names its rule by code too (the words are this suite's subject).
      #expect(error.issues.allSatisfy { $0.registrationCode != nil })
      return error.issues.map(\.summary)
    } catch {
      Issue.record("\(error)")
      return []
    }
  }

  @Test func settingsThatUsedToRegisterSilentlyAreRefused() {
    #expect(problems { $0.dateStrategies["titel"] = .secondsSince1970 } == [#"date strategy for "titel", which is not in keyPaths"#])
    #expect(problems { $0.lossyCollections = ["autors"] } == [#"TableNote.autors: lossy collection for "autors", which is not in keyPaths"#])
    #expect(
      problems { $0.lossyCollections = ["title"] }
        == [
          "TableNote.title: the lossy collection setting does not fit this property: a lossy collection drops the elements that fail, and String is not a collection (an array, set or dictionary)"
        ])
    // A collection of scalars is lossy too (issue #49).
    #expect(problems { $0.lossyCollections = ["tags"] }.isEmpty)
    #expect(
      problems { $0.typeResolvers["title"] = .named("Author") }.first?.hasPrefix(
        "TableNote.title: the type resolver setting does not fit this property:") == true)
    #expect(problems { $0.dateStrategies["title"] = .secondsSince1970 }.first?.contains("Date") == true)
    for configure: (inout ModelMapping<TableNote>) -> Void in [
      {
        $0.keys = ["s": "secret"]
        $0.excluded = ["secret"]
      },
      {
        $0.required = ["secret"]
        $0.excluded = ["secret"]
      },
    ] {
      let found = problems(configure)
      #expect(found.count == 1 && found[0].hasPrefix("TableNote.secret: the property is excluded"), "\(found)")
    }
  }

  @Test func settingsThatFitRegister() throws {
    let registry = MappingRegistry()
    try registry.register(TableNote.self) { m in
      m.dateStrategies["created"] = .secondsSince1970
      m.lossyCollections = ["authors"]
      m.typeResolvers["author"] = .named("Author")
      m.excluded = ["secret"]
      m.required = ["title"]
    }
    let note = try TableNote(dictionary: ["title": "t", "created": 10, "secret": "s"], registry: registry)
    #expect(note.created == Date(timeIntervalSince1970: 10) && note.secret.isEmpty)
  }

  @Test func aSubclassMayExcludeWhatItsSuperclassMaps() throws {
    let registry = MappingRegistry()
    try registry.register(TableNote.self) { m in
      m.keys = ["headline": "title"]
      m.required = ["title"]
    }
    // The subclass's exclusion drops the inherited key and requirement: no conflict, and the
    // requirement is not enforced on a property that is never read.
    try registry.register(TableMemo.self) { m in m.excluded = ["title"] }
    let memo = try TableMemo(dictionary: ["headline": "h"], registry: registry)
    #expect(memo.title.isEmpty)
    #expect(try memo.jsonObject(registry: registry)["headline"] == nil)
    // The superclass keeps its own.
    let missing = try #require(throws: MappingError.self) { try TableNote(dictionary: [:], registry: registry) }
    #expect(missing.reason.code == "missingRequiredValue" && missing.path == "headline" && missing.property == "TableNote.title")
  }
}
