/// What a UTF-8 lead byte promises: how many continuation bytes follow, and the range the first
/// of them must fall in (narrower than `0x80...0xBF` where that rules out overlong forms,
/// encoded surrogates and scalars above U+10FFFF).
///
/// The one table both readers use: the tape builder, which has the whole sequence, and the
/// stream framer, which checks it a byte at a time as chunks arrive.
struct UTF8Lead {
  /// The continuation bytes after the lead (1 to 3).
  let continuationCount: Int
  /// The smallest second byte.
  let lower: UInt8
  /// The largest second byte.
  let upper: UInt8

  /// The rule for `lead`, or `nil` for a byte that cannot start a multi-byte sequence (ASCII,
  /// a continuation byte, `0xC0`, `0xC1`, `0xF5` and above).
  @inline(__always)
  init?(_ lead: UInt8) {
    switch lead {
    case 0xC2...0xDF: (continuationCount, lower, upper) = (1, 0x80, 0xBF)
    case 0xE0: (continuationCount, lower, upper) = (2, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE, 0xEF: (continuationCount, lower, upper) = (2, 0x80, 0xBF)
    case 0xED: (continuationCount, lower, upper) = (2, 0x80, 0x9F)
    case 0xF0: (continuationCount, lower, upper) = (3, 0x90, 0xBF)
    case 0xF1...0xF3: (continuationCount, lower, upper) = (3, 0x80, 0xBF)
    case 0xF4: (continuationCount, lower, upper) = (3, 0x80, 0x8F)
    default: return nil
    }
  }
}
