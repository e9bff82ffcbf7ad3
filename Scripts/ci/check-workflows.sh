#!/usr/bin/env bash
# Checks every GitHub Actions workflow (.github/workflows/*.yml, and the workflow recipes of Docs/adopting.md)
# against GitHub's workflow schema (check-jsonschema's built-in copy: no network needed) and audits them with
# zizmor (offline audits); validates the GitLab CI recipe against GitLab's schema and the pre-commit recipe with
# `pre-commit validate-config`; runs every niblint command line of the recipes on a copy of the sample app and
# reads back the reports they write. The tools come from PyPI, in a virtual environment; run by .ci/run. A
# missing network only skips this step; a schema error, any zizmor finding or a failing recipe fails CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== workflow check (check-jsonschema, zizmor)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python=python3
if ! command -v "$python" >/dev/null 2>&1; then
  echo "SKIPPED: no python3 on this machine, so check-jsonschema and zizmor cannot be installed"
  exit 0
fi
if "$python" -m venv "$work/venv" >/dev/null 2>&1; then
  python="$work/venv/bin/python"
fi
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 check-jsonschema zizmor pre-commit >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install check-jsonschema, zizmor and pre-commit (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi
bin="$(dirname "$python")"
[ -x "$bin/zizmor" ] || bin="$("$python" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')"

# The recipes of Docs/adopting.md: each block after a `<!-- checked: KIND -->` line, into $work/recipes.
mkdir -p "$work/recipes"
"$python" - Docs/adopting.md "$work/recipes" <<'PYTHON'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"<!-- checked: ([a-z-]+) -->\n```[a-z]*\n(.*?)```", text, re.S)
counts = {}
for kind, body in blocks:
    counts[kind] = counts.get(kind, 0) + 1
    extension = "txt" if kind == "commands" else "yml"
    with open(f"{sys.argv[2]}/{kind}-{counts[kind]}.{extension}", "w", encoding="utf-8") as handle:
        handle.write(body)
print(f"Docs/adopting.md: {len(blocks)} checked blocks ({', '.join(f'{n} {k}' for k, n in sorted(counts.items()))})")
if not {"github-workflow", "gitlab-ci", "pre-commit-config"} <= counts.keys():
    sys.exit("FAILED: Docs/adopting.md lacks a checked GitHub workflow, GitLab CI or pre-commit block")
PYTHON

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml "$work"/recipes/github-workflow-*.yml)
if [ ${#workflows[@]} -eq 0 ]; then
  echo "FAILED: no workflow files under .github/workflows"
  exit 1
fi
for workflow in "${workflows[@]}"; do
  "$bin/check-jsonschema" --builtin-schema vendor.github-workflows "$workflow"
done
for recipe in "$work"/recipes/gitlab-ci-*.yml; do
  "$bin/check-jsonschema" --builtin-schema vendor.gitlab-ci "$recipe"
done
for recipe in "$work"/recipes/pre-commit-config-*.yml; do
  "$bin/pre-commit" validate-config "$recipe"
  echo "pre-commit validate-config: ok"
done
# zizmor exits non-zero on any finding at its default persona; --offline: no GitHub API look-ups.
"$bin/zizmor" --version
"$bin/zizmor" --offline --no-progress "${workflows[@]}"

# The niblint command lines of every checked recipe, on a copy of the sample app (errors on purpose).
swift build >/dev/null
export PATH="$(swift build --show-bin-path):$PATH"
cp -R Fixtures/SampleApp "$work/SampleApp"
"$python" - "$work/SampleApp" "$work"/recipes/* <<'PYTHON'
import json, os, re, subprocess, sys, xml.etree.ElementTree as ElementTree
sample, recipes = sys.argv[1], sys.argv[2:]
commands = []
for recipe in recipes:
    for line in open(recipe, encoding="utf-8"):
        match = re.search(r"(?:^|[\s'\"-])(niblint (?:[^'\"\n])*)", line)
        if match and not line.lstrip().startswith(("#", "//", "- id:", "- repo:")):
            commands.append(match.group(1).strip())
if not commands:
    sys.exit("FAILED: no niblint command line in the recipes")
for command in commands:
    expected = 0 if command.endswith("|| [ $? -eq 1 ]") else 1
    status = subprocess.run(["bash", "-c", command], cwd=sample, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if status != expected:
        sys.exit(f"FAILED: `{command}` ended with {status}, expected {expected}")
    for kind, path in re.findall(r"--reporter (\w+):(\S+)", command):
        full = os.path.join(sample, path)
        if kind in ("sarif", "json", "gitlab"):
            json.load(open(full, encoding="utf-8"))
        elif kind in ("junit", "checkstyle"):
            ElementTree.parse(full)
        os.remove(full)
    print(f"ran (status {status}): {command}")
PYTHON
echo "workflow check passed (${#workflows[@]} workflows)"
