import Foundation
import ReflectiveMapperTestModels
import Testing

@testable import ReflectiveMapper

/// A compiled plan's invariants: checked for real plans (and asserted after every compilation
/// in debug builds), and reported for a plan that breaks them.
@Suite struct PlanInvariantTests {
  @Test func compiledPlansHoldTheirInvariants() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keyStrategy = .snakeCase
      m.candidateKeys["name"] = ["name", "full_name"]
    }
    for plan in [registry.plan(for: Person.self) as any AnyModelPlan, registry.plan(for: ImmutableUser.self), registry.plan(for: Rock.self)] {
      #expect(Self.violations(plan).isEmpty)
    }
  }

  @Test func aPlanThatBreaksThemIsReported() {
    let plan = ModelPlan<Rock>(settings: MappingSettings(ModelMapping<Rock>()))
    plan.keyTable = HydratorKeyTable(keys: [(key: "name", hydrator: 2, rank: 0)])
    plan.outputOnlyKeyNames = ["kind"]
    let violations = plan.invariantViolations()
    #expect(violations.count == 3)
    #expect(violations.contains { $0.contains("routes to hydrator 2 of 0") })
    #expect(violations.contains { $0.contains("not a known key") })
    #expect(violations.contains { $0.contains("output-only keys differ") })
  }

  static func violations(_ plan: any AnyModelPlan) -> [String] {
    guard let typed = plan as? any ModelPlanInvariants else { return ["not a model plan"] }
    return typed.invariantViolationsErased()
  }
}

/// A plan of any model, for the check above.
protocol ModelPlanInvariants {
  func invariantViolationsErased() -> [String]
}

extension ModelPlan: ModelPlanInvariants {
  func invariantViolationsErased() -> [String] { invariantViolations() }
}
