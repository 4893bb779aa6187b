// swift-tools-version: 6.1
// The ReflectiveMapper benchmark suite (package-benchmark): its own package, so the library
// keeps zero dependencies. Run from this folder: `swift package benchmark`, or `./compare.sh`
// for the ratio table. See README.md.
import PackageDescription

/// Sources of one benchmark target: Benchmarks/<name>/ (the benchmark plugin discovers the
/// targets whose folder sits in Benchmarks/). Model fixtures are symlinks into the library's
/// test fixtures and into Fixtures/ here.
func benchmarkTarget(_ name: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      .product(name: "Benchmark", package: "benchmark"),
      .product(name: "ReflectiveMapper", package: "ReflectiveMapper"),
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
    benchmarkTarget("HydrationBenchmarks"),
    benchmarkTarget("SerializationBenchmarks"),
  ],
  swiftLanguageModes: [.v6]
)
