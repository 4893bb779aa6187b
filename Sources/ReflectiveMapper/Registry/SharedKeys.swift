/// One input key feeding several properties (``ModelMapping/sharedKeys``): the sharing
/// property looks the key up on its own (outside the key table, which gives each key one
/// owner), and is left out of JSON output, where the owner writes the key.
enum SharedKeys {
  /// The lookup of a shared service key or dotted path.
  static func lookup(_ serviceKey: String, _ settings: MappingSettings) -> KeyLookup {
    .path(IndexPaths.parse(settings.segments(serviceKey)))
  }
}
