import Foundation
import Testing

@testable import ReflectiveMapper

/// The low-level tape API used to hydrate models without building dictionaries.
@Suite struct JSONReaderTapeTests {
  static let document = #"""
    {"id": 42, "name": "Ada", "tags": ["x", "y\n"], "nested": {"deep": [1, [2, [3]]], "k": null},
     "ok": true, "no": false, "ratio": 0.5, "big": 18446744073709551615, "huge": 123456789012345678901234,
     "na\u006De": "escaped key", "empty": {}, "list": []}
    """#

  @Test func nodesDescribeTheDocumentInOrder() throws {
    try JSONReader.withTape(Array(Self.document.utf8)) { tape in
      let root = tape.rootIndex
      #expect(tape.kind(at: root) == .object)
      #expect(tape.count(at: root) == 12)
      #expect(tape.indexAfter(root) == tape.nodes.count)
      let members = Array(tape.members(ofObjectAt: root))
      #expect(members.count == 12)
      let keys = members.map { tape.string(at: $0.key) ?? "?" }
      #expect(keys == ["id", "name", "tags", "nested", "ok", "no", "ratio", "big", "huge", "name", "empty", "list"])
      #expect(members.allSatisfy { $0.value == $0.key + 1 })
      #expect(tape.string(at: members[1].value) == "Ada")
      let tags = members[2].value
      #expect(tape.kind(at: tags) == .array)
      #expect(tape.elements(ofArrayAt: tags).compactMap { tape.string(at: $0) } == ["x", "y\n"])
    }
  }

  @Test func scalarAccessorsReadPayloads() throws {
    try JSONReader.withTape(Array(Self.document.utf8)) { tape in
      func value(_ key: StaticString) throws -> Int {
        try #require(tape.valueIndex(ofKey: key, inObjectAt: tape.rootIndex))
      }
      #expect(tape.int64(at: try value("id")) == 42)
      #expect(tape.kind(at: try value("id")) == .int)
      #expect(tape.double(at: try value("id")) == 42)
      #expect(tape.string(at: try value("name")) == "escaped key")  // duplicate key: the last one
      #expect(tape.bool(at: try value("ok")) == true)
      #expect(tape.bool(at: try value("no")) == false)
      #expect(tape.double(at: try value("ratio")) == 0.5)
      #expect(tape.int64(at: try value("ratio")) == nil)
      #expect(tape.uint64(at: try value("big")) == UInt64.max)
      #expect(tape.int64(at: try value("big")) == nil)
      #expect(tape.kind(at: try value("huge")) == .bigInteger)
      #expect(tape.decimal(at: try value("huge")) == Decimal(string: "123456789012345678901234"))
      #expect(tape.string(at: try value("id")) == nil)
      let nested = try value("nested")
      let k = try #require(tape.valueIndex(ofKey: "k", inObjectAt: nested))
      #expect(tape.isNull(at: k))
      #expect(tape.count(at: try value("empty")) == 0)
      #expect(tape.kind(at: try value("list")) == .array)
      #expect(tape.valueIndex(ofKey: "missing", inObjectAt: tape.rootIndex) == nil)
    }
  }

  @Test func subtreesAreSkippedInConstantTime() throws {
    try JSONReader.withTape(Array(Self.document.utf8)) { tape in
      let nested = try #require(tape.valueIndex(ofKey: "nested", inObjectAt: tape.rootIndex))
      let after = tape.indexAfter(nested)
      // The member after "nested" is "ok": its key node sits right after the skipped subtree.
      #expect(tape.stringEquals(at: after, "ok"))
      #expect(tape.bool(at: after + 1) == true)
      let deep = try #require(tape.valueIndex(ofKey: "deep", inObjectAt: nested))
      #expect(tape.count(at: deep) == 2)
      let elements = Array(tape.elements(ofArrayAt: deep))
      #expect(elements.count == 2)
      #expect(tape.int64(at: elements[0]) == 1)
      #expect(tape.kind(at: elements[1]) == .array)
      #expect(tape.indexAfter(elements[1]) == tape.indexAfter(deep))
    }
  }

  @Test func keysCompareAsRawBytesEvenWhenEscaped() throws {
    try JSONReader.withTape(Array(#"{"plain": 1, "na\u006De": 2, "caf\u00e9": 3, "café": 4}"#.utf8)) { tape in
      let members = Array(tape.members(ofObjectAt: tape.rootIndex))
      #expect(tape.nodes[members[0].key].hasEscapes == false)
      #expect(tape.nodes[members[1].key].hasEscapes == true)
      #expect(tape.stringEquals(at: members[0].key, "plain"))
      #expect(!tape.stringEquals(at: members[0].key, "plai"))
      #expect(!tape.stringEquals(at: members[0].key, "plainer"))
      #expect(tape.stringEquals(at: members[1].key, "name"))
      #expect(tape.stringEquals(at: members[2].key, "café"))
      #expect(tape.stringEquals(at: members[3].key, Array("café".utf8)))
      "café".utf8.withContiguousStorageIfAvailable { bytes in
        #expect(tape.stringEquals(at: members[3].key, UnsafeRawBufferPointer(bytes)))
      }
      // Duplicate keys: lookup returns the last occurrence, like materialization.
      let cafe = try #require(tape.valueIndex(ofKey: "café", inObjectAt: tape.rootIndex))
      #expect(tape.int64(at: cafe) == 4)
      #expect(!tape.stringEquals(at: members[0].value, "1"))
    }
  }

  @Test func materializationMatchesParse() throws {
    let bytes = Array(Self.document.utf8)
    let direct = try JSONReader.parse(bytes)
    try JSONReader.withTape(bytes) { tape in
      #expect(canonicalDescription(tape.materialize()) == canonicalDescription(direct))
      let nested = try #require(tape.valueIndex(ofKey: "nested", inObjectAt: tape.rootIndex))
      let subtree = tape.value(at: nested)
      let expected = (direct as! [String: Any])["nested"]!
      #expect(canonicalDescription(subtree) == canonicalDescription(expected))
    }
    try JSONReader.withTape(Data(bytes)) { tape in
      #expect(canonicalDescription(tape.materialize()) == canonicalDescription(direct))
    }
  }

  @Test func hydrationLoopFromTheDesignNotesWorks() throws {
    var id: Int64?
    var name: String?
    let data = Data(#"{"skip": {"a": [1, 2, {"b": 3}]}, "id": 7, "name": "Grace", "extra": [[], {}]}"#.utf8)
    try JSONReader.withTape(data) { tape in
      for member in tape.members(ofObjectAt: tape.rootIndex) {
        if tape.stringEquals(at: member.key, "id") {
          id = tape.int64(at: member.value)
        } else if tape.stringEquals(at: member.key, "name") {
          name = tape.string(at: member.value)
        }
      }
    }
    #expect(id == 7)
    #expect(name == "Grace")
  }

  @Test func tapeIsBuiltDirectlyFromABuffer() throws {
    let bytes = Array("[1, \"two\", [3]]".utf8)
    try bytes.withUnsafeBytes { buffer in
      let tape = try JSONTape(parsing: buffer)
      #expect(tape.nodes.map(\.kind) == [.array, .int, .string, .array, .int])
      #expect(tape.nodes[0].size == 3)
      #expect(tape.indexAfter(3) == 5)
    }
    #expect(throws: JSONReadError.self) {
      try JSONReader.withTape(Array("[1,".utf8)) { _ in () }
    }
  }
}
