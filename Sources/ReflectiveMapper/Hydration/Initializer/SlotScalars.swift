import Foundation

/// Fused hydrators of an initializer's slots for the commonest scalar types: conversion and write in
/// one closure, as ``ScalarHydrators`` does for a model's key paths.
enum SlotScalars {
  /// The fused apply closure of slot `slot` holding a `Value`, or `nil` when `Value` is not one
  /// of the fused types.
  static func apply<Value>(_: Value.Type, slot: Int, component: PathComponent, fatal: Bool)
    -> ((inout MappedValueSlots, Any, inout HydrationContext) -> Void)?
  {
    // One closure per type, written out: a helper generic over the value type would not be
    // specialized here.
    switch Value.self {
    case is String.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try Coercion.string(raw)) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case is String?.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try ConverterBuilder.optional(raw, Coercion.string)) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Int.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try Coercion.integer(raw, Int.self)) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Int?.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try ConverterBuilder.optional(raw) { try Coercion.integer($0, Int.self) }) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Int64.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try Coercion.integer(raw, Int64.self)) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Int64?.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try ConverterBuilder.optional(raw) { try Coercion.integer($0, Int64.self) }) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Bool.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try Coercion.bool(raw)) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case is Bool?.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try ConverterBuilder.optional(raw, Coercion.bool)) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    case is Double.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try Coercion.double(raw)) } catch { context.recordThrown(error, at: component, fatal: fatal) }
      }
    case is Double?.Type:
      return { model, raw, context in
        do { model.values.fill(slot, with: try ConverterBuilder.optional(raw, Coercion.double)) } catch {
          context.recordThrown(error, at: component, fatal: fatal)
        }
      }
    default:
      return nil
    }
  }
}
