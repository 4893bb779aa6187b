// The twitter and citm root models as `ReflectiveCodable`, for the measurements that decode and
// encode them through JSONDecoder and JSONEncoder (`<workload>.bytesToModels.ReflectiveCodable`,
// `<workload>.toBytes.ReflectiveCodable`). Only the root adopts it: the nested models are
// hydrated and written by the root's plan, as with `init(jsonData:)` and `jsonData()`.
import Foundation
import ReflectiveMapper

extension TwitterSearchResult: ReflectiveCodable {}
extension CitmCatalog: ReflectiveCodable {}

/// A JSONDecoder and a JSONEncoder that name `registry` for `ReflectiveCodable` models.
struct RegistryCoders {
  let decoder = JSONDecoder()
  let encoder = JSONEncoder()
  /// The library's own coders, naming the same registry.
  let libraryDecoder = ReflectiveJSONDecoder()
  let libraryEncoder = ReflectiveJSONEncoder()

  init(_ registry: MappingRegistry) {
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    libraryDecoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    libraryEncoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
  }

  /// `encoder.encode(value)`, for a value known only as an existential (opened here).
  func encode(_ value: some Encodable) throws -> Data { try encoder.encode(value) }

  /// `libraryEncoder.encode(value)`, for a value known only as an existential (opened here).
  func libraryEncode(_ value: some Encodable) throws -> Data { try libraryEncoder.encode(value) }
}

/// A workload's setup that also makes coders naming the workload's registry.
func withCoders<Object>(_ setup: @escaping () throws -> Loaded<Object>) -> () throws -> (Loaded<Object>, RegistryCoders) {
  {
    let loaded = try setup()
    return (loaded, RegistryCoders(loaded.registry))
  }
}
