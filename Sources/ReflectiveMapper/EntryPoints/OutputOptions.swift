/// Options for JSON bytes and text: ``ReflectiveModel/jsonData(registry:prettyPrinted:options:)``
/// and `jsonString`, on a model, an array or a dictionary of models. (`jsonObject` takes
/// `includeNulls` alone: a dictionary has no key order to sort.)
public struct OutputOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: Int
  /// The options whose bits `rawValue` sets.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Write `null` for nil properties instead of leaving their keys out.
  public static let includeNulls = OutputOptions(rawValue: 1 << 0)
  /// Write object keys in lexicographic order (stable, diffable output).
  public static let sortedKeys = OutputOptions(rawValue: 1 << 1)
}
