package dev.albert.capture.connect;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our MCP server in Codex's {@code config.toml} (host-hooks §2.7): one marked block at the end of the file, so every
 * other line stays byte-for-byte, and disconnect removes exactly the block.
 * <pre>
 * [mcp_servers.albert]
 * command = "/opt/albert/bin/albert"
 * args = ["mcp", "--url", "http://127.0.0.1:8080", "--api-key-file", "/home/me/.config/albert/mcp/codex-user.key"]
 * </pre>
 * TOML forbids defining a table twice, so an {@code [mcp_servers.albert]} (or one of its sub-tables) elsewhere in the
 * file makes connect refuse rather than produce a file Codex cannot load.
 */
final class CodexMcpBlock {
    static final String BEGIN = "# BEGIN albert MCP server (albert-capture connect codex --mcp; removed by disconnect)";
    static final String END = "# END albert MCP server";
    private static final Pattern OUR_TABLE = Pattern.compile("^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:albert|\"albert\"|'albert')\\s*(?:]|\\.).*");
    private static final Pattern DOTTED_KEY = Pattern.compile("^\\s*mcp_servers\\s*\\.\\s*(?:albert|\"albert\"|'albert')\\s*[.=].*");
    private static final Pattern COMMAND = Pattern.compile("^command = \"((?:[^\"\\\\]|\\\\.)*)\"$");

    private CodexMcpBlock() {
    }

    /** The file with our block replaced by this entry (null: the block removed); everything else unchanged. */
    static String with(String config, McpEntry entry) {
        List<String> kept = new ArrayList<>();
        boolean inOurs = false;
        for (String line : config.split("\n", -1)) {
            if (line.equals(BEGIN)) {
                inOurs = true;
                if (!kept.isEmpty() && kept.get(kept.size() - 1).isEmpty()) {
                    kept.remove(kept.size() - 1); // the blank line we put before our block
                }
                continue;
            }
            if (inOurs) {
                inOurs = !line.equals(END);
                continue;
            }
            kept.add(line);
        }
        String rest = String.join("\n", kept);
        if (entry == null) {
            return rest;
        }
        StringBuilder b = new StringBuilder(rest);
        if (!b.isEmpty() && b.charAt(b.length() - 1) != '\n') {
            b.append('\n');
        }
        if (!b.isEmpty()) {
            b.append('\n');
        }
        b.append(BEGIN).append('\n');
        b.append("[mcp_servers.").append(McpEntry.NAME).append("]\n");
        b.append("command = ").append(string(entry.command())).append('\n');
        b.append("args = [").append(String.join(", ", entry.args().stream().map(CodexMcpBlock::string).toList())).append("]\n");
        b.append(END).append('\n');
        return b.toString();
    }

    /** A table or dotted key for our server name outside our block (what a user wrote), or null. */
    static String foreignTable(String config) {
        boolean inOurs = false;
        for (String line : config.split("\n", -1)) {
            if (line.equals(BEGIN)) {
                inOurs = true;
            } else if (inOurs) {
                inOurs = !line.equals(END);
            } else if (OUR_TABLE.matcher(line).matches() || DOTTED_KEY.matcher(line).matches()) {
                return line.strip();
            }
        }
        return null;
    }

    /** The command in our block, or null when there is no block. */
    static String command(String config) {
        boolean inOurs = false;
        for (String line : config.split("\n", -1)) {
            if (line.equals(BEGIN)) {
                inOurs = true;
            } else if (inOurs) {
                if (line.equals(END)) {
                    return null;
                }
                Matcher m = COMMAND.matcher(line);
                if (m.matches()) {
                    return m.group(1).replace("\\\"", "\"").replace("\\\\", "\\");
                }
            }
        }
        return null;
    }

    /** A TOML basic string. */
    static String string(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        b.append(String.format("\\u%04X", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
