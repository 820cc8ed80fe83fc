package dev.albert.distribution;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The launchers leave the jars that only some commands use off the class path of every other run
 * ({@code albert_jar_group} and {@code albert_jar_groups} in bin/lib/launcher.sh): a class of any other command
 * that used one would fail with NoClassDefFoundError. This reads the class-level dependencies of the built
 * {@code lib/} with the JDK's {@code jdeps} and pins where those jars are used: only by the classes that the
 * group's command words reach. A new use elsewhere fails here with what to change, instead of at a user's prompt.
 * (InstallTest runs the commands that need each group from an installed toolkit.)
 */
class OptionalJarsTest {
    private static final Path LAUNCHER = Path.of("..", "bin", "lib", "launcher.sh").toAbsolutePath().normalize();
    private static final Path LIB = Path.of("target", "toolkit", "lib");
    /** jdeps -verbose:class: "   <from class>   -> <to class>   <archive>". */
    private static final Pattern EDGE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s+(\\S+)\\s*$");

    /** Per module and group: the toolkit's classes allowed to use the group's jars (prefixes), and what brings them in. */
    private static final Map<String, Map<String, List<String>>> ALLOWED = Map.of(
            "albert-admin", Map.of("backup", List.of("dev.albert.admin.backup.")),
            "albert-cli", Map.of(
                    "mcp", List.of("dev.albert.cli.mcp."),
                    "jq", List.of("dev.albert.cli.output.Jq")));

    @Test
    void onlyTheCommandsThatBringAGroupUseItsJars() throws Exception {
        for (var module : ALLOWED.entrySet()) {
            Map<String, String> groupOfJar = groups(module.getKey());
            assertEquals(module.getValue().keySet(), Set.copyOf(groupOfJar.values()), module.getKey() + ": the groups the launcher knows");
            List<String> classpath = classpath(module.getKey());
            List<String> ours = classpath.stream().filter(OptionalJarsTest::ours).toList();
            List<String> edges = jdeps(classpath, ours.stream().filter(jar -> !groupOfJar.containsKey(jar)).toList());
            for (String line : edges) {
                Matcher edge = EDGE.matcher(line);
                if (!edge.matches() || !groupOfJar.containsKey(edge.group(3))) {
                    continue;
                }
                String from = edge.group(1);
                String group = groupOfJar.get(edge.group(3));
                List<String> allowed = module.getValue().get(group);
                assertTrue(allowed.stream().anyMatch(from::startsWith),
                        module.getKey() + ": " + from + " uses " + edge.group(2) + " (" + edge.group(3) + ", group '" + group
                                + "'), which the launcher leaves off unless the arguments name the group's command:"
                                + " move the use behind it or extend albert_jar_groups in bin/lib/launcher.sh");
            }
            // And nothing else of ours reaches into the allowed classes but through picocli (annotations, not seen here).
            List<String> ourEdges = jdeps(classpath, ours, "-filter:none");
            for (String line : ourEdges) {
                Matcher edge = EDGE.matcher(line);
                if (!edge.matches()) {
                    continue;
                }
                for (var group : module.getValue().entrySet()) {
                    boolean into = group.getValue().stream().anyMatch(edge.group(2)::startsWith);
                    boolean fromInside = group.getValue().stream().anyMatch(edge.group(1)::startsWith);
                    if (into && !fromInside && !ALSO_REACHING.contains(edge.group(1) + " -> " + edge.group(2))
                            && !namesSubcommand(edge.group(1), edge.group(2))) {
                        throw new AssertionError(module.getKey() + ": " + edge.group(1) + " calls " + edge.group(2)
                                + ", which needs the '" + group.getKey() + "' jars: does its command bring them"
                                + " (albert_jar_groups in bin/lib/launcher.sh)?");
                    }
                }
            }
        }
    }

    /** Known callers into a group's classes, each guarded by the group's option: Output compiles --jq only when given. */
    private static final Set<String> ALSO_REACHING = Set.of(
            "dev.albert.cli.output.Output -> dev.albert.cli.output.Jq");

    /**
     * A parent's command model (cli-kit CommandModelWriter) names its subcommands' classes, as its
     * {@code @Command(subcommands = ...)} does: the class literal loads the class, which does not link it, so the
     * group's jars are needed only when that command is built and run, which its words bring.
     */
    private static boolean namesSubcommand(String from, String to) {
        return from.matches(".*_CommandModel(\\$\\d+)?") && !to.contains("$") && to.endsWith("Command");
    }

    @Test
    void theGroupsCoverTheHeavyJarsTheyWereMadeFor() throws Exception {
        Map<String, String> admin = groups("albert-admin");
        assertTrue(admin.keySet().stream().anyMatch(jar -> jar.startsWith("bcprov-")), "Bouncy Castle: " + admin);
        Map<String, String> cli = groups("albert-cli");
        assertTrue(cli.keySet().stream().anyMatch(jar -> jar.startsWith("mcp-core-")), "the MCP SDK: " + cli);
        assertTrue(cli.keySet().stream().anyMatch(jar -> jar.startsWith("jackson-jq-")), "the jq engine: " + cli);
        assertFalse(cli.containsKey("albert-cli.jar") || admin.containsKey("albert-admin.jar"));
    }

    private static boolean ours(String jar) {
        return jar.endsWith("-SNAPSHOT.jar") || jar.matches("[a-z-]+\\.jar") && Files.exists(LIB.resolve(jar.replace(".jar", ".classpath")));
    }

    private static List<String> classpath(String module) throws IOException {
        List<String> lines = Files.readAllLines(LIB.resolve(module + ".classpath"));
        return lines.subList(1, lines.size()).stream().filter(l -> !l.isBlank()).toList();
    }

    /** jar file name -> group, from the launcher's own albert_jar_group. */
    private static Map<String, String> groups(String module) throws Exception {
        List<String> argv = new ArrayList<>(List.of("bash", "-c",
                ". \"$0\"; m=\"$1\"; shift; for j in \"$@\"; do albert_jar_group \"$m\" \"$j\";"
                        + " [ -n \"$ALBERT_JAR_GROUP\" ] && printf '%s %s\\n' \"$j\" \"$ALBERT_JAR_GROUP\"; done; true",
                LAUNCHER.toString(), module));
        argv.addAll(classpath(module));
        Map<String, String> groups = new TreeMap<>();
        for (String line : run(argv)) {
            String[] parts = line.split(" ");
            groups.put(parts[0], parts[1]);
        }
        return groups;
    }

    private static List<String> jdeps(List<String> classpath, List<String> analysed, String... options) throws Exception {
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "jdeps").toString(),
                "--multi-release", "21", "-verbose:class"));
        argv.addAll(List.of(options));
        argv.add("-cp");
        argv.add(String.join(":", classpath.stream().map(jar -> LIB.resolve(jar).toString()).toList()));
        analysed.forEach(jar -> argv.add(LIB.resolve(jar).toString()));
        return run(argv);
    }

    private static List<String> run(List<String> argv) throws Exception {
        Path out = Files.createTempFile("optional-jars", ".txt");
        try {
            Process process = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            assertTrue(process.waitFor(5, TimeUnit.MINUTES), argv.get(0) + " finished");
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            assertEquals(0, process.exitValue(), String.join("\n", lines));
            return lines;
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
