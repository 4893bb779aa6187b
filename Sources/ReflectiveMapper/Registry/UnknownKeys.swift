import Foundation

/// The keys a model does not map, kept without parsing them: the storage that makes
/// ``UnknownKeyPolicy/collect`` cheap.
///
/// From JSON bytes, each unknown member is kept as where its key and its value are in one
/// copy of the input, which every model of the call shares. Nothing is parsed until it is
/// read: ``values`` (or the subscript) parses what it needs, and `jsonData()` writes the
/// members back as they were written. Keys read from a dictionary, kept along dotted paths,
/// or merged by an update are kept as values.
///
/// ```swift
/// let event = try Event(jsonData: body)        // var unknownValues = UnknownKeys()
/// event.unknownValues["repository"]            // parsed now: [String: Any]
/// try event.jsonData()                         // unknown members copied through
/// ```
///
/// `UnknownKeys` is `Sendable`, so a struct model that collects into it can be `Sendable` and
/// cross to an actor: its document is an immutable copy of the input, and the values it keeps
/// are JSON values (strings, numbers, Booleans, `NSNull`, ``RawJSON``, and arrays and
/// dictionaries of them) that nothing mutates. A value given to ``init(parsedValues:)`` or
/// stored by an update is kept as given: keep those to JSON values too.
public struct UnknownKeys: UnknownKeyStorage, CustomStringConvertible, @unchecked Sendable {
  /// The copy of one input document that members point into.
  final class Document: @unchecked Sendable {
    // Never mutated after creation.
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// One unknown member: where its key (without quotes and escapes) and its value's text are.
  struct Member {
    let key: Range<Int>
    let value: Range<Int>
  }

  var document: Document?
  /// Members kept as text, in input order (a repeated key: the last wins).
  var members: [Member] = []
  /// Entries kept as values; they win over a member with the same key.
  var entries: [String: Any] = [:]

  /// Empty storage.
  public init() {}

  /// Storage holding `values`.
  public init(parsedValues values: [String: Any]) { entries = values }

  /// Whether no key is kept.
  public var isEmpty: Bool { members.isEmpty && entries.isEmpty }

  /// The kept keys and their values, parsed now.
  public var values: [String: Any] {
    var result: [String: Any] = Dictionary(minimumCapacity: members.count + entries.count)
    if let document {
      document.bytes.withUnsafeBytes { bytes in
        for member in members {
          result[String(decoding: UnsafeRawBufferPointer(rebasing: bytes[member.key]), as: UTF8.self)] =
            (try? JSONParser.parse(UnsafeRawBufferPointer(rebasing: bytes[member.value]))) ?? NSNull()
        }
      }
    }
    result.merge(entries) { $1 }
    return result
  }

  /// Every kept key and its value, parsed now.
  public var parsedValues: [String: Any] { values.parsedValues }

  /// The value kept for `key`, parsed now; `nil` when the key is not kept.
  public subscript(key: String) -> Any? {
    if let entry = entries[key] { return entry }
    guard let document else { return nil }
    let wanted = Array(key.utf8)
    return document.bytes.withUnsafeBytes { bytes -> Any? in
      for member in members.reversed() where member.key.count == wanted.count && bytes[member.key].elementsEqual(wanted) {
        return (try? JSONParser.parse(UnsafeRawBufferPointer(rebasing: bytes[member.value]))) ?? NSNull()
      }
      return nil
    }
  }

  /// The kept keys (a repeated one once).
  public var keys: [String] { Array(values.keys) }

  /// The kept keys and their values, as a dictionary prints.
  public var description: String { String(describing: values) }

  /// Adds `other`'s keys, which win over these.
  mutating func merge(_ other: UnknownKeys) {
    if isEmpty {
      self = other
      return
    }
    if other.members.isEmpty {
      // Entries win over members anyway.
      entries.merge(other.entries) { $1 }
      return
    }
    if document == nil || document === other.document {
      // Members of the same document (nested keys first, then the object's own): theirs
      // replace entries of the same key.
      if !entries.isEmpty, let bytes = other.document?.bytes {
        for member in other.members { entries[String(decoding: bytes[member.key], as: UTF8.self)] = nil }
      }
      document = other.document
      members += other.members
      entries.merge(other.entries) { $1 }
      return
    }
    self = UnknownKeys(parsedValues: values.merging(other.values) { $1 })
  }
}
