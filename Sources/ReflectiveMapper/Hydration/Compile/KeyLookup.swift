import Foundation

/// Where one property's value is found in the input dictionary.
enum KeyLookup: Sendable {
  /// A single key.
  case key(String)
  /// Candidate keys, first present wins.
  case candidates([String])
  /// A path through nested dictionaries and arrays (`stats.best.object`, `legs.0.distance`).
  case path([PathSegment])
  /// Candidate keys or dotted paths (any of them dotted), first present wins.
  case paths([[PathSegment]])
  /// Several keys or dotted paths combined into one value by a closure.
  case combined([[PathSegment]], Combination)
  /// The whole object the model reads: a flattened nested model (``ModelMapping/flattened``).
  case whole

  /// The top-level keys this lookup reads.
  var topLevelKeys: [String] {
    switch self {
    case .key(let key): [key]
    case .candidates(let keys): keys
    case .path(let segments): [segments[0].text]
    case .paths(let paths), .combined(let paths, _): paths.map { $0[0].text }
    case .whole: []
    }
  }

  /// This lookup without the single or candidate keys `isOwn` refuses (a key that went to
  /// another hydrator), or `nil` when it keeps them all; paths and combinations are kept.
  func keeping(_ isOwn: (String) -> Bool) -> KeyLookup? {
    switch self {
    case .key(let key): isOwn(key) ? nil : .candidates([])
    case .candidates(let keys): keys.allSatisfy(isOwn) ? nil : .candidates(keys.filter(isOwn))
    case .path, .paths, .combined, .whole: nil
    }
  }

  /// The value for this lookup, or `nil` when absent.
  ///
  /// A `null` on the way down a path is the value `null`; a value of the wrong kind on the way is
  /// recorded as a mismatch, fatal when `fatal`.
  @inline(__always)
  func find(in dictionary: [String: Any], context: inout HydrationContext, component: PathComponent, fatal: Bool) -> Any? {
    switch self {
    case .key(let key):
      return dictionary[key]
    case .candidates(let keys):
      for key in keys {
        if let value = dictionary[key] { return value }
      }
      return nil
    case .paths(let paths):
      for segments in paths {
        if let value = KeyLookup.find(segments, in: dictionary, context: &context, component: component, fatal: fatal) { return value }
      }
      return nil
    case .combined(let paths, let combination):
      let values = paths.map { KeyLookup.find($0, in: dictionary, context: &context, component: component, fatal: fatal) }
      return KeyLookup.combine(values, combination, context: &context, component: component)
    case .path(let segments):
      return IndexPaths.find(segments, in: dictionary, context: &context, component: component, fatal: fatal)
    case .whole:
      return dictionary
    }
  }

  /// The value at a key (one segment) or a dotted path, or `nil` when absent.
  static func find(
    _ segments: [PathSegment], in dictionary: [String: Any], context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    if segments.count == 1 { return dictionary[segments[0].text] }
    return IndexPaths.find(segments, in: dictionary, context: &context, component: component, fatal: fatal)
  }
}

extension KeyLookup {
  /// Runs a combination's closure on the values of its keys, `null` given as `nil` (what
  /// `split`'s `nil` writes under `includeNulls`); `nil` when all are absent or null, or the
  /// closure threw (recorded).
  static func combine(
    _ values: [Any?], _ combination: Combination, context: inout HydrationContext, component: PathComponent
  ) -> Any? {
    let values = values.map { value in value.flatMap { $0 is NSNull ? nil : $0 } }
    guard values.contains(where: { $0 != nil }) else { return nil }
    do {
      return try combination.hydrate(values)
    } catch {
      context.recordThrown(error, at: component, fatal: false)
      return nil
    }
  }
}
