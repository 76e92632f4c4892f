#!/usr/bin/env bash
# `npm run dev`: the console with hot reload (Vite) in front of a simulator, proxying /v1, /__sim
# and /s3 to it (docs/reference/commands.md#npm-run-dev). Which simulator:
#   CLOUDSIM_URL=http://host:port   one already running (nothing is started);
#   CLOUDSIM_BIN=path/to/cloudsim    that binary, started here;
#   neither                          `cargo run` of this checkout's simulator.
# A started simulator runs a realtime clock from now unless CLOUDSIM_CLOCK says otherwise
# (`manual`: time moves only when the developer tools move it; `realtime:60`: a minute a second).
# CLOUDSIM_PORT (8080) and DEV_PORT (5173) choose the ports.
set -euo pipefail
cd "$(dirname "$0")/.."

dev_port="${DEV_PORT:-5173}"
sim_port="${CLOUDSIM_PORT:-8080}"
clock="${CLOUDSIM_CLOCK:-realtime}"
web=(npm run dev -w web -- --port "$dev_port" --strictPort)

if [[ -n "${CLOUDSIM_URL:-}" ]]; then
  started=""
  export CLOUDSIM_URL="${CLOUDSIM_URL%/}"
  where="the simulator at $CLOUDSIM_URL (its own clock)"
else
  serve=(serve --port "$sim_port" --clock "$clock" --start now --cors-origin "http://localhost:$dev_port")
  if [[ -n "${CLOUDSIM_BIN:-}" ]]; then
    started="$(printf '%q ' "$CLOUDSIM_BIN" "${serve[@]}")"
  else
    started="cargo run -q -p simulator --bin cloudsim -- ${serve[*]}"
  fi
  export CLOUDSIM_URL="http://127.0.0.1:$sim_port"
  if [[ "$clock" == manual ]]; then
    where="a simulator on $CLOUDSIM_URL, clock: manual (it moves only when the developer tools move it)"
  else
    where="a simulator on $CLOUDSIM_URL, clock: $clock from now"
  fi
fi

cat <<TEXT
Open http://localhost:$dev_port/app/  (Vite, hot reload)
  against $where
  sign in with "Explore with the simulator"
TEXT

if [[ -z "$started" ]]; then
  exec "${web[@]}"
fi
exec npx concurrently --kill-others --names sim,web "$started" "$(printf '%q ' "${web[@]}")"
