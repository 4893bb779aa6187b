/// A value that could not be converted; the caller adds the path and decides fatality.
struct ConversionFailure: Error {
  let reason: MappingError.Reason
  /// Further problems of the same value, reported after ``reason`` (every constraint a value
  /// breaks, not only the first).
  let more: [MappingError.Reason]

  init(_ reason: MappingError.Reason, more: [MappingError.Reason] = []) {
    self.reason = reason
    self.more = more
  }

  static func mismatch(_ expected: String, _ raw: Any) -> ConversionFailure {
    ConversionFailure(.typeMismatch(expected: expected, found: MessageText.value(raw)))
  }

  static func notRepresentable(_ expected: String, _ raw: Any) -> ConversionFailure {
    ConversionFailure(.notRepresentable(expected: expected, found: MessageText.value(raw)))
  }

  static func invalid(_ expected: String, _ raw: Any) -> ConversionFailure {
    ConversionFailure(.invalidValue(expected: expected, found: MessageText.value(raw)))
  }

  static func null(_ expected: String) -> ConversionFailure {
    ConversionFailure(.nullValue(expected: expected))
  }

  /// The same failure naming `type` where it named `replaced` (a `CGFloat` converted as the
  /// `Double` it is).
  func naming(_ type: String, for replaced: String) -> ConversionFailure {
    switch reason {
    case .typeMismatch(let expected, let found) where expected == replaced:
      ConversionFailure(.typeMismatch(expected: type, found: found))
    case .notRepresentable(let expected, let found) where expected == replaced:
      ConversionFailure(.notRepresentable(expected: type, found: found))
    case .invalidValue(let expected, let found) where expected == replaced:
      ConversionFailure(.invalidValue(expected: type, found: found))
    case .nullValue(let expected) where expected == replaced: ConversionFailure(.nullValue(expected: type))
    default: self
    }
  }
}

/// Signals that a problem was already recorded and the value must not be set.
struct ProblemAlreadyRecorded: Error {}
