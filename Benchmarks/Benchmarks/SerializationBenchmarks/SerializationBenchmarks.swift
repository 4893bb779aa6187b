// Output benchmarks: models to dictionaries and JSON bytes, with the baselines measured in the
// same run. Per workload (see Workloads.swift):
//
//   <workload>.toDictionary.dictionaryRepresentation  property names, Swift values
//   <workload>.toDictionary.jsonObject                service keys, JSON values
//   <workload>.toDictionary.handWrittenToJSON         the hand-written equivalent of jsonObject
//   <workload>.toBytes.jsonData                       ReflectiveMapper's own writer
//   <workload>.toBytes.JSONEncoder                    the Codable twins, plain JSONEncoder
//   <workload>.toBytes.JSONSerialization              JSONSerialization.data(withJSONObject:)
//                                                     of the hand-written dictionary
//
// The models are hydrated (and the Codable values decoded, the hand-written dictionary
// built) in setup, outside the measured block. The synthetic records are written wrapped in
// one model, `{"records": [...]}`. GitHub has no hand-written or Codable twin: its
// JSONSerialization benchmark writes the dictionary `jsonObject()` returns, and one
// iteration writes all 5 payloads.
import Benchmark
import Foundation
import ReflectiveMapper

/// What the output benchmarks of one workload start from.
final class OutputState<Model, Encoded: Encodable> {
  let model: Model
  let codable: Encoded
  let handWritten: [String: Any]
  let registry: MappingRegistry
  let encoder = JSONEncoder()

  init(model: Model, codable: Encoded, handWritten: [String: Any], registry: MappingRegistry) {
    self.model = model
    self.codable = codable
    self.handWritten = handWritten
    self.registry = registry
  }
}

let benchmarks: @Sendable () -> Void = {
  Suite.configure()
  let bench = Suite.bench

  /// The six output benchmarks of a workload with a single root model.
  func output<Model: ReflectiveModel, Encoded: Encodable>(
    _ workload: String,
    _ setup: @escaping () throws -> OutputState<Model, Encoded>,
    handWrittenJSON: @escaping (Model) -> [String: Any]
  ) {
    bench("\(workload).toDictionary.dictionaryRepresentation", setup) { s in
      blackHole(s.model.dictionaryRepresentation(registry: s.registry))
    }
    bench("\(workload).toDictionary.jsonObject", setup) { s in
      blackHole(try s.model.jsonObject(registry: s.registry))
    }
    bench("\(workload).toDictionary.handWrittenToJSON", setup) { s in
      blackHole(handWrittenJSON(s.model))
    }
    bench("\(workload).toBytes.jsonData", setup) { s in
      blackHole(try s.model.jsonData(registry: s.registry))
    }
    bench("\(workload).toBytes.JSONEncoder", setup) { s in
      blackHole(try s.encoder.encode(s.codable))
    }
    bench("\(workload).toBytes.JSONSerialization", setup) { s in
      blackHole(try JSONSerialization.data(withJSONObject: s.handWritten))
    }
  }

  if BenchmarkData.isAvailable(Workloads.twitterFile) {
    output("twitter", {
      let input = try Workloads.twitter()
      let model = try TwitterSearchResult(dictionary: input.object, registry: input.registry)
      return OutputState(
        model: model, codable: try input.decoder.decode(CodableTwitterSearchResult.self, from: input.data),
        handWritten: model.handWrittenJSON(), registry: input.registry)
    }, handWrittenJSON: { $0.handWrittenJSON() })
  }

  if BenchmarkData.isAvailable(Workloads.citmFile) {
    output("citm", {
      let input = try Workloads.citm()
      let model = try CitmCatalog(dictionary: input.object, registry: input.registry)
      return OutputState(
        model: model, codable: try input.decoder.decode(CitmCodableCatalog.self, from: input.data),
        handWritten: model.handWrittenJSON(), registry: input.registry)
    }, handWrittenJSON: { $0.handWrittenJSON() })
  }

  if BenchmarkData.isAvailable(Workloads.canadaFile) {
    output("canada", {
      let input = try Workloads.canada()
      let model = try CanadaFeatureCollection(dictionary: input.object, registry: input.registry)
      return OutputState(
        model: model, codable: try input.decoder.decode(CanadaCodableFeatureCollection.self, from: input.data),
        handWritten: model.handWrittenJSON(), registry: input.registry)
    }, handWrittenJSON: { $0.handWrittenJSON() })
  }

  output("synthetic", {
    let input = try Workloads.synthetic()
    let model = SyntheticBatch()
    model.records = try [SyntheticRecord](dictionaries: input.object, registry: input.registry)
    let codable = CodableSyntheticBatch(records: try input.decoder.decode([CodableSyntheticRecord].self, from: input.data))
    return OutputState(model: model, codable: codable, handWritten: model.handWrittenJSON(), registry: input.registry)
  }, handWrittenJSON: { $0.handWrittenJSON() })

  if Workloads.githubAvailable {
    /// The hydrated events and the dictionaries their `jsonObject()` returns.
    let setup = { () throws -> (models: [any ReflectiveModel], objects: [[String: Any]], registry: MappingRegistry) in
      let input = try Workloads.github()
      let models = try input.object.map { try $0.hydrate($0.object, input.registry) }
      return (models, try models.map { try $0.jsonObject(registry: input.registry) }, input.registry)
    }
    bench("github.toDictionary.dictionaryRepresentation", setup) { s in
      for model in s.models { blackHole(model.dictionaryRepresentation(registry: s.registry)) }
    }
    bench("github.toDictionary.jsonObject", setup) { s in
      for model in s.models { blackHole(try model.jsonObject(registry: s.registry)) }
    }
    bench("github.toBytes.jsonData", setup) { s in
      for model in s.models { blackHole(try model.jsonData(registry: s.registry)) }
    }
    bench("github.toBytes.JSONSerialization", setup) { s in
      for object in s.objects { blackHole(try JSONSerialization.data(withJSONObject: object)) }
    }
  }
}
