#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, one after the other
# (each is a full debug build of its own: slow on a small machine).
#
#   Scripts/sanitize.sh              # both
#   Scripts/sanitize.sh address      # one of them
#   Scripts/sanitize.sh thread --filter Hardening   # extra arguments go to `swift test`
#
# Each sanitizer builds into its own scratch path (.build-asan, .build-tsan; git-ignored by
# `.build-*/`), so neither invalidates the other's build nor the normal `.build`.
#
# AddressSanitizer runs with leak detection off: XCTest itself leaks at exit, which makes
# `swift test --sanitize=address` exit 1 with a leak report even when every test passes
# (XCTest itself reports leaks on Linux). Set ASAN_OPTIONS yourself to override.
set -uo pipefail

cd "$(dirname "$0")/.."

sanitizers=(address thread)
if [[ $# -gt 0 && ( "$1" == address || "$1" == thread ) ]]; then
  sanitizers=("$1")
  shift
fi

# Swift's own backtracer only slows a sanitizer's report down.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

failed=()
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) scratch=.build-asan; env=(ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}") ;;
    thread) scratch=.build-tsan; env=(TSAN_OPTIONS="${TSAN_OPTIONS:-}") ;;
  esac
  echo "==> swift test --sanitize=$sanitizer (scratch path $scratch)"
  start=$SECONDS
  if env "${env[@]}" swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"; then
    echo "==> $sanitizer: passed in $((SECONDS - start))s"
  else
    echo "==> $sanitizer: FAILED after $((SECONDS - start))s"
    failed+=("$sanitizer")
  fi
done

if ((${#failed[@]})); then
  echo "sanitizers with failures: ${failed[*]}"
  exit 1
fi
echo "all sanitizer runs passed"
