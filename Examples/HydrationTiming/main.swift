// A release-mode timing of hydration against idiomatic hand-written code, in one process.
//
//   swift run -c release HydrationTiming [path/to/twitter.json]
//
// Prints the best-of-N time ratio ReflectiveMapper ÷ hand-written for the 100 statuses of
// twitter.json, starting from the `[String: Any]` that JSONSerialization returns, and for the
// synthetic records of Benchmarks/ (20,000 generated flat records); then the output and JSON
// input ratios. The full benchmark suite (package-benchmark) lives in Benchmarks/.
//
// For profilers, each of these runs one workload N times and exits: PROFILE_MAPPER=N and
// PROFILE_HAND=N (twitter hydration), PROFILE_BYTES, PROFILE_OUTPUT, PROFILE_SYNTHETIC=N and
// PROFILE_SYNTHETIC_HAND=N (the synthetic ones run after the twitter timing).
import Foundation
import ReflectiveMapper

let path = CommandLine.arguments.dropFirst().first ?? "../shared/data/twitter.json"
guard let data = FileManager.default.contents(atPath: path) else {
  print("twitter.json not found at \(path); pass its path as the first argument")
  exit(1)
}
let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return best
}

var sink = 0
// Warm up: compile the plans, fault in the code.
_ = try TwitterSearchResult(dictionary: object, registry: registry)
_ = TwitterSearchResult.handWritten(object)

if ProcessInfo.processInfo.environment["PROFILE_BYTES"] != nil {
  for _ in 0..<100 { sink &+= try TwitterSearchResult(jsonData: data, registry: registry).statuses.count }
  exit(0)
}
if ProcessInfo.processInfo.environment["PROFILE_OUTPUT"] != nil {
  let model = try TwitterSearchResult(dictionary: object, registry: registry)
  for _ in 0..<20 {
    sink &+= try model.jsonObject(registry: registry).count
    sink &+= model.handWrittenJSON().count
  }
  exit(0)
}
if let runs = ProcessInfo.processInfo.environment["PROFILE_HAND"] {
  for _ in 0..<(Int(runs) ?? 200) { sink &+= TwitterSearchResult.handWritten(object).statuses.count }
  exit(0)
}
if ProcessInfo.processInfo.environment["PROFILE_MAPPER"] != nil {
  for _ in 0..<(Int(ProcessInfo.processInfo.environment["PROFILE_MAPPER"]!) ?? 200) {
    sink &+= try TwitterSearchResult(dictionary: object, registry: registry).statuses.count
  }
  exit(0)
}

var mapperTimes: [Double] = []
var handTimes: [Double] = []
for _ in 0..<15 {
  handTimes.append(best(of: 5) { sink &+= TwitterSearchResult.handWritten(object).statuses.count })
  mapperTimes.append(try best(of: 5) { sink &+= try TwitterSearchResult(dictionary: object, registry: registry).statuses.count })
}
let hand = handTimes.min()!
let mapper = mapperTimes.min()!
print(String(format: "hydration  hand-written:     %.3f ms", hand))
print(String(format: "hydration  ReflectiveMapper: %.3f ms", mapper))
print(String(format: "hydration  ratio ReflectiveMapper / hand-written: %.2f×  (target ≤ 1.5×)", mapper / hand))

// The synthetic workload of Benchmarks/ (20,000 flat records with a nested model), same method.
let synthetic = try JSONSerialization.jsonObject(with: SyntheticData.jsonData()) as! [Any]
let syntheticRegistry = MappingRegistry(defaultKeyStrategy: .snakeCase)
_ = try [SyntheticRecord](dictionaries: synthetic, registry: syntheticRegistry)
if let runs = ProcessInfo.processInfo.environment["PROFILE_SYNTHETIC_HAND"] {
  for _ in 0..<(Int(runs) ?? 10) { sink &+= SyntheticRecord.handWrittenArray(synthetic).count }
  exit(0)
}
if let runs = ProcessInfo.processInfo.environment["PROFILE_SYNTHETIC"] {
  for _ in 0..<(Int(runs) ?? 10) { sink &+= try [SyntheticRecord](dictionaries: synthetic, registry: syntheticRegistry).count }
  exit(0)
}
var syntheticHand = Double.infinity
var syntheticMapper = Double.infinity
for _ in 0..<5 {
  syntheticHand = min(syntheticHand, best(of: 3) { sink &+= SyntheticRecord.handWrittenArray(synthetic).count })
  syntheticMapper = min(
    syntheticMapper, try best(of: 3) { sink &+= try [SyntheticRecord](dictionaries: synthetic, registry: syntheticRegistry).count })
}
print(String(format: "synthetic  hydration %.3f ms vs hand-written %.3f ms: %.2f×", syntheticMapper, syntheticHand, syntheticMapper / syntheticHand))

// Output: jsonObject against hand-written toJSON, jsonData against JSONEncoder.
let model = try TwitterSearchResult(dictionary: object, registry: registry)
let codable = try JSONDecoder().decode(CodableTwitterSearchResult.self, from: data)
let encoder = JSONEncoder()
var toJSONTimes: [Double] = []
var jsonObjectTimes: [Double] = []
var encoderTimes: [Double] = []
var jsonDataTimes: [Double] = []
for _ in 0..<15 {
  toJSONTimes.append(best(of: 5) { sink &+= model.handWrittenJSON().count })
  jsonObjectTimes.append(try best(of: 5) { sink &+= try model.jsonObject(registry: registry).count })
  encoderTimes.append(try best(of: 5) { sink &+= try encoder.encode(codable).count })
  jsonDataTimes.append(try best(of: 5) { sink &+= try model.jsonData(registry: registry).count })
}
let toJSON = toJSONTimes.min()!
let jsonObject = jsonObjectTimes.min()!
let encoded = encoderTimes.min()!
let jsonData = jsonDataTimes.min()!
print(String(format: "jsonObject %.3f ms vs hand-written toJSON %.3f ms: %.2f×  (target ≤ 3×)", jsonObject, toJSON, jsonObject / toJSON))
print(String(format: "jsonData   %.3f ms vs JSONEncoder %.3f ms: %.2f×  (target ≤ 1.0×)", jsonData, encoded, jsonData / encoded))

// JSON input: bytes to values against JSONSerialization, bytes to models against JSONDecoder.
func compare(_ label: String, _ target: String, _ ours: () throws -> Void, _ theirs: () throws -> Void) rethrows {
  var oursTimes: [Double] = []
  var theirsTimes: [Double] = []
  for _ in 0..<10 {
    oursTimes.append(try best(of: 3, ours))
    theirsTimes.append(try best(of: 3, theirs))
  }
  let a = oursTimes.min()!
  let b = theirsTimes.min()!
  print(String(format: "%@ %.3f ms vs %.3f ms: %.2f×  (target %@)", label, a, b, a / b, target))
}
let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
for name in ["twitter.json", "citm_catalog.json", "canada.json"] {
  guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
  try compare(
    "parse \(name) JSONParser vs JSONSerialization", "≤ 0.7×",
    { sink &+= (try JSONParser.parse(bytes) as? [String: Any])?.count ?? 0 },
    { sink &+= (try JSONSerialization.jsonObject(with: bytes) as? [String: Any])?.count ?? 0 })
}
let decoder = JSONDecoder()
try compare(
  "twitter init(jsonData:) vs JSONDecoder", "≤ 0.8×",
  { sink &+= try TwitterSearchResult(jsonData: data, registry: registry).statuses.count },
  { sink &+= try decoder.decode(CodableTwitterSearchResult.self, from: data).statuses.count })
if let citm = FileManager.default.contents(atPath: folder.appendingPathComponent("citm_catalog.json").path) {
  let plain = MappingRegistry()
  try compare(
    "citm init(jsonData:) vs JSONDecoder", "≤ 0.8×",
    { sink &+= try CitmCatalog(jsonData: citm, registry: plain).performances.count },
    { sink &+= try decoder.decode(CitmCodableCatalog.self, from: citm).performances.count })
}
if sink == 42 { print("") }
