import Foundation

/// Hydrators for the commonest scalar property types, with conversion and write in one closure.
///
/// The general hydrator (see `makeApply`) runs in code generic over the property's type: the
/// converted value goes through indirect buffers and value witnesses, and the converter is
/// a separate closure call (two for an optional). Here the value type is known statically,
/// which saves a few hundred instructions per property on typical payloads. The behaviour
/// is the built-in converter's: these hydrators are used only when no transform, adapter,
/// default or date/URL rule applies.
enum ScalarHydrators {
  /// The fused apply closure, or `nil` when `Value` is not one of the fused types or the
  /// key path's root is not `M` itself (inherited key paths take the general hydrator).
  ///
  /// One form for both kinds of model: a class's `ReferenceWritableKeyPath<M, Value>` is a
  /// `WritableKeyPath<M, Value>`, written through the `inout` reference.
  static func apply<M, Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, _: M.Type, component: PathComponent, fatal: Bool
  ) -> ((inout M, Any, inout HydrationContext) -> Void)? {
    // One closure per type, written out: a helper generic over the value type is not
    // specialized here (the model type is generic), which would bring the indirection back.
    switch keyPath {
    case let keyPath as WritableKeyPath<M, String>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try Coercion.string(raw) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case let keyPath as WritableKeyPath<M, String?>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try ConverterBuilder.optional(raw, Coercion.string) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case let keyPath as WritableKeyPath<M, Int>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try Coercion.integer(raw, Int.self) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case let keyPath as WritableKeyPath<M, Int?>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try ConverterBuilder.optional(raw) { try Coercion.integer($0, Int.self) } } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case let keyPath as WritableKeyPath<M, Int64>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try Coercion.integer(raw, Int64.self) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case let keyPath as WritableKeyPath<M, Int64?>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try ConverterBuilder.optional(raw) { try Coercion.integer($0, Int64.self) } } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case let keyPath as WritableKeyPath<M, Bool>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try Coercion.bool(raw) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case let keyPath as WritableKeyPath<M, Bool?>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try ConverterBuilder.optional(raw, Coercion.bool) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case let keyPath as WritableKeyPath<M, Double>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try Coercion.double(raw) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case let keyPath as WritableKeyPath<M, Double?>:
      return { (model: inout M, raw: Any, context: inout HydrationContext) in
        do { model[keyPath: keyPath] = try ConverterBuilder.optional(raw, Coercion.double) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    default:
      return nil
    }
  }
}

/// Array converters for the commonest scalar element types, with the element type known statically:
/// the general one (`Array.makeConverter`) runs generic over the element, so each element goes
/// through indirect buffers and each append looks up `Array<Element>` metadata.
///
/// The behaviour is the general converter's: elements that do not convert are dropped and recorded
/// (fatal under strict).
enum ScalarArrays {
  /// The converter for `[element]`, as a `Convert<[element]>`, or `nil` for other types.
  static func converter(for element: Any.Type, strict: Bool, exact: Bool) -> Any? {
    switch ObjectIdentifier(element) {
    case ObjectIdentifier(String.self): make(String.self, strict, exact)
    case ObjectIdentifier(Int.self): make(Int.self, strict, exact)
    case ObjectIdentifier(Int64.self): make(Int64.self, strict, exact)
    case ObjectIdentifier(Double.self): make(Double.self, strict, exact)
    case ObjectIdentifier(Bool.self): make(Bool.self, strict, exact)
    default: nil
    }
  }

  /// Specialized for each element type at the calls above (they are not generic); the
  /// element conversion is the built-in one.
  private static func make<T>(_: T.Type, _ strict: Bool, _ exact: Bool) -> Convert<[T]>? {
    // The lenient converter comes straight from `primitive(_:)`, specialized here for T, so
    // each element call is direct; a generic detour (the strict wrapper's) would reach it
    // through a reabstraction thunk that looks up metadata per element.
    let converter = exact ? ConverterBuilder.primitive(T.self, exact: true) : ConverterBuilder.primitive(T.self)
    guard let element = converter else { return nil }
    return { raw, context in try ElementConverting.array(raw, element, false, strict, &context) }
  }
}
