package dev.albert.admin.keys;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code --expires-in}: a whole number and a unit, {@code s}, {@code m}, {@code h}, {@code d} or {@code w} (e.g. 15m, 12h, 30d). */
public final class ExpiresIn implements ITypeConverter<Duration> {
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})\\s*([smhdw])");

    @Override
    public Duration convert(String value) {
        Matcher matcher = FORM.matcher(value.strip().toLowerCase(Locale.ROOT));
        if (!matcher.matches()) {
            throw new TypeConversionException("'" + value + "' is not a duration (expected a number and a unit s, m, h, d or w, e.g. 15m, 12h, 30d)");
        }
        long amount = Long.parseLong(matcher.group(1));
        Duration duration = switch (matcher.group(2)) {
            case "s" -> Duration.ofSeconds(amount);
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            case "d" -> Duration.ofDays(amount);
            default -> Duration.ofDays(amount * 7);
        };
        if (duration.isZero()) {
            throw new TypeConversionException("'" + value + "' is not a positive duration");
        }
        return duration;
    }

    /** The duration in whole seconds, or a usage error when outside {@code [min, max]} seconds. */
    public static int seconds(picocli.CommandLine.Model.CommandSpec spec, String option, Duration duration, long min, long max,
                              String range) {
        long seconds = duration.toSeconds();
        if (seconds < min || seconds > max) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), option + " must be between " + range);
        }
        return (int) seconds;
    }
}
