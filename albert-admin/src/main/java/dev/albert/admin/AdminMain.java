package dev.albert.admin;

import dev.albert.admin.backup.BackupCommand;
import dev.albert.admin.backup.RestoreCommand;
import dev.albert.admin.bootstrap.BootstrapCommand;
import dev.albert.admin.compat.CompatCommand;
import dev.albert.admin.doctor.DoctorCommand;
import dev.albert.admin.keys.KeysCommand;
import dev.albert.admin.links.LinksCommand;
import dev.albert.admin.portability.ExportCommand;
import dev.albert.admin.portability.ImportCommand;
import dev.albert.admin.principals.PrincipalsCommand;
import dev.albert.admin.workspaces.WorkspacesCommand;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-admin}: tenant bootstrap and API keys, over REST. */
@Command(name = "albert-admin",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Administer an Albert server over REST: bootstrap the first tenant; principals, workspaces, API keys and connection links; encrypted backups you can verify and restore; tenant export and import; compatibility and health checks.",
        subcommands = {
                BootstrapCommand.class,
                KeysCommand.class,
                PrincipalsCommand.class,
                WorkspacesCommand.class,
                LinksCommand.class,
                ExportCommand.class,
                ImportCommand.class,
                CompatCommand.class,
                DoctorCommand.class,
                BackupCommand.class,
                RestoreCommand.class,
                HelpCommand.class,
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin bootstrap --organization Acme --workspace main --url \\",
                "      http://127.0.0.1:8080",
                "  ALBERT_API_KEY=alb_... albert-admin keys create --capabilities \\",
                "      memory.read,memory.write --name ci",
                "  albert-admin keys list",
                "  albert-admin doctor",
                "  albert-admin backup --to nightly.albk --recipient-file backup.pub",
                "  albert-admin export --to tenant.ndjson && albert-admin import \\",
                "      tenant.ndjson --url http://new:8080",
        })
public final class AdminMain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args, Streams.system()));
    }

    /** The real entry point: what {@code main} runs, and what tests run in-process. */
    public static int execute(String[] args, Streams streams) {
        return Launcher.execute(AdminMain.class, args, streams);
    }

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
