/// What the registration rules check: one model's key paths and settings, with each
/// property's service path resolved.
struct RegistrationSubject {
  private(set) var modelType: any ReflectiveModel.Type
  /// The model's name, for messages.
  let owner: String
  private(set) var keyPaths: [String: AnyKeyPath]
  /// The names in `keyPaths`.
  let properties: Set<String>
  let settings: MappingSettings
  /// Property → the service keys the key table gives it (more than one is a problem).
  let tableKeys: [String: [String]]
  /// Property → where its value is in the service's object, decided once (``KeySource``).
  let keySources: [String: KeySource]
  /// Property → the path of its service key (``KeySource/path``): from the key table, else
  /// its first candidate or combined key, else the key strategy's key for its name.
  let servicePaths: [String: [String]]
  /// The type-level transforms in force: the model's over the registry's.
  let transforms: [ObjectIdentifier: TypeTransform]
  /// Whether output writes the stored properties `keyPaths` does not list (the merged
  /// setting: the mapping's, else its superclasses', else the registry's).
  let writesUnlistedProperties: Bool

  init<M: ReflectiveModel>(
    _: M.Type, owner: String, settings: MappingSettings, transforms: [ObjectIdentifier: TypeTransform]? = nil
  ) {
    modelType = M.self
    self.owner = owner
    keyPaths = M.keyPaths
    properties = Set(keyPaths.keys)
    self.settings = settings
    self.transforms = transforms ?? settings.typeTransforms
    writesUnlistedProperties = settings.writesUnlistedProperties ?? false
    var tableKeys: [String: [String]] = [:]
    for (name, row) in settings.rows where !row.serviceKeys.isEmpty { tableKeys[name] = row.serviceKeys }
    self.tableKeys = tableKeys
    var keySources: [String: KeySource] = [:]
    for name in properties { keySources[name] = KeySource(of: name, row: settings.row(name), settings: settings) }
    self.keySources = keySources
    servicePaths = keySources.mapValues(\.path)
  }

  /// The properties in `keyPaths` whose row has a `setting`, with it, by name.
  ///
  /// A row for a name `keyPaths` does not list is ``PropertyNamesValidator``'s to report.
  func listedRows<Setting>(with setting: (PropertyRow) -> Setting?) -> [(name: String, setting: Setting)] {
    settings.rows.compactMap { name, row in properties.contains(name) ? setting(row).map { (name, $0) } : nil }
      .sorted { $0.name < $1.name }
  }

  /// This subject with other key paths, of another model type (the slots of an initializer), and the
  /// same names, settings and service paths.
  func replacing(keyPaths newKeyPaths: [String: AnyKeyPath], modelType newType: any ReflectiveModel.Type) -> RegistrationSubject {
    var copy = self
    copy.keyPaths = newKeyPaths
    copy.modelType = newType
    return copy
  }

  /// The stored properties Mirror finds on a fresh instance, by property name (`cache` for
  /// `_cache` or a lazy var's storage).
  ///
  /// A model built through its initializer has no instance before it is read: its listed names.
  func storedPropertyNames() -> Set<String> {
    if modelType.isBuiltByInitializer { return properties.union(modelType.unmappedProperties).union(settings.excluded) }
    return Set(Mirror.allChildren(of: modelType.init()).compactMap { $0.label.flatMap(Mirror.propertyName(forLabel:)) })
  }
}
