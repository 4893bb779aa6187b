import CoreFoundation
import Foundation
import Testing

@testable import ReflectiveMapper

/// Each built-in scalar type is one record (`BuiltInScalar`): the converter, strict kind,
/// emitter, schema and key-path probe the compilers use all come from its conformance.
@Suite struct BuiltInScalarTests {
  /// Every type the library reads and writes by itself, with its JSON kind under strict.
  static var types: [(any BuiltInScalar.Type, JSONKind?)] {
    var wide: [(any BuiltInScalar.Type, JSONKind?)] = []
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      wide = [(Int128.self, .number), (UInt128.self, .number)]
    }
    return wide + [
      (Int.self, .number), (Int8.self, .number), (Int16.self, .number), (Int32.self, .number), (Int64.self, .number),
      (UInt.self, .number), (UInt8.self, .number), (UInt16.self, .number), (UInt32.self, .number), (UInt64.self, .number),
      (Double.self, .number), (Float.self, .number), (CGFloat.self, .number), (Decimal.self, .number),
      (Bool.self, .bool), (String.self, .string), (Date.self, nil), (URL.self, nil), (UUID.self, nil), (Data.self, nil),
    ]
  }

  @Test func eachTypeIsOneRecordTheCompilersAsk() throws {
    for (type, kind) in Self.types {
      func check<S: BuiltInScalar>(_: S.Type) throws {
        let name = String(describing: S.self)
        #expect(JSONKind(exactFor: S.self) == kind, "\(name): strict kind")
        #expect(ConverterBuilder.primitive(S.self) != nil, "\(name): converter")
        #expect(EmitterBuilder.primitive(S.self) != nil, "\(name): emitter")
        #expect(!S.schema(dates: nil).isEmpty, "\(name): schema")
        #expect(!ConverterBuilder.descends(S.self), "\(name): a leaf")
        // The probe writes a value the type tells apart from the seed.
        let seed = S.seed
        let other = S.probe(differentFrom: seed)
        #expect((seed as? AnyHashable) != nil && (seed as? AnyHashable) != (other as? AnyHashable), "\(name): probe")
      }
      try check(type)
    }
  }

  @Test func aConverterAndEmitterRoundTripThroughTheRecord() throws {
    var context = HydrationContext(registry: MappingRegistry(), rootName: "Test")
    #expect(try Int8.converter("12", &context) == 12)
    #expect(throws: ConversionFailure.self) { try Int8.converter(300, &context) }
    #expect(try CGFloat.converter("1.5", &context) == 1.5)
    #expect(Int.schema(dates: nil)["minimum"] as? Int == Int.min)
    #expect(UInt64.schema(dates: nil)["maximum"] as? UInt64 == UInt64.max)
  }

  final class SwappedCGFloats: ReflectiveModel {
    var width: CGFloat = 0
    var height: CGFloat = 0
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["width": \SwappedCGFloats.height, "height": \SwappedCGFloats.width] }
  }

  /// `CGFloat` has its probe now that the record requires one: swapped names are found.
  @Test func theKeyPathCheckCoversEveryScalarType() {
    let found = MappingRegistry().issues(for: SwappedCGFloats.self).filter { $0.registrationCode == .misnamedKeyPath }
    #expect(found.count == 2)
  }
}
