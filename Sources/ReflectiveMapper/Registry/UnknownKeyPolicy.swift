import Foundation

/// What hydration does with an input key that no property maps.
public enum UnknownKeyPolicy: Sendable, Equatable {
  /// Drop it silently (the default, as OHMKit did).
  case ignore
  /// Report every unknown key as a fatal problem: hydration throws, naming the keys.
  ///
  /// A key that the model's own output writes for a property hydration cannot set (a `let`)
  /// is not refused, so that a model reads back its own `jsonData()`; it is ignored.
  case fail
  /// Keep unknown keys with their raw values in the model's
  /// ``UnknownKeyCollecting/unknownValues``, and write them back on output so a round trip
  /// is lossless. The model must conform to ``UnknownKeyCollecting``.
  case collect
}
