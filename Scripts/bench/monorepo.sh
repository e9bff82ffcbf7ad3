#!/usr/bin/env bash
# The many-project benchmark: niblint on a generated repository of 140 Xcode projects (about 25 MB of
# project.pbxproj, 29,000 files: 35 nibs, 1,400 Swift files, 10,000 headers), against a baseline run in
# turn with it: xmllint --stream over the nibs + cat of the sources and project files (each after a find).
#
#   bash Scripts/bench/monorepo.sh [--niblint PATH] [--runs R] [--dir DIR] [--projects N]
#
# Prints each run's wall time, the minimum and median of both, their ratio, and niblint's --timings of its
# fastest run. Builds niblint (release) unless --niblint is given. See Scripts/bench/README.md.
set -uo pipefail

NIBLINT=""
RUNS=7
DIR=/tmp/bench-monorepo
PROJECTS=140
while [[ $# -gt 0 ]]; do
    case "$1" in
        --niblint) NIBLINT="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --dir) DIR="$2"; shift 2 ;;
        --projects) PROJECTS="$2"; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "monorepo.sh: unknown argument: $1" >&2; exit 2 ;;
    esac
done
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
command -v xmllint >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1; apt-get install -y libxml2-utils >/dev/null 2>&1; }
command -v xmllint >/dev/null 2>&1 || { echo "monorepo.sh: xmllint is needed (apt-get install libxml2-utils)" >&2; exit 2; }
if [[ -z "$NIBLINT" ]]; then
    # As installed (README) and as run.sh builds it: the Swift runtime linked in (--static-swift-stdlib).
    BUILD=(swift build -c release --product niblint --static-swift-stdlib --scratch-path "$ROOT/.build/static")
    (cd "$ROOT" && "${BUILD[@]}" >/dev/null 2>&1) || { echo "monorepo.sh: release build failed" >&2; exit 2; }
    NIBLINT="$(cd "$ROOT" && "${BUILD[@]}" --show-bin-path)/niblint"
fi
NIBLINT="$(cd "$(dirname "$NIBLINT")" && pwd)/$(basename "$NIBLINT")"
[[ -x "$NIBLINT" ]] || { echo "monorepo.sh: no niblint at $NIBLINT" >&2; exit 2; }
stamp="$DIR/.generated-$PROJECTS-$(sha1sum "$HERE/generate_monorepo.py" | cut -c1-12)"
if [[ ! -f "$stamp" ]]; then
    python3 "$HERE/generate_monorepo.py" "$DIR" --projects "$PROJECTS" --force && touch "$stamp"
fi

now() { date +%s.%N; }
baseline() {
    find . \( -name '*.xib' -o -name '*.storyboard' \) -print0 | xargs -0 xmllint --stream --noout
    find . \( -name '*.swift' -o -name '*.h' -o -name '*.m' -o -name '*.mm' -o -name project.pbxproj \) -print0 | xargs -0 cat > /dev/null
}
cd "$DIR" || exit 2
# The machine drops idle files' pages within seconds: every timed run starts from files just read.
warm() { find . -type f -print0 | xargs -0 cat > /dev/null; }
niblint_times=(); baseline_times=(); best=""; best_timings=""
for run in $(seq 1 "$RUNS"); do
    warm
    start=$(now); "$NIBLINT" --timings . > /dev/null 2> /tmp/monorepo-timings.$$; end=$(now)
    t=$(echo "$end - $start" | bc -l); niblint_times+=("$t")
    if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc -l) )); then best=$t; best_timings=$(grep "timings: find" /tmp/monorepo-timings.$$); fi
    warm
    start=$(now); baseline; end=$(now)
    baseline_times+=("$(echo "$end - $start" | bc -l)")
    printf 'run %d: niblint %.3f s, baseline %.3f s\n' "$run" "$t" "${baseline_times[-1]}"
done
rm -f /tmp/monorepo-timings.$$
stats() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { printf "%.3f %.3f", a[1], a[int((NR + 1) / 2)] }'; }
read -r nmin nmed <<< "$(stats "${niblint_times[@]}")"
read -r bmin bmed <<< "$(stats "${baseline_times[@]}")"
printf '\n| | min (s) | median (s) |\n|---|---:|---:|\n| niblint | %s | %s |\n| baseline | %s | %s |\n| ratio | %.2f | %.2f |\n' \
    "$nmin" "$nmed" "$bmin" "$bmed" "$(echo "$nmin / $bmin" | bc -l)" "$(echo "$nmed / $bmed" | bc -l)"
echo "fastest niblint run: ${best_timings#niblint: }"
