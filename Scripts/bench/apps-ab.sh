#!/usr/bin/env bash
# Two niblint builds on real apps, run in turn: for each app, N runs of each (files read just before),
# the minimum and median wall time of both, and new/old ratios.
#
#   bash Scripts/bench/apps-ab.sh OLD_NIBLINT NEW_NIBLINT [--runs N] APP_DIR...
#
# The apps are folders you fetched yourself (Docs/real-world.md lists the ones this project uses).
set -uo pipefail
[[ $# -ge 3 ]] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
OLD=$1; NEW=$2; shift 2
RUNS=7
if [[ "${1:-}" == "--runs" ]]; then RUNS=$2; shift 2; fi
ms() { echo $(( ($2 - $1) / 1000000 )); }
stat() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { printf "%d %d", a[1], a[int((NR + 1) / 2)] }'; }
printf '| app | old min | old median | new min | new median | ratio min | ratio median |\n|---|---:|---:|---:|---:|---:|---:|\n'
for app in "$@"; do
    find "$app" -type f -print0 | xargs -0 cat > /dev/null
    old=(); new=()
    for _ in $(seq "$RUNS"); do
        s=$(date +%s%N); "$OLD" "$app" > /dev/null 2>&1; e=$(date +%s%N); old+=("$(ms "$s" "$e")")
        s=$(date +%s%N); "$NEW" "$app" > /dev/null 2>&1; e=$(date +%s%N); new+=("$(ms "$s" "$e")")
    done
    read -r omin omed <<< "$(stat "${old[@]}")"; read -r nmin nmed <<< "$(stat "${new[@]}")"
    printf '| %s | %d ms | %d ms | %d ms | %d ms | %.2f | %.2f |\n' "$(basename "$app")" "$omin" "$omed" "$nmin" "$nmed" \
        "$(echo "$nmin / $omin" | bc -l)" "$(echo "$nmed / $omed" | bc -l)"
done
