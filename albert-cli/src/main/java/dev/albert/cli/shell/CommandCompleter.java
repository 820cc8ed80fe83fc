package dev.albert.cli.shell;

import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import picocli.AutoComplete;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.List;

/**
 * Tab completion from albert's own command tree: picocli's completion (the same model that generates the bash,
 * zsh and fish scripts) for command names, options and option values such as {@code --output}'s formats; where it
 * has nothing to offer for a word that is not an option, the ids seen in this session.
 */
final class CommandCompleter implements Completer {
    private final CommandLine tree;
    private final SeenIds ids;

    CommandCompleter(CommandLine tree, SeenIds ids) {
        this.tree = tree;
        this.ids = ids;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        List<String> words = new ArrayList<>(line.words());
        int index = line.wordIndex();
        if (!words.isEmpty() && "albert".equals(words.getFirst()) && index > 0) {
            words.removeFirst();
            index--;
        }
        String word = index < words.size() ? words.get(index) : "";
        int position = Math.min(line.wordCursor(), word.length());
        String typed = word.substring(0, position);
        List<CharSequence> suffixes = new ArrayList<>();
        AutoComplete.complete(tree.getCommandSpec(), words.toArray(String[]::new), index, position, line.cursor(),
                suffixes);
        for (CharSequence suffix : suffixes) {
            String value = typed + suffix;
            candidates.add(new Candidate(value, value, null, null, null, null, true));
        }
        if (suffixes.isEmpty() && !typed.startsWith("-")) {
            for (String id : ids.matching(typed)) {
                candidates.add(new Candidate(id, id, "seen ids", null, null, null, true));
            }
        }
    }
}
