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
    let encoder = configured(JSONEncoder())
    encoder.userInfo = userInfo
    return encoder
  }

  var library: ReflectiveJSONEncoder {
    let encoder = configured(ReflectiveJSONEncoder())
    encoder.userInfo = userInfo
    return encoder
  }

  /// `encoder` with these strategies (`userInfo` is set by each kind: its type is the
  /// platform's on `JSONEncoder`).
  private func configured<Encoder: EncoderStrategies>(_ encoder: Encoder) -> Encoder {
    encoder.outputFormatting = formatting
    encoder.keyEncodingStrategy = keys
    encoder.dateEncodingStrategy = dates
    encoder.dataEncodingStrategy = data
    encoder.nonConformingFloatEncodingStrategy = floats
    return encoder
  }

  /// The text both encoders write for `value`: Foundation's, then the library's.
  func texts<T: Encodable>(_ value: T) throws -> (foundation: String, library: String) {
    (String(decoding: try foundation.encode(value), as: UTF8.self), String(decoding: try library.encode(value), as: UTF8.self))
  }
}

/// The strategies `JSONEncoder` and ``ReflectiveJSONEncoder`` both have, so that one function
/// sets them on either.
protocol EncoderStrategies: AnyObject {
  var outputFormatting: JSONEncoder.OutputFormatting { get set }
  var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy { get set }
  var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy { get set }
  var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy { get set }
  var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy { get set }
}

extension JSONEncoder: EncoderStrategies {}
extension ReflectiveJSONEncoder: EncoderStrategies {}
