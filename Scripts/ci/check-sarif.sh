#!/usr/bin/env bash
# Checks the SARIF report of the sample app with independent consumers; run by .ci/run after swift test.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The SARIF report of the sample app, read by an independent implementation (sarif-tools), and
# validated against the SARIF 2.1.0 JSON schema when an installed package ships a copy of it.
# A missing network only skips this step; a report the tools reject fails CI.
echo "== SARIF check (sarif-tools)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python=python3
if ! command -v "$python" >/dev/null 2>&1; then
  echo "SKIPPED: no python3 on this machine, so sarif-tools cannot be installed"
  exit 0
fi
# A virtual environment keeps the machine's Python untouched; without venv, pip installs into python3 itself.
if "$python" -m venv "$work/venv" >/dev/null 2>&1; then
  python="$work/venv/bin/python"
fi
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 sarif-tools jsonschema >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install sarif-tools and jsonschema (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi

swift build
niblint="$(swift build --show-bin-path)/niblint"
report_status=0
"$niblint" --quiet --reporter sarif --output "$work/niblint.sarif" Fixtures/SampleApp || report_status=$?
json_status=0
"$niblint" --quiet --reporter json --output "$work/niblint.json" Fixtures/SampleApp || json_status=$?
# The sample app has errors on purpose, so 1 is the expected status; 2 or 3 is a failure.
if [ "$report_status" -gt 1 ] || [ "$json_status" -gt 1 ]; then
  echo "niblint failed to write the reports (status $report_status / $json_status)"
  exit 1
fi

"$python" - "$work/niblint.sarif" "$work/niblint.json" <<'PYTHON'
import json, os, site, sys, sysconfig

sarif_path, json_path = sys.argv[1], sys.argv[2]

from sarif import loader  # sarif-tools
sarif_file = loader.load_sarif_file(sarif_path)
sarif_count = sarif_file.get_result_count()
with open(json_path, encoding="utf-8") as handle:
    json_count = len(json.load(handle)["diagnostics"])
tools = sarif_file.get_distinct_tool_names()
print(f"sarif-tools loaded {sarif_path}: {sarif_count} results from {', '.join(tools)}; the JSON reporter has {json_count} diagnostics")
if sarif_count != json_count or sarif_count == 0:
    sys.exit("FAILED: the SARIF and JSON reports disagree on the number of findings")
if tools != ["niblint"]:
    sys.exit(f"FAILED: unexpected tool names {tools}")

# Look for a copy of the official schema shipped inside any installed package.
roots = set(site.getsitepackages() + [site.getusersitepackages(), sysconfig.get_paths()["purelib"]])
schemas = []
for root in sorted(r for r in roots if os.path.isdir(r)):
    for directory, _, files in os.walk(root):
        if "sarif-schema-2.1.0.json" in files:
            schemas.append(os.path.join(directory, "sarif-schema-2.1.0.json"))
if not schemas:
    print("schema validation not done: no installed package ships sarif-schema-2.1.0.json")
    sys.exit(0)

import jsonschema
with open(schemas[0], encoding="utf-8") as handle:
    schema = json.load(handle)
with open(sarif_path, encoding="utf-8") as handle:
    log = json.load(handle)
validator_class = jsonschema.validators.validator_for(schema)
errors = sorted(validator_class(schema).iter_errors(log), key=lambda error: list(error.path))
for error in errors[:20]:
    print(f"schema error at {'/'.join(map(str, error.path))}: {error.message}")
if errors:
    sys.exit(f"FAILED: {len(errors)} schema errors against {schemas[0]}")
print(f"valid against {schemas[0]}")
PYTHON
echo "SARIF check passed"
