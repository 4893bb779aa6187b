#!/usr/bin/env bash
# Builds the library (debug) and extracts its public symbol graphs into the directory given
# (emptied first). Used by docs.sh (DocC) and api.sh (the checked-in API listing), so both read
# the same graphs.
#
#   Scripts/symbol_graphs.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."

graphs="${1:?usage: symbol_graphs.sh DIR}"
rm -rf "$graphs"
mkdir -p "$graphs"
swift build --target ReflectiveMapper >&2
modules="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)"
swift-symbolgraph-extract -module-name ReflectiveMapper -I "$modules" -target "$triple" \
  -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols -output-dir "$graphs"
