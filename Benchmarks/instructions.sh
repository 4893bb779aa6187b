#!/usr/bin/env bash
# Counts the instructions of the suite's measurements with callgrind and prints the same
# ratio table as compare.sh. Instruction counts of one binary repeat exactly whatever the
# machine's load (wall clock here moves ±20–30 % between runs), so this is the measure to
# steer by; compare.sh's times say what users wait.
#
#   ./instructions.sh                      # every measurement (slow: ~20-40 minutes)
#   ./instructions.sh 'twitter\..*'        # the measurements whose name matches (grep -E)
#   ITERATIONS=5 ./instructions.sh ...     # calls per count (default 3)
#
# Each measurement runs twice under `valgrind --tool=callgrind`: with 0 and with N calls
# after its setup and one warm-up call; (total(N) − total(0)) / N is one call's count, so
# loading the data and compiling the plans cancel out. SWIFT_DETERMINISTIC_HASHING=1 fixes
# Dictionary's per-process seed: without it, counts of one binary moved by up to 30 %.
# Counts are kept in .build/instructions/counts.json; `python3 compare.py --instructions
# .build/instructions/counts.json --times` prints the table again.
set -euo pipefail
cd "$(dirname "$0")"

command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
iterations="${ITERATIONS:-3}"
pattern="${1:-.*}"
out="$PWD/.build/instructions"
mkdir -p "$out"

echo "Building InstructionCounts (release)..." >&2
swift build -c release --product InstructionCounts >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
built="$(swift build -c release --show-bin-path)/InstructionCounts"
# Valgrind cannot read the debug information swiftc writes here ("possibly corrupted
# debuginfo file"): count a copy without it, beside the original (same library paths).
binary="$built.nodebug"
objcopy --strip-debug "$built" "$binary"

# Instructions collected by callgrind for one process.
count() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$binary" "$1" "$2" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

names="$("$binary" --list | grep -E "^(${pattern})\$" || true)"
[[ -n "$names" ]] || { echo "instructions.sh: no measurement matches '$pattern'" >&2; exit 1; }
counts="$out/counts.json"
{
  echo "{"
  first=1
  for name in $names; do
    base="$(count "$name" 0)"
    total="$(count "$name" "$iterations")"
    [[ -n "$base" && -n "$total" ]] || { echo "instructions.sh: $name did not run under callgrind" >&2; exit 1; }
    per=$(( (total - base) / iterations ))
    echo "  $name: $per instructions per call" >&2
    [[ $first -eq 1 ]] || echo ","
    printf '  "%s": %s' "$name" "$per"
    first=0
  done
  echo
  echo "}"
} >"$counts"

echo "$(date) — $(uname -sm), $(swift --version 2>/dev/null | head -n 1), callgrind, $iterations calls per count"
python3 compare.py --instructions "$counts" ${TIMES:+--times}
