import Foundation

/// How `.collect` stores unknown keys in a model, by the storage it declares
/// (``UnknownKeyCollecting/UnknownValues``): `[String: Any]`, ``UnknownKeys`` or another
/// ``UnknownKeyStorage``.
///
/// On an update, the storage's value before the call is journaled.
enum UnknownKeyStoring {
  /// Sets `plan`'s closures that store (and, for ``UnknownKeys``, read) unknown keys.
  static func compile<M: ReflectiveModel, C: UnknownKeyCollecting>(_: C.Type, into plan: ModelPlan<M>) {
    guard M.self == C.self else { return }
    let journals = plan.kind.journalsWrites
    /// Changes the model's storage; a class instance's old storage is journaled on an
    /// update, a struct's is written back into the model.
    func change(_ model: inout M, _ context: inout HydrationContext, _ body: (inout C.UnknownValues) -> Void) {
      // (`M` is `C`, checked when compiling: a forced cast needs no `Optional<C>`.)
      var collecting = model as! C
      if context.isUpdating, journals {
        let old = collecting.unknownValues
        context.undo.append {
          var instance = collecting
          instance.unknownValues = old
        }
      }
      var values = collecting.unknownValues
      body(&values)
      collecting.unknownValues = values
      model = collecting as! M  // (a struct's copy back into the model; a class's same instance)
    }
    // An update (`setValues`) is a JSON Merge Patch (RFC 7396) of the kept keys: `null`
    // removes a key, an object merges into the object kept under its key. A new model keeps
    // the input as it is.
    func store(_ unknown: [String: Any], into values: inout [String: Any], patching: Bool) {
      if patching {
        MergePatch.apply(unknown, to: &values)
      } else if values.isEmpty {
        values = unknown
      } else {
        values.merge(unknown) { $1 }
      }
    }
    if C.UnknownValues.self == [String: Any].self {
      plan.collectUnknown = { model, unknown, context in
        let patching = context.isUpdating
        change(&model, &context) { storage in
          var values = storage as! [String: Any]
          store(unknown, into: &values, patching: patching)
          storage = values as! C.UnknownValues
        }
      }
    } else if C.UnknownValues.self == UnknownKeys.self {
      // (Kept as text while created; a patch works on the parsed values.)
      func patched(_ keys: UnknownKeys, _ unknown: [String: Any]) -> UnknownKeys {
        var values = keys.values
        store(unknown, into: &values, patching: true)
        return UnknownKeys(parsedValues: values)
      }
      plan.collectUnknown = { model, unknown, context in
        let patching = context.isUpdating
        change(&model, &context) { storage in
          var keys = storage as! UnknownKeys
          if patching { keys = patched(keys, unknown) } else { keys.merge(UnknownKeys(parsedValues: unknown)) }
          storage = keys as! C.UnknownValues
        }
      }
      plan.collectRawUnknown = { model, members, context in
        let patching = context.isUpdating
        change(&model, &context) { storage in
          var keys = storage as! UnknownKeys
          if patching { keys = patched(keys, members.values) } else { keys.merge(members) }
          storage = keys as! C.UnknownValues
        }
      }
    } else {
      plan.collectUnknown = { model, unknown, context in
        let patching = context.isUpdating
        change(&model, &context) { storage in
          var values = storage.parsedValues
          store(unknown, into: &values, patching: patching)
          storage = C.UnknownValues(parsedValues: values)
        }
      }
    }
  }

  /// Copies the storage of one instance into another: a struct rebuilt by its initializer
  /// keeps the unknown keys the instance it replaces held.
  static func carrying<M: ReflectiveModel, C: UnknownKeyCollecting>(_: C.Type, _: M.Type) -> (M, inout M) -> Void {
    { old, new in
      guard var rebuilt = new as? C, let kept = old as? C else { return }
      rebuilt.unknownValues = kept.unknownValues
      new = rebuilt as! M
    }
  }

  /// Sets `plan`'s closures that read unknown keys for output.
  static func compileOutput<M: ReflectiveModel, C: UnknownKeyCollecting>(_: C.Type, into plan: ModelPlan<M>) {
    guard M.self == C.self else { return }
    if C.UnknownValues.self == [String: Any].self {
      plan.unknownValues = { model in (model as! C).unknownValues as? [String: Any] ?? [:] }
    } else if C.UnknownValues.self == UnknownKeys.self {
      plan.unknownValues = { model in ((model as! C).unknownValues as? UnknownKeys)?.values ?? [:] }
      plan.rawUnknownValues = { model in (model as! C).unknownValues as? UnknownKeys ?? UnknownKeys() }
    } else {
      plan.unknownValues = { model in (model as! C).unknownValues.parsedValues }
    }
  }
}
