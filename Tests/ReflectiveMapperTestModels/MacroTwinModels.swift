package import Foundation
import Observation
import ReflectiveMapper

// The hand-written twins of the macro tests' own `@ReflectiveModel` models (TwinModels.swift in
// ReflectiveMapperMacrosTests), which no article declares: storage the compiler synthesizes
// (observation, a property wrapper, a `let`, a custom initializer) and a model of twenty
// properties. Written as the library documents a hand-written model.

package enum MacroTwins {
  /// Twenty properties: scalars, optionals, a URL, dates, an array, a nested model and an enum.
  package struct Profile: ReflectiveModel {
    package var id = 0
    package var login = ""
    package var name: String?
    package var email: String?
    package var bio: String?
    package var company: String?
    package var blog: URL?
    package var location: String?
    package var followers = 0
    package var following = 0
    package var publicRepos = 0
    package var publicGists = 0
    package var hireable: Bool?
    package var siteAdmin = false
    package var createdAt: Date?
    package var updatedAt: Date?
    package var score = 0.0
    package var tags: [String] = []
    package var plan: Plan?
    package var kind = Kind.user
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      [
        "id": \Profile.id, "login": \Profile.login, "name": \Profile.name, "email": \Profile.email, "bio": \Profile.bio,
        "company": \Profile.company, "blog": \Profile.blog, "location": \Profile.location, "followers": \Profile.followers,
        "following": \Profile.following, "publicRepos": \Profile.publicRepos, "publicGists": \Profile.publicGists,
        "hireable": \Profile.hireable, "siteAdmin": \Profile.siteAdmin, "createdAt": \Profile.createdAt,
        "updatedAt": \Profile.updatedAt, "score": \Profile.score, "tags": \Profile.tags, "plan": \Profile.plan, "kind": \Profile.kind,
      ]
    }
  }

  /// The model a `Profile` holds.
  package struct Plan: ReflectiveModel {
    package var name = ""
    package var space = 0
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["name": \Plan.name, "space": \Plan.space] }
  }

  /// A `Profile`'s kind, by raw value.
  package enum Kind: String, Sendable {
    case user = "User"
    case organization = "Organization"
  }

  /// An observable class: the macro keeps `@ObservationIgnored` storage mapped.
  @Observable
  package final class Gauge: ReflectiveModel {
    package var reading = 0.0
    package var label = ""
    @ObservationIgnored package var raw: String?
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["reading": \Gauge.reading, "label": \Gauge.label, "raw": \Gauge.raw] }
  }

  /// A wrapped property, a plain one and a `let`.
  package final class Clamp: ReflectiveModel {
    @Clamped package var level = 5
    package var note = ""
    package let version = 2
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["level": \Clamp.level, "note": \Clamp.note, "version": \Clamp.version] }
  }

  /// A struct with a `let` and an initializer of its own beside `init()`.
  package struct Membership: ReflectiveModel {
    package var role = ""
    package let since: Int
    package init(since: Int) { self.since = since }
    package init() { since = 0 }
    package static var keyPaths: [String: AnyKeyPath] { ["role": \Membership.role, "since": \Membership.since] }
  }

  /// Keeps an `Int` between 0 and 10.
  @propertyWrapper
  package struct Clamped {
    private var value: Int
    package init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    package var wrappedValue: Int {
      get { value }
      set { value = min(max(newValue, 0), 10) }
    }
  }
}
