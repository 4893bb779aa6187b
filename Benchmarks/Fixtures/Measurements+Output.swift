import Foundation
import ReflectiveMapper

// The scale and output measurements of the suite (Measurements.swift lists every name).

extension Measurements {
  // MARK: Scale

  /// How hydration grows with the input: twitter's statuses × 8 (~5 MB) and × 80 (~50 MB), bytes →
  /// models and `[String: Any]` → models, against JSONDecoder and hand-written code.
  ///
  /// Divide by the copies to compare the cost per status with the `twitter` workload's.
  public static var scale: [Measurement] {
    guard BenchmarkData.isAvailable(Workloads.twitterFile) else { return [] }
    var list: [Measurement] = []
    for copies in [8, 80] {
      let workload = "twitter\(copies)x"
      let bytes = { try Workloads.twitterScaled(copies, parsed: false) }
      let parsed = { try Workloads.twitterScaled(copies, parsed: true) }
      list += [
        Measurement("\(workload).bytesToModels.ReflectiveMapper", bytes) { s in
          blackHole(try TwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
        Measurement("\(workload).bytesToModels.JSONDecoder", bytes) { s in
          blackHole(try s.decoder.decode(CodableTwitterSearchResult.self, from: s.data))
        },
        Measurement("\(workload).hydrate.ReflectiveMapper", parsed) { s in
          blackHole(try TwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("\(workload).hydrate.handWritten", parsed) { s in blackHole(TwitterSearchResult.handWritten(s.object)) },
      ]
    }
    return list
  }

  // MARK: Output

  /// The output measurements of every workload whose data is present.
  public static var output: [Measurement] {
    var list: [Measurement] = []

    /// The six output measurements of a workload with a single root model.
    func output<Model: ReflectiveModel, Encoded: Encodable>(
      _ workload: String, _ setup: @escaping () throws -> OutputState<Model, Encoded>
    ) {
      list += [
        Measurement("\(workload).toDictionary.dictionaryRepresentation", setup) { s in
          blackHole(s.model.dictionaryRepresentation(registry: s.registry))
        },
        Measurement("\(workload).toDictionary.jsonObject", setup) { s in blackHole(try s.model.jsonObject(registry: s.registry)) },
        Measurement("\(workload).toDictionary.handWrittenToJSON", setup) { s in blackHole(s.handWrittenJSON(s.model)) },
        Measurement("\(workload).toBytes.jsonData", setup) { s in blackHole(try s.model.jsonData(registry: s.registry)) },
        Measurement("\(workload).toBytes.JSONEncoder", setup) { s in blackHole(try s.encoder.encode(s.codable)) },
        Measurement("\(workload).toBytes.JSONSerialization", setup) { s in
          blackHole(try JSONSerialization.data(withJSONObject: s.handWritten))
        },
      ]
      // The model through JSONEncoder, when it is `ReflectiveCodable` (twitter, citm).
      if Model.self is any ReflectiveCodable.Type {
        let coded = {
          let state = try setup()
          return (model: state.model as! any ReflectiveCodable, coders: RegistryCoders(state.registry))
        }
        list.append(
          Measurement("\(workload).toBytes.ReflectiveCodable", coded) { s in
            let model = s.model
            blackHole(try s.coders.encode(model))
          })
        // The library's own encoder: the Codable twins, then the models.
        let both = {
          let state = try setup()
          return (state: state, model: state.model as! any ReflectiveCodable, coders: RegistryCoders(state.registry))
        }
        list.append(
          Measurement("\(workload).toBytes.ReflectiveJSONEncoder", both) { s in blackHole(try s.coders.libraryEncode(s.state.codable)) })
        list.append(
          Measurement("\(workload).toBytes.ReflectiveCodableOwnEncoder", both) { s in
            let model = s.model
            blackHole(try s.coders.libraryEncode(model))
          })
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

    /// The state of a struct workload read from a file: the structs come from
    /// `init(jsonData:)`, and JSONEncoder encodes those very structs.
    func structState<Model: ReflectiveModel & Codable>(
      _ file: String, _ registry: MappingRegistry, _: Model.Type, handWrittenJSON: @escaping (Model) -> [String: Any]
    ) -> () throws -> OutputState<Model, Model> {
      {
        let model = try Model(jsonData: try BenchmarkData.bytes(file), registry: registry)
        return OutputState(model: model, codable: model, registry: registry, handWrittenJSON: handWrittenJSON)
      }
    }

    if BenchmarkData.isAvailable(Workloads.twitterFile) {
      output(
        "twitter",
        state(
          Workloads.twitterFile, Workloads.twitterRegistry(), TwitterSearchResult.self,
          CodableTwitterSearchResult.self
        ) { $0.handWrittenJSON() })
      output(
        "twitterStruct",
        structState(Workloads.twitterFile, Workloads.twitterRegistry(), StructTwitterSearchResult.self) { $0.handWrittenJSON() })
    }
    if BenchmarkData.isAvailable(Workloads.citmFile) {
      output(
        "citm",
        state(
          Workloads.citmFile, Workloads.citmRegistry(), CitmCatalog.self,
          CitmCodableCatalog.self
        ) { $0.handWrittenJSON() })
      output(
        "citmStruct",
        structState(Workloads.citmFile, Workloads.citmRegistry(), StructCitmCatalog.self) { $0.handWrittenJSON() })
    }
    if BenchmarkData.isAvailable(Workloads.canadaFile) {
      output(
        "canada",
        state(
          Workloads.canadaFile, Workloads.canadaRegistry(), CanadaFeatureCollection.self,
          CanadaCodableFeatureCollection.self
        ) { $0.handWrittenJSON() })
    }
    output(
      "synthetic",
      {
        let data = SyntheticData.jsonData()
        let registry = Workloads.syntheticRegistry()
        let model = SyntheticBatch()
        model.records = try [SyntheticRecord](jsonData: data, registry: registry)
        let codable = CodableSyntheticBatch(records: try JSONDecoder().decode([CodableSyntheticRecord].self, from: data))
        return OutputState(model: model, codable: codable, registry: registry) { $0.handWrittenJSON() }
      })
    output(
      "syntheticStruct",
      {
        let data = SyntheticData.jsonData()
        let registry = Workloads.syntheticRegistry()
        var model = StructSyntheticBatch()
        model.records = try [StructSyntheticRecord](jsonData: data, registry: registry)
        return OutputState(model: model, codable: model, registry: registry) { $0.handWrittenJSON() }
      })

    if Workloads.githubAvailable {
      /// The hydrated events and the dictionaries their `jsonObject()` returns.
      let setup = { () throws -> (models: [any ReflectiveModel], objects: [[String: Any]], registry: MappingRegistry) in
        let input = try Workloads.github()
        let models = try input.object.map { try $0.fromBytes($0.data, input.registry) }
        return (models, try models.map { try $0.jsonObject(registry: input.registry) }, input.registry)
      }
      list += [
        Measurement("github.toDictionary.dictionaryRepresentation", setup) { s in
          for model in s.models { blackHole(model.dictionaryRepresentation(registry: s.registry)) }
        },
        Measurement("github.toDictionary.jsonObject", setup) { s in
          for model in s.models { blackHole(try model.jsonObject(registry: s.registry)) }
        },
        Measurement("github.toBytes.jsonData", setup) { s in
          for model in s.models { blackHole(try model.jsonData(registry: s.registry)) }
        },
        Measurement("github.toBytes.JSONSerialization", setup) { s in
          for object in s.objects { blackHole(try JSONSerialization.data(withJSONObject: object)) }
        },
      ]
    }
    return list
  }
}

/// What the output measurements of one workload start from.
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
