# Stage timing for scripts/test.sh (sourced): `stage NAME COMMAND…` runs one stage and notes its
# wall time; the table of every stage is printed when the script ends, passed or failed, so the
# day a stage slows down is the day it is seen (docs/reference/commands.md#the-test-commands-time).
#
# `stage_beside NAME COMMAND…` starts a stage in the background, beside the stages after it (one
# that leaves a core idle, waiting on its server: the fuzzer and the S3 clients), its output kept
# in target/stages/NAME.log; `stage_join NAME` waits for it, prints that output and fails the
# command if the stage failed. Its time in the table is its own, start to end.
#
# `stage_unless_passed NAME COMMAND…` is `stage`, skipped when the same stage passed before with
# the same inputs (`STAGE_INPUTS`, a hash of every file of the clone and the tools: set by test.sh,
# empty under `--full`, which runs everything); `stage_beside_unless_passed` likewise.

STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_NOTES=()
STAGE_RUNNING=""
STAGE_STARTED=0
STAGE_ALL_STARTED=$SECONDS
declare -A STAGE_BESIDE=()
declare -A STAGE_KEEP_PASS=()
mkdir -p target/stages

stage_done() {
  STAGE_NAMES+=("$1")
  STAGE_SECONDS+=("$2")
  STAGE_NOTES+=("${3:-}")
}

stage() {
  local name=$1
  shift
  STAGE_RUNNING=$name
  STAGE_STARTED=$SECONDS
  echo
  echo "== stage: $name"
  "$@"
  stage_done "$name" $((SECONDS - STAGE_STARTED))
  STAGE_RUNNING=""
}

stage_beside() {
  local name=$1
  shift
  echo
  echo "== stage: $name, in the background beside the next stages (its output is printed when it ends)"
  rm -f "target/stages/$name.result"
  # Its own process group (job control on for the fork), so a failure elsewhere stops all of it.
  set -m
  (
    started=$SECONDS
    trap 'echo "$((SECONDS - started)) $?" >"target/stages/$name.result"' EXIT
    "$@"
  ) </dev/null >"target/stages/$name.log" 2>&1 &
  STAGE_BESIDE[$name]=$!
  set +m
}

stage_join() {
  local name=$1 status=0 seconds waited=$SECONDS
  [ -n "${STAGE_BESIDE[$name]:-}" ] || return 0
  echo
  echo "== stage: $name (from the background): waiting for it"
  wait "${STAGE_BESIDE[$name]}" || status=$?
  waited=$((SECONDS - waited))
  unset "STAGE_BESIDE[$name]"
  cat "target/stages/$name.log"
  read -r seconds _ <"target/stages/$name.result" || seconds=0
  if [ "$status" -ne 0 ]; then
    stage_done "$name" "$seconds" "FAILED (exit $status, in the background; its output is above)"
    echo "stage $name failed (exit $status): its output is above" >&2
    exit "$status"
  fi
  stage_done "$name" "$seconds" "in the background; the command waited ${waited}s for its end"
  if [ -n "${STAGE_KEEP_PASS[$name]:-}" ]; then stage_pass "$name"; fi
}

# True (and noted as skipped) when stage NAME passed with the inputs STAGE_INPUTS; else forgets
# any pass of other inputs.
stage_passed() {
  local name=$1
  local passed="target/stages/$name.passed"
  if [ -n "${STAGE_INPUTS:-}" ] && [ "$(cat "$passed" 2>/dev/null)" = "$STAGE_INPUTS" ]; then
    echo
    echo "== stage: $name: skipped, it passed with these same inputs ($STAGE_INPUTS)"
    stage_done "$name" 0 "skipped: passed with inputs $STAGE_INPUTS"
    return 0
  fi
  rm -f "$passed"
  return 1
}

# Notes stage NAME's pass with the inputs it started with, if they are still the clone's (a file
# edited during the run leaves no pass to skip by).
stage_pass() {
  [ -n "${STAGE_INPUTS:-}" ] || return 0
  if [ "$(bash scripts/inputs.sh)" = "$STAGE_INPUTS" ]; then
    echo "$STAGE_INPUTS" >"target/stages/$1.passed"
  else
    echo "(the clone changed during the run: $1's pass is not kept)"
  fi
}

stage_unless_passed() {
  if stage_passed "$1"; then return; fi
  stage "$@"
  stage_pass "$1"
}

stage_beside_unless_passed() {
  if stage_passed "$1"; then return; fi
  STAGE_KEEP_PASS[$1]=1
  stage_beside "$@"
}

stage_table() {
  local status=$?
  local i name
  # A stage still running in the background is stopped with the command (its whole group).
  for name in "${!STAGE_BESIDE[@]}"; do
    if kill -TERM -- "-${STAGE_BESIDE[$name]}" 2>/dev/null; then
      wait "${STAGE_BESIDE[$name]}" 2>/dev/null || true
      echo "stage $name stopped (in the background when the command ended); its output so far: target/stages/$name.log" >&2
    else
      local ended=""
      read -r _ ended <"target/stages/$name.result" 2>/dev/null || true
      echo "stage $name ended in the background (exit ${ended:-unknown}), not waited for; its output: target/stages/$name.log" >&2
    fi
  done
  echo
  echo "== The test command's time, by stage"
  printf '%-16s %9s\n' "stage" "wall"
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-16s %6dm%02ds  %s\n' "${STAGE_NAMES[$i]}" $((STAGE_SECONDS[i] / 60)) $((STAGE_SECONDS[i] % 60)) "${STAGE_NOTES[$i]}"
  done
  if [ -n "$STAGE_RUNNING" ]; then
    local spent=$((SECONDS - STAGE_STARTED))
    printf '%-16s %6dm%02ds  FAILED\n' "$STAGE_RUNNING" $((spent / 60)) $((spent % 60))
  fi
  local total=$((SECONDS - STAGE_ALL_STARTED))
  printf '%-16s %6dm%02ds\n' "total" $((total / 60)) $((total % 60))
  return "$status"
}
trap stage_table EXIT
