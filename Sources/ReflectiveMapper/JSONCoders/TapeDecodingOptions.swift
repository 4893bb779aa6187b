import Foundation

/// The options of one ``ReflectiveJSONDecoder`` call: a copy taken when the call starts.
struct TapeDecodingOptions: Sendable {
  var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate { didSet { registries = nil } }
  var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64 { didSet { registries = nil } }
  var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw { didSet { registries = nil } }
  var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys { didSet { registries = nil } }
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// The decoder's ``CodingRules``, when it sets them.
  var codingRules: CodingRules?
  /// The registries the strategies derive for models, made on the first call after a
  /// strategy changes (``withRegistries()``).
  private(set) var registries: CoderRegistries?

  /// Whether keys are used as they are (no strategy to apply).
  var usesDefaultKeys: Bool {
    if case .useDefaultKeys = keyDecodingStrategy { return true }
    return false
  }

  /// These options with their registries made.
  mutating func withRegistries() -> TapeDecodingOptions {
    if registries == nil { registries = CoderRegistries(CoderStrategies(self)) }
    return self
  }
}
