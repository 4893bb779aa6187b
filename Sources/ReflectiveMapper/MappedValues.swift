import Foundation

/// The values hydration read for a model built through its initializer
/// (``ReflectiveInitializable/init(mappedValues:)``), by property name.
///
/// ```swift
/// init(mappedValues values: MappedValues) throws {
///   id = try values["id"]          // a non-optional property
///   email = try values["email"]    // an optional one: nil when the input had none
/// }
/// ```
///
/// Each value is stored as its property's type (no box, no cast to read it back).
public final class MappedValues {
  @usableFromInline let layout: SlotLayout
  /// The values, at ``SlotLayout/offsets``; then a state byte per slot; then the cursor.
  @usableFromInline let storage: UnsafeMutableRawPointer
  /// Per slot: 0 empty, 1 filled from the instance an update starts from, 2 written by
  /// hydration, 3 taken by the initializer (the value moved out).
  @usableFromInline let states: UnsafeMutablePointer<UInt8>
  /// The slot after the one read last (an initializer reads its properties in declaration
  /// order, which is the slots' order for a struct, so most reads find their slot there
  /// without hashing the name).
  @usableFromInline let cursor: UnsafeMutablePointer<Int>
  /// The unknown keys `.collect` kept while the slots were hydrated, stored into the model
  /// once it is built (one reference: most models collect nothing).
  var collected: CollectedKeys?

  init(layout: SlotLayout) {
    self.layout = layout
    let count = layout.names.count
    let stateBytes = (count + MemoryLayout<Int>.alignment - 1) / MemoryLayout<Int>.alignment * MemoryLayout<Int>.alignment
    storage = UnsafeMutableRawPointer.allocate(
      byteCount: layout.valueBytes + stateBytes + MemoryLayout<Int>.size, alignment: layout.alignment)
    states = (storage + layout.valueBytes).bindMemory(to: UInt8.self, capacity: count)
    states.initialize(repeating: 0, count: count)
    cursor = (storage + layout.valueBytes + stateBytes).bindMemory(to: Int.self, capacity: 1)
    cursor.initialize(to: 0)
  }

  deinit {
    for (index, destroy) in layout.destroyed where states[index] == 1 || states[index] == 2 {
      destroy(storage + layout.offsets[index])
    }
    storage.deallocate()
  }

  /// Writes `value` (of the slot's type) into slot `index`, as written by hydration.
  @inline(__always)
  func fill<Value>(_ index: Int, with value: consuming Value) {
    precondition(layout.typeIDs[index] == ObjectIdentifier(Value.self), "a slot written with a value of another type")
    let address = (storage + layout.offsets[index]).assumingMemoryBound(to: Value.self)
    if states[index] == 1 || states[index] == 2 {
      address.pointee = value
    } else {
      address.initialize(to: value)
    }
    states[index] = 2
  }

  /// Fills slot `index` from a boxed value (the instance an update starts from), not as written.
  func prefill(_ index: Int, with value: Any) {
    if states[index] == 1 || states[index] == 2 {
      layout.types[index].destroy(storage + layout.offsets[index])
      states[index] = 0
    }
    if layout.types[index].store(storage + layout.offsets[index], value) { states[index] = 1 }
  }

  /// The value of slot `index` as `Value`: `nil` for an empty slot of a non-optional type (an
  /// empty optional reads as `nil` of its type) and for another type.
  @inline(__always)
  func read<Value>(_ index: Int) -> Value? {
    guard layout.typeIDs[index] == ObjectIdentifier(Value.self), states[index] != 3 else { return nil }
    if states[index] == 0 {
      guard layout.types[index].isOptional else { return nil }
      layout.types[index].storeNil(storage + layout.offsets[index])
      states[index] = 1
    }
    return (storage + layout.offsets[index]).assumingMemoryBound(to: Value.self).pointee
  }

  /// The value of slot `index`, boxed (filled slots only).
  func boxed(_ index: Int) -> Any { layout.types[index].load(storage + layout.offsets[index]) }

  /// Takes the value of slot `index` out as `Value`, for the initializer.
  ///
  /// A value is read once, so it is moved rather than copied. `nil` as ``read(_:)`` gives it,
  /// and for a value taken already (``wasTaken(_:)``).
  @inlinable @inline(__always)
  func take<Value>(_ index: Int) -> Value? {
    guard layout.typeIDs[index] == ObjectIdentifier(Value.self) else { return nil }
    switch states[index] {
    case 1, 2:
      states[index] = 3
      return (storage + layout.offsets[index]).assumingMemoryBound(to: Value.self).move()
    case 0:
      guard layout.types[index].isOptional else { return nil }
      layout.types[index].storeNil(storage + layout.offsets[index])
      states[index] = 3
      return (storage + layout.offsets[index]).assumingMemoryBound(to: Value.self).move()
    default:
      return nil
    }
  }

  /// Whether the initializer took slot `index`'s value already.
  @usableFromInline
  func wasTaken(_ index: Int) -> Bool { states[index] == 3 }

  /// Whether slot `index` holds a value.
  func isFilled(_ index: Int) -> Bool { states[index] == 1 || states[index] == 2 }

  /// Whether hydration wrote slot `index`.
  func isWritten(_ index: Int) -> Bool { states[index] == 2 }

  /// Starts reading from the first slot.
  func rewind() { cursor.pointee = 0 }

  /// The slot of property `name`.
  @inlinable @inline(__always)
  func slot(of name: String) -> Int? {
    let next = cursor.pointee
    if next < layout.count, layout.nameList[next] == name {
      cursor.pointee = next + 1
      return next
    }
    guard let index = layout.indices[name] else { return nil }
    cursor.pointee = index + 1
    return index
  }

  /// The value read for property `name` (as `keyPaths` names it), as the property's type.
  ///
  /// An optional property that the input did not give is `nil`. Hydration checks every
  /// property in ``ReflectiveModel/initializedProperties`` before the initializer runs, so a
  /// non-optional one is there. Each property is read once: its value is moved out, not copied.
  ///
  /// - Throws: `MappingError` for a name `keyPaths` does not list, a non-optional property
  ///   without a value (one that ``ReflectiveModel/initializedProperties`` leaves out), a type
  ///   that is not the property's, or a property read a second time.
  @inlinable
  public subscript<Value>(_ name: String) -> Value {
    get throws {
      if let index = slot(of: name), let value: Value = take(index) { return value }
      throw readFailure(name, Value.self)
    }
  }

  /// Why property `name` could not be read as `type`.
  @usableFromInline
  func readFailure(_ name: String, _ type: Any.Type) -> MappingError {
    guard let index = layout.indices[name] else { return problem(name, "keyPaths does not list it") }
    if layout.typeIDs[index] != ObjectIdentifier(type) {
      return problem(name, "it is not \(MessageText.withArticle(MessageText.typeName(type)))")
    }
    if wasTaken(index) { return problem(name, "it was read already (each property is read once)") }
    return MappingError(property: "\(layout.typeName).\(name)", reason: .missingRequiredValue)
  }

  /// Whether the input (or a default) gave property `name` a value (one not read yet).
  public func contains(_ name: String) -> Bool {
    guard let index = layout.indices[name] else { return false }
    return isFilled(index)
  }

  private func problem(_ name: String, _ why: String) -> MappingError {
    MappingError(
      property: "\(layout.typeName).\(name)",
      reason: .invalidRegistration("\(layout.typeName).init(mappedValues:) reads `\(name)`, but \(why)"))
  }
}
