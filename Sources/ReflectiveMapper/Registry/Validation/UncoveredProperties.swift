import Foundation

extension PlanCompiler {
  /// Reports stored properties (Mirror, the whole class chain) that no key path covers: they are
  /// never hydrated, and never output unless the mapping opts in.
  ///
  /// The usual cause is a superclass's `static var keyPaths`, which a subclass cannot extend, so
  /// the message names the fix.
  func diagnoseUncoveredProperties<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath]) {
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
    let writesUnlisted = plan.settings.writesUnlistedProperties ?? snapshot.writesUnlistedProperties
    for child in Mirror.allChildren(of: instance) {
      guard let label = child.label, !listed.contains(label), let name = Mirror.propertyName(forLabel: label),
        !listed.contains(name), reported.insert(name).inserted
      else { continue }
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
  }

  /// The nearest superclass of `type` that is a model, if any.
  private static func modelSuperclass(of type: any ReflectiveModel.Type) -> (any ReflectiveModel.Type)? {
    // Mirror of a fresh instance names the superclass; key paths are static, so compare lists.
    guard let superclassType = Mirror(reflecting: type.init()).superclassMirror?.subjectType else { return nil }
    return superclassType as? any ReflectiveModel.Type
  }
}
