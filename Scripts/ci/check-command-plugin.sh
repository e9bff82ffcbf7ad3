#!/usr/bin/env bash
# Checks the SwiftPM command plugin (Plugins/NiblintCommand) with the real client: `swift package niblint
# --reporter json` must write exactly the JSON report on stdout (niblint's summary goes to stderr), and end
# with niblint's status; it runs without --allow-writing-to-package-directory (the plugin only reads). Run by .ci/run after swift test (it reuses that debug build: a few seconds).
#   Scripts/ci/check-command-plugin.sh [PACKAGE_DIR]   (default: this repository)
set -euo pipefail
package="${1:-$(cd "$(dirname "$0")/../.." && pwd)}"
echo "== command plugin check (swift package niblint)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$package"
status=0
swift package niblint --reporter json Fixtures/SampleApp \
    >"$work/stdout" 2>"$work/stderr" </dev/null || status=$?
swift build >/dev/null
"$(swift build --show-bin-path)/niblint" --quiet --reporter json Fixtures/SampleApp >"$work/direct.json" || true
python3 - "$work/stdout" "$work/stderr" "$work/direct.json" "$status" <<'PYTHON'
import json, sys
stdout_path, stderr_path, direct_path, status = sys.argv[1:5]
stdout = open(stdout_path, encoding="utf-8").read()
stderr = open(stderr_path, encoding="utf-8").read()
try:
    report = json.loads(stdout)
except json.JSONDecodeError as error:
    print("stdout of swift package niblint --reporter json:\n" + stdout[-2000:])
    sys.exit(f"FAILED: stdout is not JSON ({error})")
direct = json.load(open(direct_path, encoding="utf-8"))
print(f"stdout is a JSON report with {len(report['diagnostics'])} diagnostics; niblint run directly: {len(direct['diagnostics'])}")
if report != direct:
    sys.exit("FAILED: the plugin's JSON differs from niblint's own")
summary = [line for line in stderr.splitlines() if "errors," in line and "nib files" in line]
if not summary:
    print(stderr[-2000:])
    sys.exit("FAILED: niblint's summary line is not on stderr")
print(f"stderr: {summary[0]}")
# The sample app has errors: niblint exits 1, and SwiftPM exits 1 after "Plugin ended with exit code 1".
if status != "1" or "Plugin ended with exit code 1" not in stderr:
    sys.exit(f"FAILED: expected exit status 1 with 'Plugin ended with exit code 1', got {status}")
PYTHON
# An option that writes into the package is refused (status 2, SwiftPM then ends with 1) with the niblint-fix hint,
# and nothing is written.
status=0
swift package niblint --fix Fixtures/SampleApp >"$work/refused.out" 2>"$work/refused.err" </dev/null || status=$?
if [ "$status" -eq 0 ] || ! grep -qF -- '--fix writes into the package, which `swift package niblint` never does: run `swift package --allow-writing-to-package-directory niblint-fix --fix Fixtures/SampleApp`' "$work/refused.err"; then
    cat "$work/refused.err"
    echo "FAILED: swift package niblint --fix was not refused with the niblint-fix hint (status $status)"
    exit 1
fi
[ -z "$(git status --porcelain -- Fixtures/SampleApp 2>/dev/null)" ] || { echo "FAILED: Fixtures/SampleApp was changed"; exit 1; }
echo "swift package niblint --fix: refused (status $status), pointing to niblint-fix; nothing written"
echo "command plugin check passed"
