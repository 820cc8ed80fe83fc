package dev.albert.cli;

import dev.albert.testkit.Executable;
import dev.albert.testkit.cli.HelpSnapshotContract;

/** {@code albert --help} prints the help the build rendered: the checks of {@link HelpSnapshotContract}. */
class HelpSnapshotTest extends HelpSnapshotContract {
    @Override
    protected Class<?> command() {
        return AlbertMain.class;
    }

    @Override
    protected Executable entryPoint() {
        return AlbertMain::execute;
    }
}
