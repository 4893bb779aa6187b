extension ModelMapping {
  /// Properties holding a nested model that is read from this model's own object and written
  /// back into it (SmartCodable's `@SmartFlat`, ReerCodable's `@FlatCoding`, MetaCodable's
  /// `@CodedAt()`).
  ///
  /// ```swift
  /// // {"id": 1, "street": "Main St", "city": "Springfield"}
  /// m.flattened = ["address"]            // var address = Address() reads street and city
  /// ```
  ///
  /// The nested model's keys are known keys of this one (not unknown under `.fail` or
  /// `.collect`); on output its keys are merged into this model's object, this model's own
  /// keys winning a clash. The nested model's own ``unknownKeys`` policy sees the whole object:
  /// leave it `.ignore`. A flattened property has no key, adapter or output key of its own.
  public var flattened: Set<String> {
    get { members(\.isFlattened) }
    set { setMembers(\.isFlattened, newValue) }
  }

  /// The one property this model is read from and written as, in place of a JSON object
  /// (serde's `transparent`, MetaCodable's `@CodedAt` without a path on a lone property).
  ///
  /// ```swift
  /// // ["swift", "json"]   (the whole document, or the value of a key that holds a Tags)
  /// struct Tags: ReflectiveModel { var values: [String] = [] … }
  /// try registry.register(Tags.self) { m in m.transparentProperty = "values" }
  /// ```
  ///
  /// The model's input is the property's value, of whatever JSON kind the property reads: an
  /// array, a string, a number, an object for a dictionary-typed property, `null` for an
  /// optional one. It is read by the property's rules (adapters, defaults, strictness,
  /// lossy collections, constraints) from bytes, dictionaries and any decoder,
  /// wherever the model sits: the top level, a property, a collection's element. Problems are
  /// reported at the model's own path (`tags[1]`, not `tags.values[1]`). Output writes the
  /// property's value where the model's object would be; ``ReflectiveModel/jsonObject(registry:includeNulls:)``
  /// throws `notRepresentable` for a value that is no JSON object (`jsonData()` writes any).
  /// ``ReflectiveModel/dictionaryRepresentation`` keeps the property by its name.
  ///
  /// Registration refuses a property that is not in `keyPaths` or cannot be read, one with a
  /// key, candidate, shared, combined or output key of its own, or that is flattened or
  /// input-only; any other property in `keyPaths` that is not ``excluded``; and a
  /// ``subtypeResolver``, ``beforeMapping`` or ``transformOutput``, which work on an object.
  ///
  /// A type can name the property itself (``ReflectiveModel/transparentProperty``,
  /// `@ReflectiveModel`'s `@Transparent`); this setting, when not `nil`, wins.
  public var transparentProperty: String? {
    get { settings.transparentProperty }
    set { settings.transparentProperty = newValue }
  }
}
