import Foundation

/// A key's bytes in a document, hashed in bulk (hashing an `ArraySlice` goes byte by byte).
///
/// Outside the generic plan, so that a `Set` of them is specialized.
struct KeyBytes: Hashable {
  let bytes: UnsafeRawBufferPointer
  func hash(into hasher: inout Hasher) { hasher.combine(bytes: bytes) }
  static func == (a: KeyBytes, b: KeyBytes) -> Bool { a.bytes.elementsEqual(b.bytes) }
}
