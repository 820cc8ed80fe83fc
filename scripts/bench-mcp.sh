#!/usr/bin/env bash
# Per-call overhead of the MCP front ends against a direct REST call (docs/mcp.md records the results).
#   1. builds albert-cli (jar, libraries and test classes, where the driver McpOverheadBench lives) if needed;
#   2. starts `bin/albert-server --port 0` on a temporary database, bootstraps a tenant, remembers one memory;
#   3. times `memory_get` of that memory N times after W warm-up calls each way, one call at a time:
#        - direct REST with AlbertClient (what the bridge does for each tool call),
#        - the stdio bridge `bin/albert mcp` driven by the MCP SDK's client, as a host drives it,
#        - the server's /mcp over streamable HTTP;
#      and the bridge's start-up (spawn to initialized). Loopback only.
# Usage: scripts/bench-mcp.sh [calls N] [warm-up W]      defaults: 300 50
set -euo pipefail
ALBERT_HOME="$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)"
. "$ALBERT_HOME/bin/lib/launcher.sh"
calls="${1:-300}"
warmup="${2:-50}"

java="$(albert_find_java)" || { echo "bench-mcp: no JDK >= 21 found" >&2; exit 2; }
export JAVA_HOME="$(cd "$(dirname "$java")/.." && pwd)"
module="$ALBERT_HOME/albert-cli"
work="$(mktemp -d "${TMPDIR:-/tmp}/bench-mcp.XXXXXX")"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

driver_class="$module/target/test-classes/dev/albert/cli/mcp/bench/McpOverheadBench.class"
if albert_needs_build "$module/target/albert-cli.jar" || [ ! -f "$driver_class" ]; then
    echo "==> building albert-cli and albert-server (tests compiled, not run)" >&2
    (cd "$ALBERT_HOME" && ./mvnw -q -o -B -pl albert-cli,albert-server -am -DskipTests package >&2)
fi
export ALBERT_SKIP_BUILD=1

echo "java: $("$java" -version 2>&1 | head -1); $(nproc) cores; $(uptime | sed 's/^ *//')" >&2
albert_start_server "$work/albert.sqlite3" "$work/server.err" || { echo "bench-mcp: the server did not start" >&2; exit 5; }
server_pid="$ALBERT_SERVER_PID"
url="$ALBERT_SERVER_URL"
key="$(ALBERT_API_URL="$url" "$ALBERT_HOME/bin/albert-admin" bootstrap --organization bench --workspace mcp | tail -n 1)"
memory="$(ALBERT_API_URL="$url" ALBERT_API_KEY="$key" ALBERT_CONFIG_DIR="$work/config" \
    "$ALBERT_HOME/bin/albert" remember --subject "Bench" "The MCP benchmark reads this memory back." --output plain | head -n 1)"
echo "server: $url; memory $memory; $calls calls after $warmup warm-up calls each" >&2
ALBERT_CONFIG_DIR="$work/config" "$java" -cp "$module/target/albert-cli.jar:$module/target/lib/*:$module/target/test-classes" \
    dev.albert.cli.mcp.bench.McpOverheadBench "$url" "$key" "$memory" "$ALBERT_HOME/bin/albert" "$calls" "$warmup"
echo "after: $(uptime | sed 's/^ *//')" >&2
