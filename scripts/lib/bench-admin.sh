# Shared by the albert-admin backup benchmarks (bench-admin-tenant.sh on SQLite, bench-admin-postgres.sh): whole
# processes under /usr/bin/time, medians, and one timed backup + verify round. Needs $work, $ALBERT_HOME and the
# keys $work/id.pub / $work/id.key.

# timed <command…>: runs one whole process, output discarded; sets secs and kb (elapsed, peak RSS). Exits on failure.
timed() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { echo "$* failed:" >&2; cat "$work/err" >&2; exit 1; }
    read -r secs kb <"$work/time"
}

# median <numbers…>
median() { printf '%s\n' "$@" | sort -g | sed -n "$(( ($# + 1) / 2 ))p"; }

# backup_and_verify: one backup to $work/b.albk and its verify, appended to the arrays backups and verifies; the peak
# RSS of each kept in backup_kb / verify_kb.
backup_and_verify() {
    rm -f "$work/b.albk"
    timed "$ALBERT_HOME/bin/albert-admin" backup --to "$work/b.albk" --recipient-file "$work/id.pub"; backups+=("$secs")
    [ "$kb" -gt "$backup_kb" ] && backup_kb=$kb
    timed "$ALBERT_HOME/bin/albert-admin" backup verify "$work/b.albk" --identity-file "$work/id.key"; verifies+=("$secs")
    [ "$kb" -gt "$verify_kb" ] && verify_kb=$kb
    return 0
}
