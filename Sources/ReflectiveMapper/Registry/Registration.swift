import Foundation

/// A registered mapping.
struct Registration: @unchecked Sendable {
  let type: any ReflectiveModel.Type
  let settings: MappingSettings
}
