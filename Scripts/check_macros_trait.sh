#!/usr/bin/env bash
# Checks the package trait `Macros` as a consumer sees it, adding this repository by URL: a
# temporary git repository of the working tree, tagged 1.0.0, added with
# `.package(url: "file://…", from: "1.0.0")`, as an app adds the published package.
# - Without the trait, a consumer of product ReflectiveMapper resolves no swift-syntax.
# - Without the trait, `@ReflectiveModel` fails with the message that says how to turn it on.
# - With `traits: ["Macros"]`, product ReflectiveMapperMacros builds (swift-syntax, debug, a few
#   minutes from clean) and `@ReflectiveModel` works. `--no-build` skips this one.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
repo="$work/ReflectiveMapper"
mkdir -p "$repo"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [[ -e "$file" ]] && printf '%s\0' "$file"
done | tar --null -T - -cf - | tar -xf - -C "$repo"
git -C "$repo" init -q
git -C "$repo" add -A
git -C "$repo" -c user.name=ci -c user.email=ci@localhost commit -q -m "working tree"
git -C "$repo" tag 1.0.0

consumer() {  # name, package line, product, main.swift
  mkdir -p "$work/$1/Sources/App"
  cat >"$work/$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$1",
  dependencies: [$2],
  targets: [.executableTarget(name: "App", dependencies: [.product(name: "$3", package: "ReflectiveMapper")])]
)
MANIFEST
  printf '%s\n' "$4" >"$work/$1/Sources/App/main.swift"
}

consumer Plain ".package(url: \"file://$repo\", from: \"1.0.0\")" ReflectiveMapper 'import ReflectiveMapper'
(cd "$work/Plain" && swift package resolve)
if [[ -e "$work/Plain/.build/checkouts/swift-syntax" ]] || ls "$work/Plain/.build/checkouts" | grep -qv '^ReflectiveMapper$'; then
  echo "check_macros_trait: a consumer without the trait resolved more than ReflectiveMapper:"
  ls "$work/Plain/.build/checkouts"
  exit 1
fi
echo "check_macros_trait: without the trait, a consumer resolves only ReflectiveMapper"

# What a Codable user writes: `let`s without values, read through the initializer the macro
# writes; a missing one is a problem at its path, every one listed.
model='import Foundation
import ReflectiveMapperMacros

@ReflectiveModel struct Point { let x: Int; let y: Int; let label: String? }

let point = try Point(jsonData: Data(#"{"x": 3, "y": 4}"#.utf8))
precondition(point.x == 3 && point.y == 4 && point.label == nil, "\(point)")
precondition(Point(x: 1, y: 2, label: nil).x == 1)  // the memberwise initializer stays
do {
  _ = try Point(jsonData: Data("{}".utf8))
  fatalError("a Point without x and y was accepted")
} catch let error as MappingError {
  precondition(error.issues.map(\.path).sorted() == ["x", "y"], "\(error)")
}
print("check_macros_trait: @ReflectiveModel works:", point)'

consumer Untraited ".package(url: \"file://$repo\", from: \"1.0.0\")" ReflectiveMapperMacros "$model"
log="$work/untraited.log"
if (cd "$work/Untraited" && swift build >"$log" 2>&1); then
  echo "check_macros_trait: @ReflectiveModel compiled without the trait"
  exit 1
fi
if ! grep -q 'add traits: \["Macros"\] to the .package line' "$log"; then
  echo "check_macros_trait: without the trait, the error does not say how to turn it on:"
  cat "$log"
  exit 1
fi
if [[ -e "$work/Untraited/.build/checkouts/swift-syntax" ]]; then
  echo "check_macros_trait: a consumer of ReflectiveMapperMacros without the trait fetched swift-syntax"
  exit 1
fi
echo "check_macros_trait: without the trait, @ReflectiveModel fails with: $(grep -m1 -o "'ReflectiveModel()' is unavailable.*" "$log")"

[[ "${1:-}" == "--no-build" ]] && exit 0
consumer Traited ".package(url: \"file://$repo\", from: \"1.0.0\", traits: [\"Macros\"])" ReflectiveMapperMacros "$model"
start=$SECONDS
(cd "$work/Traited" && swift run App)
echo "check_macros_trait: a consumer with the trait built (swift-syntax included) and ran in $((SECONDS - start)) s"
