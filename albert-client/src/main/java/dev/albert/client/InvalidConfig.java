package dev.albert.client;

/** The client cannot even start: a bad URL, an unreadable key file, a broken config file, an unknown profile. */
public final class InvalidConfig extends AlbertException {

    public InvalidConfig(String message) {
        super(message, null);
    }

    public InvalidConfig(String message, Throwable cause) {
        super(message, cause);
    }
}
