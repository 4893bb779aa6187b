import Foundation

/// A model that is `Codable` through its registry mapping: one mapping for `init(jsonData:)`,
/// `jsonData()`, `JSONDecoder`, `JSONEncoder` and every other coder.
///
/// Adopt it instead of `ReflectiveModel` and the model goes wherever an API expects `Codable`
/// (a server framework's request decoding and response encoding, `JSONEncoder` inside a larger
/// `Codable` value, property lists, caches), with nothing else to write:
///
/// ```swift
/// struct Reading: ReflectiveCodable {
///   var stationID = ""
///   var celsius = 0.0
///   static var keyPaths: [String: AnyKeyPath] { ["stationID": \Reading.stationID, "celsius": \Reading.celsius] }
/// }
/// try MappingRegistry.shared.register(Reading.self) { m in m.keys = ["station_id": "stationID"] }
///
/// let reading = try JSONDecoder().decode(Reading.self, from: bytes)   // same as Reading(jsonData: bytes)
/// let out = try JSONEncoder().encode(reading)                         // same JSON as reading.jsonData()
/// ```
///
/// `init(from:)` reads the decoder's value (any `Decoder`: JSON, property lists, a container
/// nested in a larger `Codable` value) and hydrates the model as ``ReflectiveModel/init(dictionary:registry:context:)``
/// does; `encode(to:)` writes ``ReflectiveModel/jsonObject(registry:includeNulls:)`` through the
/// encoder's containers. So everything the registry knows applies (key tables and strategies,
/// adapters, transforms, defaults, `required`, strictness, unknown keys including `.collect`),
/// and dates, `Data` and URLs follow the registry's strategies, not the coder's.
///
/// Which registry: the first of these that applies.
/// 1. The coder's `userInfo` under ``MappingRegistry/codingUserInfoKey``
///    (`decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry`).
/// 2. The type's ``codingRegistry`` (``MappingRegistry/shared`` unless the type says otherwise).
///
/// Problems surface the way `Codable` callers expect. A fatal mapping problem while decoding
/// is a `DecodingError` (`keyNotFound` for a missing required value, `valueNotFound` for a
/// refused `null`, `typeMismatch` for a value of the wrong kind, `dataCorrupted` for the rest)
/// whose coding path is the decoder's followed by the problem's ``MappingError/path``, whose
/// `underlyingError` is the ``MappingError`` (every problem of the call) and whose description
/// contains it; a server framework answers 400. Non-fatal problems reach the registry's
/// ``MappingRegistry/issueHandler``. A problem while encoding is an
/// `EncodingError.invalidValue` carrying the ``MappingError`` the same way.
///
/// > Note: The default `init(from:)` and `encode(to:)` replace the ones the compiler would
/// > synthesize, so the `Codable` form is the service's JSON, not the property names. Decoding
/// > through a generic `Decoder` reads each value into a dictionary first and then hydrates it;
/// > ``ReflectiveModel/init(jsonData:registry:context:)`` reads bytes directly and is faster:
/// > see <doc:Performance>.
public protocol ReflectiveCodable: ReflectiveModel, Codable {
  /// The registry `init(from:)` and `encode(to:)` use when the coder's `userInfo` names none.
  ///
  /// ``MappingRegistry/shared`` by default. A class that overrides it in a subclass declares it
  /// as a `class var`.
  static var codingRegistry: MappingRegistry { get }
}

extension ReflectiveCodable {
  /// ``MappingRegistry/shared``.
  public static var codingRegistry: MappingRegistry { .shared }

  /// Creates an instance and hydrates it from the decoder's value, an object.
  ///
  /// - Throws: `DecodingError` when the value is not an object, or carrying the
  ///   ``MappingError`` of a fatal mapping problem, or of a problem that loses an input value
  ///   under ``CodingRules/codable`` rules (see ``ReflectiveCodable``).
  public init(from decoder: any Decoder) throws {
    self = try Self.hydrating(from: decoder) { input, plan, registry, issues in
      try HydrationCall.create(Self.self, from: .parsed(input), plan: plan, registry: registry, mapping: MappingContext(), issues: &issues)
    }
  }

  /// Writes the model's JSON object (``ReflectiveModel/jsonObject(registry:includeNulls:)``)
  /// through the encoder's containers.
  ///
  /// - Throws: `EncodingError.invalidValue` carrying the ``MappingError`` when the model has
  ///   no JSON form (NaN, a one-way property, a cycle), or the encoder's own errors.
  public func encode(to encoder: any Encoder) throws { try encodeMappedValues(to: encoder) }

  /// What ``encode(to:)`` does, for a class whose `Codable` superclass gave it an
  /// `encode(to:)` of its own: declare `override func encode(to encoder: any Encoder) throws {
  /// try encodeMappedValues(to: encoder) }` (`@ReflectiveModel` writes it; registration
  /// refuses the class without it).
  public func encodeMappedValues(to encoder: any Encoder) throws {
    if encoder.userInfo[CodingProbe.key] != nil { throw CodingProbe.Reached() }
    let registry = CodableBridge.registry(in: encoder.userInfo, default: Self.codingRegistry)
    let object: [String: Any]
    do {
      if registry.plan(for: Self.self).isTransparent {
        // A transparent model is its property's value, of any kind.
        return try CodableBridge.write(value: registry.jsonObject(for: self), to: encoder)
      }
      object = try jsonObject(registry: registry)
    } catch let error as MappingError {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
    try CodableBridge.write(object, to: encoder)
  }

  /// What `hydrate` makes of the decoder's value, an object, under the coder's registry: its
  /// fatal problems, and under ``CodingRules/codable`` rules the first that lost an input
  /// value, thrown as the `DecodingError` at the decoder's coding path.
  fileprivate static func hydrating<R>(
    from decoder: any Decoder, _ hydrate: (Any, any AnyModelPlan, MappingRegistry, inout [MappingError]) throws -> R
  ) throws -> R {
    if decoder.userInfo[CodingProbe.key] != nil { throw CodingProbe.Reached() }
    let registry = CodableBridge.registry(in: decoder.userInfo, default: Self.codingRegistry)
    let plan = registry.plan(for: Self.self)
    // A transparent model (`ModelMapping.transparentProperty`) reads a value of any kind.
    let dictionary: Any =
      plan.isTransparent ? try CodableBridge.value(from: decoder) : try CodableBridge.object(from: decoder)
    var issues: [MappingError] = []
    let result: R
    do {
      result = try hydrate(dictionary, plan, registry, &issues)
    } catch let error as MappingError {
      throw DecodingError(error, codingPath: decoder.codingPath, model: Self.self)
    }
    if !issues.isEmpty, let error = CodingRules.inForce(decoder.userInfo, registry: registry).error(for: issues) {
      throw DecodingError(error, codingPath: decoder.codingPath, model: Self.self)
    }
    return result
  }
}

extension ReflectiveCodable where Self: AnyObject {
  /// What ``init(from:)`` does, on an instance made with `init()`, for a class whose `Codable`
  /// superclass gave it an `init(from:)` of its own.
  ///
  /// Declare `required convenience init(from decoder: any Decoder) throws { self.init(); try
  /// decodeMappedValues(from: decoder) }` (`@ReflectiveModel` writes it; registration refuses
  /// the class without it): the instance is hydrated as a new one (defaults, `required`).
  public func decodeMappedValues(from decoder: any Decoder) throws {
    var model = self
    try Self.hydrating(from: decoder) { input, plan, registry, issues in
      // `Self` is the static type here: a subclass instance is hydrated by its own plan.
      let own = type(of: model) == Self.self ? plan : nil
      try HydrationCall.update(&model, from: .parsed(input), isNew: true, plan: own, registry: registry, mapping: MappingContext(), issues: &issues)
    }
  }
}

extension MappingRegistry {
  /// The `userInfo` key under which a coder names the registry that ``ReflectiveCodable``
  /// models use.
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[MappingRegistry.codingUserInfoKey] = serviceRegistry
  /// let order = try decoder.decode(Order.self, from: bytes)
  /// ```
  ///
  /// It takes precedence over the model type's ``ReflectiveCodable/codingRegistry``. The
  /// library's own bridge for `Codable` property types passes the registry of the call on
  /// this way, so a model inside a `Codable` value inside a model uses the outer call's registry.
  public static let codingUserInfoKey = CodingUserInfoKey(rawValue: "ReflectiveMapper.MappingRegistry")!
}
