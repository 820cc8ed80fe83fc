package dev.albert.cli.profiles;

import dev.albert.cli.output.Output;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code albert config list}. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List the profiles: name, whether it is current, URL and how its key is kept (never the key itself).",
        footerHeading = "%nExamples:%n",
        footer = {"  albert config list", "  albert config list --fields name --output plain"})
public final class ConfigListCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    public ConfigListCommand(CommandContext context) {
        this.context = context;
    }

    /** One profile as listed. */
    public record ProfileRow(String name, boolean current, String url, String key) {
    }

    @Override
    public Integer call() {
        output.expect(ProfileRow.class);
        ConfigResolver resolver = context.configResolver();
        ConfigFile config = resolver.readConfigFile();
        String current = ConfigCurrentCommand.current(context, config);
        List<ProfileRow> rows = new ArrayList<>();
        config.profiles().forEach((name, profile) -> rows.add(new ProfileRow(name, name.equals(current), profile.url(),
                Profiles.keyShown(profile))));
        output.render(rows, rows, () -> {
            if (rows.isEmpty()) {
                return "";
            }
            Table table = Table.of("current", "name", "url", "key");
            rows.forEach(r -> table.row(r.current() ? "*" : "", r.name(), r.url(), r.key()));
            return table.render();
        }, () -> {
            StringBuilder out = new StringBuilder();
            rows.forEach(r -> out.append(r.name()).append('\t').append(r.current() ? "*" : "-").append('\t')
                    .append(r.url() == null ? "-" : r.url()).append('\n'));
            return out.toString();
        });
        if (rows.isEmpty() && !output.structured()) {
            context.note("No profiles in " + resolver.configFile() + "; add one with 'albert login'.");
        }
        return ExitCode.OK.code();
    }
}
