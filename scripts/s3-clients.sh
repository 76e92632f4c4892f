#!/usr/bin/env bash
# Drives the S3 endpoint with an ordinary S3 client library as its users use it: boto3 (pinned,
# in a virtualenv under target/, installed on first run) with its defaults, presigning included,
# in sessions ahead of and behind the wall clock (scripts/s3_clients/boto3_checks.py). Starts
# target/debug/cloudsim on a free port, prints one line per check and a summary, and fails on any
# failed check.
set -euo pipefail
cd "$(dirname "$0")/.."

boto3=1.44.8
bin="${CLOUDSIM_BIN:-target/debug/cloudsim}"
venv=target/s3-venv
work=target/s3-clients
rm -rf "$work" && mkdir -p "$work"

if ! "$venv/bin/python" -c "import boto3, sys; sys.exit(boto3.__version__ != '$boto3')" 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "boto3==$boto3"
fi

coproc SERVER { exec "$bin" serve --port 0 2>"$work/server.log"; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r listening <&"${SERVER[0]}"
base="http://127.0.0.1:$(sed -E 's/.*:([0-9]+).*/\1/' <<<"$listening")"

"$venv/bin/python" scripts/s3_clients/boto3_checks.py "$base"
