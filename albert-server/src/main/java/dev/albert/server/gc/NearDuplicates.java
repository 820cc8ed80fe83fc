package dev.albert.server.gc;

import dev.albert.api.gc.DuplicateGroup;
import dev.albert.api.gc.GcMemory;
import dev.albert.api.memory.Trust;
import dev.albert.server.memories.MemoryRow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Near-duplicate groups: two memories of the same workspace and project are near-duplicates when the words of their
 * subject and content overlap by at least the threshold (Jaccard: shared words over all words, case ignored). Groups
 * are the connected pairs; each keeps its most trusted, then most confident, then oldest memory. Word overlap is
 * explainable in a terminal ("92% the same words"), which an embedding distance is not.
 */
final class NearDuplicates {
    private NearDuplicates() {
    }

    static Set<String> words(String text) {
        Set<String> out = new HashSet<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static double jaccard(Set<String> a, Set<String> b) {
        if (a.isEmpty() && b.isEmpty()) {
            return 1.0;
        }
        Set<String> small = a.size() <= b.size() ? a : b;
        Set<String> large = small == a ? b : a;
        int shared = 0;
        for (String w : small) {
            if (large.contains(w)) {
                shared++;
            }
        }
        return (double) shared / (a.size() + b.size() - shared);
    }

    private static int trustRank(Trust t) {
        return switch (t) {
            case TRUSTED -> 2;
            case VERIFIED -> 1;
            case UNTRUSTED -> 0;
        };
    }

    /** Which memory of a group stays. */
    static final Comparator<MemoryRow> KEEP_FIRST = Comparator.<MemoryRow>comparingInt(m -> trustRank(m.trust())).reversed()
            .thenComparing(Comparator.comparingDouble(MemoryRow::confidence).reversed())
            .thenComparing(MemoryRow::createdAt)
            .thenComparing(m -> m.id().toString());

    static List<DuplicateGroup> groups(List<MemoryRow> memories, double threshold) {
        Map<String, List<MemoryRow>> byPlace = new LinkedHashMap<>();
        for (MemoryRow m : memories) {
            byPlace.computeIfAbsent(m.workspaceId() + "\u0000" + Objects.toString(m.projectRef(), ""), k -> new ArrayList<>()).add(m);
        }
        List<DuplicateGroup> out = new ArrayList<>();
        for (List<MemoryRow> place : byPlace.values()) {
            out.addAll(groupsOf(place, threshold));
        }
        out.sort(Comparator.comparing((DuplicateGroup g) -> g.keep().createdAt()).thenComparing(g -> g.keep().id().toString()));
        return out;
    }

    private static List<DuplicateGroup> groupsOf(List<MemoryRow> memories, double threshold) {
        int n = memories.size();
        List<Set<String>> words = new ArrayList<>(n);
        for (MemoryRow m : memories) {
            words.add(words(Objects.toString(m.subject(), "") + " " + Objects.toString(m.content(), "")));
        }
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int a = words.get(i).size();
                int b = words.get(j).size();
                // Jaccard is at most min/max of the sizes: skip pairs that cannot reach the threshold.
                if (Math.min(a, b) < threshold * Math.max(a, b)) {
                    continue;
                }
                if (jaccard(words.get(i), words.get(j)) >= threshold) {
                    parent[find(parent, i)] = find(parent, j);
                }
            }
        }
        Map<Integer, List<Integer>> members = new HashMap<>();
        for (int i = 0; i < n; i++) {
            members.computeIfAbsent(find(parent, i), k -> new ArrayList<>()).add(i);
        }
        List<DuplicateGroup> out = new ArrayList<>();
        for (List<Integer> group : members.values()) {
            if (group.size() < 2) {
                continue;
            }
            List<Integer> ordered = new ArrayList<>(group);
            ordered.sort((x, y) -> KEEP_FIRST.compare(memories.get(x), memories.get(y)));
            int keep = ordered.get(0);
            List<GcMemory> duplicates = new ArrayList<>();
            for (int k : ordered.subList(1, ordered.size())) {
                duplicates.add(view(memories.get(k), jaccard(words.get(keep), words.get(k))));
            }
            out.add(new DuplicateGroup(view(memories.get(keep), 1.0), duplicates));
        }
        return out;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static GcMemory view(MemoryRow m, double similarity) {
        return new GcMemory(m.id(), m.subject(), m.trust(), m.confidence(), m.projectRef(), m.createdAt(),
                Math.round(similarity * 1000) / 1000.0);
    }
}
