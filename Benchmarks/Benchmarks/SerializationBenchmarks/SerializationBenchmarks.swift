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
// The models are hydrated (from the bytes), the Codable values decoded and the hand-written
// dictionary built in setup, outside the measured block. The synthetic records are written wrapped in
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
  let registry: MappingRegistry
  /// The hand-written `toJSON`, and what it returns for `model`.
  let handWrittenJSON: (Model) -> [String: Any]
  let handWritten: [String: Any]
  let encoder = JSONEncoder()

  init(model: Model, codable: Encoded, registry: MappingRegistry, handWrittenJSON: @escaping (Model) -> [String: Any]) {
    self.model = model
    self.codable = codable
    self.registry = registry
    self.handWrittenJSON = handWrittenJSON
    self.handWritten = handWrittenJSON(model)
  }
}

let benchmarks: @Sendable () -> Void = {
  Suite.configure()

  /// The six output benchmarks of a workload with a single root model.
  func output<Model: ReflectiveModel, Encoded: Encodable>(
    _ workload: String,
    _ setup: @escaping () throws -> OutputState<Model, Encoded>
  ) {
    bench("\(workload).toDictionary.dictionaryRepresentation", setup) { s in
      blackHole(s.model.dictionaryRepresentation(registry: s.registry))
    }
    bench("\(workload).toDictionary.jsonObject", setup) { s in
      blackHole(try s.model.jsonObject(registry: s.registry))
    }
    bench("\(workload).toDictionary.handWrittenToJSON", setup) { s in
      blackHole(s.handWrittenJSON(s.model))
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

  /// The state of a workload read from a file: the models come from `init(jsonData:)` (the
  /// same models as `init(dictionary:)` gives, and quicker to set up), the Codable values
  /// from JSONDecoder.
  func state<Model: ReflectiveModel, Encoded: Codable>(
    _ file: String, _ registry: MappingRegistry, _: Model.Type, _: Encoded.Type,
    handWrittenJSON: @escaping (Model) -> [String: Any]
  ) -> () throws -> OutputState<Model, Encoded> {
    {
      let data = try BenchmarkData.bytes(file)
      let model = try Model(jsonData: data, registry: registry)
      return OutputState(
        model: model, codable: try JSONDecoder().decode(Encoded.self, from: data),
        registry: registry, handWrittenJSON: handWrittenJSON)
    }
  }

  if BenchmarkData.isAvailable(Workloads.twitterFile) {
    output("twitter", state(Workloads.twitterFile, Workloads.twitterRegistry(), TwitterSearchResult.self,
      CodableTwitterSearchResult.self) { $0.handWrittenJSON() })
  }

  if BenchmarkData.isAvailable(Workloads.citmFile) {
    output("citm", state(Workloads.citmFile, Workloads.citmRegistry(), CitmCatalog.self,
      CitmCodableCatalog.self) { $0.handWrittenJSON() })
  }

  if BenchmarkData.isAvailable(Workloads.canadaFile) {
    output("canada", state(Workloads.canadaFile, Workloads.canadaRegistry(), CanadaFeatureCollection.self,
      CanadaCodableFeatureCollection.self) { $0.handWrittenJSON() })
  }

  output("synthetic", {
    let data = SyntheticData.jsonData()
    let registry = Workloads.syntheticRegistry()
    let model = SyntheticBatch()
    model.records = try [SyntheticRecord](jsonData: data, registry: registry)
    let codable = CodableSyntheticBatch(records: try JSONDecoder().decode([CodableSyntheticRecord].self, from: data))
    return OutputState(model: model, codable: codable, registry: registry) { $0.handWrittenJSON() }
  })

  if Workloads.githubAvailable {
    /// The hydrated events and the dictionaries their `jsonObject()` returns.
    let setup = { () throws -> (models: [any ReflectiveModel], objects: [[String: Any]], registry: MappingRegistry) in
      let input = try Workloads.github()
      let models = try input.object.map { try $0.fromBytes($0.data, input.registry) }
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
