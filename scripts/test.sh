#!/usr/bin/env bash
# Every test: the Rust workspace (unit, contract, persistence), the console's unit tests, its
# build (with the initial-JS size), and the browser journeys against the real simulator binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "== The repository explains itself: no reference to documents outside it"
# Product rules live in docs/product/, the design in docs/architecture.md; a comment that cites
# the specs' sections, the wire-format notes or the brief by name points where a clone cannot follow.
if git grep -n -E "seed §|real-api\.md|DESIGN §|CA §|\.\./shared/|style\.md convention" -- . ':!scripts/test.sh'; then
  echo "the lines above point outside the repository: point them at docs/ instead" >&2
  exit 1
fi

echo "== Rust: formatting, lints, unit, contract, property and persistence tests"
if cargo fmt --version >/dev/null 2>&1; then cargo fmt --all --check; else echo "rustfmt is not installed: formatting not checked"; fi
if cargo clippy --version >/dev/null 2>&1; then
  cargo clippy --locked --workspace --all-targets -- -D warnings
else
  echo "clippy is not installed: lints not checked"
fi
# Licences, bans and sources of every crate (deny.toml), offline: the advisories need a GitHub
# fetch this CI cannot make. Installed here, not by setup.sh (a few minutes' build the demo needn't wait for).
if ! cargo deny --version 2>/dev/null | grep -q "0.20.2"; then cargo install --locked --quiet cargo-deny --version 0.20.2; fi
# A build downloads only this platform's crates; the licence check reads every crate of the lock
# file (windows-sys and the like included), so fetch them all first or a new machine fails here.
cargo fetch --locked
cargo deny --offline --locked check licenses bans sources
cargo build --locked -p simulator --bin cloudsim
cargo test --locked --workspace
cargo run -q -p simulator --bin cloudsim -- run scenarios/qa scenarios/demo --brands all --junit target/qa-junit.xml --coverage target/qa-coverage.json --min-coverage operations=95,transitions=85
cargo run -q -p simulator --bin cloudsim -- run scenarios/qa --mutants 150 --min-mutation-score 45 --report target/qa-mutants
cargo run -q -p simulator --bin cloudsim -- run scenarios/generated --coverage target/generated-coverage.json
bash scripts/qa-realtime.sh
cargo run -q -p simulator --bin cloudsim -- drift scenarios/drift/real-api-fixtures --explained scenarios/drift/_explained.yaml --junit target/drift-junit.xml

echo "== API fuzzing: the whole OpenAPI document against target/debug/cloudsim"
bash scripts/fuzz.sh
bash scripts/s3-clients.sh

echo "== Console: unit tests, type check and build"
npm test -w web
npm run build -w web
# The container's binary embeds that build (`--features console`); the musl target it is built
# for there is not installed here, so this checks the embedding on the host's target.
cargo test --locked -p simulator --features console --test console_embedded

echo "== Console: browser journeys against target/debug/cloudsim"
CLOUDSIM_BIN="$PWD/target/debug/cloudsim" npm run e2e -w web
