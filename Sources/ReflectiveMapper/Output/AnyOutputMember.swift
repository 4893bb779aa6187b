import Foundation

/// An output member without its model type.
///
/// Its property and the path component a failure is located at. ``OutputNode`` holds members
/// as this, so that the node tree is not generic (see there).
class AnyOutputMember: @unchecked Sendable {
  let property: String
  let component: PathComponent
  /// The model type of the `OutputMember` this is (its one subclass), checked before it is read
  /// as one (``OutputNode/member(of:)``).
  let modelType: ObjectIdentifier

  init(property: String, component: PathComponent, modelType: Any.Type) {
    self.property = property
    self.component = component
    self.modelType = ObjectIdentifier(modelType)
  }
}
