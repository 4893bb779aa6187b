import Dispatch
import Foundation
import Testing

@testable import ReflectiveMapper

/// Seconds since 1970 of a date, for comparisons.
func unix(_ date: Date) -> Double { date.timeIntervalSince1970 }

func parsed(_ strategy: DateStrategy, _ raw: Any) -> Double? {
  (try? strategy.date(from: raw)).map(unix)
}

/// Expects the text `strategy` writes for the date `seconds` after 1970, or a
/// `ConversionFailure` where `expected` is nil.
func expectWritten(
  _ strategy: DateStrategy, seconds: Double, _ expected: String?, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let date = Date(timeIntervalSince1970: seconds)
  if let expected {
    #expect(try strategy.jsonValue(for: date) as? String == expected, sourceLocation: sourceLocation)
  } else {
    #expect(throws: ConversionFailure.self, sourceLocation: sourceLocation) { try strategy.jsonValue(for: date) }
  }
}

@Suite struct DateCodingTests {
  // MARK: RFC 3339

  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0),
    ("2024-03-05T10:20:30Z", 1_709_634_030),
    ("2024-03-05t10:20:30z", 1_709_634_030),
    ("2024-03-05 10:20:30Z", 1_709_634_030),
    ("2024-03-05T11:20:30+01:00", 1_709_634_030),
    ("2024-03-05T11:20:30+0100", 1_709_634_030),
    ("2024-03-05T11:20:30+01", 1_709_634_030),
    ("2024-03-05T15:50:30+05:30", 1_709_634_030),
    ("2024-03-05T02:20:30-08:00", 1_709_634_030),
    ("2024-03-05T10:20:30-00:00", 1_709_634_030),
    ("2024-03-05T10:20:30.5Z", 1_709_634_030.5),
    ("2024-03-05T10:20:30,25Z", 1_709_634_030.25),
    ("2024-03-05", 1_709_596_800),
    ("2000-02-29", 951_782_400),
    ("2000-02-29T00:00:00Z", 951_782_400),
    ("1900-01-01T00:00:00Z", -2_208_988_800),
    ("1969-12-31T23:59:59Z", -1),
    ("1969-12-31T23:59:59.5Z", -0.5),
    ("0001-01-01T00:00:00Z", -62_135_596_800),
    ("9999-12-31T23:59:59Z", 253_402_300_799),
    ("2016-12-31T23:59:60Z", 1_483_228_800),
    ("2019-05-15T15:20:41Z", 1_557_933_641),
  ])
  func rfc3339Valid(text: String, expected: Double) throws {
    let date = try DateStrategy.iso8601.date(from: text)
    #expect(abs(unix(date) - expected) < 1e-6, "\(text)")
  }

  @Test func rfc3339Fractions() throws {
    let date = try #require(DateCoding.rfc3339Date(from: "2024-03-05T10:20:30.123456789Z"))
    #expect(abs(unix(date) - 1_709_634_030.123456789) < 1e-6)
    // More than nine digits are accepted and ignored past the nanosecond.
    let long = try #require(DateCoding.rfc3339Date(from: "2024-03-05T10:20:30.1234567891234Z"))
    #expect(abs(unix(long) - 1_709_634_030.123456789) < 1e-6)
  }

  @Test(arguments: [
    "", "2024", "24-03-05", "2024-3-05", "2024-03-5", " 2024-03-05", "2024-03-05 ",
    "2023-02-29", "2023-02-29T00:00:00Z", "1900-02-29", "2100-02-29", "2024-02-30",
    "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32",
    "2024-03-05T24:00:00Z", "2024-03-05T10:60:00Z", "2024-03-05T10:20:61Z",
    "2024-03-05T10:20:30", "2024-03-05T10:20Z", "2024-03-05T10:20:30.Z",
    "2024-03-05T10:20:30+2400", "2024-03-05T10:20:30+01:60", "2024-03-05T10:20:30+1",
    "2024-03-05T10:20:30+01:0", "2024-03-05T10:20:30+01:000", "2024-03-05T10:20:30Zjunk",
    "2024-03-05X10:20:30Z", "２０２４-03-05", "2024-03-05T10:20:30 Z", "-2024-03-05",
  ])
  func rfc3339Invalid(text: String) {
    #expect(DateCoding.rfc3339Date(from: text) == nil, "\(text)")
    #expect(throws: ConversionFailure.self) { try DateStrategy.iso8601.date(from: text) }
  }

  @Test(
    arguments: [
      (1_557_933_641, "2019-05-15T15:20:41Z"),
      (0, "1970-01-01T00:00:00Z"),
      (-1, "1969-12-31T23:59:59Z"),
      (-0.5, "1969-12-31T23:59:59.5Z"),
      (951_782_400, "2000-02-29T00:00:00Z"),
      (1_709_634_030.5, "2024-03-05T10:20:30.5Z"),
      (1_709_634_030.123, "2024-03-05T10:20:30.123Z"),
      (1_709_634_030.000001, "2024-03-05T10:20:30.000001Z"),
      // Rounded to the microsecond, carrying into the seconds, minutes, hours and days.
      (1_709_634_030.1234567, "2024-03-05T10:20:30.123457Z"),
      (1_709_683_199.9999996, "2024-03-06T00:00:00Z"),
      (-62_135_596_800, "0001-01-01T00:00:00Z"),
      (253_402_300_799, "9999-12-31T23:59:59Z"),
      // Outside years 0…9999 there is no RFC 3339 text.
      (253_402_300_800, nil),
      (-70_000_000_000, nil),
      (.infinity, nil),
    ] as [(Double, String?)])
  func rfc3339Output(seconds: Double, expected: String?) throws {
    try expectWritten(.iso8601, seconds: seconds, expected)
  }

  @Test func iso8601AcceptsNumbersAsSeconds() throws {
    #expect(parsed(.iso8601, 1_557_933_565) == 1_557_933_565)
    #expect(parsed(.iso8601, NSNumber(value: 1_557_933_565)) == 1_557_933_565)
    #expect(parsed(.iso8601, 1.5) == 1.5)
    #expect(parsed(.iso8601, -86_400) == -86_400)
    #expect(throws: ConversionFailure.self) { try DateStrategy.iso8601.date(from: true) }
    #expect(throws: ConversionFailure.self) { try DateStrategy.iso8601.date(from: NSNumber(value: true)) }
    #expect(throws: ConversionFailure.self) { try DateStrategy.iso8601.date(from: Double.nan) }
    // Numeric strings are not RFC 3339.
    #expect(throws: ConversionFailure.self) { try DateStrategy.iso8601.date(from: "1557933565") }
  }

  @Test func wrongKindsAreMismatchesNotCrashes() {
    let inputs: [Any] = [[1, 2], ["a": 1], NSNull(), [Any](), NSArray(array: [1]), NSDictionary(), Data([1])]
    let strategies: [DateStrategy] = [.iso8601, .rfc1123, .secondsSince1970, .millisecondsSince1970, .dotNet]
    for strategy in strategies {
      for input in inputs {
        #expect(throws: ConversionFailure.self, "\(strategy) \(input)") { try strategy.date(from: input) }
      }
    }
  }

  @Test func datesPassThrough() throws {
    let date = Date(timeIntervalSince1970: 12.25)
    for strategy in [DateStrategy.iso8601, .rfc1123, .secondsSince1970, .dotNet, .formatted("yyyy")] {
      #expect(try strategy.date(from: date) == date)
    }
  }

  // MARK: RFC 1123 / RFC 822

  @Test func secondsSince1970() throws {
    let strategy = DateStrategy.secondsSince1970
    #expect(parsed(strategy, 1_557_933_565) == 1_557_933_565)
    #expect(parsed(strategy, Int64(-1)) == -1)
    #expect(parsed(strategy, UInt64(10)) == 10)
    #expect(parsed(strategy, Int8(-5)) == -5)
    #expect(parsed(strategy, 1.25) == 1.25)
    #expect(parsed(strategy, Float(0.5)) == 0.5)
    #expect(parsed(strategy, Decimal(string: "1.5")!) == 1.5)
    #expect(parsed(strategy, NSNumber(value: 42)) == 42)
    #expect(parsed(strategy, NSNumber(value: 42.5)) == 42.5)
    #expect(parsed(strategy, NSNumber(value: UInt64(1) << 63)).map { abs($0 / 0x1p63 - 1) < 1e-12 } == true)
    #expect(parsed(strategy, NSDecimalNumber(string: "12.5")) == 12.5)
    #expect(parsed(strategy, "1557933565") == 1_557_933_565)
    #expect(parsed(strategy, "-2.5") == -2.5)
    #expect(parsed(strategy, "1e3") == 1000)
    #expect(parsed(strategy, NSString(string: "7")) == 7)
    for bad: Any in ["", " 1", "1 ", "0x10", "nan", "inf", "1,5", "abc", "+1", "01.", Double.infinity, Double.nan] {
      #expect(throws: ConversionFailure.self, "\(bad)") { try strategy.date(from: bad) }
    }
    for bad: Any in [true, NSNumber(value: false), [1], ["a": 1]] {
      #expect(throws: ConversionFailure.self, "\(bad)") { try strategy.date(from: bad) }
    }

    let whole = try strategy.jsonValue(for: Date(timeIntervalSince1970: 1_557_933_565))
    #expect(whole as? Int == 1_557_933_565)
    let negative = try strategy.jsonValue(for: Date(timeIntervalSince1970: -86_400))
    #expect(negative as? Int == -86_400)
    let fraction = try strategy.jsonValue(for: Date(timeIntervalSince1970: 1_557_933_565.25))
    #expect(fraction as? Double == 1_557_933_565.25)
    let rounded = try strategy.jsonValue(for: Date(timeIntervalSince1970: 1.123_456_7))
    #expect(rounded as? Double == 1.123457)
  }

  @Test func millisecondsSince1970() throws {
    let strategy = DateStrategy.millisecondsSince1970
    let date = try strategy.date(from: 1_234_567_890_123)
    #expect(try strategy.jsonValue(for: date) as? Int == 1_234_567_890_123)
    #expect(try DateStrategy.iso8601.jsonValue(for: date) as? String == "2009-02-13T23:31:30.123Z")
    #expect(parsed(strategy, -1500) == -1.5)
    #expect(parsed(strategy, "1500") == 1.5)
    #expect(parsed(strategy, NSNumber(value: 2500.5)).map { abs($0 - 2.5005) < 1e-6 } == true)
    #expect(try strategy.jsonValue(for: Date(timeIntervalSince1970: 0.0015)) as? Double == 1.5)
    #expect(try strategy.jsonValue(for: Date(timeIntervalSince1970: -2)) as? Int == -2000)
    #expect(throws: ConversionFailure.self) { try strategy.date(from: NSNumber(value: true)) }
  }

  // MARK: Microsoft JSON

  @Test func dotNet() throws {
    let strategy = DateStrategy.dotNet
    let plain = try strategy.date(from: "/Date(1234567890123)/")
    let offset = try strategy.date(from: "/Date(1234567890123+0100)/")
    let west = try strategy.date(from: "/Date(1234567890123-0530)/")
    #expect(plain == offset && plain == west)
    #expect(try strategy.jsonValue(for: plain) as? String == "/Date(1234567890123)/")
    #expect(try DateStrategy.iso8601.jsonValue(for: plain) as? String == "2009-02-13T23:31:30.123Z")
    #expect(parsed(strategy, "/Date(-1000)/") == -1)
    #expect(parsed(strategy, "/Date(0)/") == 0)
    #expect(try strategy.jsonValue(for: Date(timeIntervalSince1970: -1.5)) as? String == "/Date(-1500)/")
    for bad in [
      "/Date()/", "/Date(12a)/", "Date(1)", "/Date(1)", "/Date(1)/x", "/Date(1+01)/", "/Date(1+0160)/",
      "/Date(+1)/", "/Date(1234567890123456789)/", "\\/Date(1)\\/", "/date(1)/",
    ] {
      #expect(throws: ConversionFailure.self, "\(bad)") { try strategy.date(from: bad) }
    }
    #expect(throws: ConversionFailure.self) { try strategy.date(from: 1_234_567_890_123) }
  }

  // MARK: Formatted, custom, first matching

  @Test func formatted() throws {
    let strategy = DateStrategy.formatted("EEE MMM dd HH:mm:ss Z yyyy")
    let date = try strategy.date(from: "Sun Aug 31 00:29:15 +0000 2014")
    #expect(unix(date) == 1_409_444_955)
    #expect(try strategy.jsonValue(for: date) as? String == "Sun Aug 31 00:29:15 +0000 2014")
    #expect(throws: ConversionFailure.self) { try strategy.date(from: "Sun Aug 31 2014") }
    #expect(throws: ConversionFailure.self) { try strategy.date(from: 12) }

    let tokyo = DateStrategy.formatted("yyyy-MM-dd HH:mm", timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    #expect(parsed(tokyo, "2014-08-31 09:29") == 1_409_444_940)
  }

  @Test func formattersAreCachedPerSettings() {
    func formatter(_ strategy: DateStrategy) -> DateCoding.SharedFormatter? {
      if case .formatted(_, let shared) = strategy.kind { return shared }
      return nil
    }
    let a = formatter(.formatted("yyyy-MM-dd'T'HH"))
    let b = formatter(.formatted("yyyy-MM-dd'T'HH"))
    let c = formatter(.formatted("yyyy-MM-dd'T'HH", timeZone: TimeZone(secondsFromGMT: 3600)!))
    let d = formatter(.formatted("yyyy-MM-dd'T'HH", locale: Locale(identifier: "fr_FR")))
    #expect(a != nil && a === b)
    #expect(a !== c && a !== d && c !== d)
  }

  /// Many threads share one cached formatter; every result must match the hand-written
  /// printer and parser. (swift-corelibs-foundation serializes `DateFormatter` calls with an
  /// internal mutex; Apple's is documented thread-safe.)
  @Test func formatterCacheConcurrent() {
    let strategy = DateStrategy.formatted("yyyy-MM-dd'T'HH:mm:ss'Z'")
    let failures = BridgeFailureLog()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for step in 0..<1500 {
        // A fresh strategy now and then, to exercise the cache lookup under contention.
        let current = step % 100 == 0 ? DateStrategy.formatted("yyyy-MM-dd'T'HH:mm:ss'Z'") : strategy
        let seconds = Double(worker * 10_000_019 + step * 86_461) - 1e9
        let date = Date(timeIntervalSince1970: seconds)
        let expected = DateCoding.rfc3339String(from: date)
        let text = try? current.jsonValue(for: date) as? String
        let back = try? current.date(from: expected ?? "")
        if text != expected || back.map(unix) != seconds {
          failures.append("\(seconds): \(text ?? "nil") vs \(expected ?? "nil")")
        }
      }
    }
    #expect(failures.entries.isEmpty, "\(failures.entries.prefix(5))")
  }

  @Test func custom() throws {
    let strategy = DateStrategy.custom(
      parse: { raw in
        guard let text = raw as? String, let days = Double(text.dropLast()), text.hasSuffix("d") else {
          throw ConversionFailure.invalid("day count", raw)
        }
        return Date(timeIntervalSince1970: days * 86_400)
      },
      format: { "\(Int($0.timeIntervalSince1970 / 86_400))d" }
    )
    let date = try strategy.date(from: "2d")
    #expect(unix(date) == 172_800)
    #expect(try strategy.jsonValue(for: date) as? String == "2d")
    #expect(throws: ConversionFailure.self) { try strategy.date(from: "2") }
  }

  @Test func firstMatching() throws {
    let strategy = DateStrategy.firstMatching([.iso8601, .rfc1123, .dotNet])
    #expect(parsed(strategy, "2003-06-10T04:00:00Z") == 1_055_217_600)
    #expect(parsed(strategy, "Tue, 10 Jun 2003 04:00:00 GMT") == 1_055_217_600)
    #expect(parsed(strategy, "/Date(1055217600000)/") == 1_055_217_600)
    #expect(parsed(strategy, 1_055_217_600) == 1_055_217_600)
    #expect(try strategy.jsonValue(for: Date(timeIntervalSince1970: 1_055_217_600)) as? String == "2003-06-10T04:00:00Z")
    #expect(throws: ConversionFailure.self) { try strategy.date(from: "yesterday") }
    #expect(throws: ConversionFailure.self) { try DateStrategy.firstMatching([]).date(from: "2003-06-10") }
    #expect(throws: ConversionFailure.self) { try DateStrategy.firstMatching([]).jsonValue(for: Date()) }
  }

  // MARK: Round trips

  @Test func roundTrips() throws {
    let wholeSeconds: [Double] = [0, -1, 1_055_217_600, 951_782_400, -2_208_988_800, 253_402_300_799, -62_135_596_800]
    let fractional: [Double] = [0.5, -0.25, 1_709_634_030.123456, -1_000_000.000001, 1_234_567_890.123]
    let strategies: [(DateStrategy, Double)] = [
      (.iso8601, 1e-6), (.secondsSince1970, 1e-6), (.millisecondsSince1970, 1e-6),
      (.dotNet, 1e-3), (.rfc1123, 1), (.formatted("yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ"), 1e-3),
      (.firstMatching([.rfc1123, .iso8601]), 1),
    ]
    for (strategy, tolerance) in strategies {
      for seconds in wholeSeconds + fractional {
        let date = Date(timeIntervalSince1970: seconds)
        let value = try strategy.jsonValue(for: date)
        let back = try strategy.date(from: value)
        let expected = tolerance >= 1 ? seconds.rounded(.down) : seconds
        #expect(abs(unix(back) - expected) <= tolerance, "\(strategy) \(seconds) → \(value)")
        if tolerance >= 1, seconds == seconds.rounded() { #expect(unix(back) == seconds) }
      }
    }
    // Whole values are exact through every strategy.
    for seconds in wholeSeconds {
      let date = Date(timeIntervalSince1970: seconds)
      for strategy in [DateStrategy.iso8601, .rfc1123, .secondsSince1970, .millisecondsSince1970, .dotNet] {
        #expect(try strategy.date(from: strategy.jsonValue(for: date)) == date, "\(strategy) \(seconds)")
      }
    }
  }

  // MARK: Real payload

  static let pushPayload = try? TestData.shared("github/push_with-new-branch.payload.json")

  @Test(
    .enabled(
      if: pushPayload != nil,
      "../shared/data/github/push_with-new-branch.payload.json is absent; skipped"
    )
  )
  func gitHubPushPayload() throws {
    let data = try #require(Self.pushPayload)
    let payload = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let repository = try #require(payload["repository"] as? [String: Any])
    let created = try #require(repository["created_at"])
    let pushed = try #require(repository["pushed_at"])
    let updated = try #require(repository["updated_at"])
    #expect(type(of: created) is NSNumber.Type)

    let createdDate = try DateStrategy.secondsSince1970.date(from: created)
    #expect(unix(createdDate) == 1_557_933_565)
    #expect(try DateStrategy.iso8601.date(from: created) == createdDate)
    #expect(try DateStrategy.iso8601.jsonValue(for: createdDate) as? String == "2019-05-15T15:19:25Z")
    #expect(try DateStrategy.secondsSince1970.jsonValue(for: createdDate) as? Int == 1_557_933_565)

    let pushedDate = try DateStrategy.secondsSince1970.date(from: pushed)
    #expect(try DateStrategy.iso8601.jsonValue(for: pushedDate) as? String == "2019-05-15T15:20:57Z")

    let updatedDate = try DateStrategy.iso8601.date(from: updated)
    #expect(unix(updatedDate) == 1_557_933_641)
    #expect(try DateStrategy.iso8601.jsonValue(for: updatedDate) as? String == updated as? String)
    #expect(try DateStrategy.rfc1123.jsonValue(for: updatedDate) as? String == "Wed, 15 May 2019 15:20:41 GMT")

    // One strategy for the mixed fields, as a model would declare it.
    let mixed = DateStrategy.firstMatching([.iso8601])
    #expect(try [created, pushed, updated].map { unix(try mixed.date(from: $0)) } == [1_557_933_565, 1_557_933_657, 1_557_933_641])
  }
}

/// A thread-safe list of failure messages for the concurrent tests.
final class BridgeFailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ entry: String) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
