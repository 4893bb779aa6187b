import Foundation
import ReflectiveMapper
import Testing

// PATCH semantics through the public API only (no @testable): what someone moving a
// service's update endpoint onto `setValues(from:)` relies on.

final class PatchUser: ReflectiveModel {
  var name = ""
  var email: String?
  var age = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \PatchUser.name, "email": \PatchUser.email, "age": \PatchUser.age] }
}

final class PatchComment: ReflectiveModel {
  var id = 0
  var text = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \PatchComment.id, "text": \PatchComment.text] }
}

final class PatchTicket: UnknownKeyCollecting {
  var id = 0
  var title = ""
  var status = "open"
  var tags: [String] = []
  var priority = 0
  var note: String?
  var assignee: PatchUser?
  var comments: [PatchComment] = []
  var watchers: [String: PatchUser] = [:]
  var unknownValues: [String: Any] = [:]
  var titleChanges = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \PatchTicket.id, "title": \PatchTicket.title, "status": \PatchTicket.status, "tags": \PatchTicket.tags,
      "priority": \PatchTicket.priority, "note": \PatchTicket.note, "assignee": \PatchTicket.assignee,
      "comments": \PatchTicket.comments, "watchers": \PatchTicket.watchers,
    ]
  }
}

/// A ticket registry: defaults and required keys, as a service's create endpoint has them.
private func ticketRegistry(_ extra: (inout ModelMapping<PatchTicket>) -> Void = { _ in }) throws -> MappingRegistry {
  let registry = MappingRegistry()
  try registry.register(PatchComment.self) { m in m.identifiedBy = "id" }
  try registry.register(PatchUser.self) { m in m.required = ["name"] }
  try registry.register(PatchTicket.self) { m in
    m.defaults = ["status": "open", "tags": ["triage"], "priority": 3]
    m.required = ["id", "title", "note"]
    extra(&m)
  }
  return registry
}

/// A closed ticket with every kind of nested state a patch can reach.
private func closedTicket(_ registry: MappingRegistry) throws -> PatchTicket {
  try PatchTicket(
    dictionary: [
      "id": 7, "title": "Crash on start", "status": "closed", "tags": ["a", "b"], "priority": 5, "note": "n",
      "assignee": ["name": "Ada", "email": "ada@example.com", "age": 36],
      "comments": [["id": 1, "text": "first"], ["id": 2, "text": "second"]],
      "watchers": ["u1": ["name": "Bo", "age": 20]],
    ], registry: registry)
}

/// Everything a ticket holds, nested instances' identities included, for before/after checks.
private struct TicketState: Equatable {
  let json: NSDictionary
  let identities: [ObjectIdentifier]

  init(_ ticket: PatchTicket, _ registry: MappingRegistry) throws {
    json = NSDictionary(dictionary: try ticket.jsonObject(registry: registry))
    identities =
      [ticket.assignee.map(ObjectIdentifier.init)].compactMap { $0 } + ticket.comments.map(ObjectIdentifier.init)
      + ticket.watchers.keys.sorted().map { ObjectIdentifier(ticket.watchers[$0]!) }
  }
}

/// Runs `body` twice: once with a dictionary entry point, once with the bytes of the same
/// object (both inputs must behave alike).
private func bothInputs(
  _ payload: [String: Any], _ body: (_ apply: (PatchTicket, MappingRegistry) throws -> Void) throws -> Void
) throws {
  try body { ticket, registry in try ticket.setValues(from: payload, registry: registry) }
  let bytes = try JSONSerialization.data(withJSONObject: payload)
  try body { ticket, registry in try ticket.setValues(fromJSON: bytes, registry: registry) }
}

@Suite struct PartialUpdateTests {
  @Test func aPatchOfOneKeyChangesOneProperty() throws {
    try bothInputs(["title": "Crash on launch"]) { apply in
      let registry = try ticketRegistry()
      let ticket = try closedTicket(registry)
      let assignee = ticket.assignee
      try apply(ticket, registry)
      #expect(ticket.title == "Crash on launch")
      // Not reset to the registered defaults, and the absent required keys are fine.
      #expect(ticket.status == "closed")
      #expect(ticket.tags == ["a", "b"])
      #expect(ticket.priority == 5)
      #expect(ticket.assignee === assignee && ticket.assignee?.name == "Ada")
      #expect(ticket.comments.map(\.text) == ["first", "second"])
    }
  }

  @Test func creationStillAppliesDefaults() throws {
    let registry = try ticketRegistry()
    let created = try PatchTicket(dictionary: ["id": 1, "title": "t", "note": "n"], registry: registry)
    #expect(created.status == "open" && created.tags == ["triage"] && created.priority == 3)
    let fromBytes = try PatchTicket(jsonData: Data(#"{"id": 1, "title": "t", "note": "n"}"#.utf8), registry: registry)
    #expect(fromBytes.status == "open" && fromBytes.tags == ["triage"] && fromBytes.priority == 3)
  }

  @Test func aRequiredKeyIsRequiredWhenCreatedOnly() throws {
    let registry = try ticketRegistry()
    let missing = try #require(throws: MappingError.self) {
      try PatchTicket(dictionary: ["id": 1, "note": "n"], registry: registry)
    }
    #expect(missing.reason == .missingRequiredValue && missing.path == "title")
    let bytes = try #require(throws: MappingError.self) { try PatchTicket(jsonData: Data(#"{"id": 1, "note": "n"}"#.utf8), registry: registry) }
    #expect(bytes.reason == .missingRequiredValue && bytes.path == "title")
    // On an update the same absence is fine.
    try bothInputs(["priority": 1]) { apply in
      let ticket = try closedTicket(registry)
      try apply(ticket, registry)
      #expect(ticket.priority == 1 && ticket.title == "Crash on start")
    }
  }

  @Test func anExplicitNullForARequiredPropertyIsRefusedAndChangesNothing() throws {
    // `note` is a required optional: null would clear it, and required refuses that, in
    // lenient mode too; `title` is a required non-optional.
    for payload: [String: Any] in [["title": "x", "note": NSNull()], ["priority": 1, "title": NSNull()]] {
      try bothInputs(payload) { apply in
        let registry = try ticketRegistry()
        let ticket = try closedTicket(registry)
        let before = try TicketState(ticket, registry)
        let error = try #require(throws: MappingError.self) { try apply(ticket, registry) }
        #expect(error.reason == .requiredValueIsNull)
        #expect(error.isFatal)
        #expect(try TicketState(ticket, registry) == before)
        #expect(ticket.note == "n" && ticket.priority == 5 && ticket.title == "Crash on start")
      }
    }
  }

  @Test func aFailedConversionOnAnUpdateKeepsTheValueRatherThanTheDefault() throws {
    try bothInputs(["priority": "high", "status": "reopened"]) { apply in
      let registry = try ticketRegistry()
      let ticket = try closedTicket(registry)
      try apply(ticket, registry)  // lenient: a non-fatal problem
      #expect(ticket.priority == 5)  // kept, not the default 3
      #expect(ticket.status == "reopened")
    }
    // On creation the default stands in for the failed value, as documented.
    let registry = try ticketRegistry()
    let created = try PatchTicket(dictionary: ["id": 1, "title": "t", "note": "n", "priority": "high"], registry: registry)
    #expect(created.priority == 3)
  }

  @Test func aFailedPatchChangesNothingAtAnyDepth() throws {
    // Each payload writes top-level properties, then reaches nested instances, and fails
    // (in the nested model or after it): every write is undone.
    // (what, where it fails, payload)
    let payloads: [(String, String, [String: Any])] = [
      ("nested model", "note", ["title": "x", "tags": ["z"], "assignee": ["name": "Zed", "email": "z@z", "age": 1], "note": NSNull()]),
      ("nested model's own failure", "assignee.name", ["title": "x", "assignee": ["age": 99, "name": NSNull()]]),
      (
        "identified array", "title",
        ["comments": [["id": 2, "text": "SECOND"], ["id": 3, "text": "third"]], "status": "s", "title": NSNull()]
      ),
      (
        "dictionary of models", "id",
        ["watchers": ["u1": ["name": "Bob", "age": 21], "u2": ["name": "Cy"]], "id": "not a number", "title": NSNull()]
      ),
      ("dictionary of models' own failure", "watchers.u1.name", ["title": "x", "watchers": ["u1": ["age": 22, "name": NSNull()]]]),
      ("unknown keys kept", "note", ["title": "x", "extra": 1, "note": NSNull()]),
    ]
    for (label, failsAt, payload) in payloads {
      try bothInputs(payload) { apply in
        let registry = try ticketRegistry { m in m.unknownKeys = .collect }
        let ticket = try closedTicket(registry)
        ticket.unknownValues = ["kept": "yes"]
        let before = try TicketState(ticket, registry)
        let assignee = try #require(ticket.assignee)
        let first = ticket.comments[0]
        let second = ticket.comments[1]
        let watcher = try #require(ticket.watchers["u1"])
        let error = try #require(throws: MappingError.self, "\(label)") { try apply(ticket, registry) }
        #expect(error.path == failsAt, "\(label)")
        #expect(try TicketState(ticket, registry) == before, "\(label)")
        // The instances themselves, also those no longer reachable from the ticket.
        #expect(assignee.name == "Ada" && assignee.email == "ada@example.com" && assignee.age == 36, "\(label)")
        #expect(first.text == "first" && second.text == "second", "\(label)")
        #expect(watcher.name == "Bo" && watcher.age == 20, "\(label)")
        #expect(ticket.unknownValues.count == 1 && ticket.unknownValues["kept"] as? String == "yes", "\(label)")
      }
    }
  }

  @Test func aSuccessfulPatchUpdatesNestedInstancesInPlace() throws {
    let payload: [String: Any] = [
      "assignee": ["email": NSNull()],
      "comments": [["id": 2, "text": "SECOND"], ["id": 3, "text": "third"]],
      "watchers": ["u1": ["age": 21]],
    ]
    try bothInputs(payload) { apply in
      let registry = try ticketRegistry()
      let ticket = try closedTicket(registry)
      let assignee = ticket.assignee
      let second = ticket.comments[1]
      let watcher = ticket.watchers["u1"]
      try apply(ticket, registry)
      // Nested instances are updated, not recreated: partial there too.
      #expect(ticket.assignee === assignee && assignee?.name == "Ada" && assignee?.email == nil && assignee?.age == 36)
      #expect(ticket.comments.count == 2 && ticket.comments[0] === second && second.text == "SECOND")
      #expect(ticket.comments[1].text == "third")
      #expect(ticket.watchers["u1"] === watcher && watcher?.name == "Bo" && watcher?.age == 21)
    }
  }

  @Test func aNestedModelCreatedByAnUpdateIsACreation() throws {
    // The ticket has no assignee: the patch creates one, whose required name is enforced.
    try bothInputs(["title": "x", "assignee": ["age": 40]]) { apply in
      let registry = try ticketRegistry()
      let ticket = try PatchTicket(dictionary: ["id": 1, "title": "t", "note": "n"], registry: registry)
      let error = try #require(throws: MappingError.self) { try apply(ticket, registry) }
      #expect(error.reason == .missingRequiredValue && error.path == "assignee.name")
      #expect(ticket.assignee == nil && ticket.title == "t")
    }
  }

  @Test func aLossyElementDroppedFromAnUpdateIsLeftAsItWas() throws {
    let payload: [String: Any] = ["comments": [["id": 1, "text": "FIRST", "extra": 1], ["id": 2, "text": "SECOND"]]]
    let bytes = try JSONSerialization.data(withJSONObject: payload)
    let inputs: [(PatchTicket, MappingRegistry, inout [MappingError]) throws -> Void] = [
      { try $0.setValues(from: payload, registry: $1, issues: &$2) },
      { try $0.setValues(fromJSON: bytes, registry: $1, issues: &$2) },
    ]
    for apply in inputs {
      let registry = try ticketRegistry { m in m.lossyCollections = ["comments"] }
      try registry.register(PatchComment.self) { m in
        m.identifiedBy = "id"
        m.unknownKeys = .fail
      }
      let ticket = try closedTicket(registry)
      let first = ticket.comments[0]
      var issues: [MappingError] = []
      try apply(ticket, registry, &issues)
      #expect(ticket.comments.map(\.id) == [2])
      #expect(ticket.comments[0].text == "SECOND")
      // The dropped element was matched and written before its unknown key failed it: undone.
      #expect(first.text == "first")
      #expect(issues.contains { !$0.isFatal && $0.path == "comments[0]" })
    }
  }

  @Test func changesAnAfterMappingHookMadeAreUndoneToo() throws {
    let registry = try ticketRegistry { m in
      m.afterMapping = { ticket, _ in ticket.tags.append("touched") }
    }
    try registry.register(PatchUser.self) { m in
      m.afterMapping = { _, report in report.fail("assignee refused") }
    }
    let ticket = try closedTicket(MappingRegistry())
    try bothInputs(["title": "x", "assignee": ["age": 1]]) { apply in
      let refused = try #require(throws: MappingError.self) { try apply(ticket, registry) }
      #expect(refused.reason.code == "custom" && refused.path == "assignee")
      #expect(ticket.tags == ["a", "b"] && ticket.title == "Crash on start" && ticket.assignee?.age == 36)
    }
  }

  @Test func observersSeeTheUpdateAndItsUndo() throws {
    let registry = MappingRegistry()
    try registry.register(ObservedTitle.self) { m in m.required = ["code"] }
    let model = ObservedTitle()
    model.title = "a"
    model.changes = []
    let null = try #require(throws: MappingError.self) { try model.setValues(from: ["title": "b", "code": NSNull()], registry: registry) }
    #expect(null.reason.code == "requiredValueIsNull" && null.path == "code")
    #expect(model.title == "a")
    #expect(model.changes == ["b", "a"])
  }

  /// A failed update puts back what it wrote, and writes nothing else: a property whose value
  /// was refused, or that an after-mapping hook left alone, sees no `didSet`.
  @Test func aFailedUpdateRestoresOnlyWhatItWrote() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(ObservedCounter.self) { m in m.afterMapping = { _, _ in } }
    let model = ObservedCounter()
    let refused = try #require(throws: MappingError.self) { try model.setValues(from: ["name": "b", "count": "many"], registry: registry) }
    #expect(refused.path == "count")
    #expect(model.count == 3 && model.name == "a")
    #expect(model.log == ["name a -> b", "name b -> a"], "no count 3 -> 3: \(model.log)")
    // From bytes too.
    model.log = []
    #expect(throws: MappingError.self) { try model.setValues(fromJSON: Data(#"{"name": "c", "count": "x"}"#.utf8), registry: registry) }
    #expect(model.log == ["name a -> c", "name c -> a"], "\(model.log)")
  }
}

extension PartialUpdateTests {
  /// The same for a property holding models (neither `Equatable` nor an instance itself): a
  /// hook journals every property, and only the one written is put back.
  @Test func aFailedUpdateLeavesAnArrayOfModelsAlone() throws {
    let registry = MappingRegistry()
    try registry.register(ObservedTeam.self) { m in
      m.afterMapping = { team, report in
        if team.name == "bad" { report.fail("no", property: "name") }
      }
    }
    let team = ObservedTeam()
    team.members = [PatchUser()]
    team.log = []
    #expect(throws: MappingError.self) { try team.setValues(from: ["name": "bad"], registry: registry) }
    #expect(team.name == "" && team.members.count == 1)
    #expect(!team.log.contains("members"), "\(team.log)")
  }
}

final class ObservedTeam: ReflectiveModel {
  var name = "" { didSet { log.append("name") } }
  var members: [PatchUser] = [] { didSet { log.append("members") } }
  var log: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ObservedTeam.name, "members": \ObservedTeam.members] }
}

final class ObservedCounter: ReflectiveModel {
  var count = 3 { didSet { log.append("count \(oldValue) -> \(count)") } }
  var name = "a" { didSet { log.append("name \(oldValue) -> \(name)") } }
  var log: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \ObservedCounter.count, "name": \ObservedCounter.name] }
}

final class ObservedTitle: ReflectiveModel {
  var title = "" { didSet { changes.append(title) } }
  var code: Int?
  var changes: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \ObservedTitle.title, "code": \ObservedTitle.code] }
}
