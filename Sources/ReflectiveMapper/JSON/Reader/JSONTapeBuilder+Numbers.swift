// Number scanning for the tape builder: strict RFC 8259 grammar, exact integers, correctly
// rounded doubles (Clinger's exact fast path, then the Eisel-Lemire algorithm, then the
// standard library's strtod-based `Double(String)` for the rare undecidable cases).

extension JSONTapeBuilder {
  /// Scans the number starting at `start` (a `-` or digit), appends its node, returns the offset after it.
  mutating func scanNumber(_ start: Int) throws(JSONReadError) -> Int {
    var p = start
    let negative = base[p] == UInt8(ascii: "-")
    if negative { p += 1 }
    let integerStart = p
    guard p < end else { throw error(.unexpectedEnd, at: end) }
    let first = base[p] &- UInt8(ascii: "0")
    guard first < 10 else { throw error(.invalidNumber, at: p) }

    var mantissa: UInt64 = 0
    if first == 0 {
      p += 1
      if p < end && base[p] &- UInt8(ascii: "0") < 10 { throw error(.invalidNumber, at: p) }
    } else {
      while p < end {
        let digit = base[p] &- UInt8(ascii: "0")
        if digit >= 10 { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        p += 1
      }
    }
    let integerEnd = p

    var fractionStart = p
    var fractionEnd = p
    var isInteger = true
    if p < end && base[p] == UInt8(ascii: ".") {
      isInteger = false
      p += 1
      fractionStart = p
      while p < end && base[p] &- UInt8(ascii: "0") < 10 { p += 1 }
      fractionEnd = p
      if fractionEnd == fractionStart { throw numberError(at: p) }
    }

    var exponent = 0
    if p < end && base[p] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      p += 1
      var exponentNegative = false
      if p < end && (base[p] == UInt8(ascii: "+") || base[p] == UInt8(ascii: "-")) {
        exponentNegative = base[p] == UInt8(ascii: "-")
        p += 1
      }
      let exponentStart = p
      while p < end {
        let digit = base[p] &- UInt8(ascii: "0")
        if digit >= 10 { break }
        if exponent < 100_000_000 { exponent = exponent * 10 + Int(digit) }
        p += 1
      }
      if p == exponentStart { throw numberError(at: p) }
      if exponentNegative { exponent = -exponent }
    }

    if isInteger {
      try appendInteger(
        negative: negative, mantissa: mantissa, digitStart: integerStart, digitEnd: integerEnd,
        literalStart: start)
      return p
    }

    var value = try decimalToDouble(
      mantissa: mantissa, integerStart: integerStart, integerEnd: integerEnd,
      fractionStart: fractionStart, fractionEnd: fractionEnd, exponent: exponent,
      literalStart: start, literalEnd: p)
    if negative { value = -value }
    // A literal with more significant digits than a Double keeps (15) remembers its text,
    // so that a Decimal can be read from it exactly.
    var significant = (integerEnd - integerStart) + (fractionEnd - fractionStart)
    if base[integerStart] == UInt8(ascii: "0") {
      significant -= 1
      var index = fractionStart
      while index < fractionEnd && base[index] == UInt8(ascii: "0") {
        significant -= 1
        index += 1
      }
    }
    let length = p - start
    // So does a literal whose nonzero digits underflow to 0 (`1e-400`): it is not zero.
    let underflowed = value == 0 && significant > 0
    if significant > 15 || underflowed || !value.isFinite {
      try appendLiteralDouble(value, start: start, length: length)
    } else {
      nodes.append(JSONTapeNode(kind: .double, payload: value.bitPattern))
    }
    return p
  }

  /// Appends a double node that keeps its literal's text (flagged, offset and length in its
  /// size), so that the digits can be read exactly; an out-of-range one (kept only when the
  /// builder keeps them) is listed in `outOfRangeNodes`.
  ///
  /// A literal that cannot be located that way (longer than 64 KiB) is its plain Double, or,
  /// when out of range, a `numberOutOfRange` error: there is no text to refuse it by later.
  @inline(never)
  private mutating func appendLiteralDouble(_ value: Double, start: Int, length: Int) throws(JSONReadError) {
    guard start < 1 << 40, length <= 0xFFFF else {
      guard value.isFinite else { throw error(.numberOutOfRange, at: start) }
      nodes.append(JSONTapeNode(kind: .double, payload: value.bitPattern))
      return
    }
    if !value.isFinite { outOfRangeNodes.append(nodes.count) }
    nodes.append(JSONTapeNode(kind: .double, size: start | length << 40, payload: value.bitPattern, escaped: true))
  }

  /// `value` (an infinity) for a literal out of `Double`'s range when the builder keeps those,
  /// else the `numberOutOfRange` error at `offset`.
  @inline(never)
  private func outOfRange(_ value: Double, at offset: Int) throws(JSONReadError) -> Double {
    guard keepsOutOfRangeNumbers else { throw error(.numberOutOfRange, at: offset) }
    return value
  }

  /// `unexpectedEnd` at the end of input, else `invalidNumber` at `position`.
  @inline(never)
  private func numberError(at position: Int) -> JSONReadError {
    position < end ? error(.invalidNumber, at: position) : error(.unexpectedEnd, at: end)
  }

  /// Appends the node of an integer literal (no fraction or exponent).
  @inline(__always)
  private mutating func appendInteger(
    negative: Bool, mantissa: UInt64, digitStart: Int, digitEnd: Int, literalStart: Int
  ) throws(JSONReadError) {
    let digitCount = digitEnd - digitStart
    var magnitude = mantissa
    var fits = digitCount <= 19
    if digitCount == 20 {
      // Redo the accumulation with overflow checks.
      var exact: UInt64 = 0
      fits = true
      for index in digitStart..<digitEnd {
        let (times10, overflow1) = exact.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(UInt64(base[index] &- UInt8(ascii: "0")))
        if overflow1 || overflow2 {
          fits = false
          break
        }
        exact = sum
      }
      magnitude = exact
    }
    if fits {
      if !negative {
        if magnitude <= UInt64(Int64.max) {
          nodes.append(JSONTapeNode(kind: .int, payload: magnitude))
        } else {
          nodes.append(JSONTapeNode(kind: .uint, payload: magnitude))
        }
        return
      }
      if magnitude <= UInt64(1) << 63 {
        nodes.append(JSONTapeNode(kind: .int, payload: 0 &- magnitude))
        return
      }
    }
    if digitCount <= 38 {
      nodes.append(JSONTapeNode(kind: .bigInteger, size: digitEnd - literalStart, payload: UInt64(literalStart)))
      return
    }
    let value = try slowDouble(from: literalStart, to: digitEnd)
    // Its text goes along (a long literal, as for fractions), so that an integer or `Decimal`
    // property is never given the nearby Double without a word.
    try appendLiteralDouble(value, start: literalStart, length: digitEnd - literalStart)
  }

  /// Correctly rounded magnitude of a literal with a fraction and/or exponent.
  @inline(__always)
  private func decimalToDouble(
    mantissa: UInt64, integerStart: Int, integerEnd: Int, fractionStart: Int, fractionEnd: Int,
    exponent: Int, literalStart: Int, literalEnd: Int
  ) throws(JSONReadError) -> Double {
    // Gather up to 19 significant digits into `significand`; value = significand * 10^decimalExponent.
    var significand: UInt64 = 0
    var significantDigits = 0
    var decimalExponent = exponent
    var truncated = false
    let integerDigits = integerEnd - integerStart
    if base[integerStart] != UInt8(ascii: "0") {
      if integerDigits <= 19 {
        significand = mantissa
        significantDigits = integerDigits
      } else {
        for index in integerStart..<integerEnd {
          let digit = base[index] &- UInt8(ascii: "0")
          if significantDigits < 19 {
            significand = significand &* 10 &+ UInt64(digit)
            significantDigits += 1
          } else {
            decimalExponent += 1
            if digit != 0 { truncated = true }
          }
        }
      }
    }
    var index = fractionStart
    while index < fractionEnd {
      let digit = base[index] &- UInt8(ascii: "0")
      if significantDigits == 0 && digit == 0 {
        decimalExponent -= 1
      } else if significantDigits < 19 {
        significand = significand &* 10 &+ UInt64(digit)
        significantDigits += 1
        decimalExponent -= 1
      } else if digit != 0 {
        truncated = true
      }
      index += 1
    }

    if significand == 0 { return 0.0 }
    if !truncated {
      if let value = JSONReader.fastDouble(significand: significand, exponent: decimalExponent) {
        guard value.isFinite else { return try outOfRange(value, at: literalStart) }
        return value
      }
    } else if decimalExponent + significantDigits > 310 {
      return try outOfRange(.infinity, at: literalStart)
    }
    return try slowDouble(from: literalStart, to: literalEnd).magnitude
  }

  /// Parses the literal `from..<to` with the standard library (strtod semantics, locale independent).
  @inline(never)
  private func slowDouble(from start: Int, to stop: Int) throws(JSONReadError) -> Double {
    let text = String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
    guard let value = Double(text) else { throw error(.invalidNumber, at: start) }
    guard value.isFinite else { return try outOfRange(value, at: start) }
    return value
  }
}

extension JSONReader {
  /// Exact powers of ten representable as Double (10^0 through 10^22).
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The Double nearest to `significand * 10^exponent`, or nil when the fast algorithms cannot decide.
  ///
  /// Rounds half to even and returns `.infinity` on overflow; gives up (nil) on subnormal results and
  /// on products too close to a rounding boundary. `significand` must be nonzero.
  static func fastDouble(significand: UInt64, exponent: Int) -> Double? {
    // Clinger: both operands exact, so one IEEE operation rounds correctly.
    if significand <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      let value = Double(significand)
      return exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
    }
    if exponent > powersOfFiveMaxExponent { return .infinity }
    if exponent < powersOfFiveMinExponent { return nil }

    // Eisel-Lemire: significand * 10^q ~= (W * T[q]) * 2^(floor(q*log2(10)) - 127 - lz + ...).
    let leadingZeros = significand.leadingZeroBitCount
    let normalized = significand << UInt64(leadingZeros)
    let tableIndex = (exponent - powersOfFiveMinExponent) &* 2
    let (firstHigh, firstLow) = normalized.multipliedFullWidth(by: powersOfFive[tableIndex])
    var high = firstHigh
    var low = firstLow
    let lowBits = high & 0x1FF
    if lowBits == 0x1FF || lowBits == 0 {
      // The truncated first product may be off by a carry/borrow that matters: refine.
      let (secondHigh, _) = normalized.multipliedFullWidth(by: powersOfFive[tableIndex + 1])
      let (sum, carry) = low.addingReportingOverflow(secondHigh)
      low = sum
      if carry { high &+= 1 }
      let refinedLowBits = high & 0x1FF
      // The exact product lies within a few units of (high, low): give up when that could change
      // the retained bits or when the value could be exactly halfway between two doubles.
      if refinedLowBits == 0x1FF && low > UInt64.max - 4 { return nil }
      if refinedLowBits == 0 && low < 4 { return nil }
    }
    let upperBit = high >> 63
    var significandBits = high >> (upperBit + 9)  // 54 bits: 53 plus a rounding bit
    // floor(q * log2(10)) == (217706 * q) >> 16 for the whole table range.
    var biasedExponent = ((217_706 &* exponent) >> 16) + 63 + Int(upperBit) - leadingZeros + 1023
    if biasedExponent <= 0 { return nil }  // subnormal: leave to strtod
    significandBits = (significandBits + (significandBits & 1)) >> 1
    if significandBits >= 1 << 53 {
      significandBits >>= 1
      biasedExponent += 1
    }
    if biasedExponent >= 0x7FF { return .infinity }
    let bits = UInt64(biasedExponent) << 52 | (significandBits & ((1 << 52) - 1))
    return Double(bitPattern: bits)
  }
}
