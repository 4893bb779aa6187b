import Foundation

/// Hand-written date parsers and printers, and the shared `DateFormatter` cache.
///
/// All calendar arithmetic is proleptic Gregorian in UTC, on whole days since 1970
/// (Howard Hinnant's `days_from_civil` / `civil_from_days`), so nothing here touches
/// `Calendar` or `TimeZone`.
enum DateCoding {
  /// Seconds between 1970-01-01 and 2001-01-01 (the `Date` reference date).
  static let referenceOffset: Int64 = 978_307_200
}

// MARK: - Byte cursor and writer

extension DateCoding {
  /// A read position in UTF-8 bytes.
  struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func next() -> UInt8? {
      guard index < bytes.count else { return nil }
      index += 1
      return bytes[index - 1]
    }

    mutating func expect(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// One decimal digit, or `nil` (without moving) when the next byte is not one.
    mutating func digit() -> Int? {
      guard index < bytes.count else { return nil }
      let value = bytes[index] &- UInt8(ascii: "0")
      guard value < 10 else { return nil }
      index += 1
      return Int(value)
    }

    /// Exactly `count` digits.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        let digit = bytes[index + offset] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      index += count
      return value
    }

    /// One to `maxDigits` digits.
    mutating func number(maxDigits: Int) -> Int? {
      let start = index
      var value = 0
      while index - start < maxDigits, let digit = digit() { value = value * 10 + digit }
      return index > start ? value : nil
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// A run of one to four ASCII letters, lowercased and packed; `nil` for a longer run.
    mutating func word() -> UInt32? {
      let start = index
      var value: UInt32 = 0
      while let byte = peek(), Cursor.isLetter(byte) {
        guard index - start < 4 else { return nil }
        value = value << 8 | UInt32(byte | 0x20)
        index += 1
      }
      return index > start ? value : nil
    }

    /// Skips spaces and tabs; returns how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
      let start = index
      while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
      return index - start
    }

    /// `Z`, `z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
    mutating func rfc3339Offset() -> Int? {
      guard let byte = next() else { return nil }
      if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") { return 0 }
      guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), let hours = digits(2), hours < 24 else {
        return nil
      }
      var minutes = 0
      if !atEnd {
        _ = expect(UInt8(ascii: ":"))
        guard let value = digits(2), value < 60 else { return nil }
        minutes = value
      }
      let offset = (hours * 60 + minutes) * 60
      return byte == UInt8(ascii: "-") ? -offset : offset
    }

    /// An RFC 822 zone (`GMT`, `UT`, `UTC`, `Z`, the US zones or `±hhmm`), as seconds east of UTC.
    mutating func rfc822Zone() -> Int? {
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index += 1
        guard let hours = digits(2), let minutes = digits(2), hours < 24, minutes < 60 else { return nil }
        let offset = (hours * 60 + minutes) * 60
        return sign == UInt8(ascii: "-") ? -offset : offset
      }
      guard let zone = word() else { return nil }
      let hours: Int
      switch zone {
      case 0x676d74 /* gmt */, 0x7574 /* ut */, 0x757463 /* utc */, 0x7a /* z */: hours = 0
      case 0x657374 /* est */: hours = -5
      case 0x656474 /* edt */: hours = -4
      case 0x637374 /* cst */: hours = -6
      case 0x636474 /* cdt */: hours = -5
      case 0x6d7374 /* mst */: hours = -7
      case 0x6d6474 /* mdt */: hours = -6
      case 0x707374 /* pst */: hours = -8
      case 0x706474 /* pdt */: hours = -7
      default: return nil
      }
      return hours * 3600
    }
  }

  /// A write position in an uninitialized string buffer.
  struct Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func byte(_ byte: UInt8) {
      buffer[count] = byte
      count += 1
    }

    /// `value` zero-padded to exactly `width` digits.
    mutating func digits(_ value: Int, _ width: Int) {
      var value = value
      for position in stride(from: count + width - 1, through: count, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
      count += width
    }

    /// `hh:mm:ss` for a second of the day.
    mutating func clockTime(_ secondOfDay: Int) {
      digits(secondOfDay / 3600, 2)
      byte(UInt8(ascii: ":"))
      digits(secondOfDay / 60 % 60, 2)
      byte(UInt8(ascii: ":"))
      digits(secondOfDay % 60, 2)
    }

    mutating func text(_ text: StaticString) {
      text.withUTF8Buffer { for byte in $0 { self.byte(byte) } }
    }
  }
}

// MARK: - Formatter cache

extension DateCoding {
  /// The process-wide formatter cache.
  static let formatterCache = FormatterCache()

  /// A configured `DateFormatter`, shared by every strategy with the same settings.
  ///
  /// The formatter is configured once, before it is published, and never changed afterwards;
  /// it is then only asked for `date(from:)` and `string(from:)`. That is safe from any thread:
  /// on Apple platforms `DateFormatter` is documented thread-safe (macOS 10.9, iOS 7), and in
  /// swift-corelibs-foundation (Linux, Swift 6) `DateFormatter` is `@unchecked Sendable` and
  /// wraps both calls in its own `Mutex`. `DateCodingTests.formatterCacheConcurrent` checks
  /// the results under contention on this platform.
  final class SharedFormatter: @unchecked Sendable {
    let formatter: DateFormatter
    /// The format's split at fractional seconds finer than milliseconds, when it has them.
    let fractional: FractionalFormat?

    init(_ formatter: DateFormatter, fractional: FractionalFormat? = nil) {
      self.formatter = formatter
      self.fractional = fractional
    }

    /// `date` in the format.
    func string(from date: Date) -> String { fractional?.string(from: date) ?? formatter.string(from: date) }

    /// The date `string` stands for, or `nil`.
    func date(from string: String) -> Date? {
      guard let parsed = formatter.date(from: string) else { return nil }
      return fractional?.date(from: string, parsed: parsed) ?? parsed
    }
  }

  /// `DateFormatter`s by (format, locale identifier, time zone identifier), behind an `NSLock`.
  final class FormatterCache: @unchecked Sendable {
    struct Key: Hashable {
      let format: String
      let locale: String
      let timeZone: String
    }

    /// Past this many entries new formatters are still shared by their strategy, just not cached.
    static let capacity = 256

    private let lock = NSLock()
    private var formatters: [Key: SharedFormatter] = [:]

    /// How many formatters the cache holds.
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return formatters.count
    }

    /// The cached formatter for these settings, created and configured on first use.
    func formatter(format: String, locale: Locale, timeZone: TimeZone) -> SharedFormatter {
      let key = Key(format: format, locale: locale.identifier, timeZone: timeZone.identifier)
      lock.lock()
      defer { lock.unlock() }
      if let shared = formatters[key] { return shared }
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.dateFormat = format
      let shared = SharedFormatter(formatter, fractional: .split(format, locale: locale, timeZone: timeZone))
      if formatters.count < FormatterCache.capacity { formatters[key] = shared }
      return shared
    }
  }
}
