package dev.albert.capture;

import dev.albert.testkit.Executable;
import dev.albert.testkit.cli.LazyCommandTreeContract;

/** A run builds only the commands its arguments can reach, and prints what the whole tree would: {@link LazyCommandTreeContract}. */
class LazyCommandTreeEquivalenceTest extends LazyCommandTreeContract {
    @Override
    protected Class<?> command() {
        return CaptureMain.class;
    }

    @Override
    protected Executable entryPoint() {
        return CaptureMain::execute;
    }
}
