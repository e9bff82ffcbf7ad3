#!/usr/bin/env bash
# Checks the GitLab Code Quality report of the sample app with check-jsonschema against
# Scripts/ci/gitlab-codequality.schema.json (written from GitLab's "Code Quality report format" documentation:
# GitLab publishes no schema file), and that GitLab can tell the issues apart (one per diagnostic, unique
# fingerprints). Deliberately broken copies (no fingerprint, an unknown severity, an absolute path, no line)
# must fail the same validation, so a schema that accepts anything cannot pass. Run by .ci/run after
# check-junit.sh. A missing network only skips this step.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== GitLab Code Quality check (check-jsonschema)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python=python3
if ! command -v "$python" >/dev/null 2>&1; then
  echo "SKIPPED: no python3 on this machine, so check-jsonschema cannot be installed"
  exit 0
fi
if "$python" -m venv "$work/venv" >/dev/null 2>&1; then
  python="$work/venv/bin/python"
fi
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 check-jsonschema >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install check-jsonschema (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi
bin="$(dirname "$python")"
[ -x "$bin/check-jsonschema" ] || bin="$("$python" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')"
schema=Scripts/ci/gitlab-codequality.schema.json

swift build
niblint="$(swift build --show-bin-path)/niblint"
# One run writes both reports; the sample app has errors on purpose, so 1 is the expected status.
status=0
"$niblint" --quiet --reporter gitlab:"$work/gl-code-quality-report.json" --reporter json:"$work/niblint.json" Fixtures/SampleApp || status=$?
if [ "$status" -ne 1 ]; then
  echo "FAILED: niblint exited with $status (expected 1: findings)"
  exit 1
fi
"$bin/check-jsonschema" --schemafile "$schema" "$work/gl-code-quality-report.json"

"$python" - "$work/gl-code-quality-report.json" "$work/niblint.json" "$work" <<'PYTHON'
import copy, json, sys
report_path, json_path, work = sys.argv[1:4]
issues = json.load(open(report_path, encoding="utf-8"))
diagnostics = json.load(open(json_path, encoding="utf-8"))["diagnostics"]
print(f"{len(issues)} issues; the JSON report has {len(diagnostics)} diagnostics")
if not issues or len(issues) != len(diagnostics):
    sys.exit("FAILED: not one issue per diagnostic")
if len({issue["fingerprint"] for issue in issues}) != len(issues):
    sys.exit("FAILED: two issues share a fingerprint (GitLab would show only the first)")
for issue, diagnostic in zip(issues, diagnostics):
    if (issue["check_name"], issue["location"]["path"], issue["location"]["lines"]["begin"]) != (diagnostic["rule"], diagnostic["file"], diagnostic["line"]):
        sys.exit(f"FAILED: {issue} is not {diagnostic}")
    if issue["severity"] != {"error": "major", "warning": "minor"}[diagnostic["severity"]]:
        sys.exit(f"FAILED: severity of {issue}")
breakages = {
    "no-fingerprint": lambda issue: issue.pop("fingerprint"),
    "unknown-severity": lambda issue: issue.update(severity="error"),
    "absolute-path": lambda issue: issue["location"].update(path="/" + issue["location"]["path"]),
    "no-line": lambda issue: issue["location"].pop("lines"),
}
for name, breakage in breakages.items():
    broken = copy.deepcopy(issues)
    breakage(broken[0])
    with open(f"{work}/broken-{name}.json", "w", encoding="utf-8") as handle:
        json.dump(broken, handle)
PYTHON
for broken in "$work"/broken-*.json; do
  if "$bin/check-jsonschema" --schemafile "$schema" "$broken" >"$work/broken.log" 2>&1; then
    echo "FAILED: the schema accepts $(basename "$broken")"
    exit 1
  fi
  echo "rejected as it should be: $(basename "$broken" .json)"
done
echo "GitLab Code Quality check passed"
