package dev.albert.clikit;

import dev.albert.client.Version;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code --version}: the executable's name and the toolkit version. */
public final class VersionProvider implements IVersionProvider {
    @Spec
    CommandSpec spec;

    @Override
    public String[] getVersion() {
        String name = spec == null ? "albert" : spec.root().name();
        return new String[] {name + " " + Version.current()};
    }
}
