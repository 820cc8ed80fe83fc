package dev.albert.server.http;

/** Stack traces for logs without exception messages, which may quote request bodies. */
final class Diagnostics {
    private Diagnostics() {
    }

    static String stack(Throwable e) {
        StringBuilder out = new StringBuilder();
        Throwable t = e;
        int depth = 0;
        while (t != null && depth++ < 5) {
            out.append(depth == 1 ? "" : "\ncaused by ").append(t.getClass().getName());
            StackTraceElement[] frames = t.getStackTrace();
            for (int i = 0; i < Math.min(frames.length, 12); i++) {
                out.append("\n\tat ").append(frames[i]);
            }
            t = t.getCause();
        }
        return out.toString();
    }
}
