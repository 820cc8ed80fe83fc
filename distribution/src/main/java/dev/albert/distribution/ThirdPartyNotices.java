package dev.albert.distribution;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * THIRD-PARTY-NOTICES of the archive, generated from what lib/ actually holds: for every jar that is not the
 * toolkit's own, its Maven coordinates and the licenses its POM (or the nearest parent POM that names one)
 * declares.
 *
 * <pre>
 *   ThirdPartyNotices &lt;lib dir&gt; &lt;dependency:list output&gt; &lt;local Maven repository&gt; &lt;out file&gt;
 * </pre>
 *
 * The dependency list maps artifact ids to group ids; the version comes from the jar's file name (the build
 * copies jars as {@code artifactId-version.jar}), so two versions of one library are both listed. A jar whose
 * license cannot be found fails the build: the notices never silently leave a library out.
 */
public final class ThirdPartyNotices {
    private static final String OWN_GROUP = "dev.albert";

    private ThirdPartyNotices() {
    }

    record Library(String group, String artifact, String version, String name, List<String> licenses) {
    }

    public static void main(String[] args) throws Exception {
        Path lib = Path.of(args[0]);
        Map<String, String> groups = groups(Files.readAllLines(Path.of(args[1])));
        Path repository = Path.of(args[2]);
        List<Library> libraries = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        List<Path> jars;
        try (Stream<Path> files = Files.list(lib)) {
            jars = files.filter(f -> f.toString().endsWith(".jar")).sorted().toList();
        }
        for (Path jar : jars) {
            String file = jar.getFileName().toString();
            String artifact = artifactOf(file, groups);
            if (artifact == null) {
                if (!isOwnModuleJar(file, lib)) {
                    unknown.add(file + " (not in the dependency list)");
                }
                continue;
            }
            String group = groups.get(artifact);
            if (group.equals(OWN_GROUP)) {
                continue;
            }
            String version = file.substring(artifact.length() + 1, file.length() - ".jar".length());
            Library library = describe(repository, group, artifact, version);
            if (library.licenses().isEmpty()) {
                unknown.add(file + " (no license in its POM or its parents)");
            }
            libraries.add(library);
        }
        if (!unknown.isEmpty()) {
            throw new IllegalStateException("third-party notices: no license found for " + String.join(", ", unknown));
        }
        StringBuilder text = new StringBuilder("""
                Third-party software in the Albert toolkit
                ==========================================

                lib/ holds these libraries, each under its own license (as its Maven POM declares it). Where a
                jar carries license or notice files, they are in its META-INF directory.

                """);
        for (Library library : libraries) {
            text.append(library.group()).append(':').append(library.artifact()).append(':').append(library.version());
            if (library.name() != null && !library.name().isBlank() && !library.name().contains("${")) {
                text.append(" (").append(library.name().strip().replaceAll("\\s+", " ")).append(')');
            }
            text.append('\n');
            for (String license : library.licenses()) {
                text.append("    ").append(license).append('\n');
            }
        }
        Files.writeString(Path.of(args[3]), text);
    }

    /** Lines like {@code    com.fasterxml.jackson.core:jackson-core:jar:2.23.0:compile} (dependency:list). */
    static Map<String, String> groups(List<String> lines) {
        Map<String, String> groups = new HashMap<>();
        for (String line : lines) {
            String[] words = line.strip().split("\\s+");
            String[] parts = words.length == 0 ? new String[0] : words[0].split(":");
            if (parts.length >= 5 && !parts[0].isEmpty()) {
                groups.putIfAbsent(parts[1], parts[0]);
            }
        }
        return groups;
    }

    /** The longest known artifact id the file name starts with, followed by {@code -<digit>}. */
    static String artifactOf(String file, Map<String, String> groups) {
        String best = null;
        for (String artifact : groups.keySet()) {
            if (file.startsWith(artifact + "-") && file.length() > artifact.length() + 1
                    && Character.isDigit(file.charAt(artifact.length() + 1))
                    && (best == null || artifact.length() > best.length())) {
                best = artifact;
            }
        }
        return best;
    }

    /** The executables' own jars ({@code <module>.jar}, listed by a {@code <module>.classpath}). */
    private static boolean isOwnModuleJar(String file, Path lib) {
        return Files.isRegularFile(lib.resolve(file.replace(".jar", ".classpath")));
    }

    private static Library describe(Path repository, String group, String artifact, String version) throws Exception {
        String name = null;
        String g = group;
        String a = artifact;
        String v = version;
        for (int depth = 0; depth < 10 && g != null; depth++) {
            Path pom = repository.resolve(g.replace('.', '/')).resolve(a).resolve(v).resolve(a + "-" + v + ".pom");
            if (!Files.isRegularFile(pom)) {
                break;
            }
            Element project = parse(pom);
            if (name == null) {
                name = text(project, "name");
            }
            List<String> licenses = licenses(project);
            if (!licenses.isEmpty()) {
                return new Library(group, artifact, version, name, licenses);
            }
            Element parent = child(project, "parent");
            if (parent == null) {
                break;
            }
            g = text(parent, "groupId");
            a = text(parent, "artifactId");
            v = text(parent, "version");
        }
        return new Library(group, artifact, version, name, List.of());
    }

    private static Element parse(Path pom) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setExpandEntityReferences(false);
        Document document = factory.newDocumentBuilder().parse(pom.toFile());
        return document.getDocumentElement();
    }

    private static List<String> licenses(Element project) {
        List<String> out = new ArrayList<>();
        Element licenses = child(project, "licenses");
        if (licenses == null) {
            return out;
        }
        NodeList nodes = licenses.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element license && license.getTagName().equals("license")) {
                String name = text(license, "name");
                String url = text(license, "url");
                String line = (name == null ? "" : name.strip()) + (url == null ? "" : " <" + url.strip() + ">");
                if (!line.isBlank()) {
                    out.add(line.strip());
                }
            }
        }
        return out;
    }

    private static Element child(Element parent, String tag) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(tag)) {
                return element;
            }
        }
        return null;
    }

    private static String text(Element parent, String tag) {
        Element element = child(parent, tag);
        return element == null ? null : element.getTextContent();
    }
}
