import Foundation

/// How `.collect` stores unknown keys in a model, by the storage it declares
/// (``UnknownKeyCollecting/UnknownValues``): `[String: Any]`, ``UnknownKeys`` or another
/// ``UnknownKeyStorage``. On an update, the storage's value before the call is journaled.
enum UnknownKeyStoring {
  /// Sets `plan`'s closures that store (and, for ``UnknownKeys``, read) unknown keys.
  static func compile<M: ReflectiveModel, C: UnknownKeyCollecting>(_: C.Type, into plan: ModelPlan<M>) {
    func journal(_ collecting: C, _ context: inout HydrationContext) {
      guard context.isUpdating else { return }
      let old = collecting.unknownValues
      context.undo.append { collecting.unknownValues = old }
    }
    if C.UnknownValues.self == [String: Any].self {
      plan.collectUnknown = { model, unknown, context in
        guard let collecting = model as? C else { return }
        journal(collecting, &context)
        var values = collecting.unknownValues as! [String: Any]
        if values.isEmpty {
          values = unknown
        } else {
          values.merge(unknown) { $1 }
        }
        collecting.unknownValues = values as! C.UnknownValues
      }
    } else if C.UnknownValues.self == UnknownKeys.self {
      plan.collectUnknown = { model, unknown, context in
        guard let collecting = model as? C else { return }
        journal(collecting, &context)
        var keys = collecting.unknownValues as! UnknownKeys
        keys.merge(UnknownKeys(parsedValues: unknown))
        collecting.unknownValues = keys as! C.UnknownValues
      }
      plan.collectRawUnknown = { model, members, context in
        guard let collecting = model as? C else { return }
        journal(collecting, &context)
        var keys = collecting.unknownValues as! UnknownKeys
        keys.merge(members)
        collecting.unknownValues = keys as! C.UnknownValues
      }
    } else {
      plan.collectUnknown = { model, unknown, context in
        guard let collecting = model as? C else { return }
        journal(collecting, &context)
        collecting.unknownValues = C.UnknownValues(parsedValues: collecting.unknownValues.parsedValues.merging(unknown) { $1 })
      }
    }
  }

  /// Sets `plan`'s closures that read unknown keys for output.
  static func compileOutput<M: ReflectiveModel, C: UnknownKeyCollecting>(_: C.Type, into plan: ModelPlan<M>) {
    if C.UnknownValues.self == [String: Any].self {
      plan.unknownValues = { model in (model as? C)?.unknownValues as? [String: Any] ?? [:] }
    } else if C.UnknownValues.self == UnknownKeys.self {
      plan.unknownValues = { model in ((model as? C)?.unknownValues as? UnknownKeys)?.values ?? [:] }
      plan.rawUnknownValues = { model in (model as? C)?.unknownValues as? UnknownKeys ?? UnknownKeys() }
    } else {
      plan.unknownValues = { model in (model as? C)?.unknownValues.parsedValues ?? [:] }
    }
  }
}
