import Foundation

/// Whether values of a declared type can ever be written as JSON, decided once per property
/// when a plan is compiled (the README's "Real classes": what is output).
enum JSONForm {
  /// Whether `type` (looked at through its optionals and collections) has a JSON form: a built-in
  /// type, a model, a `RawRepresentable`, `LosslessStringConvertible` or `Encodable` value, a
  /// Foundation number, string or container, a type with a transform, or a type only known at run
  /// time (`Any`, `AnyObject`, `any ReflectiveModel`), which is checked per value.
  ///
  /// Closures, delegates and other objects are not.
  static func exists(for type: Any.Type, transforms: [ObjectIdentifier: TypeTransform]) -> Bool {
    let inner = innermostType(type)
    if transforms[ObjectIdentifier(inner)] != nil || transforms[ObjectIdentifier(type)] != nil { return true }
    if inner == Any.self || inner == AnyObject.self || inner == (any ReflectiveModel).self { return true }
    if inner is any BuiltInScalar.Type { return true }
    if inner is any ReflectiveModel.Type || inner is any RawRepresentable.Type || inner is any Encodable.Type {
      return true
    }
    if inner is any LosslessStringConvertible.Type { return true }
    return inner is NSNumber.Type || inner is NSString.Type || inner is NSArray.Type || inner is NSDictionary.Type
      || inner is NSNull.Type || inner is NSSet.Type || inner is NSDate.Type || inner is NSURL.Type || inner is NSData.Type
  }
}
