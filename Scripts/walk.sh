#!/usr/bin/env bash
# Counts the library's source files that one warm call runs code from: the "walk" the reviews
# count, measured instead of read. A small program hydrates a class model and its struct twin
# from bytes (in) and writes them back with jsonData() (out), after a warm-up call of each,
# so that compiling the plans is not counted. Under callgrind only the measured call collects;
# every function it ran is matched with the object file (one per source file, debug build, no
# inlining) that defines it.
#
#   Scripts/walk.sh            # the working tree
#   Scripts/walk.sh cdb5761    # a commit (checked out in a temporary worktree)
#   WALK_FILES=1 Scripts/walk.sh   # also list the files of each walk
#
# A debug build counts the small accessors a reader also opens (a settings getter, a
# `shared` addressor); generic code specialized elsewhere is counted where it is defined.
# Needs valgrind and nm (binutils).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { echo "walk.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
work="$(mktemp -d)"
cleanup() {
  if [[ -n "${worktree:-}" ]]; then git -C "$repo" worktree remove --force "$worktree" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
library="$repo"
if [[ -n "${1:-}" ]]; then
  worktree="$work/library"
  git -C "$repo" worktree add --quiet --detach "$worktree" "$1"
  library="$worktree"
fi

mkdir -p "$work/walk/Sources/Walk"
cat >"$work/walk/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Walk",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$library")],
  targets: [.executableTarget(name: "Walk", dependencies: [.product(name: "ReflectiveMapper", package: "$(basename "$library")")])]
)
EOF
cat >"$work/walk/Sources/Walk/main.swift" <<'EOF'
import Foundation
import ReflectiveMapper

final class Tag: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Tag.name] }
}

final class Post: ReflectiveModel {
  var id = 0
  var title = ""
  var score: Double?
  var author = Tag()
  var tags: [Tag] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \Post.id, "title": \Post.title, "score": \Post.score, "author": \Post.author, "tags": \Post.tags]
  }
}

struct TagValue: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \TagValue.name] }
}

struct PostValue: ReflectiveModel {
  var id = 0
  var title = ""
  var score: Double?
  var author = TagValue()
  var tags: [TagValue] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \PostValue.id, "title": \PostValue.title, "score": \PostValue.score, "author": \PostValue.author, "tags": \PostValue.tags]
  }
}

let bytes = Data(#"{"id": 7, "title": "hello", "score": 1.5, "author": {"name": "ann"}, "tags": [{"name": "a"}, {"name": "b"}]}"#.utf8)

@inline(never) func classIn() -> Post { try! Post(jsonData: bytes) }
@inline(never) func classOut(_ post: Post) -> Data { try! post.jsonData() }
@inline(never) func structIn() -> PostValue { try! PostValue(jsonData: bytes) }
@inline(never) func structOut(_ post: PostValue) -> Data { try! post.jsonData() }
/// The one call callgrind collects.
@inline(never) func measured(_ body: () -> Void) { body() }

// Warm-up: plans compiled and cached before the measured call.
let post = classIn()
_ = classOut(post)
let value = structIn()
_ = structOut(value)
switch CommandLine.arguments.dropFirst().first ?? "classIn" {
case "classIn": measured { _ = classIn() }
case "classOut": measured { _ = classOut(post) }
case "structIn": measured { _ = structIn() }
default: measured { _ = structOut(value) }
}
EOF

cd "$work/walk"
echo "walk.sh: building the walk program against $library (debug)..." >&2
swift build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
binary="$(swift build --show-bin-path)/Walk"
objects="$(swift build --show-bin-path)/ReflectiveMapper.build"
for object in "$objects"/*.swift.o; do
  file="$(basename "$object" .swift.o)"
  nm --defined-only "$object" 2>/dev/null | awk -v file="$file" '$2 ~ /^[Tt]$/ { print $3 "\t" file }'
done >"$work/symbols.tsv"
for walk in classIn classOut structIn structOut; do
  valgrind --tool=callgrind --demangle=no --collect-atstart=no --toggle-collect='*4Walk8measured*' \
    --callgrind-out-file="$work/$walk.callgrind" "$binary" "$walk" >/dev/null 2>&1
done
python3 - "$work" "${WALK_FILES:-0}" <<'EOF'
import re
import sys

work, list_files = sys.argv[1], sys.argv[2] == "1"
defined = {}
for line in open(f"{work}/symbols.tsv"):
    symbol, file = line.rstrip("\n").split("\t")
    defined.setdefault(symbol, set()).add(file)
for walk in ["classIn", "classOut", "structIn", "structOut"]:
    ran = set()
    for line in open(f"{work}/{walk}.callgrind"):
        match = re.match(r"c?fn=\(\d+\) (\S+)", line)
        if match:
            ran.add(match.group(1))
    files = sorted(set().union(*(defined.get(symbol, set()) for symbol in ran)))
    print(f"{walk:10} {len(files):3} files" + (f": {', '.join(files)}" if list_files else ""))
EOF
