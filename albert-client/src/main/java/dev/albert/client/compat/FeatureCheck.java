package dev.albert.client.compat;

/** The verdict on one feature; {@code detail} says why when it is not plainly supported. */
public record FeatureCheck(String feature, Support status, boolean required, String usedBy, String detail) {
}
