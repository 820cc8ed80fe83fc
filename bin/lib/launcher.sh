# Shared by every bin/ launcher (sourced, not run). Finds a JDK >= 21, builds what is missing or
# stale, and runs one executable module's jar. Diagnostics go to stderr only: hooks share stdout
# with their host.

ALBERT_MIN_JAVA=21
ALBERT_EXECUTABLE_MODULES=albert-cli,albert-admin,capture-client,adapters,albert-server

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
    [ -n "$(find "$ALBERT_HOME" \( -name target -o -name .git -o -name node_modules \) -prune -o \
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
        # The executables only: man pages, the archive and the image are built by bin/test and CI.
        JAVA_HOME="$java_home" ./mvnw -q -B -DskipTests package -pl "$ALBERT_EXECUTABLE_MODULES" -am >&2
    ) || { echo "albert: build failed; run './mvnw -DskipTests package' in $ALBERT_HOME to see why" >&2; exit 2; }
}

# Where a module's jar (with its libraries in lib/ beside it) is: lib/<module>/ in an installed or
# unpacked distribution, <module>/target/ in a checkout.
albert_module_dir() {
    if [ -f "$ALBERT_HOME/lib/$1/$1.jar" ]; then
        printf '%s\n' "$ALBERT_HOME/lib/$1"
    else
        printf '%s\n' "$ALBERT_HOME/$1/target"
    fi
}

# albert_prepare <module>: sets ALBERT_JAVA and ALBERT_JAR, building the toolkit if the jar is
# missing or older than the sources (never in a distribution: it has no sources).
albert_prepare() {
    local module="$1"
    if ! ALBERT_JAVA="$(albert_find_java)"; then
        echo "albert: no Java $ALBERT_MIN_JAVA or newer found (checked JAVA_HOME, java on the PATH, /usr/lib/jvm); install a JDK >= $ALBERT_MIN_JAVA or set JAVA_HOME" >&2
        exit 2
    fi
    if [ -f "$ALBERT_HOME/lib/$module/$module.jar" ]; then
        ALBERT_JAR="$ALBERT_HOME/lib/$module/$module.jar"
        return 0
    fi
    ALBERT_JAR="$ALBERT_HOME/$module/target/$module.jar"
    if [ "${ALBERT_SKIP_BUILD:-}" != "1" ] && albert_needs_build "$ALBERT_JAR"; then
        albert_build "$ALBERT_JAVA"
        touch "$ALBERT_JAR"
    fi
}

# albert_jvm_flags <profile: client|server> [<module> args...]: sets ALBERT_JVM_FLAGS, the JVM flags for one
# run — the one place the launchers choose them, by measurement (docs/backup-format.md "Performance",
# docs/cli-startup.md). Short-lived client commands start fastest with the C1 compiler only. The albert-admin
# commands that stream a whole database through SHA-256 and AES-GCM (backup, backup verify, restore, export,
# import) are throughput-bound: with C1 only the JDK's AES-GCM and GHASH run without their intrinsics, so they
# keep the full tiered compiler.
albert_jvm_flags() {
    local profile="$1" module="${2:-}"
    shift $(( $# < 2 ? $# : 2 ))
    ALBERT_JVM_FLAGS=()
    [ "$profile" = server ] && return 0
    if [ "$module" = albert-admin ]; then
        local -a words=()
        local arg
        for arg in "$@"; do
            case "$arg" in -*) ;; *) words+=("$arg") ;; esac
        done
        case "${words[0]:-} ${words[1]:-}" in
            "backup keygen") ;;
            "backup "* | "restore "* | "export "* | "import "*) ALBERT_JVM_FLAGS=(-XX:+UseSerialGC); return 0 ;;
        esac
    fi
    ALBERT_JVM_FLAGS=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData)
}

# The AOT cache of a client module, trained at install (albert_train_cli_caches); absent in a checkout.
albert_aot_cache() {
    printf '%s\n' "$(albert_module_dir "$1")/$1.aot"
}

# albert_exec <module> <profile: client|server> [args...]
albert_exec() {
    local module="$1" profile="$2"
    shift 2
    albert_prepare "$module"
    albert_jvm_flags "$profile" "$module" "$@"
    local -a flags=("${ALBERT_JVM_FLAGS[@]}")
    local cache
    cache="$(albert_aot_cache "$module")"
    # AOTMode stays auto: a stale or unusable cache (another JDK) makes start-up slower, never failing.
    [ "$profile" = client ] && [ -f "$cache" ] && flags+=(-XX:AOTCache="$cache")
    # shellcheck disable=SC2086
    # albert.home tells installers (albert-capture connect) where bin/albert-hook is.
    exec "$ALBERT_JAVA" "${flags[@]}" -Dalbert.home="$ALBERT_HOME" ${ALBERT_JAVA_OPTS:-} -jar "$ALBERT_JAR" "$@"
}

# albert_train_cli_caches: writes the AOT cache (JDK 25+) of each client executable for this layout, from one
# run of its usual path: a request to a closed local port in a throw-away HOME (nothing leaves the machine).
albert_train_cli_caches() {
    local java scratch module ok=0
    java="$(albert_find_java)" || return 1
    scratch="$(mktemp -d)"
    albert_jvm_flags client
    local -a training
    for module in albert-cli albert-admin capture-client; do
        case "$module" in
            albert-cli) training=(search training --limit 1 --timeout 1s) ;;
            albert-admin) training=(keys list --timeout 1s) ;;
            capture-client) training=(queue stats) ;;
        esac
        local jar cache
        jar="$(albert_module_dir "$module")/$module.jar"
        cache="$(albert_aot_cache "$module")"
        [ -f "$jar" ] || continue
        rm -f "$cache" "$cache.tmp"
        env HOME="$scratch" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" \
            ALBERT_CONFIG_DIR="$scratch/config/albert" ALBERT_API_URL=http://127.0.0.1:9 \
            ALBERT_API_KEY=alb_training_0000000000000000 \
            "$java" "${ALBERT_JVM_FLAGS[@]}" -XX:AOTCacheOutput="$cache.tmp" -Dalbert.home="$ALBERT_HOME" \
            -jar "$jar" "${training[@]}" </dev/null >/dev/null 2>&1 || true
        if [ -s "$cache.tmp" ]; then
            mv -f "$cache.tmp" "$cache"
            ok=$((ok + 1))
        else
            rm -f "$cache.tmp"
        fi
    done
    rm -rf "$scratch"
    if [ "$ok" -gt 0 ]; then
        echo "albert: AOT caches written for $ok command-line executables" >&2
    else
        echo "albert: could not create the CLIs' AOT caches (needs JDK 25 or newer); they start without them" >&2
    fi
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
