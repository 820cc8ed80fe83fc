package dev.albert.api.mcp;

/** Where a tool argument goes in the REST call it becomes. */
public enum Placement {
    /** A field of the JSON body; {@link ToolParameter#bodyPath()} says which (nested objects allowed). */
    BODY,
    /** A {@code {name}} segment of the route's path. */
    PATH,
    /** A query parameter of the same name. */
    QUERY
}
