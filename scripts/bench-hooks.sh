#!/usr/bin/env bash
# Whole-process timings of albert-hook as the hosts run it (sh -c '<launcher> <host> <Event> < payload') for all
# four hosts (Claude Code, Codex, Cursor, OpenClaw), next to a JVM hello world measured in the same run.
# See docs/hooks.md §6 for the results.
#
#   scripts/bench-hooks.sh [runs] [agent|no-agent|both]     (default 40 runs per command, 5 warm-ups; both)
#   BASELINE=<checkout> scripts/bench-hooks.sh …             adds that checkout's hook without an agent
#                                                            (ALBERT_HOOK_AGENT=off), e.g. the code before a change
#
# Starts the embedded server on a free port with a temporary database, bootstraps a tenant, points the
# hook at it through ALBERT_API_URL/ALBERT_API_KEY and temporary XDG folders, trains the hook's AOT cache
# (which also starts the agent), then measures: UserPromptSubmit (capture + recall), Stop, SessionEnd,
# UserPromptSubmit with the server down, and the same events without an agent ("no-agent": the first
# event after login or a killed agent; nothing listens on the socket and the hook starts none, so it
# hands the event to the spool and replies), and a hello world with the same JVM flags. Everything it
# starts is stopped at the end. With the agent it also measures the per-prompt hooks of Codex
# (UserPromptSubmit, Stop), Cursor (sessionStart, beforeSubmitPrompt) and OpenClaw (before_prompt_build,
# agent_end: the process our plugin spawns).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
RUNS="${1:-40}"
MODE="${2:-both}"
case "$MODE" in agent|no-agent|both) ;; *) echo "bench-hooks: mode is agent, no-agent or both" >&2; exit 2 ;; esac
cd "$ROOT"
ALBERT_HOME="$ROOT"
. "$ROOT/bin/lib/launcher.sh"

JAVA="$(albert_find_java)" || { echo "bench-hooks: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$JAVA")/.." && pwd)"
if ! command -v hyperfine >/dev/null 2>&1; then
    echo "installing hyperfine..." >&2
    apt-get install -y hyperfine >&2 || { echo "hyperfine is needed (apt-get install -y hyperfine)" >&2; exit 2; }
fi
if [ ! -f adapters/target/adapters.jar ] || [ ! -f albert-server/target/albert-server.jar ] || [ ! -f albert-admin/target/albert-admin.jar ]; then
    echo "building..." >&2
    ./mvnw -q -o -DskipTests package -pl adapters,albert-server,albert-admin -am >&2
fi

TMP="$(mktemp -d)"
SERVER_PID=""
cleanup() {
    if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
    for pidfile in "$TMP"/run/albert/agent.pid; do
        [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
    done
    rm -rf "$TMP"
}
trap cleanup EXIT

export HOME="$TMP/home" XDG_DATA_HOME="$TMP/data" XDG_CONFIG_HOME="$TMP/config" XDG_RUNTIME_DIR="$TMP/run"
export ALBERT_CONFIG_DIR="$TMP/config/albert"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" "$TMP/noagent"
chmod 700 "$XDG_RUNTIME_DIR" "$TMP/noagent"
NOAGENT="ALBERT_HOOK_AGENT=nospawn ALBERT_HOOK_AGENT_DIR=$TMP/noagent"

albert_start_server "$TMP/albert.sqlite3" "$TMP/server.err" || { echo "the server did not start" >&2; exit 5; }
SERVER_PID="$ALBERT_SERVER_PID"
URL="$ALBERT_SERVER_URL"
export ALBERT_API_URL="$URL"
KEY="$(bin/albert-admin bootstrap --organization Bench --workspace bench --output json | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
[ -n "$KEY" ] || { echo "bootstrap failed" >&2; exit 5; }
export ALBERT_API_KEY="$KEY"
echo "server: $URL" >&2

# Something to recall: ${SEED:-1000} memories, a few about the fixture prompt ("Why does the checkout test
# fail on CI but not locally?"), so UserPromptSubmit measures a recall that really returns a block.
seed="${SEED:-1000}"
echo "seeding $seed memories..." >&2
for i in $(seq 1 "$seed"); do
    case $((i % 250)) in
        0) text="The checkout test fails on CI because the CI image runs in UTC; test $i pins Europe/Berlin." ;;
        *) text="Service $i depends on queue $((i % 17)); its owner rotates weekly and deploys run on Tuesdays." ;;
    esac
    printf '{"content":"%s","subject":"note %s"}' "$text" "$i"
    printf '\n'
done | while IFS= read -r body; do
    printf '%s\n' "$body"
done | xargs -d '\n' -P 4 -I{} curl -s -o /dev/null -f -X POST -H "Authorization: Bearer $KEY" \
    -H 'Content-Type: application/json' -d {} "$URL/v1/memories" || { echo "seeding failed" >&2; exit 5; }

# A closed port for the server-down case.
DOWN="http://127.0.0.1:$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"

F="$TMP/fixtures"; mkdir -p "$F"
cp adapters/src/test/resources/claude-code/UserPromptSubmit.json adapters/src/test/resources/claude-code/Stop.json \
   adapters/src/test/resources/claude-code/SessionEnd.json "$F/"
for host in codex cursor openclaw; do
    for f in adapters/src/test/resources/$host/*.json; do cp "$f" "$F/$host-$(basename "$f")"; done
done
# The project folder of the payloads must exist for the provenance lookup to be realistic.
sed -i "s#/home/dev/shop#$ROOT#g" "$F"/*.json

mkdir -p "$TMP/hello"
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n' > "$TMP/hello/Hello.java"
"$JAVA" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "$TMP/hello/Hello.java" >/dev/null 2>&1 || true
"${JAVA_HOME:+$JAVA_HOME/bin/}javac" -d "$TMP/hello" "$TMP/hello/Hello.java"
FLAGS="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData"

bin/albert-hook --train-aot
HOOK="$ROOT/bin/albert-hook"
for e in UserPromptSubmit Stop SessionEnd; do "$HOOK" claude-code "$e" < "$F/$e.json" >/dev/null; done

# Both caches must really load (AOTMode=on fails loudly instead of silently running without them).
for mode in on off; do
    if [ $mode = on ]; then dir="$XDG_RUNTIME_DIR/albert"; else dir="$TMP/noagent"; fi
    err="$(ALBERT_HOOK_AGENT=nospawn ALBERT_HOOK_AGENT_DIR="$dir" ALBERT_HOOK_JAVA_OPTS=-XX:AOTMode=on \
        "$HOOK" claude-code SessionEnd < "$F/SessionEnd.json" 2>&1 >/dev/null)"
    if [ -n "$err" ]; then echo "WARNING: the AOT cache for agent=$mode did not load: $err" >&2; fi
done

rows=(-n hello "$JAVA $FLAGS -cp $TMP/hello Hello")
if [ "$MODE" != no-agent ]; then
    rows+=(-n UserPromptSubmit "sh -c '$HOOK claude-code UserPromptSubmit < $F/UserPromptSubmit.json'"
           -n Stop "sh -c '$HOOK claude-code Stop < $F/Stop.json'"
           -n SessionEnd "sh -c '$HOOK claude-code SessionEnd < $F/SessionEnd.json'"
           -n UserPromptSubmit-server-down "sh -c 'ALBERT_API_URL=$DOWN $HOOK claude-code UserPromptSubmit < $F/UserPromptSubmit.json'"
           -n codex-UserPromptSubmit "sh -c '$HOOK codex UserPromptSubmit < $F/codex-UserPromptSubmit.json'"
           -n codex-Stop "sh -c '$HOOK codex Stop < $F/codex-Stop.json'"
           -n cursor-sessionStart "sh -c '$HOOK cursor sessionStart < $F/cursor-sessionStart.json'"
           -n cursor-beforeSubmitPrompt "sh -c '$HOOK cursor beforeSubmitPrompt < $F/cursor-beforeSubmitPrompt.json'"
           -n openclaw-before_prompt_build "sh -c '$HOOK openclaw before_prompt_build < $F/openclaw-before_prompt_build.json'"
           -n openclaw-agent_end "sh -c '$HOOK openclaw agent_end < $F/openclaw-agent_end.json'")
fi
if [ "$MODE" != agent ]; then
    rows+=(-n UserPromptSubmit-no-agent "sh -c '$NOAGENT $HOOK claude-code UserPromptSubmit < $F/UserPromptSubmit.json'"
           -n Stop-no-agent "sh -c '$NOAGENT $HOOK claude-code Stop < $F/Stop.json'"
           -n SessionEnd-no-agent "sh -c '$NOAGENT $HOOK claude-code SessionEnd < $F/SessionEnd.json'")
    if [ -n "${BASELINE:-}" ]; then
        # The baseline's own launcher and AOT caches; off = its in-process path, as every first prompt paid it.
        "$BASELINE/bin/albert-hook" --train-aot
        rows+=(-n baseline-UserPromptSubmit-no-agent "sh -c 'ALBERT_HOOK_AGENT=off $BASELINE/bin/albert-hook claude-code UserPromptSubmit < $F/UserPromptSubmit.json'"
               -n baseline-Stop-no-agent "sh -c 'ALBERT_HOOK_AGENT=off $BASELINE/bin/albert-hook claude-code Stop < $F/Stop.json'")
    fi
fi

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
hyperfine -N --warmup 5 --runs "$RUNS" --export-json "$TMP/results.json" "${rows[@]}" >&2
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2

python3 - "$TMP/results.json" <<'PY'
import json, sys
r = {b["command"]: b for b in json.load(open(sys.argv[1]))["results"]}
hello = r["hello"]["median"]
# CPU (user + system, mean) moves far less with the machine's load than wall time does.
print(f"{'command':38} {'median ms':>10} {'min ms':>8} {'max ms':>8} {'× hello':>8} {'CPU ms':>8}")
for name, b in r.items():
    print(f"{name:38} {b['median']*1000:10.1f} {b['min']*1000:8.1f} {b['max']*1000:8.1f} {b['median']/hello:8.2f} {(b['user']+b['system'])*1000:8.1f}")
per_prompt = ["UserPromptSubmit", "codex-UserPromptSubmit", "cursor-beforeSubmitPrompt", "openclaw-before_prompt_build"]
ok = all(r[n]["median"] <= 0.100 and r[n]["median"] <= 4 * hello for n in per_prompt if n in r)
print("goal (every host's per-prompt hook through the agent: p50 <= 100 ms and <= 4x hello): " + ("met" if ok else "NOT met"))
no_agent = [n for n in r if n.endswith("-no-agent") and not n.startswith("baseline")]
ok = all(r[n]["median"] <= 0.300 and r[n]["median"] <= 5 * hello for n in no_agent)
if no_agent:
    print("goal (without an agent: p50 <= 300 ms and <= 5x hello): " + ("met" if ok else "NOT met"))
PY
echo "recall: $(curl -s -o /dev/null -w '%{http_code}' -X POST -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' -d '{"query":"Why does the checkout test fail on CI but not locally?","host":"claude-code","session_key":"bench"}' "$URL/v1/context/session-start") from POST /v1/context/session-start with $seed memories (404 = not on this server)"
