#!/usr/bin/env bash
# Issue 29's adoption checks with the real git, on a copy of the sample app inside a git work tree (ios/):
# a baseline written at the root matches when the README's Xcode recipe runs from $TMPDIR (point 4); the
# app's own lint-rules.json is read when niblint runs from the parent (point 5); two files named on the
# command line get the whole project's findings for them (point 6). Uses the debug build `swift test` made.
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
rm "$repo/ios/lint-rules.json"

# Point 6: the issue's example, against the whole project's findings for those files.
files=(ios/SampleApp/Views/Profile.xib ios/SampleApp/Controllers/ProfileViewController.swift)
(cd "$repo" && "$niblint" --quiet --reporter json ios > "$work/whole.json" || true)
(cd "$repo" && "$niblint" --quiet --reporter json "${files[@]}" > "$work/named.json" || true)
python3 - "$work/whole.json" "$work/named.json" "${files[@]}" <<'PYTHON'
import json, sys
whole, named = (json.load(open(p))["diagnostics"] for p in sys.argv[1:3])
expected = [d for d in whole if d["file"] in sys.argv[3:]]
if not expected or named != expected:
    sys.exit(f"FAILED: named files gave {len(named)} findings, the project {len(expected)} for them")
print(f"named files linted with their project: ok ({len(named)} findings, as the whole project's)")
PYTHON
