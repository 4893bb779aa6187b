// Peak resident memory of one operation on a scaled twitter document, in a process of its own
// (package-benchmark's peakMemoryResidentDelta is taken after a setup whose freed memory the
// operation reuses, so it cannot compare two operations).
//
//   PeakMemory --write COPIES FILE    # writes twitter.json's statuses × COPIES to FILE
//   PeakMemory NAME FILE [RUNS]       # loads FILE, runs NAME, prints the peak RSS growth of the
//                                     # first run and its time, and with RUNS > 1 the best time
//                                     # of the runs (warm: plans compiled, memory faulted in)
//   PeakMemory --list                 # the operation names
//   PeakMemory --write-stream COPIES FILE array|lines
//                                     # writes the statuses × COPIES to FILE one at a time:
//                                     # {"statuses":[…]} or JSON Lines (1,700 copies ≈ 1 GB)
//   PeakMemory --stream array|lines FILE [BLOCK [async]]
//                                     # reads FILE with a stream reader in BLOCK-byte blocks
//                                     # (64 KiB by default), each model dropped once read: the
//                                     # peak RSS growth, the time, and statuses per second
import BenchmarkFixtures
import Foundation

/// The process's peak resident set so far, in KiB.
func peakResidentKiB() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss  // KiB on Linux
  #else
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss / 1024  // bytes on Darwin
  #endif
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case "--list":
    for name in PeakMemoryProbe.names { print(name) }
  case "--write-stream":
    guard arguments.count == 4, let copies = Int(arguments[1]) else { throw CocoaError(.featureUnsupported) }
    try StreamingProbe.write(copies: copies, lines: arguments[3] == "lines", to: URL(fileURLWithPath: arguments[2]))
  case "--stream":
    guard (3...5).contains(arguments.count) else { throw CocoaError(.featureUnsupported) }
    let lines = arguments[1] == "lines"
    let block = arguments.count >= 4 ? Int(arguments[3]) ?? 65536 : 65536
    let isAsync = arguments.count == 5 && arguments[4] == "async"
    let url = URL(fileURLWithPath: arguments[2])
    let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    let before = peakResidentKiB()
    let start = DispatchTime.now().uptimeNanoseconds
    let count = try StreamingProbe.read(url, lines: lines, blockSize: block, async: isAsync)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let after = peakResidentKiB()
    print(
      "stream.\(arguments[1])\(isAsync ? ".async" : "") input \(size / (1 << 20)) MiB, block \(block) B, \(count) statuses, peak before \(before) KiB, after \(after) KiB, growth \(after - before) KiB, \(String(format: "%.1f", seconds)) s, \(String(format: "%.0f", Double(count) / seconds)) statuses/s, \(String(format: "%.1f", Double(size) / seconds / 1e6)) MB/s"
    )
  case "--write":
    guard arguments.count == 3, let copies = Int(arguments[1]) else { throw CocoaError(.featureUnsupported) }
    try PeakMemoryProbe.scaledTwitter(copies: copies).write(to: URL(fileURLWithPath: arguments[2]))
  default:
    guard arguments.count == 2 || arguments.count == 3 else { throw CocoaError(.featureUnsupported) }
    let runs = arguments.count == 3 ? Int(arguments[2]) ?? 1 : 1
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let before = peakResidentKiB()
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try PeakMemoryProbe.run(arguments[0], on: data)
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let after = peakResidentKiB()
    var best = milliseconds
    withExtendedLifetime(result) {
      for _ in 1..<max(runs, 1) {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try? PeakMemoryProbe.run(arguments[0], on: data)
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      }
    }
    print(
      "\(arguments[0]) input \(data.count / 1024) KiB, peak before \(before) KiB, after \(after) KiB, growth \(after - before) KiB, \(String(format: "%.1f", milliseconds)) ms, best of \(runs) \(String(format: "%.1f", best)) ms"
    )
  }
} catch {
  FileHandle.standardError.write(
    Data(
      "usage: PeakMemory --list | --write COPIES FILE | --write-stream COPIES FILE array|lines | --stream array|lines FILE [BLOCK [async]] | NAME FILE (\(error))\n"
        .utf8))
  exit(2)
}
