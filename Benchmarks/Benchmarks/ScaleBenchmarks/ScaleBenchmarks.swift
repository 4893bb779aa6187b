// Scale benchmarks: twitter's statuses repeated to ~5 MB and ~50 MB (generated in setup),
// bytes → models and `[String: Any]` → models against JSONDecoder and hand-written code,
// with wall clock and resident-memory growth. See Fixtures/Measurements.swift.
import Benchmark
import BenchmarkFixtures
import BenchmarkSuite

let benchmarks: @Sendable () -> Void = {
  Suite.configureScale()
  Suite.register(Measurements.scale)
}
