import Foundation

/// Slots for the commonest scalar property types, with conversion and write in one closure.
///
/// The general slot (see `makeApply`) runs in code generic over the property's type: the
/// converted value goes through indirect buffers and value witnesses, and the converter is
/// a separate closure call (two for an optional). Here the value type is known statically,
/// which saves a few hundred instructions per property on typical payloads. The behaviour
/// is the built-in converter's: these slots are used only when no transform, adapter,
/// default or date/URL rule applies.
enum ScalarSlots {
  /// The fused apply closure, or `nil` when `Value` is not one of the fused types or the
  /// key path's root is not `M` itself (inherited key paths take the general slot).
  static func apply<M, Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, _: M.Type, component: PathComponent, fatal: Bool
  ) -> ((M, Any, inout HydrationContext) -> Void)? {
    // One closure per type, written out: a helper generic over the value type is not
    // specialized here (the model type is generic), which would bring the indirection back.
    switch keyPath {
    case let keyPath as ReferenceWritableKeyPath<M, String>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try Coerce.string(raw) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, String?>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try optional(raw, Coerce.string) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Int>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try Coerce.integer(raw, Int.self) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Int?>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try optional(raw) { try Coerce.integer($0, Int.self) } } catch {
          record(error, &context, component, fatal)
        }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Int64>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try Coerce.integer(raw, Int64.self) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Int64?>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try optional(raw) { try Coerce.integer($0, Int64.self) } } catch {
          record(error, &context, component, fatal)
        }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Bool>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try Coerce.bool(raw) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Bool?>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try optional(raw, Coerce.bool) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Double>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try Coerce.double(raw) } catch { record(error, &context, component, fatal) }
      }
    case let keyPath as ReferenceWritableKeyPath<M, Double?>:
      return { model, raw, context in
        do { model[keyPath: keyPath] = try optional(raw, Coerce.double) } catch { record(error, &context, component, fatal) }
      }
    default:
      return nil
    }
  }

  private static func record(_ error: any Error, _ context: inout HydrationContext, _ component: PathComponent, _ fatal: Bool) {
    context.recordThrown(error, at: component, fatal: fatal)
  }

  /// The types `apply` fuses, for checking that no transform replaces their conversion.
  static let fusedTypes: [ObjectIdentifier] = [
    ObjectIdentifier(String.self), ObjectIdentifier(Int.self), ObjectIdentifier(Int64.self),
    ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
  ]

  /// `null` is `nil`, as for every optional (see `ConverterBuilder.optional`).
  @inline(__always)
  private static func optional<T>(_ raw: Any, _ convert: (Any) throws -> T) throws -> T? {
    if type(of: raw) == NSNull.self { return nil }
    do {
      return try convert(raw)
    } catch let failure as ConversionFailure {
      if case .nullValue = failure.reason { return nil }
      throw failure
    }
  }
}

/// Array converters for the commonest scalar element types, with the element type known
/// statically: the general one (`Array.makeConverter`) runs generic over the element, so
/// each element goes through indirect buffers and each append looks up `Array<Element>`
/// metadata. The behaviour is the general converter's: elements that do not convert are
/// dropped and recorded (fatal under strict).
enum ScalarArrays {
  /// The converter for `[element]`, as a `Convert<[element]>`, or `nil` for other types.
  static func converter(for element: Any.Type, strict: Bool) -> Any? {
    switch ObjectIdentifier(element) {
    case ObjectIdentifier(String.self): make(strict) { try Coerce.string($0) }
    case ObjectIdentifier(Int.self): make(strict) { try Coerce.integer($0, Int.self) }
    case ObjectIdentifier(Int64.self): make(strict) { try Coerce.integer($0, Int64.self) }
    case ObjectIdentifier(Double.self): make(strict) { try Coerce.double($0) }
    case ObjectIdentifier(Bool.self): make(strict) { try Coerce.bool($0) }
    default: nil
    }
  }

  /// Specialized for each element type at the calls above (they are not generic).
  private static func make<T>(_ strict: Bool, _ convert: @escaping (Any) throws -> T) -> Convert<[T]> {
    { raw, context in
      var result: [T] = []
      func add(_ item: Any, _ index: Int, _ context: inout HydrationContext) {
        do {
          result.append(try convert(item))
        } catch let failure as ConversionFailure {
          context.record(failure.reason.asElement, at: .index(index), fatal: strict)
        } catch {
          context.recordThrown(error, at: .index(index), fatal: strict)
        }
      }
      if let tapeArray = Raw.tapeArray(raw) {
        result.reserveCapacity(tapeArray.count)
        tapeArray.forEachElement { index, item in add(item, index, &context) }
        return result
      }
      let items = try Raw.array(raw, expected: "array")
      result.reserveCapacity(items.count)
      for (index, item) in items.enumerated() { add(item, index, &context) }
      return result
    }
  }
}
