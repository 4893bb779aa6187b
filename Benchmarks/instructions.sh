#!/usr/bin/env bash
# Counts the instructions of the suite's measurements with callgrind, beside two figures of
# cachegrind's, and prints the same ratio tables as compare.sh. Instruction counts of one binary
# repeat exactly whatever the machine's load (wall clock here moves ±20–30 % between runs),
# so they are the measure to steer by; compare.sh's times say what users wait.
#
#   ./instructions.sh                      # every measurement (slow: ~1-1.5 hours)
#   ./instructions.sh 'twitter\..*'        # the measurements whose name matches (grep -E)
#   ITERATIONS=5 ./instructions.sh ...     # calls per count (default 3)
#
# Each measurement runs with 0 and with N calls after its setup and one warm-up call, under
# `valgrind --tool=callgrind` and under `valgrind --tool=cachegrind --cache-sim=yes
# --branch-sim=yes`; (total(N) − total(0)) / N is one call's figure, so loading the data and
# compiling the plans cancel out. Per call it keeps the instructions (callgrind's
# "Collected"), the D1 (first-level data cache) misses and the mispredicted indirect branches
# (the "ind" part of cachegrind's "Mispredicts"): with equal instructions, more of those is a
# wall-clock regression that the count alone would hide. Cachegrind's own "I refs" per call
# is not the same number (0.06 % more on twitter.hydrate.ReflectiveMapper), so the counts stay
# callgrind's, comparable with every count recorded before. The simulated caches are pinned
# (below) rather than read from the host, so the figures compare across machines.
# SWIFT_DETERMINISTIC_HASHING=1 fixes Dictionary's per-process seed: without it, counts of
# one binary moved by up to 30 %.
# The figures are kept in .build/instructions/counts.json (benchmark name → {"instructions",
# "d1Misses", "indirectMispredicts"}); `python3 compare.py --instructions
# .build/instructions/counts.json --times` prints the tables again.
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

# Cachegrind's D1 misses and mispredicted indirect branches for one process, as "D1 ind".
# Its summary (valgrind 3.19) reads, on standard error:
#   ==PID== D1  misses:      1,488  ( 1,151 rd   +    337 wr)
#   ==PID== Mispredicts:     3,312  ( 3,162 cond +    150 ind)
# The caches are a common x86 layout (32 KiB 8-way L1s, 64-byte lines; an 8 MiB LL that
# nothing here reports), fixed so that the host's CPUID does not change the figures.
cachegrind() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes \
    --I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64 --cachegrind-out-file=/dev/null \
    "$binary" "$1" "$2" 2>&1 >/dev/null | awk '
      /D1 +misses:/ { gsub(",", "", $4); d1 = $4 }
      /Mispredicts:/ { if (match($0, /[0-9,]+ ind\)/)) { ind = substr($0, RSTART, RLENGTH); gsub(/[, ind)]/, "", ind) } }
      END { if (d1 != "" && ind != "") print d1, ind }'
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
    cache_base="$(cachegrind "$name" 0)"
    cache_total="$(cachegrind "$name" "$iterations")"
    [[ -n "$cache_base" && -n "$cache_total" ]] || { echo "instructions.sh: $name did not run under cachegrind" >&2; exit 1; }
    read -r base_d1 base_ind <<<"$cache_base"
    read -r d1 ind <<<"$cache_total"
    per=$(( (total - base) / iterations ))
    per_d1=$(awk -v a="$d1" -v b="$base_d1" -v n="$iterations" 'BEGIN { printf "%.1f", (a - b) / n }')
    per_ind=$(awk -v a="$ind" -v b="$base_ind" -v n="$iterations" 'BEGIN { printf "%.1f", (a - b) / n }')
    echo "  $name: $per instructions, $per_d1 D1 misses, $per_ind mispredicted indirect branches per call" >&2
    [[ $first -eq 1 ]] || echo ","
    printf '  "%s": {"instructions": %s, "d1Misses": %s, "indirectMispredicts": %s}' "$name" "$per" "$per_d1" "$per_ind"
    first=0
  done
  echo
  echo "}"
} >"$counts"

echo "$(date) — $(uname -sm), $(swift --version 2>/dev/null | head -n 1), callgrind + cachegrind, $iterations calls per count"
python3 compare.py --instructions "$counts" ${TIMES:+--times}
