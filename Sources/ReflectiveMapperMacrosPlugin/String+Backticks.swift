// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros

  extension String {
    var trimmingBackticks: String {
      hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
  }
#endif
