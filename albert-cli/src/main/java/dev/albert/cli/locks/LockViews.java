package dev.albert.cli.locks;

import dev.albert.api.lock.LockRead;
import dev.albert.clikit.Details;

/** How a lock looks as text. Plain is {@code id fence token expires} on one line, for {@code read -r}. */
final class LockViews {
    private LockViews() {
    }

    static String details(LockRead lock) {
        Details details = Details.of()
                .field("id", lock.id())
                .field("resource", lock.resourceType() + ":" + lock.resourceRef())
                .field("fence", lock.fence())
                .field("expires", lock.expiresAt());
        if (lock.token() != null) {
            details.field("token", lock.token());
        }
        return details.render();
    }

    static String plain(LockRead lock) {
        return lock.id() + "\t" + lock.fence() + "\t" + (lock.token() == null ? "-" : lock.token()) + "\t" + lock.expiresAt() + "\n";
    }
}
