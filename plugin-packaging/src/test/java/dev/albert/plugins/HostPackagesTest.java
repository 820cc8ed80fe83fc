package dev.albert.plugins;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The host packages the archive carries besides the Claude Code plugin: the Codex and Cursor hook files, which
 * must be exactly what {@code albert-capture connect} writes (with {@code albert-hook} from the PATH instead of
 * an absolute launcher), and the OpenClaw plugin as the npm tarball the build packs.
 */
class HostPackagesTest {
    private static final Path PACKAGES = Path.of("").toAbsolutePath();

    @TempDir
    Path root;

    @Test
    void theCodexHookFileIsWhatConnectWrites() throws IOException {
        Path codexHome = root.resolve("codex");
        ExecutableRun.Result run = connect("codex").env("CODEX_HOME", codexHome.toString())
                .run("connect", "codex", "--no-aot", "--hook-command", "albert-hook");
        assertEquals(0, run.exitCode(), run.toString());
        assertEquals(fromThePath(Files.readString(codexHome.resolve("hooks.json"))), read("codex/hooks.json"));
    }

    @Test
    void theCursorHookFileIsWhatConnectWrites() throws IOException {
        ExecutableRun.Result run = connect("cursor").run("connect", "cursor", "--no-aot", "--hook-command", "albert-hook");
        assertEquals(0, run.exitCode(), run.toString());
        assertEquals(fromThePath(Files.readString(root.resolve("home/.cursor/hooks.json"))), read("cursor/hooks.json"));
    }

    @Test
    void theOpenClawTarballHoldsThePluginAndNothingElse() throws IOException {
        JsonNode manifest = Json.mapper().readTree(PACKAGES.resolve("openclaw/package.json").toFile());
        Path tarball = PACKAGES.resolve("target/" + manifest.get("name").asText() + "-" + manifest.get("version").asText() + ".tgz");
        assertTrue(Files.isRegularFile(tarball), "the build packed " + tarball);
        Map<String, byte[]> entries = untar(tarball);
        assertEquals(List.of("package/README.md", "package/index.js", "package/openclaw.plugin.json", "package/package.json"),
                new ArrayList<>(entries.keySet()), "no tests, no node_modules");
        for (String file : List.of("index.js", "openclaw.plugin.json", "README.md")) {
            assertEquals(Files.readString(PACKAGES.resolve("openclaw").resolve(file)),
                    new String(entries.get("package/" + file), StandardCharsets.UTF_8), file);
        }
        JsonNode packed = Json.mapper().readTree(entries.get("package/package.json"));
        assertEquals(manifest, packed);
        JsonNode plugin = Json.mapper().readTree(entries.get("package/openclaw.plugin.json"));
        assertEquals("albert", plugin.get("id").asText());
        assertEquals(List.of("./index.js"), List.of(packed.at("/openclaw/extensions/0").asText()));
    }

    private ExecutableRun connect(String host) throws IOException {
        return ExecutableRun.of(CaptureMain::execute)
                .env("HOME", root.resolve("home").toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_CONFIG_DIR", root.resolve("config").toString())
                .env("ALBERT_API_URL", "http://127.0.0.1:9")
                .workingDirectory(Files.createDirectories(root.resolve("work-" + host)));
    }

    /** connect makes --hook-command absolute against its working directory; the package runs it from the PATH. */
    private String fromThePath(String written) {
        return Json.mapper().valueToTree(parse(written.replace(root.toString() + "/work-codex/albert-hook ", "albert-hook ")
                .replace(root.toString() + "/work-cursor/albert-hook ", "albert-hook "))).toPrettyString();
    }

    private static JsonNode parse(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String read(String file) throws IOException {
        return parse(Files.readString(PACKAGES.resolve(file))).toPrettyString();
    }

    /** The regular files of a .tgz (ustar headers: name at 0, size in octal at 124, type at 156), by name. */
    private static Map<String, byte[]> untar(Path tarball) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(tarball))) {
            byte[] all = in.readAllBytes();
            for (int at = 0; at + 512 <= all.length; ) {
                String name = field(all, at, 100);
                if (name.isEmpty()) {
                    break;
                }
                String prefix = field(all, at + 345, 155);
                long size = Long.parseLong(field(all, at + 124, 12).trim(), 8);
                byte type = all[at + 156];
                if (type == '0' || type == 0) {
                    ByteArrayOutputStream content = new ByteArrayOutputStream();
                    content.write(all, at + 512, (int) size);
                    files.put(prefix.isEmpty() ? name : prefix + "/" + name, content.toByteArray());
                }
                at += 512 + (int) ((size + 511) / 512) * 512;
            }
        }
        return files;
    }

    private static String field(byte[] block, int from, int length) {
        int end = from;
        while (end < from + length && block[end] != 0) {
            end++;
        }
        return new String(block, from, end - from, StandardCharsets.US_ASCII);
    }
}
