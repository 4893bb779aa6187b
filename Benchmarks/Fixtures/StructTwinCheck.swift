// A check that the struct workloads measure the same work as the class ones: the struct twins
// must come out of every way in (the mapper from `[String: Any]` and from bytes, the
// hand-written code, JSONDecoder) with the values the class models get from the same data,
// and what they write (`jsonData()`, JSONEncoder) must read back to those values.
// HydrationTiming runs it before it times a struct workload (not measured).
//
// Values are compared through the hand-written `handWrittenJSON()` dictionaries, which class
// and struct models build alike, written by JSONSerialization with sorted keys.
import Foundation
import ReflectiveMapper

/// Checks that the struct workloads' models are true twins of the class ones.
public enum StructTwinCheck {
  /// Compares the struct twins of each named struct workload (`twitterStruct`, `citmStruct`,
  /// `syntheticStruct`) with the class models; returns one line per comparison ("ok" or "DIFFERS").
  ///
  /// Workloads whose data is missing are left out.
  public static func run(_ workloads: Set<String>) throws -> [String] {
    var lines: [String] = []
    func compare(_ workload: String, _ label: String, _ reference: Data, _ value: [String: Any]) throws {
      let same = try canonical(value) == reference
      lines.append("\(workload): \(label) \(same ? "ok" : "DIFFERS from the class models")")
    }

    if workloads.contains("twitterStruct"), BenchmarkData.isAvailable(Workloads.twitterFile) {
      let s = try Workloads.twitter()
      let reference = try canonical(try TwitterSearchResult(jsonData: s.data, registry: s.registry).handWrittenJSON())
      let decoded = try JSONDecoder().decode(StructTwitterSearchResult.self, from: s.data)
      let mapped = try StructTwitterSearchResult(jsonData: s.data, registry: s.registry)
      let written = try mapped.jsonData(registry: s.registry)
      let encoded = try JSONEncoder().encode(decoded)
      let ways: [(String, [String: Any])] = [
        ("init(dictionary:)", try StructTwitterSearchResult(dictionary: s.object, registry: s.registry).handWrittenJSON()),
        ("init(jsonData:)", mapped.handWrittenJSON()),
        ("hand-written", StructTwitterSearchResult(handWritten: s.object).handWrittenJSON()),
        ("JSONDecoder", decoded.handWrittenJSON()),
        ("jsonData() read back", try TwitterSearchResult(jsonData: written, registry: s.registry).handWrittenJSON()),
        ("JSONEncoder read back", try TwitterSearchResult(jsonData: encoded, registry: s.registry).handWrittenJSON()),
      ]
      for (label, value) in ways { try compare("twitterStruct", label, reference, value) }
    }

    if workloads.contains("citmStruct"), BenchmarkData.isAvailable(Workloads.citmFile) {
      let s = try Workloads.citm()
      let reference = try canonical(try CitmCatalog(jsonData: s.data, registry: s.registry).handWrittenJSON())
      let decoded = try JSONDecoder().decode(StructCitmCatalog.self, from: s.data)
      let mapped = try StructCitmCatalog(jsonData: s.data, registry: s.registry)
      let written = try mapped.jsonData(registry: s.registry)
      let encoded = try JSONEncoder().encode(decoded)
      let ways: [(String, [String: Any])] = [
        ("init(dictionary:)", try StructCitmCatalog(dictionary: s.object, registry: s.registry).handWrittenJSON()),
        ("init(jsonData:)", mapped.handWrittenJSON()),
        ("hand-written", StructCitmCatalog(handWritten: s.object).handWrittenJSON()),
        ("JSONDecoder", decoded.handWrittenJSON()),
        ("jsonData() read back", try CitmCatalog(jsonData: written, registry: s.registry).handWrittenJSON()),
        ("JSONEncoder read back", try CitmCatalog(jsonData: encoded, registry: s.registry).handWrittenJSON()),
      ]
      for (label, value) in ways { try compare("citmStruct", label, reference, value) }
    }

    if workloads.contains("syntheticStruct") {
      let s = try Workloads.synthetic()
      /// The records wrapped as the output benchmarks write them, `{"records": [...]}`.
      func batch(_ records: [StructSyntheticRecord]) -> StructSyntheticBatch {
        var batch = StructSyntheticBatch()
        batch.records = records
        return batch
      }
      let classBatch = SyntheticBatch()
      classBatch.records = try [SyntheticRecord](jsonData: s.data, registry: s.registry)
      let reference = try canonical(classBatch.handWrittenJSON())
      let decoded = batch(try JSONDecoder().decode([StructSyntheticRecord].self, from: s.data))
      let mapped = batch(try [StructSyntheticRecord](jsonData: s.data, registry: s.registry))
      let written = try mapped.jsonData(registry: s.registry)
      let encoded = try JSONEncoder().encode(decoded)
      let ways: [(String, [String: Any])] = [
        ("[T](dictionaries:)", batch(try [StructSyntheticRecord](dictionaries: s.object, registry: s.registry)).handWrittenJSON()),
        ("[T](jsonData:)", mapped.handWrittenJSON()),
        ("hand-written", batch(StructSyntheticRecord.handWrittenArray(s.object)).handWrittenJSON()),
        ("JSONDecoder", decoded.handWrittenJSON()),
        ("jsonData() read back", try SyntheticBatch(jsonData: written, registry: s.registry).handWrittenJSON()),
        ("JSONEncoder read back", try SyntheticBatch(jsonData: encoded, registry: s.registry).handWrittenJSON()),
      ]
      for (label, value) in ways { try compare("syntheticStruct", label, reference, value) }
    }
    return lines
  }

  /// The dictionary as JSON with sorted keys, so equal values give equal bytes.
  private static func canonical(_ value: [String: Any]) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
  }
}
