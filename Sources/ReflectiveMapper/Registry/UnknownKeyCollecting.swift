import Foundation

/// A model that keeps the input keys it does not map, for `UnknownKeyPolicy.collect`.
///
/// Hydration stores every unmapped key with its value in ``unknownValues`` (merging into
/// what is there), and `jsonObject()`/`jsonData()` write them back, so a round trip keeps
/// fields the model does not know about.
///
/// ```swift
/// final class Event: UnknownKeyCollecting {
///   var name = ""
///   var unknownValues = UnknownKeys()        // or: [String: Any] = [:]
///   init() {}
///   static var keyPaths: [String: AnyKeyPath] { ["name": \Event.name] }
/// }
/// ```
///
/// The storage is yours to choose:
/// - ``UnknownKeys`` keeps, from JSON bytes, only where each unknown member is in one shared
///   copy of the input: nothing is parsed until it is read (``UnknownKeys/values``), and
///   `jsonData()` writes the members back verbatim. Collecting then costs little more than
///   ignoring.
/// - `[String: Any]` holds each key's value: from bytes, an object or an array as its
///   ``RawJSON`` text, any other value as the value.
///
/// ``parsedUnknownValues`` reads either as plain JSON values.
public protocol UnknownKeyCollecting: ReflectiveModel {
  /// Where the unknown keys are kept: ``UnknownKeys`` or `[String: Any]`.
  associatedtype UnknownValues: UnknownKeyStorage = [String: Any]
  /// The unmapped input keys and their values.
  var unknownValues: UnknownValues { get set }
}

extension UnknownKeyCollecting {
  /// ``unknownValues`` as JSON values, every ``RawJSON`` parsed (also inside the objects
  /// that keys collected along dotted paths are kept in), whichever storage the model uses.
  public var parsedUnknownValues: [String: Any] { unknownValues.parsedValues }
}
