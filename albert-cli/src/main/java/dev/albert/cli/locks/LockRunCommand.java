package dev.albert.cli.locks;

import dev.albert.api.Limits;
import dev.albert.api.lock.LockRead;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.lock.LockRenew;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.HttpFailure;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code albert lock run <resource> -- CMD…}: holds a lock while a command runs, renewing it at a third of its TTL,
 * and releases it however the command ends (exit, failure, Ctrl-C). If the lease is lost the command is stopped.
 */
@Command(name = "run",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Run a command while holding a lock on a resource: the lock is taken first (exit 3 if someone else holds it), renewed while the command runs, and released however it ends.",
                "The command sees ALBERT_LOCK_ID, ALBERT_LOCK_FENCE and ALBERT_LOCK_RESOURCE, so it can pass the fence on to the resource.",
                "Exits with the command's own exit code; 3 when the lock is held or was lost while the command ran (the command is then stopped); 127 when the command cannot be started.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert lock run deploy/prod -- ./deploy.sh --env prod",
                "  albert lock run orders --type database --ttl 1m -- sh -c 'psql -c \"select 1\" && echo fence=$ALBERT_LOCK_FENCE'",
        })
public final class LockRunCommand implements Callable<Integer> {
    static final int CANNOT_START = 127;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    LockTarget target;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "<command>", description = "The command and its arguments, after --.")
    List<String> command = new ArrayList<>();

    public LockRunCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws InterruptedException {
        Integer ttl = target.validate(spec);
        int ttlSeconds = ttl == null ? Limits.LOCK_TTL_DEFAULT : ttl;
        try (AlbertClient client = connection.connect()) {
            LockRead lock = client.acquireLock(target.request(ttl));
            context.debug("holding lock " + lock.id() + " on " + lock.resourceType() + ":" + lock.resourceRef()
                    + " with fence " + lock.fence());
            Held held = new Held(client, lock);
            Thread hook = new Thread(held::abandon, "albert-lock-release");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                return held.run(ttlSeconds);
            } finally {
                held.release();
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running or will run; it releases nothing twice
                }
            }
        }
    }

    /** One held lease and the command it guards. */
    private final class Held {
        private final AlbertClient client;
        private final LockRead lock;
        private final AtomicBoolean released = new AtomicBoolean();
        private final AtomicBoolean lost = new AtomicBoolean();
        private volatile Process process;

        Held(AlbertClient client, LockRead lock) {
            this.client = client;
            this.lock = lock;
        }

        int run(int ttlSeconds) throws InterruptedException {
            ProcessBuilder builder = new ProcessBuilder(command).directory(context.streams().workingDirectory().toFile());
            builder.environment().put("ALBERT_LOCK_ID", lock.id().toString());
            builder.environment().put("ALBERT_LOCK_FENCE", Long.toString(lock.fence()));
            builder.environment().put("ALBERT_LOCK_RESOURCE", lock.resourceRef());
            try {
                process = builder.start();
            } catch (IOException e) {
                context.streams().err().println("error: cannot run " + command.get(0) + ": "
                        + dev.albert.clikit.Text.oneLine(e.getMessage()));
                return CANNOT_START;
            }
            List<Thread> pumps = List.of(
                    pump(process.getInputStream(), context.streams().out(), false),
                    pump(process.getErrorStream(), context.streams().err(), false));
            pump(context.streams().in(), process.getOutputStream(), true);
            ScheduledExecutorService renewals = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "albert-lock-renew");
                t.setDaemon(true);
                return t;
            });
            long every = Math.max(1000L, ttlSeconds * 1000L / 3);
            renewals.scheduleWithFixedDelay(() -> renew(ttlSeconds), every, every, TimeUnit.MILLISECONDS);
            int code;
            try {
                code = process.waitFor();
            } catch (InterruptedException e) {
                process.destroy();
                throw e;
            } finally {
                renewals.shutdownNow();
            }
            for (Thread pump : pumps) {
                pump.join();
            }
            context.streams().out().flush();
            if (lost.get()) {
                context.streams().err().println("error: lost the lock on " + lock.resourceRef()
                        + " while the command ran; it was stopped");
                return ExitCode.REFUSED.code();
            }
            return code;
        }

        private void renew(int ttlSeconds) {
            try {
                client.renewLock(lock.id(), new LockRenew(lock.token(), lock.fence(), ttlSeconds));
                context.debug("renewed lock " + lock.id());
            } catch (HttpFailure failure) {
                if (failure.status() == 409 || failure.status() == 404) {
                    lost.set(true);
                    context.warn("the lock on " + lock.resourceRef() + " is no longer ours (" + failure.getMessage()
                            + "); stopping the command");
                    Process running = process;
                    if (running != null) {
                        running.destroy();
                    }
                } else {
                    context.warn("could not renew the lock on " + lock.resourceRef() + ": " + failure.getMessage());
                }
            } catch (AlbertException e) {
                context.warn("could not renew the lock on " + lock.resourceRef() + ": " + e.getMessage() + "; trying again");
            }
        }

        /** Releases once; a lost lease has nothing to release. */
        void release() {
            if (lost.get() || !released.compareAndSet(false, true)) {
                return;
            }
            try {
                client.releaseLock(lock.id(), new LockRelease(lock.token(), lock.fence()));
                context.debug("released lock " + lock.id());
            } catch (AlbertException e) {
                context.warn("could not release the lock on " + lock.resourceRef() + " (" + e.getMessage()
                        + "); it expires at the end of its lease");
            }
        }

        /** On Ctrl-C or kill: stop the command, then release. */
        void abandon() {
            Process running = process;
            if (running != null) {
                running.destroy();
            }
            release();
        }
    }

    private static Thread pump(InputStream from, OutputStream to, boolean closeTarget) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try {
                for (int n; (n = from.read(buffer)) != -1; ) {
                    to.write(buffer, 0, n);
                    to.flush();
                }
            } catch (IOException ended) {
                // the process went away or closed its end
            } finally {
                if (closeTarget) {
                    try {
                        to.close();
                    } catch (IOException ignored) {
                        // nothing more to send
                    }
                }
            }
        }, "albert-lock-run-io");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
