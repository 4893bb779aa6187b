extension ModelMapping {
  /// Property names whose default stands in for a value that does not read, even when the
  /// mapping is strict (MetaCodable's `@Default(forErrors:)`).
  ///
  /// Leniently, a value that does not convert already leaves a created model's property at
  /// its default (``defaults``, or the initial value) with a non-fatal problem. Under
  /// ``Strictness/strict`` or ``isStrict`` the same problem fails the call; for these
  /// properties it stays non-fatal and the default applies: `{"tags": 1}` for a `[String]`
  /// is reported at `tags`, and `tags` takes its default. Values are still read with the
  /// strict rules (`"7"` is no `Int`). A required property cannot be listed: its value must
  /// read. An update (`setValues`) keeps the property's value, as it does for every default.
  public var defaultsOnFailure: Set<String> {
    get { members(\.usesDefaultOnFailure) }
    set { setMembers(\.usesDefaultOnFailure, newValue) }
  }

  /// Property name → the value that stands in for a value that does not read, when it is not
  /// the one a missing value takes (MetaCodable's `@Default(ifMissing: 0, forErrors: -1)`).
  ///
  /// ``defaults`` says what an absent key gives; this says what `{"count": "many"}` gives. A
  /// listed property acts as one in ``defaultsOnFailure`` does (without being added to that
  /// set): its failure is reported at its path, non-fatal even when the mapping is strict, and
  /// the value here applies. The value must be
  /// of the property's type (registration refuses another), and a required property cannot be
  /// listed. An update (`setValues`) keeps the property's value, as it does for every default.
  ///
  /// `null` for a listed non-optional property is an absent value, as MetaCodable reads it
  /// (`decodeIfPresent(…) ?? ifMissing`): the ``defaults`` value applies on a created model,
  /// with no problem.
  public var failureDefaults: [String: Any] {
    get { table(\.failureDefault) }
    set { setTable(\.failureDefault, newValue) }
  }

  /// Whether a collection that is present but empty (`[]`, `{}`) takes its property's
  /// registered default, as an absent one does (MetaCodable's sequence coder with a default).
  ///
  /// Off by default: an empty array is an empty array. It applies to created models, and to
  /// properties with a default in ``defaults`` (or ``PropertyMapping/default``); the empty
  /// value is not reported.
  public var defaultsReplaceEmptyCollections: Bool {
    get { settings.defaultsReplaceEmptyCollections.value }
    set { settings.defaultsReplaceEmptyCollections = Assignable(assigned: newValue) }
  }
}
