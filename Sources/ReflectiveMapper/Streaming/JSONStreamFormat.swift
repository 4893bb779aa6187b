/// How a stream of models is laid out in its bytes: the elements of a JSON array (at the top
/// level or at a key path inside an object), JSON Lines, or an RFC 7464 JSON text sequence.
///
/// The stream readers (``ModelStreamReader``, ``AsyncModelStream``) and the writer
/// (``ModelStreamWriter``) take the same formats.
public struct JSONStreamFormat: Sendable, Hashable, CustomStringConvertible {
  enum Layout: Sendable, Hashable {
    case array(at: String?)
    case lines
    case sequence
  }

  let layout: Layout

  /// The elements of the top-level array: `[{…}, {…}, …]`.
  public static let array = JSONStreamFormat(layout: .array(at: nil))

  /// The elements of the array at `path` inside the top-level object, with the path rules of
  /// ``ReflectiveModel/init(jsonData:at:registry:context:)``: `"items"` reads
  /// `{"items": [{…}, …]}`, `"data.results"` reads `{"data": {"results": […]}}`, a segment after
  /// the first that is all digits is an array index, and a backslash escapes a dot.
  ///
  /// A reader checks the rest of the document for syntax and skips it; a writer writes the
  /// array inside objects with those keys (an index segment is refused).
  public static func array(at path: String) -> JSONStreamFormat {
    JSONStreamFormat(layout: .array(at: path))
  }

  /// JSON Lines (NDJSON): one JSON object per line, lines ended by LF or CR LF.
  ///
  /// A reader skips blank lines and reads each line as a document of its own.
  public static let jsonLines = JSONStreamFormat(layout: .lines)

  /// An RFC 7464 JSON text sequence (`application/json-seq`): each JSON object preceded by the
  /// record separator (0x1E) and followed by a line feed.
  ///
  /// A reader reads each record as a document of its own, named `record 4` in problems, and
  /// takes line feeds (and CR LF) as whitespace; a record with nothing in it is skipped. A
  /// record's model is delivered when the next record begins or the input ends.
  public static let jsonTextSequence = JSONStreamFormat(layout: .sequence)

  /// The format as code would name it: `.array`, `.array(at: "items")`, `.jsonLines`.
  public var description: String {
    switch layout {
    case .array(at: nil): ".array"
    case .array(at: let path?): ".array(at: \(MessageText.quoted(path)))"
    case .lines: ".jsonLines"
    case .sequence: ".jsonTextSequence"
    }
  }

  /// The framer's layout: the key path as segments, and whether an object in the array's
  /// place is its one element (``MappingContext/wrapsLoneObject``).
  func framing(wrapsLoneObject: Bool = false) -> StreamFramer.Layout {
    switch layout {
    case .array(at: nil): .array(path: [], wrapsLoneObject: wrapsLoneObject)
    case .array(at: let path?): .array(path: IndexPaths.parse(KeyPathSyntax.segments(path)), wrapsLoneObject: wrapsLoneObject)
    case .lines: .records(.lines)
    case .sequence: .records(.sequence)
    }
  }
}

/// What a stream reader does with an element that has a fatal problem, and how much it reads at
/// most in one piece.
public struct ModelStreamOptions: Sendable, Hashable {
  /// What happens to an element with a fatal problem.
  public enum Policy: Sendable, Hashable {
    /// The element is skipped, its problems (the fatal one included) reported, and the stream
    /// goes on; in JSON Lines a malformed line is skipped the same way.
    case lenient
    /// The stream ends with the element's error, after every earlier element was delivered.
    case strict
  }

  /// The default ``maxElementBytes``: 16 MiB.
  public static let defaultMaxElementBytes = 16 << 20

  /// What happens to an element with a fatal problem; ``Policy/lenient`` by default.
  ///
  /// Malformed JSON in an array, and a limit exceeded, end the stream whatever the policy: no
  /// later element could be found reliably.
  public var policy: Policy
  /// The most bytes one element may hold, and the most bytes between two elements
  /// (whitespace, separators, skipped values, blank lines); more is a
  /// ``MappingError/Reason/sizeLimitExceeded(limit:)`` problem that ends the stream.
  ///
  /// A reader keeps at most the element it is in, so this bounds its memory with the size of
  /// a chunk.
  public var maxElementBytes: Int

  /// Creates options; the defaults read leniently, with elements of up to 16 MiB.
  public init(policy: Policy = .lenient, maxElementBytes: Int = ModelStreamOptions.defaultMaxElementBytes) {
    self.policy = policy
    self.maxElementBytes = maxElementBytes
  }
}
