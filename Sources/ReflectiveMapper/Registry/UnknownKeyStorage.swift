import Foundation

/// Storage for the keys an ``UnknownKeyCollecting`` model does not map: ``UnknownKeys`` or
/// `[String: Any]`.
public protocol UnknownKeyStorage {
  /// Empty storage.
  init()
  /// Storage holding `values` (JSON values, or values a model's mapping can write).
  init(parsedValues: [String: Any])
  /// The kept keys and their values, every ``RawJSON`` parsed.
  var parsedValues: [String: Any] { get }
}

extension Dictionary: UnknownKeyStorage where Key == String, Value == Any {
  /// The kept keys, as given.
  public init(parsedValues: [String: Any]) { self = parsedValues }

  /// The kept keys and their values, every ``RawJSON`` value parsed.
  public var parsedValues: [String: Any] {
    func parsed(_ value: Any) -> Any {
      if let raw = value as? RawJSON { return raw.value }
      if let object = value as? [String: Any] { return object.mapValues(parsed) }
      return value
    }
    return mapValues(parsed)
  }
}
