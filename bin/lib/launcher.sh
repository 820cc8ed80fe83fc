# Shared by every bin/ launcher (sourced, not run). Finds a JDK >= 21, builds what is missing or
# stale, and runs one executable module's jar. Diagnostics go to stderr only: hooks share stdout
# with their host.

ALBERT_MIN_JAVA=21

# The major version of a java binary, read from its runtime's `release` file (no JVM start),
# falling back to asking the binary itself.
albert_java_major() {
    local java="$1" home version
    home="$(cd "$(dirname "$(readlink -f "$java")")/.." 2>/dev/null && pwd)" || return 1
    if [ -r "$home/release" ]; then
        version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release")"
    fi
    if [ -z "${version:-}" ]; then
        version="$("$java" -version 2>&1 | sed -n 's/.* version "\([^"]*\)".*/\1/p' | head -n 1)"
    fi
    version="${version#1.}"
    printf '%s\n' "${version%%[.+-]*}"
}

# Prints the first java >= 21 from: $JAVA_HOME, java on the PATH, the newest under /usr/lib/jvm.
albert_find_java() {
    local candidate major
    local -a candidates=()
    [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
    candidate="$(command -v java 2>/dev/null || true)"
    [ -n "$candidate" ] && candidates+=("$candidate")
    if [ -d /usr/lib/jvm ]; then
        local best="" best_major=0 dir
        for dir in /usr/lib/jvm/*/; do
            [ -x "$dir/bin/java" ] || continue
            major="$(albert_java_major "$dir/bin/java" 2>/dev/null || echo 0)"
            if [ "${major:-0}" -gt "$best_major" ] 2>/dev/null; then
                best="$dir/bin/java"
                best_major="$major"
            fi
        done
        [ -n "$best" ] && candidates+=("$best")
    fi
    for candidate in "${candidates[@]}"; do
        [ -x "$candidate" ] || continue
        major="$(albert_java_major "$candidate" 2>/dev/null || echo 0)"
        if [ "${major:-0}" -ge "$ALBERT_MIN_JAVA" ] 2>/dev/null; then
            readlink -f "$candidate"
            return 0
        fi
    done
    return 1
}

# True when the jar is missing, or a source or pom in a checkout is newer than it.
albert_needs_build() {
    local jar="$1"
    [ -f "$jar" ] || return 0
    [ -x "$ALBERT_HOME/mvnw" ] || return 1   # an installed distribution: nothing to build
    [ -n "$(find "$ALBERT_HOME" -maxdepth 5 \( -name target -o -name .git -o -name node_modules \) -prune -o \
        \( -path '*/src/main/*' -o -name pom.xml \) -newer "$jar" -print -quit 2>/dev/null)" ]
}

albert_build() {
    local java="$1" java_home
    java_home="$(cd "$(dirname "$java")/.." && pwd)"
    echo "albert: building the toolkit (first run or sources changed; takes a minute)..." >&2
    (
        cd "$ALBERT_HOME"
        # One build at a time when several launchers start at once.
        exec 9>"$ALBERT_HOME/.build.lock"
        flock 9
        JAVA_HOME="$java_home" ./mvnw -q -B -DskipTests package >&2
    ) || { echo "albert: build failed; run './mvnw -DskipTests package' in $ALBERT_HOME to see why" >&2; exit 2; }
}

# albert_prepare <module>: sets ALBERT_JAVA and ALBERT_JAR, building the toolkit if the jar is
# missing or older than the sources.
albert_prepare() {
    local module="$1"
    if ! ALBERT_JAVA="$(albert_find_java)"; then
        echo "albert: no Java $ALBERT_MIN_JAVA or newer found (checked JAVA_HOME, java on the PATH, /usr/lib/jvm); install a JDK >= $ALBERT_MIN_JAVA or set JAVA_HOME" >&2
        exit 2
    fi
    ALBERT_JAR="$ALBERT_HOME/$module/target/$module.jar"
    if [ "${ALBERT_SKIP_BUILD:-}" != "1" ] && albert_needs_build "$ALBERT_JAR"; then
        albert_build "$ALBERT_JAVA"
        touch "$ALBERT_JAR"
    fi
}

# albert_jvm_flags <module> <profile: client|server> [args...]: sets the array `flags` to the JVM flags of one
# command, chosen by measurement (docs/backup-format.md, "Performance"). Short-lived client commands start
# fastest with the C1 compiler only. The albert-admin commands that stream a whole database through SHA-256
# and AES-GCM (backup, backup verify, restore, export, import) are throughput-bound: with C1 only the JDK's
# AES-GCM and GHASH run without their intrinsics, so they keep the full tiered compiler.
albert_jvm_flags() {
    local module="$1" profile="$2"
    shift 2
    flags=()
    [ "$profile" = server ] && return 0
    if [ "$module" = albert-admin ]; then
        local -a words=()
        local arg
        for arg in "$@"; do
            case "$arg" in -*) ;; *) words+=("$arg") ;; esac
        done
        case "${words[0]:-} ${words[1]:-}" in
            "backup keygen") ;;
            "backup "* | "restore "* | "export "* | "import "*) flags=(-XX:+UseSerialGC); return 0 ;;
        esac
    fi
    flags=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC)
}

# albert_exec <module> <profile: client|server> [args...]
albert_exec() {
    local module="$1" profile="$2"
    shift 2
    albert_prepare "$module"
    local -a flags=()
    albert_jvm_flags "$module" "$profile" "$@"
    # shellcheck disable=SC2086
    # albert.home tells installers (albert-capture connect) where bin/albert-hook is.
    exec "$ALBERT_JAVA" "${flags[@]}" -Dalbert.home="$ALBERT_HOME" ${ALBERT_JAVA_OPTS:-} -jar "$ALBERT_JAR" "$@"
}

# albert_start_server <database file> <log file>: starts bin/albert-server --port 0 in the background and
# waits (30 s at most) for its one line `listening on <url>`. On success sets ALBERT_SERVER_PID and
# ALBERT_SERVER_URL; on failure prints the server's log to stderr, stops what it started, returns 5.
albert_start_server() {
    local db="$1" log="$2"
    "$ALBERT_HOME/bin/albert-server" --port 0 --db "$db" >/dev/null 2>"$log" &
    ALBERT_SERVER_PID=$!
    ALBERT_SERVER_URL=""
    for _ in $(seq 300); do
        ALBERT_SERVER_URL="$(sed -n 's/^listening on \(http[^ ]*\).*/\1/p' "$log" 2>/dev/null | head -n 1)"
        [ -n "$ALBERT_SERVER_URL" ] && return 0
        kill -0 "$ALBERT_SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    cat "$log" >&2
    kill "$ALBERT_SERVER_PID" 2>/dev/null && wait "$ALBERT_SERVER_PID" 2>/dev/null
    ALBERT_SERVER_PID=""
    return 5
}
