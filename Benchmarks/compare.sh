#!/usr/bin/env bash
# Runs the benchmark suite in release mode and prints one table of ReflectiveMapper ÷ baseline
# ratios (p50 wall clock, baselines measured in the same run) per workload, with the targets.
#
#   ./compare.sh                      # the whole suite (about 2 minutes warm, ~5 from clean)
#   ./compare.sh --filter 'twitter.*' # any extra option goes to `swift package benchmark`
#   TIMES=1 ./compare.sh              # also list every benchmark's p50
#   PERCENTILE=0 ./compare.sh         # ratios of the fastest samples instead of the medians
#
# Only the wall-clock and throughput metrics are measured here (JMH export needs the
# throughput one); malloc counts are checked separately against Thresholds/ (README.md).
# The JMH export of the run is kept in .build/compare/Current_run.jmh.json.
set -euo pipefail
cd "$(dirname "$0")"

out="$PWD/.build/compare"
rm -rf "$out"
mkdir -p "$out"

echo "Running the ReflectiveMapper benchmark suite (release; this takes a few minutes)..." >&2
if ! swift package --allow-writing-to-directory "$out" benchmark \
  --format jmh --path "$out" --metric wallClock --metric throughput --no-progress "$@" \
  >"$out/run.log" 2>&1; then
  cat "$out/run.log" >&2
  echo "compare.sh: the benchmark run failed (log above, also in $out/run.log)" >&2
  exit 1
fi
grep -h "not found in" "$out/run.log" | sort -u >&2 || true

result=$(ls "$out"/*.jmh.json 2>/dev/null | head -n 1)
if [ -z "$result" ]; then
  cat "$out/run.log" >&2
  echo "compare.sh: no JMH export was written to $out" >&2
  exit 1
fi

echo "$(date) — $(uname -sm), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1)"
python3 compare.py "$result" ${TIMES:+--times} --percentile "${PERCENTILE:-50}"
