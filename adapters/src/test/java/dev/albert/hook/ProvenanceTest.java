package dev.albert.hook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Project identity and branch from the repository's files, never an absolute path. */
class ProvenanceTest {
    @TempDir
    Path root;

    @ParameterizedTest
    @CsvSource({
            "https://github.com/Acme/Shop.git, github.com/Acme/Shop",
            "https://user:ghp_secret@GitHub.com/Acme/Shop.git, github.com/Acme/Shop",
            "git@github.com:Acme/Shop.git, github.com/Acme/Shop",
            "ssh://git@GITHUB.com:22/Acme/Shop/, github.com/Acme/Shop",
            "ssh://git@gitlab.example.org/group/sub/repo.git, gitlab.example.org/group/sub/repo",
            "http://gitea.local:3000/team/app, gitea.local:3000/team/app",
    })
    void remotesAreNormalized(String url, String expected) {
        assertEquals(expected, Provenance.normalizeRemote(url));
    }

    @Test
    void everyCloneOfARepositorySharesItsReference() throws IOException {
        Path a = repo("one/shop", "https://github.com/acme/shop.git", "ref: refs/heads/main");
        Path b = repo("two/other-name", "git@github.com:acme/shop", "ref: refs/heads/feature/x");
        Provenance pa = Provenance.of(a.resolve("src"));
        Provenance pb = Provenance.of(b);
        assertEquals(pa.projectRef(), pb.projectRef());
        assertTrue(pa.projectRef().matches("prj_[0-9a-f]{16}"));
        assertEquals(Provenance.ref("github.com/acme/shop"), pa.projectRef());
        assertEquals("main", pa.branch());
        assertEquals("feature/x", pb.branch());
    }

    @Test
    void withoutARemoteTheFolderNameIsTheIdentityAndADetachedHeadHasNoBranch() throws IOException {
        Path r = repo("work/shop", null, "4b825dc642cb6eb9a060e54bf8d69288fbee4904");
        Provenance p = Provenance.of(r);
        assertEquals(Provenance.ref("folder:shop"), p.projectRef());
        assertNull(p.branch());
        assertEquals(Provenance.ref("folder:plain"), Provenance.of(Files.createDirectories(root.resolve("x/plain"))).projectRef());
    }

    @Test
    void aWorktreeReadsItsOwnHeadAndTheCommonConfig() throws IOException {
        Path main = repo("main/shop", "https://github.com/acme/shop", "ref: refs/heads/main");
        Path wtGit = Files.createDirectories(main.resolve(".git/worktrees/feature"));
        Files.writeString(wtGit.resolve("HEAD"), "ref: refs/heads/feature\n");
        Files.writeString(wtGit.resolve("commondir"), "../..\n");
        Path wt = Files.createDirectories(root.resolve("wt/feature"));
        Files.writeString(wt.resolve(".git"), "gitdir: " + wtGit + "\n");
        Provenance p = Provenance.of(wt);
        assertEquals(Provenance.ref("github.com/acme/shop"), p.projectRef());
        assertEquals("feature", p.branch());
    }

    private Path repo(String path, String remote, String head) throws IOException {
        Path dir = Files.createDirectories(root.resolve(path));
        Path git = Files.createDirectories(dir.resolve(".git"));
        Files.createDirectories(dir.resolve("src"));
        Files.writeString(git.resolve("HEAD"), head + "\n");
        String config = "[core]\n\tbare = false\n" + (remote == null ? "" : "[remote \"origin\"]\n\turl = " + remote + "\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n");
        Files.writeString(git.resolve("config"), config);
        return dir;
    }
}
