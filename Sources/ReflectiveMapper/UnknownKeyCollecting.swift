import Foundation

/// A model that keeps the input keys it does not map, for `UnknownKeyPolicy.collect`.
///
/// Hydration stores every unmapped key with its raw value in ``unknownValues`` (merging into
/// what is there), and `jsonObject()`/`jsonData()` write them back, so a round trip keeps
/// fields the model does not know about.
///
/// ```swift
/// final class Event: UnknownKeyCollecting {
///   var name = ""
///   var unknownValues: [String: Any] = [:]
///   init() {}
///   static var keyPaths: [String: AnyKeyPath] { ["name": \Event.name] }
/// }
/// ```
public protocol UnknownKeyCollecting: ReflectiveModel {
  /// The unmapped input keys and their raw values.
  var unknownValues: [String: Any] { get set }
}
