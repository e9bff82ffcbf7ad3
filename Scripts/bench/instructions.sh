#!/usr/bin/env bash
# Instructions executed by a lint of each app, counted by valgrind (callgrind), for two builds: a figure that does not
# move with the load of a shared machine, unlike wall time (issue 26). One parse worker (`--jobs 1`), so that the
# count is the work done, not how it was spread.
#
#   bash Scripts/bench/instructions.sh NIBLINT OLD_NIBLINT [APP_DIR...]
#
# APP_DIR defaults to every folder of /work/apps except ALL. Prints a row per app (old, new, new/old) and the sums.
# Counts still vary by a fraction of a percent between runs (Swift's hashing is seeded per process).
set -uo pipefail
[[ $# -ge 2 && "$1" != -h && "$1" != --help ]] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
command -v valgrind >/dev/null 2>&1 || { echo "instructions.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
NEW=$(abs "$1"); OLD=$(abs "$2"); shift 2
APPS=("$@")
if [[ ${#APPS[@]} -eq 0 ]]; then
    for d in /work/apps/*/; do [[ "$(basename "$d")" == ALL ]] || APPS+=("${d%/}"); done
fi
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
count() { (cd "$2" && valgrind --tool=callgrind --callgrind-out-file="$TMP/out" "$1" --jobs 1 --reporter json . 2>&1 >/dev/null) | awk '/Collected/ { print $4 }'; }
printf '| app | old instructions | new instructions | new/old |\n|---|---:|---:|---:|\n'
SO=0; SN=0
for APP in "${APPS[@]}"; do
    o=$(count "$OLD" "$APP"); n=$(count "$NEW" "$APP")
    SO=$((SO + o)); SN=$((SN + n))
    awk -v a="$(basename "$APP")" -v o="$o" -v n="$n" 'BEGIN { printf "| %s | %.0f | %.0f | %.3f |\n", a, o, n, n/o }'
done
awk -v o="$SO" -v n="$SN" 'BEGIN { printf "| **sum** | %.0f | %.0f | **%.3f** |\n", o, n, n/o }'
