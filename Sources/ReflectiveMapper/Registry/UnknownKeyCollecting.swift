import Foundation

/// A model that keeps the input keys it does not map, for `UnknownKeyPolicy.collect`.
///
/// Hydration stores every unmapped key with its value in ``unknownValues`` (merging into
/// what is there), and `jsonObject()`/`jsonData()` write them back, so a round trip keeps
/// fields the model does not know about.
///
/// ```swift
/// final class Event: UnknownKeyCollecting {
///   var name = ""
///   var unknownValues = UnknownKeys()        // or: [String: Any] = [:]
///   init() {}
///   static var keyPaths: [String: AnyKeyPath] { ["name": \Event.name] }
/// }
/// ```
///
/// The storage is yours to choose:
/// - ``UnknownKeys`` keeps, from JSON bytes, only where each unknown member is in one shared
///   copy of the input: nothing is parsed until it is read (``UnknownKeys/values``), and
///   `jsonData()` writes the members back verbatim. Collecting then costs little more than
///   ignoring.
/// - `[String: Any]` holds each key's value: from bytes, an object or an array as its
///   ``RawJSON`` text, any other value as the value.
///
/// ``parsedUnknownValues`` reads either as plain JSON values.
public protocol UnknownKeyCollecting: ReflectiveModel {
  /// Where the unknown keys are kept: ``UnknownKeys`` or `[String: Any]`.
  associatedtype UnknownValues: UnknownKeyStorage = [String: Any]
  /// The unmapped input keys and their values.
  var unknownValues: UnknownValues { get set }
}

/// Storage for the keys an ``UnknownKeyCollecting`` model does not map: ``UnknownKeys`` or
/// `[String: Any]`.
public protocol UnknownKeyStorage {
  /// Empty storage.
  init()
  /// Storage holding `values` (JSON values, or values a model's mapping can write).
  init(parsedValues: [String: Any])
  /// The kept keys and their values, every ``RawJSON`` parsed.
  var parsedValues: [String: Any] { get }
}

extension Dictionary: UnknownKeyStorage where Key == String, Value == Any {
  /// The kept keys, as given.
  public init(parsedValues: [String: Any]) { self = parsedValues }

  /// The kept keys and their values, every ``RawJSON`` value parsed.
  public var parsedValues: [String: Any] {
    func parsed(_ value: Any) -> Any {
      if let raw = value as? RawJSON { return raw.value }
      if let object = value as? [String: Any] { return object.mapValues(parsed) }
      return value
    }
    return mapValues(parsed)
  }
}

extension UnknownKeyCollecting {
  /// ``unknownValues`` as JSON values, every ``RawJSON`` parsed (also inside the objects
  /// that keys collected along dotted paths are kept in), whichever storage the model uses.
  public var parsedUnknownValues: [String: Any] { unknownValues.parsedValues }
}

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
