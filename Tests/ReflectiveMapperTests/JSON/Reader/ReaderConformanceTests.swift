import Foundation
import Testing

@testable import ReflectiveMapper

/// nst/JSONTestSuite: `y_` files must parse, `n_` files must be rejected, `i_` files must not crash.
@Suite(
  .enabled(
    if: ReaderTestData.exists("JSONTestSuite/test_parsing"),
    ReaderTestData.missingMessage("JSONTestSuite/test_parsing")))
struct JSONTestSuiteConformanceTests {
  /// Folder of the test files, relative to `shared/data`.
  static let directory = "JSONTestSuite/test_parsing"

  /// Why each implementation-defined (`i_`) input ends the way it does.
  static let implementationDefinedReasons: [String: String] = [
    "i_number_double_huge_neg_exp.json": "123.456e-789 underflows to 0.0, as Double(String) does",
    "i_number_huge_exp.json": "0.4e0066999…: a nonzero value with a huge exponent overflows Double: number out of range",
    "i_number_neg_int_huge_exp.json": "-1e+9999 is infinite as a Double: number out of range",
    "i_number_pos_double_huge_exp.json": "1.5e+9999 is infinite as a Double: number out of range",
    "i_number_real_neg_overflow.json": "-123123e100000 is infinite as a Double: number out of range",
    "i_number_real_pos_overflow.json": "123123e100000 is infinite as a Double: number out of range",
    "i_number_real_underflow.json": "123e-10000000 underflows to 0.0, as Double(String) does",
    "i_number_too_big_neg_int.json": "integer beyond Int64 with at most 38 digits becomes Decimal",
    "i_number_too_big_pos_int.json": "integer beyond UInt64 with at most 38 digits becomes Decimal",
    "i_number_very_big_negative_int.json": "integer with more than 38 digits becomes a (finite) Double",
    "i_object_key_lone_2nd_surrogate.json": "\\uDFAA without a preceding high surrogate: lone surrogate",
    "i_string_1st_surrogate_but_2nd_missing.json": "\\uDADA not followed by a \\u low surrogate: lone surrogate",
    "i_string_1st_valid_surrogate_2nd_invalid.json": "\\uD888 followed by \\u1234 (not a low surrogate): lone surrogate",
    "i_string_UTF-16LE_with_BOM.json": "UTF-16 input is not supported (only UTF-8, optional UTF-8 BOM)",
    "i_string_UTF-8_invalid_sequence.json": "ill-formed UTF-8 inside a string: invalid UTF-8",
    "i_string_UTF8_surrogate_U+D800.json": "UTF-8-encoded surrogate (ED A0 80) is ill-formed UTF-8",
    "i_string_incomplete_surrogate_and_escape_valid.json": "\\uD800 followed by \\n: lone surrogate",
    "i_string_incomplete_surrogate_pair.json": "\\uDd1e (a low surrogate) alone: lone surrogate",
    "i_string_incomplete_surrogates_escape_valid.json": "\\uD800\\uD800: the second is not a low surrogate",
    "i_string_invalid_lonely_surrogate.json": "\\ud800 alone: lone surrogate",
    "i_string_invalid_surrogate.json": "\\ud800 followed by plain text: lone surrogate",
    "i_string_invalid_utf-8.json": "byte FF never occurs in UTF-8: invalid UTF-8",
    "i_string_inverted_surrogates_U+1D11E.json": "low surrogate before high surrogate: lone surrogate",
    "i_string_iso_latin_1.json": "Latin-1 byte E9 is ill-formed UTF-8",
    "i_string_lone_second_surrogate.json": "\\uDFAA alone: lone surrogate",
    "i_string_lone_utf8_continuation_byte.json": "stray continuation byte 81: invalid UTF-8",
    "i_string_not_in_unicode_range.json": "F4 BF BF BF would be above U+10FFFF: invalid UTF-8",
    "i_string_overlong_sequence_2_bytes.json": "overlong C0 AF: invalid UTF-8",
    "i_string_overlong_sequence_6_bytes.json": "6-byte form FC …: invalid UTF-8",
    "i_string_overlong_sequence_6_bytes_null.json": "6-byte form FC 80 …: invalid UTF-8",
    "i_string_truncated-utf-8.json": "E0 followed by FF: invalid UTF-8",
    "i_string_utf16BE_no_BOM.json": "UTF-16 input is not supported: a NUL byte cannot start a value",
    "i_string_utf16LE_no_BOM.json": "UTF-16 input is not supported: a NUL byte after '[' is unexpected",
    "i_structure_500_nested_arrays.json": "500 nested arrays are within the default depth limit of 512",
    "i_structure_UTF-8_BOM_empty_object.json": "a leading UTF-8 BOM is skipped",
  ]

  /// The `i_` files the reader accepts (docs/JSONTestSuite-i-results.md); all others are rejected.
  static let expectedAccepted: Set<String> = [
    "i_number_double_huge_neg_exp.json", "i_number_real_underflow.json", "i_number_too_big_neg_int.json",
    "i_number_too_big_pos_int.json", "i_number_very_big_negative_int.json", "i_structure_500_nested_arrays.json",
    "i_structure_UTF-8_BOM_empty_object.json",
  ]

  /// The bytes of one test file.
  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try ReaderTestData.data("\(directory)/\(name)"))
  }

  @Test func everyAcceptFileParses() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("y_") }
    #expect(names.count >= 95)
    for name in names {
      let error = readError(try Self.bytes(name))
      #expect(error == nil, "\(name) should parse but failed: \(error.map(String.init(describing:)) ?? "")")
    }
  }

  @Test func everyRejectFileThrows() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("n_") }
    #expect(names.count >= 180)
    for name in names {
      #expect(readError(try Self.bytes(name)) != nil, "\(name) should be rejected")
    }
  }

  @Test func everyAcceptFileAlsoBuildsAConsistentTape() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("y_") }
    #expect(names.count >= 95)
    for name in names {
      let bytes = try Self.bytes(name)
      let viaTape = try JSONReader.withTape(bytes) { tape in
        #expect(tape.indexAfter(tape.rootIndex) == tape.nodes.count, "\(name): root must span the tape")
        return tape.materialize()
      }
      let direct = try JSONReader.parse(bytes)
      #expect(canonicalDescription(viaTape) == canonicalDescription(direct), "\(name)")
    }
  }

  @Test func everyImplementationDefinedFileEndsWithoutCrashAndIsReported() throws {
    let names = try ReaderTestData.files(in: Self.directory).filter { $0.hasPrefix("i_") }
    #expect(names.count >= 30)
    var rows: [String] = []
    var accepted = 0
    for name in names {
      let outcome: String
      let detail: String
      do {
        let value = try JSONReader.parse(try Self.bytes(name))
        outcome = "accepted"
        detail = Self.summary(of: value)
        accepted += 1
      } catch let error as JSONReadError {
        outcome = "rejected"
        detail = error.description
      }
      let reason = Self.implementationDefinedReasons[name]
      #expect(reason != nil, "\(name) has no documented reason")
      rows.append("| `\(name)` | \(outcome) | \(Self.cell(detail)) | \(Self.cell(reason ?? "")) |")
    }
    // docs/JSONTestSuite-i-results.md documents these outcomes; keep the two in step.
    #expect(rows.count == names.count)
    #expect(accepted == Self.expectedAccepted.count)
    for name in names {
      let parsed = (try? JSONReader.parse(try Self.bytes(name))) != nil
      #expect(parsed == Self.expectedAccepted.contains(name), "\(name): outcome differs from docs/JSONTestSuite-i-results.md")
    }
  }

  /// Escapes a markdown table cell.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// Short description of a parsed `i_` document (they are all one-element arrays or objects).
  static func summary(of value: Any) -> String {
    if type(of: value) == [Any].self, let array = value as? [Any] {
      var depth = 1
      var innermost = array
      while innermost.count == 1, type(of: innermost[0]) == [Any].self, let inner = innermost[0] as? [Any] {
        depth += 1
        innermost = inner
      }
      if depth > 2 { return "\(depth) nested arrays" }
      if array.count == 1 { return "[\(type(of: array[0])): \(String(describing: array[0]).prefix(60))]" }
      return "array of \(array.count)"
    }
    return "\(type(of: value)): \(String(describing: value).prefix(60))"
  }
}
