import Foundation
import ReflectiveMapper
import Testing

/// The two kinds of model the library maps: a check that holds for a class holds for its
/// struct twin, so suites run it for both (`@Test(arguments: ModelKind.allCases)`).
enum ModelKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case classes
  case structs

  var testDescription: String { rawValue }
}

/// A fixture model with a class twin and a struct twin: `update` is each kind's own
/// `setValues` (the class's on a shared instance, the struct's mutating), so a generic check
/// goes through the call its users write.
protocol KindTwinModel: ReflectiveModel {
  mutating func update(from dictionary: [String: Any], registry: MappingRegistry) throws
  mutating func update(fromJSON data: Data, registry: MappingRegistry) throws
}

extension KindTwinModel {
  mutating func update(from dictionary: [String: Any], registry: MappingRegistry) throws {
    try setValues(from: dictionary, registry: registry)
  }

  mutating func update(fromJSON data: Data, registry: MappingRegistry) throws {
    try setValues(fromJSON: data, registry: registry)
  }
}

extension KindTwinModel where Self: AnyObject {
  func update(from dictionary: [String: Any], registry: MappingRegistry) throws {
    try setValues(from: dictionary, registry: registry)
  }

  func update(fromJSON data: Data, registry: MappingRegistry) throws {
    try setValues(fromJSON: data, registry: registry)
  }
}
