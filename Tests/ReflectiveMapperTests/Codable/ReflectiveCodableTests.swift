import Foundation
import ReflectiveMapper
import Testing

/// `ReflectiveCodable`: one mapping for the library's entry points and every Encoder/Decoder.
@Suite struct ReflectiveCodableTests {
  typealias F = CodableFixtures

  // MARK: JSONDecoder / JSONEncoder against init(jsonData:) / jsonData()

  @Test func readmeClassModelsDecodeThroughJSONDecoderAsInitJSONDataDoes() throws {
    let direct = try CodablePerson(jsonData: F.personJSON, registry: F.readme)
    let decoded = try JSONDecoder().decode(CodablePerson.self, from: F.personJSON)
    #expect(decoded.name == "Ada")
    #expect(decoded.favoriteWord == "engine")
    #expect(decoded.favoriteNumber == 47)  // the README's adapter
    #expect(decoded.favoriteObject?.name == "Granite")  // the dotted key path
    #expect(decoded.friends.map(\.favoriteNumber) == [3])
    #expect(try F.canonical(decoded.jsonData(registry: F.readme)) == F.canonical(direct.jsonData(registry: F.readme)))

    let employee = try JSONDecoder().decode(CodableEmployee.self, from: F.employeeJSON)
    #expect(employee.salary == 120000.5)  // the subclass's key table, on top of Person's
    #expect(employee.favoriteWord == "compiler")
    let directEmployee = try CodableEmployee(jsonData: F.employeeJSON, registry: F.readme)
    #expect(try F.canonical(employee.jsonData(registry: F.readme)) == F.canonical(directEmployee.jsonData(registry: F.readme)))
  }

  @Test func jsonEncoderWritesTheSameJSONValueAsJSONData() throws {
    let person = try CodablePerson(jsonData: F.personJSON, registry: F.readme)
    let encoded = try JSONEncoder().encode(person)
    #expect(try F.canonical(encoded) == F.canonical(person.jsonData(registry: F.readme)))
    #expect(try F.canonical(encoded).contains(#""stats":{"best":{"object":{"name":"Granite"}}}"#))

    let employee = try CodableEmployee(jsonData: F.employeeJSON, registry: F.readme)
    let employeeJSON = try JSONEncoder().encode(employee)
    #expect(try F.canonical(employeeJSON) == F.canonical(employee.jsonData(registry: F.readme)))
    #expect(try F.canonical(employeeJSON).contains(#""pay":120000.5"#))
    #expect(!String(decoding: employeeJSON, as: UTF8.self).contains("delegate"))

    // An array of the base class keeps each element's dynamic type.
    let people: [CodablePerson] = [person, employee]
    let array = try JSONSerialization.jsonObject(with: JSONEncoder().encode(people)) as? [[String: Any]]
    #expect(array?[1]["pay"] as? Double == 120000.5)
  }

  @Test func readmeStructModelsRoundTripThroughJSON() throws {
    let direct = try CodableReading(jsonData: F.readingJSON)
    let decoded = try JSONDecoder().decode(CodableReading.self, from: F.readingJSON)
    #expect(decoded == direct)
    #expect(decoded.station.code == "ZRH")
    let encoded = try JSONEncoder().encode(decoded)
    #expect(try F.canonical(encoded) == F.canonical(decoded.jsonData()))
    #expect(try JSONDecoder().decode(CodableReading.self, from: encoded) == decoded)
    let rock = try JSONDecoder().decode(CodableRock.self, from: Data(#"{"name": "Granite"}"#.utf8))  // .shared, default mapping
    #expect(rock.name == "Granite")
    #expect(try F.canonical(JSONEncoder().encode(rock)) == #"{"name":"Granite"}"#)
  }

  @Test func scalarKindsStayWhatTheyAreThroughJSONDecoder() throws {
    let json = Data(
      #"""
      {"flag": true, "count": 1, "ratio": 2.5, "big": 18446744073709551615, "amount": 12345678901234567890123,
       "label": "1", "numbers": [1, 2, 3], "flags": [true, false], "taken": "2024-01-02T03:04:05Z",
       "blob": "AAEC", "link": "https://example.com/a", "note": null}
      """#.utf8)
    let direct = try CodableGauge(jsonData: json)
    let decoded = try JSONDecoder().decode(CodableGauge.self, from: json)
    #expect(decoded == direct)
    #expect(decoded.flag == true && decoded.count == 1 && decoded.ratio == 2.5)
    #expect(decoded.big == UInt64.max)
    #expect(decoded.amount == Decimal(string: "12345678901234567890123"))
    #expect(decoded.flags == [true, false])
    #expect(decoded.blob == Data([0, 1, 2]))
    #expect(try F.canonical(JSONEncoder().encode(decoded)) == F.canonical(decoded.jsonData()))
  }

  @Test func aMemberWhoseKindChangesFromOneObjectToTheNextIsReadAsWhatItIs() throws {
    // The reader guesses each member's kind from the member of that name it read last.
    let json = Data(
      #"""
      {"rows": [{"v": 1}, {"v": "one"}, {"v": 2.5}, {"v": 3}, {"v": {"w": [1, "x", true, null, 2.5, 4]}}, {"v": true},
                {"v": 18446744073709551615}, {"v": 9007199254740993}, {"v": null}, {"v": [0.5, 7, -2, 1e2]}],
       "mixed": [1, "a", false, 2.25, -9223372036854775808, {"k": []}, [[]]]}
      """#.utf8)
    let direct = try CodableBag(jsonData: json)
    let decoded = try JSONDecoder().decode(CodableBag.self, from: json)
    #expect(try F.canonical(JSONEncoder().encode(decoded)) == F.canonical(direct.jsonData()))
    #expect(decoded.rows[0]["v"] as? Int == 1)
    #expect(decoded.rows[3]["v"] as? Int == 3)  // guessed a Double from the row before: still an exact Int
    #expect(decoded.rows[5]["v"] as? Bool == true)
    #expect(decoded.rows[6]["v"] as? UInt64 == UInt64.max)
    #expect(decoded.rows[7]["v"] as? Int == 9_007_199_254_740_993)  // 2^53 + 1, which no Double holds
    #expect(decoded.mixed[4] as? Int == Int.min)
  }

  @Test func datesDataAndURLsFollowTheRegistryNotTheCoder() throws {
    var gauge = CodableGauge()
    gauge.taken = Date(timeIntervalSince1970: 1_704_164_645)
    gauge.blob = Data([0, 1, 2])
    gauge.link = URL(string: "https://example.com/a")
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.dataEncodingStrategy = .deferredToData
    let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(gauge)) as? [String: Any])
    #expect(object["taken"] as? String == "2024-01-02T03:04:05Z")
    #expect(object["blob"] as? String == "AAEC")
    #expect(object["link"] as? String == "https://example.com/a")

    let registry = MappingRegistry()
    registry.defaultDateStrategy = .secondsSince1970
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let seconds = try #require(try JSONSerialization.jsonObject(with: encoder.encode(gauge)) as? [String: Any])
    #expect((seconds["taken"] as? NSNumber)?.doubleValue == 1_704_164_645)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601  // not used: the registry reads the number
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(CodableGauge.self, from: encoder.encode(gauge)) == gauge)
  }

  // MARK: Property lists

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
  func everyReadmeModelRoundTripsThroughPropertyLists(format: PropertyListSerialization.PropertyListFormat) throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let decoder = PropertyListDecoder()

    let person = try CodablePerson(jsonData: F.personJSON, registry: F.readme)
    let personBack = try decoder.decode(CodablePerson.self, from: encoder.encode(person))
    #expect(try F.canonical(personBack.jsonData(registry: F.readme)) == F.canonical(person.jsonData(registry: F.readme)))

    let employee = try CodableEmployee(jsonData: F.employeeJSON, registry: F.readme)
    let employeeBack = try decoder.decode(CodableEmployee.self, from: encoder.encode(employee))
    #expect(employeeBack.salary == 120000.5)
    #expect(try F.canonical(employeeBack.jsonData(registry: F.readme)) == F.canonical(employee.jsonData(registry: F.readme)))

    let rock = CodableRock()
    rock.name = "Basalt"
    #expect(try decoder.decode(CodableRock.self, from: encoder.encode(rock)).name == "Basalt")

    let reading = try CodableReading(jsonData: F.readingJSON)
    #expect(try decoder.decode(CodableReading.self, from: encoder.encode(reading)) == reading)
    #expect(try decoder.decode(CodableStation.self, from: encoder.encode(reading.station)) == reading.station)
  }

  @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
  func propertyListsKeepBooleansNumbersAndStringsApart(format: PropertyListSerialization.PropertyListFormat) throws {
    var gauge = CodableGauge()
    gauge.flag = true
    gauge.count = 1
    gauge.ratio = 3.0
    gauge.big = UInt64.max
    gauge.amount = Decimal(string: "2.5")!
    gauge.label = "1"
    gauge.numbers = [0, 1]
    gauge.flags = [true, false, true]
    gauge.taken = Date(timeIntervalSince1970: 1_704_164_645)
    gauge.blob = Data([9, 8])
    gauge.link = URL(string: "https://example.com")
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    let back = try PropertyListDecoder().decode(CodableGauge.self, from: encoder.encode(gauge))
    #expect(back == gauge)
  }

  // MARK: Models inside Codable values, Codable values inside models

  @Test func aCodableValueHoldingModelsUsesTheirMapping() throws {
    let registry = F.stationRegistry()
    let json = Data(
      #"""
      {"id": 7, "readings": [{"celsius": 1.5, "station": {"station_code": "BER", "altitude_m": 34}, "tags": []}],
       "primary": {"station_code": "ZRH", "altitude_m": 432}, "byCode": {"GVA": {"station_code": "GVA", "altitude_m": 375}}}
      """#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let envelope = try decoder.decode(CodableEnvelope.self, from: json)
    #expect(envelope.readings.first?.station.code == "BER")  // a model inside a model inside a Codable array
    #expect(envelope.primary?.altitude == 432)
    #expect(envelope.byCode["GVA"]?.code == "GVA")

    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try F.canonical(encoder.encode(envelope)) == F.canonical(json))
    #expect(try decoder.decode(CodableEnvelope.self, from: encoder.encode(envelope)) == envelope)

    let plist = PropertyListEncoder()
    plist.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let plistDecoder = PropertyListDecoder()
    plistDecoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try plistDecoder.decode(CodableEnvelope.self, from: plist.encode(envelope)) == envelope)
  }

  @Test func aModelHoldingCodableValuesThatHoldModelsKeepsTheCallsRegistry() throws {
    let registry = F.stationRegistry()
    let json = Data(
      #"""
      {"title": "north", "envelope": {"id": 1, "readings": [], "primary": {"station_code": "ZRH", "altitude_m": 432}, "byCode": {}},
       "envelopes": [{"id": 2, "readings": [{"celsius": 3, "station": {"station_code": "BER"}, "tags": ["x"]}], "byCode": {}}]}
      """#.utf8)
    // The library's Codable bridge hands the call's registry on: the station inside the
    // envelope inside the logbook reads `station_code`, a key only `registry` maps.
    let direct = try CodableLogbook(jsonData: json, registry: registry)
    #expect(direct.envelope?.primary?.code == "ZRH")
    #expect(direct.envelopes.first?.readings.first?.station.code == "BER")
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let decoded = try decoder.decode(CodableLogbook.self, from: json)
    #expect(decoded.envelope == direct.envelope)
    #expect(decoded.envelopes == direct.envelopes)

    let written = try direct.jsonData(registry: registry)
    #expect(try F.canonical(written).contains(#""primary":{"altitude_m":432,"station_code":"ZRH"}"#))
    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try F.canonical(encoder.encode(decoded)) == F.canonical(written))
  }

  @Test func aCodableValueHoldingModelsHoldingCodableValuesRoundTrips() throws {
    let registry = F.stationRegistry()
    let logbookJSON = #"""
      {"title": "north", "envelopes": [{"id": 2, "readings": [{"celsius": 3, "station": {"station_code": "BER", "altitude_m": 34}, "tags": []}],
       "byCode": {}}]}
      """#
    let json = Data(#"{"logbooks": [\#(logbookJSON)]}"#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let archive = try decoder.decode(CodableArchive.self, from: json)
    #expect(archive.logbooks.first?.envelopes.first?.readings.first?.station.code == "BER")
    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try F.canonical(encoder.encode(archive)) == F.canonical(json))
    let plist = PropertyListEncoder()
    plist.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let plistDecoder = PropertyListDecoder()
    plistDecoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let back = try plistDecoder.decode(CodableArchive.self, from: plist.encode(archive))
    #expect(try F.canonical(encoder.encode(back)) == F.canonical(json))
  }

  @Test func everyKindOfRegistrationAppliesThroughTheCoders() throws {
    let registry = try CodableInvoice.registry()
    let json = Data(#"{"invoice": {"invoice_number": "F-7", "total": 12.5, "paid_on": "02/01/2024"}}"#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let invoice = try decoder.decode(CodableInvoice.self, from: json)
    #expect(invoice.invoiceNumber == "F-7")  // beforeMapping, then the snake-case strategy
    #expect(invoice.total == InvoiceCents(value: 1250))  // the model's transform
    #expect(invoice.currency == "EUR")  // the default
    #expect(invoice.paidOn.map { Calendar(identifier: .gregorian).component(.day, from: $0) } == 2)  // the date strategy

    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let written = try encoder.encode(invoice)
    #expect(try F.canonical(written) == F.canonical(invoice.jsonData(registry: registry)))
    #expect(try F.canonical(written).hasPrefix(#"{"invoice":{"currency":"EUR","#))  // transformOutput
    #expect(try F.canonical(written).contains(#""paid_on":"02\/01\/2024""#))
    #expect(try F.canonical(written).contains(#""total":12.5"#))

    // An unknown key under `.fail` is a fatal problem: a DecodingError at its path.
    let extra = Data(#"{"invoice": {"invoice_number": "F-8", "discount": 3}}"#.utf8)
    #expect {
      try decoder.decode(CodableInvoice.self, from: extra)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["discount"] && (context.underlyingError as? MappingError)?.reason == .unknownKey("discount")
    }
  }

  // MARK: Unknown keys

  @Test func collectedUnknownKeysSurviveTheBridge() throws {
    let registry = MappingRegistry()
    try registry.register(CodableEvent.self) { m in m.unknownKeys = .collect }
    let json = Data(#"{"name": "launch", "venue": {"city": "Basel", "seats": [1, 2]}, "flag": true, "n": null}"#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let event = try decoder.decode(CodableEvent.self, from: json)
    #expect(event.unknownValues.keys.sorted() == ["flag", "n", "venue"])
    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try F.canonical(encoder.encode(event)) == F.canonical(json))
    #expect(try F.canonical(encoder.encode(event)) == F.canonical(CodableEvent(jsonData: json, registry: registry).jsonData(registry: registry)))
  }

  // MARK: Registries

  @Test func theCodersUserInfoNamesTheRegistryBeforeTheType() throws {
    let json = Data(#"{"station_code": "ZRH", "altitude_m": 432, "code": "XXX"}"#.utf8)
    #expect(try JSONDecoder().decode(CodableStation.self, from: json).code == "XXX")  // .shared, default keys
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry()
    let station = try decoder.decode(CodableStation.self, from: json)
    #expect(station.code == "ZRH" && station.altitude == 432)

    // CodablePerson names its own registry; userInfo still wins.
    let other = MappingRegistry()
    try other.register(CodablePerson.self) { m in m.keys = ["full_name": "name"] }
    let personDecoder = JSONDecoder()
    personDecoder.userInfo[MappingRegistry.codingUserInfoKey] = other
    #expect(try personDecoder.decode(CodablePerson.self, from: Data(#"{"full_name": "Ada"}"#.utf8)).name == "Ada")
    #expect(try JSONDecoder().decode(CodablePerson.self, from: Data(#"{"full_name": "Ada"}"#.utf8)).name == "")
    #expect(CodablePerson.codingRegistry === F.readme && CodableStation.codingRegistry === MappingRegistry.shared)
  }

  @Test func concurrentDecodingAndEncodingAgree() async throws {
    let registry = F.stationRegistry()
    let json = Data(#"{"id": 1, "readings": [{"celsius": 2, "station": {"station_code": "X", "altitude_m": 5}}], "byCode": {}}"#.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let expected = try F.canonical(encoder.encode(try decoder.decode(CodableEnvelope.self, from: json)))
    let results = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<64 {
        group.addTask {
          let decoder = JSONDecoder()
          decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
          let encoder = JSONEncoder()
          encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
          let person = try JSONDecoder().decode(CodablePerson.self, from: F.personJSON)
          _ = try JSONEncoder().encode(person)
          return try F.canonical(encoder.encode(try decoder.decode(CodableEnvelope.self, from: json)))
        }
      }
      var all: [String] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0 == expected })
  }
}
