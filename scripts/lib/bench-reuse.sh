# Shared by the benchmarks that can run again on a database an earlier run kept (BENCH_KEEP=1): the bootstrap
# key of that run was not kept, so a fresh one is written into the file.
#
# bench_mint_key <sqlite3> <database file>: writes a key for the bootstrap principal (the first key issued, with its
# capabilities) into the SQLite file, hashed as KeyHasher does (HMAC-SHA256 with the pepper kept beside the file as
# <file>.pepper), replacing an earlier minted one, and prints the key. Needs openssl. SQLite only.
bench_mint_key() {
    local sqlite="$1" db="$2" prefix=benchreuse01 key pepper hash
    key="alb_${prefix}_$(head -c 32 /dev/urandom | base64 -w0 | tr '+/' '-_' | tr -d '=')"
    pepper="$(tr -d '[:space:]' <"$db.pepper")"
    hash="$(printf '%s' "$key" | openssl dgst -sha256 -mac HMAC -macopt "key:$pepper" -hex | sed 's/.*= *//')"
    "$sqlite" "$db" "DELETE FROM api_keys WHERE prefix = '$prefix';
        INSERT INTO api_keys (id, principal_id, name, prefix, key_hash, capabilities, created_at)
        SELECT '$(cat /proc/sys/kernel/random/uuid)', principal_id, 'bench reuse', '$prefix', x'$hash', capabilities,
               $(date +%s%6N) FROM api_keys WHERE prefix <> '$prefix' ORDER BY created_at LIMIT 1;" || return 1
    printf '%s\n' "$key"
}

# bench_minted_organization <sqlite3> <database file>: the organization of the key bench_mint_key wrote.
bench_minted_organization() {
    "$1" -readonly "$2" "SELECT p.organization_id FROM api_keys k JOIN principals p ON p.id = k.principal_id
        WHERE k.prefix = 'benchreuse01'"
}
