package dev.albert.admin.doctor;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.albert.clikit.ExitCode;

/**
 * One finding of {@code albert-admin doctor}: what was checked, how it went, and for anything but
 * {@code ok}, what to do about it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Check(String name, Status status, String detail, String fix, @JsonIgnore ExitCode failure) {

    public enum Status {
        OK, WARN, FAIL, SKIPPED;

        @JsonValue
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    static Check ok(String name, String detail) {
        return new Check(name, Status.OK, detail, null, null);
    }

    static Check warn(String name, String detail, String fix) {
        return new Check(name, Status.WARN, detail, fix, null);
    }

    static Check fail(String name, String detail, String fix, ExitCode failure) {
        return new Check(name, Status.FAIL, detail, fix, failure);
    }

    static Check skipped(String name, String why) {
        return new Check(name, Status.SKIPPED, why, null, null);
    }
}
