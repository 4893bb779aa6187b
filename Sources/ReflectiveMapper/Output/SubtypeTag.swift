import Foundation

/// What JSON output writes into a model so that the resolver that picked its type picks it
/// again when the output is read back: a discriminator's key and name, the fields a
/// closure resolver's `writeBack` gives, or the wrapper of an external or adjacent resolver
/// (``wrap(_:of:)``; written by `dictionaryRepresentation` too, which it alone reads back).
///
/// A property with a resolver puts its tag on the ``OutputContext`` while its value is written;
/// each model written directly inside it (the value, an element, a dictionary value, at any
/// collection depth) takes the tag off while its own members are written, so that the models
/// nested in it do not get it.
final class SubtypeTag: @unchecked Sendable {  // immutable after init
  private let key: String?
  private let names: [ObjectIdentifier: String]
  private let writeBack: (@Sendable (any ReflectiveModel) -> [String: Any])?
  /// The wrapper of an `.external` resolver (`nil` tag) or an `.adjacent` one.
  private let wrapper: (tag: String?, payload: String?)?

  private init(
    key: String?, names: [ObjectIdentifier: String], writeBack: (@Sendable (any ReflectiveModel) -> [String: Any])?,
    wrapper: (tag: String?, payload: String?)? = nil
  ) {
    self.key = key
    self.names = names
    self.writeBack = writeBack
    self.wrapper = wrapper
  }

  /// Whether the tag wraps each model rather than adding fields to it.
  var wraps: Bool { wrapper != nil }

  /// The keys of the wrapper around a model of `type`: the adjacent tag and the name (or
  /// none, external), then the key whose value is the model; `nil` when it is no wrapping
  /// tag or names no such type.
  func wrapping(_ type: Any.Type) -> (tag: (key: String, name: String)?, member: String)? {
    guard let wrapper, let name = names[ObjectIdentifier(type)] else { return nil }
    guard let tag = wrapper.tag, let payload = wrapper.payload else { return (nil, name) }
    return ((tag, name), payload)
  }

  /// `object`, the output of a model of `type`, in its wrapper, or `nil` when the tag names
  /// no such type.
  func wrap(_ object: Any, of type: Any.Type) -> [String: Any]? {
    guard let (tag, member) = wrapping(type) else { return nil }
    var wrapped: [String: Any] = [member: object]
    if let tag { wrapped[tag.key] = tag.name }
    return wrapped
  }

  /// The tag of `resolver`, or `nil` when it writes nothing back (`.named`, a closure without
  /// `writeBack`).
  ///
  /// A discriminator (and a wrapper) names a type by its table (the first name, sorted, of a
  /// type listed twice), else by its registered ``ModelMapping/typeName``, as it reads them.
  static func make(_ resolver: TypeResolver, snapshot: RegistrySnapshot) -> SubtypeTag? {
    func names(_ types: [String: any ReflectiveModel.Type]) -> [ObjectIdentifier: String] {
      var names: [ObjectIdentifier: String] = [:]
      for registration in snapshot.registrations.values {
        if let name = registration.settings.typeName { names[ObjectIdentifier(registration.type)] = name }
      }
      for (name, type) in types.sorted(by: { $0.key > $1.key }) { names[ObjectIdentifier(type)] = name }
      return names
    }
    switch resolver.kind {
    case .discriminator(let key, let types):
      return SubtypeTag(key: key, names: names(types), writeBack: nil)
    case .external(let types):
      return SubtypeTag(key: nil, names: names(types), writeBack: nil, wrapper: (nil, nil))
    case .adjacent(let tag, let payload, let types):
      return SubtypeTag(key: nil, names: names(types), writeBack: nil, wrapper: (tag, payload))
    case .closure, .contextual:
      guard let writeBack = resolver.writeBack else { return nil }
      return SubtypeTag(key: nil, names: [:], writeBack: writeBack)
    case .named:
      return nil
    }
  }

  /// A discriminator's key and the name it writes for `type`, or `nil` when it names none.
  func discriminator(for type: Any.Type) -> (key: String, name: String)? {
    guard let key, let name = names[ObjectIdentifier(type)] else { return nil }
    return (key, name)
  }

  /// The fields to add to `model`'s JSON object, leaving out those `isWritten` says the model
  /// writes itself.
  func fields(for model: any ReflectiveModel, isWritten: (String) -> Bool) -> [(key: String, value: Any)] {
    if key != nil {
      guard let (key, name) = discriminator(for: type(of: model)), !isWritten(key) else { return [] }
      return [(key, name)]
    }
    guard let writeBack else { return [] }
    return writeBack(model).filter { !isWritten($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// A member that puts `tag` on the context while `member` writes its value.
  static func member<M>(_ member: OutputMember<M>, tag: SubtypeTag) -> OutputMember<M> {
    OutputMember(
      property: member.property, component: member.component, isNil: member.isNil,
      value: { model, context in
        // (`dictionaryRepresentation` writes a wrapper too: without it nothing reads back.)
        guard context.mode == .json || tag.wraps else { return try member.value(model, &context) }
        let saved = context.subtypeTag
        context.subtypeTag = tag
        defer { context.subtypeTag = saved }
        return try member.value(model, &context)
      },
      write: { model, key, writer, context in
        let saved = context.subtypeTag
        context.subtypeTag = tag
        defer { context.subtypeTag = saved }
        try member.write(model, key, &writer, &context)
      })
  }
}
