// swift-tools-version: 6.1
// The ReflectiveMapper benchmark suite (package-benchmark): its own package, so the library
// keeps zero dependencies. Run from this folder: `swift package benchmark`, or `./compare.sh`
// for the ratio table. See README.md.
import PackageDescription

/// Sources of one benchmark target: Benchmarks/<name>/ (the benchmark plugin discovers the targets
/// whose folder sits in Benchmarks/).
///
/// The workloads and models come from `BenchmarkFixtures`, the configuration from `BenchmarkSuite`.
func benchmarkTarget(_ name: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      .product(name: "Benchmark", package: "benchmark"),
      "BenchmarkSuite",
    ],
    path: "Benchmarks/\(name)",
    swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

let package = Package(
  name: "ReflectiveMapperBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ReflectiveMapper", path: ".."),
    // Only 1.38.1 is mirrored here; the MallocInterposer trait replaces the default
    // (jemalloc) one, which would need a package that is not mirrored.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The workloads, their models (some are symlinks to the library's test fixtures) and the
    // list of measurements, shared by every target below.
    // (No package-benchmark dependency: its malloc interposer would skew instruction counts.)
    .target(
      name: "BenchmarkFixtures",
      dependencies: [.product(name: "ReflectiveMapper", package: "ReflectiveMapper")],
      path: "Fixtures",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // The package-benchmark configuration and registration of the measurements.
    .target(
      name: "BenchmarkSuite",
      dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkFixtures"],
      path: "Suite",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    benchmarkTarget("HydrationBenchmarks"),
    benchmarkTarget("SerializationBenchmarks"),
    benchmarkTarget("ScaleBenchmarks"),
    // One measurement, N times: for instruction counts under callgrind (instructions.sh).
    // Not in a folder whose parent is named Benchmarks: the benchmark plugin would run it.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkFixtures"],
      path: "Tools/InstructionCounts",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // Peak resident memory of one scaled decode per process (scale and memory).
    .executableTarget(
      name: "PeakMemory",
      dependencies: ["BenchmarkFixtures"],
      path: "Tools/PeakMemory",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // A quick wall-clock ratio table of the same measurements, in one process.
    .executableTarget(
      name: "HydrationTiming",
      dependencies: ["BenchmarkFixtures"],
      path: "Tools/HydrationTiming",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
