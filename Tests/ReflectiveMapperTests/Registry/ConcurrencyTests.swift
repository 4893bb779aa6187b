import Foundation
import ReflectiveMapper
import Testing

final class Counter: ReflectiveModel {
  var count = 0
  var label = ""
  var child: Counter?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["count": \Counter.count, "label": \Counter.label, "child": \Counter.child]
  }
}

@Suite struct ConcurrencyTests {}

extension ConcurrencyTests {
  @Test func concurrentRegistrationAndHydrationAgainstOneRegistryGiveCorrectResults() async throws {
    let registry = MappingRegistry()
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<16 {
        group.addTask {
          var ok = true
          for iteration in 0..<300 {
            if iteration % 50 == 0 {
              // Re-registering invalidates compiled plans while others hydrate; the inputs
              // carry both spellings so every mapping gives the same result.
              switch task % 3 {
              case 0: try registry.register(Counter.self) { m in m.keys = ["n": "count"] }
              case 1: try registry.register(Rock.self)
              default: try registry.register(Address.self) { m in m.keys = ["zip_code": "zip"] }
              }
            }
            let counter = Counter()
            let child = Counter()
            counter.child = child
            try counter.setValues(
              from: ["n": iteration, "count": iteration, "label": "t\(task)", "child": ["n": task, "count": task]],
              registry: registry)
            ok =
              ok && counter.count == iteration && counter.label == "t\(task)" && counter.child === child
              && child.count == task
            let address = try Address(dictionary: ["zip_code": iteration, "zip": iteration], registry: registry)
            ok = ok && address.zip == iteration
            let rock = try Rock(dictionary: ["name": "r\(iteration)"], registry: registry)
            ok = ok && rock.name == "r\(iteration)"
          }
          return ok
        }
      }
      for try await ok in group { #expect(ok) }
    }
  }
}
