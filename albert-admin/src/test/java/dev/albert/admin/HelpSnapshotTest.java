package dev.albert.admin;

import dev.albert.testkit.Executable;
import dev.albert.testkit.cli.HelpSnapshotContract;

/** {@code albert-admin --help} prints the help the build rendered: the checks of {@link HelpSnapshotContract}. */
class HelpSnapshotTest extends HelpSnapshotContract {
    @Override
    protected Class<?> command() {
        return AdminMain.class;
    }

    @Override
    protected Executable entryPoint() {
        return AdminMain::execute;
    }
}
