import Foundation
import Observation
import Testing

@testable import ReflectiveMapper

@propertyWrapper
struct Boxed<Value> {
  var wrappedValue: Value
}

@Observable
final class ObservedLabels {
  var name = "n"
}

class LabelBase {
  var base = 1
  init() {}
}

final class LabelSubject: LabelBase {
  var plain = "p"
  @Boxed var wrapped = 7
  lazy var computedOnce: Int = 42
  private var _manual = "m"
  var closure: () -> Void = {}
}

/// The child labels Mirror gives for the kinds of stored property a model class has, and the
/// rules that turn them into property names: pinned here, so a compiler that names storage
/// differently fails a test instead of changing what models output.
@Suite struct MirrorLabelTests {
  func labels(_ subject: Any) -> [String] { Mirror.allChildren(of: subject).compactMap(\.label) }

  @Test func theCompilerNamesStorageAsTheRulesExpect() {
    #expect(labels(LabelSubject()) == ["base", "plain", "_wrapped", "$__lazy_storage_$_computedOnce", "_manual", "closure"])
    #expect(labels(ObservedLabels()).contains("_name"))
    #expect(labels(ObservedLabels()).contains("_$observationRegistrar"))
  }

  @Test func labelsMapToPropertyNames() {
    #expect(Mirror.propertyName(forLabel: "plain") == "plain")
    #expect(Mirror.propertyName(forLabel: "_wrapped") == "wrapped")
    #expect(Mirror.propertyName(forLabel: "$__lazy_storage_$_computedOnce") == "computedOnce")
    #expect(Mirror.propertyName(forLabel: "_$observationRegistrar") == nil)
    // A hand-written `_manual` reads as `manual`, like a wrapper's storage: keyPaths or
    // `excluded` name it either way (an exact label match wins in output).
    #expect(Mirror.propertyName(forLabel: "_manual") == "manual")
    #expect(Mirror.isLazyStorage("$__lazy_storage_$_computedOnce"))
    #expect(!Mirror.isLazyStorage("computedOnce"))
  }

  @Test func wrapperStorageStandsForItsWrappedValue() throws {
    let subject = LabelSubject()
    let children = Mirror.allChildren(of: subject)
    let wrapped = try #require(children.first { $0.label == "_wrapped" })
    #expect(Mirror.storedValue(wrapped.value, label: "_wrapped") as? Int == 7)
    let plain = try #require(children.first { $0.label == "plain" })
    #expect(Mirror.storedValue(plain.value, label: "plain") as? String == "p")
    let observed = try #require(Mirror.allChildren(of: ObservedLabels()).first { $0.label == "_name" })
    #expect(Mirror.storedValue(observed.value, label: "_name") as? String == "n")
  }

  @Test func aLazyVarNotYetComputedIsNil() throws {
    let subject = LabelSubject()
    let storage = { Mirror.allChildren(of: subject).first { $0.label == "$__lazy_storage_$_computedOnce" }?.value }
    #expect(unwrapBoxedOptional(try #require(storage())) == nil)
    _ = subject.computedOnce
    #expect(unwrapBoxedOptional(try #require(storage())) as? Int == 42)
  }
}
