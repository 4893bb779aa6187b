extension KeyPath {
  /// Reads this key path's value: at its offset when the path is stored properties of
  /// structs, through the key path otherwise.
  ///
  /// The runtime's key-path read (`swift_getAtKeyPath`) looks up generic metadata on every
  /// call, about 600 instructions; read that way, a struct model's properties were a third of
  /// its `jsonData` instructions (citmStruct). `MemoryLayout.offset(of:)` is non-nil only for
  /// a path of stored properties of structs without observers (`didSet`, a property wrapper
  /// or a class on the way make a component computed), so the bytes at that offset of a
  /// `Root` are its `Value`.
  var reader: (Root) -> Value {
    guard let offset = MemoryLayout<Root>.offset(of: self) else { return { $0[keyPath: self] } }
    return { root in
      withUnsafePointer(to: root) { UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee }
    }
  }
}
