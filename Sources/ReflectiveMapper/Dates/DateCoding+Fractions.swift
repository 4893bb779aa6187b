import Foundation

extension DateCoding {
  /// A date format whose fractional seconds have more digits than `DateFormatter` keeps (it
  /// stops at milliseconds: `SSSSSS` writes `.123000` and reads `.123456` as `.123`).
  ///
  /// The format is split at its run of `S`: the parts before and after are written by
  /// `DateFormatter`s, the digits in between by this type, from the date rounded to the
  /// microsecond; reading takes the formatter's date to the second and the digits as written.
  struct FractionalFormat: @unchecked Sendable {
    /// The format before the run of `S` (written with the date's whole second).
    let head: DateFormatter
    /// The format after it, if any.
    let tail: DateFormatter?
    /// How many fractional digits the format asks for.
    let digits: Int

    /// The split of `format` at its first run of more than three `S` outside quotes, or `nil`
    /// when it has none (`DateFormatter` alone is then exact).
    static func split(_ format: String, locale: Locale, timeZone: TimeZone) -> FractionalFormat? {
      let characters = Array(format)
      var quoted = false
      var index = 0
      while index < characters.count {
        if characters[index] == "'" {
          quoted.toggle()
          index += 1
          continue
        }
        guard !quoted, characters[index] == "S" else {
          index += 1
          continue
        }
        var end = index
        while end < characters.count, characters[end] == "S" { end += 1 }
        if end - index > 3 {
          func formatter(_ part: ArraySlice<Character>) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = String(part)
            return formatter
          }
          let tail = end < characters.count ? formatter(characters[end...]) : nil
          return FractionalFormat(head: formatter(characters[..<index]), tail: tail, digits: end - index)
        }
        index = end
      }
      return nil
    }

    /// `date` in the format, its fraction rounded to the microsecond.
    func string(from date: Date) -> String {
      let micro = (date.timeIntervalSince1970 * 1_000_000).rounded()
      let seconds = (micro / 1_000_000).rounded(.down)
      let whole = Date(timeIntervalSince1970: seconds)
      let fraction = String(Int(micro - seconds * 1_000_000))
      var text = String(repeating: "0", count: 6 - fraction.count) + fraction
      text = digits <= 6 ? String(text.prefix(digits)) : text + String(repeating: "0", count: digits - 6)
      return head.string(from: whole) + text + (tail?.string(from: whole) ?? "")
    }

    /// The date `string` stands for, given the date `DateFormatter` read from it: the same
    /// second, with the fraction's digits as written (`parsed` when they cannot be found).
    func date(from string: String, parsed: Date) -> Date {
      let second = parsed.timeIntervalSince1970.rounded(.down)
      // (The formatter may have rounded the fraction up into the next second.)
      for candidate in [second, second - 1] {
        let head = head.string(from: Date(timeIntervalSince1970: candidate))
        guard string.hasPrefix(head) else { continue }
        let digits = string.dropFirst(head.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let fraction = Double("0.\(digits)") else { return parsed }
        return Date(timeIntervalSince1970: candidate + fraction)
      }
      return parsed
    }
  }
}
