import Foundation
import ReflectiveMapper

/// Models as a Codable user writes them: `let`s without values, built through
/// `init(mappedValues:)`, hand-written (the macro writes the same members).
struct ImmutableAddress: ReflectiveInitializable, Equatable {
  let street: String
  let zip: String?

  static var keyPaths: [String: AnyKeyPath] { ["street": \ImmutableAddress.street, "zip": \ImmutableAddress.zip] }

  init(street: String, zip: String?) {
    self.street = street
    self.zip = zip
  }

  init(mappedValues values: MappedValues) throws {
    street = try values["street"]
    zip = try values["zip"]
  }
}

/// A struct of `let`s with a nested immutable struct, a collection of them, a `var` with a
/// value (written after the initializer) and a `let` with a value (output-only).
struct ImmutableUser: ReflectiveInitializable, Equatable {
  let id: Int
  let login: String
  let email: String?
  let address: ImmutableAddress
  let previous: [ImmutableAddress]
  var bio = ""
  let kind = "user"

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \ImmutableUser.id, "login": \ImmutableUser.login, "email": \ImmutableUser.email,
      "address": \ImmutableUser.address, "previous": \ImmutableUser.previous, "bio": \ImmutableUser.bio,
      "kind": \ImmutableUser.kind,
    ]
  }

  static var initializedProperties: Set<String> { ["id", "login", "email", "address", "previous"] }

  init(id: Int, login: String, email: String?, address: ImmutableAddress, previous: [ImmutableAddress] = [], bio: String = "") {
    self.id = id
    self.login = login
    self.email = email
    self.address = address
    self.previous = previous
    self.bio = bio
  }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    login = try values["login"]
    email = try values["email"]
    address = try values["address"]
    previous = try values["previous"]
  }
}

/// The class twin of ``ImmutableUser``: a final class whose `let`s keep their values on update.
final class ImmutableAccount: ReflectiveInitializable {
  let id: Int
  let login: String
  var email: String?
  var visits = 0 {
    didSet { visitWrites += 1 }
  }
  var visitWrites = 0

  static var keyPaths: [String: AnyKeyPath] {
    ["id": \ImmutableAccount.id, "login": \ImmutableAccount.login, "email": \ImmutableAccount.email, "visits": \ImmutableAccount.visits]
  }

  static var unmappedProperties: Set<String> { ["visitWrites"] }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    login = try values["login"]
    email = try values["email"]
  }
}

/// A non-final immutable class and its subclass: `required` initializers on both.
class ImmutableShape: ReflectiveInitializable {
  let name: String

  class var keyPaths: [String: AnyKeyPath] { ["name": \ImmutableShape.name] }
  class var initializedProperties: Set<String> { ["name"] }

  required init(mappedValues values: MappedValues) throws {
    name = try values["name"]
  }

  required init() { fatalError("built through init(mappedValues:)") }
}

final class ImmutableSquare: ImmutableShape {
  let side: Double

  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["side": \ImmutableSquare.side]) { $1 } }
  override class var initializedProperties: Set<String> { super.initializedProperties.union(["side"]) }

  required init(mappedValues values: MappedValues) throws {
    side = try values["side"]
    try super.init(mappedValues: values)
  }

  required init() { fatalError("built through init(mappedValues:)") }
}

/// A `var` model holding immutable ones, at depth.
final class ImmutableTeam: ReflectiveModel {
  var name = ""
  var lead: ImmutableUser?
  var members: [ImmutableUser] = []
  var byLogin: [String: ImmutableAddress] = [:]

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    ["name": \ImmutableTeam.name, "lead": \ImmutableTeam.lead, "members": \ImmutableTeam.members, "byLogin": \ImmutableTeam.byLogin]
  }
}

/// An immutable model that is `Codable` through its mapping.
struct ImmutableCodableUser: ReflectiveInitializable, ReflectiveCodable, Equatable {
  let id: Int
  let name: String?

  static var keyPaths: [String: AnyKeyPath] { ["id": \ImmutableCodableUser.id, "name": \ImmutableCodableUser.name] }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    name = try values["name"]
  }
}

/// A hand-written initializer that reads a property twice and one it does not list.
struct ImmutableMisread: ReflectiveInitializable {
  let id: Int
  let copy: Int

  static var keyPaths: [String: AnyKeyPath] { ["id": \ImmutableMisread.id, "copy": \ImmutableMisread.copy] }
  static var initializedProperties: Set<String> { ["id"] }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    copy = values.contains("copy") ? try values["copy"] : try values["id"]
  }
}

/// A struct of `let`s that keeps the keys it does not map (`.collect`), as values.
struct ImmutableEvent: ReflectiveInitializable, UnknownKeyCollecting {
  let name: String
  let seats: Int?
  var unknownValues: [String: Any] = [:]

  static var keyPaths: [String: AnyKeyPath] { ["name": \ImmutableEvent.name, "seats": \ImmutableEvent.seats] }

  init(mappedValues values: MappedValues) throws {
    name = try values["name"]
    seats = try values["seats"]
  }
}

/// A final class of `let`s that keeps the keys it does not map where they are in the input
/// (``UnknownKeys``), and a `var` an update writes.
final class ImmutableVenue: ReflectiveInitializable, UnknownKeyCollecting {
  let id: Int
  var title = ""
  var unknownValues = UnknownKeys()

  static var keyPaths: [String: AnyKeyPath] { ["id": \ImmutableVenue.id, "title": \ImmutableVenue.title] }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
  }
}

/// A model holding immutable collecting models, one and several.
struct ImmutableProgramme: ReflectiveInitializable {
  let headline: ImmutableEvent
  let events: [ImmutableEvent]

  static var keyPaths: [String: AnyKeyPath] { ["headline": \ImmutableProgramme.headline, "events": \ImmutableProgramme.events] }

  init(mappedValues values: MappedValues) throws {
    headline = try values["headline"]
    events = try values["events"]
  }
}

/// A class of `var`s with values that a subclass of `let`s extends: it is made with `init()`
/// and filled in, and offers the `init(mappedValues:)` (setting nothing) its subclass calls.
class MutableDocument: ReflectiveModel {
  var title = ""
  var pages = 0

  required init() {}

  required init(mappedValues values: MappedValues) throws {}

  class var keyPaths: [String: AnyKeyPath] { ["title": \MutableDocument.title, "pages": \MutableDocument.pages] }
  class var initializedProperties: Set<String> { [] }
}

/// A subclass of `let`s under a class of `var`s: its initializer sets its `let`s, the
/// library writes the superclass's `var`s after it.
final class SignedDocument: MutableDocument {
  let signer: String

  required init(mappedValues values: MappedValues) throws {
    signer = try values["signer"]
    try super.init(mappedValues: values)
  }

  required init() { fatalError("SignedDocument is built through init(mappedValues:)") }

  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["signer": \SignedDocument.signer]) { $1 } }
  override class var initializedProperties: Set<String> { ["signer"] }
}
