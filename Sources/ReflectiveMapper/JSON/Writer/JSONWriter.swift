import Foundation

/// A streaming JSON writer that appends UTF-8 bytes to a growable buffer.
///
/// `JSONWriter` is the output half of the library's JSON support. A model serializer drives it
/// directly through the low-level methods (`beginObject()`, `writeKey(_:)`, `writeString(_:)`,
/// `writeInt(_:)`, …); these are small, allocation-free and meant to be inlined into the caller.
/// Values known only at run time (`[String: Any]`, `NSNumber`, …) are written by the output
/// layer (`DynamicOutput`), which classifies them and calls these methods.
///
/// The writer does not keep a stack of open containers. Separators are derived from two flags:
/// whether the innermost open container already has an element, and whether a key has just been
/// written. Callers are responsible for a well-formed call sequence: in an object every value is
/// preceded by exactly one `writeKey`, in an array or at the top level no key is written, and every
/// `begin…` is matched by the corresponding `end…`. Misuse is not detected and yields invalid JSON.
///
/// Output format:
/// - Compact (default): no whitespace at all, e.g. `{"a":[1,2],"b":{}}`.
/// - ``Options/prettyPrinted``: two-space indentation, one member or element per line,
///   `"key": value` (no space before the colon, one after), and empty containers written
///   compactly as `{}` / `[]`. No trailing newline is written.
///
/// ```
/// {
///   "a": [
///     1,
///     2
///   ],
///   "b": {}
/// }
/// ```
///
/// Numbers: integers are written exactly over the full `Int64`/`UInt64` range. Doubles and floats
/// use Swift's shortest round-trip representation (the same digits as `description`), so the text
/// parses back to the same bits; integral values are written without a fraction (`3`, as
/// `JSONEncoder` and `JSONSerialization` write them), `-0.0` stays `-0.0`, and large/small magnitudes use exponent notation such as `1e+21` or `1e-07`, all of
/// which is valid JSON. NaN and infinities throw ``JSONWriteError``.
///
/// Strings: `"` and `\` are escaped, U+0000–U+001F are written as `\b \f \n \r \t` or `\u00XX`
/// (lowercase hex); everything else, including `/`, U+007F and non-ASCII, is copied as UTF-8.
struct JSONWriter {
  /// Output options for a ``JSONWriter``.
  struct Options: OptionSet, Sendable, Hashable {
    /// The option bits.
    let rawValue: Int

    /// Two-space indentation, one member or element per line, `"key": value`.
    static let prettyPrinted = Options(rawValue: 1 << 0)
    /// Members ordered by the UTF-8 bytes of their keys (by Unicode code point;
    /// locale-independent).
    ///
    /// The writer writes keys in the order they come; a serializer that honours this option sorts
    /// its members itself (``JSONWriter/keyPrecedes(_:_:)`` is the order).
    static let sortedKeys = Options(rawValue: 1 << 1)
  }

  /// The bytes written so far (UTF-8 JSON text).
  var bytes: [UInt8]

  /// The options this writer was created with.
  let options: Options

  /// Cached `options.contains(.prettyPrinted)` for the hot path.
  let pretty: Bool
  /// Cached `options.contains(.sortedKeys)`.
  let sortKeys: Bool
  /// Number of currently open containers (used for indentation).
  var nesting: Int = 0
  /// Whether the innermost open container (or the top level) already holds an element.
  var hasElement: Bool = false
  /// Whether a key was just written and its value is pending.
  var afterKey: Bool = false
  /// Whether strings are written with `/` as `\/` (as `JSONEncoder` writes them by default).
  ///
  /// Keys encoded beforehand and JSON copied from the input are written as they are.
  var escapesSlashes = false

  /// Creates an empty writer.
  ///
  /// - Parameters:
  ///   - options: formatting options.
  ///   - capacity: bytes to reserve up front; pass an estimate of the output size to avoid regrowth.
  init(options: Options = [], reservingCapacity capacity: Int = 0) {
    self.bytes = []
    if capacity > 0 { bytes.reserveCapacity(capacity) }
    self.options = options
    self.pretty = options.contains(.prettyPrinted)
    self.sortKeys = options.contains(.sortedKeys)
  }

  /// Returns the bytes written so far as `Data`.
  func data() -> Data {
    Data(bytes)
  }

  // MARK: - Separators

  /// Writes the separator and indentation that must precede a value at the current position.
  @inline(__always)
  mutating func prepareValue() {
    if afterKey {
      afterKey = false
      return
    }
    if hasElement {
      bytes.append(UInt8(ascii: ","))
    } else {
      hasElement = true
    }
    if pretty && nesting > 0 {
      writeNewlineAndIndent()
    }
  }

  /// Writes `\n` followed by two spaces per open container.
  @inline(never)
  mutating func writeNewlineAndIndent() {
    bytes.append(UInt8(ascii: "\n"))
    var remaining = nesting &* 2
    let spaces: StaticString = "                                                                "
    let chunk = spaces.utf8CodeUnitCount
    while remaining > 0 {
      let n = Swift.min(remaining, chunk)
      appendBytes(spaces.utf8Start, count: n)
      remaining &-= n
    }
  }

  // MARK: - Containers

  /// Opens an object: writes `{` (preceded by a separator when needed).
  @inline(__always)
  mutating func beginObject() { open(UInt8(ascii: "{")) }

  /// Closes the innermost object: writes `}` (on its own line when pretty-printing a non-empty object).
  @inline(__always)
  mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array: writes `[` (preceded by a separator when needed).
  @inline(__always)
  mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes the innermost array: writes `]` (on its own line when pretty-printing a non-empty array).
  @inline(__always)
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Opens a container with `bracket`, after a separator when one is needed.
  @inline(__always)
  private mutating func open(_ bracket: UInt8) {
    prepareValue()
    bytes.append(bracket)
    nesting &+= 1
    hasElement = false
  }

  /// Closes the innermost container with `bracket`, on its own line when pretty-printing a
  /// non-empty one.
  @inline(__always)
  private mutating func close(_ bracket: UInt8) {
    nesting &-= 1
    if pretty && hasElement { writeNewlineAndIndent() }
    bytes.append(bracket)
    hasElement = true
  }

  // MARK: - Literals

  /// Writes `true` or `false`.
  @inline(__always)
  mutating func writeBool(_ value: Bool) {
    prepareValue()
    if value {
      appendASCII("true")
    } else {
      appendASCII("false")
    }
  }

  /// Writes `null`.
  @inline(__always)
  mutating func writeNull() {
    prepareValue()
    appendASCII("null")
  }

  /// Writes already-encoded JSON text as one value (a separator is written before it when needed).
  ///
  /// The bytes are not validated: they must form exactly one valid JSON value.
  mutating func writeRaw<Bytes: Sequence>(_ raw: Bytes) where Bytes.Element == UInt8 {
    prepareValue()
    bytes.append(contentsOf: raw)
  }

  /// Appends the bytes of a static ASCII string without any separator logic.
  @inline(__always)
  mutating func appendASCII(_ text: StaticString) {
    appendBytes(text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// Appends `count` bytes starting at `source`, without any separator logic.
  ///
  /// Runs of up to 16 bytes are appended one by one, which measured about twice as fast as
  /// `Array.append(contentsOf:)` for the short keys, numbers and literals that dominate JSON.
  @inline(__always)
  mutating func appendBytes(_ source: UnsafePointer<UInt8>, count: Int) {
    if count <= 8 {
      var index = 0
      while index < count {
        bytes.append(source[index])
        index &+= 1
      }
    } else {
      bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: count))
    }
  }
}

/// The error thrown when a number has no JSON form (NaN, an infinity, a decimal beyond
/// JSON's range); output turns it into a `MappingError` at the value's path.
struct JSONWriteError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The number's text (`nan`, `inf`, `-inf`, `NaN`).
  var number: String

  init(invalidNumber number: String) { self.number = number }

  var description: String { "invalid JSON number \(number)" }
}

extension JSONWriter {
  /// The order used by ``Options/sortedKeys``: lexicographic by UTF-8 bytes (Unicode code points).
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
