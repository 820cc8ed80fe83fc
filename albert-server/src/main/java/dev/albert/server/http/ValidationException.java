package dev.albert.server.http;

import dev.albert.api.error.ValidationIssue;

import java.util.List;

/** Request validation failed: answered 422 with the Pydantic-shaped list of issues. */
public final class ValidationException extends RuntimeException {
    private final transient List<ValidationIssue> issues;

    public ValidationException(List<ValidationIssue> issues) {
        super(issues.size() + " validation issue(s)", null, false, false);
        this.issues = List.copyOf(issues);
    }

    public ValidationException(ValidationIssue issue) {
        this(List.of(issue));
    }

    public List<ValidationIssue> issues() {
        return issues;
    }
}
