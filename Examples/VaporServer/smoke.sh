#!/usr/bin/env bash
# Smoke test of the example server: builds it (debug), starts it on a free loopback port,
# checks every endpoint's status code and body with curl, stops it, and prints a PASS/FAIL
# summary. Exits non-zero when a check fails. Needs swift and curl; run it from anywhere:
#
#   Examples/VaporServer/smoke.sh
#
# The first build compiles Vapor and SwiftNIO and takes minutes; later ones seconds.
set -euo pipefail
cd "$(dirname "$0")"

tmp="$(mktemp -d)"
server_pid=""
stop_server() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  server_pid=""
}
trap 'stop_server; rm -rf "$tmp"' EXIT

echo "smoke: building VaporServer (debug; log in $tmp/build.log while it runs)"
start=$SECONDS
if ! swift build --product VaporServer >"$tmp/build.log" 2>&1; then
  tail -n 40 "$tmp/build.log"
  echo "smoke: FAIL (the build failed)"
  exit 1
fi
echo "smoke: built in $((SECONDS - start)) s"
binary="$(swift build --show-bin-path)/VaporServer"

# A free port: a random one nothing answers on; if the server still cannot bind it (taken
# in between), it exits and the next port is tried.
port_is_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
base=""
for _ in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 40000))
  port_is_free "$port" || continue
  "$binary" serve --hostname 127.0.0.1 --port "$port" >"$tmp/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do  # up to 10 s
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    if [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port/members" || true)" == 404 ]]; then
      base="http://127.0.0.1:$port"
      break 2
    fi
    sleep 0.1
  done
  stop_server
done
if [[ -z "$base" ]]; then
  cat "$tmp/server.log"
  echo "smoke: FAIL (the server did not answer)"
  exit 1
fi
echo "smoke: server answering at $base (pid $server_pid)"

passed=0
failed=0
status=""
body=""

# request METHOD PATH [curl arguments…]: sets $status and $body.
request() {
  local method=$1 path=$2
  shift 2
  : >"$tmp/body"
  status="$(curl -s --max-time 10 -o "$tmp/body" -w '%{http_code}' -X "$method" "$@" "$base$path")" || status="curl failed"
  body="$(cat "$tmp/body")"
}

# check NAME STATUS [TEXT…]: the last request answered STATUS, and its body holds every TEXT
# (a TEXT written "!text" must be absent).
check() {
  local name=$1 want=$2
  shift 2
  local problems=() text
  [[ "$status" == "$want" ]] || problems+=("status $status, expected $want")
  for text in "$@"; do
    if [[ "$text" == '!'* ]]; then
      [[ "$body" != *"${text:1}"* ]] || problems+=("body holds ${text:1}")
    else
      [[ "$body" == *"$text"* ]] || problems+=("body lacks $text")
    fi
  done
  if ((${#problems[@]} == 0)); then
    passed=$((passed + 1))
    echo "ok   $name ($status)"
  else
    failed=$((failed + 1))
    echo "FAIL $name: $(printf '%s; ' "${problems[@]}")"
    echo "     body: $body"
  fi
}

json=(-H 'Content-Type: application/json')

# POST /webhook: a real GitHub pull_request delivery (28 KB, over Vapor's 16 KB default limit),
# snake-case keys and ISO 8601 dates read by the decoder's strategies into the models inside.
request POST /webhook "${json[@]}" --data-binary @Payloads/pull_request_opened.json
check "webhook: 28 KB pull_request payload → summary" 200 '"action":"opened"' '"number":2' '"author_login":"Codertocat"' \
  '"opened_at":"2019-05-15T15:20:33Z"' '"title":"Update the README with new information."'
request POST /webhook "${json[@]}" --data-binary '{"action": "opened", "number": "two"}'
check "webhook: a number it cannot read → 400, not a silent 0" 400 '"path":"number"' '"code":"typeMismatch"' '!not of type'
request POST /webhook "${json[@]}" --data-binary '{"action": "opened", "number": 1e-400}'
check "webhook: 1e-400 for an Int → 400" 400 '"path":"number"' '"code":"notRepresentable"'
request POST /webhook "${json[@]}" --data-binary '{"pull_request": {"created_at": "yesterday"}}'
check "webhook: a date it cannot read → 400 at its path" 400 '"path":"pull_request.created_at"' '"code":"invalidValue"'
request POST /webhook "${json[@]}" --data-binary '{"action": '
check "webhook: malformed JSON → 400" 400 '"code":"invalidJSON"'

# POST /members: required values and constraints, every problem listed once.
request POST /members "${json[@]}" --data-binary '{"name": "Ada", "age": 36, "joined": "2024-01-15T07:00:00Z"}'
check "members: a valid member → 200, dates as ISO 8601" 200 '"name":"Ada"' '"age":36' '"joined":"2024-01-15T07:00:00Z"'
request POST /members "${json[@]}" --data-binary '{"name": "", "age": 200}'
check "members: two broken constraints → 400 listing both" 400 '"path":"name"' '"path":"age"' '"code":"constraintViolation"'
request POST /members "${json[@]}" --data-binary '{"name": "Ada"}'
check "members: required age missing → 400" 400 '"path":"age"' '"code":"missingRequiredValue"'

echo "smoke: $passed passed, $failed failed"
((failed == 0))
