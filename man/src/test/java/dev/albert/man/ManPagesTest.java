package dev.albert.man;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Every page the build wrote into target/man/man1, rendered by man-db the way a user reads it ({@code man -l}). */
class ManPagesTest {
    private static final Path MAN1 = Path.of("target", "man", "man1");

    @Test
    void thereIsAPageForEveryCommand() throws Exception {
        Map<String, File> pages = ManPages.pages(MAN1);
        assertEquals(ManSections.commandCount(), pages.size(), pages.keySet().toString());
        for (String expected : List.of("albert.1", "albert-search.1", "albert-admin-keys-list.1", "albert-admin-backup-verify.1",
                "albert-capture-queue-flush.1", "albert-server.1")) {
            assertTrue(pages.containsKey(expected), expected + " in " + pages.keySet());
        }
    }

    @Test
    void everyPageRendersWithManAndHasTheStandardSections() throws Exception {
        for (Map.Entry<String, File> page : ManPages.pages(MAN1).entrySet()) {
            Rendered man = man(page.getValue());
            assertEquals(0, man.exitCode(), page.getKey() + ": " + man.stderr());
            assertEquals("", man.stderr().strip(), page.getKey() + " rendered with warnings");
            for (String section : List.of("NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES")) {
                assertTrue(man.stdout().lines().anyMatch(line -> line.strip().equals(section)), page.getKey() + " lacks " + section
                        + ":\n" + man.stdout());
            }
        }
    }

    @Test
    void theExitStatusComesFromTheOneTable() throws Exception {
        String albert = man(MAN1.resolve("albert.1").toFile()).stdout();
        assertTrue(albert.contains("70"), albert);
        assertTrue(albert.contains("internal error"), albert);
        String doctor = man(MAN1.resolve("albert-admin-doctor.1").toFile()).stdout();
        assertTrue(doctor.contains("the server lacks something this toolkit needs"), doctor);
        String search = man(MAN1.resolve("albert-search.1").toFile()).stdout();
        assertTrue(search.contains("albert search 'deploy script'"), search);
        assertTrue(search.contains("ALBERT_API_URL"), search);
    }

    record Rendered(int exitCode, String stdout, String stderr) {
    }

    private static Rendered man(File page) throws Exception {
        List<String> command = new ArrayList<>(List.of("man", "-l", page.getAbsolutePath()));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("MANPAGER", "cat");
        builder.environment().put("PAGER", "cat");
        builder.environment().put("MANWIDTH", "80");
        builder.environment().put("MAN_KEEP_FORMATTING", "");
        builder.environment().put("LANG", "C.UTF-8");
        File err = File.createTempFile("man", ".err");
        try {
            Process process = builder.redirectError(err).start();
            process.getOutputStream().close();
            String out = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("man did not finish for " + page);
            }
            return new Rendered(process.exitValue(), out.replaceAll(".\b", ""), java.nio.file.Files.readString(err.toPath()));
        } finally {
            err.delete();
        }
    }
}
