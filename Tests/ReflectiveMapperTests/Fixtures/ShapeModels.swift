import ReflectiveMapper

// A class hierarchy for polymorphic elements (resolvers, discriminators, subclass updates),
// shared by the scenario and the hardening tests.

class Shape: ReflectiveModel {
  var kind = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["kind": \Shape.kind] }
}

final class Circle: Shape {
  var radius = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["radius": \Circle.radius]) { $1 } }
}

final class Square: Shape {
  var side = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["side": \Square.side]) { $1 } }
}
