import Foundation

// The registries the harness hydrates with: every fuzz model's mapping, lenient and strict.

struct FuzzAdapterError: Error, CustomStringConvertible {
  let description: String
}

/// Output keys whose arrays come from a `Set` (order-insensitive when comparing round trips).
let fuzzUnorderedKeys: Set<String> = ["tags"]

/// Reverses a string scalar by scalar (an exact involution, unlike reversing Characters).
func fuzzReversed(_ string: String) -> String {
  var scalars = String.UnicodeScalarView()
  scalars.append(contentsOf: string.unicodeScalars.reversed())
  return String(scalars)
}

/// The registry every fuzz input goes through first (the lenient defaults).
let fuzzRegistry = makeFuzzRegistry(.lenient)
/// The same registrations under `Strictness.strict`: every input goes through it too.
let fuzzStrictRegistry = makeFuzzRegistry(.strict)

func makeFuzzRegistry(_ strictness: Strictness) -> MappingRegistry {
  let registry = MappingRegistry()
  registry.strictness = strictness
  do {
    try registry.register(FuzzScalars.self) { m in
      m.keyStrategy = .snakeCase
    }
    try registry.register(FuzzLeaf.self) { m in
      m.typeName = "leaf"
      // Arrays of leaves that already hold some are merged by id (updated in place).
      m.identifiedBy = "id"
    }
    try registry.register(FuzzCircle.self) { m in m.typeName = "circle" }
    try registry.register(FuzzValueScalars.self) { m in m.keyStrategy = .snakeCase }
    try registry.register(FuzzValueLeaf.self) { m in m.identifiedBy = "id" }
    try registry.registerEnum(FuzzPayment.self, as: .tagged("type")) { e in
      e.case(
        "card", make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
        match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
      e.case("cash", make: { _ in .cash }, match: { if case .cash = $0 { [:] } else { nil } })
      e.case(
        "split", make: { v in .split(parts: try v["parts"], leaf: try v["leaf"]) },
        match: { if case .split(let parts, let leaf) = $0 { ["parts": parts, "leaf": leaf] } else { nil } })
      e.case(
        "wrapped", make: { v in .wrapped(try v["inner"], note: try v["note"]) },
        match: { if case .wrapped(let inner, let note) = $0 { ["inner": inner, "note": note] } else { nil } })
    }
    try registry.register(FuzzValueRoot.self) { m in
      m.required = ["id"]
      m.keys = ["meta.count": "count", "leaf_map": "leafMap"]
      m.adapters["title"] = Adapter(
        hydrate: { raw in (raw as? String).map(fuzzReversed) ?? raw },
        serialize: { value in (value as? String).map(fuzzReversed) ?? value })
      // Changes the value it finishes (idempotently, so that a round trip keeps it); a
      // negative id makes it fail.
      m.afterMapping = { root, report in
        if root.id < 0 { report.fail("id may not be negative", property: "id") }
        root.hooked = root.leaves.count &+ root.leafMap.count
      }
    }
    try registry.register(FuzzStrict.self) { m in
      m.isStrict = true
      m.required = ["id"]
      m.unknownKeys = .fail
    }
    try registry.register(FuzzCollector.self) { m in
      m.unknownKeys = .collect
      m.keyStrategy = .custom { $0.uppercased() }
      m.keys = ["ADDRESS.CITY": "city", "LEGS.1.VALUE": "legValue"]
    }
    try registry.register(FuzzKeeper.self) { m in
      m.unknownKeys = .collect
      m.keys = ["address.city": "city"]
    }
    try registry.register(FuzzTagged.self) { m in
      m.unknownKeys = .fail
      let shapes = TypeResolver.discriminator("type", ["circle": FuzzCircle.self, "square": FuzzSquare.self])
      for property in ["shapes", "shapeMap", "main"] { m.typeResolvers[property] = shapes }
      m.typeResolvers["guessed"] = TypeResolver(
        { $0["sides"] != nil ? FuzzSquare.self : nil }, writeBack: { $0 is FuzzSquare ? ["sides": 4] : [:] })
      m.adapters["level"] = .table(["lo": FuzzLevel.low, "mid": FuzzLevel.mid, "hi": FuzzLevel.high])
      // "<length of first>:<first><last>", which split takes apart exactly.
      m.combine(
        ["first", "last"], into: "full",
        hydrate: { parts in
          let first = parts[0].map { "\($0)" } ?? ""
          let last = parts.count > 1 ? parts[1].map { "\($0)" } ?? "" : ""
          return "\(first.unicodeScalars.count):\(first)\(last)"
        },
        split: { value in
          let scalars = Array((value as? String ?? "").unicodeScalars)
          guard let colon = scalars.firstIndex(of: ":"), let count = Int(String(String.UnicodeScalarView(scalars[..<colon]))),
            colon + 1 + count <= scalars.count
          else { return [nil, nil] }
          let first = String(String.UnicodeScalarView(scalars[(colon + 1)..<(colon + 1 + count)]))
          return [first, String(String.UnicodeScalarView(scalars[(colon + 1 + count)...]))]
        })
      m.keys = ["pos.0": "x", "pos.1": "y"]
      m.flattened = ["place"]
      m.keyMatching = .caseInsensitive
    }
    try registerFuzzForms(registry)
    try registry.register(FuzzFrozen.self) { m in
      m.keyStrategy = .snakeCase
      m.defaults["tags"] = Set<String>()
      m.defaults["children"] = [FuzzFrozen]()
      m.adapters["level"] = .table(["lo": FuzzLevel.low, "mid": FuzzLevel.mid, "hi": FuzzLevel.high])
    }
    try registry.register(FuzzRoot.self) { m in
      m.keys = [
        "meta.info.count": "count",
        "meta.label": "label",
        "version\\.major": "major",
        "leaf_map": "leafMap",
        // Index paths: merged into one element on output, holes written as null.
        "legs.0.distance.value": "legDistance",
        "legs.1.notes.\\7": "legNote",
        "grid.1.0": "firstCell",
      ]
      // Reversed on the way in and out; a "!" in the input makes the adapter throw.
      m.adapters["title"] = Adapter(
        hydrate: { raw in
          guard let text = raw as? String else { return raw }
          if text.contains("!") { throw FuzzAdapterError(description: "title may not contain \"!\": \(text)") }
          return fuzzReversed(text)
        },
        serialize: { value in
          let text = value as! String
          if text.contains("\u{2620}") { throw FuzzAdapterError(description: "poisoned title") }
          return fuzzReversed(text)
        })
      // "#ff" is hexadecimal; a bad hex string throws a MappingError (merged into the path).
      m.adapters["code"] = Adapter { raw in
        guard let text = raw as? String, text.hasPrefix("#") else { return raw }
        guard let value = Int(text.dropFirst(), radix: 16) else {
          throw MappingError(reason: .custom("bad hex code \(text.prefix(20))"), isFatal: false)
        }
        return value
      }
      // "a,b,c" is a set of three tags.
      m.adapters["tags"] = Adapter { raw in
        guard let text = raw as? String else { return raw }
        return text.split(separator: ",").map(String.init)
      }
      m.typeResolvers["shapes"] = .discriminator("kind", ["square": FuzzSquare.self])
      m.typeResolvers["pet"] = .discriminator("kind", ["square": FuzzSquare.self])
      m.typeResolvers["named"] = .named("leaf")
      m.elementTypes["items"] = FuzzLeaf.self
      // "$envelope" wraps the payload; "$boom" makes the hook throw.
      m.beforeMapping = { input in
        if input["$boom"] != nil { throw FuzzAdapterError(description: "boom") }
        if input.count == 1, let inner = input["$envelope"] as? [String: Any] { return inner }
        return input
      }
    }
  } catch {
    fatalError("fuzz registry: \(error)")
  }
  return registry
}
