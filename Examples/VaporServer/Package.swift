// swift-tools-version: 6.1
// A Vapor 4 server that uses ReflectiveMapper for its request and response bodies, set up as
// the *Server use* article says: a package of its own, so the library keeps zero dependencies.
// Run from this folder: `swift run VaporServer serve --port 8080`, or `./smoke.sh` to build it
// and exercise every route. CI (`.ci/run`) does not build it: Vapor's first build takes minutes.
import PackageDescription

let package = Package(
  name: "VaporServer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ReflectiveMapper", path: "../.."),
    .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
  ],
  targets: [
    .executableTarget(
      name: "VaporServer",
      dependencies: [
        .product(name: "Vapor", package: "vapor"),
        .product(name: "ReflectiveMapper", package: "ReflectiveMapper"),
      ],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ],
  swiftLanguageModes: [.v6]
)
