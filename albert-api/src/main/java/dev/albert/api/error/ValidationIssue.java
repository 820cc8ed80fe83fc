package dev.albert.api.error;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Map;

/** One entry of a 422 validation error, in the FastAPI/Pydantic v2 shape the contract uses. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ValidationIssue(String type, List<Object> loc, String msg, Object input, Map<String, Object> ctx) {
}
