import Foundation

/// The registrations and plans a compilation works from.
struct RegistrySnapshot {
  let registrations: [ObjectIdentifier: Registration]
  let plans: [ObjectIdentifier: any AnyModelPlan]
  /// The registry's layer of every model's settings (``MappingRegistry/State/defaults``).
  let defaults: ModelSettings
  let transforms: [ObjectIdentifier: TypeTransform]

  static let empty = RegistrySnapshot(registrations: [:], plans: [:], defaults: ModelSettings(), transforms: [:])

  /// The effective settings of `M`: the library's defaults, the registry's, then the
  /// registration of each registered superclass from the root down, then `M`'s own, each on
  /// top of the one before (``MappingSettings/inheriting(from:)``).
  ///
  /// An unregistered type gets what its nearest registered superclass has, without the type name.
  func settings<M: ReflectiveModel>(for _: M.Type) -> MappingSettings {
    var settings = MappingSettings.defaults
    settings.model = defaults.over(settings.model)
    // The registered ancestors form one line of descent: order it from the root down.
    let chain = registrations.values.filter { TypeRelation.isType(M.self, subclassOf: $0.type) }
      .sorted { ObjectIdentifier($0.type) != ObjectIdentifier($1.type) && TypeRelation.isType($1.type, subclassOf: $0.type) }
    for registration in chain { settings = registration.settings.inheriting(from: settings) }
    // What the type keeps out itself (`@Unmapped`) is excluded under every registration.
    for name in M.unmappedProperties where settings.rows[name]?.isExcluded != true {
      settings.rows[name, default: PropertyRow()].isExcluded = true
    }
    // What the type reads only (`@InputOnly`) is input-only under every registration.
    for name in M.inputOnlyProperties where settings.rows[name]?.isInputOnly != true {
      settings.rows[name, default: PropertyRow()].isInputOnly = true
    }
    // What the type is read from whole (`@Transparent`), unless a registration names another.
    if settings.transparentProperty == nil, let name = M.transparentProperty { settings.transparentProperty = name }
    // What the type defaults itself (`@Default`), where a registration set no default.
    for (name, declared) in M.propertyDefaults { settings.rows[name] = declared.applied(to: settings.rows[name] ?? PropertyRow()) }
    if registrations[ObjectIdentifier(M.self)] == nil { settings.typeName = nil }
    return settings
  }
}
