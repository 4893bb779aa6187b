import Foundation

/// Finds the stored property each writable key path of a model writes.
enum KeyPathNameCheck {
  struct Finding: Equatable {
    /// The name `keyPaths` lists.
    var name: String
    /// The stored property its key path writes.
    var writes: String
    var message: String
  }

  static func findings<M: ReflectiveModel>(_: M.Type, keyPaths: [String: AnyKeyPath], excluded: Set<String>) -> [Finding] {
    // A model built through its initializer has no instance to probe before it is read.
    if M.isBuiltByInitializer { return [] }
    var instance: Any = M()
    let initial = snapshot(of: instance)
    guard !initial.isEmpty else { return [] }
    let stored = Set(initial.map(\.name))
    var findings: [Finding] = []
    // Only the probes write into the instance: what one leaves is what the next starts from.
    var before = initial
    for (name, keyPath) in keyPaths.sorted(by: { $0.key < $1.key }) {
      guard KeyPathProbing.write(keyPath, into: &instance) else { continue }
      let after = snapshot(of: instance)
      defer { before = after }
      guard before.count == after.count else { continue }
      var changed: [String] = []
      for (old, new) in zip(before, after) where old.name == new.name && differs(old.value, new.value) {
        changed.append(old.name)
      }
      if changed.isEmpty || changed.contains(name) { continue }
      let nameIsStored = stored.contains(name)
      for written in changed {
        let quotedName = MessageText.quoted(name)
        if nameIsStored {
          findings.append(
            Finding(
              name: name, writes: written,
              message:
                "keyPaths lists \(quotedName) with a key path that writes the stored property `\(written)`, not `\(name)`: the input key for \(quotedName) would fill `\(written)`; give each name its own property's key path"
            ))
        } else if keyPaths[written] == nil && !excluded.contains(written) {
          findings.append(
            Finding(
              name: name, writes: written,
              message:
                "keyPaths lists \(quotedName), which is not a stored property, with a key path that writes the stored property `\(written)`: rename the entry to \(MessageText.quoted(written)) (if \(quotedName) is a computed property over `\(written)`, also list `\(written)` under its own name or exclude it)"
            ))
        }
      }
    }
    return findings
  }

  /// The stored properties of `instance` by property name, with their values.
  private static func snapshot(of instance: Any) -> [(name: String, value: Any)] {
    Mirror.allChildren(of: instance).compactMap { child in
      guard let label = child.label, let name = Mirror.propertyName(forLabel: label) else { return nil }
      return (name, child.value)
    }
  }

  /// Whether two values of one stored property differ: object identity for class instances,
  /// equality for hashable values, their reflection otherwise.
  private static func differs(_ old: Any, _ new: Any) -> Bool {
    if type(of: old) is AnyClass, type(of: new) is AnyClass {
      return ObjectIdentifier(old as AnyObject) != ObjectIdentifier(new as AnyObject)
    }
    if let old = old as? AnyHashable, let new = new as? AnyHashable { return old != new }
    return String(reflecting: old) != String(reflecting: new)
  }
}

/// Writes, through a key path, a value that differs from the one the property holds.
enum KeyPathProbing {
  /// Writes a distinguishable value through `keyPath` into `instance` (a model, boxed);
  /// `false` when the key path is read-only or its value type has no probe.
  static func write(_ keyPath: AnyKeyPath, into instance: inout Any) -> Bool {
    let keyPathType = type(of: keyPath)
    return open(root: keyPathType.rootType, value: keyPathType.valueType, keyPath, &instance)
  }

  private static func open<Root>(root: Root.Type, value: Any.Type, _ keyPath: AnyKeyPath, _ instance: inout Any) -> Bool {
    func withValue<Value>(_: Value.Type) -> Bool {
      guard let writable = keyPath as? WritableKeyPath<Root, Value>, var model = instance as? Root,
        let probe = probe(differentFrom: model[keyPath: writable])
      else { return false }
      model[keyPath: writable] = probe
      instance = model
      return true
    }
    return withValue(value)
  }

  /// A value of `Value` that differs from `current`, if the library knows how to make one.
  static func probe<Value>(differentFrom current: Value) -> Value? {
    if let probing = Value.self as? any KeyPathProbe.Type {
      return probeValue(probing, current) as? Value
    }
    if let cases = Value.self as? any (CaseIterable & Equatable).Type {
      return differentCase(cases, current) as? Value
    }
    if let modelClass = Value.self as? any (AnyObject & ReflectiveModel).Type, !modelClass.isBuiltByInitializer {
      return modelClass.init() as? Value  // a new instance: identity tells it apart
    }
    return nil
  }

  private static func probeValue<P: KeyPathProbe>(_: P.Type, _ current: Any) -> Any? {
    guard let current = current as? P else { return nil }
    return P.probe(differentFrom: current)
  }

  private static func differentCase<C: CaseIterable & Equatable>(_: C.Type, _ current: Any) -> Any? {
    guard let current = current as? C else { return nil }
    return C.allCases.first { $0 != current }
  }
}

/// A type the key-path check can write a distinguishable value of.
protocol KeyPathProbe {
  /// Some value of the type (what optionals and collections are filled with).
  static var seed: Self { get }
  /// A value that differs from `current`.
  static func probe(differentFrom current: Self) -> Self
}

/// A second value, for types whose probe alternates between two.
protocol AlternatingProbe: KeyPathProbe, Equatable {
  static var alternate: Self { get }
}

extension KeyPathProbe where Self: AlternatingProbe {
  static func probe(differentFrom current: Self) -> Self { current == seed ? alternate : seed }
}

// The scalar types' probes are declared with the rest of what they are to the library, in
// `BuiltInScalar+Types.swift`.

extension Optional: KeyPathProbe where Wrapped: KeyPathProbe {
  static var seed: Wrapped? { Wrapped.seed }
  static func probe(differentFrom current: Wrapped?) -> Wrapped? {
    guard let current else { return Wrapped.seed }
    return Wrapped.probe(differentFrom: current)
  }
}

extension Array: KeyPathProbe where Element: KeyPathProbe {
  static var seed: [Element] { [Element.seed] }
  static func probe(differentFrom current: [Element]) -> [Element] { current.isEmpty ? [Element.seed] : [] }
}

extension Set: KeyPathProbe where Element: KeyPathProbe {
  static var seed: Set<Element> { [Element.seed] }
  static func probe(differentFrom current: Set<Element>) -> Set<Element> { current.isEmpty ? [Element.seed] : [] }
}

extension Dictionary: KeyPathProbe where Key == String, Value: KeyPathProbe {
  static var seed: [String: Value] { ["probe": Value.seed] }
  static func probe(differentFrom current: [String: Value]) -> [String: Value] { current.isEmpty ? seed : [:] }
}
