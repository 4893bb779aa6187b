// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ReflectiveMapper",
  products: [
    .library(name: "ReflectiveMapper", targets: ["ReflectiveMapper"])
  ],
  dependencies: [],
  targets: [
    .target(name: "ReflectiveMapper"),
    .executableTarget(
      name: "GitHubExample",
      dependencies: ["ReflectiveMapper"],
      path: "Examples/GitHubExample",
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "ReflectiveMapperTests",
      dependencies: ["ReflectiveMapper"],
      resources: [.copy("Fixtures/JSON")]
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
