package dev.albert.capture.queue;

/** Ages for people: {@code 45s}, {@code 12m}, {@code 3h}, {@code 2d}. */
final class Ages {
    private Ages() {
    }

    static String human(long seconds) {
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return seconds / 60 + "m";
        }
        if (seconds < 86_400) {
            return seconds / 3600 + "h";
        }
        return seconds / 86_400 + "d";
    }
}
