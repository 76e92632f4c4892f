#!/usr/bin/env bash
# `npm run demo`: the simulator serving the built console at http://localhost:8080/app, default
# brand, demo world, realtime clock. Each step runs only when its inputs changed since the last
# run (the npm packages, the console's build, the binary), so a second start, or one right after
# `npm test`, answers in seconds. Prints how long the first answer took.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s%N)
port=${PORT:-8080}

# npm ci rewrites node_modules, which it leaves newer than the lock file.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
  npm ci --no-audit --no-fund
fi

# The console is rebuilt when any of its inputs is newer than the last build (the test command's
# build counts: its index.html is written last).
stamp=web/dist/index.html
inputs=(web/src web/index.html web/package.json web/vite.config.ts web/tsconfig.app.json package-lock.json)
if [ ! -f "$stamp" ] || [ -n "$(find "${inputs[@]}" -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  npm run build:web
fi

# Cargo decides for itself; an unchanged tree costs a fraction of a second.
cargo build -q -p simulator --bin cloudsim
target/debug/cloudsim serve --port "$port" --clock realtime --start now --web-dir web/dist "$@" &
server=$!
trap 'kill "$server" 2>/dev/null' INT TERM EXIT

until curl -fs -o /dev/null "http://127.0.0.1:$port/app/"; do
  kill -0 "$server" 2>/dev/null || { wait "$server"; exit 1; }
  sleep 0.1
done
elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
printf 'cloudsim demo: http://localhost:%s/app (first answer %d.%03d s after `npm run demo`)\n' \
  "$port" $((elapsed / 1000)) $((elapsed % 1000))
wait "$server"
