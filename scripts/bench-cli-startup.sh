#!/usr/bin/env bash
# Start-up of the command-line executables from an INSTALLED toolkit, interleaved with a JVM hello world
# of the same flags in the same run (hyperfine runs the commands in turn). See docs/cli-startup.md.
#
#   scripts/bench-cli-startup.sh <prefix> [runs]     (an install.sh --prefix; default 15 runs, 3 warm-ups)
#
# Starts the installed albert-server on a free port with a temporary database, bootstraps a tenant and
# remembers one memory, then measures: albert --help, albert search deploy -o json (a round trip to the
# local server), albert-admin keys list, and `java Hello`. With NO_AOT=1 the CLIs' AOT caches are moved
# aside for the run (the "before" numbers) and put back at the end. With COMPARE=<another install prefix> the
# two installs' commands run interleaved, round by round (scripts/lib/interleave.py), against the one server:
# an A/B that a drifting machine moves alike, where hyperfine would run each command's runs in a row.
set -euo pipefail
PREFIX="${1:?usage: scripts/bench-cli-startup.sh <install prefix> [runs]}"
RUNS="${2:-15}"
HOME_DIR="$PREFIX/lib/albert-toolkit"
BIN="$PREFIX/bin"
[ -x "$BIN/albert" ] || { echo "bench-cli-startup: no installed toolkit under $PREFIX (run install.sh --prefix $PREFIX)" >&2; exit 2; }
ALBERT_HOME="$HOME_DIR"
. "$HOME_DIR/bin/lib/launcher.sh"
JAVA="$(albert_find_java)" || { echo "bench-cli-startup: no JDK >= 21 found" >&2; exit 2; }
command -v hyperfine >/dev/null 2>&1 || { echo "bench-cli-startup: needs hyperfine (apt-get install -y hyperfine)" >&2; exit 2; }

TMP="$(mktemp -d)"
SERVER_PID=""
moved=()
cleanup() {
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
    for cache in "${moved[@]}"; do mv -f "$cache.bench-off" "$cache"; done
    rm -rf "$TMP"
}
trap cleanup EXIT
if [ "${NO_AOT:-0}" = 1 ]; then
    for cache in "$HOME_DIR"/lib/*.aot; do
        [ -f "$cache" ] || continue
        case "$cache" in */albert-hook*) continue ;; esac
        mv -f "$cache" "$cache.bench-off"
        moved+=("$cache")
    done
fi

albert_start_server "$TMP/albert.sqlite3" "$TMP/server.log" || exit 5
SERVER_PID="$ALBERT_SERVER_PID"
export ALBERT_API_URL="$ALBERT_SERVER_URL" HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/config"
mkdir -p "$HOME"
ALBERT_API_KEY="$("$BIN/albert-admin" bootstrap --organization bench --workspace main --output json | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
export ALBERT_API_KEY
"$BIN/albert" remember --subject deploy "Deploys go to the eu-west cluster." >/dev/null

mkdir -p "$TMP/hello"
printf 'public class Hello { public static void main(String[] a) { System.out.println("hello"); } }\n' > "$TMP/hello/Hello.java"
# A runtime made by jlink has no javac: any javac on the PATH compiles Hello for it.
JAVAC="$(dirname "$JAVA")/javac"
[ -x "$JAVAC" ] || JAVAC="$(command -v javac)" || { echo "bench-cli-startup: no javac to compile the hello world" >&2; exit 2; }
"$JAVAC" --release 17 -d "$TMP/hello" "$TMP/hello/Hello.java"
albert_jvm_flags client
FLAGS="${ALBERT_JVM_FLAGS[*]}"

echo "load before: $(uptime)" >&2
if [ -n "${COMPARE:-}" ]; then
    [ -x "$COMPARE/bin/albert" ] || { echo "bench-cli-startup: COMPARE=$COMPARE is no install prefix" >&2; exit 2; }
    python3 "$(dirname "$(readlink -f "$0")")/lib/interleave.py" "$RUNS" \
        "hello=$JAVA $FLAGS -cp $TMP/hello Hello" \
        "albert --help=$BIN/albert --help" "albert --help (B)=$COMPARE/bin/albert --help" \
        "albert search=$BIN/albert search deploy -o json" "albert search (B)=$COMPARE/bin/albert search deploy -o json" \
        "keys list=$BIN/albert-admin keys list -o json" "keys list (B)=$COMPARE/bin/albert-admin keys list -o json"
    echo "load after: $(uptime)" >&2
    exit 0
fi
hyperfine -N --warmup 3 --runs "$RUNS" --export-markdown "$TMP/result.md" \
    -n hello "$JAVA $FLAGS -cp $TMP/hello Hello" \
    -n "albert --help" "$BIN/albert --help" \
    -n "albert search" "$BIN/albert search deploy -o json" \
    -n "albert-admin keys list" "$BIN/albert-admin keys list -o json"
echo "load after: $(uptime)" >&2
cat "$TMP/result.md"
