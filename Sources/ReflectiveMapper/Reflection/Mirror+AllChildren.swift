/// Mirror helpers shared by validation and output.
extension Mirror {
  /// The stored properties of `subject`, base class first, walking the whole
  /// `superclassMirror` chain (a subclass's own mirror lists only its own properties).
  static func allChildren(of subject: Any) -> [Mirror.Child] {
    var chain: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
      chain.append(current)
      mirror = current.superclassMirror
    }
    return chain.reversed().flatMap { Array($0.children) }
  }

  /// Whether a child label is a `lazy var`'s storage.
  static func isLazyStorage(_ label: String) -> Bool { label.hasPrefix("$__lazy_storage_$_") }

  /// The value a child stands for: a property wrapper's `wrappedValue` when the wrapper
  /// (storage `_name`) keeps it in a stored property of that name, else the child's value.
  static func storedValue(_ value: Any, label: String) -> Any {
    guard label.hasPrefix("_"), !label.hasPrefix("_$"),
      let wrapped = Mirror(reflecting: value).children.first(where: { $0.label == "wrappedValue" })
    else { return value }
    return wrapped.value
  }

  /// The property name behind a child label: property wrappers' storage `_name` and lazy
  /// storage `$__lazy_storage_$_name` give `name`; macro storage (`_$…`) gives `nil`.
  static func propertyName(forLabel label: String) -> String? {
    if label.hasPrefix("_$") { return nil }
    let lazyPrefix = "$__lazy_storage_$_"
    if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
    if label.hasPrefix("_") { return String(label.dropFirst()) }
    return label
  }
}
