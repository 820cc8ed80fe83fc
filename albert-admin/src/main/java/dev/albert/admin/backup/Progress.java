package dev.albert.admin.backup;

import dev.albert.clikit.CommandContext;

import java.util.Locale;

/**
 * Progress of a long transfer on stderr, redrawn at most four times a second, only when a person is at a
 * terminal (the launcher's terminal flag; never in CI or pipes).
 */
final class Progress {
    private final CommandContext context;
    private final String label;
    private final boolean shown;
    private final long started = System.nanoTime();
    private long bytes;
    private long lastDraw;

    Progress(CommandContext context, String label) {
        this.context = context;
        this.label = label;
        this.shown = context.streams().stdoutIsTerminal() && context.streams().stdinIsTerminal();
    }

    void add(long n) {
        bytes += n;
        if (shown) {
            long now = System.nanoTime();
            if (now - lastDraw > 250_000_000L) {
                lastDraw = now;
                double seconds = Math.max(1e-3, (now - started) / 1e9);
                context.streams().err().print(String.format(Locale.ROOT, "\r%s: %s (%.1f MB/s)   ", label, human(bytes),
                        bytes / 1e6 / seconds));
                context.streams().err().flush();
            }
        }
    }

    void done() {
        if (shown && lastDraw != 0) {
            context.streams().err().print("\r\033[K");
            context.streams().err().flush();
        }
    }

    static String human(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
        }
        if (bytes < 1024L * 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024));
        }
        return String.format(Locale.ROOT, "%.2f GiB", bytes / (1024.0 * 1024 * 1024));
    }
}
