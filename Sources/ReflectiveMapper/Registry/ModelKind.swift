/// Whether a model is a class or a struct: the one place where the two kinds differ.
///
/// Everything else is written once, generic over the model type: the plan, its hydrators,
/// converters, collections, output and the entry points. Only these four things differ, and
/// each is decided here (or at the line that names this type):
///
/// 1. **How a write is undone.** A failed update of a class instance writes each overwritten
///    value back through its key path, newest first (``journalsWrites``; the journal is
///    `HydrationContext.undo`, its entries made by `PropertyWrite.capture` and
///    `UnknownKeyStoring`). A struct is updated on a copy, so nothing of it is journaled:
///    the copy is dropped (the class instances it holds are still journaled).
/// 2. **Identity and cycles on output.** A class instance is tracked by identity: a model
///    that contains itself is cut (plain output) or refused (JSON). A struct cannot contain
///    itself; it counts toward the depth limit only (`AnyModelPlan.enterOutput`, ``leave(_:)``).
/// 3. **Finding the plan of a value's dynamic type.** A class instance may be of a subclass,
///    written by that subclass's plan; a struct is always of its static type
///    (``ModelOutput/plan(of:declared:_:)`` reads `type(of:)`, which is the static type for a
///    struct).
/// 4. **How an update commits.** `setValues` runs on a working copy of the variable that
///    holds the model and assigns it back on success (`HydrationCall.commit`): for a class the
///    copy is the same instance (its identity kept, its writes undone by the journal on
///    failure), for a struct a separate value, dropped on failure. A nested model already in
///    a property is updated the same way (`InPlaceUpdate`): a class instance where it is,
///    keeping its identity; a struct through its owner's key path, so the owner's `didSet`
///    runs once. A model built through its initializer (`ModelInitializer`) is updated the
///    same way: a class's `var`s are written where they are (its `let`s compared), a struct is
///    rebuilt from its values and the patch.
///
/// Where the kind is read: ``ModelPlan`` holds it (chosen once, from the model type);
/// `ModelPlan+Hydration.swift` (a struct boxed in `Any` is unboxed while it is hydrated; an
/// after-mapping hook's journal), `UnknownKeyStoring` (the journal), `PropertyWrite` (a
/// class's `ReferenceWritableKeyPath` makes the journal entry), `InPlaceUpdate`,
/// `ModelInitializer` (how a model built through its initializer is updated),
/// ``ModelOutput`` and `ModelPlan.enterOutput` (a class instance as `AnyObject`), and two
/// registration rules (`ValueTypeValidator`: a struct has no subtypes; `KeyPathNames`: how a
/// key path's name is found).
enum ModelKind {
  /// A class: hydrated and written through a reference.
  case reference
  /// A struct (or another value type): hydrated in place through `inout`, copied on assignment.
  case value

  /// The kind of `type`.
  init(_ type: Any.Type) { self = type is AnyClass ? .reference : .value }

  /// Whether an update journals each overwritten value (a class instance, which an update
  /// changes where it is).
  var journalsWrites: Bool { self == .reference }

  /// Leaves a model entered on output (`AnyModelPlan.enterOutput`).
  @inline(__always)
  func leave(_ context: inout OutputContext) {
    switch self {
    case .reference: context.leave()
    case .value: context.leaveContainer()
    }
  }
}
