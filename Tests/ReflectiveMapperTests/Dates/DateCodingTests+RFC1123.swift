import Foundation
import Testing

@testable import ReflectiveMapper

/// RFC 1123 dates (HTTP headers' form): read, refused and written.
extension DateCodingTests {
  @Test(arguments: [
    ("Tue, 10 Jun 2003 04:00:00 GMT", 1_055_217_600.0),
    ("10 Jun 2003 04:00:00 GMT", 1_055_217_600),
    ("tue, 10 jun 2003 04:00:00 gmt", 1_055_217_600),
    ("Tue,10 Jun 2003 04:00:00 GMT", 1_055_217_600),
    ("  Tue,  10  Jun  2003\t04:00:00   GMT  ", 1_055_217_600),
    ("Tue, 10 Jun 2003 04:00 GMT", 1_055_217_600),
    ("Tue, 10 Jun 03 04:00:00 GMT", 1_055_217_600),
    ("Thu, 10 Jun 99 04:00:00 GMT", 928_987_200),
    ("Thu, 10 Jun 49 04:00:00 GMT", 2_506_910_400),
    ("Sat, 10 Jun 50 04:00:00 GMT", -617_313_600),
    ("Tue, 10 Jun 2003 04:00:00 UT", 1_055_217_600),
    ("Tue, 10 Jun 2003 04:00:00 UTC", 1_055_217_600),
    ("Tue, 10 Jun 2003 04:00:00 Z", 1_055_217_600),
    ("Tue, 10 Jun 2003 04:00:00 +0000", 1_055_217_600),
    ("Tue, 10 Jun 2003 06:30:00 +0230", 1_055_217_600),
    ("Tue, 10 Jun 2003 00:00:00 -0400", 1_055_217_600),
    ("Tue, 10 Jun 2003 00:00:00 EDT", 1_055_217_600),
    ("Mon, 09 Jun 2003 23:00:00 EST", 1_055_217_600),
    ("Mon, 09 Jun 2003 23:00:00 CDT", 1_055_217_600),
    ("Mon, 09 Jun 2003 22:00:00 CST", 1_055_217_600),
    ("Mon, 09 Jun 2003 22:00:00 MDT", 1_055_217_600),
    ("Mon, 09 Jun 2003 21:00:00 MST", 1_055_217_600),
    ("Mon, 09 Jun 2003 21:00:00 PDT", 1_055_217_600),
    ("Mon, 09 Jun 2003 20:00:00 PST", 1_055_217_600),
    ("Sun, 29 Feb 2004 12:00:00 GMT", 1_078_056_000),
    ("Sun, 1 Jun 2003 00:00:00 GMT", 1_054_425_600),
    ("Tue, 29 Feb 1600 00:00:00 GMT", -11_670_998_400),
    ("Wed, 31 Dec 1969 23:59:59 GMT", -1),
  ])
  func rfc1123Valid(text: String, expected: Double) throws {
    let date = try DateStrategy.rfc1123.date(from: text)
    #expect(unix(date) == expected, "\(text)")
  }

  @Test(arguments: [
    "", "Tue, 10 Jun 2003 04:00:00", "Wed, 10 Jun 2003 04:00:00 GMT", "Tue 10 Jun 2003 04:00:00 GMT",
    "Tuesday, 10 Jun 2003 04:00:00 GMT", "Tue, 10 June 2003 04:00:00 GMT", "Tue, 10 Jux 2003 04:00:00 GMT",
    "Tue, 31 Jun 2003 04:00:00 GMT", "Sat, 29 Feb 2003 04:00:00 GMT", "Mon, 29 Feb 1900 04:00:00 GMT",
    "Tue, 10 Jun 203 04:00:00 GMT", "Tue, 10 Jun 20030 04:00:00 GMT", "Tue, 100 Jun 2003 04:00:00 GMT",
    "Tue, 10 Jun 2003 24:00:00 GMT", "Tue, 10 Jun 2003 04:60:00 GMT", "Tue, 10 Jun 2003 04:00:61 GMT",
    "Tue, 10 Jun 2003 4:00:00 GMT", "Tue, 10 Jun 2003 04:00:00 XYZ", "Tue, 10 Jun 2003 04:00:00 A",
    "Tue, 10 Jun 2003 04:00:00 +000", "Tue, 10 Jun 2003 04:00:00 +2400", "Tue, 10 Jun 2003 04:00:00 GMT junk",
    "Tue, 10-Jun-2003 04:00:00 GMT", "2003-06-10T04:00:00Z", "Tue, 0 Jun 2003 04:00:00 GMT",
  ])
  func rfc1123Invalid(text: String) {
    #expect(DateCoding.rfc1123Date(from: text) == nil, "\(text)")
    #expect(throws: ConversionFailure.self) { try DateStrategy.rfc1123.date(from: text) }
  }

  @Test(
    arguments: [
      (1_055_217_600, "Tue, 10 Jun 2003 04:00:00 GMT"),
      (1_054_425_600, "Sun, 01 Jun 2003 00:00:00 GMT"),
      (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
      (-0.5, "Wed, 31 Dec 1969 23:59:59 GMT"),
      (1_078_056_000.75, "Sun, 29 Feb 2004 12:00:00 GMT"),
      (-11_670_998_400, "Tue, 29 Feb 1600 00:00:00 GMT"),
    ] as [(Double, String?)])
  func rfc1123Output(seconds: Double, expected: String?) throws {
    try expectWritten(.rfc1123, seconds: seconds, expected)
  }

  // MARK: Epoch numbers
}
