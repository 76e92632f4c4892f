#!/usr/bin/env bash
# One hash of everything the test stages read: every file of the clone that git does not ignore
# (tracked or not, as it is on disk), the tools' versions, the variables that steer the tests, and
# the UTC date (some checks read the wall clock). scripts/test.sh skips a stage that passed with
# the same hash (docs/reference/commands.md#a-second-run); anything changed runs them all again.
set -euo pipefail
cd "$(dirname "$0")/.."
{
  # A tracked file deleted on disk is named with sha256sum's complaint: that is in the hash too.
  git ls-files -z --cached --others --exclude-standard | sort -z -u | xargs -0 sha256sum 2>&1 || true
  rustc -vV
  cargo -V
  node --version
  npm --version
  python3 --version
  # Debian's Chromium, rclone and s3cmd (scripts/setup.sh).
  dpkg-query -W chromium rclone s3cmd 2>&1 || true
  env | grep -E '^(CLOUDSIM|PROPTEST|FUZZ|NEXTEST|RUSTFLAGS|CARGO_PROFILE)' | sort || true
  date -u +%F
} | sha256sum | cut -c1-16
