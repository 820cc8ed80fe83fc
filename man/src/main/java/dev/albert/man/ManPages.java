package dev.albert.man;

import dev.albert.clikit.ExitCode;
import dev.albert.completions.Executables;
import dev.albert.completions.Executables.Executable;
import org.asciidoctor.Asciidoctor;
import org.asciidoctor.Options;
import org.asciidoctor.SafeMode;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a section-1 man page for every command of every executable: picocli's ManPageGenerator turns the
 * command's model into AsciiDoc, {@link ManSections} adds EXIT STATUS (from the one {@link ExitCode} table),
 * ENVIRONMENT, FILES and EXAMPLES, and AsciidoctorJ's manpage backend renders roff.
 */
public final class ManPages {
    private ManPages() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: ManPages <asciidoc directory> <man1 directory>");
        }
        List<Path> pages = writeAsciiDoc(Path.of(args[0]));
        render(pages, Path.of(args[1]));
    }

    static List<Path> writeAsciiDoc(Path directory) throws IOException {
        Files.createDirectories(directory);
        List<Path> pages = new ArrayList<>();
        for (Executable executable : Executables.all()) {
            for (CommandLine command : Executables.walk(executable.tree().get())) {
                pages.add(writePage(directory, executable.name(), command));
            }
        }
        return pages;
    }

    private static Path writePage(Path directory, String executable, CommandLine command) throws IOException {
        UsageMessageSpec usage = command.getCommandSpec().usageMessage();
        Map<String, List<String>> footer = ManSections.footerSections(usage);
        // The footer becomes sections of its own; picocli would print it as one unnamed block.
        usage.footerHeading("");
        usage.footer(new String[0]);
        if (usage.exitCodeList().isEmpty()) {
            usage.exitCodeList(ManSections.exitCodes(executable));
        }
        usage.exitCodeListHeading("EXIT STATUS");
        StringWriter page = new StringWriter();
        try (PrintWriter writer = new PrintWriter(page)) {
            ManPageGenerator.writeSingleManPage(writer, command.getCommandSpec());
        }
        String text = page.toString() + ManSections.extra(executable, command, footer);
        String name = String.join("-", manName(executable, command));
        Path file = directory.resolve(name + ".adoc");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    static List<String> manName(String executable, CommandLine command) {
        List<String> words = new ArrayList<>(List.of(executable));
        words.addAll(Executables.path(command));
        return words;
    }

    static void render(List<Path> pages, Path man1) throws IOException {
        Files.createDirectories(man1);
        try (Asciidoctor asciidoctor = Asciidoctor.Factory.create()) {
            for (Path page : pages) {
                asciidoctor.convertFile(page.toFile(), Options.builder()
                        .backend("manpage")
                        .safe(SafeMode.UNSAFE)
                        .toDir(man1.toFile())
                        .mkDirs(true)
                        .build());
            }
        }
    }

    /** For tests: the generated pages, one per command. */
    static Map<String, File> pages(Path man1) throws IOException {
        Map<String, File> found = new LinkedHashMap<>();
        try (var files = Files.list(man1)) {
            files.sorted().forEach(file -> found.put(file.getFileName().toString(), file.toFile()));
        }
        return found;
    }
}
