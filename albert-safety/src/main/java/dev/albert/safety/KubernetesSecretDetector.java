package dev.albert.safety;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

import java.nio.charset.StandardCharsets;

/**
 * Values under {@code data:} and {@code stringData:} of Kubernetes {@code Secret} manifests, in YAML
 * (also multi-document, and block scalars) and JSON. A regular expression cannot tell which mapping a
 * value belongs to, so YAML is walked line by line by indentation; JSON objects are found with RE2.
 * {@code data} values must be base64 and decode to something that is not a placeholder.
 */
final class KubernetesSecretDetector implements SecretDetector {
    private static final Pattern JSON_KIND = Pattern.compile("\"kind\"[ \\t]*:[ \\t]*\"Secret\"");
    private static final Pattern JSON_DATA = Pattern.compile("\"(data|stringData)\"[ \\t]*:[ \\t]*\\{(?P<body>[^{}]*)\\}");
    private static final Pattern JSON_PAIR = Pattern.compile("\"[^\"\\\\]{1,253}\"[ \\t\\r\\n]*:[ \\t\\r\\n]*\"(?P<value>[^\"\\\\]*)\"");

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        detectYaml(text, from, to, sink);
        detectJson(text, from, to, sink);
    }

    private static void detectYaml(String text, int from, int to, SpanSink sink) {
        int documentStart = from;
        boolean isSecret = false;
        // First pass per document: is it a Secret? Second pass: report its data values.
        int lineStart = from;
        while (lineStart <= to) {
            int lineEnd = endOfLine(text, lineStart, to);
            String line = text.substring(lineStart, lineEnd);
            boolean separator = line.startsWith("---");
            boolean last = lineEnd >= to;
            if (isKindSecret(line)) {
                isSecret = true;
            }
            if (separator || last) {
                if (isSecret) {
                    reportYamlData(text, documentStart, last ? to : lineStart, sink);
                }
                documentStart = lineEnd + 1;
                isSecret = false;
            }
            if (last) {
                break;
            }
            lineStart = lineEnd + 1;
        }
    }

    private static boolean isKindSecret(String line) {
        String t = line.strip();
        if (t.startsWith("- ")) {
            t = t.substring(2).strip();
        }
        return t.equals("kind: Secret") || t.equals("kind: \"Secret\"") || t.equals("kind: 'Secret'")
                || t.startsWith("kind: Secret #");
    }

    private static void reportYamlData(String text, int from, int to, SpanSink sink) {
        int dataIndent = -1;
        boolean base64 = false;
        int lineStart = from;
        while (lineStart < to) {
            int lineEnd = endOfLine(text, lineStart, to);
            String line = text.substring(lineStart, lineEnd);
            int indent = indentOf(line);
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                lineStart = lineEnd + 1;
                continue;
            }
            if (dataIndent >= 0 && indent <= dataIndent) {
                dataIndent = -1;
            }
            if (dataIndent < 0) {
                if (t.equals("data:") || t.equals("stringData:")) {
                    dataIndent = indent;
                    base64 = t.equals("data:");
                }
                lineStart = lineEnd + 1;
                continue;
            }
            int colon = t.indexOf(':');
            if (colon <= 0 || t.substring(0, colon).endsWith(".crt")) {
                // Certificates are public; a Secret's tls.key is reported, its tls.crt is not.
                lineStart = lineEnd + 1;
                continue;
            }
            int valueStart = lineStart + indent + colon + 1;
            while (valueStart < lineEnd && (text.charAt(valueStart) == ' ' || text.charAt(valueStart) == '\t')) {
                valueStart++;
            }
            int valueEnd = lineEnd;
            while (valueEnd > valueStart && Character.isWhitespace(text.charAt(valueEnd - 1))) {
                valueEnd--;
            }
            String value = text.substring(valueStart, valueEnd);
            if (value.equals("|") || value.equals(">") || value.equals("|-") || value.equals(">-")) {
                // Block scalar: the value is every following line indented deeper than its key.
                int blockStart = lineEnd + 1;
                int blockEnd = blockStart;
                int scan = blockStart;
                while (scan < to) {
                    int e = endOfLine(text, scan, to);
                    String l = text.substring(scan, e);
                    if (!l.isBlank() && indentOf(l) <= indent) {
                        break;
                    }
                    blockEnd = e;
                    scan = e + 1;
                }
                int s = blockStart;
                while (s < blockEnd && Character.isWhitespace(text.charAt(s))) {
                    s++;
                }
                if (blockEnd > s && isSecretValue(text.substring(s, blockEnd).strip(), base64)) {
                    sink.accept(s, blockEnd);
                }
                lineStart = Math.max(scan, lineEnd + 1);
                continue;
            }
            if (value.length() >= 2 && (value.charAt(0) == '"' || value.charAt(0) == '\'')
                    && value.charAt(value.length() - 1) == value.charAt(0)) {
                valueStart++;
                valueEnd--;
                value = value.substring(1, value.length() - 1);
            }
            if (isSecretValue(value, base64)) {
                sink.accept(valueStart, valueEnd);
            }
            lineStart = lineEnd + 1;
        }
    }

    private static void detectJson(String text, int from, int to, SpanSink sink) {
        String region = text.substring(from, to);
        if (!JSON_KIND.matcher(region).find()) {
            return;
        }
        Matcher data = JSON_DATA.matcher(region);
        while (data.find()) {
            boolean base64 = data.group(1).equals("data");
            int bodyStart = data.start("body");
            Matcher pair = JSON_PAIR.matcher(data.group("body"));
            while (pair.find()) {
                String value = pair.group("value");
                if (isSecretValue(value, base64)) {
                    int s = from + bodyStart + pair.start("value");
                    sink.accept(s, s + value.length());
                }
            }
        }
    }

    private static boolean isSecretValue(String value, boolean base64) {
        if (value.isEmpty() || Placeholders.isReference(value)) {
            return false;
        }
        if (!base64) {
            return !isPlaceholder(value);
        }
        byte[] decoded = MatchChecks.decodeBase64(value.replace("\n", "").replace(" ", ""));
        if (decoded == null || decoded.length == 0) {
            return false;
        }
        return !isPlaceholder(new String(decoded, StandardCharsets.UTF_8).strip());
    }

    /**
     * A Secret's value is a stand-in when it is one as a password would be ({@code SuperSecret123!} is somebody's
     * password, {@code secret} is not). A whole file held in the Secret (a .dockerconfigjson, a service account's
     * key.json, a config file) is judged by its filler only: its braces and words are its format.
     */
    private static boolean isPlaceholder(String plain) {
        boolean document = plain.length() >= 24 && (plain.startsWith("{") || plain.startsWith("[") || plain.indexOf('\n') >= 0);
        return document ? Placeholders.isFiller(plain) : Placeholders.isPlaceholderPassword(plain);
    }

    private static int endOfLine(String text, int from, int to) {
        int nl = text.indexOf('\n', from);
        return nl < 0 || nl > to ? to : nl;
    }

    private static int indentOf(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }
}
