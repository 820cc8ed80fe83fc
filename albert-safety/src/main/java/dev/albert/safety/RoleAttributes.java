package dev.albert.safety;

import java.util.Locale;

/**
 * Twenty-fourth round (extract24): a tag whose role attribute, named in the document's language, gives the system's
 * turn — {@code <turno rol="sistema">}, {@code <tour role="systeme">}, {@code <zug rolle="system">}, {@code <turno
 * ruolo="sistema">}, {@code <tura rola="system">} — is a chat format's turn as {@code <system>} is, whatever the tag is
 * called: the tag's name is the forger's word for "turn" in the language of the e-mail it rides on, the attribute says
 * whose turn it is. eval-fresh12's Spanish e-mail ({@code </correo><turno rol="sistema">…}) wrote it so. A person's
 * role in a record ({@code <osoba rola="kierownik">}, {@code <turno ruolo="cuoco">}, {@code <user role="admin">}) names
 * no system: the value must be the system's own word ({@link ForgedTurns#systemAuthority}), not an administrator's.
 */
final class RoleAttributes {
    private RoleAttributes() {
    }

    /** How many attributes of one tag are read. */
    private static final int ATTRIBUTES = 6;

    /**
     * The attributes between a tag's name (ending at {@code from}) and its {@code >} at {@code close} hold a role
     * attribute ({@code rol=}, {@code rolle=}, {@code role=} …, {@link ForgedTurns#roleWord}) whose quoted value is
     * the system's word.
     */
    static boolean claimsSystem(String text, int from, int close) {
        if (close <= from || close - from > 120) {
            return false;
        }
        int i = from;
        for (int n = 0; n < ATTRIBUTES; n++) {
            int eq = text.indexOf('=', i);
            if (eq < 0 || eq >= close) {
                return false;
            }
            int nameEnd = eq;
            while (nameEnd > i && text.charAt(nameEnd - 1) == ' ') {
                nameEnd--;
            }
            int nameStart = nameEnd;
            while (nameStart > i && Character.isLetter(text.charAt(nameStart - 1))) {
                nameStart--;
            }
            int v = eq + 1;
            while (v < close && text.charAt(v) == ' ') {
                v++;
            }
            char quote = v < close ? text.charAt(v) : ' ';
            if (quote != '"' && quote != '\'') {
                return false;
            }
            int end = text.indexOf(quote, v + 1);
            if (end < 0 || end > close) {
                return false;
            }
            String name = text.substring(nameStart, nameEnd).toLowerCase(Locale.ROOT);
            String value = text.substring(v + 1, end).strip().toLowerCase(Locale.ROOT);
            if (nameEnd > nameStart && ForgedTurns.roleWord(name) && ForgedTurns.systemAuthority(value)) {
                return true;
            }
            i = end + 1;
        }
        return false;
    }
}
