#!/usr/bin/env bash
# Smoke test of the example server: builds it (debug), starts it on a free loopback port,
# checks every endpoint's status code and body with curl, stops it, and prints a PASS/FAIL
# summary. Exits non-zero when a check fails. Needs swift and curl; run it from anywhere:
#
#   Examples/HummingbirdServer/smoke.sh
#
# The first build compiles Hummingbird and SwiftNIO and takes minutes; later ones seconds.
set -euo pipefail
cd "$(dirname "$0")"

smoke_product=HummingbirdServer
smoke_start() { exec "$1" "$2"; }
smoke_ready_path=/orders/A-1001
smoke_ready_status=200
# shellcheck source=../smoke-harness.sh
source ../smoke-harness.sh

json=(-H 'Content-Type: application/json')

# POST /webhook: a real GitHub push delivery (octokit/webhooks, MIT) hydrated into models.
request POST /webhook "${json[@]}" -H 'X-GitHub-Event: push' --data-binary @Payloads/push.json
check "webhook: push payload → summary" 200 '"repository":"Codertocat/Hello-World"' '"ref":"refs/heads/master"' \
  '"commits":1' '"headCommit":"6113728"' '"pusher":"Codertocat"'
request POST /webhook "${json[@]}" -H 'X-GitHub-Event: push' --data-binary '{"ref": "refs/heads/main"}'
check "webhook: required repository missing → 400" 400 '"path":"repository"' '"code":"missingRequiredValue"'
request POST /webhook "${json[@]}" -H 'X-GitHub-Event: push' --data-binary '{"ref": '
check "webhook: malformed JSON → 400" 400 '"code":"invalidJSON"'
request POST /webhook "${json[@]}" --data-binary @Payloads/push.json
check "webhook: no X-GitHub-Event header → 400, not a push" 400 'X-GitHub-Event header is missing' '!"pusher"'
request POST /webhook "${json[@]}" -H 'X-GitHub-Event: ping' --data-binary '{}'
check "webhook: other events ignored → 202" 202 '"ignored":"ping"'

# GET /orders/:id
request GET /orders/A-1001
check "GET the seeded order" 200 '"id":"A-1001"' '"customer":"Ada Lovelace"' '"status":"paid"' '"quantity":2'
request GET /orders/Z-404
check "GET an absent order → 404" 404

# PATCH /orders/:id: partial, all or nothing.
request PATCH /orders/A-1001 "${json[@]}" --data-binary '{"status": "shipped", "note": "leave at the door"}'
check "PATCH status and note → new values" 200 '"status":"shipped"' '"note":"leave at the door"' '"customer":"Ada Lovelace"'
request PATCH /orders/A-1001 "${json[@]}" --data-binary '{"customer": "Mallory", "items": [{"sku": "TEA-1", "quantity": "3"}]}'
check "PATCH a string quantity (strict) → 400 at its path" 400 '"path":"items[0].quantity"' '"code":"typeMismatch"' '"isFatal":true'
request GET /orders/A-1001
check "GET after the bad PATCH: unchanged" 200 '"customer":"Ada Lovelace"' '"status":"shipped"' '"quantity":2' '"sku":"MUG-7"' '!Mallory'
request PATCH /orders/A-1001 "${json[@]}" --data-binary '{"items": null}'
check "PATCH null for required items → 400" 400 '"path":"items"' '"code":"requiredValueIsNull"'
request PATCH /orders/A-1001 "${json[@]}" --data-binary '{"note": "moved", "id": "B-1"}'
check "PATCH another id → 400" 400 '"path":"id"' '"code":"callbackFailed"'
request GET /orders/A-1001
check "GET after the refused PATCHes: unchanged" 200 '"id":"A-1001"' '"note":"leave at the door"' '"sku":"MUG-7"' '!moved'
request PATCH /orders/A-1001 "${json[@]}" --data-binary '{"status": "shipped", "extra": 1}'
check "PATCH with a key the model does not know → 400" 400 '"path":"extra"' '"code":"unknownKey"'
request PATCH /orders/A-1001 -H 'Content-Type: application/merge-patch+json' --data-binary '{"note": null}'
check "PATCH as a merge patch: null clears the note" 200 '"status":"shipped"' '!leave at the door'
request PATCH /orders/A-1001 -H 'Content-Type: text/plain' --data-binary '{"note": "x"}'
check "PATCH with another media type → 415" 415
request GET /schema
check "GET /schema: the models' JSON Schemas" 200 '"openapi":"3.1.0"' '"Order":' '"$ref":"#/components/schemas/OrderItem"' '"additionalProperties":false' \
  '"enum":["pending","paid","shipped","cancelled"]' '"minItems":1' '"pattern":"^[A-Z0-9][A-Z0-9-]{0,19}$"' '"multipleOf":0.01'
request PATCH /orders/Z-404 "${json[@]}" --data-binary '{"note": "x"}'
check "PATCH an absent order → 404" 404

# POST /orders: hydrated in the handler, handed over to the store.
new_order='{"id": "B-2002", "customer": "Charles Babbage", "items": [{"sku": "GEAR-9", "quantity": 3, "unit_price": "1.25"}]}'
request POST /orders "${json[@]}" --data-binary "${new_order/\"1.25\"/1.25}"
check "POST a new order → 201" 201 '"id":"B-2002"' '"status":"pending"' '"unit_price":1.25'
request GET /orders/B-2002
check "GET the new order" 200 '"customer":"Charles Babbage"'
request POST /orders "${json[@]}" --data-binary "${new_order/\"1.25\"/1.25}"
check "POST the same id again → 409" 409
request POST /orders "${json[@]}" --data-binary "$new_order"
check "POST a string price (strict) → 400" 400 '"path":"items[0].unit_price"' '"code":"typeMismatch"'
request POST /orders "${json[@]}" --data-binary '{"id": "C-3003", "customer": "Grace Hopper"}'
check "POST without required items → 400" 400 '"path":"items"' '"code":"missingRequiredValue"'
request POST /orders "${json[@]}" --data-binary '{"id": "C-3004", "customer": "", "items": [{"sku": "bad sku", "quantity": 0, "unit_price": 1.005}]}'
check "POST breaking every constraint → 400 listing each" 400 '"code":"constraintViolation"' '"path":"customer"' \
  '"path":"items[0].sku"' '"path":"items[0].quantity"' '"path":"items[0].unit_price"' '0 is less than the minimum 1'
request GET /orders/C-3004
check "… and nothing of it is stored" 404

# POST /quotes: a model decoded by Hummingbird's request.decode (the context's
# ReflectiveJSONDecoder: every rule of init(jsonData:)) and a model returned by the handler
# (its ReflectiveJSONEncoder: the model's plan).
request POST /quotes "${json[@]}" --data-binary "${new_order/\"1.25\"/1.25}"
check "POST /quotes: model in, model out" 200 '"lines":1' '"units":3' '"total":3.75'
request POST /quotes "${json[@]}" --data-binary "$new_order"
check "POST /quotes with a string price (strict) → 400 at its path" 400 '"path":"items[0].unit_price"' '"code":"typeMismatch"'
request POST /quotes "${json[@]}" --data-binary '{"id": "Q-1", "items": [{"sku": "A"}]}'
check "POST /quotes without a required quantity → 400" 400 '"path":"items[0].quantity"' '"code":"missingRequiredValue"'
request POST /quotes "${json[@]}" --data-binary '{"id": '
check "POST /quotes with malformed JSON → 400" 400 '"code":"invalidJSON"'
request POST /quotes "${json[@]}" --data-binary '{"id": "Q-2", "customer": "Mallory", "customer": "Ada", "items": []}'
check "POST /quotes with a repeated key (strict) → 400 at its path" 400 '"path":"customer"' '"code":"duplicateKey"'
request POST /quotes "${json[@]}" --data-binary '{"id": "Q-3", "items": [{"sku": "A", "quantity": 1e-400}]}'
check "POST /quotes with 1e-400 for a quantity → 400, never 0" 400 '"path":"items[0].quantity"'

# POST /orders/:id/cancel: plain Codable in and out, through the same coders.
request POST /orders/B-2002/cancel "${json[@]}" --data-binary '{"reason": "changed my mind"}'
check "cancel: plain Codable body and answer" 200 '"id":"B-2002"' '"status":"cancelled"' '"reason":"changed my mind"'
request GET /orders/B-2002
check "GET the cancelled order" 200 '"status":"cancelled"' '"note":"changed my mind"'
request POST /orders/B-2002/cancel "${json[@]}" --data-binary '{}'
check "cancel without a reason → 400 (keyNotFound)" 400 'reason'
request POST /orders/B-2002/cancel "${json[@]}" --data-binary '{"reason": 3}'
check "cancel with a number for the reason → 400 (typeMismatch)" 400 'reason'
request POST /orders/Z-404/cancel "${json[@]}" --data-binary '{"reason": "x"}'
check "cancel an absent order → 404" 404

# Streamed bodies, over 100 MB each way, in constant memory: the server's peak resident set
# (VmHWM) is read before and after, and must stay far below the body's size.
peak_rss_kib() { sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$server_pid/status" 2>/dev/null || echo 0; }
rss_before=$(peak_rss_kib)
# POST /orders/import: a generated JSON Lines body of 260,000 orders (about 110 MB) with four
# bad lines among them: malformed JSON, a string quantity, an unknown key, a broken constraint.
python3 - "$tmp/import.ndjson" <<'PY'
import json, sys
bad = {1000: '{"id": "X-1", "customer": "Bad", "items": [', 2000: None, 3000: None, 4000: None}
with open(sys.argv[1], "w") as out:
    for n in range(260_000):
        items = [{"sku": f"SKU-{n % 50}-{k}", "quantity": k + 1, "unit_price": (n % 2000) / 100} for k in range(5)]
        order = {"id": f"I-{n}", "customer": f"Customer number {n % 997}", "status": "paid", "items": items,
                 "note": "imported from the nightly export, line by line"}
        if n == 2000: order["items"][0]["quantity"] = "3"
        if n == 3000: order["colour"] = "red"
        if n == 4000: order["items"][0]["sku"] = "bad sku"
        out.write(bad[n] if bad.get(n) else json.dumps(order))
        out.write("\n")
PY
import_bytes=$(stat -c %s "$tmp/import.ndjson")
start_import=$SECONDS
status="$(curl -s --max-time 900 -o "$tmp/body" -w '%{http_code}' -X POST -H 'Content-Type: application/x-ndjson' \
  -T "$tmp/import.ndjson" "$base/orders/import")" || status="curl failed"
body="$(cat "$tmp/body")"
check "import: $((import_bytes / 1000000)) MB of JSON Lines streamed → summary and the 4 bad lines' problems" 200 \
  '"imported":259996' '"skipped":4' '"units":3899940' '"path":"line 1001"' '"code":"invalidJSON"' \
  '"path":"line 2001.items[0].quantity"' '"path":"line 3001.colour"' '"code":"unknownKey"' '"path":"line 4001.items[0].sku"' '!"stoppedBy"'
echo "smoke: import of $import_bytes bytes took $((SECONDS - start_import)) s"
rss_import=$(peak_rss_kib)
request POST /orders/import -H 'Content-Type: application/json' --data-binary '[{"id": "J-1", "customer": "A", "items": [{"sku": "A", "quantity": 1}]}, {"id": ]'
check "import: a JSON array cut by malformed JSON → what came before, and where it stopped" 200 '"imported":1' '"stoppedBy":"invalid JSON'
request POST /orders/import -H 'Content-Type: text/csv' --data-binary 'id,customer'
check "import: another media type → 415" 415
# GET /orders/export: 900,000 orders written as they are made (about 100 MB).
start_export=$SECONDS
status="$(curl -s --max-time 900 -o "$tmp/export.ndjson" -w '%{http_code}' "$base/orders/export?count=900000")" || status="curl failed"
export_bytes=$(stat -c %s "$tmp/export.ndjson")
body="$(head -c 300 "$tmp/export.ndjson"; echo; tail -c 200 "$tmp/export.ndjson")"
lines=$(wc -l <"$tmp/export.ndjson")
check "export: 900,000 orders streamed as JSON Lines ($((export_bytes / 1000000)) MB, $lines lines)" 200 '{"id":"E-0","customer":"Customer 0"' '"id":"E-899999"'
[[ "$lines" == 900000 ]] || { echo "FAIL export: $lines lines, expected 900000"; failed=$((failed + 1)); }
echo "smoke: export of $export_bytes bytes took $((SECONDS - start_export)) s"
request GET "/orders/export?count=2&format=array"
check "export as an array in an envelope" 200 '{"orders":[{"id":"E-0",' '},{"id":"E-1",' ']}'
rss_after=$(peak_rss_kib)
echo "smoke: server peak RSS: $((rss_before / 1024)) MiB before the streamed bodies, $((rss_import / 1024)) MiB after the import, $((rss_after / 1024)) MiB after the export"
if ((rss_after - rss_before < 64 * 1024)); then
  echo "ok   streamed bodies of over 100 MB grew the server's peak RSS by $(((rss_after - rss_before) / 1024)) MiB (limit 64)"
  passed=$((passed + 1))
else
  echo "FAIL streamed bodies grew the server's peak RSS by $(((rss_after - rss_before) / 1024)) MiB (limit 64)"
  failed=$((failed + 1))
fi

stop_server
echo
if ((failed == 0)); then
  echo "smoke: PASS ($passed checks passed, 0 failed)"
else
  echo "smoke: server log:"
  cat "$tmp/server.log"
  echo "smoke: FAIL ($passed checks passed, $failed failed)"
  exit 1
fi
