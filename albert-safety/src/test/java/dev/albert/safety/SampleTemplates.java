package dev.albert.safety;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Random;

/**
 * Expands sample templates into synthetic credentials, so no credential-shaped string is stored in
 * the repository and every sample secret is freshly generated (deterministically, from a seed).
 *
 * <p>Syntax: {@code ⟪kind:length⟫}, innermost first, so templates nest
 * ({@code ⟪b64of:deploy:⟪alnum:16⟫⟫}). Kinds: alnum, alpha, lower, upper, hex, HEX, digits, b64,
 * b64url, base32, lowernum, uppernum, bech32; gh (30 random base62 + CRC32 checksum), jwt, jwt-none,
 * django:N (Django's SECRET_KEY alphabet), discord (a bot token whose first part encodes an 18-digit id),
 * pem:N (N lines of base64, real newlines), pem-esc:N (escaped \n), b64of:TEXT, uuid, bip39:N and bip39n:N (N
 * words of BIP-39's English list, bare or numbered from the second on). After expansion,
 * escapes are decoded: {@code \n}, {@code \r}, {@code \t}, {@code \\}, {@code \\uXXXX}, {@code \U{XXXXX}}.
 */
public final class SampleTemplates {
    private static final String OPEN = "\u27EA";
    private static final String CLOSE = "\u27EB";
    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String DIGITS = "0123456789";

    private final Random random;

    public SampleTemplates(Random random) {
        this.random = random;
    }

    public String expand(String template) {
        String s = template;
        while (true) {
            int close = s.indexOf(CLOSE);
            if (close < 0) {
                break;
            }
            int open = s.lastIndexOf(OPEN, close);
            if (open < 0) {
                throw new IllegalArgumentException("unbalanced template: " + template);
            }
            String spec = s.substring(open + 1, close);
            s = s.substring(0, open) + generate(spec) + s.substring(close + 1);
        }
        return unescape(s);
    }

    private String generate(String spec) {
        int colon = spec.indexOf(':');
        String kind = colon < 0 ? spec : spec.substring(0, colon);
        String arg = colon < 0 ? "" : spec.substring(colon + 1);
        return switch (kind) {
            case "alnum" -> pick(UPPER + LOWER + DIGITS, arg);
            case "alpha" -> pick(UPPER + LOWER, arg);
            case "lower" -> pick(LOWER, arg);
            case "upper" -> pick(UPPER, arg);
            case "hex" -> pick("0123456789abcdef", arg);
            case "HEX" -> pick("0123456789ABCDEF", arg);
            case "digits" -> pick(DIGITS, arg);
            case "b64" -> pick(UPPER + LOWER + DIGITS + "+/", arg);
            case "b64url" -> pick(UPPER + LOWER + DIGITS + "-_", arg);
            case "base32" -> pick(UPPER + "234567", arg);
            case "lowernum" -> pick(LOWER + DIGITS, arg);
            case "uppernum" -> pick(UPPER + DIGITS, arg);
            case "bech32" -> pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", arg);
            case "django" -> pick(LOWER + DIGITS + "!@#$%^&*(-_=+)", arg);
            case "discord" -> discordToken();
            case "bip39" -> seedWords(Integer.parseInt(arg), false);
            case "bip39n" -> seedWords(Integer.parseInt(arg), true);
            case "gh" -> githubBody();
            case "jwt" -> jwt(true);
            case "jwt-none" -> jwt(false);
            case "pem" -> pem(Integer.parseInt(arg), "\n");
            case "pem-esc" -> pem(Integer.parseInt(arg), "\\\\n");
            case "b64of" -> Base64.getEncoder().encodeToString(unescape(arg).getBytes(StandardCharsets.UTF_8));
            case "uuid" -> pick("0123456789abcdef", "8") + "-" + pick("0123456789abcdef", "4") + "-4"
                    + pick("0123456789abcdef", "3") + "-a" + pick("0123456789abcdef", "3") + "-"
                    + pick("0123456789abcdef", "12");
            default -> throw new IllegalArgumentException("unknown template kind: " + kind);
        };
    }

    /** A Discord bot token: base64 of the numeric bot id, a 6-character timestamp and a 38-character HMAC. */
    public String discordToken() {
        String id = "1" + pick(DIGITS, "17");
        String encoded = Base64.getEncoder().withoutPadding().encodeToString(id.getBytes(StandardCharsets.US_ASCII));
        return encoded + "." + pick(UPPER + LOWER + DIGITS + "-_", "6") + "." + pick(UPPER + LOWER + DIGITS + "-_", "38");
    }

    /** 30 random base62 characters and their checksum: a well-formed GitHub/npm token body. */
    public String githubBody() {
        String random30 = pick(UPPER + LOWER + DIGITS, "30");
        return random30 + Base62Checksum.of(random30);
    }

    /** {@code n} words drawn from BIP-39's English list (the scanner's resource), numbered "2. …" on when asked. */
    private String seedWords(int n, boolean numbered) {
        List<String> words = bip39();
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                out.append(' ');
            }
            if (numbered && k > 0) {
                out.append(k + 1).append(". "); // the first number is the sample's own, outside the marked span
            }
            out.append(words.get(random.nextInt(words.size())));
        }
        return out.toString();
    }

    private static List<String> bip39() {
        try (java.io.InputStream in = SampleTemplates.class.getResourceAsStream("/dev/albert/safety/bip39-english.txt")) {
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip().split("\n"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private String jwt(boolean signed) {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        String header = b64.encodeToString("{\"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String payload = b64.encodeToString(("{\"sub\":\"" + pick(LOWER + DIGITS, "12") + "\",\"iat\":"
                + pick(DIGITS, "10") + ",\"scope\":\"" + pick(LOWER, "8") + "\"}").getBytes(StandardCharsets.UTF_8));
        return header + "." + payload + "." + (signed ? pick(UPPER + LOWER + DIGITS + "-_", "43") : "");
    }

    private String pem(int lines, String newline) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            if (i > 0) {
                out.append(newline);
            }
            out.append(pick(UPPER + LOWER + DIGITS + "+/", "64"));
        }
        return out.toString();
    }

    public String pick(String alphabet, String length) {
        int n = Integer.parseInt(length);
        StringBuilder out = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }

    /** Decodes the escapes of a sample line (see class comment). */
    static String unescape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                out.append(c);
                continue;
            }
            char e = s.charAt(++i);
            switch (e) {
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case '\\' -> out.append('\\');
                case 'u' -> {
                    out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                case 'U' -> {
                    int end = s.indexOf('}', i);
                    out.appendCodePoint(Integer.parseInt(s.substring(i + 2, end), 16));
                    i = end;
                }
                default -> out.append('\\').append(e);
            }
        }
        return out.toString();
    }
}
