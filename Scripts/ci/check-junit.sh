#!/usr/bin/env bash
# Checks the JUnit report of the sample app with an independent reader (junitparser, as CI servers read
# JUnit); run by .ci/run after swift test. A missing network only skips this step; a report junitparser
# reads differently from niblint's own counts fails CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== JUnit check (junitparser)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python=python3
if ! command -v "$python" >/dev/null 2>&1; then
  echo "SKIPPED: no python3 on this machine, so junitparser cannot be installed"
  exit 0
fi
if "$python" -m venv "$work/venv" >/dev/null 2>&1; then
  python="$work/venv/bin/python"
fi
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 junitparser >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install junitparser (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi

swift build
niblint="$(swift build --show-bin-path)/niblint"
# One run writes all three reports; the sample app has errors on purpose, so 1 is the expected status.
status=0
"$niblint" --quiet --reporter json:"$work/niblint.json" --reporter junit:"$work/report.xml" Fixtures/SampleApp || status=$?
strict_status=0
"$niblint" --quiet --strict --reporter junit:"$work/strict.xml" Fixtures/SampleApp || strict_status=$?
if [ "$status" -ne 1 ] || [ "$strict_status" -ne 1 ]; then
  echo "FAILED: niblint exited with $status / $strict_status (expected 1: findings)"
  exit 1
fi

"$python" - "$work/report.xml" "$work/strict.xml" "$work/niblint.json" <<'PYTHON'
import json, sys
from junitparser import JUnitXml, Failure

report_path, strict_path, json_path = sys.argv[1:4]
with open(json_path, encoding="utf-8") as handle:
    diagnostics = json.load(handle)["diagnostics"]
errors = sum(1 for d in diagnostics if d["severity"] == "error")

def read(path):
    cases = [case for suite in JUnitXml.fromfile(path) for case in suite]
    failed = [case for case in cases if any(isinstance(r, Failure) for r in case.result)]
    return cases, failed

cases, failed = read(report_path)
print(f"junitparser read {report_path}: {len(cases)} test cases, {len(failed)} failed; the JSON report has {len(diagnostics)} diagnostics, {errors} errors")
expected_names = [f"{d['file']}:{d['line']}:{d['column']} {d['rule']}" for d in diagnostics]
if sorted(case.name for case in cases) != sorted(expected_names):
    sys.exit("FAILED: the test cases are not one per diagnostic, named FILE:LINE:COL RULE")
if any(case.classname != case.name.split(":")[0] for case in cases):
    sys.exit("FAILED: a test case's classname is not its file")
if len(failed) != errors:
    sys.exit("FAILED: without --strict, exactly the errors must be failures")
failed_ids = {id(case) for case in failed}
if any(not case.system_out for case in cases if id(case) not in failed_ids):
    sys.exit("FAILED: a passing (warning) test case carries no output")
strict_cases, strict_failed = read(strict_path)
print(f"with --strict: {len(strict_cases)} test cases, {len(strict_failed)} failed")
if len(strict_failed) != len(diagnostics):
    sys.exit("FAILED: with --strict, every diagnostic must be a failure")
PYTHON
echo "JUnit check passed"
