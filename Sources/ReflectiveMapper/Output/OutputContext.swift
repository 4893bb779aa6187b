import Foundation

/// What the output is for.
enum OutputMode {
  /// `dictionaryRepresentation`: property names, Swift values (`Date`, `URL` …) kept,
  /// cycles cut.
  case plain
  /// `jsonObject()`/`jsonData()`: service keys, JSON values only, cycles are errors.
  case json
}

/// The state of one output call: which models are being written (for cycle detection)
/// and how deep we are.
///
/// Paths are not tracked while writing: a failure carries its path out, each level adding
/// its component as the error passes (``OutputFailure/at(_:_:)``), so success pays nothing.
struct OutputContext {
  let registry: MappingRegistry
  let mode: OutputMode
  let options: OutputOptions
  let rootName: String
  var ancestors: [ObjectIdentifier] = []
  /// Nesting of values written by their dynamic type (`Any`, adapter output), which have no
  /// model to count.
  var dynamicDepth = 0
  let includeNulls: Bool
  /// The tag of the resolver of the property being written, for the models directly in it
  /// (``SubtypeTag``).
  var subtypeTag: SubtypeTag?

  init(registry: MappingRegistry, mode: OutputMode, options: OutputOptions, rootName: String) {
    self.registry = registry
    self.mode = mode
    self.options = options
    self.rootName = rootName
    self.includeNulls = mode == .json && options.contains(.includeNulls)
  }

  /// A failure to be thrown; the levels it passes through add the path.
  func error(_ reason: MappingError.Reason) -> OutputFailure {
    OutputFailure(reason: reason)
  }

  /// Enters a model; `false` when it is one of its own ancestors (a cycle) in plain mode.
  mutating func enter(_ object: AnyObject) throws -> Bool {
    let id = ObjectIdentifier(object)
    if ancestors.contains(id) {
      if mode == .plain { return false }
      throw error(.cycle("reference cycle: this \(MessageText.typeName(type(of: object))) contains itself"))
    }
    if isAtDepthLimit { throw error(.depthLimitExceeded(NestingLimit.levels)) }
    ancestors.append(id)
    return true
  }

  mutating func leave() { ancestors.removeLast() }

  /// Enters the model an output call starts from, as its kind enters a nested one (a class
  /// instance tracked for cycles).
  mutating func enterRoot(_ model: some ReflectiveModel, _ plan: any AnyModelPlan) throws {
    _ = try plan.enterOutput(model, &self)
  }

  /// Whether plain output has reached the depth limit (it then leaves deeper models out).
  var isAtDepthLimit: Bool { ancestors.count + dynamicDepth >= NestingLimit.levels }

  /// Enters a container written by its dynamic type; throws past the depth limit.
  @inline(__always)
  mutating func enterContainer() throws {
    if isAtDepthLimit { throw error(.depthLimitExceeded(NestingLimit.levels)) }
    dynamicDepth += 1
  }

  @inline(__always)
  mutating func leaveContainer() { dynamicDepth -= 1 }

  /// Runs an output call, turning a failure into the public `MappingError`.
  static func run<T>(rootName: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let failure as OutputFailure {
      let components = Array(failure.reversedPath.reversed())
      throw MappingError(
        path: MappingPath.service(components), property: MappingPath.property(root: rootName, components),
        reason: failure.reason, isFatal: true)
    }
  }
}

/// An output problem on its way out; each level it passes adds its path component.
struct OutputFailure: Error {
  var reason: MappingError.Reason
  /// For a value with no JSON form: its type's name, so that an adapter's member can say
  /// that its `serialize` returned it (rather than advise giving the property an adapter).
  var formlessType: String?
  /// The path from the failing value outwards.
  var reversedPath: [PathComponent] = []

  /// Runs `body`, giving a failure raised by a value with no JSON form the reason `blame`
  /// makes from that value's type name (an adapter's, a one-way property's), where the failure
  /// is.
  static func blamingFormless<T>(_ blame: (String) -> MappingError.Reason, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch var failure as OutputFailure {
      if let formless = failure.formlessType {
        failure.reason = blame(formless)
        failure.formlessType = nil
      }
      throw failure
    }
  }

  /// Runs `body`, adding `component` to the path of any failure it throws.
  @inline(__always)
  static func at<T>(_ component: @autoclosure () -> PathComponent, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch var failure as OutputFailure {
      failure.reversedPath.append(component())
      throw failure
    }
  }
}
