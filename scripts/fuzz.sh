#!/usr/bin/env bash
# Fuzzes the whole OpenAPI document against the real binary: Schemathesis (a pinned version,
# installed by scripts/setup.sh into target/fuzz-venv) generates requests from every operation's
# schemas, valid and invalid, and fails on any 5xx, a status the document does not list, or an
# answer that breaks the document's schema for its status. Bounded by examples per operation
# (FUZZ_EXAMPLES), seeded (FUZZ_SEED), one worker: the same seed sends the same requests in the
# same order to a server on a manual clock. Reports land in target/fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

examples="${FUZZ_EXAMPLES:-10}"
seed="${FUZZ_SEED:-1}"
bin="${CLOUDSIM_BIN:-target/debug/cloudsim}"
venv=target/fuzz-venv
work=target/fuzz
rm -rf "$work" && mkdir -p "$work"

coproc SERVER { exec "$bin" serve --port 0 --seed "$seed" --world demo-strict 2>"$work/server.log"; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r listening <&"${SERVER[0]}"
base="http://127.0.0.1:$(sed -E 's/.*:([0-9]+).*/\1/' <<<"$listening")"

idp_url="$("$venv/bin/python" scripts/fuzz/harvest.py "$base" "$seed" "$work/schemathesis.toml")"
fuzz() {
  "$venv/bin/schemathesis" --config-file "$work/schemathesis.toml" run spec/openapi.json \
    --seed "$seed" \
    --max-examples "$examples" \
    --phases coverage,fuzzing \
    --checks not_a_server_error,status_code_conformance,response_schema_conformance,content_type_conformance \
    --workers 1 \
    --no-shrink \
    --suppress-health-check all \
    "$@"
}
# Schemathesis puts a path-level server under --url instead of using it, so the identity
# provider's operations run apart, against their own server.
status=0
fuzz --url "$base" --exclude-operation-id-regex '^sim_idp_' --report junit --report-junit-path "$work/api.xml" || status=1
fuzz --url "$idp_url" --include-operation-id-regex '^sim_idp_' --report junit --report-junit-path "$work/idp.xml" || status=1
exit "$status"
