import Foundation

extension PlanCompiler {
  /// Reports stored properties (Mirror, the whole class chain) that no key path covers: they are
  /// never hydrated, and never output unless the mapping opts in.
  ///
  /// The usual cause is a superclass's `static var keyPaths`, which a subclass cannot extend, so
  /// the message names the fix.
  ///
  /// Returns the names it reported (the unlisted stored properties that are not excluded).
  func diagnoseUncoveredProperties<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath]) -> [String] {
    let instance = M()
    let listed = Set(keyPaths.keys)
    // Properties declared by M itself (not inherited), and whether M's list is exactly its
    // superclass's (a `static var keyPaths` inherited unchanged).
    let mirror = Mirror(reflecting: instance)
    let own = Set(mirror.children.compactMap { $0.label.flatMap(Mirror.propertyName(forLabel:)) })
    var inheritsList = false
    if mirror.superclassMirror != nil, let superclass = Self.modelSuperclass(of: M.self) {
      inheritsList = Set(superclass.keyPaths.keys) == listed
    }
    var reported = plan.settings.excluded
    // A collecting model's storage of unknown keys is read and written by the policy, not
    // through `keyPaths`: it is no finding.
    if M.self is any UnknownKeyCollecting.Type { reported.insert("unknownValues") }
    var unlisted: [String] = []
    let writesUnlisted = plan.settings.writesUnlistedProperties ?? snapshot.writesUnlistedProperties
    for child in Mirror.allChildren(of: instance) {
      guard let label = child.label, !listed.contains(label), let name = Mirror.propertyName(forLabel: label),
        !listed.contains(name), reported.insert(name).inserted
      else { continue }
      unlisted.append(name)
      var message: String
      if writesUnlisted {
        message = "stored property is not in keyPaths, so it is written out (writesUnlistedProperties is on) but never read"
      } else {
        message = "stored property is not in keyPaths, so it is neither read nor written"
      }
      if inheritsList && own.contains(name) {
        message +=
          "; \(MessageText.typeName(M.self)) lists the same key paths as its superclass: a `static var keyPaths` cannot be extended, so declare `class var keyPaths` in the superclass and override it here (`super.keyPaths.merging([...]) { $1 }`)"
      } else if writesUnlisted {
        message += "; list it in keyPaths to read it too, or add it to `excluded` to keep it out of output"
      } else {
        message +=
          "; list it in keyPaths to read and write it, or set `writesUnlistedProperties` (on this mapping or the registry) to write it out unlisted"
      }
      diagnose(MappingError(property: "\(MessageText.typeName(M.self)).\(name)", reason: .invalidRegistration(message), isFatal: false))
    }
    return unlisted
  }

  /// Records the input keys that name the unlisted stored properties `names` (after the key
  /// strategy), so that hydration reports a value it does not read; a key some hydrator reads
  /// is not one of them.
  func compileUnlistedKeys<M: ReflectiveModel>(of plan: ModelPlan<M>, names: [String]) {
    guard !names.isEmpty else { return }
    var keys: [(key: String, property: String)] = []
    for name in names {
      let key = plan.settings.keyStrategy.serviceKey(for: name)
      if !plan.knownKeys.contains(key) { keys.append((key, name)) }
    }
    plan.unlistedKeys = keys.sorted { $0.key < $1.key }
  }

  /// The nearest superclass of `type` that is a model, if any.
  private static func modelSuperclass(of type: any ReflectiveModel.Type) -> (any ReflectiveModel.Type)? {
    // Mirror of a fresh instance names the superclass; key paths are static, so compare lists.
    guard let superclassType = Mirror(reflecting: type.init()).superclassMirror?.subjectType else { return nil }
    return superclassType as? any ReflectiveModel.Type
  }
}
