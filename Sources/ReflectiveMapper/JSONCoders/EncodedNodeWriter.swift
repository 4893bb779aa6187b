import Foundation

/// Writes the tree of a ``ReflectiveJSONEncoder`` call as `JSONEncoder` lays it out: compact,
/// or two-space indented with `"key" : value` (and an empty container as `{\n\n}`); `/` escaped
/// unless `.withoutEscapingSlashes`; keys sorted by their UTF-8 bytes under `.sortedKeys`.
struct EncodedNodeWriter {
  /// The output (the writer's number and string primitives; separators are written here).
  private var writer = JSONWriter()
  private let run: TreeEncodingRun
  private let pretty: Bool
  private var indent = 0

  init(run: TreeEncodingRun) {
    self.run = run
    pretty = run.options.outputFormatting.contains(.prettyPrinted)
    writer.escapesSlashes = run.escapesSlashes
    writer.bytes.reserveCapacity(max(256, run.arena.count + 64))
  }

  /// The bytes written.
  var bytes: [UInt8] { writer.bytes }

  /// Writes `node` and what it holds.
  mutating func write(_ node: EncodedNode, depth: Int = 0) throws {
    switch node {
    case .null: writer.appendASCII("null")
    case .bool(let value): value ? writer.appendASCII("true") : writer.appendASCII("false")
    case .int(let value):
      if value < 0 { writer.bytes.append(UInt8(ascii: "-")) }
      writer.appendDigits(value.magnitude)
    case .uint(let value): writer.appendDigits(value)
    case .double(let value): appendNumber(value)
    case .float(let value): appendNumber(value)
    case .string(let value): appendString(value)
    case .text(let start, let count): appendText(start, count)
    case .array(let array): try writeArray(array.elements, depth: depth + 1)
    case .object(let object): try writeObject(object, depth: depth + 1)
    case .deferred(let encoder): try write(encoder.value ?? .object(EncodedObject()), depth: depth)
    }
  }

  /// A finite number as `JSONEncoder` writes it, `-0` included.
  private mutating func appendNumber<F: BinaryFloatingPoint & TextOutputStreamable>(_ value: F) {
    writer.appendFinite(value, negativeZeroAsInteger: true)
  }

  /// A string, quoted and escaped (`/` too, unless `.withoutEscapingSlashes`).
  private mutating func appendString(_ value: String) {
    writer.appendQuoted(value)
  }

  /// JSON text written beforehand: copied as it is, or laid out again (pretty-printed,
  /// slashes escaped).
  private mutating func appendText(_ start: Int, _ count: Int) {
    let text = run.arena[start..<(start + count)]
    if !pretty {
      // (Its strings' slashes were escaped as it was written.)
      writer.bytes.append(contentsOf: text)
      return
    }
    // Compact JSON from the library's writer: no whitespace, so the layout is added between
    // the tokens, outside strings.
    var inString = false
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      index += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        writer.bytes.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        writer.bytes.append(byte)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        writer.bytes.append(byte)
        writer.bytes.append(UInt8(ascii: "\n"))
        indent += 1
        if index < text.endIndex, text[index] != UInt8(ascii: "}"), text[index] != UInt8(ascii: "]") {
          for _ in 0..<indent { writer.appendASCII("  ") }
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        indent -= 1
        newline()
        writer.bytes.append(byte)
      case UInt8(ascii: ","):
        writer.bytes.append(byte)
        newline()
      case UInt8(ascii: ":"):
        writer.appendASCII(" : ")
      default:
        writer.bytes.append(byte)
      }
    }
  }

  private mutating func newline() {
    writer.bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<indent { writer.appendASCII("  ") }
  }

  private mutating func writeArray(_ elements: [EncodedNode], depth: Int) throws {
    try open(UInt8(ascii: "["), depth: depth)
    for (index, element) in elements.enumerated() {
      separate(index)
      try write(element, depth: depth)
    }
    close(UInt8(ascii: "]"))
  }

  private mutating func writeObject(_ object: EncodedObject, depth: Int) throws {
    try open(UInt8(ascii: "{"), depth: depth)
    var members = object.members
    if run.sortsKeys { members.sort { JSONWriter.keyPrecedes($0.key, $1.key) } }
    for (index, member) in members.enumerated() {
      separate(index)
      appendString(member.key)
      if pretty { writer.appendASCII(" : ") } else { writer.bytes.append(UInt8(ascii: ":")) }
      try write(member.value, depth: depth)
    }
    close(UInt8(ascii: "}"))
  }

  /// Opens a container: its bracket, then (pretty) a new line one level deeper.
  private mutating func open(_ bracket: UInt8, depth: Int) throws {
    try checkDepth(depth)
    writer.bytes.append(bracket)
    if pretty {
      writer.bytes.append(UInt8(ascii: "\n"))
      indent += 1
    }
  }

  /// What comes before the container's element `index`: a comma after the first.
  ///
  /// Pretty-printed, each element is on its own indented line.
  private mutating func separate(_ index: Int) {
    if index > 0 {
      writer.bytes.append(UInt8(ascii: ","))
      if pretty { writer.bytes.append(UInt8(ascii: "\n")) }
    }
    if pretty { for _ in 0..<indent { writer.appendASCII("  ") } }
  }

  /// Closes a container: (pretty) a new line at the outer level, then its bracket.
  ///
  /// An empty container is `{`, an empty line and `}`, as `JSONEncoder` writes it.
  private mutating func close(_ bracket: UInt8) {
    if pretty {
      indent -= 1
      newline()
    }
    writer.bytes.append(bracket)
  }

  /// `JSONEncoder` refuses to write 512 levels of containers.
  private func checkDepth(_ depth: Int) throws {
    guard depth < NestingLimit.levels else {
      throw EncodingError.invalidValue(
        depth, .init(codingPath: [], debugDescription: "Too many nested arrays or dictionaries: more than \(NestingLimit.levels - 1) levels"))
    }
  }
}
