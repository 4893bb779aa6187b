/// Failure isolation in collections (``ModelMapping/lossyCollections``,
/// ``ModelMapping/isLossyElement``): an element whose hydration fails fatally is dropped, its
/// problems kept as non-fatal issues, instead of failing the whole payload.

/// Where a call's problem list stood before one element was hydrated.
struct IsolationMark {
  let issues: Int
  let fatal: Int
  /// The update journal's length (writes to existing instances since are undone on a drop).
  let undo: Int
}

extension HydrationContext {
  /// The problem list's state now, to isolate what comes next.
  @inline(__always)
  var isolationMark: IsolationMark { IsolationMark(issues: issues.count, fatal: fatalCount, undo: undo.count) }

  /// Turns the fatal problems found since `mark` into non-fatal ones and undoes the writes
  /// to existing instances made since (the element is dropped as it was); returns the first
  /// problem's reason (or a note when they were only counted, past the issueLimit), or
  /// `nil` when there was none.
  mutating func demoteFatal(since mark: IsolationMark) -> MappingError.Reason? {
    guard fatalCount > mark.fatal else { return nil }
    rollBack(to: mark.undo)
    var first: MappingError.Reason?
    var index = mark.issues
    while index < issues.count {
      if issues[index].isFatal {
        issues[index].isFatal = false
        if first == nil { first = issues[index].reason }
      }
      index += 1
    }
    fatalCount = mark.fatal
    // Hydration stops only once the call is bound to fail; it no longer is.
    if fatalCount == 0 { isStopped = false }
    return first ?? .custom("problems past the issueLimit")
  }
}

enum FailureIsolation {
  /// The reason reported for an element dropped because of `reason`.
  static func dropped(_ reason: MappingError.Reason) -> MappingError.Reason {
    .custom("element dropped: \(reason.message(isFatal: true))")
  }

  /// `convert` with its fatal problems isolated: an element that failed fatally throws
  /// (the collection drops it and records a non-fatal problem at its index).
  static func isolating<Element>(_ convert: @escaping Convert<Element>) -> Convert<Element> {
    { raw, context in
      let mark = context.isolationMark
      let value: Element
      do {
        value = try convert(raw, &context)
      } catch {
        if let reason = context.demoteFatal(since: mark) {
          if error is ProblemAlreadyRecorded { throw ConversionFailure(dropped(reason)) }
        }
        throw error
      }
      if let reason = context.demoteFatal(since: mark) { throw ConversionFailure(dropped(reason)) }
      return value
    }
  }
}

extension ConverterBuilder {
  /// Whether elements of type `Element` are isolated: every element of a lossy collection
  /// (``ModelMapping/lossyCollections``: models, scalars, nested collections, at every depth),
  /// else models (or containers of them) whose type is ``ModelMapping/isLossyElement``.
  func isolates<Element>(_: Element.Type) -> Bool {
    if isolatesElements { return true }
    guard descends(into: Element.self) else { return false }
    if let model = hint ?? (unwrappingOptional(Element.self) as? any ReflectiveModel.Type) {
      return compiler.isLossyElement(model)
    }
    return false
  }

  /// How a collection converts its elements of type `Element`: the element converter
  /// (``element(_:)``, with the `each` constraints, or ``make(_:)`` without them when
  /// `checksEach` is `false`), isolated where ``isolates(_:)`` says so, and whether a failed
  /// element fails the collection (`strict`: never for an isolated one).
  func elementConversion<Element>(_: Element.Type, checksEach: Bool = true) throws -> (convert: Convert<Element>, strict: Bool) {
    let isolates = isolates(Element.self)
    let convert = checksEach ? try element(Element.self) : try make(Element.self)
    return (isolates ? FailureIsolation.isolating(convert) : convert, isStrict && !isolates)
  }
}

extension ConverterBuilder {
  /// Takes the collection settings of `property` from its model's mapping.
  mutating func applyCollectionSettings(_ settings: MappingSettings, property: String) {
    isolatesElements = settings.row(property).isLossy
    wrapsLoneObjects = settings.wrapsLoneObjects
  }

  /// Whether a lone object is read as a one-element collection of `Element`s: models (or
  /// hinted or resolved elements), when the mapping asks for it.
  func wrapsLoneObjects<Element>(of _: Element.Type) -> Bool {
    wrapsLoneObjects
      && (unwrappingOptional(Element.self) is any ReflectiveModel.Type || hint != nil || resolver != nil)
  }
}

/// ``ModelMapping/wrapsLoneObjects``: an object where an array of models is expected.
enum LoneObjects {
  /// `convert` reading a lone object as a one-element array.
  static func wrapping<Collection>(_ convert: @escaping Convert<Collection>) -> Convert<Collection> {
    { raw, context in
      if InputValue.isDictionary(raw) { return try convert([raw] as [Any], &context) }
      return try convert(raw, &context)
    }
  }
}
