#!/usr/bin/env bash
# Checks the library's public surface against the listing checked in at API/ReflectiveMapper.txt
# (one line per public declaration and conformance, from the symbol graph; see
# Scripts/api_listing.py). A difference fails, printing it: a change to the public API is made
# on purpose, by updating the listing in the same commit, so that it shows in review.
#
#   Scripts/api.sh            # compare (CI)
#   Scripts/api.sh --update   # rewrite API/ReflectiveMapper.txt after a deliberate change
set -euo pipefail
cd "$(dirname "$0")/.."

listing="API/ReflectiveMapper.txt"
graphs=".build/api-symbol-graphs"
Scripts/symbol_graphs.sh "$graphs"
current="$(mktemp)"
trap 'rm -f "$current"' EXIT
python3 Scripts/api_listing.py "$graphs" >"$current"

if [[ "${1:-}" == "--update" ]]; then
  cp "$current" "$listing"
  echo "api.sh: wrote $listing ($(wc -l <"$listing") lines)" >&2
  exit 0
fi
if ! diff -u "$listing" "$current"; then
  echo "api.sh: the public API differs from $listing (lines above: - removed, + added)." >&2
  echo "api.sh: if the change is deliberate, run Scripts/api.sh --update and commit the listing with it (CONTRIBUTING.md, 'The public surface')." >&2
  exit 1
fi
echo "api.sh: the public API matches $listing ($(wc -l <"$listing") lines)" >&2
