/// An enumeration that describes its own cases for ``MappingRegistry/registerEnum(_:as:)``:
/// where its tag sits, and each case's tags, how it is made and taken apart.
///
/// `@ReflectiveEnum` (product `ReflectiveMapperMacros`, trait `Macros`) writes the
/// conformance from the enumeration's declaration, as MetaCodable's `@Codable` does for an
/// enum: every case in declaration order, named by its name (a raw-value enum's by its raw
/// value) or by its `@CaseTags`, its
/// associated values read from and written to members named by their names (`key` in
/// `load(key: String)` and `load(_ key: String)`; `_0`, `_1` for unnamed ones, as Swift's
/// synthesized `Codable` names them), and a case with one unnamed value read and written as
/// that value alone.
///
/// ```swift
/// @ReflectiveEnum(.tagged("type"))
/// enum Command {
///   @CaseTags(12, "load") case load(key: String)
///   case store(key: String, value: Int)
///   case reset
/// }
/// try registry.registerEnum(Command.self)
/// ```
///
/// A conformance written by hand lists the cases as ``MappingRegistry/registerEnum(_:as:_:)``'s
/// closure does.
public protocol ReflectiveEnum {
  /// Where the tag and the associated values sit in JSON.
  static var enumLayout: EnumLayout { get }

  /// Adds the cases, in the order reading tries them and output matches them.
  static func describeCases(_ cases: inout EnumMapping<Self>)
}

extension MappingRegistry {
  /// Registers an enumeration that describes its own cases (``ReflectiveEnum``, which
  /// `@ReflectiveEnum` writes), in its own layout or in `layout`.
  ///
  /// It is ``registerEnum(_:as:_:)`` with the type's cases: the same reading, output,
  /// problems and refusals.
  ///
  /// - Parameters:
  ///   - type: The enumeration.
  ///   - layout: Where the tag and the associated values sit; `nil`, the default, takes
  ///     ``ReflectiveEnum/enumLayout``.
  /// - Throws: A `MappingError` listing every problem with the cases (see
  ///   ``registerEnum(_:as:_:)``).
  public func registerEnum<Enum: ReflectiveEnum>(_ type: Enum.Type, as layout: EnumLayout? = nil) throws {
    try registerEnum(type, as: layout ?? Enum.enumLayout) { Enum.describeCases(&$0) }
  }
}
