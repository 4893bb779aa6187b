import Foundation
import ReflectiveMapper
import Testing

/// A model with every number type issue #31 names: CGFloat, NSDecimalNumber, NSNumber, Float,
/// Decimal, integers and Bool.
final class NumberKinds: ReflectiveModel {
  var cgFloat: CGFloat = 0
  var optionalCGFloat: CGFloat?
  var cgFloats: [CGFloat] = []
  var decimalNumber: NSDecimalNumber = .zero
  var optionalDecimalNumber: NSDecimalNumber?
  var number: NSNumber?
  var float: Float = 0
  var decimal: Decimal = 0
  var int: Int = 0
  var int64: Int64 = 0
  var flag = false
  var flags: [Bool] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "cgFloat": \NumberKinds.cgFloat, "optionalCGFloat": \NumberKinds.optionalCGFloat, "cgFloats": \NumberKinds.cgFloats,
      "decimalNumber": \NumberKinds.decimalNumber, "optionalDecimalNumber": \NumberKinds.optionalDecimalNumber,
      "number": \NumberKinds.number, "float": \NumberKinds.float, "decimal": \NumberKinds.decimal, "int": \NumberKinds.int,
      "int64": \NumberKinds.int64, "flag": \NumberKinds.flag, "flags": \NumberKinds.flags,
    ]
  }
}

/// Number types convert exactly as their nearest built-in twin (CGFloat as Double,
/// NSDecimalNumber as Decimal), on Linux too; a number the reader cannot keep exactly never
/// becomes a nearby value in a Decimal, NSDecimalNumber or integer property without a problem.
@Suite struct NumberTypeTests {
  /// One model from a dictionary, with its issues.
  func hydrate(_ dictionary: [String: Any], registry: MappingRegistry = MappingRegistry()) throws -> (NumberKinds, [MappingError]) {
    var issues: [MappingError] = []
    let model = try NumberKinds(dictionary: dictionary, registry: registry, issues: &issues)
    return (model, issues)
  }

  /// One model from JSON text, with its issues.
  func hydrate(json: String, registry: MappingRegistry = MappingRegistry()) throws -> (NumberKinds, [MappingError]) {
    var issues: [MappingError] = []
    let model = try NumberKinds(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    return (model, issues)
  }

  // MARK: CGFloat

  @Test func aCGFloatConvertsAsADoubleDoes() throws {
    let inputs: [(Any, Double)] = [
      ("6199", 6199), ("2.5", 2.5), (7, 7), (NSNumber(value: 1.25), 1.25), (Decimal(string: "-65.613616999999977")!, -65.613616999999977),
      (NSDecimalNumber(string: "0.1"), 0.1), (NSDecimalNumber(string: "-65.613616999999977"), -65.613616999999977),
      (Float(0.5), 0.5),
    ]
    for (input, expected) in inputs {
      let (model, issues) = try hydrate(["cgFloat": input, "optionalCGFloat": input, "cgFloats": [input]])
      #expect(issues.isEmpty, "\(input): \(issues)")
      #expect(Double(model.cgFloat).bitPattern == expected.bitPattern, "\(input) gave \(model.cgFloat)")
      #expect(model.optionalCGFloat == CGFloat(expected) && model.cgFloats == [CGFloat(expected)], "\(input)")
    }
    let (fromBytes, issues) = try hydrate(json: #"{"cgFloat": "6199", "optionalCGFloat": -65.613616999999977, "cgFloats": [1, "2"]}"#)
    #expect(issues.isEmpty, "\(issues)")
    #expect(fromBytes.cgFloat == 6199 && fromBytes.optionalCGFloat == CGFloat(-65.613616999999977) && fromBytes.cgFloats == [1, 2])
  }

  @Test func aCGFloatRefusesWhatADoubleRefusesNamingCGFloat() throws {
    let (model, issues) = try hydrate(["cgFloat": true, "optionalCGFloat": "abc", "cgFloats": [1, "x", Double.nan]])
    #expect(model.cgFloat == 0 && model.optionalCGFloat == nil && model.cgFloats == [1])
    #expect(Set(issues.map(\.path)) == ["cgFloat", "optionalCGFloat", "cgFloats[1]", "cgFloats[2]"])
    #expect(issues.allSatisfy { $0.description.contains("CGFloat") && !$0.description.contains("Double") }, "\(issues)")
    #expect(issues.contains { $0.reason == .typeMismatch(expected: "CGFloat", found: "Bool true") })
    let strict = MappingRegistry()
    strict.strictness = .strict
    #expect(throws: MappingError.self) { try NumberKinds(dictionary: ["cgFloat": "6199"], registry: strict) }
  }

  @Test func aCGFloatIsWrittenAsADoubleAndReadsBack() throws {
    let model = NumberKinds()
    model.cgFloat = 0.1
    model.optionalCGFloat = 6199
    model.cgFloats = [1.5, -2]
    let object = try model.jsonObject(registry: MappingRegistry())
    #expect(object["cgFloat"] as? Double == 0.1 && object["optionalCGFloat"] as? Double == 6199)
    let again = try NumberKinds(jsonData: try model.jsonData(registry: MappingRegistry()), registry: MappingRegistry())
    #expect(again.cgFloat == 0.1 && again.optionalCGFloat == 6199 && again.cgFloats == [1.5, -2])
    model.cgFloat = .infinity
    let error = try #require(throws: MappingError.self) { try model.jsonData(registry: MappingRegistry()) }
    #expect(error.path == "cgFloat")
  }

  // MARK: NSDecimalNumber and NSNumber

  @Test func anNSDecimalNumberTakesNumbersAndNumericTextExactly() throws {
    let inputs: [(Any, String)] = [
      (47.5, "47.5"), (3, "3"), ("47.5", "47.5"), ("1e2", "100"), (NSNumber(value: 0.1), "0.1"),
      (Decimal(string: "1.25")!, "1.25"), (NSDecimalNumber(string: "12345678901234567890.123"), "12345678901234567890.123"),
      ("0.123456789012345678901234567890123456789", "0.123456789012345678901234567890123456789"),
      (UInt64.max, "18446744073709551615"),
    ]
    for (input, expected) in inputs {
      let (model, issues) = try hydrate(["decimalNumber": input, "optionalDecimalNumber": input])
      #expect(issues.isEmpty, "\(input): \(issues)")
      #expect(model.decimalNumber == NSDecimalNumber(string: expected), "\(input) gave \(model.decimalNumber)")
      #expect(model.optionalDecimalNumber?.decimalValue == Decimal(string: expected), "\(input)")
    }
    let json = #"{"decimalNumber": 12345678901234567890.123, "optionalDecimalNumber": "0.1"}"#
    let (fromBytes, issues) = try hydrate(json: json)
    #expect(issues.isEmpty, "\(issues)")
    #expect(fromBytes.decimalNumber.decimalValue == Decimal(string: "12345678901234567890.123")!)
    #expect(fromBytes.optionalDecimalNumber == NSDecimalNumber(string: "0.1"))
    // Written from its digits, and read back equal.
    let again = try NumberKinds(jsonData: try fromBytes.jsonData(registry: MappingRegistry()), registry: MappingRegistry())
    #expect(again.decimalNumber == fromBytes.decimalNumber && again.optionalDecimalNumber == fromBytes.optionalDecimalNumber)
  }

  @Test func anNSDecimalNumberRefusesGarbageWithItsPath() throws {
    let (model, issues) = try hydrate(["decimalNumber": "x", "optionalDecimalNumber": NSDecimalNumber.notANumber, "number": "1,5"])
    #expect(model.decimalNumber == .zero && model.optionalDecimalNumber == nil && model.number == nil)
    #expect(Set(issues.map(\.path)) == ["decimalNumber", "optionalDecimalNumber", "number"])
    #expect(issues.contains { $0.reason == .typeMismatch(expected: "NSDecimalNumber", found: #"String "x""#) }, "\(issues)")
    let (_, nulls) = try hydrate(["decimalNumber": NSNull(), "optionalDecimalNumber": NSNull(), "flag": true])
    #expect(nulls.map(\.path) == ["decimalNumber"])
    let strict = MappingRegistry()
    strict.strictness = .strict
    let error = try #require(throws: MappingError.self) { try NumberKinds(dictionary: ["decimalNumber": "47.5"], registry: strict) }
    #expect(error.issues.map(\.path) == ["decimalNumber"])
  }

  @Test func anNSNumberFromNumericTextIsThePlainNumberOfItsValue() throws {
    let texts: [(String, NSNumber)] = [
      ("47.5", NSNumber(value: 47.5)), ("47", NSNumber(value: 47)), ("0.1", NSNumber(value: 0.1)),
      ("18446744073709551615", NSNumber(value: UInt64.max)), ("-2e3", NSNumber(value: -2000.0)),
    ]
    for (text, expected) in texts {
      let (model, issues) = try hydrate(["number": text])
      #expect(issues.isEmpty)
      let number = try #require(model.number)
      #expect(number == expected, "\(text) gave \(number)")
      #expect(!(number is NSDecimalNumber), "\(text) gave an NSDecimalNumber")
    }
    // Digits no Double keeps stay exact, in an NSDecimalNumber.
    let (long, _) = try hydrate(["number": "12345678901234567890.123"])
    #expect(long.number?.decimalValue == Decimal(string: "12345678901234567890.123"))
  }

  // MARK: Float

  @Test func floatProblemsNameFloat() throws {
    let (model, issues) = try hydrate(["float": true])
    #expect(model.float == 0)
    #expect(issues.map(\.reason) == [.typeMismatch(expected: "Float", found: "Bool true")])
    for input: Any in [NSNumber(value: true), "x", 1e300, NSNull(), Double.nan, NSDecimalNumber(string: "1e300")] {
      let (_, issues) = try hydrate(["float": input])
      #expect(issues.count == 1, "\(input)")
      #expect(issues.allSatisfy { $0.description.contains("Float") && !$0.description.contains("Double") }, "\(input): \(issues)")
    }
    let (fromBytes, bytesIssues) = try hydrate(json: #"{"float": false}"#)
    #expect(fromBytes.float == 0 && bytesIssues.map(\.reason) == [.typeMismatch(expected: "Float", found: "Bool false")])
    // What converted before still does.
    #expect(try hydrate(["float": "2.5"]).0.float == 2.5)
    #expect(try hydrate(["float": 0.1]).0.float == Float(0.1))
    #expect(try hydrate(["float": Decimal(string: "0.1")!]).0.float == Float(0.1))
    #expect(try hydrate(json: #"{"float": 0.10000000000000000555}"#).0.float == Float(0.1))
  }

  // MARK: Long decimals

  let digits39 = "0.123456789012345678901234567890123456789"
  let digits40 = "0.1234567890123456789012345678901234567891"

  @Test func aDecimalKeepsEveryDigitItCanHoldFromBytesAndFromText() throws {
    let exact = try #require(Decimal(string: digits39))
    for json in [#"{"decimal": \#(digits39), "decimalNumber": \#(digits39)}"#, #"{"decimal": "\#(digits39)", "decimalNumber": "\#(digits39)"}"#] {
      let (model, issues) = try hydrate(json: json)
      #expect(issues.isEmpty, "\(json): \(issues)")
      #expect(model.decimal == exact && model.decimalNumber.decimalValue == exact, "\(json) gave \(model.decimal)")
    }
    // Written exactly, and read back to the same digits.
    let model = NumberKinds()
    model.decimal = exact
    let data = try model.jsonData(registry: MappingRegistry())
    #expect(String(decoding: data, as: UTF8.self).contains(digits39))
    let (again, issues) = try hydrate(json: String(decoding: data, as: UTF8.self))
    #expect(issues.isEmpty && again.decimal == exact)
    // Integers of 39 digits too, from bytes.
    let (integer, integerIssues) = try hydrate(json: #"{"decimal": 123456789012345678901234567890123456789}"#)
    #expect(integerIssues.isEmpty && integer.decimal == Decimal(string: "123456789012345678901234567890123456789"))
  }

  @Test func digitsADecimalCannotHoldAreAProblemNotANearbyValue() throws {
    let tooLong = ["\(digits40)", "1234567890123456789012345678901234567891234", "1.00000000000000000000000000000000000000001", "1e-400"]
    for literal in tooLong {
      for json in [#"{"decimal": \#(literal), "decimalNumber": \#(literal)}"#, #"{"decimal": "\#(literal)", "decimalNumber": "\#(literal)"}"#] {
        let (model, issues) = try hydrate(json: json)
        #expect(model.decimal == 0 && model.decimalNumber == .zero, "\(json) gave \(model.decimal)")
        #expect(Set(issues.map(\.path)) == ["decimal", "decimalNumber"], "\(json): \(issues)")
        #expect(issues.allSatisfy { if case .notRepresentable = $0.reason { true } else { false } }, "\(json): \(issues)")
        // The problem shows the number as written, not the nearby Double.
        #expect(issues.allSatisfy { $0.description.contains(String(literal.prefix(30))) }, "\(issues)")
      }
    }
    // Fatal where the mapping is strict.
    let strict = MappingRegistry()
    try strict.register(NumberKinds.self) { m in m.isStrict = true }
    #expect(throws: MappingError.self) { try NumberKinds(jsonData: Data(#"{"decimal": \#(digits40)}"#.utf8), registry: strict) }
  }

  @Test func integersFromLongLiteralsAreExactOrAProblem() throws {
    // 40 significant digits that denote an integer: exact.
    let exactJSON = #"{"int": 1000000000000000000000000000000000000000e-30, "int64": 9007199254740993000000000000000000000000e-24}"#
    let (exact, exactIssues) = try hydrate(json: exactJSON)
    #expect(exactIssues.isEmpty, "\(exactIssues)")
    #expect(exact.int == 1_000_000_000 && exact.int64 == 9_007_199_254_740_993)
    // A near-integer whose Double is integral is refused, not rounded.
    let nearJSON = #"{"int": 1.00000000000000000000000000000000000000001e10, "int64": 123456789012345678901234567890123456789012}"#
    let (near, nearIssues) = try hydrate(json: nearJSON)
    #expect(near.int == 0 && near.int64 == 0)
    #expect(Set(nearIssues.map(\.path)) == ["int", "int64"], "\(nearIssues)")
  }

  @Test func fromDictionariesDecimalsAreTakenAsGivenAndIntegersChecked() throws {
    // A dictionary's numbers are already parsed: Decimal and NSDecimalNumber keep their digits,
    // a Double becomes the Decimal of its shortest digits, and integers must be exact.
    let (model, issues) = try hydrate([
      "decimal": Decimal(string: digits39)!, "decimalNumber": 0.1, "int64": NSDecimalNumber(string: "9007199254740993"),
    ])
    #expect(issues.isEmpty)
    #expect(model.decimal == Decimal(string: digits39)! && model.decimalNumber == NSDecimalNumber(string: "0.1"))
    #expect(model.int64 == 9_007_199_254_740_993)
    let (_, refused) = try hydrate(["int": 1e20, "int64": NSDecimalNumber(string: "1.5")])
    #expect(Set(refused.map(\.path)) == ["int", "int64"])
  }

  // MARK: Boolean words

  @Test func booleanWordsInAnyLetterCaseAreBooleans() throws {
    let words: [(String, Bool)] = [
      ("yes", true), ("YES", true), ("Yes", true), ("no", false), ("NO", false), ("No", false), ("true", true), ("TRUE", true),
      ("tRuE", true), ("False", false), ("1", true), ("0", false),
    ]
    for (word, expected) in words {
      let (model, issues) = try hydrate(["flag": !expected, "flags": [word]])
      let (single, singleIssues) = try hydrate(["flag": word])
      #expect(issues.isEmpty && singleIssues.isEmpty, "\(word)")
      #expect(single.flag == expected && model.flags == [expected], "\(word)")
      let (fromBytes, bytesIssues) = try hydrate(json: #"{"flag": "\#(word)", "flags": ["\#(word)"]}"#)
      #expect(bytesIssues.isEmpty && fromBytes.flag == expected && fromBytes.flags == [expected], "\(word)")
    }
    let foundation = try hydrate(["flag": NSString(string: "YES")]).0
    #expect(foundation.flag)
  }

  @Test func otherWordsAreStillRefusedAndStrictRefusesEveryWord() throws {
    for word in ["on", "off", "yes ", "2", "nope", "", "0.5", "-1"] {
      let (model, issues) = try hydrate(["flag": word])
      #expect(!model.flag && issues.map(\.path) == ["flag"], "\(word)")
      #expect(issues.first?.reason == .invalidValue(expected: "Bool", found: "String \"\(word)\""), "\(word)")
    }
    let strict = MappingRegistry()
    strict.strictness = .strict
    for word in ["yes", "YES", "true", "1"] {
      let error = try #require(throws: MappingError.self) { try NumberKinds(dictionary: ["flag": word], registry: strict) }
      #expect(error.issues.map(\.path) == ["flag"])
    }
  }
}

#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  /// A `Float16` property (where the platform has the type).
  @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
  final class HalfModel: ReflectiveModel {
    var half: Float16 = 0
    var halves: [Float16] = []
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["half": \HalfModel.half, "halves": \HalfModel.halves] }
  }

  extension NumberTypeTests {
    @Test func aFloat16ConvertsAsAFloatDoesAndRefusesOverflow() throws {
      guard #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) else { return }
      var issues: [MappingError] = []
      let input: [String: Any] = ["half": "2.5", "halves": [1, 0.1, "x", 1e10, 100_000, true]]
      let model = try HalfModel(dictionary: input, registry: MappingRegistry(), issues: &issues)
      #expect(model.half == 2.5 && model.halves == [1, Float16(0.1)])
      #expect(issues.map(\.path) == ["halves[2]", "halves[3]", "halves[4]", "halves[5]"], "\(issues)")
      #expect(issues.allSatisfy { $0.description.contains("Float16") }, "\(issues)")
      #expect(issues.last?.reason == .typeMismatch(expected: "Float16", found: "Bool true"))
      // Written as a JSON number that reads back to the same value.
      let data = try model.jsonData(registry: MappingRegistry())
      #expect(String(decoding: data, as: UTF8.self).contains(#""half":2.5"#))
      let again = try HalfModel(jsonData: data, registry: MappingRegistry())
      #expect(again.half == model.half && again.halves == model.halves)
    }
  }
#endif

extension NumberTypeTests {
  @Test("An NSNumber property takes numeric strings leniently and refuses them under strict")
  func nsNumberUnderStrictness() throws {
    let lenient = try CountedNote(dictionary: ["count": "42"], registry: MappingRegistry())
    #expect(lenient.count == 42)
    let strict = MappingRegistry()
    strict.strictness = .strict
    let error = try #require(throws: MappingError.self) { try CountedNote(dictionary: ["count": "42"], registry: strict) }
    #expect(error.issues.map(\.path) == ["count"])
    #expect(error.reason.code == "typeMismatch")
  }
}
