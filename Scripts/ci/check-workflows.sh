#!/usr/bin/env bash
# Checks every GitHub Actions workflow (.github/workflows/*.yml) against GitHub's workflow schema
# (check-jsonschema's built-in copy: no network needed) and audits it with zizmor (offline audits), both
# from PyPI in a virtual environment; run by .ci/run. A missing network only skips this step; a schema
# error or any zizmor finding fails CI.
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
if ! "$python" -m pip install --quiet --disable-pip-version-check --timeout 30 --retries 1 check-jsonschema zizmor >"$work/pip.log" 2>&1; then
  echo "SKIPPED: pip could not install check-jsonschema and zizmor (no network?); last lines of its log:"
  tail -n 5 "$work/pip.log" || true
  exit 0
fi
bin="$(dirname "$python")"
[ -x "$bin/zizmor" ] || bin="$("$python" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')"

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
if [ ${#workflows[@]} -eq 0 ]; then
  echo "FAILED: no workflow files under .github/workflows"
  exit 1
fi
for workflow in "${workflows[@]}"; do
  "$bin/check-jsonschema" --builtin-schema vendor.github-workflows "$workflow"
done
# zizmor exits non-zero on any finding at its default persona; --offline: no GitHub API look-ups.
"$bin/zizmor" --version
"$bin/zizmor" --offline --no-progress "${workflows[@]}"
echo "workflow check passed (${#workflows[@]} workflows)"
