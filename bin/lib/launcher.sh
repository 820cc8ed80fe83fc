# Shared by every bin/ launcher (sourced, not run). Finds a JDK >= 21, builds what is missing or
# stale, and runs one executable module's jar. Diagnostics go to stderr only: hooks share stdout
# with their host.

ALBERT_MIN_JAVA=21
ALBERT_EXECUTABLE_MODULES=albert-cli,albert-admin,capture-cli,adapters,albert-server

# albert_read_java_major <java>: sets ALBERT_JAVA_MAJOR to the major version of a java binary (empty when
# unknown), read from its runtime's `release` file with builtins when the path is <home>/bin/java and no
# link (JAVA_HOME, the remembered JDK), else by resolving the link or asking the binary itself (forks).
albert_read_java_major() {
    local java="$1" home="" version="" line
    ALBERT_JAVA_MAJOR=""
    case "$java" in
        */bin/java) [ -L "$java" ] || home="${java%/bin/java}" ;;
    esac
    if [ -z "$home" ] || [ ! -r "$home/release" ]; then
        home="$(cd "$(dirname "$(readlink -f "$java")")/.." 2>/dev/null && pwd)" || return 1
    fi
    if [ -r "$home/release" ]; then
        while IFS= read -r line; do
            case "$line" in
                JAVA_VERSION=*) version="${line#JAVA_VERSION=}"; version="${version//\"/}"; break ;;
            esac
        done < "$home/release"
    fi
    if [ -z "${version:-}" ]; then
        version="$("$java" -version 2>&1 | sed -n 's/.* version "\([^"]*\)".*/\1/p' | head -n 1)"
    fi
    version="${version#1.}"
    ALBERT_JAVA_MAJOR="${version%%[.+-]*}"
}

# The major version of a java binary, printed (see albert_read_java_major).
albert_java_major() {
    albert_read_java_major "$1" || return 1
    printf '%s\n' "$ALBERT_JAVA_MAJOR"
}

# albert_java_ok <java>: true when it is executable and >= 21.
albert_java_ok() {
    [ -x "$1" ] || return 1
    albert_read_java_major "$1" 2>/dev/null || return 1
    [ "${ALBERT_JAVA_MAJOR:-0}" -ge "$ALBERT_MIN_JAVA" ] 2>/dev/null
}

# albert_resolve_java: sets ALBERT_JAVA to the first java >= 21 from: $JAVA_HOME; in an installed or unpacked
# distribution the JDK it remembers in lib/cli-java (the one its AOT caches were trained with, written at
# install); java on the PATH; the newest under /usr/lib/jvm — in that order and no further than needed.
# Every launch runs this, so the first two cases use builtins only: the search behind them forks a dozen
# processes (about 10 ms), which a distribution then saves in lib/cli-java for the next launch.
albert_resolve_java() {
    local candidate major remembered=""
    ALBERT_JAVA=""
    if [ -n "${JAVA_HOME:-}" ] && albert_java_ok "$JAVA_HOME/bin/java"; then
        ALBERT_JAVA="$JAVA_HOME/bin/java"
        [ -L "$ALBERT_JAVA" ] && ALBERT_JAVA="$(readlink -f "$ALBERT_JAVA")"
        return 0
    fi
    if [ -n "${ALBERT_HOME:-}" ] && [ -f "$ALBERT_HOME/lib/albert-cli.classpath" ]; then   # a distribution
        remembered="$ALBERT_HOME/lib/cli-java"
        if [ -r "$remembered" ] && read -r candidate < "$remembered" && [ -n "$candidate" ] && albert_java_ok "$candidate"; then
            ALBERT_JAVA="$candidate"
            return 0
        fi
    fi
    candidate="$(command -v java 2>/dev/null || true)"
    if [ -n "$candidate" ] && albert_java_ok "$candidate"; then
        ALBERT_JAVA="$(readlink -f "$candidate")"
    elif [ -d /usr/lib/jvm ]; then
        local best="" best_major=0 dir
        for dir in /usr/lib/jvm/*/; do
            [ -x "$dir/bin/java" ] || continue
            albert_read_java_major "$dir/bin/java" 2>/dev/null || continue
            major="${ALBERT_JAVA_MAJOR:-0}"
            if [ "$major" -gt "$best_major" ] 2>/dev/null; then
                best="$dir/bin/java"
                best_major="$major"
            fi
        done
        if [ -n "$best" ] && [ "$best_major" -ge "$ALBERT_MIN_JAVA" ]; then
            ALBERT_JAVA="$(readlink -f "$best")"
        fi
    fi
    [ -n "$ALBERT_JAVA" ] || return 1
    [ -n "$remembered" ] && albert_remember_java "$ALBERT_JAVA"
    return 0
}

# albert_remember_java <java>: writes lib/cli-java of a distribution (atomically; silently skipped where the
# installation is not writable, e.g. a system-wide install run by a user).
albert_remember_java() {
    local file="$ALBERT_HOME/lib/cli-java"
    { printf '%s\n' "$1" > "$file.$$" && mv -f "$file.$$" "$file"; } 2>/dev/null || rm -f "$file.$$" 2>/dev/null || true
}

# The command-line clients of a distribution run on lib/runtime: an image of the remembered JDK made by its own
# jlink at install (albert_make_client_runtime) with the modules the clients use and not jdk.localedata, whose
# several hundred locales the JDK turns into Locale objects the first time anything asks for calendar data —
# Jackson's ObjectMapper does, for its date format, on every run: about 13 ms of `albert search` and `albert-admin
# keys list` (docs/cli-startup.md, "A runtime without the locale data"). The clients print in English and format
# with explicit patterns; the server and the hook keep the whole JDK. java.sql brings java.xml and
# java.transaction.xa; jdk.charsets keeps terminals in other encodings working; java.desktop holds java.beans,
# which Jackson looks up on every run (its @ConstructorProperties/@Transient support): without the module that
# lookup missed the boot layer and searched the class path, opening every jar of the run; the rest serve diagnosis
# (-javaagent, JFR, JMX) and TLS.
ALBERT_CLIENT_MODULES=java.base,java.logging,java.sql,java.naming,java.net.http,java.management,java.instrument,java.security.jgss,jdk.charsets,jdk.crypto.ec,jdk.jfr,jdk.management,jdk.net,jdk.unsupported,jdk.zipfs,java.desktop

# albert_use_client_runtime: in a distribution whose lib/runtime was made from ALBERT_JAVA (its made-from file
# names that java), sets ALBERT_JAVA to the runtime's java. A JAVA_HOME naming another JDK keeps that JDK.
albert_use_client_runtime() {
    local runtime="$ALBERT_HOME/lib/runtime" made_from=""
    [ -r "$runtime/made-from" ] && read -r made_from < "$runtime/made-from" || return 0
    if [ "$made_from" = "$ALBERT_JAVA" ] && [ -x "$runtime/bin/java" ]; then
        ALBERT_JAVA="$runtime/bin/java"
    fi
    return 0
}

# albert_make_client_runtime <java>: writes lib/runtime from that JDK (see albert_use_client_runtime) with its
# jlink — a JDK without jmods links from its own image since JDK 24 (JEP 493). Returns 1, leaving no runtime,
# where the JDK has no jlink or jlink fails: the clients then run on the JDK itself.
albert_make_client_runtime() {
    local java="$1" jdk runtime="$ALBERT_HOME/lib/runtime" available module modules=""
    jdk="${java%/bin/java}"
    rm -rf "$runtime" "$runtime.tmp"
    [ -x "$jdk/bin/jlink" ] || return 1
    available=" $("$java" --list-modules 2>/dev/null | sed 's/@.*//' | tr '\n' ' ')"
    for module in ${ALBERT_CLIENT_MODULES//,/ }; do
        [[ "$available" == *" $module "* ]] && modules="$modules${modules:+,}$module"
    done
    if ! "$jdk/bin/jlink" --add-modules "$modules" --output "$runtime.tmp" --strip-debug --no-header-files \
        --no-man-pages --generate-cds-archive >/dev/null 2>&1; then
        rm -rf "$runtime.tmp"
        return 1
    fi
    printf '%s\n' "$java" > "$runtime.tmp/made-from"
    mv -f "$runtime.tmp" "$runtime"
}

# Prints the first java >= 21 (see albert_resolve_java), for scripts and the hook.
albert_find_java() {
    albert_resolve_java || return 1
    printf '%s\n' "$ALBERT_JAVA"
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

# An installed or unpacked distribution keeps every jar once in lib/, with lib/<module>.classpath per
# executable: its main class on the first line, then its jars, one file name a line (written by the build:
# distribution's SharedLibraries). A checkout runs <module>/target/<module>.jar, its libraries beside it.
albert_is_distribution() {
    [ -f "$ALBERT_HOME/lib/$1.classpath" ]
}

# Jars that only some commands use, left off the class path of every other run: the JVM opens each jar on the
# class path and reads its whole directory the first time a class or resource lookup misses (picocli's probe for
# Groovy, the URL handler and logger service lookups: every run has them), about 11 ms for albert-admin's 17 jars,
# 6,229 of whose 10,200 entries are Bouncy Castle's (docs/cli-startup.md, "Only the jars a command uses").
# Only our backup package uses Bouncy Castle and sqlite-jdbc, only `albert mcp` the MCP SDK and what it brings,
# only --jq the jq engine (jdeps over the toolkit's jars, 2026-12-05). A run that may need a group gets its jars
# appended after the others, so one AOT cache (trained without them) serves both.
#
# albert_jar_group <module> <jar file name>: sets ALBERT_JAR_GROUP, empty for the jars every command needs.
albert_jar_group() {
    ALBERT_JAR_GROUP=""
    case "$1:$2" in
        albert-admin:bcprov-* | albert-admin:sqlite-jdbc-*) ALBERT_JAR_GROUP=backup ;;
        albert-cli:albert-mcp-* | albert-cli:mcp-* | albert-cli:reactor-* | albert-cli:reactive-streams-* \
            | albert-cli:json-schema-validator-* | albert-cli:itu-* | albert-cli:jackson-dataformat-yaml-* \
            | albert-cli:snakeyaml-* | albert-cli:slf4j-*) ALBERT_JAR_GROUP=mcp ;;
        albert-cli:jackson-jq-* | albert-cli:joni-* | albert-cli:jcodings-*) ALBERT_JAR_GROUP=jq ;;
    esac
}

# albert_jar_groups <module> [args...]: sets ALBERT_JAR_GROUPS, the groups this run may need (" a b "). Any
# argument that names the command or option anywhere counts: a word too many only costs the time saved.
albert_jar_groups() {
    local module="$1" arg
    shift
    ALBERT_JAR_GROUPS=" "
    for arg in "$@"; do
        case "$module:$arg" in
            albert-admin:backup | albert-admin:restore) ALBERT_JAR_GROUPS+="backup " ;;
            albert-cli:mcp) ALBERT_JAR_GROUPS+="mcp " ;;
            albert-cli:--jq | albert-cli:--jq=*) ALBERT_JAR_GROUPS+="jq " ;;
            albert-cli:shell) ALBERT_JAR_GROUPS+="mcp jq " ;;   # runs any command in one JVM
        esac
    done
}

# albert_prepare <module> [args...]: sets ALBERT_JAVA and ALBERT_LAUNCH (what follows the JVM flags: -cp <jars>
# <main> in a distribution, -jar <jar> in a checkout), building the toolkit if the jar is missing or older than
# the sources (never in a distribution: it has no sources). Reads the class-path list with builtins only.
albert_prepare() {
    local module="$1"
    shift
    if ! albert_resolve_java; then
        echo "albert: no Java $ALBERT_MIN_JAVA or newer found (checked JAVA_HOME, java on the PATH, /usr/lib/jvm); install a JDK >= $ALBERT_MIN_JAVA or set JAVA_HOME" >&2
        exit 2
    fi
    if albert_is_distribution "$module"; then
        local main jar classpath="" appended=""
        albert_jar_groups "$module" "$@"
        {
            read -r main
            while read -r jar; do
                [ -n "$jar" ] || continue
                albert_jar_group "$module" "$jar"
                if [ -z "$ALBERT_JAR_GROUP" ]; then
                    classpath="$classpath${classpath:+:}$ALBERT_HOME/lib/$jar"
                elif [[ "$ALBERT_JAR_GROUPS" == *" $ALBERT_JAR_GROUP "* ]]; then
                    appended="$appended:$ALBERT_HOME/lib/$jar"
                fi
            done
        } < "$ALBERT_HOME/lib/$module.classpath"
        # The manifest's Enable-Native-Access applies to -jar only (sqlite-jdbc, JLine's terminal).
        ALBERT_LAUNCH=(--enable-native-access=ALL-UNNAMED -cp "$classpath$appended" "$main")
        return 0
    fi
    local jar="$ALBERT_HOME/$module/target/$module.jar"
    ALBERT_LAUNCH=(-jar "$jar")
    if [ "${ALBERT_SKIP_BUILD:-}" != "1" ] && albert_needs_build "$jar"; then
        albert_build "$ALBERT_JAVA"
        touch "$jar"
    fi
}

# albert_jvm_flags <profile: client|server> [<module> args...]: sets ALBERT_JVM_FLAGS, the JVM flags for one
# run — the one place the launchers choose them, by measurement (docs/backup-format.md "Performance",
# docs/cli-startup.md). Short-lived client commands start fastest with the C1 compiler only. The albert-admin
# commands that stream a whole database through SHA-256 and AES-GCM (backup, backup verify, restore, export,
# import) are throughput-bound: with C1 only the JDK's AES-GCM and GHASH run without their intrinsics, so they
# keep the full tiered compiler. backup, verify and restore also have the JDK's crypto and digest providers and our
# backup package compiled early (a twentieth of the usual invocation counts, those classes only): at the normal
# thresholds AES-GCM reached C2 and its intrinsic after about 5,000 chunks, i.e. two thirds into a 440 MiB stream,
# and ran as Java code until then (docs/backup-format.md, "Crypto compiled early"). CompileCommand=quiet keeps the
# JVM from echoing the commands on stdout.
ALBERT_EARLY_CRYPTO=(-XX:CompileCommand=quiet
    -XX:CompileCommand=CompileThresholdScaling,com.sun.crypto.provider.*::*,0.05
    -XX:CompileCommand=CompileThresholdScaling,sun.security.provider.*::*,0.05
    -XX:CompileCommand=CompileThresholdScaling,dev.albert.admin.backup.*::*,0.05)
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
            "backup "* | "restore "*) ALBERT_JVM_FLAGS=(-XX:+UseSerialGC "${ALBERT_EARLY_CRYPTO[@]}"); return 0 ;;
            "export "* | "import "*) ALBERT_JVM_FLAGS=(-XX:+UseSerialGC); return 0 ;;
        esac
    fi
    # jdk.reflect.useNativeAccessorOnly: the JDK's reflection (picocli's fields, Jackson's record accessors and
    # constructors) otherwise spins method handles and lambda forms per member, classes no AOT cache keeps:
    # `albert search` initialised 1,829 classes with them, 1,771 without (docs/cli-startup.md).
    ALBERT_JVM_FLAGS=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Djdk.reflect.useNativeAccessorOnly=true)
}

# albert_aot_cache <module> [args...]: sets ALBERT_AOT_CACHE to the AOT cache (JDK 25+) of a client module for
# this run, trained at install (albert_train_cli_caches): lib/<module>-help.aot for help and version (no
# arguments, -h, --help, -V, --version, `help ...`), lib/<module>.aot for commands. Two caches, because a cache
# loads every class it holds at start-up: help would otherwise pay for JSON and HTTP. Empty outside a
# distribution.
albert_aot_cache() {
    local module="$1" arg
    shift
    ALBERT_AOT_CACHE=""
    albert_is_distribution "$module" || return 0
    ALBERT_AOT_CACHE="$ALBERT_HOME/lib/$module.aot"
    [ $# -eq 0 ] && ALBERT_AOT_CACHE="$ALBERT_HOME/lib/$module-help.aot"
    [ "${1:-}" = help ] && ALBERT_AOT_CACHE="$ALBERT_HOME/lib/$module-help.aot"
    for arg in "$@"; do
        case "$arg" in
            --) break ;;
            -h | --help | -V | --version) ALBERT_AOT_CACHE="$ALBERT_HOME/lib/$module-help.aot"; break ;;
        esac
    done
    return 0
}

# -Xlog:aot and cds off: a stale or unusable cache (another JDK, a changed jar) makes start-up slower, never
# failing, and the JVM's warnings about it would land on stdout, which is the command's (or the host's) output.
ALBERT_AOT_QUIET=(-Xlog:aot=off -Xlog:cds=off)

# albert_exec <module> <profile: client|server> [args...]
albert_exec() {
    local module="$1" profile="$2"
    shift 2
    albert_prepare "$module" "$@"
    albert_jvm_flags "$profile" "$module" "$@"
    local -a flags=("${ALBERT_JVM_FLAGS[@]}")
    ALBERT_AOT_CACHE=""
    if [ "$profile" = client ] && albert_is_distribution "$module"; then
        albert_use_client_runtime
        albert_aot_cache "$module" "$@"
    fi
    # AOTMode stays auto: a stale or unusable cache makes start-up slower, never failing.
    [ -n "$ALBERT_AOT_CACHE" ] && [ -f "$ALBERT_AOT_CACHE" ] && flags+=(-XX:AOTCache="$ALBERT_AOT_CACHE" "${ALBERT_AOT_QUIET[@]}")
    # shellcheck disable=SC2086
    # albert.home tells installers (albert-capture connect) where bin/albert-hook is.
    exec "$ALBERT_JAVA" "${flags[@]}" -Dalbert.home="$ALBERT_HOME" ${ALBERT_JAVA_OPTS:-} "${ALBERT_LAUNCH[@]}" "$@"
}

# albert_train_cli_caches: writes the AOT caches (JDK 25+) of each client executable for this layout: one of
# its help, and one of its usual command run against a live local server (the installed albert-server on a
# free port, a throw-away database and HOME: nothing leaves the machine), so the cache holds the classes of a
# successful round trip - JSON, HTTP, output - not only those of a failed connection.
albert_train_cli_caches() {
    local java scratch module ok=0 url=http://127.0.0.1:9 key=alb_training_0000000000000000 server=""
    albert_resolve_java || return 1
    java="$ALBERT_JAVA"
    # The caches are made for this JDK, or for the runtime made from it: the launchers keep using it (unless
    # JAVA_HOME names another).
    if albert_is_distribution albert-cli; then
        albert_remember_java "$java"
        if albert_make_client_runtime "$java"; then
            java="$ALBERT_HOME/lib/runtime/bin/java"
            echo "albert: the command-line clients run on lib/runtime, made from $(dirname "$(dirname "$ALBERT_JAVA")") by its jlink" >&2
        else
            echo "albert: could not make lib/runtime with this JDK's jlink; the command-line clients run on the JDK itself" >&2
        fi
    fi
    scratch="$(mktemp -d)"
    local -a env=(HOME="$scratch" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
        ALBERT_CONFIG_DIR="$scratch/config/albert")
    if albert_start_server "$scratch/albert.sqlite3" "$scratch/server.log" 2>/dev/null; then
        server="$ALBERT_SERVER_PID"
        url="$ALBERT_SERVER_URL"
        key="$(env "${env[@]}" ALBERT_API_URL="$url" "$ALBERT_HOME/bin/albert-admin" bootstrap --organization training \
            --workspace main --output json 2>/dev/null | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
        env "${env[@]}" ALBERT_API_URL="$url" ALBERT_API_KEY="$key" "$ALBERT_HOME/bin/albert" remember \
            --subject training "A memory for the start-up cache's training run." >/dev/null 2>&1 || true
    fi
    albert_jvm_flags client
    local -a training
    for module in albert-cli albert-admin capture-cli; do
        albert_is_distribution "$module" || continue
        albert_prepare "$module"   # the class path of the usual commands: no optional jar group
        local kind cache
        for kind in help command; do
            case "$kind $module" in
                "help "*) training=(--help) ;;
                "command albert-cli") training=(search training --limit 1 --output json) ;;
                "command albert-admin") training=(keys list --output json) ;;
                "command capture-cli") training=(queue stats --output json) ;;
            esac
            cache="$ALBERT_HOME/lib/$module.aot"
            [ "$kind" = help ] && cache="$ALBERT_HOME/lib/$module-help.aot"
            rm -f "$cache" "$cache.tmp"
            env "${env[@]}" ALBERT_API_URL="$url" ALBERT_API_KEY="$key" \
                "$java" "${ALBERT_JVM_FLAGS[@]}" -XX:AOTCacheOutput="$cache.tmp" "${ALBERT_AOT_QUIET[@]}" \
                -Dalbert.home="$ALBERT_HOME" "${ALBERT_LAUNCH[@]}" "${training[@]}" </dev/null >/dev/null 2>&1 || true
            if [ -s "$cache.tmp" ]; then
                mv -f "$cache.tmp" "$cache"
                ok=$((ok + 1))
            else
                rm -f "$cache.tmp"
            fi
        done
    done
    if [ -n "$server" ]; then
        kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    fi
    rm -rf "$scratch"
    if [ "$ok" -gt 0 ]; then
        echo "albert: AOT caches written for $ok command-line paths (help and command of each CLI)" >&2
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
