#!/usr/bin/env bash
# Builds the DocC documentation with the docc that ships with the toolchain (no package
# dependency): extracts the library's symbol graph (Scripts/symbol_graphs.sh), then runs
# `docc convert` on Sources/ReflectiveMapper/ReflectiveMapper.docc. Any warning (an
# unresolved link, an undocumented parameter) fails the build.
#
#   Scripts/docs.sh              # writes .build/docs/ReflectiveMapper.doccarchive
#   DOCS_OUTPUT=dir Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

out="${DOCS_OUTPUT:-.build/docs}"
graphs=".build/symbol-graphs"
rm -rf "$out"
mkdir -p "$out"
Scripts/symbol_graphs.sh "$graphs"

log="$out/docc.log"
docc convert Sources/ReflectiveMapper/ReflectiveMapper.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path "$out/ReflectiveMapper.doccarchive" \
  --fallback-display-name ReflectiveMapper \
  --fallback-bundle-identifier org.reflectivemapper.ReflectiveMapper \
  --fallback-bundle-version 1.0.0 >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
if grep -qE "^(warning|error)" "$log"; then
  cat "$log" >&2
  echo "docs.sh: docc reported the problems above" >&2
  exit 1
fi
echo "docs.sh: documentation built without warnings in $out/ReflectiveMapper.doccarchive" >&2
