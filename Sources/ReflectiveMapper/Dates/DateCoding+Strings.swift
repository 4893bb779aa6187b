import Foundation

extension DateCoding {
  /// The text of a `String`, `Substring` or `NSString`; `nil` for anything else.
  static func string(_ raw: Any) -> String? {
    let type = type(of: raw)
    if type == String.self { return (raw as! String) }
    if type == Substring.self { return String(raw as! Substring) }
    if type is NSString.Type { return raw as? String }
    return nil
  }

  /// Calls `body` with the UTF-8 bytes of `string`, copying only a non-native string.
  @inline(__always)
  static func withBytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
  }
}
