#!/usr/bin/env bash
# The QA suite's lifecycle files that wait with `until` (scenarios/qa/README.md#waiting), run
# unchanged against a served simulator: each in a session of its own on a realtime clock at ×600,
# so a VM's 40 s boot takes a fifteenth of a second and the files take seconds; `until` polls with
# back-off instead of moving the clock.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="${CLOUDSIM_BIN:-target/debug/cloudsim}"
work=target/qa-realtime
rm -rf "$work" && mkdir -p "$work"

coproc SERVER { exec "$bin" serve --port 0 2>"$work/server.log"; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r listening <&"${SERVER[0]}"
base="http://127.0.0.1:$(sed -E 's/.*:([0-9]+).*/\1/' <<<"$listening")"

"$bin" run scenarios/qa/compute/vm-until.yaml scenarios/qa/metal/lease-until.yaml scenarios/qa/services/package-until.yaml \
  --target "$base" --clock realtime:600 --junit "$work/junit.xml"
