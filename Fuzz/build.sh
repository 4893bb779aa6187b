#!/usr/bin/env bash
# Builds the libFuzzer target: the library's sources and the fuzz files compiled into one
# module with `-sanitize=fuzzer,address`. Prints the path of the executable.
#
#   Fuzz/build.sh                 # the working tree's sources, optimized (-O)
#   FUZZ_REV=HEAD Fuzz/build.sh   # the sources of a commit (stable while others edit)
#   FUZZ_OPT=-Onone Fuzz/build.sh
#
# The sources are copied into Fuzz/.build/src first, so edits made during the (slow)
# compilation do not break it.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/.build"
mkdir -p "$out"

snapshot="$out/src"
rm -rf "$snapshot"
mkdir -p "$snapshot"
if [[ -n "${FUZZ_REV:-}" ]]; then
  git -C "$root" archive "$FUZZ_REV" Sources/ReflectiveMapper | tar -x -C "$snapshot"
  echo "fuzz build: sources of $(git -C "$root" rev-parse --short "$FUZZ_REV")" >&2
else
  (cd "$root" && tar -c Sources/ReflectiveMapper) | tar -x -C "$snapshot"
  echo "fuzz build: working-tree sources" >&2
fi

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
  < <(find "$snapshot/Sources/ReflectiveMapper" -name '*.swift' -print0 | sort -z)
sources+=("$here"/*.swift)

# Run from the build folder: swiftc drops module files into the current directory.
cd "$out"
rm -f "$out/fuzz-target"
swiftc \
  -parse-as-library \
  -module-name FuzzTarget \
  -swift-version 6 \
  -enable-upcoming-feature ExistentialAny \
  -sanitize=fuzzer,address \
  "${FUZZ_OPT:--O}" -wmo -g \
  -module-cache-path "$out/module-cache" \
  "${sources[@]}" \
  -o "$out/fuzz-target" 2>&1 \
  | { grep -v "Cannot export local symbol" || true; } >&2
# (The gold linker warns once per ASan register helper; the warnings are harmless.)
[[ -x "$out/fuzz-target" ]] || { echo "fuzz build failed" >&2; exit 1; }

echo "$out/fuzz-target"
