#!/usr/bin/env bash
# Checks formatting with the toolchain's swift-format and the repository's .swift-format:
# any finding fails. `Scripts/lint.sh --fix` rewrites the files instead.
#
# The configuration is swift-format's default but for three choices that fit this code:
# - lineLength 150: signatures with a registry, a context and an issues list read better
#   on one line than broken at 100;
# - GroupNumericLiterals off: the bit masks and IEEE constants are written as their specs
#   write them;
# - NoBlockComments off: the date arithmetic keeps its derivations as block comments.
# The doc-comment rules are on (as swift-argument-parser has them): every public declaration
# is documented, a doc comment opens with a one-sentence summary paragraph (DocC's abstract),
# and its Parameters/Returns/Throws match the signature.
# Generated files opt out with `// swift-format-ignore-file`.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  find Sources Tests Examples Fuzz Benchmarks -name '*.swift' -type f -not -path '*/.build/*' -print0)
files+=(Package.swift Benchmarks/Package.swift)
if [[ "${1:-}" == "--fix" ]]; then
  swift-format format --in-place --configuration .swift-format "${files[@]}"
else
  swift-format lint --strict --configuration .swift-format "${files[@]}"
  echo "lint.sh: ${#files[@]} files formatted as .swift-format says"
fi
