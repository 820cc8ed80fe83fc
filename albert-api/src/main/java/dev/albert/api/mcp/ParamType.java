package dev.albert.api.mcp;

/** The JSON type of a tool argument, as its input schema names it. */
public enum ParamType {
    STRING("string"),
    INTEGER("integer"),
    NUMBER("number"),
    BOOLEAN("boolean"),
    OBJECT("object");

    private final String schemaName;

    ParamType(String schemaName) {
        this.schemaName = schemaName;
    }

    /** The JSON Schema {@code type} keyword's value. */
    public String schemaName() {
        return schemaName;
    }
}
