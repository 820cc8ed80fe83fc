package dev.albert.cli.capture;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert capture-policy profiles}: list, show, set and delete capture profiles ({@code /v1/capture/profiles}). */
@Command(name = "profiles",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Capture profiles are a workspace's policy for automatic capture: which event classes are stored, how long each class is kept, the longest text and the most events a session may hold, and how far a memory promoted from each class may be trusted.",
                "A capture session uses the profile it chose, else the one named default; without a stored default the built-in one applies (everything kept, for good: capture as it always was). Reading needs memory.read; set and delete need workspaces.manage.",
        },
        subcommands = {ProfilesListCommand.class, ProfileShowCommand.class, ProfileSetCommand.class,
                ProfileDeleteCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles list",
                "  albert capture-policy profiles show default --output json",
                "  albert capture-policy profiles set strict --classes user_goal,decision,correction,checkpoint --retention decision=90",
                "  albert capture-policy profiles delete strict",
        })
public final class CaptureProfilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
