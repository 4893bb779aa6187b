import Foundation

/// Array indices in dotted key paths (`"legs.0.distance.value"`).
///
/// After the first segment (always a key, taken literally: a model reads an object), a
/// segment of ASCII digits is an array index; a backslash before digits (`"codes.\\404"`,
/// also `"codes.\\-1"`) makes them an object key. Indices are decided when the plan is
/// compiled; hydration walks the typed segments.

/// One step of a dotted key path.
enum PathSegment: Sendable, Equatable {
  case key(String)
  case index(Int)

  /// The segment as written in a rendered path.
  var text: String {
    switch self {
    case .key(let key): key
    case .index(let index): String(index)
    }
  }
}

enum IndexPaths {
  /// The largest index a key path may name: output creates arrays up to it.
  static let maxIndex = 9_999

  /// The typed segments of a key path split by `KeyPathSyntax.segments`.
  static func parse(_ segments: [String]) -> [PathSegment] {
    segments.enumerated().map { position, segment in
      if position == 0 { return .key(segment) }
      if let index = index(of: segment) { return .index(index) }
      return .key(keyName(segment))
    }
  }

  /// The index a segment names, if it is all digits (a huge one saturates at `Int.max`).
  static func index(of segment: String) -> Int? {
    guard !segment.isEmpty, segment.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    return Int(segment) ?? Int.max
  }

  /// The object key a segment names: an escaping backslash before digits removed.
  static func keyName(_ segment: String) -> String {
    guard segment.hasPrefix("\\") else { return segment }
    let rest = segment.dropFirst()
    let digits = rest.hasPrefix("-") ? rest.dropFirst() : rest
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return segment }
    return String(rest)
  }

  /// Registration problems of the service paths (property → segments): an index out of
  /// range, a negative index, a path deeper than the depth limit, a node that is both an
  /// array and an object.
  static func problems(_ servicePaths: [String: [String]]) -> [(property: String, message: String)] {
    var problems: [(String, String)] = []
    var arrays: [[String]: String] = [:]
    var objects: [[String]: String] = [:]
    for (name, path) in servicePaths.sorted(by: { $0.key < $1.key }) where path.count > 1 {
      let text = path.joined(separator: ".")
      if path.count > NestingLimit.levels {
        problems.append((name, "key path has \(path.count) segments, more than the depth limit of \(NestingLimit.levels)"))
        continue
      }
      for position in 1..<path.count {
        let segment = path[position]
        let prefix = Array(path[..<position])
        if let index = index(of: segment) {
          if index > maxIndex {
            problems.append((name, "index \(MessageText.truncated(segment)) in \(MessageText.quoted(text)) is larger than \(maxIndex)"))
          }
          arrays[prefix] = arrays[prefix] ?? name
        } else {
          if segment.hasPrefix("-"), index(of: String(segment.dropFirst())) != nil {
            problems.append((name, "negative index \(segment) in \(MessageText.quoted(text)); escape it (\\\(segment)) to read the key"))
          }
          objects[prefix] = objects[prefix] ?? name
        }
      }
    }
    for (prefix, name) in arrays.sorted(by: { $0.value < $1.value }) {
      if let other = objects[prefix] {
        problems.append(
          (
            name,
            "\(MessageText.quoted(prefix.joined(separator: "."))) is an array for \(MessageText.quoted(name)) and an object for \(MessageText.quoted(other))"
          ))
      }
    }
    return problems
  }

  /// The value at `segments` inside `dictionary`, or `nil` when absent (a missing key or an index
  /// past the end).
  ///
  /// A `null` on the way is the value `null`; a value of the wrong kind on the way is one problem
  /// at the point of mismatch, naming the property `component` feeds, fatal when `fatal` (a strict
  /// or required property).
  static func find(
    _ segments: [PathSegment], in dictionary: [String: Any], context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    var current: Any = dictionary
    for (position, segment) in segments.enumerated() {
      let value: Any?
      switch segment {
      case .key(let key):
        let object: [String: Any]
        if type(of: current) == [String: Any].self {
          object = current as! [String: Any]
        } else {
          do {
            object = try InputValue.dictionary(current, expected: "dictionary")
          } catch {
            return mismatch(current, expected: "dictionary", segments, before: position, component, fatal, &context)
          }
        }
        value = object[key]
      case .index(let index):
        let array: [Any]
        do {
          array = try InputValue.array(current, expected: "array")
        } catch {
          return mismatch(current, expected: "array", segments, before: position, component, fatal, &context)
        }
        value = index < array.count ? array[index] : nil
      }
      guard let value else { return nil }
      if position == segments.count - 1 { return value }
      if type(of: value) == NSNull.self { return value }
      current = value
    }
    return nil
  }

  /// Records a value of the wrong kind at the path walked so far (the point of mismatch:
  /// `nested` when `nested` is a string), naming the property the path feeds.
  static func mismatch(
    _ found: Any, expected: String, _ segments: [PathSegment], before position: Int, _ component: PathComponent, _ fatal: Bool,
    _ context: inout HydrationContext
  ) -> Any? {
    let partial = segments[..<position].map(\.text).joined(separator: ".")
    let property: String
    if case .member(let member) = component { property = member.property } else { property = partial }
    context.record(
      .typeMismatch(expected: expected == "dictionary" ? "an object" : "an array", found: MessageText.value(found)),
      at: .member(PropertyKey(key: partial, property: property)), fatal: fatal)
    return nil
  }

  /// The value at `segments` inside the tape object `reference`, as
  /// ``find(_:in:context:component:fatal:)``.
  static func find(
    _ segments: [PathSegment], in reference: TapeRef, context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    let box = reference.box
    let tape = box.tape
    var current = reference.index
    for (position, segment) in segments.enumerated() {
      let kind = tape.kind(at: current)
      let found: Int?
      switch segment {
      case .key(let key):
        guard kind == .object else {
          return mismatch(box.element(at: current), expected: "dictionary", segments, before: position, component, fatal, &context)
        }
        var key = key
        found = key.withUTF8 { tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: current) }
      case .index(let index):
        guard kind == .array else {
          return mismatch(box.element(at: current), expected: "array", segments, before: position, component, fatal, &context)
        }
        if index < tape.count(at: current) {
          var elements = tape.elements(ofArrayAt: current)
          for _ in 0..<index { _ = elements.next() }
          found = elements.next()
        } else {
          found = nil
        }
      }
      guard let found else { return nil }
      if position == segments.count - 1 || tape.kind(at: found) == .null { return box.element(at: found) }
      current = found
    }
    return nil
  }
}
