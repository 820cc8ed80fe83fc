package dev.albert.safety;

import com.google.re2j.Pattern;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Self-describing secret material: PEM/OpenSSH/PGP private keys, PuTTY and age keys, JWTs, htpasswd entries and the
 * secrets JWTs are signed with.
 */
final class KeyMaterialRules {
    /**
     * The body of a PEM block: base64, whitespace, escaped newlines, header lines (Proc-Type, DEK-Info), and the
     * marks that quote or comment out a block line by line ("> ", "# ", " * ", "| ", Java string literals).
     */
    private static final String PEM_BODY = "(?:[A-Za-z0-9+/=\\s:,.@()'_>#*|\"-]|\\\\[nr])";
    private static final String PEM_LABEL = "[A-Z0-9 ]{0,30}PRIVATE KEY(?: BLOCK)?";

    private KeyMaterialRules() {
    }

    static List<SecretRule> rules() {
        return List.of(
                privateKey(),
                // Two-factor recovery codes open an account without its second factor: a list under its heading.
                SecretRule.rule("recovery-codes", "Two-factor recovery or backup codes listed under their heading",
                                Precedence.CONTEXTUAL)
                        .keywords(RecoveryCodeLists.keywords())
                        .linesAfter(RecoveryCodeLists.MAX_LINES)
                        .wholeLines()
                        .detector(new RecoveryCodeLists())
                        .build(),
                // A wallet's seed phrase opens the wallet: BIP-39's words in a row near a word naming a seed or wallet.
                SecretRule.rule("seed-phrase", "Cryptocurrency wallet seed phrase (BIP-39 mnemonic words)",
                                Precedence.CONTEXTUAL)
                        .keywords(SeedPhrases.keywords())
                        .linesAfter(SeedPhrases.MAX_LINES)
                        .wholeLines()
                        .detector(new SeedPhrases())
                        .build(),
                recoveryKey(),
                plaintextBesideHash(),
                SecretRule.rule("putty-private-key", "PuTTY private key file", Precedence.FORMAT)
                        .keywords("putty-user-key-file-")
                        .wholeText()
                        .regex("(?P<secret>PuTTY-User-Key-File-[0-9]: [\\s\\S]+?Private-(?:MAC|Hash): [0-9a-fA-F]{20,})")
                        .build(),
                RuleFragments.token("age-secret-key", "age encryption secret key",
                        "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}", "", "age-secret-key-1"),
                jwt(),
                encodedJwt(),
                encodedPrivateKey(),
                htpasswdEntry(),
                jwtSigningSecret());
    }

    /**
     * The words that name a disk's or an account's recovery key beside it, in the languages its owners write tickets
     * in: BitLocker, FileVault, 1Password's Secret Key, "recovery key" and its translations.
     */
    private static final String[] RECOVERY_KEY_NAMES = {"bitlocker", "filevault", "secret key", "recovery key",
            "recovery-key", "recovery_key", "wiederherstellungsschl\u00fcssel", "wiederherstellungsschluessel",
            "cl\u00e9 de r\u00e9cup\u00e9ration", "cle de recuperation", "clave de recuperaci\u00f3n",
            "clave de recuperacion", "chave de recupera\u00e7\u00e3o", "chave de recuperacao", "chiave di ripristino",
            "chiave di recupero", "herstelsleutel", "klucz odzyskiwania", "kurtarma anahtar", "\u00e5terst\u00e4llningsnyckel",
            "gjenopprettingsn\u00f8kkel", "gendannelsesn\u00f8gle", "palautusavain", "helyre\u00e1ll\u00edt\u00e1si kulcs",
            "kl\u00ed\u010d pro obnoven\u00ed", "\u043a\u043b\u044e\u0447 \u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432\u043b\u0435\u043d\u0438\u044f", // ключ восстановления
            "\u043a\u043b\u044e\u0447 \u0432\u0456\u0434\u043d\u043e\u0432\u043b\u0435\u043d\u043d\u044f", // ключ відновлення
            "\u56de\u5fa9\u30ad\u30fc", "\u6062\u590d\u5bc6\u94a5", "\u5fa9\u539f\u91d1\u9470", "\ubcf5\uad6c \ud0a4", // 回復キー 恢复密钥 復原金鑰 복구 키
            "\u0645\u0641\u062a\u0627\u062d \u0627\u0644\u0627\u0633\u062a\u0631\u062f\u0627\u062f", // مفتاح الاسترداد
            "\u05de\u05e4\u05ea\u05d7 \u05e9\u05d7\u05d6\u05d5\u05e8", "kunci pemulihan", "kh\u00f3a kh\u00f4i ph\u1ee5c", // מפתח שחזור
            "cheie de recuperare", "a3-"};

    /**
     * A recovery key in its issuer's shape within a few lines of its name ({@link #RECOVERY_KEY_NAMES}): BitLocker's
     * eight groups of six digits, FileVault's and Apple's six or seven groups of four capitals and digits, 1Password's
     * Secret Key ({@code A3-} and six groups). Any of them unlocks a disk or an account whole. A key's id (a GUID), a
     * format shown with zeros or X's, and instructions that name the key without it are not one.
     */
    private static SecretRule recoveryKey() {
        return SecretRule.rule("recovery-key", "Disk or account recovery key in its issuer's shape (BitLocker, FileVault, "
                                + "1Password Secret Key)", Precedence.CONTEXTUAL)
                .keywords(RECOVERY_KEY_NAMES)
                .linesAfter(3)
                .wholeLines()
                .regex("(?:^|[^0-9A-Za-z-])(?P<secret>[0-9]{6}(?:-[0-9]{6}){7}"
                        + "|[A-Z0-9]{4}(?:-[A-Z0-9]{4}){5,6}"
                        + "|A3-[A-Z0-9]{6}-[A-Z0-9]{6}(?:-[A-Z0-9]{5}){4})(?:[^0-9A-Za-z-]|$)")
                .check(c -> recoveryKeyDrawn(c.value()))
                .build();
    }

    /**
     * A recovery key was drawn, not shown as a format: at least six different characters and, for the groups of
     * letters, both letters and digits (a format's XXXX-…, a word's capitals have none).
     */
    static boolean recoveryKeyDrawn(String key) {
        String run = key.replace("-", "");
        if (run.chars().distinct().count() < 6) {
            return false;
        }
        boolean digitsOnly = run.chars().allMatch(Character::isDigit);
        return digitsOnly ? run.length() == 48 : run.chars().anyMatch(Character::isDigit) && run.chars().anyMatch(Character::isLetter);
    }

    /**
     * A private key hidden in base64, as env variables and CI settings carry key files: a PEM block
     * ({@code LS0tLS1CRUdJTi} is base64 of {@code -----BEGIN}) or a JSON key file such as a Google service
     * account ({@code eyJ}, {@code ewog}, {@code ew0K} start {@code {"}, <code>{\n  </code>, <code>{\r\n</code>). The
     * value is decoded and reported only if it holds a private key.
     */
    private static SecretRule encodedPrivateKey() {
        return SecretRule.rule("encoded-private-key",
                        "Private key inside base64 (a PEM block or a service-account JSON key file, as env variables carry them)",
                        Precedence.FORMAT)
                .keywords("ls0tls1crudjt", "eyj", "ewog", "ew0k")
                .regex("(?P<secret>(?:LS0tLS1CRUdJTi|eyJ|ewog|ew0K)[A-Za-z0-9+/_-]{200,}={0,2})")
                .check(MatchChecks.bounded("+/=_-").and(KeyMaterialRules::decodesToPrivateKey))
                .build();
    }

    private static boolean decodesToPrivateKey(Candidate c) {
        byte[] raw = MatchChecks.decodeBase64(c.value());
        if (raw == null) {
            return false;
        }
        String plain = new String(raw, StandardCharsets.UTF_8);
        return plain.contains("PRIVATE KEY-----") && (plain.contains("-----BEGIN") || plain.contains("private_key"));
    }

    /**
     * A whole private key block, header to footer, so nothing of the key survives redaction. A block
     * cut off before its footer is redacted to the end of its base64. Documentation that shows only
     * the header, or a body of {@code ...}, has no key material and is not reported.
     */
    private static SecretRule privateKey() {
        return SecretRule.rule("private-key",
                        "Private key block (RSA, EC, DSA, OpenSSH, PGP, encrypted, PKCS#8)", Precedence.FORMAT)
                .keywords("-----begin")
                .wholeText()
                // One group around one literal start, so RE2/J can skip to "-----BEGIN " instead of
                // stepping its automaton over every character of the text.
                .regex("(?P<secret>-----BEGIN " + PEM_LABEL + "-----(?:" + PEM_BODY + "*?-----END " + PEM_LABEL
                        + "-----|(?:[A-Za-z0-9+/=\\s]|\\\\[nr]){64,}))")
                .check(KeyMaterialRules::hasKeyMaterial)
                .build();
    }

    /** Real key bodies are lines of 64 (PEM) or 70 (OpenSSH) base64 characters; prose has short words. */
    private static boolean hasKeyMaterial(Candidate c) {
        String text = c.text();
        int run = 0;
        for (int i = c.start(); i < c.end(); i++) {
            char ch = text.charAt(i);
            boolean base64 = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')
                    || ch == '+' || ch == '/';
            run = base64 ? run + 1 : 0;
            if (run >= 40) {
                return true;
            }
        }
        return false;
    }

    /**
     * Header and payload are base64url JSON objects, so both start with {@code eyJ} ({@code {"}); the
     * header must decode to JSON naming an algorithm or type. The signature may be empty (a signed token
     * stripped of it still leaks the claims), unless the header says {@code "alg":"none"} ({@link #unsecured}).
     */
    private static SecretRule jwt() {
        return SecretRule.rule("jwt", "JSON Web Token", Precedence.FORMAT)
                .keywords("eyj")
                .regex("(?P<secret>eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*)")
                .check(MatchChecks.bounded("_-").and(KeyMaterialRules::jwtHeader).and(c -> !elidedSignature(c))
                        .and(c -> !unsecured(c.value())))
                .build();
    }

    /**
     * An unsecured JWT (RFC 7519 section 6): {@code "alg":"none"} and an empty signature. Nothing signs it, so it
     * proves nothing and anybody can write it; servers must refuse it (RFC 8725 section 3.1), and it is what tests
     * of that refusal and tutorials on the attack show. Holding one grants nothing a reader could not mint alone, so
     * it is no secret. A token that names a signing algorithm and lost its signature stays one: its claims were
     * issued by someone.
     */
    static boolean unsecured(String token) {
        if (!token.endsWith(".")) {
            return false;
        }
        byte[] header = MatchChecks.decodeBase64(token.substring(0, token.indexOf('.')));
        if (header == null) {
            return false;
        }
        String json = new String(header, StandardCharsets.UTF_8).replaceAll("\\s", "").toLowerCase(java.util.Locale.ROOT);
        return json.contains("\"alg\":\"none\"");
    }

    /**
     * A JWT wrapped once more in base64, as some configuration stores and Kubernetes values carry tokens:
     * {@code ZXlK} is base64 of {@code eyJ}. The value must decode to a JWT with a JSON header.
     */
    private static final Pattern JWT_SHAPE = Pattern.compile("eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]*");

    private static SecretRule encodedJwt() {
        return SecretRule.rule("encoded-jwt", "JSON Web Token inside base64", Precedence.FORMAT)
                .keywords("zxlk")
                .regex("(?P<secret>ZXlK[A-Za-z0-9+/]{60,}={0,2})")
                .check(MatchChecks.bounded("+/=").and(c -> {
                    byte[] raw = MatchChecks.decodeBase64(c.value());
                    if (raw == null) {
                        return false;
                    }
                    String token = new String(raw, StandardCharsets.UTF_8).strip();
                    int dot = token.indexOf('.');
                    if (!JWT_SHAPE.matches(token)) {
                        return false;
                    }
                    byte[] header = MatchChecks.decodeBase64(token.substring(0, dot));
                    String json = header == null ? "" : new String(header, StandardCharsets.UTF_8);
                    return json.startsWith("{") && (json.contains("\"alg\"") || json.contains("\"typ\""));
                }))
                .build();
    }

    /**
     * Documentation shows a token's header and claims with the signature left out: {@code eyJ….eyJ….<signature>},
     * {@code ….[signature]}, {@code ….{signature}}, {@code ….…} or {@code ....}. The token cannot be used (its
     * header names a signing algorithm). An empty signature before a space or a line's end stays a token
     * ({@code alg: none}).
     */
    private static boolean elidedSignature(Candidate c) {
        String token = c.value();
        int after = c.end();
        String text = c.text();
        if (!token.endsWith(".") || after >= text.length()) {
            return false;
        }
        char next = text.charAt(after);
        return next == '<' || next == '[' || next == '{' || next == '\u2026' || next == '.' || next == '*';
    }

    private static boolean jwtHeader(Candidate c) {
        String token = c.value();
        byte[] header = MatchChecks.decodeBase64(token.substring(0, token.indexOf('.')));
        if (header == null) {
            return false;
        }
        String json = new String(header, StandardCharsets.UTF_8);
        return json.startsWith("{") && (json.contains("\"alg\"") || json.contains("\"typ\"")) && !anonymousRole(token);
    }

    /**
     * A token whose claims grant the anonymous role ({@code "role":"anon"}): Supabase's anon key and PostgREST's
     * anonymous tokens, made to ship in browsers (what they may read is the database's row-level policies' business).
     * The service-role key ({@code "role":"service_role"}) stays a secret.
     */
    private static boolean anonymousRole(String token) {
        int first = token.indexOf('.');
        int second = token.indexOf('.', first + 1);
        if (second < 0) {
            return false;
        }
        byte[] claims = MatchChecks.decodeBase64(token.substring(first + 1, second));
        if (claims == null) {
            return false;
        }
        String json = new String(claims, StandardCharsets.UTF_8).replace(" ", "");
        return json.contains("\"role\":\"anon\"");
    }

    /**
     * A line of an htpasswd file, or Traefik's basicauth users with $ doubled for Compose: a user, a colon and the
     * password's hash (Apache MD5 {@code $apr1$}, {@code {SHA}}, bcrypt, SHA-crypt). The hash ends the entry, so an
     * /etc/shadow line (more fields after it) and a hash assigned in code (no user before it) stay out.
     */
    private static SecretRule htpasswdEntry() {
        String d = "\\$\\$?";
        return SecretRule.rule("htpasswd-entry", "htpasswd entry (user and password hash)", Precedence.FORMAT)
                .keywords("apr1$", "{sha}", "$2y$", "$2a$", "$2b$", "$5$", "$6$", "$y$")
                .regex("(?m:(?:^|[ \\t\"'=,])[A-Za-z0-9._@-]{1,64}:(?P<secret>" + d + "apr1" + d + "[./0-9A-Za-z]{1,8}" + d
                        + "[./0-9A-Za-z]{22}|\\{SHA\\}[A-Za-z0-9+/]{27}=|" + d + "2[aby]" + d + "[0-9]{2}" + d
                        + "[./A-Za-z0-9]{53}|" + d + "[56]" + d + "(?:rounds=[0-9]{1,9}" + d + ")?[./A-Za-z0-9]{1,16}" + d
                        + "[./A-Za-z0-9]{43,86}"
                        // yescrypt, the default of Debian 11, Ubuntu 22.04 and Fedora 35: $y$, parameters, salt, hash
                        + "|" + d + "y" + d + "[./A-Za-z0-9]{1,16}" + d + "[./A-Za-z0-9]{1,86}" + d + "[./A-Za-z0-9]{43})"
                        // An /etc/shadow line goes on with the password's ageing fields (days, or empty).
                        + "(?:[\"',]?[ \\t]*$|(?::[0-9]{0,6}){6,7}[ \\t]*$))")
                .check(MatchChecks.notFiller().and(MatchChecks.entropyAtLeast(3.0)))
                .build();
    }

    /** What says a password's hash is near: the crypt formats' markers, LDAP's schemes, and the words. */
    private static final MatchCheck NEAR_HASH = MatchChecks.near(1, "$apr1$", "$2y$", "$2a$", "$2b$", "$1$", "$5$", "$6$",
            "$y$", "{sha}", "{ssha}", "$argon2", "pbkdf2", "htpasswd", "passw", "hash", "shadow");

    /**
     * A password's hash written down with its plaintext beside it: "admin:$apr1$… (plaintext for the on-call sheet: …)",
     * "hash: $2b$… / cleartext: …", "Klartext: …". The word, a few words, a colon or equals sign, and the value, where
     * the line or the one above holds a hash or names a password; the value must look typed with care (a cipher's test
     * vector in hex, "plaintext: Hello world" do not).
     */
    private static SecretRule plaintextBesideHash() {
        return SecretRule.rule("plaintext-beside-hash", "A password's plaintext written beside its hash",
                        Precedence.CONTEXTUAL)
                .keywords("plaintext", "plain text", "plain-text", "cleartext", "clear text", "clear-text", "klartext",
                        "en clair", "texto plano", "texto claro", "in chiaro")
                .regex("(?i:plain[ -]?text|clear[ -]?text|klartext|en[ \\t]+clair|texto[ \\t]+(?:plano|claro)|in[ \\t]+chiaro)"
                        // a blank or the colon next: "ClearTextPassword", PLAINTEXT_PASSWORD are fields' names
                        + "(?:[ \\t][^\\n:=]{0,60}?)?[:=][ \\t]*[\"'`]?(?P<secret>[^\\s\"'`(),;<>]+[^\\s\"'`(),;<>.])")
                .check(NEAR_HASH.and(c -> GenericAssignmentRules.strongInProse(c.value())
                        && GenericAssignmentRules.passwordValue(c.value(), false, c.charAfter())))
                .build();
    }

    /**
     * The label of a software licence's key, in the languages shops and installers write to buyers; the labels of
     * Chinese, Japanese and Korean are left: their characters would take the keyword automaton past its classes.
     */
    private static final String[] LICENSE_LABELS = {"license key", "licence key", "license code", "licence code",
            "product key", "activation key", "activation code", "registration key", "registration code", "serial key",
            "cd key", "cd-key", "lizenzschl\u00fcssel", "lizenzschluessel", "produktschl\u00fcssel", "aktivierungsschl\u00fcssel",
            "cl\u00e9 de licence", "cl\u00e9 de produit", "cl\u00e9 d'activation", "clave de licencia", "clave de producto",
            "clave de activaci\u00f3n", "chave de licen\u00e7a", "chave do produto", "chave de ativa\u00e7\u00e3o",
            "chiave di licenza", "chiave del prodotto", "licentiesleutel", "productsleutel", "klucz licencyjny",
            "klucz produktu", "licen\u010dn\u00ed kl\u00ed\u010d", "lisans anahtar", "\u00fcr\u00fcn anahtar",
            "kh\u00f3a b\u1ea3n quy\u1ec1n", "kunci lisensi", "licensnyckel", "licensn\u00f8gle",
            "\u043b\u0438\u0446\u0435\u043d\u0437\u0438\u043e\u043d\u043d\u044b\u0439 \u043a\u043b\u044e\u0447", // лицензионный ключ
            "\u043a\u043b\u044e\u0447 \u0430\u043a\u0442\u0438\u0432\u0430\u0446\u0438\u0438", // ключ активации
            "\u043a\u043b\u044e\u0447 \u043f\u0440\u043e\u0434\u0443\u043a\u0442\u0430", // ключ продукта
            "begin license", "begin licence",
            // sec21: the labels of the languages and scripts that sell software under their own words (activation and
            // licence codes, product keys, serial numbers of software) — the key's shape below still decides the value
            "code d'activation", "code de licence", "c\u00f3digo de activaci\u00f3n", "c\u00f3digo de licencia",
            "c\u00f3digo de ativa\u00e7\u00e3o", "c\u00f3digo de licen\u00e7a", "codice di attivazione",
            "codice di licenza", "aktivierungscode", "lizenzcode", "activeringscode", "licentiecode", "kod aktywacyjny",
            "kod licencyjny", "klucz aktywacyjny", "aktiva\u010dn\u00ed k\u00f3d", "licen\u010dn\u00ed k\u00f3d",
            "licen\u010dn\u00fd k\u013e\u00fa\u010d", "aktiva\u010dn\u00fd k\u00f3d", "licenckulcs",
            "term\u00e9kkulcs", "aktiv\u00e1l\u00f3 k\u00f3d", "cheie de licen\u021b\u0103", "cod de activare",
            "aktivasyon kodu", "lisans kodu", "m\u00e3 k\u00edch ho\u1ea1t", "m\u00e3 b\u1ea3n quy\u1ec1n", "kode aktivasi",
            "kunci produk", "kod pengaktifan", "aktiveringskod", "produktnyckel", "aktiveringskode", "produktn\u00f8gle",
            "lisenssiavain", "aktivointikoodi", "tuoteavain",
            "\u043a\u043e\u0434 \u0430\u043a\u0442\u0438\u0432\u0430\u0446\u0438\u0438", // код активации
            "\u043a\u043b\u044e\u0447 \u0430\u043a\u0442\u0438\u0432\u0430\u0446\u0456\u0457", // ключ активації
            "\u043b\u0456\u0446\u0435\u043d\u0437\u0456\u0439\u043d\u0438\u0439 \u043a\u043b\u044e\u0447", // ліцензійний ключ
            "\u03ba\u03bb\u03b5\u03b9\u03b4\u03af \u03ac\u03b4\u03b5\u03b9\u03b1\u03c2", // κλειδί άδειας
            "\u03ba\u03bb\u03b5\u03b9\u03b4\u03af \u03c0\u03c1\u03bf\u03ca\u03cc\u03bd\u03c4\u03bf\u03c2", // κλειδί προϊόντος
            "\u05de\u05e4\u05ea\u05d7 \u05e8\u05d9\u05e9\u05d9\u05d5\u05df", // מפתח רישיון
            "\u05de\u05e4\u05ea\u05d7 \u05de\u05d5\u05e6\u05e8", // מפתח מוצר
            "\u05e7\u05d5\u05d3 \u05d4\u05e4\u05e2\u05dc\u05d4", // קוד הפעלה
            "\u0645\u0641\u062a\u0627\u062d \u0627\u0644\u062a\u0631\u062e\u064a\u0635", // مفتاح الترخيص
            "\u0645\u0641\u062a\u0627\u062d \u0627\u0644\u0645\u0646\u062a\u062c", // مفتاح المنتج
            "\u0631\u0645\u0632 \u0627\u0644\u062a\u0641\u0639\u064a\u0644", // رمز التفعيل
            "\u0643\u0648\u062f \u0627\u0644\u062a\u0641\u0639\u064a\u0644", // كود التفعيل
            "\u06a9\u0644\u06cc\u062f \u0644\u0627\u06cc\u0633\u0646\u0633", // کلید لایسنس
            "\u0932\u093e\u0907\u0938\u0947\u0902\u0938 \u0915\u0941\u0902\u091c\u0940", // लाइसेंस कुंजी
            "\u0909\u0924\u094d\u092a\u093e\u0926 \u0915\u0941\u0902\u091c\u0940", // उत्पाद कुंजी
            "\u0938\u0915\u094d\u0930\u093f\u092f\u0923 \u0915\u094b\u0921", // सक्रियण कोड
            "\u0e23\u0e2b\u0e31\u0e2a\u0e40\u0e1b\u0e34\u0e14\u0e43\u0e0a\u0e49\u0e07\u0e32\u0e19", // รหัสเปิดใช้งาน
            "\u0e04\u0e35\u0e22\u0e4c\u0e1c\u0e25\u0e34\u0e15\u0e20\u0e31\u0e13\u0e11\u0e4c", // คีย์ผลิตภัณฑ์
            "\u6388\u6743\u7801", "\u6388\u6b0a\u78bc", // 授权码 授權碼
            "\u6fc0\u6d3b\u7801", "\u6fc0\u6d3b\u78bc", // 激活码 激活碼
            "\u6ce8\u518c\u7801", "\u8a3b\u518a\u78bc", // 注册码 註冊碼
            "\u5e8f\u5217\u53f7", "\u5e8f\u5217\u865f", "\u5e8f\u865f", // 序列号 序列號 序號
            "\u4ea7\u54c1\u5bc6\u94a5", "\u7522\u54c1\u91d1\u9470", // 产品密钥 產品金鑰
            "\u30e9\u30a4\u30bb\u30f3\u30b9\u30ad\u30fc", // ライセンスキー
            "\u30d7\u30ed\u30c0\u30af\u30c8\u30ad\u30fc", // プロダクトキー
            "\u30b7\u30ea\u30a2\u30eb\u30ad\u30fc", "\u30b7\u30ea\u30a2\u30eb\u756a\u53f7", // シリアルキー シリアル番号
            "\u30a2\u30af\u30c6\u30a3\u30d9\u30fc\u30b7\u30e7\u30f3\u30b3\u30fc\u30c9", // アクティベーションコード
            "\ub77c\uc774\uc120\uc2a4 \ud0a4", "\ub77c\uc774\uc13c\uc2a4 \ud0a4", // 라이선스 키 라이센스 키
            "\uc81c\ud488 \ud0a4", "\uc2dc\ub9ac\uc5bc \ubc88\ud638", "\ud65c\uc131\ud654 \ucf54\ub4dc"}; // 제품 키 시리얼 번호 활성화 코드

    /**
     * A software licence's key given to its buyer: under its label (on its line or the two below), four to eight
     * groups of four to six capitals and digits joined by dashes ("H84XM-UBQD7-…"), letters and digits mixed; or the
     * body of a "BEGIN LICENSE" block (Sublime Text's: lines of eight hex digits; others' eight capitals or digits). Published keys are not secrets:
     * Microsoft's generic volume and KMS client keys, a vendor's trial and example keys, stand-ins of X's, say so
     * on their line or the one above ({@link #PUBLISHED_KEY}). Generic, and last in the catalogue: generic-named-key
     * keeps "LICENSE KEY: …" where both read it.
     */
    /**
     * The marks around a licence block's BEGIN and END words, as vendors and the people who paste them write them:
     * dashes ({@code ----- BEGIN LICENSE -----}), em or en dashes, equals signs, asterisks, tildes or hashes, or none.
     */
    private static final String LICENSE_FENCE = "(?:[-\u2014\u2013=*~#]{2,}[ \\t]*)?";

    /**
     * A line of a licence block that holds its signed key: groups of eight capitals or digits (Sublime Text's), or one
     * unbroken run of 32 or more base64, hex or base64url characters. A licence's prose (words with spaces) has none.
     */
    private static final String LICENSE_BODY_LINE = "[ \\t]*(?:[0-9A-Z]{8}(?:[ \\t]+[0-9A-Z]{8}){2,}"
            + "|[A-Za-z0-9+/=_-]{32,})[ \\t]*";

    static SecretRule licenseKey() {
        return SecretRule.rule("license-key", "Software licence key under its label, or a licence block's body",
                        Precedence.GENERIC)
                .keywords(LICENSE_LABELS)
                .linesAfter(10)
                .regex("(?i:" + String.join("|", LICENSE_LABELS).replace(" ", "[ \\t]?") + ")"
                        + "[^\\n]{0,80}?(?:\\n[^\\n]{0,80}?){0,2}?(?:^|[^A-Za-z0-9-])"
                        + "(?P<secret>[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7})(?:[^A-Za-z0-9-]|$)"
                        + "|" + LICENSE_FENCE + "BEGIN[ \\t]+LICEN[CS]E[ \\t]*" + LICENSE_FENCE + "\\n(?P<secret2>(?:[^\\n]*\\n){0,5}?"
                        + "(?:" + LICENSE_BODY_LINE + "\\n)+(?:[^\\n]*\\n){0,3}?)[ \\t]*" + LICENSE_FENCE
                        + "END[ \\t]+LICEN[CS]E")
                .check(c -> !PUBLISHED_KEY.accept(c) && (c.groupStart("secret2") >= 0 ? licenseBlockSigned(c.value())
                        : licenseKeyShaped(c.value())))
                .build();
    }

    /**
     * A licence's key handed to a program under a name that says licence: assigned ({@code AG_GRID_LICENSE_KEY=…},
     * {@code "intelephense.licenceKey": "…"}, {@code license_key: …}) or passed to the call that registers it
     * ({@code registerLicense('…')}, {@code setLicenseKey("…")}). Vendors' formats are many (base64 blobs, signed
     * strings with the buyer's name, fifteen capitals); what they share is the name and a generated value: letters and
     * two digits, fifteen characters or more, no link, path, file or version. A licence's name, type, file, URL, id or
     * count is no key ({@link #LICENSE_NOT_KEY}).
     */
    static SecretRule licenseKeyAssigned() {
        return SecretRule.rule("license-key-assigned", "Software licence key assigned or registered under a licence's name",
                        Precedence.GENERIC)
                .keywords("license", "licence")
                .regex("(?i:licen[cs]e)(?P<name>[A-Za-z_.-]{0,16})[\"']?[ \\t]*(?:=>|[:=(>])[ \\t]*[\"'`]?"
                        + "(?P<secret>[^\\s\"'`<>;)]{15,200})")
                .check(c -> !PUBLISHED_KEY.accept(c) && licenseName(c.group("name")) && generatedLicense(c.value()))
                .build();
    }

    /**
     * A licence block's body holds a generated key: a line of it ({@link #LICENSE_BODY_LINE}) with letters and digits
     * and 3.5 bits a character, not one character repeated or a run of X's (a template's).
     */
    private static boolean licenseBlockSigned(String body) {
        for (String line : body.split("\n")) {
            String run = line.strip().replace(" ", "").replace("\t", "");
            if (run.length() >= 24 && Entropy.characterClasses(run) >= 2 && Entropy.shannon(run) >= 3.5) {
                return true;
            }
        }
        return false;
    }

    /** The parts of a licence's field name that make its value something else than its key. */
    private static final com.google.re2j.Pattern LICENSE_NOT_KEY = com.google.re2j.Pattern.compile(
            "(?i)(?:s|d|e|es|ed|ee|ees)$|id|url|uri|file|path|type|name|version|year|date|count|expir|holder|owner"
                    + "|server|host|info|text|link|model|mode|plan|tier|status|agreement|terms|expression|ref|spdx|header"
                    + "|notice|comment");

    /** A version's dotted digits: an SPDX licence's ("GPL-3.0-or-later", "CC-BY-SA-4.0"), never a key's. */
    private static final com.google.re2j.Pattern DOTTED_VERSION = com.google.re2j.Pattern.compile("[0-9]\\.[0-9]");

    private static boolean licenseName(String name) {
        String part = name.replaceAll("^[_.-]+", "");
        return part.isEmpty() || !LICENSE_NOT_KEY.matcher(part).lookingAt();
    }

    /**
     * A generated licence value: letters and at least two digits, 3.3 bits a character, no link, path, file, version or
     * SPDX licence reference.
     */
    private static boolean generatedLicense(String value) {
        long digits = value.chars().filter(Character::isDigit).count();
        long letters = value.chars().filter(Character::isLetter).count();
        return digits >= 2 && letters >= 4 && !value.contains("://") && !value.startsWith(".")
                && !value.startsWith("LicenseRef-") && !value.startsWith("SPDX") && !DOTTED_VERSION.matcher(value).find()
                && !value.matches(".*\\.[A-Za-z]{2,4}") && !value.matches("[0-9.]+(?:[-+].*)?")
                && Entropy.shannon(value) >= 3.3 && !Placeholders.isPlaceholderValue(value)
                && !Placeholders.isReference(value);
    }

    /** What says a licence key is published: a generic, volume, KMS, trial, demo or example key. */
    private static final MatchCheck PUBLISHED_KEY = MatchChecks.near(1, "kms", "gvlk", "generic", "volume", "trial",
            "demo", "example", "sample", "beispiel", "exemple", "ejemplo", "test key", "evaluation", "looks like", "format",
            "such as", "e.g.");

    /** Each character the one after the one before ("12345", "ABCDE"): a stand-in. */
    private static boolean ascending(String group) {
        for (int i = 1; i < group.length(); i++) {
            if (group.charAt(i) != group.charAt(i - 1) + 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * Groups that mix letters and digits, at least ten distinct characters, no group a stand-in (one or two characters
     * over, a run) and none repeated.
     */
    private static boolean licenseKeyShaped(String value) {
        boolean letter = false;
        boolean digit = false;
        for (int i = 0; i < value.length(); i++) {
            letter |= Character.isLetter(value.charAt(i));
            digit |= Character.isDigit(value.charAt(i));
        }
        String[] groups = value.split("-");
        for (String group : groups) {
            if (group.chars().distinct().count() <= 2 || ascending(group)) {
                return false;
            }
        }
        if (java.util.Arrays.stream(groups).distinct().count() < groups.length) {
            return false; // a group repeated: a pattern shown, not a key issued ("12345-ABCDE-12345-ABCDE-…")
        }
        return letter && digit && value.replace("-", "").chars().distinct().count() >= 10;
    }

    /**
     * The secret a JWT library is handed literally to sign or verify HMAC tokens: {@code jwt.sign(payload, '…')} (the
     * payload may be an object literal with commas: {@code jwt.sign({ sub: id, role }, '…')}),
     * {@code jwt.encode(claims, "…", algorithm=…)}, {@code Algorithm.HMAC256("…")}, {@code Keys.hmacShaKeyFor("…")},
     * {@code signWith(HS256, "…")}, Go's {@code SignedString([]byte("…"))}. The value must look generated
     * ("secret", "changeme" and references to the environment stay out).
     */
    private static SecretRule jwtSigningSecret() {
        return SecretRule.vendor("jwt-signing-secret", "Secret a JWT library signs or verifies with")
                .keywords("jwt", "hmac256", "hmac384", "hmac512", "hmacshakeyfor", "signwith", "signedstring")
                .regex("(?:(?i:jwt)\\.(?:sign|encode|decode|verify)\\((?:[ \\t]*\\{[^{}\\n]{0,200}\\}[ \\t]*|[^,\\n]{1,80}),[ \\t]*"
                        + "|Algorithm\\.HMAC(?:256|384|512)\\([ \\t]*|hmacShaKeyFor\\([ \\t]*"
                        + "|signWith\\([^,\\n]{0,60},[ \\t]*|SignedString\\(\\[\\]byte\\()[\"'`]"
                        + "(?P<secret>[A-Za-z0-9_+/=.-]{16,200})[\"'`]"
                        // Spring's jwt.secret and the like often hold a passphrase in base64, which the generic rules
                        // take for encoded text: under a JWT secret's name it is the secret.
                        + "|(?i:jwt[A-Za-z0-9_.-]{0,20}(?:secret|signing[_.-]?key|hmac[_.-]?key))" + RuleFragments.ASSIGN
                        + "(?P<secret2>[A-Za-z0-9+/]{32,200}={0,2})")
                .check(MatchChecks.notPlaceholder().and(c -> c.groupStart("secret2") < 0
                        ? GenericAssignmentRules.looksGenerated(c.value()) : encodesPassphrase(c.value())))
                .build();
    }

    /** Base64 of at least 24 printable ASCII characters: a passphrase written down encoded. */
    private static boolean encodesPassphrase(String value) {
        byte[] bytes = MatchChecks.decodeBase64(value);
        if (bytes == null || bytes.length < 24) {
            return false;
        }
        for (byte b : bytes) {
            if (b < 0x21 || b > 0x7e) {
                return false;
            }
        }
        return true;
    }
}
