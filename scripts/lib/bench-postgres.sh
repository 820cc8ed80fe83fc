# Shared by the benchmarks that run the server on PostgreSQL: a throw-away PostgreSQL of the machine.
#
# bench_start_postgres <name>: initdb (as user postgres when root) in a new temporary directory, pg_ctl start on a free
# loopback port with the defaults (fsync on), CREATE DATABASE bench. Sets pg_bin, pg_dir, pg_port, as_postgres and
# ALBERT_DATABASE_URL (exported), and defines psql_bench. The caller stops it with bench_stop_postgres (from its trap).
bench_start_postgres() {
    local name="$1"
    pg_bin="$(pg_config --bindir 2>/dev/null || true)"
    [ -x "$pg_bin/initdb" ] || pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    [ -x "$pg_bin/initdb" ] || { echo "$name: no PostgreSQL server binaries (initdb)" >&2; return 2; }
    pg_dir="$(mktemp -d "${TMPDIR:-/tmp}/$name-pg.XXXXXX")"
    as_postgres=()
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$pg_dir"; as_postgres=(runuser -u postgres --); fi
    pg_port="$(( 20000 + RANDOM % 30000 ))"
    "${as_postgres[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
        -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1" start >/dev/null
    psql_bench() { psql -X -q -h 127.0.0.1 -p "$pg_port" -U postgres "$@"; }
    psql_bench -d postgres -c "CREATE DATABASE bench"
    export ALBERT_DATABASE_URL="postgresql://postgres@127.0.0.1:$pg_port/bench"
    echo "postgresql: $("$pg_bin/postgres" --version) on 127.0.0.1:$pg_port (defaults; fsync on)" >&2
}

# bench_stop_postgres: stops and removes what bench_start_postgres started (nothing when it did not run).
bench_stop_postgres() {
    if [ -n "${pg_dir:-}" ]; then
        "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1 || true
        rm -rf "$pg_dir"
    fi
}
