// Input benchmarks: JSON bytes and `[String: Any]` to models, with the baselines measured in
// the same run. Per workload (see Workloads.swift):
//
//   <workload>.parse.JSONSerialization        bytes → Any, Foundation
//   <workload>.parse.JSONParser               bytes → Any, ReflectiveMapper's reader
//   <workload>.hydrate.ReflectiveMapper       [String: Any] → models (init(dictionary:))
//   <workload>.hydrate.handWritten            [String: Any] → models, idiomatic `as?` code
//   <workload>.bytesToModels.ReflectiveMapper bytes → models (init(jsonData:))
//   <workload>.bytesToModels.JSONDecoder      bytes → the equivalent Codable types
//
// The `[String: Any]` input is parsed by JSONSerialization in setup, outside the measured
// block. GitHub has no hand-written or Codable twin of its models, so only its parse and
// ReflectiveMapper benchmarks run; one iteration maps all 5 payloads.
import Benchmark
import Foundation
import ReflectiveMapper

let benchmarks: @Sendable () -> Void = {
  Suite.configure()

  /// The two parse benchmarks of a workload whose bytes are `data(state)`.
  func parse<State>(_ workload: String, _ setup: @escaping () throws -> State, _ data: @escaping (State) -> [Data]) {
    bench("\(workload).parse.JSONSerialization", setup) { s in
      for bytes in data(s) { blackHole(try JSONSerialization.jsonObject(with: bytes)) }
    }
    bench("\(workload).parse.JSONParser", setup) { s in
      for bytes in data(s) { blackHole(try JSONParser.parse(bytes)) }
    }
  }

  if BenchmarkData.isAvailable(Workloads.twitterFile) {
    let setup = Workloads.twitter
    parse("twitter", setup) { [$0.data] }
    bench("twitter.hydrate.ReflectiveMapper", setup) { s in
      blackHole(try TwitterSearchResult(dictionary: s.object, registry: s.registry))
    }
    bench("twitter.hydrate.handWritten", setup) { s in
      blackHole(TwitterSearchResult.handWritten(s.object))
    }
    bench("twitter.bytesToModels.ReflectiveMapper", setup) { s in
      blackHole(try TwitterSearchResult(jsonData: s.data, registry: s.registry))
    }
    bench("twitter.bytesToModels.JSONDecoder", setup) { s in
      blackHole(try s.decoder.decode(CodableTwitterSearchResult.self, from: s.data))
    }
  }

  if BenchmarkData.isAvailable(Workloads.citmFile) {
    let setup = Workloads.citm
    parse("citm", setup) { [$0.data] }
    bench("citm.hydrate.ReflectiveMapper", setup) { s in
      blackHole(try CitmCatalog(dictionary: s.object, registry: s.registry))
    }
    bench("citm.hydrate.handWritten", setup) { s in
      blackHole(CitmCatalog.handWritten(s.object))
    }
    bench("citm.bytesToModels.ReflectiveMapper", setup) { s in
      blackHole(try CitmCatalog(jsonData: s.data, registry: s.registry))
    }
    bench("citm.bytesToModels.JSONDecoder", setup) { s in
      blackHole(try s.decoder.decode(CitmCodableCatalog.self, from: s.data))
    }
  }

  if BenchmarkData.isAvailable(Workloads.canadaFile) {
    let setup = Workloads.canada
    parse("canada", setup) { [$0.data] }
    bench("canada.hydrate.ReflectiveMapper", setup) { s in
      blackHole(try CanadaFeatureCollection(dictionary: s.object, registry: s.registry))
    }
    bench("canada.hydrate.handWritten", setup) { s in
      blackHole(CanadaFeatureCollection.handWritten(s.object))
    }
    bench("canada.bytesToModels.ReflectiveMapper", setup) { s in
      blackHole(try CanadaFeatureCollection(jsonData: s.data, registry: s.registry))
    }
    bench("canada.bytesToModels.JSONDecoder", setup) { s in
      blackHole(try s.decoder.decode(CanadaCodableFeatureCollection.self, from: s.data))
    }
  }

  if Workloads.githubAvailable {
    let setup = Workloads.github
    parse("github", setup) { $0.object.map(\.data) }
    bench("github.hydrate.ReflectiveMapper", setup) { s in
      for payload in s.object { blackHole(try payload.hydrate(payload.object, s.registry)) }
    }
    bench("github.bytesToModels.ReflectiveMapper", setup) { s in
      for payload in s.object { blackHole(try payload.fromBytes(payload.data, s.registry)) }
    }
  }

  do {
    let setup = Workloads.synthetic
    parse("synthetic", setup) { [$0.data] }
    bench("synthetic.hydrate.ReflectiveMapper", setup) { s in
      blackHole(try [SyntheticRecord](dictionaries: s.object, registry: s.registry))
    }
    bench("synthetic.hydrate.handWritten", setup) { s in
      blackHole(SyntheticRecord.handWrittenArray(s.object))
    }
    bench("synthetic.bytesToModels.ReflectiveMapper", setup) { s in
      blackHole(try [SyntheticRecord](jsonData: s.data, registry: s.registry))
    }
    bench("synthetic.bytesToModels.JSONDecoder", setup) { s in
      blackHole(try s.decoder.decode([CodableSyntheticRecord].self, from: s.data))
    }
  }
}
