// Output benchmarks: models to dictionaries and JSON bytes, with the baselines measured in the
// same run. The measurements themselves are listed in Fixtures/Measurements.swift (shared
// with InstructionCounts).
import Benchmark
import BenchmarkFixtures
import BenchmarkSuite

let benchmarks: @Sendable () -> Void = {
  Suite.configure()
  Suite.register(Measurements.output)
}
