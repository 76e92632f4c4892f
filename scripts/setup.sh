#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: Debian's Chromium for the browser tests and the
# npm packages. Safe to run again; it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's 'chromium' package (the browser tests use /usr/bin/chromium)" >&2
    exit 1
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules ]; then
  npm ci --no-audit --no-fund
fi
