package dev.albert.safety;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A secret named by its name rather than in words (twenty-first round): a variable, setting, secret reference or file
 * that holds a credential — {@code CI_JOB_TOKEN}, {@code secrets.NPM_TOKEN}, {@code var.db_password},
 * {@code prod-db-password}, {@code ~/.aws/credentials}, {@code .npmrc}, {@code config/secrets.yml},
 * {@code /etc/shadow}, {@code privkey.pem}. Files whose ordinary reader is a machine or a maintainer (CI files,
 * manifests, Terraform, Helm values, migrations) name their secrets this way in every language, so an order that
 * names one is read by the name, not by a word for "password" in the order's language.
 *
 * <p>A name is one run of identifier characters that is plainly not prose: it holds an underscore, a dot, a slash, a
 * tilde, a hyphen or a lower-to-upper case change, and it is no URL or e-mail address. It names a secret when one of
 * its parts (split at those joints) is a secret's word ({@link #PARTS}), or it holds a credential file's name
 * ({@link #FILES}). Read once per character over a bounded range.
 */
final class NamedSecrets {
    private NamedSecrets() {
    }

    /** Parts of an identifier that make it a secret's name: token, secret, key, password, credentials, private key. */
    private static final Set<String> PARTS = Set.of("token", "tokens", "secret", "secrets", "key", "keys", "apikey",
            "password", "passwords", "passwd", "pwd", "credential", "credentials", "creds", "privkey", "pat",
            "passphrase", "shadow", "kubeconfig");

    /** Credential files, as they end a path (lower case). */
    private static final List<String> FILES = List.of(".env", ".npmrc", ".pypirc", ".netrc", ".pgpass", "id_rsa",
            "id_ed25519", "id_ecdsa", ".kube/config", ".docker/config.json", ".git-credentials", "vault_pass.txt");

    /**
     * Where a secret is published, and the verbs that publish it, in the languages' own words and the loanwords
     * developers write in all of them: a comment, an issue, a pull or merge request, a gist or paste, a thread, a
     * channel, a reply, the output; post, publish, upload, paste, insert. Read as {@link Waivers#firstOf} reads stems.
     */
    private static final List<String> SINKS = SystemActs.folded(List.of(
            // places
            "comment", "komment", "коммент", "комент", "کامنت", "コメント", "评论", "評論", "留言", "댓글", "ความคิดเห็น",
            "maoni", "yorum", "commentaire", "comentario", "comentário", "commento", "komentarz", "komentář", "komentar",
            "kommentar", "kommentti", "kommentaar", "hozzászólás", "σχόλιο", "תגובה", "تعليق", "टिप्पणी", "মন্তব্য",
            "issue", "pull request", "merge request", "gist", "pastebin", "thread", "tråd", "reply", "svar", "адказ",
            "ответ", "відповід", "antwort", "réponse", "respuesta", "risposta", "resposta", "odpowied", "output",
            "channel", "kanal", "канал", "readme", "wiki",
            // verbs
            "post", "publish", "upload", "paste", "postita", "postaa", "posten", "publica", "pubblica", "publie",
            "veröffentlich", "opublikuj", "zveřejni", "опубликуй", "опублікуй", "вставь", "встав", "устаў", "wklej",
            "vlož", "klistra", "einfüg", "plak", "colle", "pega", "incolla", "yapıştır", "paylaş", "貼上", "贴到", "붙여",
            "게시", "โพสต์", "انشر", "منتشر", "פרסם", "पोस्ट", "chapisha", "tempel", "unggah", "feltölt", "lataa",
            "ladda upp", "last opp"));

    /** The range names a place a secret is published or a verb that publishes it. */
    static boolean published(String text, int from, int to) {
        return Waivers.firstOf(SINKS, text, from, to) >= 0;
    }

    /** How long a name may be (a path of a few parts); longer runs are data, not a name. */
    private static final int LONGEST = 120;

    /** Where the range names a secret by its name, or -1. */
    static int in(String text, int from, int to) {
        int i = Math.max(0, from);
        int end = Math.min(to, text.length());
        while (i < end) {
            if (!nameChar(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < end && nameChar(text.charAt(i))) {
                i++;
            }
            int stop = i;
            while (stop > start && ".-/".indexOf(text.charAt(stop - 1)) >= 0) {
                stop--; // a sentence's full stop or a trailing slash is not part of the name
            }
            if (stop - start <= LONGEST && secretName(text, start, stop)) {
                return start;
            }
        }
        return -1;
    }

    private static boolean nameChar(char c) {
        return c < 0x0250 && (Character.isLetterOrDigit(c) || "_.-/~$@:".indexOf(c) >= 0);
    }

    /** The run is a name (not a word of prose, a URL or an address) holding a secret's part or a credential file. */
    static boolean secretName(String text, int start, int stop) {
        String run = text.substring(start, stop);
        if (run.indexOf('@') >= 0 || run.contains("://") || run.indexOf(':') >= 0) {
            return false;
        }
        String lower = run.toLowerCase(Locale.ROOT);
        for (String file : FILES) {
            // the file itself, not "process.env" or ".env.example": the whole run, or after a slash or a tilde
            if (lower.endsWith(file) && (lower.length() == file.length()
                    || "/~".indexOf(lower.charAt(lower.length() - file.length() - 1)) >= 0)) {
                return true;
            }
        }
        boolean joined = false;
        int part = 0;
        for (int k = 0; k <= run.length(); k++) {
            char c = k < run.length() ? run.charAt(k) : '_';
            boolean joint = "_.-/~$".indexOf(c) >= 0;
            boolean camel = k > part && k < run.length() && Character.isUpperCase(c)
                    && Character.isLowerCase(run.charAt(k - 1));
            if (joint || camel) {
                if (k < run.length() && k > 0) {
                    joined = true;
                }
                if (k > part && PARTS.contains(lower.substring(part, k))) {
                    return joined || k < run.length();
                }
                part = joint ? k + 1 : k;
            }
        }
        return false;
    }
}
