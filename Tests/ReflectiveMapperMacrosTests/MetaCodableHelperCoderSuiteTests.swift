// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // its helper coders, same inputs and expectations: HelperCoders/ValueCoderTests,
  // NonConformingCoderTests, DateCoderTests, DataCoderTests and HelperCodersTests.
  //
  // `ValueCoder` is the registry's lenient conversion (nothing to register);
  // `NonConformingCoder` a `nonConformingFloatStrategy`; the date coders `dateStrategies`;
  // `Base64Coder` the built-in `Data` rule; `ConditionalCoder` a `.custom` date strategy that
  // parses one way and formats another; `PropertyWrapperCoder` the property wrapper itself.
  // MetaCodable's "throws `DecodingError`" is a fatal `MappingError`: every property is a `let`
  // without a value, so required.

  /// ValueCoderTests.Model: `@CodedBy(ValueCoder<T>())` on each.
  @ReflectiveModel
  struct MCValueCoded {
    let bool: Bool
    let int: Int
    let double: Double
    let string: String
  }

  /// NonConformingCoderTests.Model.
  @ReflectiveModel
  struct MCNonConforming {
    let float: Double
  }

  /// DateCoderTests.Model.
  @ReflectiveModel
  struct MCDates: Equatable {
    let epochSeconds: Date
    let epochMilliSeconds: Date
    let epochMicroSeconds: Date
    let epochNanoSeconds: Date
    let iso8601Date: Date
    let formattedDate: Date  // DateCoder(formatter: RFC3339DateFormatter)
  }

  /// DataCoderTests.Model: `@CodedBy(Base64Coder()) let data: Data`.
  @ReflectiveModel
  struct MCBase64: Equatable {
    let data: Data
  }

  /// HelperCodersTests.Model: `ConditionalCoder(decoder: ISO8601DateCoder(), encoder: Since1970DateCoder())`.
  @ReflectiveModel
  struct MCConditionalDates {
    let date: Date
    let optionalDate: Date?
  }

  /// HelperCodersTests.MirrorModel: plain Codable, read by Foundation's decoder.
  struct MCMirrorDates: Codable {
    let date: Date
    let optionalDate: Date?
  }

  /// HelperCodersTests.ConstIntCoder: a wrapper whose value is always 5.
  @propertyWrapper
  struct MCConstInt {
    var wrappedValue: Int {
      get { 5 }
      set {}  // a value read is dropped: the wrapper is always 5
    }
    init(wrappedValue: Int) {}
  }

  /// HelperCodersTests.PropModel: `@CodedBy(PropertyWrapperCoder<ConstIntCoder>()) let int`.
  @ReflectiveModel
  struct MCWrapped {
    @MCConstInt var int = 0
  }

  /// ValueCoderTests.mockJSON(true, 5, 5.5, "some"), each value given as its JSON text.
  private func mcValueJSON(bool: String = "true", int: String = "5", double: String = "5.5", string: String = #""some""#) -> String {
    #"{"bool": \#(bool), "int": \#(int), "double": \#(double), "string": \#(string)}"#
  }

  @Suite struct MetaCodableHelperCoderSuiteTests {
    let coder: MCCoder
    private static let epoch: Double = 878_639_901

    init() throws {
      coder = try MCCoder { registry in
        // `ValueCoder<Int>` and `ValueCoder<Double>` read a Boolean as 1 or 0, which the built-in
        // rules do not: the properties say so.
        try registry.register(MCValueCoded.self) { m in
          m.adapters = ["int": .booleansAsNumbers, "double": .booleansAsNumbers]
        }
        try registry.register(MCNonConforming.self) { m in
          m.nonConformingFloatStrategy = .strings(positiveInfinity: "➕♾️", negativeInfinity: "➖♾️", nan: "😞")
        }
        try registry.register(MCDates.self) { m in
          m.dateStrategies = [
            "epochSeconds": .secondsSince1970, "epochMilliSeconds": .millisecondsSince1970,
            "epochMicroSeconds": .microsecondsSince1970, "epochNanoSeconds": .nanosecondsSince1970,
            "iso8601Date": .iso8601, "formattedDate": .formatted("yyyy-MM-dd'T'HH:mm:ssZZZZZ"),
          ]
        }
        try registry.register(MCConditionalDates.self) { m in
          m.dateStrategy = .custom(
            parse: { raw in
              guard let text = raw as? String, let date = ISO8601DateFormatter().date(from: text) else {
                throw CocoaError(.coderReadCorrupt)
              }
              return date
            },
            format: { $0.timeIntervalSince1970 })
        }
      }
    }

    // MARK: ValueCoderTests

    /// MetaCodable: ValueCoderTests.actualTypeDecoding.
    @Test func actualTypeDecoding() throws {
      let model = try coder.decode(MCValueCoded.self, mcValueJSON())
      for value in [model, try coder.roundTrip(model)] {
        #expect(value.bool)
        #expect(value.int == 5)
        #expect(value.double == 5.5)
        #expect(value.string == "some")
      }
    }

    /// MetaCodable: ValueCoderTests.intToBooleanDecoding, floatToBooleanDecoding,
    /// stringToBooleanDecoding.
    @Test(
      arguments: [("1", true), ("0", false), ("1.0", true), ("0.0", false)]
        + zip(["1", "y", "t", "yes", "true", "1.0", "0", "n", "f", "no", "false", "0.0"].map { "\"\($0)\"" }, (0..<12).map { $0 < 6 }))
    func booleanDecoding(json: String, result: Bool) throws {
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(bool: json)).bool == result)
    }

    /// MetaCodable: ValueCoderTests.intToBooleanDecodingFailure, floatToBooleanDecodingFailure,
    /// stringToBooleanDecodingFailure.
    @Test(arguments: ["2", "1.1", #""0.1""#, #""1.1""#, #""2""#, #""random""#])
    func booleanDecodingFailure(json: String) {
      coder.expectFailure(MCValueCoded.self, mcValueJSON(bool: json))
    }

    /// MetaCodable: ValueCoderTests.boolToIntDecoding and boolToFloatDecoding.
    @Test(arguments: [true, false])
    func boolToNumberDecoding(flag: Bool) throws {
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(int: "\(flag)")).int == (flag ? 1 : 0))
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(double: "\(flag)")).double == (flag ? 1 : 0))
    }

    /// MetaCodable: ValueCoderTests.floatToIntDecoding and stringToIntDecoding.
    @Test(arguments: [("5.0", 5), ("0.00", 0), (#""1""#, 1), (#""1.0""#, 1), (#""0.00""#, 0)])
    func intDecoding(json: String, result: Int) throws {
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(int: json)).int == result)
    }

    /// MetaCodable: ValueCoderTests.floatToIntDecodingFailure and stringToIntDecodingFailure.
    @Test(arguments: ["5.5", #""0.1""#, #""1.1""#])
    func intDecodingFailure(json: String) {
      coder.expectFailure(MCValueCoded.self, mcValueJSON(int: json))
    }

    /// MetaCodable: ValueCoderTests.intToFloatDecoding and stringToFloatDecoding.
    @Test(arguments: [("5", 5), ("0", 0), (#""1""#, 1), (#""1.0""#, 1), (#""0.00""#, 0), (#""1.01""#, 1.01)] as [(String, Double)])
    func floatDecoding(json: String, result: Double) throws {
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(double: json)).double == result)
    }

    /// MetaCodable: ValueCoderTests.stringToFloatDecodingFailure.
    @Test(arguments: [#""0.1.1""#, #""random""#])
    func stringToFloatDecodingFailure(json: String) {
      coder.expectFailure(MCValueCoded.self, mcValueJSON(double: json))
    }

    /// MetaCodable: ValueCoderTests.boolToStringDecoding and intToStringDecoding.
    @Test(arguments: [("true", "true"), ("false", "false"), ("5", "5"), ("0", "0")])
    func stringDecoding(json: String, result: String) throws {
      #expect(try coder.decode(MCValueCoded.self, mcValueJSON(string: json)).string == result)
    }

    /// MetaCodable: ValueCoderTests.floatToStringDecoding.
    @Test(arguments: [1.0, 0.00, 1.01])
    func floatToStringDecoding(number: Double) throws {
      #expect(Double(try coder.decode(MCValueCoded.self, mcValueJSON(string: "\(number)")).string) == number)
    }

    // MARK: NonConformingCoderTests

    /// MetaCodable: NonConformingCoderTests.testDecodingActualFloat, testDecodingStringifiedFloat,
    /// testDecodingPositiveInfinity, testDecodingNegativeInfinity, testDecodingNotANumber.
    @Test(arguments: [("5.5", 5.5), (#""5.5""#, 5.5), (#""➕♾️""#, .infinity), (#""➖♾️""#, -.infinity), (#""😞""#, .nan)] as [(String, Double)])
    func nonConformingDecoding(value: String, result: Double) throws {
      let model = try coder.decode(MCNonConforming.self, #"{"float": \#(value)}"#)
      let parsed = try coder.roundTrip(model)
      for float in [model.float, parsed.float] {
        #expect(result.isNaN ? float.isNaN : float == result)
      }
    }

    /// MetaCodable: NonConformingCoderTests.invalidDecoding.
    @Test func nonConformingInvalidDecoding() {
      coder.expectFailure(MCNonConforming.self, #"{"float": "random"}"#)
    }

    // MARK: DateCoderTests

    private static let dates = """
      {"epochSeconds": 878639901, "epochMilliSeconds": 878639901000, "epochMicroSeconds": 878639901000000,
       "epochNanoSeconds": 878639901000000000, "iso8601Date": "1997-11-04T10:38:21Z",
       "formattedDate": "1997-11-04T10:38:21+00:00"}
      """

    /// MetaCodable: DateCoderTests.decoding.
    @Test func dateDecoding() throws {
      let model = try coder.decode(MCDates.self, Self.dates)
      #expect(model.epochSeconds.timeIntervalSince1970 == Self.epoch)
      #expect(model.epochMilliSeconds.timeIntervalSince1970 == Self.epoch)
      #expect(model.epochMicroSeconds.timeIntervalSince1970 == Self.epoch)
      #expect(model.epochNanoSeconds.timeIntervalSince1970 == Self.epoch)
      #expect(model.iso8601Date.timeIntervalSince1970 == Self.epoch)
      #expect(model.formattedDate.timeIntervalSince1970 == Self.epoch)
      #expect(try coder.roundTrip(model) == model)
    }

    /// MetaCodable: DateCoderTests.invalidDecoding.
    @Test func dateInvalidDecoding() {
      coder.expectFailure(MCDates.self, Self.dates.replacingOccurrences(of: "1997-11-04T10:38:21Z", with: "invalid date"))
    }

    // MARK: DataCoderTests

    /// MetaCodable: DataCoderTests.decoding.
    @Test func dataDecoding() throws {
      let model = try coder.decode(MCBase64.self, #"{"data": "SGVsbG8h"}"#)
      #expect(String(data: model.data, encoding: .utf8) == "Hello!")
      #expect(try coder.roundTrip(model) == model)
    }

    /// MetaCodable: DataCoderTests.invalidDataDecoding.
    @Test func invalidDataDecoding() {
      coder.expectFailure(MCBase64.self, #"{"data": "invalid data"}"#)
    }

    // MARK: HelperCodersTests

    /// MetaCodable: HelperCodersTests.conditionalAndOptionalCoding.
    @Test func conditionalAndOptionalCoding() throws {
      let model = try coder.decode(MCConditionalDates.self, #"{"date": "1997-11-04T10:38:21Z"}"#)
      #expect(model.date.timeIntervalSince1970 == Self.epoch)
      #expect(model.optionalDate == nil)
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .secondsSince1970
      let mirror = try decoder.decode(MCMirrorDates.self, from: try coder.registry.jsonData(for: model))
      #expect(mirror.date.timeIntervalSince1970 == Self.epoch)
      #expect(mirror.optionalDate == nil)
    }

    /// MetaCodable: HelperCodersTests.propertyWrapperCoding.
    @Test func propertyWrapperCoding() throws {
      let model = try coder.decode(MCWrapped.self, #"{"int": 100}"#)
      #expect(model.int == 5)
      #expect(try coder.object(model)["int"] as? Int == 5)
    }
  }
#endif
