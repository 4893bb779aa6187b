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

smoke_product=VaporServer
smoke_start() { exec "$1" serve --hostname 127.0.0.1 --port "$2"; }
smoke_ready_path=/members
smoke_ready_status=404
# shellcheck source=../smoke-harness.sh
source ../smoke-harness.sh

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
