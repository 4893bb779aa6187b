// swift-tools-version: 6.1
// A Hummingbird 2 server that uses ReflectiveMapper for its request and response bodies: a
// package of its own, so the library keeps zero dependencies. Run from this folder:
// `swift run HummingbirdServer 8080`, or `./smoke.sh` to build it and exercise every endpoint.
// CI (`.ci/run`) does not build it: the first build of Hummingbird and SwiftNIO takes minutes.
import PackageDescription

let package = Package(
  name: "HummingbirdServer",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ReflectiveMapper", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
  ],
  targets: [
    .executableTarget(
      name: "HummingbirdServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ReflectiveMapper", package: "ReflectiveMapper"),
      ],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ],
  swiftLanguageModes: [.v6]
)
