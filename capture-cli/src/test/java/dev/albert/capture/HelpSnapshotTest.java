package dev.albert.capture;

import dev.albert.testkit.Executable;
import dev.albert.testkit.cli.HelpSnapshotContract;

/** {@code albert-capture --help} prints the help the build rendered: the checks of {@link HelpSnapshotContract}. */
class HelpSnapshotTest extends HelpSnapshotContract {
    @Override
    protected Class<?> command() {
        return CaptureMain.class;
    }

    @Override
    protected Executable entryPoint() {
        return CaptureMain::execute;
    }
}
