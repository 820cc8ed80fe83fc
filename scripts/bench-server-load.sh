#!/usr/bin/env bash
# Whole-process load benchmark of the embedded server (docs/server-load.md records the results).
#   1. builds albert-server if needed (./mvnw -o -pl albert-server -am -DskipTests package: the jar and the
#      test classes, where the JDK-only load driver dev.albert.server.bench.LoadDriver lives);
#   2. starts `bin/albert-server --port 0 --db <tmp>` and reads its `listening on` line; bootstraps over REST;
#   3. for each size (default 10000 then 100000 memories): bulk-loads memories over REST with concurrent
#      clients (the LoadDriver, untimed detail; its rate is printed) up to size - N, then
#        - remember: N timed POST /v1/memories with C concurrent clients (the corpus then holds `size`);
#        - search:   the fixed set of 20 queries, R rounds, with S concurrent clients, POST /v1/search limit 10,
#                    and 2 rounds with one client (latency without queueing);
#        - scan:     10 searches for "?!" with one client: no lexical term and no graph match, so what is left is
#                    the vector retriever's full scan of every chunk embedding of the tenant (decode + dot product);
#        - raw FTS5: the same queries as the server's lexical retriever sends them ("t1" OR "t2" ..., bm25, LIMIT 30)
#                    straight to memory_fts with the sqlite3 CLI on the same file (CPU time per statement);
#        - raw vector scan: the vector retriever's SQL (every chunk embedding of the tenant) with the sqlite3 CLI;
#   4. prints a table. Loopback only; every loop is bounded. Memory texts are deterministic (LoadDriver text I).
# Records the server's RSS (VmRSS, VmHWM) after each size's searches. BENCH_KEEP=1 keeps the work directory (the
# SQLite database, for profiling afterwards). BENCH_REUSE=<a directory kept that way> runs only the measurements
# (search, scan, raw references) again on that database, for before/after comparisons on one file: the size is its
# memory count, no load and no timed remember, and a fresh key for the bootstrap principal is written into the
# file with sqlite3 (its hash made with the pepper kept beside it), since the bootstrap key was not kept (SQLite only).
# Usage: scripts/bench-server-load.sh [sizes] [timed-remember N] [remember C] [search rounds R] [search S]
#        defaults: "10000 100000" 1000 8 5 4
# BENCH_DATABASE=postgresql runs the server on PostgreSQL instead: the script starts a throw-away PostgreSQL of the
# machine (initdb/pg_ctl, as user postgres when root) on a free loopback port, passes it as ALBERT_DATABASE_URL, and
# the raw references are the same queries as the lexical retriever sends them (to_tsquery('english', 't1' | 't2'),
# ts_rank_cd, LIMIT 30), the postings statement the retriever runs for plain words (migration 060: the same ranks
# summed from memory_lexemes) and the vector-scan SQL through psql, timed by psql's \timing (wall ms per statement).
set -euo pipefail
ALBERT_HOME="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ALBERT_HOME/bin/lib/launcher.sh"
. "$ALBERT_HOME/scripts/lib/bench-reuse.sh"
. "$ALBERT_HOME/scripts/lib/bench-postgres.sh"
sizes="${1:-10000 100000}"
timed="${2:-1000}"
remember_c="${3:-8}"
rounds="${4:-5}"
search_c="${5:-4}"
load_c=8
sqlite="${SQLITE3:-/usr/bin/sqlite3}"
backend="${BENCH_DATABASE:-sqlite}"

java="$(albert_find_java)" || { echo "bench-server-load: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$java")/.." && pwd)"
module="$ALBERT_HOME/albert-server"
reuse="${BENCH_REUSE:-}"
if [ -n "$reuse" ]; then
    [ "$backend" = sqlite ] && [ -f "$reuse/albert.sqlite3" ] && [ -f "$reuse/albert.sqlite3.pepper" ] \
        || { echo "bench-server-load: BENCH_REUSE needs a directory kept by BENCH_KEEP=1 (SQLite)" >&2; exit 2; }
    work="$(cd "$reuse" && pwd)"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/bench-server-load.XXXXXX")"
fi
server_pid=""
pg_dir=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    bench_stop_postgres
    if [ -n "$reuse" ]; then :
    elif [ -n "${BENCH_KEEP:-}" ]; then echo "kept: $work (the SQLite database of the run)" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

if albert_needs_build "$module/target/albert-server.jar" || [ ! -f "$module/target/test-classes/dev/albert/server/bench/LoadDriver.class" ] \
    || [ -n "$(find "$module/src/test/java/dev/albert/server/bench" -newer "$module/target/test-classes/dev/albert/server/bench/LoadDriver.class" -print -quit)" ]; then
    echo "==> building albert-server (tests compiled, not run)" >&2
    (cd "$ALBERT_HOME" && ./mvnw -q -o -B -pl albert-server -am -DskipTests package >&2)
fi
export ALBERT_SKIP_BUILD=1
driver() { "$java" -cp "$module/target/test-classes" dev.albert.server.bench.LoadDriver "$@"; }

echo "java: $("$java" -version 2>&1 | head -1); $(nproc) cores; $(uptime | sed 's/^ *//');" \
    "data on $(df -T "$work" | awk 'NR==2 {print $2}')" >&2

db="$work/albert.sqlite3"
if [ "$backend" = postgresql ]; then
    bench_start_postgres bench-server-load || exit 2
fi
if [ -n "$reuse" ]; then
    key="$(bench_mint_key "$sqlite" "$db")"
    org="$(bench_minted_organization "$sqlite" "$db")"
    size="$("$sqlite" -readonly "$db" "SELECT count(*) FROM memories")"
    sizes="$size"
    : >"$work/results.txt"
fi
albert_start_server "$db" "$work/server.err" || { echo "bench-server-load: the server did not start" >&2; exit 5; }
server_pid="$ALBERT_SERVER_PID"
url="$ALBERT_SERVER_URL"
echo "server: $url (pid $server_pid), database ${ALBERT_DATABASE_URL:-$db}" >&2

[ -n "$reuse" ] || boot="$(curl -sS --max-time 30 -X POST -H 'Content-Type: application/json' \
    -d '{"organization":"Bench","workspace":"main"}' "$url/v1/bootstrap")"
[ -n "$reuse" ] || key="$(printf '%s' "$boot" | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
[ -n "$reuse" ] || org="$(printf '%s' "$boot" | sed -n 's/.*"organization_id" *: *"\([^"]*\)".*/\1/p')"
[ -n "$key" ] || { echo "bench-server-load: bootstrap returned no api_key: $boot" >&2; exit 4; }

# "a b-c" -> "a" OR "b" OR "c", as SearchService.ftsQuery does (lower case, letter/digit runs, at most 16 terms).
fts_expr() { printf '%s' "$1" | tr 'A-Z' 'a-z' | tr -cs 'a-z0-9' '\n' | awk 'NF && !seen[$0]++ && n < 16 {n++; printf "%s\"%s\"", (n>1 ? " OR " : ""), $0}'; }

# Runs SQL statements with .timer on; prints p50 and p95 of user+sys CPU milliseconds per statement.
sql_times() {
    { echo ".timer on"; echo ".output /dev/null"; cat; } | "$sqlite" -readonly "$db" \
        | awk '/^Run Time:/ {printf "%.3f\n", ($6 + $8) * 1000}' | sort -n \
        | awk '{v[NR]=$1} END {if (NR == 0) {print "- -"; exit} i50=int(0.5*NR+0.999); i95=int(0.95*NR+0.999); printf "%.3f %.3f %d\n", v[i50], v[i95], NR}'
}

# "a b-c" -> 'a' | 'b' | 'c' as a SQL literal ('''a'' | ''b'''), as Dialect.lexicalMatch does for PostgreSQL.
ts_expr() { printf '%s' "$1" | tr 'A-Z' 'a-z' | tr -cs 'a-z0-9' '\n' | awk 'NF && !seen[$0]++ && n < 16 {n++; printf "%s'"''"'%s'"''"'", (n>1 ? " | " : ""), $0}'; }

# "a b-c" -> "a b c": the query's letter/digit runs, for to_tsvector.
words() { printf '%s' "$1" | tr 'A-Z' 'a-z' | tr -cs 'a-z0-9' ' '; }

# Runs SQL statements through psql with \timing; prints p50 and p95 of the wall milliseconds per statement.
pg_times() {
    { echo '\timing on'; echo '\o /dev/null'; cat; } | psql_bench -d bench 2>&1 \
        | awk '/^Time:/ {print $2}' | sort -n \
        | awk '{v[NR]=$1} END {if (NR == 0) {print "- -"; exit} i50=int(0.5*NR+0.999); i95=int(0.95*NR+0.999); printf "%.3f %.3f %d\n", v[i50], v[i95], NR}'
}

mapfile -t queries < <(driver queries)
results="$work/results.txt"
loaded=0
[ -z "$reuse" ] || loaded="$sizes"
for size in $sizes; do
    bulk_to=$((size - timed))
    if [ "$bulk_to" -gt "$loaded" ]; then
        echo "==> bulk load $loaded..$bulk_to ($load_c concurrent clients)" >&2
        driver load "$url" "$key" "$loaded" "$bulk_to" "$load_c" | tee -a "$results" >&2
        loaded=$bulk_to
    fi
    if [ "$loaded" -lt "$size" ]; then
        echo "==> timed remember $loaded..$size" >&2
        r="$(driver remember "$url" "$key" "$loaded" "$size" "$remember_c")"; echo "$r" >&2
        echo "$size $r" >>"$results"
    fi
    loaded=$size
    echo "==> timed search, $rounds rounds of ${#queries[@]} queries" >&2
    s="$(driver search "$url" "$key" "$rounds" "$search_c")"; echo "$s" >&2
    echo "$size $s" >>"$results"
    s="$(driver search "$url" "$key" 2 1)"; echo "$s" >&2
    echo "$size ${s/RESULT search/RESULT search1}" >>"$results"
    s="$(driver scan "$url" "$key" 10)"; echo "$s" >&2
    echo "$size $s" >>"$results"
    # The server's resident memory now and its peak so far (kB), from the kernel's view of the process.
    echo "$size RSS $(awk '/^VmRSS:/ {r=$2} /^VmHWM:/ {h=$2} END {print r, h}' "/proc/$server_pid/status")" >>"$results"
    if [ "$backend" = postgresql ]; then
        fts="$(for _ in $(seq "$rounds"); do for q in "${queries[@]}"; do
            printf "SELECT f.rowid, ts_rank_cd(f.search_vector, q.query) AS rank FROM to_tsquery('english', '%s') AS q(query) JOIN memory_fts f ON f.search_vector @@ q.query ORDER BY rank DESC LIMIT 30;\n" "$(ts_expr "$q")"
        done; done | pg_times)"
        vec="$(for _ in 1 2 3; do
            printf "SELECT count(*), sum(length(ch.embedding)) FROM memory_chunks ch JOIN memories m ON m.id = ch.memory_id WHERE ch.embedding_model = 'hashing-v1-384' AND m.organization_id = '%s' AND m.status = 'active';\n" "$org"
        done | pg_times)"
        # The statement the lexical retriever runs for plain words (migration 060): ts_rank_cd's ranks summed from the
        # postings table.
        post="$(for _ in $(seq "$rounds"); do for q in "${queries[@]}"; do
            printf "SELECT l.rowid, (0.1::real * sum(l.tf))::real AS score FROM memory_lexemes l WHERE l.lexeme = ANY (tsvector_to_array(to_tsvector('english', '%s'))) GROUP BY l.rowid ORDER BY score DESC, l.rowid LIMIT 30;\n" "$(words "$q")"
        done; done | pg_times)"
        chunks="$(psql_bench -d bench -Atc "SELECT count(*) FROM memory_chunks")"
        bytes="$(psql_bench -d bench -Atc "SELECT pg_database_size('bench')")"
        echo "$size FTS $fts VEC $vec CHUNKS $chunks BYTES $bytes POST $post" >>"$results"
        continue
    fi
    fts="$(for _ in $(seq "$rounds"); do for q in "${queries[@]}"; do
        printf "SELECT rowid, bm25(memory_fts) FROM memory_fts WHERE memory_fts MATCH '%s' ORDER BY bm25(memory_fts) LIMIT 30;\n" "$(fts_expr "$q")"
    done; done | sql_times)"
    vec="$(for _ in 1 2 3; do
        printf "SELECT count(*), sum(length(ch.embedding || x'00')) FROM memory_chunks ch JOIN memories m ON m.id = ch.memory_id WHERE ch.embedding_model = 'hashing-v1-384' AND m.organization_id = '%s' AND m.status = 'active';\n" "$org"
    done | sql_times)"
    chunks="$("$sqlite" -readonly "$db" "SELECT count(*) FROM memory_chunks")"
    bytes="$(stat -c %s "$db")"
    echo "$size FTS $fts VEC $vec CHUNKS $chunks BYTES $bytes" >>"$results"
done

echo
echo "uptime at the end: $(uptime | sed 's/^ *//')"
printf '%-8s %-26s %8s %10s %10s %10s\n' size measure n per_second p50_ms p95_ms
for size in $sizes; do
    for phase in remember search search1 scan; do
        line="$(grep "^$size RESULT $phase " "$results" || true)"
        [ -n "$line" ] || continue
        v() { printf '%s' "$line" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
        label="$phase"; [ "$phase" = search1 ] && label=search; [ "$phase" = scan ] && label="scan '?!'"
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "$label (c=$(v c))" "$(v n)" "$(v per_second)" "$(v p50_ms)" "$(v p95_ms)"
    done
    line="$(grep "^$size FTS " "$results")"
    set -- $line
    if [ "$backend" = postgresql ]; then
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "raw tsvector (psql wall)" "$5" "-" "$3" "$4"
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "raw postings (psql wall)" "${17}" "-" "${15}" "${16}"
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "raw vector scan (psql)" "$9" "-" "$7" "$8"
    else
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "raw FTS5 (cpu)" "$5" "-" "$3" "$4"
        printf '%-8s %-26s %8s %10s %10s %10s\n' "$size" "raw vector scan (cpu)" "$9" "-" "$7" "$8"
    fi
    echo "         ($size memories, ${11} chunks, database $(( ${13} / 1048576 )) MiB)"
    set -- $(grep "^$size RSS " "$results")
    echo "         (server RSS after the searches: $(( $3 / 1024 )) MiB, peak so far $(( $4 / 1024 )) MiB)"
done
echo "bulk load:"; grep "RESULT load" "$results" | sed 's/^/  /' || true
