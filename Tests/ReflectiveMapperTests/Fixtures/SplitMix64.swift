/// The one seeded random generator of the tests (SplitMix64): fuzz-style tests draw from it
/// so that every run, and every failure, is reproducible from the seed.
struct SplitMix64: RandomNumberGenerator {
  /// Current state.
  var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) { state = seed }

  /// Next pseudo-random word.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
