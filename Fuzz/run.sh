#!/usr/bin/env bash
# Builds the fuzz target and runs it for a while, then prints executions, coverage and
# any crash, leak or timeout artifact.
#
#   Fuzz/run.sh [seconds]        # default 600
#
# Environment:
#   FUZZ_REV=HEAD     build the sources of a commit instead of the working tree
#   FUZZ_JOBS=1       parallel fuzzing processes (libFuzzer -fork=N)
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
# Fork mode (one or more child processes) keeps fuzzing after a finding, so one run
# reports every crash, leak, timeout and OOM it meets, each saved under Fuzz/artifacts/.
jobs="${FUZZ_JOBS:-1}"
fork=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)

echo "fuzzing for ${seconds}s (log: $log)"
# libFuzzer reports crashes itself; Swift's own backtracer would only slow that down.
export SWIFT_BACKTRACE=enable=no
started=$(ls "$here/artifacts" | wc -l)
set +e
# Leak checking stays on (libFuzzer's default with ASan): Swift's runtime caches are
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
# The last status line: total executions (#N), coverage (cov: edges, ft: features),
# corpus size, exec/s and, in fork mode, oom/timeout/crash counts.
grep -E "^#[0-9]+" "$log" | tail -n 1 || true
grep -E "^(Done [0-9]+ runs|INFO: exiting|stat::)" "$log" || true
echo "corpus: $(ls "$corpus/live" | wc -l) inputs in Fuzz/corpus/live"

shopt -s nullglob
artifacts=("$here"/artifacts/*)
if (( ${#artifacts[@]} > started )); then
  echo "---- artifacts (new this run: $(( ${#artifacts[@]} - started ))) ----"
else
  echo "no new crash, leak, timeout or OOM artifacts"
fi
for artifact in "${artifacts[@]}"; do
  echo "== $(basename "$artifact") ($(wc -c <"$artifact") bytes)"
  # Replay it: the first report line, then the first frames inside the library.
  report="$(timeout 60 "$binary" "$artifact" 2>&1 || true)"
  grep -m1 -A3 -E "FUZZ FINDING|ERROR: (AddressSanitizer|LeakSanitizer)|Fatal error|ALARM" <<<"$report" | cut -c1-400 || true
  grep -m1 -E "deadly signal|ERROR: libFuzzer" <<<"$report" || true
  grep -E "^ +#[0-9]+ .*Sources/ReflectiveMapper" <<<"$report" | head -n 3 | sed -E 's/^ +#[0-9]+ 0x[0-9a-f]+ in //' | cut -c1-300 || true
done
if (( ${#artifacts[@]} > 0 )); then
  echo "minimize one with: $binary -minimize_crash=1 -runs=20000 -exact_artifact_path=/tmp/min <artifact>"
fi
exit "$status"
