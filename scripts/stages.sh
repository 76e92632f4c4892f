# Stage timing for scripts/test.sh (sourced): `stage NAME COMMAND…` runs one stage and notes its
# wall time; the table of every stage is printed when the script ends, passed or failed, so the
# day a stage slows down is the day it is seen (docs/reference/commands.md#the-test-commands-time).

STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_RUNNING=""
STAGE_STARTED=0
STAGE_ALL_STARTED=$SECONDS

stage() {
  local name=$1
  shift
  STAGE_RUNNING=$name
  STAGE_STARTED=$SECONDS
  echo
  echo "== stage: $name"
  "$@"
  STAGE_NAMES+=("$name")
  STAGE_SECONDS+=($((SECONDS - STAGE_STARTED)))
  STAGE_RUNNING=""
}

stage_table() {
  local status=$?
  local i
  echo
  echo "== The test command's time, by stage"
  printf '%-16s %9s\n' "stage" "wall"
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-16s %6dm%02ds\n' "${STAGE_NAMES[$i]}" $((STAGE_SECONDS[i] / 60)) $((STAGE_SECONDS[i] % 60))
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
