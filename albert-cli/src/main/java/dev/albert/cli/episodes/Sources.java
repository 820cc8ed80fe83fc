package dev.albert.cli.episodes;

import dev.albert.api.Limits;
import dev.albert.clikit.CommandContext;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The files an ingest reads: one file, or every text file under a directory, in a stable order. */
final class Sources {
    private Sources() {
    }

    /** A text to ingest: how to show it, its source_uri, its text. */
    record Source(String label, String uri, String text) {
    }

    static List<Source> read(CommandSpec spec, CommandContext context, Path path, String sourceId) {
        Path absolute = path.toAbsolutePath().normalize();
        if (Files.isRegularFile(absolute)) {
            String text = text(spec, absolute);
            if (text == null) {
                throw new ParameterException(spec.commandLine(), absolute + " is not UTF-8 text");
            }
            check(spec, absolute, text);
            return List.of(new Source(absolute.toString(), sourceId != null ? sourceId : absolute.toString(), text));
        }
        if (!Files.isDirectory(absolute)) {
            throw new ParameterException(spec.commandLine(), "no such file or directory: " + absolute);
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(absolute)) {
            files = walk.filter(p -> !hidden(absolute, p) && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read directory " + absolute + ": " + e.getMessage());
        }
        List<Source> sources = new ArrayList<>();
        for (Path file : files) {
            String text = text(spec, file);
            if (text == null || text.isBlank()) {
                context.warn("skipped " + file + " (" + (text == null ? "not UTF-8 text" : "empty") + ")");
                continue;
            }
            check(spec, file, text);
            String relative = absolute.relativize(file).toString().replace('\\', '/');
            sources.add(new Source(file.toString(), sourceId != null ? sourceId + "/" + relative : file.toString(), text));
        }
        return sources;
    }

    private static void check(CommandSpec spec, Path file, String text) {
        if (text.isBlank()) {
            throw new ParameterException(spec.commandLine(), file + " is empty");
        }
        int characters = text.codePointCount(0, text.length());
        if (characters > Limits.EPISODE_CONTENT_MAX) {
            throw new ParameterException(spec.commandLine(), file + " is " + characters
                    + " characters long; at most " + Limits.EPISODE_CONTENT_MAX + " are allowed");
        }
        int uri = file.toString().length();
        if (uri > Limits.SOURCE_URI_MAX) {
            throw new ParameterException(spec.commandLine(), "the path of " + file + " is longer than "
                    + Limits.SOURCE_URI_MAX + " characters; give --source-id");
        }
    }

    /** Hidden: any part of the path below the root starts with a dot (.git, .env, .DS_Store). */
    private static boolean hidden(Path root, Path path) {
        for (Path part : root.relativize(path)) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** The file as strict UTF-8 without a BOM or trailing whitespace, or null when it is binary or another encoding. */
    private static String text(CommandSpec spec, Path file) {
        try {
            if (Files.size(file) > (long) Limits.EPISODE_CONTENT_MAX * 4) {
                throw new ParameterException(spec.commandLine(), file + " is larger than the "
                        + Limits.EPISODE_CONTENT_MAX + " characters an episode may hold");
            }
            byte[] bytes = Files.readAllBytes(file);
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            if (text.indexOf('\0') >= 0) {
                return null;
            }
            return (text.startsWith("\uFEFF") ? text.substring(1) : text).stripTrailing();
        } catch (CharacterCodingException e) {
            return null;
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
        }
    }
}
