package dev.albert.safety;

/** Both content checks in one call: secret screening and the instruction-injection scan. */
public final class ContentScreen {
    private final SecretScanner secrets;
    private final InjectionScanner injections;

    public ContentScreen(SecretScanner secrets, InjectionScanner injections) {
        this.secrets = secrets;
        this.injections = injections;
    }

    /** The standard rule sets of both scanners. */
    public static ContentScreen standard() {
        return Holder.STANDARD;
    }

    private static final class Holder {
        static final ContentScreen STANDARD = new ContentScreen(SecretScanner.standard(), InjectionScanner.standard());
    }

    public ScreenResult screen(CharSequence text) {
        return new ScreenResult(secrets.scan(text), injections.scan(text));
    }

    @Override
    public String toString() {
        return "ContentScreen[" + secrets + ", " + injections + "]";
    }
}
