/// How strictly hydration reads service values: the lenient, lossless defaults, or exact
/// JSON types for a service that rejects malformed payloads.
///
/// Set it once for a whole registry (``MappingRegistry/strictness``) or per model
/// (``ModelMapping/strictness``, which wins).
///
/// Under ``strict``:
/// 1. No lenient conversions: a number property takes only JSON numbers (not `"47"`), a
///    `String` only strings (not `47`), a `Bool` only `true`/`false` (not `1` or `"true"`).
///    Lossless numeric rules still hold (`3.0` → `3`, never `3.5` → `3`); dates, URLs,
///    UUIDs and base64 `Data` are still read from their string forms, and dates from numbers
///    as their strategy says.
/// 2. Every conversion problem is fatal, as with ``ModelMapping/isStrict``: the call throws,
///    and a collection element that does not convert fails the call instead of being dropped
///    (unless the collection isolates failures: ``ModelMapping/lossyCollections``,
///    ``ModelMapping/isLossyElement``, which drop the element with a non-fatal problem).
/// 3. A required property rejects `null` as well as absence, optional or not (as it does in
///    lenient mode).
///
/// Strictness is about values, not about how much of a payload you map: unknown keys follow
/// ``ModelMapping/unknownKeys`` alone (`.ignore` unless a model says `.fail` or `.collect`),
/// so a strict consumer of a third-party webhook still maps the subset it needs. To refuse
/// extra keys in a request body, set `m.unknownKeys = .fail` on that model.
///
/// Adapters and transforms receive the raw value as before; what they return is still
/// converted strictly.
public enum Strictness: Sendable, Hashable {
  /// Lenient and lossless: `"47"` → 47, 47 → `"47"`, 0/1 and `"true"`/`"false"` → `Bool`.
  /// The default.
  case lenient
  /// Exact JSON types, every conversion problem fatal, `null` not accepted for required
  /// values. Unknown keys still follow ``ModelMapping/unknownKeys``.
  case strict
}
