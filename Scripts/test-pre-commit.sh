#!/usr/bin/env bash
# Tests the pre-commit hook (.pre-commit-hooks.yaml) with the real pre-commit client:
#   1. a scratch project whose Swift property was renamed (the xib still uses the old name), only the Swift
#      file staged → the hook fails and prints the outlet-not-found at the nib line; property fixed → it passes;
#   2. a generated project of 4,000 small files (more file names than one pre-commit batch holds: pre-commit
#      splits the names it passes at 128 KiB of command line): `pre-commit run --all-files` runs niblint
#      once, so there is exactly one summary line and each finding once; then one renamed property
#      staged → only the outlet it breaks, found in a nib that was not staged, with one summary line;
#   3. that change still staged and another left unstaged: `pre-commit run --all-files` (and `-a`) reports all
#      four broken outlets, the whole project (pre-commit exposes no variable for --all-files; the hook reads
#      pre-commit's command line).
# Skips (exit 0) when pre-commit is not installed and cannot be pip-installed.
#
# The project uses the hook the way users do: a .pre-commit-config.yaml naming this repository (a
# committed copy of the working tree) and `pre-commit run` on the staged files. That is what
# `pre-commit try-repo <repo> niblint` does too, except that try-repo builds the hook in a throwaway
# store on every call; with one PRE_COMMIT_HOME both runs share a single build.
# pre-commit builds niblint with `swift build -c release` in a fresh environment, which is most of the
# time: the whole script took 69 s on an idle 2026 Linux runner and up to about 3 minutes on a busy one
# (the release build alone: 45 s to 2 min); 588 s on a 2-core machine at a load average of 15. The
# generated 4,000-file project of steps 4-5 adds about 15 s (generation, git, one niblint run). The
# timing is printed at the end.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
start=$SECONDS

if ! command -v pre-commit >/dev/null 2>&1; then
    echo "test-pre-commit: pre-commit not found; trying pip install --user pre-commit"
    python3 -m pip install --quiet --user pre-commit >/dev/null 2>&1 || python3 -m pip install --quiet pre-commit >/dev/null 2>&1 || true
    export PATH="$HOME/.local/bin:$PATH"
    if ! command -v pre-commit >/dev/null 2>&1; then
        echo "test-pre-commit: SKIPPED: pre-commit is not installed and could not be pip-installed"
        exit 0
    fi
fi

scratch="$(mktemp -d "${TMPDIR:-/tmp}/niblint-pre-commit.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/cache"          # a fresh hook environment: no stale build
export GIT_AUTHOR_NAME=niblint GIT_AUTHOR_EMAIL=niblint@example.invalid
export GIT_COMMITTER_NAME=niblint GIT_COMMITTER_EMAIL=niblint@example.invalid

# 1. The hook repository: the working tree as it is now (tracked and untracked, not ignored), committed,
#    because try-repo runs the hook from a commit.
hooks="$scratch/hooks"
mkdir -p "$hooks"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done | xargs -0 cp --parents -t "$hooks")
git -C "$hooks" init --quiet
git -C "$hooks" add --all
git -C "$hooks" commit --quiet -m "niblint under test"
rev="$(git -C "$hooks" rev-parse HEAD)"

# 2. The project: a view controller whose `userNameLabel` outlet property was renamed to `nameLabel`.
project="$scratch/project"
mkdir -p "$project/App"
cd "$project"
git init --quiet
cat > App/Profile.xib <<'XIB'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
            <connections>
                <outlet property="view" destination="v1" id="c1"/>
                <outlet property="userNameLabel" destination="l1" id="c2"/>
            </connections>
        </placeholder>
        <view id="v1"><subviews><label id="l1"/></subviews></view>
    </objects>
</document>
XIB
swift_file() {
    printf 'import UIKit\n\nclass ProfileViewController: UIViewController {\n    @IBOutlet weak var %s: UILabel!\n}\n' "$1" > App/ProfileViewController.swift
}
swift_file userNameLabel
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: niblint
YAML
git add --all
git commit --quiet -m "profile screen"
swift_file nameLabel                         # the rename; the xib is not touched
git add App/ProfileViewController.swift      # only the Swift file is staged

expected="App/Profile.xib:7:17: error: outlet 'userNameLabel' of File's Owner (ProfileViewController) has no matching property"
status=0
output="$(pre-commit run niblint 2>&1)" || status=$?   # the staged files
if [ "$status" -eq 0 ]; then
    echo "$output"
    echo "test-pre-commit: FAILED: the hook passed on a broken outlet"
    exit 1
fi
if ! grep -qF "$expected" <<<"$output" || ! grep -qF "[outlet-not-found]" <<<"$output"; then
    echo "$output"
    echo "test-pre-commit: FAILED: the output lacks: $expected ... [outlet-not-found]"
    exit 1
fi
echo "test-pre-commit: the renamed property fails the hook at the nib line, as expected:"
grep -F "[outlet-not-found]" <<<"$output" | sed 's/^/    /'

# 3. Fix the property in the staged file (back to the nib's name, now documented): the hook passes.
printf 'import UIKit\n\nclass ProfileViewController: UIViewController {\n    /// The user'"'"'s display name.\n    @IBOutlet weak var userNameLabel: UILabel!\n}\n' > App/ProfileViewController.swift
git add App/ProfileViewController.swift
if ! output="$(pre-commit run niblint 2>&1)"; then
    echo "$output"
    echo "test-pre-commit: FAILED: the hook failed on a correct project"
    exit 1
fi
grep -q "niblint.*Passed" <<<"$output" || { echo "$output"; echo "test-pre-commit: FAILED: no 'Passed' line"; exit 1; }
echo "test-pre-commit: the fixed project passes the hook"

# 4. A project larger than one batch of file names: one run, one report.
large="$scratch/large"
mkdir -p "$large"
cd "$large"
git init --quiet
count=2000   # view controllers, each a .swift and a .xib: 4,000 files
broken="7 700 1400"   # their Swift property was renamed to headlineLabel; the xib still says titleLabel
python3 - "$count" "$broken" <<'PYTHON'
import os, sys
count, broken = int(sys.argv[1]), {int(n) for n in sys.argv[2].split()}
xib = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="{name}" customModule="App" customModuleProvider="target">
            <connections>
                <outlet property="view" destination="v1" id="c1"/>
                <outlet property="titleLabel" destination="l1" id="c2"/>
            </connections>
        </placeholder>
        <view id="v1"><subviews><label id="l1"/></subviews></view>
    </objects>
</document>
"""
names = 0
for number in range(count):
    name = f"Feature{number:04d}ViewController"
    folder = os.path.join("App", "Features", f"Feature{number:04d}")
    os.makedirs(folder)
    for path, text in [
        (os.path.join(folder, name + ".xib"), xib.format(name=name)),
        (os.path.join(folder, name + ".swift"),
         f"import UIKit\n\nclass {name}: UIViewController {{\n    @IBOutlet weak var {'headlineLabel' if number in broken else 'titleLabel'}: UILabel!\n}}\n"),
    ]:
        with open(path, "w") as handle:
            handle.write(text)
        names += len(path.encode()) + 1
# pre-commit's batch: at most 2**17 bytes of command line on Linux and macOS (pre_commit/xargs.py).
if names <= 2 ** 17:
    sys.exit(f"test-pre-commit: the generated project's file names take {names} bytes, not more than one batch")
print(f"test-pre-commit: generated {2 * count} files whose names take {names} bytes (pre-commit passes at most 131072 a batch)")
PYTHON
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: niblint
YAML
git add --all
git commit --quiet -m "features"
status=0
output="$(pre-commit run niblint --all-files 2>&1)" || status=$?
summaries="$(grep -c "^niblint: [0-9]* errors\?," <<<"$output" || true)"
findings="$(grep "\[outlet-not-found\]" <<<"$output" || true)"
problem=""
[ "$status" -ne 0 ] || problem="the hook passed on three broken outlets"
[ "$summaries" -eq 1 ] || problem="$summaries summary lines (niblint ran $summaries times)"
[ "$(grep -c . <<<"$findings")" -eq 3 ] || problem="$(grep -c . <<<"$findings") outlet-not-found lines instead of 3"
for number in $broken; do
    name="$(printf 'Feature%04dViewController' "$number")"
    grep -qF "App/Features/${name%ViewController}/$name.xib:7:17: error: outlet 'titleLabel' of File's Owner ($name) has no matching property" <<<"$findings" \
        || problem="no finding for $name"
done
duplicates="$(grep -E "^[^ ]+:[0-9]+:[0-9]+: " <<<"$output" | sort | uniq -d)"
[ -z "$duplicates" ] || problem="duplicated lines: $duplicates"
grep -qF "niblint: 3 errors, 3 warnings in 2000 nib files and 2000 source files;" <<<"$output" || problem="the summary does not count the whole project"
if [ -n "$problem" ]; then
    echo "$output" | head -n 40
    echo "test-pre-commit: FAILED: pre-commit run --all-files on $((2 * count)) files: $problem"
    exit 1
fi
echo "test-pre-commit: pre-commit run --all-files on $((2 * count)) files ran niblint once:"
grep "^niblint: " <<<"$output" | sed 's/^/    /'

# 5. One renamed property staged in the large project: only the outlet it breaks, in a nib not staged.
sed -i.bak 's/titleLabel/subtitleLabel/' App/Features/Feature0100/Feature0100ViewController.swift
rm App/Features/Feature0100/Feature0100ViewController.swift.bak
git add App/Features/Feature0100/Feature0100ViewController.swift
status=0
output="$(pre-commit run niblint 2>&1)" || status=$?
expected="App/Features/Feature0100/Feature0100ViewController.xib:7:17: error: outlet 'titleLabel' of File's Owner (Feature0100ViewController) has no matching property"
if [ "$status" -eq 0 ] || [ "$(grep -c "\[outlet-not-found\]" <<<"$output")" -ne 1 ] || ! grep -qF "$expected" <<<"$output" \
    || [ "$(grep -c "^niblint: [0-9]* errors\?," <<<"$output")" -ne 1 ]; then
    echo "$output" | head -n 40
    echo "test-pre-commit: FAILED: the staged rename should report exactly: $expected ..., with one summary line"
    exit 1
fi
echo "test-pre-commit: one staged rename in the large project reports only the outlet it breaks:"
grep -F "[outlet-not-found]" <<<"$output" | sed 's/^/    /'
# 6. That change still staged and another left unstaged: `--all-files` (and `-a`) lints and reports everything,
#    while `pre-commit run` (pre-commit sets the unstaged change aside) still reports only the staged one.
sed -i.bak 's/titleLabel/captionLabel/' App/Features/Feature0200/Feature0200ViewController.swift
rm App/Features/Feature0200/Feature0200ViewController.swift.bak
for option in --all-files -a; do
    status=0
    output="$(pre-commit run niblint "$option" 2>&1)" || status=$?
    if [ "$status" -eq 0 ] || [ "$(grep -c "\[outlet-not-found\]" <<<"$output")" -ne 5 ] \
        || ! grep -qF "Feature0200ViewController.xib:7:17: error: outlet 'titleLabel'" <<<"$output" \
        || ! grep -q "^niblint: 5 errors, [0-9]* warnings in 2000 nib files and 2000 source files;" <<<"$output"; then
        echo "$output" | head -n 40
        echo "test-pre-commit: FAILED: pre-commit run $option with a staged and an unstaged change should report all 5 broken outlets"
        exit 1
    fi
done
echo "test-pre-commit: with a staged and an unstaged change, pre-commit run --all-files (and -a) reports the whole project:"
grep "^niblint: " <<<"$output" | sed 's/^/    /'
status=0
output="$(pre-commit run niblint 2>&1)" || status=$?
if [ "$(grep -c "\[outlet-not-found\]" <<<"$output")" -ne 1 ] || ! grep -qF "$expected" <<<"$output"; then
    echo "$output" | head -n 40
    echo "test-pre-commit: FAILED: pre-commit run without --all-files should still report only the staged rename"
    exit 1
fi
echo "test-pre-commit: OK in $((SECONDS - start))s (including pre-commit's release build of niblint)"
