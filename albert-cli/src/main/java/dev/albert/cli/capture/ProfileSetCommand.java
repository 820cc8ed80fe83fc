package dev.albert.cli.capture;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureProfileRead;
import dev.albert.api.capture.CaptureProfileRequest;
import dev.albert.api.memory.Trust;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/** {@code albert capture-policy profiles set <name>} ({@code POST /v1/capture/profiles}): create or replace a profile whole. */
@Command(name = "set",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Create a capture profile, or replace it whole: an option you leave out takes the built-in default's value (every class kept, 524288 characters, no event bound, no retention, no trust ceiling), whatever the profile said before. Needs workspaces.manage.",
                "Events of a class the profile does not keep are answered but not stored; longer texts are cut to --max-text-chars; a session holding --max-events-per-session events refuses the rest; events older than their class's --retention are deleted by retention housekeeping together with the memories promoted from them; --max-trust lowers the trust of memories promoted from a class (never raises it).",
                "Invalid values exit 2 before anything is sent.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles set default --retention tool_outcome=14 --retention user_goal=90",
                "  albert capture-policy profiles set strict --classes user_goal,decision,correction,checkpoint --max-text-chars 4000 --max-trust decision=untrusted",
                "  albert capture-policy profiles set shared --workspace 5b0e2f4a-93c1-4d6e-8a7b-1c2d3e4f5a6b --max-events-per-session 10000",
        })
public final class ProfileSetCommand implements Callable<Integer> {
    static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");
    static final int RETENTION_DAYS_MAX = 36_500;
    static final int SESSION_EVENTS_MAX = 100_000_000;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name: lower-case letters, digits, '.', '_' and '-' (default is the profile of sessions that chose none).")
    String name;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The workspace the profile belongs to (default: the key's own; organization-wide for an organization key).")
    UUID workspace;

    @Option(names = "--classes", paramLabel = "<class>", split = ",",
            description = "The event classes stored, comma-separated, or none (default: all of user_goal, assistant_outcome, decision, correction, tool_outcome, note, compaction_summary, checkpoint). Without checkpoint nothing is promoted into memories.")
    List<String> classes;

    @Option(names = "--max-text-chars", paramLabel = "<n>", description = "Cut longer event texts to this many characters (1 to 524288, default 524288).")
    Integer maxTextChars;

    @Option(names = "--max-events-per-session", paramLabel = "<n>", description = "The most events a session may hold; later ones are refused (default: no bound).")
    Integer maxEventsPerSession;

    @Option(names = "--retention", paramLabel = "<class>=<days>", description = "Keep events of the class this many days (1 to 36500); repeat for more classes. A class without one is kept for good.")
    List<String> retention;

    @Option(names = "--max-trust", paramLabel = "<class>=<trust>", description = "The highest trust of memories promoted from the class: untrusted (lowers a user's goals and decisions) or verified (no change); repeat for more classes.")
    List<String> maxTrust;

    public ProfileSetCommand(CommandContext context) {
        this.context = context;
    }

    static void checkName(CommandSpec spec, String name) {
        if (!NAME.matcher(name).matches()) {
            throw new ParameterException(spec.commandLine(), "a profile name is lower-case letters, digits, '.', '_' and '-' (at most 64), was '" + name + "'");
        }
    }

    @Override
    public Integer call() {
        output.expect(CaptureProfileRead.class);
        checkName(spec, name);
        List<CaptureEventClass> kept = null;
        if (classes != null) {
            kept = new ArrayList<>();
            List<String> given = classes.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
            if (!given.equals(List.of("none"))) {
                for (String c : given) {
                    kept.add(eventClass(c, "--classes"));
                }
            }
        }
        if (maxTextChars != null && (maxTextChars < 1 || maxTextChars > CaptureLimits.TEXT_MAX)) {
            throw new ParameterException(spec.commandLine(), "--max-text-chars must be between 1 and " + CaptureLimits.TEXT_MAX);
        }
        if (maxEventsPerSession != null && (maxEventsPerSession < 1 || maxEventsPerSession > SESSION_EVENTS_MAX)) {
            throw new ParameterException(spec.commandLine(), "--max-events-per-session must be between 1 and " + SESSION_EVENTS_MAX);
        }
        Map<String, Integer> days = new LinkedHashMap<>();
        for (String pair : retention == null ? List.<String>of() : retention) {
            String[] kv = split(pair, "--retention");
            int n;
            try {
                n = Integer.parseInt(kv[1]);
            } catch (NumberFormatException e) {
                n = -1;
            }
            if (n < 1 || n > RETENTION_DAYS_MAX) {
                throw new ParameterException(spec.commandLine(), "--retention " + pair + ": days must be a whole number between 1 and " + RETENTION_DAYS_MAX);
            }
            days.put(eventClass(kv[0], "--retention").wireName(), n);
        }
        Map<String, Trust> ceilings = new LinkedHashMap<>();
        for (String pair : maxTrust == null ? List.<String>of() : maxTrust) {
            String[] kv = split(pair, "--max-trust");
            if (!kv[1].equals("verified") && !kv[1].equals("untrusted")) {
                throw new ParameterException(spec.commandLine(), "--max-trust " + pair + ": the trust is verified or untrusted (a profile never raises trust)");
            }
            ceilings.put(eventClass(kv[0], "--max-trust").wireName(), Trust.fromWire(kv[1]));
        }
        CaptureProfileRead saved;
        try (AlbertClient client = connection.connect()) {
            saved = client.putCaptureProfile(new CaptureProfileRequest(name, workspace, kept, maxTextChars,
                    maxEventsPerSession, days, ceilings));
        }
        if (!output.structured()) {
            context.note("Saved capture profile " + saved.name() + "; it applies to the next batch of events and the next retention run");
        }
        output.render(saved, List.of(saved), () -> ProfileRows.table(List.of(saved)), () -> ProfileRows.plain(List.of(saved)));
        return ExitCode.OK.code();
    }

    private String[] split(String pair, String option) {
        int eq = pair.indexOf('=');
        if (eq <= 0 || eq == pair.length() - 1) {
            throw new ParameterException(spec.commandLine(), option + " takes <class>=<value>, was '" + pair + "'");
        }
        return new String[]{pair.substring(0, eq).strip(), pair.substring(eq + 1).strip()};
    }

    private CaptureEventClass eventClass(String value, String option) {
        try {
            return CaptureEventClass.fromWire(value);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), option + ": '" + value + "' is not an event class; expected one of "
                    + String.join(", ", Arrays.stream(CaptureEventClass.values()).map(CaptureEventClass::wireName).toList()));
        }
    }
}
