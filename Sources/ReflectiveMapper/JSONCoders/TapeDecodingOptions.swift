import Foundation

/// The options of one ``ReflectiveJSONDecoder`` call: a copy taken when the call starts.
struct TapeDecodingOptions: Sendable {
  var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate { didSet { registries = Self.registries(self) } }
  var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64 { didSet { registries = Self.registries(self) } }
  var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw { didSet { registries = Self.registries(self) } }
  var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys { didSet { registries = Self.registries(self) } }
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// The decoder's ``CodingRules``, when it sets them.
  var codingRules: CodingRules?
  /// The registries the strategies derive for models (``CoderStrategies``), made again when one
  /// changes, as ``TreeEncodingOptions``' are.
  private(set) var registries = CoderRegistries(CoderStrategies())

  /// Whether keys are used as they are (no strategy to apply).
  var usesDefaultKeys: Bool {
    if case .useDefaultKeys = keyDecodingStrategy { return true }
    return false
  }

  private static func registries(_ options: TapeDecodingOptions) -> CoderRegistries { CoderRegistries(CoderStrategies(options)) }
}
