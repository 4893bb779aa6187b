public import Foundation

/// Factories that create the subclass the input names: an initializer cannot return a
/// subclass; `make` can.
///
/// ```swift
/// try registry.register(Vehicle.self) { m in
///   m.subtypeResolver = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
/// }
/// let vehicle = try Vehicle.make(dictionary: ["kind": "car", "wheels": 4], registry: registry)   // a Car
/// ```
///
/// The type is this one when its registration has no ``ModelMapping/subtypeResolver`` (or
/// the resolver keeps it). Parameters and the `issues` form are those of
/// ``ReflectiveModel/init(dictionary:registry:context:)``.
extension ReflectiveModel {
  /// Creates an instance of the subclass the registration's ``ModelMapping/subtypeResolver``
  /// picks from `dictionary`, and hydrates it.
  ///
  /// - Throws: `MappingError` for an unknown or ill-typed discriminator (at its key), a picked
  ///   type that is not this type or a subclass, or any fatal mapping problem.
  public static func make(dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws -> Self {
    var issues: [MappingError] = []
    return try make(dictionary: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// ``make(dictionary:registry:context:)``, appending every problem found to `issues`.
  public static func make(
    dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws -> Self {
    try HydrationCall.make(Self.self, from: .parsed(dictionary), registry: registry, mapping: context, issues: &issues)
  }

  /// Creates an instance of the resolved subclass from JSON bytes holding an object; see
  /// ``make(dictionary:registry:context:)``.
  public static func make(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws
    -> Self
  {
    var issues: [MappingError] = []
    return try make(jsonData: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// ``make(jsonData:registry:context:)``, appending every problem found to `issues`.
  public static func make(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws -> Self {
    try HydrationCall.make(Self.self, from: .json(jsonData, at: nil), registry: registry, mapping: context, issues: &issues)
  }

  /// Creates an instance of the resolved subclass from JSON text; see
  /// ``make(dictionary:registry:context:)``.
  public static func make(jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws -> Self {
    try make(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context)
  }

  /// ``make(jsonString:registry:context:)``, appending every problem found to `issues`.
  public static func make(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws -> Self {
    try make(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context, issues: &issues)
  }
}
