package dev.albert.man;

import dev.albert.clikit.ExitCode;
import dev.albert.completions.Executables;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The man-page sections the command model does not hold: ENVIRONMENT, FILES and EXAMPLES, and the exit codes. */
final class ManSections {
    private static final Pattern HEADING = Pattern.compile("^(?:%n)*([A-Z][A-Za-z ]*):(?:%n)*$");

    private static final Map<String, String> CLIENT_ENVIRONMENT = entries(
            "ALBERT_API_URL", "The server's base URL (default: the profile's url, else http://127.0.0.1:8080).",
            "ALBERT_API_KEY", "The API key (default: the profile's key); --api-key-file wins over it.",
            "ALBERT_PROFILE", "The profile of the config file to use (default: the file's current_profile).",
            "ALBERT_CONFIG_DIR", "Where config.json is (default: $XDG_CONFIG_HOME/albert, else ~/.config/albert).",
            "XDG_CONFIG_HOME", "The base of the default configuration directory.",
            "NO_COLOR", "Set to anything: no colour, no progress bars.",
            "COLUMNS", "The width help is wrapped to (default: 80).",
            "ALBERT_JAVA_OPTS", "Extra options for the Java virtual machine the launcher starts.");

    private ManSections() {
    }

    /** The executable's exit-code table (the server has its own few codes, from the same enum). */
    static SequencedMap<String, String> exitCodes(String executable) {
        if (executable.equals("albert-server")) {
            return ExitCode.describe(Map.of(
                    ExitCode.OK, "the server stopped cleanly (SIGTERM or SIGINT)",
                    ExitCode.USAGE, "bad flags, or an unusable database or pepper",
                    ExitCode.UNAVAILABLE, "the port is unavailable or the server could not start"));
        }
        return ExitCode.table();
    }

    /** A command's footer split at its headings ("Examples:", "Configuration:" ...), each with its lines. */
    static Map<String, List<String>> footerSections(UsageMessageSpec usage) {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        String current = heading(usage.footerHeading());
        for (String line : usage.footer()) {
            String heading = heading(line);
            if (heading != null) {
                current = heading;
                continue;
            }
            if (line.isBlank() && current == null) {
                continue;
            }
            sections.computeIfAbsent(current == null ? "Notes" : current, k -> new ArrayList<>())
                    .add(line.replace("%%", "%").replace("%n", ""));
        }
        return sections;
    }

    private static String heading(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = HEADING.matcher(text.strip());
        return m.matches() ? m.group(1) : null;
    }

    /** ENVIRONMENT, FILES, EXAMPLES and any other footer section, as AsciiDoc. */
    static String extra(String executable, CommandLine command, Map<String, List<String>> footer) {
        StringBuilder out = new StringBuilder("\n");
        out.append("== ENVIRONMENT\n\n");
        definitions(out, environment(executable));
        paragraph(out, footer.get("Configuration"));
        out.append("== FILES\n\n");
        definitions(out, files(executable));
        paragraph(out, footer.get("Files"));
        out.append("== EXAMPLES\n\n....\n");
        examples(executable, command, footer).forEach(line -> out.append(line).append('\n'));
        out.append("....\n\n");
        footer.forEach((heading, lines) -> {
            if (!List.of("Configuration", "Files", "Examples", "Example").contains(heading)) {
                out.append("== ").append(heading.toUpperCase(java.util.Locale.ROOT)).append("\n\n");
                paragraph(out, lines);
            }
        });
        return out.toString();
    }

    private static List<String> examples(String executable, CommandLine command, Map<String, List<String>> footer) {
        List<String> own = footer.getOrDefault("Examples", footer.get("Example"));
        if (own != null && !own.isEmpty()) {
            return own.stream().map(line -> line.startsWith("  ") ? line.substring(2) : line).toList();
        }
        String invocation = String.join(" ", ManPages.manName(executable, command));
        return List.of(invocation + " --help");
    }

    private static Map<String, String> environment(String executable) {
        Map<String, String> env = new LinkedHashMap<>();
        switch (executable) {
            case "albert-server" -> {
                env.put("XDG_DATA_HOME", "The base of the default database location (default: ~/.local/share).");
                env.put("ALBERT_API_KEY_PEPPER", "The secret mixed into stored API-key hashes; keep it with the backups, separately.");
                env.put("ALBERT_DATABASE_URL", "A PostgreSQL URL to run on instead of the SQLite file (as --database-url); replicas on one database need one pepper.");
                env.put("ALBERT_DATABASE_POOL_SIZE", "Connections per server process on PostgreSQL (default 10).");
                env.put("ALBERT_PUBLIC_URL", "The URL clients reach this server at, used in connection links.");
                env.put("ALBERT_HOUSEKEEPING_SECONDS", "How often expired rows are cleaned up.");
                env.put("ALBERT_CAPTURE_RETENTION_SECONDS", "How often captured events past their capture profile's retention are scrubbed with the memories promoted from them (default 3600; 0 turns it off).");
                env.put("ALBERT_JAVA_OPTS", "Extra options for the Java virtual machine the launcher starts.");
            }
            case "albert-capture" -> {
                env.putAll(CLIENT_ENVIRONMENT);
                env.put("XDG_DATA_HOME", "The base of the capture queue's directory (default: ~/.local/share).");
            }
            case "albert-admin" -> {
                env.putAll(CLIENT_ENVIRONMENT);
                env.put("ALBERT_BACKUP_PASSPHRASE", "The passphrase of passphrase-encrypted backups (instead of --passphrase-file).");
            }
            default -> env.putAll(CLIENT_ENVIRONMENT);
        }
        return env;
    }

    private static Map<String, String> files(String executable) {
        if (executable.equals("albert-server")) {
            return entries("$XDG_DATA_HOME/albert/server/albert.sqlite3",
                    "The default database (--db picks another); the server creates it, owner-only.",
                    "$XDG_DATA_HOME/albert/server/postgresql.bootstrap-token",
                    "On PostgreSQL (--database-url), the bootstrap token file; the pepper file beside it when ALBERT_API_KEY_PEPPER is not set.");
        }
        Map<String, String> files = new LinkedHashMap<>(entries("$ALBERT_CONFIG_DIR/config.json",
                "Named profiles (url, key); else $XDG_CONFIG_HOME/albert/config.json, else ~/.config/albert/config.json. The directory is 0700, the file 0600."));
        if (executable.equals("albert-capture")) {
            files.putAll(entries("$XDG_DATA_HOME/albert/capture/queue.db",
                    "The encrypted offline queue (SQLite: ciphertext and bookkeeping only).",
                    "$XDG_DATA_HOME/albert/capture/queue.key", "The queue's key, 0600."));
        }
        return files;
    }

    private static void definitions(StringBuilder out, Map<String, String> entries) {
        entries.forEach((term, meaning) -> out.append('`').append(term).append("`::\n  ").append(meaning).append('\n'));
        out.append('\n');
    }

    private static void paragraph(StringBuilder out, List<String> lines) {
        if (lines == null || lines.isEmpty()) {
            return;
        }
        out.append(String.join(" ", lines.stream().map(String::strip).filter(l -> !l.isEmpty()).toList())).append("\n\n");
    }

    private static Map<String, String> entries(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    /** For the tests: how many pages the trees call for. */
    static int commandCount() {
        return Executables.all().stream().mapToInt(e -> Executables.walk(e.tree().get()).size()).sum();
    }
}
