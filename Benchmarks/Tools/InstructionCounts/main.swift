// Runs one measurement of the suite a given number of times, for instruction counting under
// callgrind (see instructions.sh): instruction totals of the same binary repeat exactly
// whatever the machine's load, where wall-clock time does not.
//
//   InstructionCounts --list                 # the measurement names
//   InstructionCounts NAME ITERATIONS        # setup, one warm-up call, then ITERATIONS calls
//
// Running it with ITERATIONS = 0 and = N and differencing the totals cancels the setup and
// the warm-up (which also compiles the mapping plans), leaving N calls of the body.
import BenchmarkFixtures
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" {
  for measurement in Measurements.all { print(measurement.name) }
  exit(0)
}
guard arguments.count == 2, let name = arguments.first, let iterations = Int(arguments.last!), iterations >= 0 else {
  FileHandle.standardError.write(Data("usage: InstructionCounts --list | NAME ITERATIONS\n".utf8))
  exit(2)
}
guard let measurement = Measurements.all.first(where: { $0.name == name }) else {
  FileHandle.standardError.write(Data("InstructionCounts: no measurement named \(name)\n".utf8))
  exit(2)
}
do {
  let body = try measurement.setup()
  try body()
  for _ in 0..<iterations { try body() }
} catch {
  FileHandle.standardError.write(Data("InstructionCounts: \(name) threw \(error)\n".utf8))
  exit(1)
}
