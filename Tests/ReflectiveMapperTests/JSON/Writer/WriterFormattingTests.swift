import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct JSONWriterFormattingTests {
  @Test func compactOutputHasNoWhitespace() throws {
    let text = try WriterHelpers.text { writer in
      writer.beginObject()
      writer.writeKey("a")
      writer.beginArray()
      writer.writeInt(1)
      writer.writeString("x")
      writer.writeNull()
      writer.beginObject()
      writer.endObject()
      writer.endArray()
      writer.writeKey("b")
      try writer.writeDouble(0.5)
      writer.writeKey("c")
      writer.writeRaw(Array("[true]".utf8))
      writer.endObject()
    }
    #expect(text == #"{"a":[1,"x",null,{}],"b":0.5,"c":[true]}"#)
  }

  @Test func prettyPrintingIndentsNestedContainersByTwoSpaces() throws {
    let value: [String: Any] = [
      "b": [1, 2, [:] as [String: Any], [] as [Any], ["z": false] as [String: Any]] as [Any],
      "a": ["y": "z", "x": NSNull()] as [String: Any],
      "c": [] as [Any],
      "d": [:] as [String: Any],
    ]
    let expected = """
      {
        "a": {
          "x": null,
          "y": "z"
        },
        "b": [
          1,
          2,
          {},
          [],
          {
            "z": false
          }
        ],
        "c": [],
        "d": {}
      }
      """
    #expect(try WriterHelpers.anyText(value, [.prettyPrinted, .sortedKeys]) == expected)
  }

  @Test func prettyPrintingTopLevelArrayAndScalars() throws {
    let text = WriterHelpers.text([.prettyPrinted]) { writer in
      writer.beginArray()
      writer.writeInt(1)
      writer.beginArray()
      writer.writeString("deep")
      writer.endArray()
      writer.endArray()
    }
    let expected = """
      [
        1,
        [
          "deep"
        ]
      ]
      """
    #expect(text == expected)
    #expect(WriterHelpers.text([.prettyPrinted]) { $0.writeInt(7) } == "7")
    #expect(try WriterHelpers.anyText([:] as [String: Any], [.prettyPrinted]) == "{}")
    #expect(try WriterHelpers.anyText([] as [Any], [.prettyPrinted]) == "[]")
  }

  @Test func prettyOutputParsesToTheSameValue() throws {
    let value: [String: Any] = ["a": [1, ["b": "c"] as [String: Any]] as [Any], "d": true]
    let pretty = try WriterHelpers.anyText(value, [.prettyPrinted])
    #expect(WriterHelpers.jsonEqual(try WriterHelpers.parse(pretty), try WriterHelpers.parse(try WriterHelpers.anyText(value))))
  }

  @Test func sortedKeysOrdersByCodePoint() throws {
    let value: [String: Any] = ["b": 1, "a": 2, "B": 3, "é": 4, "aa": 5, "": 6, "a\u{0}": 7]
    let text = try WriterHelpers.anyText(value, [.sortedKeys])
    #expect(text == #"{"":6,"B":3,"a":2,"a\u0000":7,"aa":5,"b":1,"é":4}"#)
    let typed = try WriterHelpers.anyText(["z": 1, "y": 2] as [String: Int], [.sortedKeys])
    #expect(typed == #"{"y":2,"z":1}"#)
    let hashable = try WriterHelpers.anyText(["z": 1, "y": 2] as [AnyHashable: Any], [.sortedKeys])
    #expect(hashable == #"{"y":2,"z":1}"#)
  }

  @Test func dataReturnsTheWrittenBytes() {
    var writer = JSONWriter(reservingCapacity: 64)
    writer.writeBool(false)
    #expect(writer.data() == Data("false".utf8))
  }
}
