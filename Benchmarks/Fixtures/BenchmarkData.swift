// Where the benchmark data lives and how it is loaded.
//
// The real-world JSON files are not part of the repository: they are read from
// `../shared/data/` relative to the repository root (the folder holding Package.swift and
// Sources/ReflectiveMapper). The root is found by walking up from this source file
// (`#filePath`) and from the working directory (package-benchmark runs the benchmark
// executables from the Benchmarks folder); `REFLECTIVEMAPPER_BENCHMARK_DATA` overrides it.
// A workload whose file is missing is skipped, with a message on standard error.
//
// Each benchmark runs in a process of its own, so every workload is loaded lazily, in the
// benchmark's `setup` (not measured), and only by the benchmarks that use it.
import Foundation

enum BenchmarkData {
  /// The data folder, or nil when it cannot be found.
  static let folder: URL? = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["REFLECTIVEMAPPER_BENCHMARK_DATA"] {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    let starts = [
      URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
      URL(fileURLWithPath: fileManager.currentDirectoryPath, isDirectory: true),
    ]
    for start in starts {
      var folder = start.standardizedFileURL
      while folder.path != "/" {
        let marker = folder.appendingPathComponent("Sources/ReflectiveMapper").path
        if fileManager.fileExists(atPath: marker) {
          let data = folder.deletingLastPathComponent().appendingPathComponent("shared/data", isDirectory: true)
          if fileManager.fileExists(atPath: data.path) { return data }
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// The URL of a data file when it exists.
  static func url(_ name: String) -> URL? {
    guard let url = folder?.appendingPathComponent(name), FileManager.default.fileExists(atPath: url.path) else {
      return nil
    }
    return url
  }

  /// Whether a data file exists; prints why its workload is skipped when it does not.
  static func isAvailable(_ name: String) -> Bool {
    if url(name) != nil { return true }
    let place = folder?.path ?? "../shared/data (relative to the repository root; not found)"
    FileHandle.standardError.write(
      Data(
        "ReflectiveMapper benchmarks: \(name) not found in \(place); skipping its benchmarks. Set REFLECTIVEMAPPER_BENCHMARK_DATA to the data folder.\n"
          .utf8))
    return false
  }

  /// The bytes of a data file (call after `isAvailable`).
  static func bytes(_ name: String) throws -> Data {
    guard let url = url(name) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
    return try Data(contentsOf: url)
  }

  /// The file parsed by JSONSerialization, the input of the `[String: Any]` benchmarks.
  static func object(_ data: Data) throws -> Any {
    try JSONSerialization.jsonObject(with: data)
  }
}
