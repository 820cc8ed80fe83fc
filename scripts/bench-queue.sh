#!/usr/bin/env bash
# Measures the encrypted capture queue; docs/capture-queue.md records the results.
#   jmh     JMH: one durable enqueue (screen + seal + one synchronous=FULL transaction), SampleTime
#           percentiles, -f 1 -wi 2 -i 3 (under 2 minutes).
#   flush   whole process: `albert-capture queue flush` of 10,000 queued events to a local stub of
#           POST /v1/capture/events (the server's real endpoint does not exist yet), 3 rounds.
#   record  whole process: `albert-capture record` of one event (queue + deliver to the stub), with
#           hyperfine, with and without a pre-extracted sqlite native library.
# Usage: scripts/bench-queue.sh [all|jmh|flush|record]   (default: all)
# Needs a JDK >= 21 (found like bin/ does); hyperfine for `record`.
set -euo pipefail
ALBERT_HOME="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ALBERT_HOME/bin/lib/launcher.sh"
what="${1:-all}"
case "$what" in all|jmh|flush|record) ;; *) echo "usage: $0 [all|jmh|flush|record]" >&2; exit 2 ;; esac

java="$(albert_find_java)" || { echo "bench-queue: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$java")/.." && pwd)"
module="$ALBERT_HOME/capture-client"
work="$(mktemp -d "$module/target/bench-queue.XXXXXX" 2>/dev/null || mktemp -d)"
stub_pid=""
cleanup() {
    [ -n "$stub_pid" ] && kill "$stub_pid" 2>/dev/null && wait "$stub_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

echo "==> building capture-client and capture-cli (tests compiled, not run)" >&2
# A relative outputFile is each module's own: capture-client's test class path (JMH, the stub) is the one read.
(cd "$ALBERT_HOME" && ./mvnw -q -B -pl capture-client,capture-cli -am -DskipTests package dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile=target/bench-classpath.txt >&2)
cp="$module/target/test-classes:$module/target/classes:$(cat "$module/target/bench-classpath.txt")"
jar="$ALBERT_HOME/capture-cli/target/capture-cli.jar"
fast=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED)
echo "java: $("$java" -version 2>&1 | head -1); $(nproc) cores; queue on $(df -T "$work" | awk 'NR==2 {print $2}')" >&2

ms_now() { date +%s%N | cut -c1-13; }

start_stub() {
    "$java" "${fast[@]}" -cp "$cp" dev.albert.capture.bench.StubCaptureServer 0 >"$work/stub.out" 2>"$work/stub.err" &
    stub_pid=$!
    for _ in $(seq 100); do
        grep -q listening "$work/stub.out" 2>/dev/null && break
        sleep 0.1
    done
    stub_url="http://127.0.0.1:$(awk '/listening/ {print $2}' "$work/stub.out")"
    echo "stub capture endpoint at $stub_url" >&2
}

capture_env() {
    env XDG_DATA_HOME="$1" ALBERT_CONFIG_DIR="$work/config" ALBERT_API_URL="$stub_url" \
        ALBERT_API_KEY=alb_bench_0123456789abcdefghijklmnop "${@:2}"
}

if [ "$what" = all ] || [ "$what" = jmh ]; then
    echo "==> JMH: EnqueueBenchmark" >&2
    mkdir -p "$work/jmh"
    "$java" --enable-native-access=ALL-UNNAMED -cp "$cp" org.openjdk.jmh.Main 'dev.albert.capture.bench.EnqueueBenchmark' \
        -f 1 -wi 2 -i 3 -foe true -jvmArgsAppend "--enable-native-access=ALL-UNNAMED -Dbench.dir=$work/jmh" \
        -rf json -rff "$work/jmh.json" | sed -n '/^Benchmark/,$p'
fi

if [ "$what" = all ] || [ "$what" = flush ] || [ "$what" = record ]; then
    start_stub
fi

if [ "$what" = all ] || [ "$what" = flush ]; then
    echo "==> whole process: queue flush of 10,000 events (256-byte texts) to the stub" >&2
    for round in 1 2 3; do
        data="$work/flush-$round"
        capture_env "$data" "$java" "${fast[@]}" -cp "$cp" dev.albert.capture.bench.FillQueue 10000 256
        t0=$(ms_now)
        out="$(capture_env "$data" "$java" "${fast[@]}" -jar "$jar" queue flush --deadline-ms 300000 --output json)"
        t1=$(ms_now)
        echo "round $round: $((t1 - t0)) ms wall; $(echo "$out" | tr -d ' \n')"
    done
fi

if [ "$what" = all ] || [ "$what" = record ]; then
    command -v hyperfine >/dev/null || { echo "bench-queue: hyperfine is needed for 'record'" >&2; exit 2; }
    echo "==> whole process: albert-capture record (queue + deliver one event), hyperfine" >&2
    native="$work/native"
    mkdir -p "$native"
    sqlite_jar="$(ls "$module"/target/lib/sqlite-jdbc-*.jar)"
    (cd "$native" && "$JAVA_HOME/bin/jar" xf "$sqlite_jar" org/sqlite/native/Linux/x86_64/libsqlitejdbc.so)
    args="record --host claude-code --session bench --class note --deadline-ms 2000 'the build is green again'"
    lib="-Dorg.sqlite.lib.path=$native/org/sqlite/native/Linux/x86_64 -Dorg.sqlite.lib.name=libsqlitejdbc.so"
    aot="-XX:AOTMode=on -XX:AOTCache=$work/record.aot"
    data="$work/record"
    # One training run (JDK 25 one-step AOT cache) of record with delivery; every variant below reuses the queue.
    # shellcheck disable=SC2086
    capture_env "$data" "$java" "${fast[@]}" $lib -XX:AOTCacheOutput="$work/record.aot" -jar "$jar" \
        record --host claude-code --session warm --class note warm >/dev/null 2>"$work/aot.log"
    capture_env "$data" hyperfine -N --warmup 3 --runs 20 --export-markdown "$work/record.md" \
        -n "albert-capture --help" "$java ${fast[*]} -jar $jar --help" \
        -n "record (sqlite lib extracted per run)" "$java ${fast[*]} -jar $jar $args" \
        -n "record (-Dorg.sqlite.lib.path)" "$java ${fast[*]} $lib -jar $jar $args" \
        -n "record --no-deliver (-Dorg.sqlite.lib.path)" "$java ${fast[*]} $lib -jar $jar $args --no-deliver" \
        -n "queue stats (-Dorg.sqlite.lib.path)" "$java ${fast[*]} $lib -jar $jar queue stats" \
        -n "record (lib.path + AOT cache)" "$java ${fast[*]} $lib $aot -jar $jar $args" \
        -n "record --no-deliver (lib.path + AOT cache)" "$java ${fast[*]} $lib $aot -jar $jar $args --no-deliver" \
        >&2
    cat "$work/record.md"
fi
