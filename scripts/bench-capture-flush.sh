#!/usr/bin/env bash
# Whole-process flush of 10,000 queued capture events to the real embedded server, as a host would run it.
#   1. builds the toolkit once (./mvnw -o -DskipTests package), then runs the launchers with ALBERT_SKIP_BUILD=1;
#   2. starts `bin/albert-server --port 0` on a temporary database and reads its `listening on` line;
#   3. bootstraps a tenant with `bin/albert-admin bootstrap --output json` (the administrator has capture.write);
#   4. per round: fills a fresh queue with 10,000 events of 256-byte text without delivering them
#      (dev.albert.capture.bench.FillQueue, one JVM), then times `bin/albert-capture queue flush` from start to exit.
# Prints each round (wall time, and the CPU time of the flushing process and of the server), the median and events/s. docs/capture-queue.md §7.2 records the results.
# Usage: scripts/bench-capture-flush.sh [rounds] [events] [text-bytes]   (defaults: 3 10000 256)
# COMPARE_JAVA_OPTS="<JVM flags>" adds a second variant: every round then flushes two freshly filled queues, one with
# the launcher's flags and one with these appended (ALBERT_JAVA_OPTS of the flush only, not the server's), in an
# order that alternates from round to round, and prints a median for each: an A/B on one server in one sitting.
set -euo pipefail
ALBERT_HOME="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ALBERT_HOME/bin/lib/launcher.sh"
rounds="${1:-3}"
events="${2:-10000}"
text_bytes="${3:-256}"

java="$(albert_find_java)" || { echo "bench-capture-flush: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$java")/.." && pwd)"
module="$ALBERT_HOME/capture-client"
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-capture-flush.XXXXXX")"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

echo "==> building the toolkit (tests compiled, not run)" >&2
(cd "$ALBERT_HOME" && ./mvnw -q -o -B -DskipTests package >&2)
export ALBERT_SKIP_BUILD=1
# FillQueue lives in capture-client's test tree; capture-cli's jar manifest puts the library and its
# dependencies (capture-cli/target/lib/*) on its class path.
fill_cp="$module/target/test-classes:$ALBERT_HOME/capture-cli/target/capture-cli.jar"
echo "java: $("$java" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg);" \
    "data on $(df -T "$work" | awk 'NR==2 {print $2}')" >&2

ms_now() { date +%s%N | cut -c1-13; }
# The server process's user+system CPU so far, in ms (clock ticks of /proc/<pid>/stat, 100 per second).
server_cpu_ms() { awk '{print ($14 + $15) * 10}' "/proc/$server_pid/stat"; }

albert_start_server "$work/server/albert.sqlite3" "$work/server.err" \
    || { echo "bench-capture-flush: the server did not start" >&2; exit 5; }
server_pid="$ALBERT_SERVER_PID"
url="$ALBERT_SERVER_URL"
echo "server: $url (pid $server_pid)" >&2

export ALBERT_API_URL="$url"
export ALBERT_CONFIG_DIR="$work/config"
key="$("$ALBERT_HOME/bin/albert-admin" bootstrap --organization Bench --workspace main --output json \
    | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
[ -n "$key" ] || { echo "bench-capture-flush: bootstrap returned no api_key" >&2; exit 4; }
export ALBERT_API_KEY="$key"

compare="${COMPARE_JAVA_OPTS:-}"
times_a=() times_b=()
# flush_once <round> <variant a|b>: fills a fresh queue, times one whole `queue flush` of it, appends to times_<variant>
flush_once() {
    local round="$1" variant="$2" opts="${ALBERT_JAVA_OPTS:-}"
    [ "$variant" = b ] && opts="$opts $compare"
    export XDG_DATA_HOME="$work/data-$round-$variant"
    "$java" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED -cp "$fill_cp" \
        dev.albert.capture.bench.FillQueue "$events" "$text_bytes"
    s0="$(server_cpu_ms)"
    t0=$(ms_now)
    out="$(ALBERT_JAVA_OPTS="$opts" /usr/bin/time -f '%U %S' -o "$work/client-cpu" "$ALBERT_HOME/bin/albert-capture" queue flush --deadline-ms 600000 --output json)"
    t1=$(ms_now)
    s1="$(server_cpu_ms)"
    out="$(echo "$out" | tr -d ' \n')"
    case "$out" in
        *"\"delivered\":$events,"*"\"queued\":0,"*) ;;
        *) echo "bench-capture-flush: round $round did not deliver everything: $out" >&2; exit 1 ;;
    esac
    eval "times_$variant+=($((t1 - t0)))"
    client_ms="$(awk '{printf "%d", ($1 + $2) * 1000}' "$work/client-cpu")"
    local label=""
    [ -n "$compare" ] && label=" [$variant]"
    echo "round $round$label: $((t1 - t0)) ms wall for $events events (CPU: client $client_ms ms, server $((s1 - s0)) ms); $out"
}
for round in $(seq "$rounds"); do
    if [ -z "$compare" ]; then
        flush_once "$round" a
    elif [ $((round % 2)) = 1 ]; then
        flush_once "$round" a; flush_once "$round" b
    else
        flush_once "$round" b; flush_once "$round" a
    fi
done

report() { # label, times...
    local label="$1" median
    shift
    median="$(printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}')"
    echo "${label}median: $median ms; $(awk -v n="$events" -v ms="$median" 'BEGIN {printf "%.0f", n * 1000 / ms}') events/s" \
        "(whole process: JVM start, claim, decrypt, POST /v1/capture/events in batches of 100, delete)"
}
if [ -z "$compare" ]; then
    report "" "${times_a[@]}"
else
    report "[a: the launcher's flags] " "${times_a[@]}"
    report "[b: + $compare] " "${times_b[@]}"
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
