// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// `@ReflectiveModel`, a package of its own so that the root package keeps no dependencies:
// a user who does not want the macro builds no swift-syntax.
let package = Package(
  name: "ReflectiveMapperMacros",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
  products: [
    .library(name: "ReflectiveMapperMacros", targets: ["ReflectiveMapperMacros"])
  ],
  dependencies: [
    .package(name: "ReflectiveMapper", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
  ],
  targets: [
    .macro(
      name: "ReflectiveMapperMacrosPlugin",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ReflectiveMapperMacros",
      dependencies: [
        "ReflectiveMapperMacrosPlugin",
        .product(name: "ReflectiveMapper", package: "ReflectiveMapper"),
      ]
    ),
    .testTarget(
      name: "ReflectiveMapperMacrosTests",
      dependencies: [
        "ReflectiveMapperMacros",
        "ReflectiveMapperMacrosPlugin",
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
