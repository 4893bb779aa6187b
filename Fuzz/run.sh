#!/usr/bin/env bash
# Builds the fuzz target and runs it for a while, then prints executions, coverage and
# any crash, leak or timeout artifact.
#
#   Fuzz/run.sh [seconds]        # default 600
#
# Environment:
#   FUZZ_REV=HEAD     build the sources of a commit instead of the working tree
#   FUZZ_JOBS=1       parallel fuzzing processes (libFuzzer -fork=N when > 1)
#   SHARED_DATA=dir   the shared test data (default: ../shared/data beside the repository)
#   FUZZ_ARGS="..."   extra libFuzzer flags
#
# Files (all git-ignored): Fuzz/corpus/live (the growing corpus, kept between runs),
# Fuzz/corpus/seeds (rebuilt each run), Fuzz/artifacts/ (crash-*, leak-*, timeout-*,
# oom-* inputs), Fuzz/.build/fuzz.log (libFuzzer's full output).
set -euo pipefail

seconds="${1:-600}"
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
shared="${SHARED_DATA:-$root/../shared/data}"
max_len=4096

binary="$("$here/build.sh")"

corpus="$here/corpus"
mkdir -p "$corpus/live" "$here/artifacts"
rm -rf "$corpus/seeds"
mkdir -p "$corpus/seeds"
if [[ -d "$shared" ]] && command -v python3 >/dev/null; then
  count="$(python3 "$here/make_corpus.py" "$shared" "$corpus/seeds" "$max_len")"
  echo "seed corpus: $count files from $shared, plus Fuzz/seeds"
else
  echo "seed corpus: only Fuzz/seeds ($shared or python3 missing)"
fi

log="$here/.build/fuzz.log"
jobs="${FUZZ_JOBS:-1}"
fork=()
if (( jobs > 1 )); then fork=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi

echo "fuzzing for ${seconds}s (log: $log)"
set +e
# Leak checking stays on (libFuzzer's default with ASan). Swift's runtime caches are
# reachable, not leaked, so LeakSanitizer reports only real leaks.
"$binary" \
  -max_len="$max_len" \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -max_total_time="$seconds" \
  -dict="$here/fuzz.dict" \
  -artifact_prefix="$here/artifacts/" \
  -print_final_stats=1 \
  "${fork[@]}" \
  ${FUZZ_ARGS:-} \
  "$corpus/live" "$corpus/seeds" "$here/seeds" >"$log" 2>&1
status=$?
set -e

echo "---- summary (exit status $status) ----"
grep -E "^#[0-9]+ +(INITED|DONE)" "$log" | tail -n 2 || true
grep -E "^Done [0-9]+ runs" "$log" || true
grep -E "^stat::" "$log" || true
if grep -qE "FUZZ FINDING|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error|deadly signal|ALARM" "$log"; then
  echo "---- finding ----"
  grep -m1 -B2 -A25 -E "FUZZ FINDING|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error|deadly signal|ALARM" "$log"
  grep -E "Test unit written to|artifact_prefix" "$log" || true
fi
artifacts=("$here"/artifacts/*)
if [[ -e "${artifacts[0]}" ]]; then
  echo "---- artifacts ----"
  ls -la "$here/artifacts"
  echo "minimize one with: $binary -minimize_crash=1 -runs=20000 -exact_artifact_path=Fuzz/artifacts/min <artifact>"
else
  echo "no crash, leak, timeout or OOM artifacts"
fi
exit "$status"
