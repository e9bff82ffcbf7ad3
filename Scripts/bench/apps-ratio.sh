#!/usr/bin/env bash
# Issue 26's speed check on real apps: niblint's whole lint against a baseline of `xmllint --stream --noout`
# over the app's nibs (.xib, .storyboard) + `cat` of its sources (.swift .h .m .mm) and project files
# (project.pbxproj, Package.swift), best of R runs (3 by default), all in the same run, then summed over the apps.
#
#   bash Scripts/bench/apps-ratio.sh NIBLINT [--old OLD_NIBLINT] [--runs R] [APP_DIR...]
#
# APP_DIR defaults to every folder of /work/apps except ALL. The file lists are made once per app (`find`),
# outside the timing, so the baseline times only reading. Each round runs niblint, OLD (if given) and the
# baseline in turn, after the app's files were read once into the page cache. Ratio = niblint / baseline;
# new/old = niblint / OLD (above 1: slower than before).
set -uo pipefail
usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }
[[ $# -ge 1 && "$1" != -h && "$1" != --help ]] || { usage; exit 2; }
NEW=$1; shift
OLD=""; RUNS=3
while [[ $# -gt 0 ]]; do
    case "$1" in
        --old) OLD=$2; shift 2 ;;
        --runs) RUNS=$2; shift 2 ;;
        -*) echo "apps-ratio.sh: unknown option: $1" >&2; usage >&2; exit 2 ;;
        *) break ;;
    esac
done
APPS=("$@")
if [[ ${#APPS[@]} -eq 0 ]]; then
    for d in /work/apps/*/; do [[ "$(basename "$d")" == ALL ]] || APPS+=("${d%/}"); done
fi
command -v xmllint >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1; apt-get install -y libxml2-utils >/dev/null 2>&1; }
command -v xmllint >/dev/null 2>&1 || { echo "apps-ratio.sh: xmllint is needed (apt-get install libxml2-utils)" >&2; exit 2; }
abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
NEW=$(abs "$NEW"); [[ -x "$NEW" ]] || { echo "apps-ratio.sh: $NEW is not an executable" >&2; exit 2; }
if [[ -n "$OLD" ]]; then OLD=$(abs "$OLD"); [[ -x "$OLD" ]] || { echo "apps-ratio.sh: $OLD is not an executable" >&2; exit 2; }; fi
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT

# Wall time of one command in microseconds.
us() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); echo $(( (e - s) / 1000 )); }
lint() { (cd "$APP" && "$1" --reporter json .); }
baseline() {
    xargs -0 -r xmllint --stream --noout < "$TMP/nibs"
    xargs -0 -r cat < "$TMP/sources" > /dev/null
}
min() { printf '%s\n' "$@" | sort -n | head -n 1; }

echo "niblint: $NEW${OLD:+ | old: $OLD} | best of $RUNS | $(xmllint --version 2>&1 | head -n 1) | load $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ -n "$OLD" ]]; then
    printf '| app | nibs | sources | niblint ms | old ms | baseline ms | ratio | old ratio | new/old |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
else
    printf '| app | nibs | sources | niblint ms | baseline ms | ratio |\n|---|---:|---:|---:|---:|---:|\n'
fi
SN=0; SO=0; SB=0; SLOWER=()
for APP in "${APPS[@]}"; do
    APP=$(abs "$APP")
    (cd "$APP" && find . -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0) > "$TMP/nibs"
    (cd "$APP" && find . -type f \( -name '*.swift' -o -name '*.h' -o -name '*.m' -o -name '*.mm' \
        -o -name project.pbxproj -o -name Package.swift \) -print0) > "$TMP/sources"
    nibs=$(tr -cd '\0' < "$TMP/nibs" | wc -c); sources=$(tr -cd '\0' < "$TMP/sources" | wc -c)
    find "$APP" -type f -print0 | xargs -0 -r cat > /dev/null
    cd "$APP" || exit 2
    n=(); o=(); b=()
    for _ in $(seq "$RUNS"); do
        n+=("$(us lint "$NEW")")
        [[ -n "$OLD" ]] && o+=("$(us lint "$OLD")")
        b+=("$(us baseline)")
    done
    cd - >/dev/null || exit 2
    bn=$(min "${n[@]}"); bb=$(min "${b[@]}"); SN=$((SN + bn)); SB=$((SB + bb))
    if [[ -n "$OLD" ]]; then
        bo=$(min "${o[@]}"); SO=$((SO + bo))
        awk -v a="$(basename "$APP")" -v k="$nibs" -v s="$sources" -v n="$bn" -v o="$bo" -v b="$bb" \
            'BEGIN { printf "| %s | %d | %d | %.1f | %.1f | %.1f | %.2f | %.2f | %.2f |\n", a, k, s, n/1000, o/1000, b/1000, n/b, o/b, n/o }'
        (( bn > bo )) && SLOWER+=("$(basename "$APP") $(awk -v n="$bn" -v o="$bo" 'BEGIN { printf "%.2f", n/o }')")
    else
        awk -v a="$(basename "$APP")" -v k="$nibs" -v s="$sources" -v n="$bn" -v b="$bb" \
            'BEGIN { printf "| %s | %d | %d | %.1f | %.1f | %.2f |\n", a, k, s, n/1000, b/1000, n/b }'
    fi
done
if [[ -n "$OLD" ]]; then
    awk -v n="$SN" -v o="$SO" -v b="$SB" \
        'BEGIN { printf "| **sum** | | | %.1f | %.1f | %.1f | **%.2f** | **%.2f** | **%.2f** |\n", n/1000, o/1000, b/1000, n/b, o/b, n/o }'
    echo "slower than old (best of $RUNS): ${SLOWER[*]:-none}"
else
    awk -v n="$SN" -v b="$SB" 'BEGIN { printf "| **sum** | | | %.1f | %.1f | **%.2f** |\n", n/1000, b/1000, n/b }'
fi
