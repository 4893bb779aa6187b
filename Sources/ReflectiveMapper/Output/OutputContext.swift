import Foundation

/// Options for ``ReflectiveModel/jsonObject(registry:options:)`` and
/// ``ReflectiveModel/jsonData(registry:prettyPrinted:options:)``.
public struct OutputOptions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Write `null` for nil properties instead of leaving their keys out.
  public static let includeNulls = OutputOptions(rawValue: 1 << 0)
  /// Write object keys in lexicographic order (stable, diffable output).
  public static let sortedKeys = OutputOptions(rawValue: 1 << 1)
}

/// What the output is for.
enum OutputMode {
  /// `dictionaryRepresentation`: property names, Swift values (`Date`, `URL` …) kept,
  /// cycles cut.
  case plain
  /// `jsonObject()`/`jsonData()`: service keys, JSON values only, cycles are errors.
  case json
}

/// The state of one output call: where we are (for error paths), which models are
/// being written (for cycle detection), how deep we are.
struct OutputContext {
  static let maxDepth = 512

  let registry: MappingRegistry
  let mode: OutputMode
  let options: OutputOptions
  let rootName: String
  var path: [PathComponent] = []
  var ancestors: [ObjectIdentifier] = []

  init(registry: MappingRegistry, mode: OutputMode, options: OutputOptions, rootName: String) {
    self.registry = registry
    self.mode = mode
    self.options = options
    self.rootName = rootName
  }

  /// A `MappingError` at the current path (extended by `last`).
  func error(_ reason: MappingError.Reason, at last: PathComponent? = nil) -> MappingError {
    var components = path
    if let last { components.append(last) }
    let servicePath: String
    if mode == .plain {
      servicePath = MappingPath.property(root: rootName, components).map { String($0.dropFirst(rootName.count + 1)) } ?? ""
    } else {
      servicePath = MappingPath.service(components)
    }
    return MappingError(
      path: servicePath, property: MappingPath.property(root: rootName, components), reason: reason, isFatal: true)
  }

  /// Enters a model; `false` when it is one of its own ancestors (a cycle).
  mutating func enter(_ object: AnyObject) throws -> Bool {
    let id = ObjectIdentifier(object)
    if ancestors.contains(id) {
      if mode == .plain { return false }
      throw error(.cycle("reference cycle: this \(Describe.typeName(type(of: object))) contains itself"))
    }
    if ancestors.count >= Self.maxDepth { throw error(.depthLimitExceeded(Self.maxDepth)) }
    ancestors.append(id)
    return true
  }

  mutating func leave() { ancestors.removeLast() }
}
