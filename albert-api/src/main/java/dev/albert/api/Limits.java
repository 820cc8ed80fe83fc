package dev.albert.api;

/** Field limits and defaults of the Albert v1 contract (§3), in one place for both sides. */
public final class Limits {
    private Limits() {
    }

    public static final int REF_MAX = 300;
    public static final int EPISODE_CONTENT_MAX = 2_000_000;
    public static final int SOURCE_TYPE_MAX = 64;
    public static final int SOURCE_URI_MAX = 1000;
    public static final int SUBJECT_MAX = 500;
    public static final int MEMORY_CONTENT_MAX = 200_000;
    public static final int MEMORY_TYPE_MAX = 64;
    public static final int QUERY_MAX = 10_000;
    public static final int SEARCH_LIMIT_DEFAULT = 10;
    public static final int SEARCH_LIMIT_MAX = 100;
    public static final int CONTEXT_CHARS_DEFAULT = 12_000;
    public static final int CONTEXT_CHARS_MIN = 500;
    public static final int CONTEXT_CHARS_MAX = 200_000;
    public static final int GRAPH_QUERY_MAX = 1000;
    public static final int GRAPH_HOPS_DEFAULT = 2;
    public static final int GRAPH_HOPS_MAX = 5;
    public static final int GRAPH_LIMIT_DEFAULT = 50;
    public static final int GRAPH_LIMIT_MAX = 200;
    public static final int RELATION_TYPE_MAX = 100;
    public static final int ENTITY_NAME_MAX = 500;
    public static final int ENTITY_TYPE_MAX = 100;
    public static final int ENTITY_DESCRIPTION_MAX = 10_000;
    public static final int TASK_ID_MAX = 300;
    public static final int WORKING_DESCRIPTION_MAX = 50_000;
    public static final int RESOURCE_TYPE_MAX = 100;
    public static final int RESOURCE_REF_MAX = 500;
    public static final int WORKING_EXPIRES_DEFAULT = 7200;
    public static final int WORKING_EXPIRES_MIN = 60;
    public static final int WORKING_EXPIRES_MAX = 604_800;
    public static final int CONSOLIDATION_NOTES_MAX = 100_000;
    public static final int LOCK_TTL_DEFAULT = 900;
    public static final int LOCK_TTL_MIN = 10;
    public static final int LOCK_TTL_MAX = 86_400;
    public static final int LOCK_TOKEN_MIN = 20;
    public static final double RRF_K = 60;
    public static final int CHUNK_CHARACTERS = 1500;
    public static final int CHUNK_OVERLAP_CHARACTERS = 200;
    public static final int MAX_CHUNKS_PER_MEMORY = 200;
    public static final double MIN_VECTOR_SIMILARITY = 0.2;
    public static final int EMBEDDING_DIMENSIONS = 384;

    // Extensions
    public static final int NAME_MAX = 200;
    public static final int LIST_LIMIT_DEFAULT = 50;
    public static final int LIST_LIMIT_MIN = 1;
    public static final int LIST_LIMIT_MAX = 200;
    public static final int LINK_EXPIRES_DEFAULT = 900;
    public static final int LINK_EXPIRES_MIN = 60;
    public static final int LINK_EXPIRES_MAX = 86_400;
    public static final int KEY_EXPIRES_MIN = 60;
    public static final int KEY_EXPIRES_MAX = 315_360_000;
    public static final int INVALIDATE_REASON_MAX = 1000;
    public static final int REVIEW_NOTE_MAX = 1000;
    /** Client JSON objects (metadata, progress): keys at every level, nesting levels, characters of keys and values. */
    public static final int OBJECT_KEYS_MAX = 1000;
    public static final int OBJECT_DEPTH_MAX = 16;
    public static final int OBJECT_CHARS_MAX = 262_144;
}
