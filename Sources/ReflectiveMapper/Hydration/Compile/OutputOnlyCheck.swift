import Foundation

/// Read-only key paths: an input value for an output-only property (a `let` with a value, a
/// computed property without a setter) is read and compared with the property's value, so
/// that it is not dropped without a word.
protocol OutputOnlyChecking {
  /// What a hydrator of `M` does with a value for this output-only property: converts it and,
  /// when it differs from the property's value (or cannot be read), records
  /// ``MappingError/Reason/outputOnlyProperty(_:)`` at `component`, a non-fatal problem.
  func makeCheck<M: ReflectiveModel>(_: M.Type, name: String, builder: ConverterBuilder, component: PathComponent) throws
    -> (inout M, Any, inout HydrationContext) -> Void
}

extension KeyPath: OutputOnlyChecking {
  func makeCheck<M: ReflectiveModel>(_: M.Type, name: String, builder: ConverterBuilder, component: PathComponent) throws
    -> (inout M, Any, inout HydrationContext) -> Void
  {
    let convert = try builder.make(Value.self)
    let keyPath: AnyKeyPath = self
    return { model, raw, context in
      let current = keyPath.readValue(from: model)
      let value: Value
      do {
        value = try context.checkingOnly { try convert(raw, &$0) }
      } catch {
        context.record(.outputOnlyProperty(name), at: component, fatal: false)
        return
      }
      if let current, ValueIdentity.same(value, current) { return }
      context.record(.outputOnlyProperty(name), at: component, fatal: false)
    }
  }
}

extension AnyKeyPath {
  /// This key path's value in `model`, or `nil` when `model` is not of its root type.
  fileprivate func readValue(from model: Any) -> Any? {
    (self as? any SlotPathMaking)?.readValue(from: model)
  }
}
