#!/usr/bin/env bash
# Whole-process time and peak client memory of albert-admin's backup and backup verify against a server on
# PostgreSQL, beside pg_dump of the same database in the same run (issue 17's goal for PostgreSQL: ≤ 3× pg_dump).
# Results go in docs/backup-format.md; the numbers depend on the machine's load, which is printed.
#
#   scripts/bench-admin-postgres.sh [memories]        (default 100,000)
#
# Starts a throw-away PostgreSQL of the machine (scripts/lib/bench-postgres.sh) and a server on it, loads the tenant
# through REST with albert-server's test LoadDriver (8 clients, deterministic texts), then runs pg_dump in its custom
# format (-Fc, the one pg_restore reads selectively; compressed) and in plain SQL, backup and verify interleaved three
# times (medians), every albert-admin process with the client heap capped at 64 MiB.
# BENCH_DATABASE_URL=postgresql://…  BENCH_API_KEY=<an operator admin key> measure an already loaded database instead
# (no PostgreSQL started, nothing loaded; the server is started on that database). Loopback only.
set -euo pipefail
ALBERT_HOME="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ALBERT_HOME/bin/lib/launcher.sh"
. "$ALBERT_HOME/scripts/lib/bench-admin.sh"
. "$ALBERT_HOME/scripts/lib/bench-postgres.sh"
n="${1:-100000}"
java="$(albert_find_java)" || { echo "bench-admin-postgres: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$java")/.." && pwd)"
command -v pg_dump >/dev/null || { echo "bench-admin-postgres: no pg_dump on the PATH" >&2; exit 2; }
[ -z "${BENCH_DATABASE_URL:-}" ] || [ -n "${BENCH_API_KEY:-}" ] \
    || { echo "bench-admin-postgres: BENCH_DATABASE_URL needs BENCH_API_KEY (an operator admin key)" >&2; exit 2; }
case "$n" in ''|*[!0-9]*) echo "bench-admin-postgres: [memories] must be a number, not '$n'" >&2; exit 2 ;; esac
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-admin-postgres.XXXXXX")"
server_pid=""
pg_dir=""
cleanup() {
    [ -n "$server_pid" ] && { kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; }
    bench_stop_postgres
    rm -rf "$work"
}
trap cleanup EXIT

(cd "$ALBERT_HOME" && ./mvnw -q -o -B -DskipTests package >&2)   # jars and the LoadDriver test class
export ALBERT_SKIP_BUILD=1
if [ -n "${BENCH_DATABASE_URL:-}" ]; then
    export ALBERT_DATABASE_URL="$BENCH_DATABASE_URL"
else
    bench_start_postgres bench-admin-postgres || exit 2
fi
export ALBERT_API_KEY_PEPPER="${ALBERT_API_KEY_PEPPER:-$(head -c 36 /dev/urandom | base64)}"
albert_start_server "$work/unused.sqlite3" "$work/server.err" || { echo "the server did not start" >&2; exit 5; }
server_pid="$ALBERT_SERVER_PID"
export ALBERT_API_URL="$ALBERT_SERVER_URL" ALBERT_CONFIG_DIR="$work/config"
echo "load before: $(uptime | sed 's/.*load average: //')" >&2
if [ -n "${BENCH_API_KEY:-}" ]; then
    key="$BENCH_API_KEY"
else
    key="$("$ALBERT_HOME/bin/albert-admin" bootstrap --organization Bench --workspace bench --output json \
        | sed -n 's/.*"api_key" *: *"\([^"]*\)".*/\1/p')"
    echo "==> loading $n memories" >&2
    "$java" -cp "$ALBERT_HOME/albert-server/target/test-classes" dev.albert.server.bench.LoadDriver load \
        "$ALBERT_SERVER_URL" "$key" 0 "$n" 8 >&2
fi
export ALBERT_API_KEY="$key"
# pg_dump's connection: the URL's host, port, user and database (libpq reads the URL itself).
pg_url="${ALBERT_DATABASE_URL#jdbc:}"
memories="$(psql -X -Atc "SELECT count(*) FROM memories" "$pg_url")"
db_bytes="$(psql -X -Atc "SELECT pg_database_size(current_database())" "$pg_url")"

"$ALBERT_HOME/bin/albert-admin" backup keygen --identity-file "$work/id.key" --recipient-file "$work/id.pub" >/dev/null 2>&1
export ALBERT_JAVA_OPTS="-Xmx64m"
# One untimed backup first: the server's backup path compiles on its first snapshot.
timed "$ALBERT_HOME/bin/albert-admin" backup --to "$work/warm-up.albk" --recipient-file "$work/id.pub"
rm -f "$work/warm-up.albk"
custom=() plain=() backups=() verifies=() backup_kb=0 verify_kb=0
for round in 1 2 3; do
    rm -f "$work/d.dump" "$work/d.sql"
    timed pg_dump -Fc -f "$work/d.dump" "$pg_url"; custom+=("$secs")
    timed pg_dump -f "$work/d.sql" "$pg_url"; plain+=("$secs")
    backup_and_verify
done
dump=$(median "${custom[@]}")
sql=$(median "${plain[@]}")
row() { # name, median seconds, peak kb or -, rounds
    printf '%-34s %8.2f s  %6s MiB RSS  %5.2fx pg_dump -Fc  %5.2fx plain pg_dump  (rounds: %s)\n' "$1" "$2" \
        "$([ "$3" = - ] && echo - || echo $(($3 / 1024)))" "$(echo "$2 / $dump" | bc -l)" "$(echo "$2 / $sql" | bc -l)" "$4"
}
printf '\n%d memories, database %.1f MiB; pg_dump -Fc %.1f MiB, plain %.1f MiB, backup %.1f MiB; load %s\n' \
    "$memories" "$(echo "$db_bytes / 1048576" | bc -l)" "$(echo "$(stat -c %s "$work/d.dump") / 1048576" | bc -l)" \
    "$(echo "$(stat -c %s "$work/d.sql") / 1048576" | bc -l)" "$(echo "$(stat -c %s "$work/b.albk") / 1048576" | bc -l)" \
    "$(uptime | sed 's/.*load average: //')"
row "pg_dump -Fc" "$dump" - "${custom[*]}"
row "pg_dump (plain SQL)" "$sql" - "${plain[*]}"
row "backup (recipient key, -Xmx64m)" "$(median "${backups[@]}")" "$backup_kb" "${backups[*]}"
row "backup verify (with key, -Xmx64m)" "$(median "${verifies[@]}")" "$verify_kb" "${verifies[*]}"
