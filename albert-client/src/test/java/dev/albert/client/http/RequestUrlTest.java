package dev.albert.client.http;

import okhttp3.HttpUrl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The URLs the JSON transport sends are byte for byte the ones OkHttp's HttpUrl built before it. */
class RequestUrlTest {
    @ParameterizedTest
    @ValueSource(strings = {"plain", "with space", "a/b?c#d", "100%", "a+b=c&d", "Müller 日本", "😀", "2026-12-01T10:00:00Z",
            "!$&'()*,;=:@[]~", "\"<>^`{|}\\", "tab\there", ""})
    void segmentsAndQueryValuesAreEncodedAsOkHttpEncodesThem(String text) {
        for (String base : new String[] {"http://127.0.0.1:8080", "https://albert.example.com/base", "http://h:1/a b/c%20d/"}) {
            String ours = RequestUrl.under(base).addPathSegments("v1/capture/profiles").addPathSegment(text)
                    .addQueryParameter("workspace_id", text).addQueryParameter(text, "x").toString();
            String okhttp = HttpUrl.get(base).newBuilder().addPathSegments("v1/capture/profiles").addPathSegment(text)
                    .addQueryParameter("workspace_id", text).addQueryParameter(text, "x").build().toString();
            assertEquals(okhttp, ours, base);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1:8080", "https://albert.example.com/base/", "http://h:1/p"})
    void theEncodedPathIsWhatAFailureNames(String base) {
        RequestUrl url = RequestUrl.under(base).addPathSegments("v1/memories").addPathSegment("0b9f").addQueryParameter("a", "b");
        assertEquals(HttpUrl.get(base).newBuilder().addPathSegments("v1/memories").addPathSegment("0b9f").build().encodedPath(),
                url.encodedPath());
    }
}
