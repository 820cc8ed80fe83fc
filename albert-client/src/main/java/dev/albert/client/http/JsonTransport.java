package dev.albert.client.http;

/**
 * Which transport sends a client's plain JSON calls. {@link #URL_CONNECTION} is the default: a start-up measured
 * cheapest on this project's machine (docs/cli-startup.md). {@link #OKHTTP} exists so that tests run every call
 * against both, and for programs that already hold OkHttp warm. Calls the first cannot send ({@code PATCH}) and the
 * streamed calls always go over OkHttp.
 */
public enum JsonTransport {
    URL_CONNECTION,
    OKHTTP
}
