// Every measured operation of the suite, by name, in one list: the package-benchmark targets
// register them (wall clock, throughput, mallocs) and `InstructionCounts` runs them under
// callgrind (instructions). Names are `<workload>.<operation>.<implementation>`.
//
// Input (HydrationBenchmarks), per workload:
//   parse.JSONSerialization        bytes → Any, Foundation
//   parse.JSONParser               bytes → Any, ReflectiveMapper's reader
//   hydrate.ReflectiveMapper       [String: Any] → models (init(dictionary:))
//   hydrate.handWritten            [String: Any] → models, idiomatic `as?` code
//   bytesToModels.ReflectiveMapper bytes → models (init(jsonData:))
//   bytesToModels.JSONDecoder      bytes → the equivalent Codable types
// Output (SerializationBenchmarks), per workload:
//   toDictionary.dictionaryRepresentation  property names, Swift values
//   toDictionary.jsonObject                service keys, JSON values
//   toDictionary.handWrittenToJSON         the hand-written equivalent of jsonObject
//   toBytes.jsonData                       ReflectiveMapper's own writer
//   toBytes.JSONEncoder                    the Codable twins, plain JSONEncoder
//   toBytes.JSONSerialization              JSONSerialization.data(withJSONObject:) of the
//                                          hand-written dictionary
//
// A measurement's `setup` (not measured) loads its input and returns the measured body. The
// `[String: Any]` inputs are parsed by JSONSerialization in setup; output starts from models
// hydrated from the bytes, Codable values decoded and the hand-written dictionary built in
// setup. GitHub has no hand-written or Codable twin: only its ReflectiveMapper and
// JSONSerialization measurements exist, and one iteration maps (or writes) all 5 payloads.
// `webhook` is one of them (the 28 KB pull_request): a subset of models, and plain Codable
// structs (GitHubCodable.swift) decoded by JSONDecoder and by ReflectiveJSONDecoder with a
// server's settings (snake-case keys, ISO 8601 dates).
// The synthetic records are written wrapped in one model, `{"records": [...]}`.
//
// Struct models: the workloads `twitterStruct`, `citmStruct` and `syntheticStruct` run the
// hydrate, bytesToModels, toDictionary and toBytes measurements above on the struct twins of
// the models (TwitterStructs.swift, CitmStructs.swift, SyntheticStructs.swift), with the same
// data and registries as `twitter`, `citm` and `synthetic`. Their baselines run on those
// very structs: hand-written `init(handWritten:)` code, and JSONDecoder / JSONEncoder (the
// structs are Codable too), so there are no separate Codable twins. Output starts from
// structs made by `init(jsonData:)`, which JSONEncoder then encodes. (No parse measurements:
// they would repeat the class workloads'; no update ones yet.)
import Foundation
import ReflectiveMapper

/// Keeps a result alive so the optimizer cannot drop the work that made it. (The fixtures do
/// not depend on package-benchmark, whose malloc interposer would skew instruction counts.)
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One named operation: `setup` loads what it needs and returns the body to measure.
public struct Measurement {
  /// The name benchmarks and instruction counts report it under (`twitter.hydrate.ReflectiveMapper`).
  public let name: String
  /// Loads the input and returns the body to measure.
  public let setup: () throws -> () throws -> Void

  init(_ name: String, _ setup: @escaping () throws -> () throws -> Void) {
    self.name = name
    self.setup = setup
  }

  /// A measurement whose state comes from `load` and whose body is `body`.
  init<State>(_ name: String, _ load: @escaping () throws -> State, _ body: @escaping (State) throws -> Void) {
    self.init(name) {
      let state = try load()
      return { try body(state) }
    }
  }
}

/// Every measurement, by workload and operation.
public enum Measurements {
  /// Everything: input, output, scale, then streaming.
  public static var all: [Measurement] { input + output + scale + streaming }

  // MARK: Input

  /// The input measurements of every workload whose data is present.
  public static var input: [Measurement] {
    var list: [Measurement] = []

    /// The two parse measurements of a workload whose bytes are `data(state)`.
    func parse<State>(_ workload: String, _ setup: @escaping () throws -> State, _ data: @escaping (State) -> [Data]) {
      list.append(
        Measurement("\(workload).parse.JSONSerialization", setup) { s in
          for bytes in data(s) { blackHole(try JSONSerialization.jsonObject(with: bytes)) }
        })
      list.append(
        Measurement("\(workload).parse.JSONParser", setup) { s in
          for bytes in data(s) { blackHole(try JSONParser.parse(bytes)) }
        })
    }

    if BenchmarkData.isAvailable(Workloads.twitterFile) {
      let setup = Workloads.twitter
      parse("twitter", setup) { [$0.data] }
      list += [
        Measurement("twitter.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try TwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("twitter.hydrate.handWritten", setup) { s in blackHole(TwitterSearchResult.handWritten(s.object)) },
        Measurement("twitter.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try TwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
        Measurement("twitter.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(CodableTwitterSearchResult.self, from: s.data))
        },
        Measurement("twitter.bytesToModels.ReflectiveCodable", withCoders(setup)) { s in
          blackHole(try s.1.decoder.decode(TwitterSearchResult.self, from: s.0.data))
        },
        // The library's own decoder: the Codable twins, then the models.
        Measurement("twitter.bytesToModels.ReflectiveJSONDecoder", withCoders(setup)) { s in
          blackHole(try s.1.libraryDecoder.decode(CodableTwitterSearchResult.self, from: s.0.data))
        },
        Measurement("twitter.bytesToModels.ReflectiveCodableOwnDecoder", withCoders(setup)) { s in
          blackHole(try s.1.libraryDecoder.decode(TwitterSearchResult.self, from: s.0.data))
        },
      ]
      // The same models with constraints on twelve properties of each status and user.
      let constrained = { () throws -> Loaded<[String: Any]> in
        let loaded = try setup()
        return Loaded(data: loaded.data, object: loaded.object, registry: Workloads.twitterConstrainedRegistry())
      }
      list += [
        Measurement("twitter.hydrate.constrained", constrained) { s in
          blackHole(try TwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("twitter.bytesToModels.constrained", constrained) { s in
          blackHole(try TwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
      ]
      list += update("twitter", setup) { s in try TwitterSearchResult(dictionary: s.object, registry: s.registry) }
      list += [
        Measurement("twitterStruct.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try StructTwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("twitterStruct.hydrate.handWritten", setup) { s in blackHole(StructTwitterSearchResult(handWritten: s.object)) },
        Measurement("twitterStruct.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try StructTwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
        Measurement("twitterStruct.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(StructTwitterSearchResult.self, from: s.data))
        },
        // Immutable twins (`let`s built through init(mappedValues:)) against the var structs above
        // (`varTwin`: the same calls on StructTwitterSearchResult), and against the same baselines.
        Measurement("twitterLet.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try LetTwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("twitterLet.hydrate.varTwin", setup) { s in
          blackHole(try StructTwitterSearchResult(dictionary: s.object, registry: s.registry))
        },
        Measurement("twitterLet.hydrate.handWritten", setup) { s in blackHole(StructTwitterSearchResult(handWritten: s.object)) },
        Measurement("twitterLet.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try LetTwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
        Measurement("twitterLet.bytesToModels.varTwin", setup) { s in
          blackHole(try StructTwitterSearchResult(jsonData: s.data, registry: s.registry))
        },
        Measurement("twitterLet.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(StructTwitterSearchResult.self, from: s.data))
        },
      ]
    }

    if BenchmarkData.isAvailable(Workloads.citmFile) {
      let setup = Workloads.citm
      parse("citm", setup) { [$0.data] }
      list += [
        Measurement("citm.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try CitmCatalog(dictionary: s.object, registry: s.registry))
        },
        Measurement("citm.hydrate.handWritten", setup) { s in blackHole(CitmCatalog.handWritten(s.object)) },
        Measurement("citm.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try CitmCatalog(jsonData: s.data, registry: s.registry))
        },
        Measurement("citm.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(CitmCodableCatalog.self, from: s.data))
        },
        Measurement("citm.bytesToModels.ReflectiveCodable", withCoders(setup)) { s in
          blackHole(try s.1.decoder.decode(CitmCatalog.self, from: s.0.data))
        },
        // The library's own decoder: the Codable twins, then the models.
        Measurement("citm.bytesToModels.ReflectiveJSONDecoder", withCoders(setup)) { s in
          blackHole(try s.1.libraryDecoder.decode(CitmCodableCatalog.self, from: s.0.data))
        },
        Measurement("citm.bytesToModels.ReflectiveCodableOwnDecoder", withCoders(setup)) { s in
          blackHole(try s.1.libraryDecoder.decode(CitmCatalog.self, from: s.0.data))
        },
      ]
      list += update("citm", setup) { s in try CitmCatalog(dictionary: s.object, registry: s.registry) }
      list += [
        Measurement("citmStruct.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try StructCitmCatalog(dictionary: s.object, registry: s.registry))
        },
        Measurement("citmStruct.hydrate.handWritten", setup) { s in blackHole(StructCitmCatalog(handWritten: s.object)) },
        Measurement("citmStruct.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try StructCitmCatalog(jsonData: s.data, registry: s.registry))
        },
        Measurement("citmStruct.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(StructCitmCatalog.self, from: s.data))
        },
      ]
    }

    if BenchmarkData.isAvailable(Workloads.canadaFile) {
      let setup = Workloads.canada
      parse("canada", setup) { [$0.data] }
      list += [
        Measurement("canada.hydrate.ReflectiveMapper", setup) { s in
          blackHole(try CanadaFeatureCollection(dictionary: s.object, registry: s.registry))
        },
        Measurement("canada.hydrate.handWritten", setup) { s in blackHole(CanadaFeatureCollection.handWritten(s.object)) },
        Measurement("canada.bytesToModels.ReflectiveMapper", setup) { s in
          blackHole(try CanadaFeatureCollection(jsonData: s.data, registry: s.registry))
        },
        Measurement("canada.bytesToModels.JSONDecoder", setup) { s in
          blackHole(try s.decoder.decode(CanadaCodableFeatureCollection.self, from: s.data))
        },
      ]
    }

    if Workloads.githubAvailable {
      let setup = Workloads.github
      parse("github", setup) { $0.object.map(\.data) }
      list += [
        Measurement("github.hydrate.ReflectiveMapper", setup) { s in
          for payload in s.object { blackHole(try payload.hydrate(payload.object, s.registry)) }
        },
        Measurement("github.bytesToModels.ReflectiveMapper", setup) { s in
          for payload in s.object { blackHole(try payload.fromBytes(payload.data, s.registry)) }
        },
      ]
    }

    // A webhook consumer mapping a subset of the 28 KB pull_request payload: unknown keys
    // ignored, and collected (kept and written back) by every model.
    if BenchmarkData.isAvailable(WebhookSubset.file) {
      for policy in [UnknownKeyPolicy.ignore, .collect] {
        let name = policy == .ignore ? "ignore" : "collect"
        let setup = { () throws -> Loaded<[String: Any]> in
          let data = try BenchmarkData.bytes(WebhookSubset.file)
          let object = try BenchmarkData.object(data) as? [String: Any] ?? [:]
          return Loaded(data: data, object: object, registry: WebhookSubset.registry(policy))
        }
        let written = { () throws -> (Loaded<[String: Any]>, WebhookPullRequestEvent) in
          let loaded = try setup()
          return (loaded, try WebhookPullRequestEvent(jsonData: loaded.data, registry: loaded.registry))
        }
        list += [
          Measurement("webhook.bytesToModels.\(name)", setup) { s in
            blackHole(try WebhookPullRequestEvent(jsonData: s.data, registry: s.registry))
          },
          Measurement("webhook.hydrate.\(name)", setup) { s in
            blackHole(try WebhookPullRequestEvent(dictionary: s.object, registry: s.registry))
          },
          Measurement("webhook.toBytes.\(name)", written, { s in blackHole(try s.1.jsonData(registry: s.0.registry)) }),
        ]
      }
      // The same payload into plain Codable structs, both decoders set up as a server's are
      // (snake-case keys, ISO 8601 dates).
      let codable = { () throws -> (data: Data, foundation: JSONDecoder, library: ReflectiveJSONDecoder) in
        let decoders = CodableWebhookEvent.serverDecoders()
        return (try BenchmarkData.bytes(WebhookSubset.file), decoders.foundation, decoders.library)
      }
      list += [
        Measurement("webhook.bytesToModels.JSONDecoder", codable) { s in
          blackHole(try s.foundation.decode(CodableWebhookEvent.self, from: s.data))
        },
        Measurement("webhook.bytesToModels.ReflectiveJSONDecoder", codable) { s in
          blackHole(try s.library.decode(CodableWebhookEvent.self, from: s.data))
        },
      ]
    }

    // A malformed body: every call collects (at most the registry's limit of) problems.
    let hostile = { () throws -> Loaded<[String: Any]> in
      let data = HostileData.jsonData()
      return Loaded(data: data, object: try BenchmarkData.object(data) as? [String: Any] ?? [:], registry: MappingRegistry())
    }
    list += [
      Measurement("hostile.hydrate.ReflectiveMapper", hostile) { s in
        var issues: [MappingError] = []
        blackHole(try HostileBatch(dictionary: s.object, registry: s.registry, issues: &issues))
        blackHole(issues.description)
      },
      Measurement(
        "hostile.bytesToModels.ReflectiveMapper",
        { Loaded(data: HostileData.jsonData(), object: [String: Any](), registry: MappingRegistry()) },
        { s in
          var issues: [MappingError] = []
          blackHole(try HostileBatch(jsonData: s.data, registry: s.registry, issues: &issues))
          blackHole(issues.description)
        }
      ),
    ]

    let synthetic = Workloads.synthetic
    parse("synthetic", synthetic) { [$0.data] }
    list += [
      Measurement("synthetic.hydrate.ReflectiveMapper", synthetic) { s in
        blackHole(try [SyntheticRecord](dictionaries: s.object, registry: s.registry))
      },
      Measurement("synthetic.hydrate.handWritten", synthetic) { s in blackHole(SyntheticRecord.handWrittenArray(s.object)) },
      Measurement("synthetic.bytesToModels.ReflectiveMapper", synthetic) { s in
        blackHole(try [SyntheticRecord](jsonData: s.data, registry: s.registry))
      },
      Measurement("synthetic.bytesToModels.JSONDecoder", synthetic) { s in
        blackHole(try s.decoder.decode([CodableSyntheticRecord].self, from: s.data))
      },
      Measurement("syntheticStruct.hydrate.ReflectiveMapper", synthetic) { s in
        blackHole(try [StructSyntheticRecord](dictionaries: s.object, registry: s.registry))
      },
      Measurement("syntheticStruct.hydrate.handWritten", synthetic) { s in blackHole(StructSyntheticRecord.handWrittenArray(s.object)) },
      Measurement("syntheticStruct.bytesToModels.ReflectiveMapper", synthetic) { s in
        blackHole(try [StructSyntheticRecord](jsonData: s.data, registry: s.registry))
      },
      Measurement("syntheticStruct.bytesToModels.JSONDecoder", synthetic) { s in
        blackHole(try s.decoder.decode([StructSyntheticRecord].self, from: s.data))
      },
    ]
    return list
  }

  /// The update measurements of a workload: `setValues(from:)` and `setValues(fromJSON:)` of the
  /// whole payload on a model hydrated from it in setup (every key present, so every property is
  /// journaled; nested models and arrays are recreated, having no `identifiedBy`).
  ///
  /// Compare with the workload's `hydrate` and `bytesToModels`. update.ReflectiveMapper
  /// [String: Any] → an existing model updateBytes.ReflectiveMapper  bytes → an existing model
  /// Class models only: a class is updated through its reference (a struct's `setValues` is
  /// `mutating`, and the struct workloads have no update measurements yet).
  static func update<M: ReflectiveModel & AnyObject>(
    _ workload: String, _ setup: @escaping () throws -> Loaded<[String: Any]>, _ make: @escaping (Loaded<[String: Any]>) throws -> M
  ) -> [Measurement] {
    let prepared = { () throws -> (Loaded<[String: Any]>, M) in
      let loaded = try setup()
      return (loaded, try make(loaded))
    }
    return [
      Measurement("\(workload).update.ReflectiveMapper", prepared) { s in
        try s.1.setValues(from: s.0.object, registry: s.0.registry)
      },
      Measurement("\(workload).updateBytes.ReflectiveMapper", prepared) { s in
        try s.1.setValues(fromJSON: s.0.data, registry: s.0.registry)
      },
    ]
  }
}
