// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// `@ReflectiveModel` sits behind the trait `Macros`, off by default: swift-syntax is a dependency
// only through `.when(traits: ["Macros"])`, so a consumer without the trait fetches and builds
// nothing but the library (`.package(url: …, from: …, traits: ["Macros"])` turns it on), and the
// `ReflectiveMapper` target depends on nothing.
let macros: Set<String> = ["Macros"]

let package = Package(
  name: "ReflectiveMapper",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
  products: [
    .library(name: "ReflectiveMapper", targets: ["ReflectiveMapper"]),
    .library(name: "ReflectiveMapperMacros", targets: ["ReflectiveMapperMacros"]),
  ],
  traits: [
    .trait(name: "Macros", description: "@ReflectiveModel (product ReflectiveMapperMacros); builds swift-syntax")
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")
  ],
  targets: [
    .target(name: "ReflectiveMapper"),
    // Without the trait the plugin's sources compile to a stub (`#if Macros`), and the library
    // target neither builds it nor declares usable macros: using one says how to turn it on.
    .macro(
      name: "ReflectiveMapperMacrosPlugin",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: macros)),
      ]
    ),
    .target(
      name: "ReflectiveMapperMacros",
      dependencies: [
        "ReflectiveMapper",
        .target(name: "ReflectiveMapperMacrosPlugin", condition: .when(traits: macros)),
      ]
    ),
    .executableTarget(
      name: "GitHubExample",
      dependencies: ["ReflectiveMapper"],
      path: "Examples/GitHubExample",
      resources: [.copy("Resources")]
    ),
    // The hand-written models the tests share (the README's, the articles', the twins of the
    // macro models), each declared once. `package` access and no product: both test targets see
    // them, a consumer never does; it builds without the trait.
    .target(
      name: "ReflectiveMapperTestModels",
      dependencies: ["ReflectiveMapper"],
      path: "Tests/ReflectiveMapperTestModels"
    ),
    .testTarget(
      name: "ReflectiveMapperTests",
      dependencies: ["ReflectiveMapper", "ReflectiveMapperTestModels"],
      resources: [.copy("Fixtures/JSON")]
    ),
    // Runs only with the trait: `swift test --traits Macros` (its sources are `#if Macros`).
    .testTarget(
      name: "ReflectiveMapperMacrosTests",
      dependencies: [
        "ReflectiveMapperMacros",
        "ReflectiveMapperTestModels",
        .target(name: "ReflectiveMapperMacrosPlugin", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: .when(traits: macros)),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax", condition: .when(traits: macros)),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
