#!/usr/bin/env bash
# Drives the S3 endpoint with ordinary S3 client libraries as their users use them, in sessions
# ahead of and behind the wall clock: boto3 (pinned, in a virtualenv under target/), rclone (a Go
# client) and s3cmd at the HOST/s3/{session} host (Debian's packages, which scripts/setup.sh
# installs), and the AWS SDK for JavaScript v3
# (pinned by scripts/s3_clients/js/package-lock.json, installed into target/s3-js apart from the
# console's packages). Starts target/debug/cloudsim on a free port, runs the four clients side by
# side, prints one line per check and a summary per client, and fails on any failed check
# (scripts/s3_clients/*_checks.*).
set -euo pipefail
cd "$(dirname "$0")/.."

boto3=1.44.8
bin="${CLOUDSIM_BIN:-target/debug/cloudsim}"
venv=target/s3-venv
js=target/s3-js
work=target/s3-clients
rm -rf "$work" && mkdir -p "$work"

if ! "$venv/bin/python" -c "import boto3, sys; sys.exit(boto3.__version__ != '$boto3')" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "boto3==$boto3"
fi
if ! cmp -s scripts/s3_clients/js/package-lock.json "$js/package-lock.json" || [ ! -d "$js/node_modules" ]; then
  rm -rf "$js" && mkdir -p "$js"
  cp scripts/s3_clients/js/package.json scripts/s3_clients/js/package-lock.json "$js/"
  (cd "$js" && npm ci --no-audit --no-fund --silent)
fi
for tool in rclone s3cmd; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool is missing: run scripts/setup.sh (it installs Debian's $tool package)" >&2
    exit 1
  fi
done

coproc SERVER { exec "$bin" serve --port 0 2>"$work/server.log"; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r listening <&"${SERVER[0]}"
base="http://127.0.0.1:$(sed -E 's/.*:([0-9]+).*/\1/' <<<"$listening")"

# The clients side by side (each in sessions of its own; they wait on the server and on their
# own start-up more than they compute), each one's lines printed together when it ends.
declare -A pids=()
"$venv/bin/python" scripts/s3_clients/boto3_checks.py "$base" >"$work/boto3.out" 2>&1 &
pids[boto3]=$!
python3 scripts/s3_clients/rclone_checks.py "$base" "$work" >"$work/rclone.out" 2>&1 &
pids[rclone]=$!
python3 scripts/s3_clients/s3cmd_checks.py "$base" "$work" >"$work/s3cmd.out" 2>&1 &
pids[s3cmd]=$!
node --no-warnings scripts/s3_clients/js_checks.mjs "$base" "$PWD/$js" >"$work/js-sdk.out" 2>&1 &
pids[js-sdk]=$!
failed=()
for client in boto3 rclone s3cmd js-sdk; do
  wait "${pids[$client]}" || failed+=("$client")
  cat "$work/$client.out"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "S3 client checks failed for: ${failed[*]}" >&2
  exit 1
fi
