package dev.albert.api;

/**
 * The build's version, written into this class by Maven from its template (albert-api/pom.xml,
 * src/main/java-templates): a constant, where a resource would be looked up on the class path, and the first
 * lookup of a run opens the jars one by one until it is found (docs/cli-startup.md).
 */
final class ToolkitBuild {
    static final String VERSION = "${project.version}";

    private ToolkitBuild() {
    }
}
