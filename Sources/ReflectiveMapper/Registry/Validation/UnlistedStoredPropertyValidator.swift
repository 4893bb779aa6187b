import Foundation

/// Stored properties (Mirror, the whole class chain) that no key path covers.
///
/// They are never hydrated, and never output unless the mapping opts in: a warning that names
/// both fixes.
///
/// The usual cause is a superclass's `static var keyPaths`, which a subclass cannot extend, so
/// the message names that fix.
enum UnlistedStoredPropertyValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    // A model built through its initializer has no instance before it is read, for Mirror to
    // look at: only the private properties its declaration names are reported.
    if subject.modelType.isBuiltByInitializer {
      return subject.modelType.privateProperties.subtracting(subject.properties).subtracting(subject.settings.excluded).sorted().map {
        RegistrationFinding(.unlistedStoredProperty, privateMessage, property: $0, kind: .warning)
      }
    }
    let instance = subject.modelType.init()
    let listed = subject.properties
    // Properties declared by the model itself (not inherited), and whether its list is exactly
    // its superclass's (a `static var keyPaths` inherited unchanged).
    let mirror = Mirror(reflecting: instance)
    let own = Set(mirror.children.compactMap { $0.label.flatMap(Mirror.propertyName(forLabel:)) })
    var inheritsList = false
    if mirror.superclassMirror != nil, let superclass = modelSuperclass(of: subject.modelType) {
      inheritsList = Set(superclass.keyPaths.keys) == listed
    }
    var reported = subject.settings.excluded
    // A collecting model's storage of unknown keys is read and written by the policy, not
    // through `keyPaths`: it is no finding.
    if subject.modelType is any UnknownKeyCollecting.Type { reported.insert("unknownValues") }
    var findings: [RegistrationFinding] = []
    let writesUnlisted = subject.writesUnlistedProperties
    for child in Mirror.allChildren(of: instance) {
      guard let label = child.label, !listed.contains(label), let name = Mirror.propertyName(forLabel: label),
        !listed.contains(name), reported.insert(name).inserted
      else { continue }
      var message: String
      if subject.modelType.privateProperties.contains(name) {
        findings.append(RegistrationFinding(.unlistedStoredProperty, privateMessage, property: name, kind: .warning))
        continue
      }
      if writesUnlisted {
        message = "stored property is not in keyPaths, so it is written out (writesUnlistedProperties is on) but never read"
      } else {
        message = "stored property is not in keyPaths, so it is neither read nor written"
      }
      if inheritsList && own.contains(name) {
        message +=
          "; \(MessageText.typeName(subject.modelType)) lists the same key paths as its superclass: a `static var keyPaths` cannot be extended, so declare `class var keyPaths` in the superclass and override it here (`super.keyPaths.merging([...]) { $1 }`)"
      } else if writesUnlisted {
        message += "; list it in keyPaths to read it too, or add it to `excluded` to keep it out of output"
      } else {
        message +=
          "; list it in keyPaths to read and write it, or set `writesUnlistedProperties` (on this mapping or the registry) to write it out unlisted"
      }
      findings.append(RegistrationFinding(.unlistedStoredProperty, message, property: name, kind: .warning))
    }
    return findings
  }

  /// The finding for a private property the declaration leaves out (``ReflectiveModel/privateProperties``).
  static let privateMessage =
    "private stored property is left out of keyPaths (@ReflectiveModel leaves out private and fileprivate properties: app state, not service data), so it is neither read nor written; mark it @Mapped to map it"

  /// The nearest superclass of `type` that is a model, if any.
  private static func modelSuperclass(of type: any ReflectiveModel.Type) -> (any ReflectiveModel.Type)? {
    // Mirror of a fresh instance names the superclass; key paths are static, so compare lists.
    guard let superclassType = Mirror(reflecting: type.init()).superclassMirror?.subjectType else { return nil }
    return superclassType as? any ReflectiveModel.Type
  }
}
