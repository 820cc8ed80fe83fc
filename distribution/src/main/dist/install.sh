#!/usr/bin/env bash
# install.sh [--prefix DIR] [--uninstall]: installs (or upgrades in place) the Albert toolkit from this
# unpacked archive into DIR (default ~/.local):
#   DIR/lib/albert-toolkit/          the toolkit itself (bin/, lib/, share/)
#   DIR/bin/<executable>             symbolic links to its launchers
#   DIR/share/man/man1/*.1           man pages
#   DIR/share/bash-completion/completions, share/zsh/site-functions, share/fish/vendor_completions.d
# then makes lib/runtime, the image of the JDK the CLIs run on (its jlink, without the locale data), and trains
# the AOT caches of the hook and the CLIs for the installed layout (JDK 25+; skipped otherwise).
# --uninstall stops the hook agent if one runs, then removes exactly what the install recorded in its
# manifest, nothing else.
set -euo pipefail

prefix="${HOME:?HOME is not set}/.local"
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd -P)"
home="$prefix/lib/albert-toolkit"
manifest="$home/install-manifest"
EXECUTABLES=(albert albert-admin albert-capture albert-server albert-hook albert-quickstart albert-claude-lifecycle)

# Removes what a manifest lists (paths relative to the prefix; links and files first, then the directories
# the install created, deepest first, and only when empty).
remove_recorded() {
    local list="$1" kind path
    [ -f "$list" ] || return 0
    while read -r kind path; do
        case "$kind" in
            link|file) rm -f -- "$prefix/$path" ;;
        esac
    done < "$list"
    while read -r kind path; do
        [ "$kind" = dir ] && rmdir -- "$prefix/$path" 2>/dev/null || true
    done < <(grep '^dir ' "$list" | sort -r)
}

if [ "$action" = uninstall ]; then
    if [ ! -f "$manifest" ]; then
        echo "install.sh: no Albert toolkit installed under $prefix (no $manifest)" >&2
        exit 1
    fi
    # The hook agent runs from the toolkit's jars for up to ten idle minutes: stop it before they go.
    if [ -x "$home/bin/albert-hook" ]; then
        "$home/bin/albert-hook" albert stop < /dev/null > /dev/null 2>&1 || true
    fi
    saved="$(mktemp)"
    cp "$manifest" "$saved"
    rm -rf -- "$home"
    remove_recorded "$saved"
    rm -f "$saved"
    echo "Removed the Albert toolkit from $prefix." >&2
    exit 0
fi

source_dir="$(cd "$(dirname "$(readlink -f "$0")")" && pwd -P)"
if [ "$source_dir" = "$home" ]; then
    echo "install.sh: run the install.sh of a newer unpacked archive to upgrade (this one is the installed copy)" >&2
    exit 2
fi
version="$(cat "$source_dir/VERSION")"
new_manifest="$(mktemp)"
record() { printf '%s %s\n' "$1" "$2" >> "$new_manifest"; }

# mkdir -p that records each directory it creates, so uninstall removes those and no others.
make_dir() {
    local dir="$1" rel missing=()
    while [ ! -d "$dir" ]; do
        missing+=("$dir")
        dir="$(dirname "$dir")"
    done
    for ((i = ${#missing[@]} - 1; i >= 0; i--)); do
        mkdir -- "${missing[$i]}"
        rel="${missing[$i]#"$prefix"/}"
        record dir "$rel"
    done
}

# A link we may replace: absent, or a link into the toolkit. Anything else belongs to someone else.
link_into() {
    local target="$1" link="$2"
    if [ -e "$link" ] || [ -L "$link" ]; then
        if [ ! -L "$link" ] || [[ "$(readlink "$link")" != "$home"/* ]]; then
            echo "install.sh: $link exists and is not ours; leaving it (remove it and run install.sh again)" >&2
            return 0
        fi
    fi
    make_dir "$(dirname "$link")"
    ln -sfn -- "$target" "$link"
    record link "${link#"$prefix"/}"
}

# Keep the directories a previous install created (they stay recorded); links are re-made below.
if [ -f "$manifest" ]; then
    grep '^dir ' "$manifest" >> "$new_manifest" || true
    previous="$(cat "$home/VERSION" 2>/dev/null || echo unknown)"
    echo "Upgrading the Albert toolkit in $prefix from $previous to $version..." >&2
else
    echo "Installing the Albert toolkit $version into $prefix..." >&2
fi

# The toolkit directory is replaced as a whole: copied beside it, then swapped in.
make_dir "$prefix/lib"
stage="$prefix/lib/.albert-toolkit.new.$$"
rm -rf -- "$stage"
mkdir -- "$stage"
cp -R -- "$source_dir/bin" "$source_dir/lib" "$source_dir/share" "$stage/"
cp -- "$source_dir/install.sh" "$source_dir/VERSION" "$source_dir/NOTICE" "$source_dir/LICENSE" "$source_dir/THIRD-PARTY-NOTICES" "$source_dir/README.md" "$stage/"
old_manifest=""
if [ -d "$home" ]; then
    old_manifest="$(mktemp)"
    [ -f "$manifest" ] && grep -v '^dir ' "$manifest" > "$old_manifest" || true
    mv -- "$home" "$home.old.$$"
fi
mv -- "$stage" "$home"
rm -rf -- "$home.old.$$"
if [ -n "$old_manifest" ]; then
    remove_recorded "$old_manifest"   # links of the old version; the new ones follow
    rm -f "$old_manifest"
fi

for exe in "${EXECUTABLES[@]}"; do
    [ -x "$home/bin/$exe" ] && link_into "$home/bin/$exe" "$prefix/bin/$exe"
done
for page in "$home"/share/man/man1/*.1; do
    link_into "$page" "$prefix/share/man/man1/$(basename "$page")"
done
for script in "$home"/share/bash-completion/completions/*; do
    link_into "$script" "$prefix/share/bash-completion/completions/$(basename "$script")"
done
for script in "$home"/share/zsh/site-functions/*; do
    link_into "$script" "$prefix/share/zsh/site-functions/$(basename "$script")"
done
for script in "$home"/share/fish/vendor_completions.d/*; do
    link_into "$script" "$prefix/share/fish/vendor_completions.d/$(basename "$script")"
done
sort -u "$new_manifest" -o "$new_manifest"
mv -- "$new_manifest" "$manifest"
chmod 644 "$manifest"

# AOT caches for this layout (they record the class path, so they are made here, not in the archive).
echo "Training start-up caches for the installed layout (a minute on a busy machine)..." >&2
"$home/bin/albert-hook" --train-aot || true
ALBERT_HOME="$home" bash -c '. "$ALBERT_HOME/bin/lib/launcher.sh" && albert_train_cli_caches' || true

echo "Installed the Albert toolkit $version into $home." >&2
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add it to your PATH, e.g. in ~/.profile:  export PATH=\"$prefix/bin:\$PATH\"" >&2 ;;
esac
echo "Completions: bash loads $prefix/share/bash-completion/completions when bash-completion is installed;" \
     "zsh needs  fpath+=($prefix/share/zsh/site-functions)  before compinit; fish reads" \
     "$prefix/share/fish/vendor_completions.d. Man pages: man albert." >&2
