#!/usr/bin/env bash
# The whole suite, N times in a row, with CPU-bound processes running beside it (issue 13: "green on a busy
# machine"). Each run is bin/test on a fresh clone of HEAD, so nothing from an earlier run is reused; the busy
# loops are plain shell loops, one per BUSY (default 2: as many as this machine's cores).
#
#   scripts/suite-under-load.sh [runs] [extra bin/test arguments…]      e.g.  scripts/suite-under-load.sh 3 -DskipRealHosts
#
# Prints one line per run (exit code, minutes, tests, failures, errors, load at the end) and leaves each run's log
# in $OUT (default a temporary folder). A failed run's clone is kept, and the temporary folders of its failed tests
# (JUnit's @TempDir cleanup mode ON_SUCCESS), so their hook and host logs can be read. Exits 1 when any run failed.
set -uo pipefail
RUNS="${1:-3}"
shift || true
BUSY="${BUSY:-2}"
ROOT="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
OUT="${OUT:-$(mktemp -d -t albert-suite-load.XXXXXX)}"
busy=()
stop_busy() { for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_busy EXIT
for _ in $(seq "$BUSY"); do
    ( while :; do :; done ) &
    busy+=("$!")
done
echo "suite-under-load: $RUNS runs of bin/test $* beside $BUSY busy loops; logs in $OUT"
failed=0
for run in $(seq "$RUNS"); do
    clone="$OUT/clone-$run"
    git clone -q "$ROOT" "$clone"
    rev=$(git -C "$clone" rev-parse --short HEAD)
    started=$(date +%s)
    (cd "$clone" && bin/test -Djunit.jupiter.tempdir.cleanup.mode.default=ON_SUCCESS "$@") >"$OUT/run-$run.log" 2>&1
    rc=$?
    minutes=$(( ($(date +%s) - started + 30) / 60 ))
    totals=$(grep -E '^\[(INFO|WARNING|ERROR)\] Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' "$OUT/run-$run.log" \
        | awk -F'[:,]' '{t+=$2; f+=$4; e+=$6} END {printf "%d tests, %d failures, %d errors", t, f, e}')
    echo "run $run: $rev exit $rc, ${minutes} min, $totals, load $(cut -d' ' -f1-3 /proc/loadavg)"
    [ "$rc" -eq 0 ] || { failed=1; grep -E '<<< (FAILURE|ERROR)!' "$OUT/run-$run.log" | head -10; }
    [ "$rc" -ne 0 ] || rm -rf "$clone"
done
exit "$failed"
