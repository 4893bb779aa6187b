import Foundation

/// The values of a ``ReflectiveInitializable`` model while they are read: one slot per listed
/// property, hydrated by the same plan machinery as any model, then handed to the model's
/// initializer as the ``MappedValues`` that hold them.
///
/// It is a model of its own to the hydrators: each slot has a writable key path
/// (`\.[slot: Slot<Value>(index:)]`) whose value type is the property's, so a slot is read with
/// the property's converters, adapters, defaults, element hints and strictness. Its plans are
/// compiled from their owners' registrations (`PlanCompiler.compileInitializer`) and never
/// registered under its own type. It is not generic: code that runs unspecialized (the plan's
/// hydration loop) would look a generic slot type's metadata up on every call.
struct MappedValueSlots: ReflectiveModel, SlotModel {
  /// The slots (a reference: the model's initializer reads the same storage).
  let values: MappedValues

  init() { values = MappedValues(layout: SlotLayout()) }

  init(_ values: MappedValues) { self.values = values }

  /// The slot type is never hydrated by its own list: its plan is compiled from its owner's.
  static var keyPaths: [String: AnyKeyPath] { [:] }

  /// The typed value of a slot.
  ///
  /// Read only where the slot holds a value: on an update (every slot is filled from the
  /// instance first) and for an optional (an empty one reads as `nil`).
  subscript<Value>(slot slot: Slot<Value>) -> Value {
    get {
      guard let value: Value = values.read(slot.index) else {
        preconditionFailure("an empty slot of \(values.layout.typeName).\(values.layout.names[slot.index]) was read")
      }
      return value
    }
    nonmutating set { values.fill(slot.index, with: newValue) }
  }
}

/// The slot type, whose slots are created empty: a hydrator of it writes a slot directly (a
/// key path through a computed subscript reads before it writes), and updates a nested model
/// in place only on an update, where every slot holds the instance's value.
protocol SlotModel {
  /// The slots.
  var values: MappedValues { get }
}

extension PropertyWrite {
  /// The write of slot `index` of the slot type `M`, without a key path; `nil` when `M` is
  /// not one.
  static func slot(_ index: Int) -> PropertyWrite? {
    guard M.self == MappedValueSlots.self else { return nil }
    let get: (MappedValueSlots) -> Value = { model in
      guard let value: Value = model.values.read(index) else { preconditionFailure("an empty slot was read") }
      return value
    }
    let set: (inout MappedValueSlots, consuming Value) -> Void = { model, value in model.values.fill(index, with: value) }
    // (Cast whole: a cast of each closure would go through `Any` and wrap it in two
    // reabstraction thunks, called per value.)
    return PropertyWrite<MappedValueSlots, Value>(get: get, set: set, capture: nil) as? PropertyWrite
  }
}

/// The index of one slot of ``MappedValueSlots``, typed by the property's value type so that a key
/// path through it has that value type.
struct Slot<Value>: Hashable {
  let index: Int
}

/// How one slot holds its value, whatever the value's type: where, and what works on it.
@usableFromInline
struct SlotType {
  /// The value's type.
  let type: ObjectIdentifier
  let size: Int
  let alignment: Int
  /// Whether the value is plain bytes, with nothing to deinitialize.
  let isPlain: Bool
  /// Whether the value type is an optional (an empty slot then reads as `nil`).
  @usableFromInline let isOptional: Bool
  /// Deinitializes the value at the address.
  let destroy: (UnsafeMutableRawPointer) -> Void
  /// The value at the address, boxed.
  let load: (UnsafeMutableRawPointer) -> Any
  /// Initializes the address with a boxed value of the type; `false` for a value of another type.
  let store: (UnsafeMutableRawPointer, Any) -> Bool
  /// Initializes the address with `nil` (an optional's).
  @usableFromInline let storeNil: (UnsafeMutableRawPointer) -> Void
}

/// Key paths that can name a slot of the slot type with their own value type.
protocol SlotPathMaking {
  /// The writable key path of slot `index` of ``MappedValueSlots``, with this key path's value type.
  func slotPath(index: Int) -> AnyKeyPath
  /// How a slot holds this key path's value.
  func slotType() -> SlotType
  /// Reads this key path's value from `model` as `Any` (`nil` when `model` is not its root).
  func readValue(from model: Any) -> Any?
  /// The key path's value type is optional.
  var isOptionalValue: Bool { get }
  /// The offset of the stored property this key path reads, in a struct; `nil` otherwise.
  var storedOffset: Int? { get }
}

extension KeyPath: SlotPathMaking {
  func slotPath(index: Int) -> AnyKeyPath {
    \MappedValueSlots.[slot: Slot<Value>(index: index)]
  }

  func slotType() -> SlotType {
    let isOptional = Value.self is any OptionalShape.Type
    return SlotType(
      type: ObjectIdentifier(Value.self), size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment,
      isPlain: _isPOD(Value.self), isOptional: isOptional,
      destroy: { $0.assumingMemoryBound(to: Value.self).deinitialize(count: 1) },
      load: { $0.assumingMemoryBound(to: Value.self).pointee },
      store: { address, value in
        guard let typed = value as? Value else { return false }
        address.initializeMemory(as: Value.self, repeating: typed, count: 1)
        return true
      },
      storeNil: { address in
        guard isOptional else { return }
        address.initializeMemory(as: Value.self, repeating: Optional<Any>.none as! Value, count: 1)
      })
  }

  func readValue(from model: Any) -> Any? {
    guard let root = model as? Root else { return nil }
    return root[keyPath: self]
  }

  var isOptionalValue: Bool { Value.self is any OptionalShape.Type }

  var storedOffset: Int? { MemoryLayout<Root>.offset(of: self) }
}

/// The slots of one model type: names, types and where each value sits in a ``MappedValues``'
/// storage; shared by every ``MappedValues`` of the type.
@usableFromInline
final class SlotLayout: @unchecked Sendable {
  /// Property names, by slot.
  @usableFromInline let names: [String]
  /// Slot of each property name.
  @usableFromInline let indices: [String: Int]
  /// The names again, where a read finds them without retaining an array.
  @usableFromInline let nameList: UnsafeMutablePointer<String>
  @usableFromInline let count: Int
  /// The model's name, for messages.
  let typeName: String
  @usableFromInline let types: [SlotType]
  /// Each slot's value type, by slot (what a read is checked against).
  @usableFromInline let typeIDs: [ObjectIdentifier]
  /// Each slot's byte offset in the storage.
  @usableFromInline let offsets: [Int]
  /// The slots whose values need deinitializing (not plain bytes such as `Int` or `Bool`), with
  /// how.
  let destroyed: [(index: Int, destroy: (UnsafeMutableRawPointer) -> Void)]
  /// The values' bytes; the slots' states follow them.
  let valueBytes: Int
  let alignment: Int

  init(names: [String] = [], types: [SlotType] = [], typeName: String = "") {
    self.names = names
    self.typeName = typeName
    self.types = types
    indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    count = names.count
    nameList = UnsafeMutablePointer<String>.allocate(capacity: max(1, names.count))
    nameList.initialize(from: names, count: names.count)
    typeIDs = types.map(\.type)
    var offsets: [Int] = []
    var end = 0
    var alignment = MemoryLayout<Int>.alignment
    for type in types {
      let start = (end + type.alignment - 1) / type.alignment * type.alignment
      offsets.append(start)
      end = start + type.size
      alignment = max(alignment, type.alignment)
    }
    self.offsets = offsets
    destroyed = types.enumerated().filter { !$0.element.isPlain }.map { ($0.offset, $0.element.destroy) }
    valueBytes = (end + MemoryLayout<Int>.alignment - 1) / MemoryLayout<Int>.alignment * MemoryLayout<Int>.alignment
    self.alignment = alignment
  }

  deinit {
    nameList.deinitialize(count: count)
    nameList.deallocate()
  }
}

/// The unknown keys `.collect` kept while a model's slots were hydrated.
final class CollectedKeys {
  /// As values.
  var values: [String: Any]?
  /// From bytes, where they are in the input (``UnknownKeys`` storage).
  var members: UnknownKeys?
}
