#!/usr/bin/env bash
# The rotation slice (K/10) the test command runs for commit number N of main's history (default:
# HEAD's). Ten consecutive commits run the ten slices, so each cell of a rotated matrix is checked
# at least once in any ten commits (docs/reference/commands.md#rotation).
set -euo pipefail
cd "$(dirname "$0")/.."
commits=${1:-$(git rev-list --count HEAD 2>/dev/null || echo 0)}
echo "$((commits % 10 + 1))/10"
