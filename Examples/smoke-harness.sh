# The shared part of the example servers' smoke scripts, sourced by each from its own folder
# after it sets:
#   smoke_product       the executable product to build and run;
#   smoke_start         a function that starts the binary ($1) on the port ($2), in the foreground;
#   smoke_ready_path    a path that answers once the server is up, with smoke_ready_status.
# It builds the product (debug), starts it on a free loopback port, and defines `request` and
# `check` for the script's checks, and $passed and $failed; the server is stopped on exit.
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

echo "smoke: building $smoke_product (debug; log in $tmp/build.log while it runs)"
start=$SECONDS
if ! swift build --product "$smoke_product" >"$tmp/build.log" 2>&1; then
  tail -n 40 "$tmp/build.log"
  echo "smoke: FAIL (the build failed)"
  exit 1
fi
echo "smoke: built in $((SECONDS - start)) s"
binary="$(swift build --show-bin-path)/$smoke_product"

# A free port: a random one nothing answers on; if the server still cannot bind it (taken
# in between), it exits and the next port is tried.
port_is_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
base=""
for _ in 1 2 3 4 5; do
  port=$((20000 + RANDOM % 40000))
  port_is_free "$port" || continue
  smoke_start "$binary" "$port" >"$tmp/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do  # up to 10 s
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    if [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port$smoke_ready_path" || true)" == "$smoke_ready_status" ]]; then
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

