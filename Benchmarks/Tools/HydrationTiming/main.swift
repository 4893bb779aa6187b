// A quick wall-clock timing of the suite's measurement pairs, in one process, without
// package-benchmark: ReflectiveMapper ÷ its baseline, per workload, best of several rounds.
//
//   swift run -c release HydrationTiming [WORKLOAD ...]     # e.g. twitter synthetic
//
// It runs the measurements of `BenchmarkFixtures` (the list the benchmark targets and
// InstructionCounts use), so the three always time the same code. Wall-clock ratios move
// between runs on a shared machine; instructions.sh gives counts that do not.
//
// The struct workloads (`twitterStruct`, `citmStruct`, `syntheticStruct`) are timed like the
// others; before them, StructTwinCheck checks that their structs hold the values the class
// models get from the same data, whichever way they were made (not timed).
import BenchmarkFixtures
import Foundation

/// ReflectiveMapper's operation and the baseline it is compared with.
let pairs: [(mapper: String, baseline: String)] = [
  ("hydrate.ReflectiveMapper", "hydrate.handWritten"),
  ("bytesToModels.ReflectiveMapper", "bytesToModels.JSONDecoder"),
  // Constrained models (`twitter`'s constrained measurements) against the same models without.
  ("hydrate.constrained", "hydrate.ReflectiveMapper"),
  ("bytesToModels.constrained", "bytesToModels.ReflectiveMapper"),
  // Immutable models (`twitterLet`) against their `var` twins.
  ("hydrate.ReflectiveMapper", "hydrate.varTwin"),
  ("bytesToModels.ReflectiveMapper", "bytesToModels.varTwin"),
  ("parse.JSONParser", "parse.JSONSerialization"),
  ("toDictionary.jsonObject", "toDictionary.handWrittenToJSON"),
  ("toDictionary.dictionaryRepresentation", "toDictionary.handWrittenToJSON"),
  ("toBytes.jsonData", "toBytes.JSONEncoder"),
  // ReflectiveCodable models through JSONDecoder / JSONEncoder, against the plain Codable twins
  // and against the library's own entry points.
  ("bytesToModels.ReflectiveCodable", "bytesToModels.JSONDecoder"),
  ("bytesToModels.ReflectiveCodable", "bytesToModels.ReflectiveMapper"),
  ("toBytes.ReflectiveCodable", "toBytes.JSONEncoder"),
  ("toBytes.ReflectiveCodable", "toBytes.jsonData"),
  // The library's own coders: Codable twins and models, against Foundation's on the twins
  ("bytesToModels.ReflectiveJSONDecoder", "bytesToModels.JSONDecoder"),
  ("bytesToModels.ReflectiveCodableOwnDecoder", "bytesToModels.JSONDecoder"),
  ("toBytes.ReflectiveJSONEncoder", "toBytes.JSONEncoder"),
  ("toBytes.ReflectiveCodableOwnEncoder", "toBytes.JSONEncoder"),
  // The stream readers (`twitterStream`) against the in-memory array entry point on the same
  // statuses, and the asynchronous stream against the synchronous one.
  ("array.chunks4K", "array.inMemory"),
  ("array.chunks64K", "array.inMemory"),
  ("array.chunks1M", "array.inMemory"),
  ("lines.chunks64K", "array.inMemory"),
  ("array.async64K", "array.chunks64K"),
  ("lines.async64K", "lines.chunks64K"),
]

let requested = Set(CommandLine.arguments.dropFirst())
let measurements = Dictionary((Measurements.input + Measurements.output + Measurements.streaming).map { ($0.name, $0) }) { first, _ in first }
let workloads = Set(measurements.keys.map { String($0.prefix { $0 != "." }) }).filter { requested.isEmpty || requested.contains($0) }.sorted()

/// The best time of `body` in milliseconds over `rounds` rounds of `runs` calls each (one call
/// per sample; the minimum is the least disturbed).
func best(_ body: () throws -> Void, rounds: Int = 7, runs: Int = 3) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<rounds * runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return best
}

let structWorkloads = Set(workloads.filter { $0.hasSuffix("Struct") })
if !structWorkloads.isEmpty {
  do {
    for line in try StructTwinCheck.run(structWorkloads) { print(line) }
  } catch {
    print("StructTwinCheck: \(error)")
  }
  print()
}

print("workload         operation                               mapper ms  baseline ms  ratio")
for workload in workloads {
  for (mapper, baseline) in pairs {
    guard let ours = measurements["\(workload).\(mapper)"], let theirs = measurements["\(workload).\(baseline)"] else { continue }
    do {
      let oursBody = try ours.setup()
      let theirsBody = try theirs.setup()
      try oursBody()  // warm up: compiles the plans, faults the code in
      try theirsBody()
      var a = Double.infinity
      var b = Double.infinity
      for _ in 0..<3 {  // interleaved, so both see the same machine load
        a = min(a, try best(oursBody))
        b = min(b, try best(theirsBody))
      }
      // A ReflectiveCodable row names its baseline too: it is compared with two.
      let name = mapper.hasSuffix(".ReflectiveCodable") ? "\(mapper)÷\(baseline.split(separator: ".").last ?? "")" : mapper
      let label = name.padding(toLength: 38, withPad: " ", startingAt: 0)
      print(String(format: "%@ %@ %9.3f  %11.3f  %5.2f×", workload.padding(toLength: 16, withPad: " ", startingAt: 0), label, a, b, a / b))
    } catch {
      print("\(workload).\(mapper): \(error)")
    }
  }
}
