import Foundation
import Testing

@testable import ReflectiveMapper

/// The decoder over `Any` values under hostile input: deep nesting, random values.
extension AnyValueDecoderTests {
  @Test func depthLimit() throws {
    func chain(_ depth: Int) -> [String: Any] {
      var node: [String: Any] = [:]
      for _ in 1..<depth { node = ["next": node] }
      return node
    }
    #expect(try decode(BridgeChain.self, chain(512)).length == 512)
    let error = failure(BridgeChain.self, chain(513))
    #expect(error?.kind == "dataCorrupted")
    #expect(error?.context?.codingPath.count == 512)

    func arrays(_ depth: Int) -> Any {
      var node: Any = [Any]()
      for _ in 1..<depth { node = [node] }
      return node
    }
    #expect(try decode(BridgeNestedArrays.self, arrays(512)).depth == 512)
    #expect(failure(BridgeNestedArrays.self, arrays(513))?.kind == "dataCorrupted")
    #expect(failure(BridgeNestedArrays.self, arrays(5000))?.kind == "dataCorrupted")
    let shallow = AnyValueDecoder(AnyValueCodingOptions(maximumDepth: 3))
    #expect(throws: DecodingError.self) { try shallow.decode(BridgeChain.self, from: chain(4)) }
    #expect(try shallow.decode(BridgeChain.self, from: chain(3)).length == 3)
  }

  /// Random values in random places: every decode either succeeds or throws a DecodingError.
  @Test func randomInputNeverCrashes() throws {
    var generator = SplitMix64(seed: 0x5EED)
    let template = try #require(AnyValueEncoder().encode(BridgePerson.sample) as? [String: Any])
    let keys = Array(template.keys)
    func randomValue(_ depth: Int) -> Any {
      switch generator.next() % (depth > 3 ? 12 : 15) {
      case 0: return NSNull()
      case 1: return generator.next() % 2 == 0
      case 2: return NSNumber(value: generator.next() % 2 == 0)
      case 3: return Int(truncatingIfNeeded: generator.next())
      case 4: return Double(bitPattern: generator.next())
      case 5: return NSNumber(value: Double(Int(generator.next() % 1000)) / 7)
      case 6: return NSNumber(value: generator.next())
      case 7: return "s\(generator.next() % 100)"
      case 8: return "2019-05-15T15:20:41Z"
      case 9: return Decimal(Int(generator.next() % 1000)) / 8
      case 10: return Optional<Int>.none as Any
      case 11: return "AAEC"
      case 12: return (0..<Int(generator.next() % 4)).map { _ in randomValue(depth + 1) }
      case 13:
        var object: [String: Any] = [:]
        for _ in 0..<Int(generator.next() % 4) { object[keys[Int(generator.next() % UInt64(keys.count))]] = randomValue(depth + 1) }
        return object
      default: return template
      }
    }
    var outcomes = (ok: 0, failed: 0)
    for _ in 0..<3000 {
      var raw = template
      for _ in 0..<Int(generator.next() % 4 + 1) {
        raw[keys[Int(generator.next() % UInt64(keys.count))]] = randomValue(0)
      }
      let input: Any = generator.next() % 10 == 0 ? randomValue(0) : raw
      do {
        _ = try decoder.decode(BridgePerson.self, from: input)
        outcomes.ok += 1
      } catch is DecodingError {
        outcomes.failed += 1
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
    #expect(outcomes.ok + outcomes.failed == 3000)
    #expect(outcomes.failed > 0)
  }
}
