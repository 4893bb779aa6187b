import Foundation

// How service keys are spelled: the path delimiter, literal keys, and keys mapped through
// key paths.
extension ModelMapping {
  /// What separates the segments of a dotted service key in ``keys``, ``candidateKeys``,
  /// ``sharedKeys`` and ``combine(_:into:hydrate:split:)`` (ObjectMapper's `delimiter:`): `"."` by
  /// default.
  ///
  /// For a service whose keys are full of dots, `"->"` makes `"user->e.mail"` the key `e.mail`
  /// inside `user`. A backslash before the delimiter makes it literal (``literalKey(_:)`` escapes
  /// dots).
  public var pathDelimiter: String {
    get { settings.pathDelimiter.value }
    set { settings.pathDelimiter = Assignable(assigned: newValue) }
  }

  /// Escapes dots so that `key` is matched literally, not as a nested path.
  public static func literalKey(_ key: String) -> String {
    key.replacingOccurrences(of: ".", with: "\\.")
  }
}

extension ModelMapping where Model: ReflectiveModel {
  /// Maps a service key (or dotted path) to the property at `keyPath`, naming the property
  /// through the model's `keyPaths` so a rename cannot leave the table stale.
  ///
  /// An unlisted key path is reported when the mapping is registered.
  public mutating func map(_ serviceKey: String, to keyPath: PartialKeyPath<Model>) {
    guard let name = listedName(of: keyPath) else { return }
    keys[serviceKey] = name
  }

  /// Maps a service key to an inherited property, named through the superclass that lists it
  /// in `keyPaths` (as for properties, see the `property(_:_:)` that takes a `KeyPath<Root, Value>`).
  public mutating func map<Root>(_ serviceKey: String, to keyPath: PartialKeyPath<Root>) {
    guard let name = listedName(of: keyPath) else { return }
    keys[serviceKey] = name
  }
}
