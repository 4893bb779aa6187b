public import Foundation

/// Hydration of one model: from a service dictionary, from JSON bytes or text, new or in
/// place.
///
/// Every entry point takes the same two optional parameters, `registry` (whose mappings
/// apply; ``MappingRegistry/shared`` by default) and `context` (a ``MappingContext`` for
/// contextual adapters, resolvers and relative URLs), and comes in two forms: one that
/// throws the fatal problems and drops the rest, and one that also appends every problem it
/// finds, fatal or not, to `issues`.
///
/// JSON input is any contiguous bytes (`some ContiguousBytes`): `Data`, `[UInt8]`,
/// `ArraySlice<UInt8>`, `UnsafeRawBufferPointer`, … The bytes are read where they are, never
/// copied first, so a server can hand over its request buffer as it is (for a SwiftNIO
/// `ByteBuffer`: `try buffer.withUnsafeReadableBytes { try Order(jsonData: $0) }`).
extension ReflectiveModel {
  /// Creates an instance with `init()` and hydrates it from a service dictionary.
  ///
  /// - Throws: `MappingError` listing every fatal problem (a required value missing or
  ///   unconvertible, a strict mapping's conversion failure, an unknown key under `.fail`,
  ///   nesting past 512 levels). Non-fatal problems are dropped; use
  ///   ``init(dictionary:registry:context:issues:)`` to see them.
  public init(dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(dictionary: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance and hydrates it, appending every problem found (fatal or not) to
  /// `issues`.
  public init(
    dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.create(Self.self, from: .parsed(dictionary), registry: registry, mapping: context, issues: &issues)
  }

  /// Creates an instance and hydrates it from JSON bytes holding an object.
  ///
  /// The bytes are read by the library's own reader and walked directly by the model's
  /// plan: no dictionaries are built for model objects. The result and its issues are the
  /// same as ``init(dictionary:registry:context:)`` on the parsed object.
  ///
  /// - Throws: `MappingError` for malformed JSON (`.invalidJSON`, with line and column), a
  ///   top-level value that is not an object, or any fatal mapping problem.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance from JSON bytes, appending every problem found to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.create(Self.self, from: .json(jsonData, at: nil), registry: registry, mapping: context, issues: &issues)
  }

  /// Creates an instance from the object at `path` inside JSON bytes (HandyJSON's
  /// `designatedPath`): `"data.user"` reads `{"data": {"user": {…}}}`.
  ///
  /// The path follows the rules of a key table's dotted keys: a segment after the first that is
  /// all digits is an array index (`"data.items.0"`), and a backslash escapes a dot
  /// (`"version\\.major"`). Problems are reported at their full path in the document
  /// (`data.user.email`).
  ///
  /// - Throws: `MappingError` for malformed JSON, a path that is absent (at the path) or that
  ///   crosses a value that is not an object or array (where it does), a value at the path
  ///   that is not an object, or any fatal mapping problem.
  public init(
    jsonData: some ContiguousBytes, at path: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()
  ) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, at: path, registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance from the object at `path` inside JSON bytes, appending every problem
  /// found to `issues`.
  public init(
    jsonData: some ContiguousBytes, at path: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.create(Self.self, from: .json(jsonData, at: path), registry: registry, mapping: context, issues: &issues)
  }

  /// Creates an instance from JSON text holding an object; see
  /// ``init(jsonData:registry:context:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context)
  }

  /// Creates an instance from JSON text, appending every problem found to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context, issues: &issues)
  }
}

/// Updating a class instance in place: the instance itself is changed (identity kept), so the
/// methods do not mutate the reference that holds it.
extension ReflectiveModel where Self: AnyObject {
  /// Updates this instance in place from a service dictionary (OHMKit's entry point), all
  /// or nothing.
  ///
  /// A partial update: only keys present in `dictionary` are written (registered `defaults`
  /// apply only when a model is created, and an absent `required` key is fine); `null`
  /// clears optionals (and is refused for a required property); nested models already
  /// present are updated in place, keeping their identity.
  ///
  /// - Throws: `MappingError` listing every fatal problem. The instance, and every nested
  ///   instance the call would have updated, is then exactly as it was before the call: the
  ///   values it overwrote are written back through their key paths, newest first (so
  ///   `didSet` observers see the restore too).
  public func setValues(from dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try setValues(from: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Updates this instance in place, appending every problem found to `issues`.
  public func setValues(
    from dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    var model = self
    try HydrationCall.update(&model, from: .parsed(dictionary), isNew: false, registry: registry, mapping: context, issues: &issues)
  }

  /// Updates this instance in place from JSON bytes holding an object, all or nothing, as
  /// ``setValues(from:registry:context:)-2kv6d`` does from a dictionary.
  public func setValues(fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext())
    throws
  {
    var issues: [MappingError] = []
    try setValues(fromJSON: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Updates this instance in place from JSON bytes, appending every problem to `issues`.
  public func setValues(
    fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    var model = self
    try HydrationCall.update(&model, from: .json(jsonData, at: nil), isNew: false, registry: registry, mapping: context, issues: &issues)
  }
}

/// Updating a struct in place: `mutating`. The update runs on a copy that replaces the value
/// only when the call succeeds, so a failed call leaves the value as it was.
extension ReflectiveModel {
  /// Updates this struct in place from a service dictionary, all or nothing.
  ///
  /// A partial update: only keys present in `dictionary` are written (registered `defaults`
  /// apply only when a model is created, and an absent `required` key is fine); `null`
  /// clears optionals (and is refused for a required property); nested structs are updated
  /// in place through their key paths, nested class instances keep their identity.
  ///
  /// - Throws: `MappingError` listing every fatal problem. The value is then exactly as it
  ///   was before the call (the update ran on a copy), and so is every class instance it
  ///   holds that the call would have updated.
  public mutating func setValues(from dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext())
    throws
  {
    var issues: [MappingError] = []
    try setValues(from: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Updates this struct in place, appending every problem found to `issues`.
  public mutating func setValues(
    from dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try HydrationCall.update(&self, from: .parsed(dictionary), isNew: false, registry: registry, mapping: context, issues: &issues)
  }

  /// Updates this struct in place from JSON bytes holding an object, all or nothing, as
  /// ``setValues(from:registry:context:)-6of4l`` does from a dictionary.
  public mutating func setValues(
    fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()
  )
    throws
  {
    var issues: [MappingError] = []
    try setValues(fromJSON: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Updates this struct in place from JSON bytes, appending every problem to `issues`.
  public mutating func setValues(
    fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try HydrationCall.update(&self, from: .json(jsonData, at: nil), isNew: false, registry: registry, mapping: context, issues: &issues)
  }
}
