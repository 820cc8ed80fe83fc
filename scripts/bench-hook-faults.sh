#!/usr/bin/env bash
# The hook's fault matrix, timed: UserPromptSubmit as Claude Code runs it (sh -c '<launcher> claude-code
# UserPromptSubmit < payload') under each fault, with the resident agent running and without one, next to
# a JVM hello world of the same run. Prints median and max per cell (docs/hooks.md §6.2). The test
# HookFaultMatrixTest asserts the replies; this script only measures.
#
#   scripts/bench-hook-faults.sh [runs]        (default 10 runs per cell, 2 warm-ups)
#
# Faults: server down (closed port), hanging (accepts, never answers), 5xx, garbage body, connection
# reset (scripts/fault-server.py), disk full (the data folder is a regular file), corrupt queue (queue.db
# overwritten with garbage before every run), malformed stdin, never-closed stdin (a FIFO nobody closes).
# "agent off" is the first event after login or a killed agent: nothing listens on the socket and the
# hook must not start one (ALBERT_HOOK_AGENT=nospawn, an empty agent folder).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
RUNS="${1:-10}"
cd "$ROOT"
ALBERT_HOME="$ROOT"
. "$ROOT/bin/lib/launcher.sh"

JAVA="$(albert_find_java)" || { echo "bench-hook-faults: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$JAVA")/.." && pwd)"
command -v hyperfine >/dev/null 2>&1 || { echo "hyperfine is needed (apt-get install -y hyperfine)" >&2; exit 2; }
if [ ! -f adapters/target/adapters.jar ] || [ ! -f albert-server/target/albert-server.jar ] || [ ! -f albert-admin/target/albert-admin.jar ]; then
    echo "building..." >&2
    ./mvnw -q -o -DskipTests package -pl adapters,albert-server,albert-admin -am >&2
fi

TMP="$(mktemp -d)"
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    [ -f "$TMP/run/albert/agent.pid" ] && kill "$(cat "$TMP/run/albert/agent.pid")" 2>/dev/null || true
    rm -rf "$TMP"
}
trap cleanup EXIT

export HOME="$TMP/home" XDG_DATA_HOME="$TMP/data" XDG_CONFIG_HOME="$TMP/config" XDG_RUNTIME_DIR="$TMP/run"
export ALBERT_CONFIG_DIR="$TMP/config/albert"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" "$TMP/noagent"
chmod 700 "$XDG_RUNTIME_DIR" "$TMP/noagent"

albert_start_server "$TMP/albert.sqlite3" "$TMP/server.err" || { echo "the server did not start" >&2; exit 5; }
PIDS+=("$ALBERT_SERVER_PID")
LIVE="$ALBERT_SERVER_URL"
export ALBERT_API_URL="$LIVE"
KEY="$(bin/albert-admin bootstrap --organization Bench --workspace bench --output json | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
[ -n "$KEY" ] || { echo "bootstrap failed" >&2; exit 5; }
export ALBERT_API_KEY="$KEY"

declare -A URL
URL[down]="http://127.0.0.1:$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
for mode in hang 5xx garbage reset; do
    python3 scripts/fault-server.py "$mode" "$TMP/$mode.port" & PIDS+=("$!")
done
for mode in hang 5xx garbage reset; do
    for _ in $(seq 100); do [ -s "$TMP/$mode.port" ] && break; sleep 0.05; done
    URL[$mode]="http://127.0.0.1:$(cat "$TMP/$mode.port")"
done

F="$TMP/fixtures"; mkdir -p "$F"
sed "s#/home/dev/shop#$ROOT#g" adapters/src/test/resources/claude-code/UserPromptSubmit.json > "$F/prompt.json"
printf '{"session_id": "5f1c2a9e", "prompt": ' > "$F/malformed.json"
mkfifo "$TMP/never-closed"
printf 'not a folder' > "$TMP/full"
head -c 65536 /dev/urandom > "$TMP/garbage.db"
mkdir -p "$TMP/corrupt/albert/capture"; chmod -R 700 "$TMP/corrupt"

mkdir -p "$TMP/hello"
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n' > "$TMP/hello/Hello.java"
"${JAVA_HOME:+$JAVA_HOME/bin/}javac" -d "$TMP/hello" "$TMP/hello/Hello.java"
FLAGS="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData"

bin/albert-hook --train-aot
HOOK="$ROOT/bin/albert-hook claude-code UserPromptSubmit"
"$ROOT/bin/albert-hook" albert ensure-agent </dev/null

cells=(-n hello "$JAVA $FLAGS -cp $TMP/hello Hello")
for agent in on off; do
    if [ "$agent" = on ]; then A=""; else A="ALBERT_HOOK_AGENT=nospawn ALBERT_HOOK_AGENT_DIR=$TMP/noagent"; fi
    for fault in down hang 5xx garbage reset; do
        cells+=(-n "$fault/$agent" "sh -c '$A ALBERT_API_URL=${URL[$fault]} $HOOK < $F/prompt.json'")
    done
    cells+=(-n "disk-full/$agent" "sh -c '$A XDG_DATA_HOME=$TMP/full $HOOK < $F/prompt.json'")
    cells+=(-n "corrupt-queue/$agent" "sh -c 'cp $TMP/garbage.db $TMP/corrupt/albert/capture/queue.db; $A XDG_DATA_HOME=$TMP/corrupt $HOOK < $F/prompt.json'")
    cells+=(-n "malformed-stdin/$agent" "sh -c '$A $HOOK < $F/malformed.json'")
    # Opening the FIFO read-write never blocks and never sees EOF: stdin that is never closed.
    cells+=(-n "never-closed-stdin/$agent" "sh -c 'exec 3<>$TMP/never-closed; $A $HOOK <&3'")
done

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
hyperfine -N --warmup 2 --runs "$RUNS" --export-json "$TMP/results.json" "${cells[@]}" >&2
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$TMP/results.json" <<'PY'
import json, sys
r = {b["command"]: b for b in json.load(open(sys.argv[1]))["results"]}
hello = r.pop("hello")
print(f"JVM hello world: median {hello['median']*1000:.0f} ms, max {hello['max']*1000:.0f} ms")
faults = []
for name in r:
    f = name.split("/")[0]
    if f not in faults:
        faults.append(f)
print(f"hello CPU (user + system): {(hello['user']+hello['system'])*1000:.0f} ms")
print("| fault | agent on: median / max ms | agent off: median / max ms | × hello (on / off) | CPU ms (on / off) |")
print("|---|---|---|---|---|")
cpu = lambda b: (b['user'] + b['system']) * 1000
for f in faults:
    on, off = r[f + "/on"], r[f + "/off"]
    print(f"| {f} | {on['median']*1000:.0f} / {on['max']*1000:.0f} | {off['median']*1000:.0f} / {off['max']*1000:.0f} "
          f"| {on['median']/hello['median']:.1f} / {off['median']/hello['median']:.1f} | {cpu(on):.0f} / {cpu(off):.0f} |")
PY
