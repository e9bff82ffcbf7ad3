#!/usr/bin/env bash
# Compares two niblint binaries on one generated project: runs them in turn, RUNS times each, and prints
# the minimum and median wall time, CPU time (user + system) and the largest peak RSS of each.
#
#   bash Scripts/bench/ab.sh [--size N] [--runs R] [--projects DIR] [--timings] NIBLINT_A NIBLINT_B [-- NIBLINT ARGS...]
#
# The project is the one run.sh generates (`--size` 1 by default, in --projects, default
# /tmp/bench-projects); generate it with run.sh first. Alternating the two binaries exposes both to the
# same drift of a shared machine, which moves single runs by ±10 % within minutes: compare medians.
# --timings: also runs niblint with --timings and prints each stage's and each rule's minimum (ms).
set -uo pipefail

SIZE=1
RUNS=7
PROJECTS=/tmp/bench-projects
TIMINGS=""
usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --size) SIZE="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --projects) PROJECTS="$2"; shift 2 ;;
        --timings) TIMINGS="--timings"; shift ;;
        -h|--help) usage; exit 0 ;;
        --) shift; break ;;
        -*) echo "ab.sh: unknown option: $1" >&2; usage >&2; exit 2 ;;
        *) break ;;
    esac
done
[[ $# -ge 2 ]] || { usage >&2; exit 2; }
A="$1"; B="$2"; shift 2
[[ "${1:-}" == "--" ]] && shift
for bin in "$A" "$B"; do [[ -x "$bin" ]] || { echo "ab.sh: $bin is not an executable" >&2; exit 2; }; done
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || { echo "ab.sh: bad --runs '$RUNS'" >&2; exit 2; }
PROJECT="$PROJECTS/scale-$SIZE"
[[ -d "$PROJECT" ]] || { echo "ab.sh: no project at $PROJECT; run: bash Scripts/bench/run.sh --sizes $SIZE" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "ab.sh: /usr/bin/time is required (apt-get install time)" >&2; exit 2; }
A="$(cd "$(dirname "$A")" && pwd)/$(basename "$A")"
B="$(cd "$(dirname "$B")" && pwd)/$(basename "$B")"

cd "$PROJECT" || exit 2
for _ in $(seq "$RUNS"); do
    for label in A B; do
        bin="$A"; [[ "$label" == B ]] && bin="$B"
        # Before every run: the page cache of idle files is dropped within seconds on this machine.
        find . -type f -print0 | xargs -0 cat > /dev/null
        /usr/bin/time -f "time %e %U %S %M" "$bin" "$@" $TIMINGS --reporter json . 2>&1 >/dev/null | grep -E "^(time|niblint: (rule )?timings:)" | sed "s/^/$label /"
    done
done | python3 -c '
import collections, re, statistics, sys
runs = {"A": [], "B": []}
parts = {"A": collections.defaultdict(list), "B": collections.defaultdict(list)}
for line in sys.stdin:
    fields = line.split()
    if len(fields) == 6 and fields[0] in runs and fields[1] == "time":
        runs[fields[0]].append((float(fields[2]), float(fields[3]) + float(fields[4]), int(fields[5])))
    elif fields and fields[0] in parts and "timings:" in line:
        kind = "rule" if "rule timings:" in line else "stage"
        for name, ms in re.findall(r"([a-z][a-z -]*?) (\d+) ms", line.split("timings:", 1)[1]):
            parts[fields[0]][(kind, name.strip(" ,"))].append(int(ms))
for label, name in (("A", sys.argv[1]), ("B", sys.argv[2])):
    values = runs[label]
    if not values:
        sys.exit("ab.sh: no timing for " + name)
    wall = [v[0] for v in values]; cpu = [v[1] for v in values]
    print("%s  wall min %.3f s, median %.3f s | CPU min %.3f s, median %.3f s | peak %d MB | %d runs | %s"
          % (label, min(wall), statistics.median(wall), min(cpu), statistics.median(cpu), max(v[2] for v in values) // 1024, len(values), name))
if parts["A"]:
    print("minimum ms over the runs (A | B):")
    keys = [k for k in parts["A"] if k[0] == "stage"] + sorted((k for k in parts["A"] if k[0] == "rule"), key=lambda k: -min(parts["A"][k]))
    for key in keys:
        b = parts["B"].get(key)
        print("  %-6s %-34s %6d | %6s" % (key[0], key[1], min(parts["A"][key]), min(b) if b else "-"))
    for label in ("A", "B"):
        rules = [v for k, v in parts[label].items() if k[0] == "rule"]
        print("  rules summed, %s: %d ms" % (label, sum(min(v) for v in rules)))
' "$A" "$B"
