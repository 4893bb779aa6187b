import Foundation
import ReflectiveMapper

/// The options a test sets on both `JSONEncoder` and ``ReflectiveJSONEncoder``.
struct EncoderSettings {
  var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
  var keys: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
  var dates: JSONEncoder.DateEncodingStrategy = .deferredToDate
  var data: JSONEncoder.DataEncodingStrategy = .base64
  var floats: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  var foundation: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    encoder.keyEncodingStrategy = keys
    encoder.dateEncodingStrategy = dates
    encoder.dataEncodingStrategy = data
    encoder.nonConformingFloatEncodingStrategy = floats
    encoder.userInfo = userInfo
    return encoder
  }

  var library: ReflectiveJSONEncoder {
    let encoder = ReflectiveJSONEncoder()
    encoder.outputFormatting = formatting
    encoder.keyEncodingStrategy = keys
    encoder.dateEncodingStrategy = dates
    encoder.dataEncodingStrategy = data
    encoder.nonConformingFloatEncodingStrategy = floats
    encoder.userInfo = userInfo
    return encoder
  }

  /// The text both encoders write for `value`: Foundation's, then the library's.
  func texts<T: Encodable>(_ value: T) throws -> (foundation: String, library: String) {
    (String(decoding: try foundation.encode(value), as: UTF8.self), String(decoding: try library.encode(value), as: UTF8.self))
  }
}
