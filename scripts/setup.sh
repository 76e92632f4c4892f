#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: Debian's Chromium for the browser tests, the
# npm packages, and Schemathesis (the API fuzzer, pinned) in a virtualenv under target/. Safe to
# run again; it skips what is already there.
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

schemathesis=4.32.5
if ! target/fuzz-venv/bin/schemathesis --version 2>/dev/null | grep -q "$schemathesis"; then
  rm -rf target/fuzz-venv
  python3 -m venv target/fuzz-venv
  target/fuzz-venv/bin/pip install --quiet --disable-pip-version-check "schemathesis==$schemathesis"
fi
