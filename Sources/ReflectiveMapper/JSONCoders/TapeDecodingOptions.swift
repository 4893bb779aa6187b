import Foundation

/// The options of one ``ReflectiveJSONDecoder`` call: a copy taken when the call starts.
struct TapeDecodingOptions: Sendable {
  var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
  var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy = .base64
  var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
  var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Whether keys are used as they are (no strategy to apply).
  var usesDefaultKeys: Bool {
    if case .useDefaultKeys = keyDecodingStrategy { return true }
    return false
  }
}
