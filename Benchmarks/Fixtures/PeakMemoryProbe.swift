// What Tools/PeakMemory runs: one decode of a scaled twitter document, each way, so that the
// peak resident memory of each can be measured in a process of its own.
import Foundation
import ReflectiveMapper

/// The operations whose peak memory `PeakMemory` compares.
public enum PeakMemoryProbe {
  /// One registry for every run of a process, so the plans are compiled once (the first run).
  static let registry = Workloads.twitterRegistry()

  /// The operation names, in the order `PeakMemory --list` prints them.
  public static let names = ["bytesToModels.ReflectiveMapper", "bytesToModels.JSONDecoder", "hydrate.ReflectiveMapper", "hydrate.handWritten"]

  /// twitter.json's statuses repeated `copies` times, as JSON bytes.
  public static func scaledTwitter(copies: Int) throws -> Data {
    try Workloads.twitterScaled(copies, parsed: false).data
  }

  /// Runs the operation `name` on `data` once and returns what it made (kept alive by the caller
  /// until its memory has been read).
  ///
  /// The `hydrate` ones parse `data` with JSONSerialization first, as a service that receives
  /// `[String: Any]` does.
  public static func run(_ name: String, on data: Data) throws -> Any {
    switch name {
    case "bytesToModels.ReflectiveMapper": return try TwitterSearchResult(jsonData: data, registry: registry)
    case "bytesToModels.JSONDecoder": return try JSONDecoder().decode(CodableTwitterSearchResult.self, from: data)
    case "hydrate.ReflectiveMapper":
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      return (object, try TwitterSearchResult(dictionary: object, registry: registry))
    case "hydrate.handWritten":
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      return (object, TwitterSearchResult.handWritten(object))
    default: throw CocoaError(.featureUnsupported)
    }
  }
}
