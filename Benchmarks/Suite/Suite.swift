// The package-benchmark configuration shared by the benchmark targets, and the registration
// of the measurements listed in BenchmarkFixtures (Fixtures/Measurements.swift).
import Benchmark
import BenchmarkFixtures

/// The benchmark configuration and registration the benchmark targets share.
public enum Suite {
  /// Wall clock, throughput and malloc count (the retain/release metrics crash here).
  ///
  /// Each benchmark runs for about a second (at most 200 iterations; at least one) after one
  /// warm-up iteration, which also compiles the mapping plans. Malloc counts are checked against
  /// the committed thresholds (Thresholds/) with a 2 % tolerance at p90.
  public static func configure() {
    Benchmark.defaultConfiguration = .init(
      metrics: [.wallClock, .throughput, .mallocCountTotal],
      warmupIterations: 1,
      maxDuration: .seconds(1),
      maxIterations: 200,
      thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 2.0])]
    )
  }

  /// The scale benchmarks: wall clock and the growth of resident memory during the run
  /// (peak minus the resident size at its start, so the loaded input does not count), a
  /// few iterations of each (one 50 MB iteration takes about a second).
  public static func configureScale() {
    Benchmark.defaultConfiguration = .init(
      metrics: [.wallClock, .throughput, .peakMemoryResidentDelta],
      warmupIterations: 1,
      maxDuration: .seconds(3),
      maxIterations: 10
    )
  }

  /// Registers one package-benchmark benchmark per measurement: its setup runs once per
  /// process (not measured), its body once per iteration.
  public static func register(_ measurements: [Measurement]) {
    for measurement in measurements {
      Benchmark(
        measurement.name,
        closure: { (benchmark: Benchmark, body: () throws -> Void) throws in
          for _ in benchmark.scaledIterations { try body() }
        },
        setup: measurement.setup)
    }
  }
}
