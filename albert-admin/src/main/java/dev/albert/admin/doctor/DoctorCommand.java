package dev.albert.admin.doctor;

import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.api.health.HealthResponse;
import dev.albert.api.identity.WhoAmI;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.HttpFailure;
import dev.albert.client.InvalidConfig;
import dev.albert.client.Unavailable;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.CommandExitCodes;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.compat.CompatChecker;
import dev.albert.client.compat.CompatReport;
import dev.albert.client.compat.Support;
import dev.albert.client.config.Resolution;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.Map;

/**
 * {@code albert-admin doctor}: checks configuration, the server, the key and its capabilities, clock
 * skew and compatibility, and says what to fix. Every check runs that can; one failure does not
 * hide the others' findings.
 */
@Command(name = "doctor",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Check configuration, server health, the API key and its capabilities, clock skew and compatibility, and say what to fix.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin doctor",
                "  albert-admin doctor --profile prod --output json | jq \\",
                "      '.checks[] | select(.status != \"ok\")'",
        })
public final class DoctorCommand implements Callable<Integer>, CommandExitCodes {
    @Override
    public Map<ExitCode, String> exitCodes() {
        return Map.of(
                ExitCode.OK, "no check failed (warnings may remain)",
                ExitCode.USAGE, "the configuration is invalid",
                ExitCode.REFUSED, "the server lacks something this toolkit needs",
                ExitCode.AUTH, "no API key, or the server rejects it",
                ExitCode.UNAVAILABLE, "the server cannot be reached or its database is down");
    }


    /** Warn this long before a key expires: enough for a change to go through review. */
    static final Duration EXPIRY_WARNING = Duration.ofDays(7);

    private final CommandContext context;
    private final Clock clock = Clock.systemUTC();

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    public DoctorCommand(CommandContext context) {
        this.context = context;
    }

    /** The JSON shape: every check, and whether none failed. */
    public record Report(List<Check> checks, boolean ok) {
    }

    @Override
    public Integer call() {
        List<Check> checks = new ArrayList<>();
        Resolution resolution = configuration(checks);
        if (resolution != null) {
            try (AlbertClient client = connection.connect(resolution)) {
                if (server(client, checks)) {
                    WhoAmI me = key(client, resolution, checks);
                    compatibility(client, checks);
                    if (me == null) {
                        checks.add(Check.skipped("clock", "needs a valid key (GET /v1/whoami)"));
                    }
                }
            }
        }
        Report report = new Report(checks, checks.stream().noneMatch(c -> c.status() == Check.Status.FAIL));
        Renderer renderer = output.renderer();
        renderer.render(report, checks, () -> table(checks), () -> plain(checks));
        return checks.stream().filter(c -> c.failure() != null).map(Check::failure).findFirst()
                .orElse(ExitCode.OK).code();
    }

    private Resolution configuration(List<Check> checks) {
        Resolution resolution;
        try {
            resolution = connection.resolve();
        } catch (InvalidConfig e) {
            checks.add(Check.fail("configuration", e.getMessage(), "fix the value named above", ExitCode.USAGE));
            return null;
        }
        String where = resolution.config().baseUrl() + " (from " + resolution.urlSource() + ")";
        if (resolution.warnings().isEmpty()) {
            checks.add(Check.ok("configuration", where + (resolution.profile() == null ? "" : ", profile '" + resolution.profile() + "'")));
        } else {
            checks.add(Check.warn("configuration", where + "; " + String.join("; ", resolution.warnings()),
                    "chmod 600 files holding keys and 700 their directory"));
        }
        return resolution;
    }

    private boolean server(AlbertClient client, List<Check> checks) {
        HealthResponse live;
        try {
            live = client.live();
        } catch (Unavailable | HttpFailure e) {
            checks.add(Check.fail("server", e.getMessage(), "start the server or point ALBERT_API_URL / --url at it",
                    ExitCode.UNAVAILABLE));
            return false;
        }
        checks.add(Check.ok("server", "version " + live.version() + ", embeddings " + live.embeddingModel()));
        try {
            client.ready();
            checks.add(Check.ok("database", "ready"));
        } catch (AlbertException e) {
            checks.add(Check.fail("database", "not ready: " + e.getMessage(),
                    "check the server's log and its database file or connection", ExitCode.UNAVAILABLE));
        }
        return true;
    }

    private WhoAmI key(AlbertClient client, Resolution resolution, List<Check> checks) {
        String apiKey = resolution.config().apiKey();
        if (apiKey == null) {
            checks.add(Check.fail("api key", "no API key configured",
                    "set ALBERT_API_KEY, pass --api-key-file, or add api_key to a profile", ExitCode.AUTH));
            return null;
        }
        String shown = ApiKeyFormat.redact(apiKey) + " (from " + resolution.keySource() + ")";
        Instant sent = clock.instant();
        WhoAmI me;
        try {
            me = client.whoAmI();
        } catch (HttpFailure e) {
            if (e.unknownRoute()) {
                checks.add(Check.warn("api key", shown + ": cannot be checked, the server lacks GET /v1/whoami",
                        "upgrade the server to check keys; commands will still report a rejected key"));
                return null;
            }
            checks.add(Check.fail("api key", shown + " is rejected: " + e.getMessage(),
                    "issue a new key (albert-admin keys create, or keys rotate) and configure it", ExitCode.AUTH));
            return null;
        }
        Instant received = clock.instant();
        String who = "principal " + me.principalName() + " (" + me.principalType().wireName() + ") in "
                + me.organizationName() + (me.workspaceName() == null ? ", organization-wide" : " / " + me.workspaceName());
        if (me.keyExpiresAt() != null && Duration.between(received, me.keyExpiresAt()).compareTo(EXPIRY_WARNING) < 0) {
            checks.add(Check.warn("api key", shown + " of " + who + " expires " + me.keyExpiresAt(),
                    "rotate it before then: albert-admin keys rotate " + me.keyId()));
        } else {
            checks.add(Check.ok("api key", shown + " of " + who));
        }
        checks.add(Check.ok("capabilities", String.join(", ", me.capabilities())));
        ClockSkew skew = ClockSkew.between(sent, me.serverTime(), received);
        checks.add(skew.tolerable()
                ? Check.ok("clock", skew.describe())
                : Check.warn("clock", skew.describe(),
                "synchronise this machine's clock (NTP); key expiry and lock leases follow the server's clock"));
        return me;
    }

    private void compatibility(AlbertClient client, List<Check> checks) {
        CompatReport report;
        try {
            report = CompatChecker.forThisToolkit().check(client);
        } catch (AlbertException e) {
            checks.add(Check.fail("compatibility", e.getMessage(), "run albert-admin compat for details", ExitCode.REFUSED));
            return;
        }
        List<String> lacking = report.features().stream()
                .filter(c -> c.required() && c.status() != Support.SUPPORTED)
                .map(c -> c.feature() + " (" + c.status().wireName() + ")")
                .toList();
        if (lacking.isEmpty()) {
            checks.add(Check.ok("compatibility", "every feature this toolkit needs is supported"));
        } else {
            checks.add(Check.fail("compatibility", "lacking: " + String.join(", ", lacking),
                    "upgrade the server; albert-admin compat lists what uses each feature", ExitCode.REFUSED));
        }
    }

    private static String table(List<Check> checks) {
        Table table = Table.of("check", "status", "detail", "fix");
        checks.forEach(c -> table.row(c.name(), c.status().wireName(), c.detail(), c.fix()));
        return table.render();
    }

    private static String plain(List<Check> checks) {
        StringBuilder out = new StringBuilder();
        for (Check c : checks) {
            out.append(c.status().wireName()).append('\t').append(c.name()).append('\t').append(c.detail()).append('\n');
            if (c.fix() != null) {
                out.append("\tfix: ").append(c.fix()).append('\n');
            }
        }
        return out.toString();
    }
}
