package dev.albert.cli.workingmemory;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

import java.time.Duration;

/** A duration option as the whole seconds the contract takes, within its bounds. */
public final class Durations {
    private Durations() {
    }

    /** Null when not given; else the seconds, refused outside {@code [min, max]}. */
    public static Integer seconds(CommandSpec spec, String option, Duration value, int min, int max) {
        if (value == null) {
            return null;
        }
        long seconds = value.toSeconds();
        if (value.toMillis() % 1000 != 0 || seconds < min || seconds > max) {
            throw new ParameterException(spec.commandLine(), option + " must be whole seconds between "
                    + human(min) + " and " + human(max) + " (was " + value.toString().substring(2).toLowerCase(java.util.Locale.ROOT) + ")");
        }
        return (int) seconds;
    }

    static String human(int seconds) {
        if (seconds % 86_400 == 0) {
            return seconds / 86_400 + "d";
        }
        if (seconds % 3600 == 0) {
            return seconds / 3600 + "h";
        }
        if (seconds % 60 == 0) {
            return seconds / 60 + "m";
        }
        return seconds + "s";
    }
}
