#!/usr/bin/env bash
# Issue 29's adoption checks with the real git, on a copy of the sample app inside a git work tree (ios/):
# a baseline written at the root matches when the README's Xcode recipe runs from $TMPDIR (point 4); the
# app's own lint-rules.json is read when niblint runs from the parent (point 5); two files named on the
# command line get what they break, as --report-only does (point 6, issue 38). Uses the debug build `swift test` made.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== adoption check (git work tree, baseline from \$TMPDIR, nested lint-rules.json, named files)"
niblint="$PWD/.build/debug/niblint"
[ -x "$niblint" ] || swift build --product niblint >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
repo="$work/repo"
mkdir -p "$repo"
cp -R Fixtures/SampleApp "$repo/ios"
rm -rf "$repo/ios/expected-reports" "$repo/ios/expected-output.txt"
git -C "$repo" init --quiet
git -C "$repo" add -A
git -C "$repo" -c user.name=ci -c user.email=ci@example.invalid commit --quiet -m sample

# Point 4: written at the root, read by the Xcode recipe from the temporary folder.
(cd "$repo" && "$niblint" --quiet --write-baseline niblint-baseline.json ios >/dev/null)
recipe="$(cd "${TMPDIR:-/tmp}" && "$niblint" --baseline "$repo/niblint-baseline.json" "$repo/ios" 2>&1 >/dev/null)" || {
  echo "FAILED: the Xcode recipe with the root's baseline exits with findings:"; echo "$recipe"; exit 1; }
case "$recipe" in
  *"0 errors, 0 warnings"*"hidden by the baseline"*) echo "baseline from \$TMPDIR: ok ($recipe)" ;;
  *) echo "FAILED: the Xcode recipe did not hide the baseline's findings: $recipe"; exit 1 ;;
esac
(cd "$repo/ios" && "$niblint" --quiet --baseline ../niblint-baseline.json . >/dev/null) || { echo "FAILED: baseline from the subfolder"; exit 1; }
echo "baseline from the subfolder: ok"

# Point 5: ios/lint-rules.json, run from the parent, disables a rule the sample app breaks.
before="$(cd "$repo" && "$niblint" --quiet ios | grep -c '\[outlet-not-found\]' || true)"
printf '{"rules": {"outlet-not-found": {"enabled": false}}}\n' > "$repo/ios/lint-rules.json"
after="$(cd "$repo" && "$niblint" --quiet ios | grep -c '\[outlet-not-found\]' || true)"
if [ "$before" -eq 0 ] || [ "$after" -ne 0 ]; then echo "FAILED: ios/lint-rules.json not applied from the parent ($before -> $after)"; exit 1; fi
echo "nested lint-rules.json from the parent: ok ($before outlet-not-found -> $after)"
git -C "$repo" checkout --quiet -- ios/lint-rules.json # the sample app's own

# Point 6: the issue's example, against the whole project's findings for those files.
files=(ios/SampleApp/Views/Profile.xib ios/SampleApp/Controllers/ProfileViewController.swift)
# Issue 38: what the files break, wherever it is reported, as --report-only FILES gives it.
(cd "$repo" && "$niblint" --quiet --reporter json --report-only "${files[@]}" ios > "$work/whole.json" || true)
(cd "$repo" && "$niblint" --quiet --reporter json "${files[@]}" > "$work/named.json" || true)
python3 - "$work/whole.json" "$work/named.json" "${files[@]}" <<'PYTHON'
import json, sys
expected, named = (json.load(open(p))["diagnostics"] for p in sys.argv[1:3])
if not [d for d in named if d["file"] in sys.argv[3:]] or named != expected:
    sys.exit(f"FAILED: named files gave {len(named)} findings, --report-only {len(expected)}")
print(f"named files linted with their project: ok ({len(named)} findings, as --report-only gives them)")
PYTHON

# Issue 38: the GitLab recipe of Docs/adopting.md, its `variables`, `before_script` and `script` as written, run at
# the repository's root as a runner would. A cache hit (the debug build in .niblint/bin) by default; with
# NIBLINT_CHECK_RECIPE_BUILD=1, an empty cache: the recipe fetches this repository's HEAD and builds it for release.
python3 - Docs/adopting.md "$work/gitlab-job.sh" <<'PYTHON'
import re, shlex, sys
text = open(sys.argv[1], encoding="utf-8").read()
block = re.search(r"<!-- checked: gitlab-ci -->\n```yaml\n(.*?)```", text, re.S).group(1)
lines = block.split("\n")

def section(name):
    """The lines of the job's key `name` (two spaces in), without the key's own line."""
    start = lines.index(f"  {name}:") + 1
    end = next((i for i in range(start, len(lines)) if lines[i] and not lines[i].startswith("    ")), len(lines))
    return lines[start:end]

def commands(name):
    """A sequence of `- command` and `- |` literal items, as the shell lines GitLab runs."""
    out, literal = [], False
    for line in section(name):
        if line.startswith("    - "):
            item = line[len("    - "):]
            literal = item == "|"
            if not literal: out.append(item)
        elif literal and line.startswith("      "):
            out.append(line[len("      "):])
    return out

variables = []
for line in section("variables"):
    match = re.match(r'    ([A-Z_]+): "?([^"]*)"?$', line)
    if match: variables.append(f"export {match.group(1)}={shlex.quote(match.group(2))}")
script = ["set -e", *variables, *commands("before_script"), *commands("script")]
if not any(line.startswith("niblint ") for line in script):
    sys.exit("FAILED: no niblint command in the GitLab recipe's script")
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(script) + "\n")
PYTHON
run_gitlab_job() { # the job in $repo; its status in $status
  status=0
  (cd "$repo" && env "$@" bash "$work/gitlab-job.sh" >"$work/gitlab.out" 2>&1) || status=$?
}
check_gitlab_report() { # $1: how the job ran
  if [ "$status" -ne 1 ]; then echo "FAILED: the GitLab recipe ($1) ended with $status, expected 1:"; tail -n 20 "$work/gitlab.out"; exit 1; fi
  python3 - "$repo" <<'PYTHON'
import json, os, sys
repo = sys.argv[1]
issues = json.load(open(os.path.join(repo, "gl-code-quality-report.json")))
paths = sorted({issue["location"]["path"] for issue in issues})
outside = [p for p in paths if not p.startswith("ios/") or not os.path.isfile(os.path.join(repo, p))]
if not issues or outside:
    sys.exit(f"FAILED: Code Quality paths not relative to the repository root: {outside[:3]}")
for name in ("niblint-junit.xml", "niblint-checkstyle.xml"):
    if not os.path.isfile(os.path.join(repo, name)): sys.exit(f"FAILED: the recipe wrote no {name}")
print(f"{len(issues)} issues in {len(paths)} files, paths from the repository root", end="")
PYTHON
  echo " ($1): ok"
  rm -f "$repo/gl-code-quality-report.json" "$repo/niblint-junit.xml" "$repo/niblint-checkstyle.xml"
}
mkdir -p "$repo/.niblint/bin"
cp "$niblint" "$repo/.niblint/bin/niblint"
run_gitlab_job
check_gitlab_report "GitLab recipe, cache hit"
# The same report from the app's folder: paths still from the repository's root.
(cd "$repo" && "$niblint" --quiet --reporter gitlab ios > "$work/root.json") || true
(cd "$repo/ios" && "$niblint" --quiet --reporter gitlab . > "$work/sub.json") || true
cmp -s "$work/root.json" "$work/sub.json" || { echo "FAILED: --reporter gitlab from ios/ names other paths than from the root"; exit 1; }
echo "GitLab report from the app's folder, paths from the repository root: ok"
if [ "${NIBLINT_CHECK_RECIPE_BUILD:-0}" = 1 ]; then
  rm -rf "$repo/.niblint"
  run_gitlab_job NIBLINT_REPOSITORY="$PWD" NIBLINT_REF="$(git rev-parse HEAD)"
  [ -x "$repo/.niblint/bin/niblint" ] || { echo "FAILED: the recipe built no .niblint/bin/niblint"; tail -n 20 "$work/gitlab.out"; exit 1; }
  check_gitlab_report "GitLab recipe, empty cache: fetched and built $(git rev-parse --short HEAD)"
fi
