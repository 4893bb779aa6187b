/// How two types relate, for the library's one subtype check.
enum TypeRelation {
  /// Whether `type` is `base` or a subclass of it: the one subtype check of the library
  /// (resolvers, registration inheritance, key-path roots, element-type hints).
  static func isType(_ type: Any.Type, subclassOf base: Any.Type) -> Bool {
    func open<B>(_: B.Type) -> Bool { type is B.Type }
    return open(base)
  }
}
