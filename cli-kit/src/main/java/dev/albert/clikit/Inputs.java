package dev.albert.clikit;

import dev.albert.client.cli.Streams;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Checks of command-line input that picocli cannot express. Each failure is a
 * {@link ParameterException}: one {@code error:} line, a {@code try --help} hint, exit 2, and no
 * network call.
 */
public final class Inputs {
    private Inputs() {
    }

    /**
     * The text argument, or all of stdin (strict UTF-8, trailing whitespace removed) when it is
     * {@code -}. Empty text and text longer than {@code maxCharacters} are refused.
     */
    public static String text(CommandSpec spec, Streams streams, String argument, String what, int maxCharacters) {
        String text = "-".equals(argument) ? readStdin(spec, streams, what, maxCharacters) : argument;
        if (text == null || text.isBlank()) {
            throw new ParameterException(spec.commandLine(), "the " + what + " is empty");
        }
        int characters = text.codePointCount(0, text.length());
        if (characters > maxCharacters) {
            throw new ParameterException(spec.commandLine(),
                    "the " + what + " is " + characters + " characters long; at most " + maxCharacters + " are allowed");
        }
        return text;
    }

    private static String readStdin(CommandSpec spec, Streams streams, String what, int maxCharacters) {
        long maxBytes = (long) maxCharacters * 4 + 1; // enough for the longest allowed UTF-8 text, plus one
        byte[] bytes;
        try {
            InputStream in = streams.in();
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, maxBytes));
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read the " + what + " from stdin: " + e.getMessage());
        }
        if (bytes.length >= maxBytes) {
            throw new ParameterException(spec.commandLine(),
                    "the " + what + " on stdin is longer than " + maxCharacters + " characters");
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            if (text.startsWith("\uFEFF")) {
                text = text.substring(1);
            }
            return text.stripTrailing();
        } catch (CharacterCodingException e) {
            throw new ParameterException(spec.commandLine(), "the " + what + " on stdin is not valid UTF-8");
        }
    }

    /** A whole number in {@code [min, max]}. */
    public static int range(CommandSpec spec, String option, int value, int min, int max) {
        if (value < min || value > max) {
            throw new ParameterException(spec.commandLine(),
                    option + " must be between " + min + " and " + max + " (was " + value + ")");
        }
        return value;
    }

    /** A number in {@code [min, max]}. */
    public static double range(CommandSpec spec, String option, double value, double min, double max) {
        if (Double.isNaN(value) || value < min || value > max) {
            throw new ParameterException(spec.commandLine(),
                    option + " must be between " + min + " and " + max + " (was " + value + ")");
        }
        return value;
    }

    /** A string of at most {@code max} characters. */
    public static String maxLength(CommandSpec spec, String option, String value, int max) {
        if (value != null && value.codePointCount(0, value.length()) > max) {
            throw new ParameterException(spec.commandLine(), option + " is longer than " + max + " characters");
        }
        return value;
    }
}
