#!/usr/bin/env bash
# niblint performance benchmark.
#
#   bash Scripts/bench/run.sh [--sizes "1 4 16"] [--niblint PATH] [--seed S] [--runs R] [--projects DIR]
#
# Builds niblint (release), generates synthetic projects with generate_project.py (reused when already
# generated with the same arguments and generator), and for each size measures, best of R runs:
#   (a) niblint --reporter json . > /dev/null          (run inside the project; exit status 0 or 1 is normal)
#   (b) baseline: xmllint --stream --noout over every nib + cat of every source file to /dev/null
# with /usr/bin/time -f "%e %U %S %M", then prints a Markdown table.  See Scripts/bench/README.md.
set -uo pipefail

SIZES="1 4 16"
NIBLINT=""
SEED=42
RUNS=3
PROJECTS=/tmp/bench-projects

usage() { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --sizes) SIZES="$2"; shift 2 ;;
        --sizes=*) SIZES="${1#*=}"; shift ;;
        --niblint) NIBLINT="$2"; shift 2 ;;
        --niblint=*) NIBLINT="${1#*=}"; shift ;;
        --seed) SEED="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --projects) PROJECTS="$2"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done
for s in $SIZES; do
    [[ "$s" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: bad size '$s' (positive integers)" >&2; exit 2; }
done
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: bad --runs '$RUNS'" >&2; exit 2; }

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
GEN="$HERE/generate_project.py"
TMP="$(mktemp -d /tmp/bench-run.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
log() { echo "==> $*" >&2; }

# ---- tools -------------------------------------------------------------------------------------
need_apt=()
command -v xmllint >/dev/null 2>&1 || need_apt+=(libxml2-utils)
[[ -x /usr/bin/time ]] || need_apt+=(time)
if [[ ${#need_apt[@]} -gt 0 ]]; then
    log "installing ${need_apt[*]} (apt-get)"
    SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
    $SUDO apt-get update -qq >/dev/null && $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null \
        || { echo "run.sh: could not install ${need_apt[*]}" >&2; exit 1; }
fi
command -v python3 >/dev/null 2>&1 || { echo "run.sh: python3 is required" >&2; exit 1; }

# ---- build niblint -----------------------------------------------------------------------------
if [[ -n "$NIBLINT" ]]; then
    [[ -x "$NIBLINT" ]] || { echo "run.sh: --niblint $NIBLINT is not an executable" >&2; exit 2; }
    NIBLINT="$(cd "$(dirname "$NIBLINT")" && pwd)/$(basename "$NIBLINT")"
    log "using niblint at $NIBLINT"
elif [[ ! -f "$ROOT/Package.swift" ]]; then
    log "no Package.swift at $ROOT: the niblint product does not exist yet -- measuring the baseline only"
elif ! command -v swift >/dev/null 2>&1; then
    log "no swift toolchain on PATH -- measuring the baseline only"
else
    # The binary as it is installed (README): the Swift runtime linked in, so no shared libraries to load
    # at start-up. Its own scratch folder, so the ordinary `swift build` products are not rebuilt.
    BUILD=(swift build -c release --product niblint --static-swift-stdlib --scratch-path "$ROOT/.build/static")
    log "building niblint: ${BUILD[*]} (log: $TMP/build.log)"
    if (cd "$ROOT" && "${BUILD[@]}") >"$TMP/build.log" 2>&1; then
        NIBLINT="$(cd "$ROOT" && "${BUILD[@]}" --show-bin-path)/niblint"
        log "built $NIBLINT"
    else
        if grep -qi "no product named" "$TMP/build.log"; then
            log "the niblint product does not exist yet -- measuring the baseline only"
        else
            log "swift build FAILED -- measuring the baseline only. Last lines of the build log:"
            tail -n 15 "$TMP/build.log" >&2
        fi
        NIBLINT=""
    fi
fi

# ---- helpers -----------------------------------------------------------------------------------
# measure NAME CMD...: best of $RUNS; sets M_WALL M_CPU (min over runs) M_RSS_KB (max over runs) M_RC,
# M_WALLS (every run's wall, in order) and M_MEDIAN (their median)
measure() {
    local name="$1"; shift
    M_WALL=""; M_CPU=""; M_RSS_KB=0; M_RC=0; M_WALLS=""
    local i line wall user sys rss cpu rc
    for ((i = 1; i <= RUNS; i++)); do
        # Before every run: this machine's memory manager drops the page cache of files idle for a few
        # seconds (half of the 16x project's 950 MB within 50 s), so a single warm-up left later runs
        # reading from disk, and the 16x runs of one build spread by 40 %.
        warm_page_cache
        /usr/bin/time -f "%e %U %S %M" -o "$TMP/time" "$@" >/dev/null 2>"$TMP/$name.stderr"
        rc=$?
        line="$(tail -n 1 "$TMP/time")"
        read -r wall user sys rss <<<"$line"
        cpu="$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')"
        log "  $name run $i: wall ${wall}s user ${user}s sys ${sys}s maxrss ${rss}KB exit $rc"
        if [[ -z "$M_WALL" ]] || awk -v a="$wall" -v b="$M_WALL" 'BEGIN { exit !(a < b) }'; then M_WALL="$wall"; fi
        if [[ -z "$M_CPU" ]] || awk -v a="$cpu" -v b="$M_CPU" 'BEGIN { exit !(a < b) }'; then M_CPU="$cpu"; fi
        (( rss > M_RSS_KB )) && M_RSS_KB="$rss"
        [[ $rc -gt $M_RC ]] && M_RC=$rc
        M_WALLS="${M_WALLS:+$M_WALLS }$wall"
    done
    M_MEDIAN="$(tr ' ' '\n' <<<"$M_WALLS" | sort -g | awk '{ v[NR] = $1 } END { printf "%.2f", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }')"
}

# Reads every file of the current directory once, so that the next run finds them in the page cache.
warm_page_cache() { find . -type f -print0 | xargs -0 cat >/dev/null; }

baseline_cmd() {
    # One shell pipeline: well-formedness pass over every nib + reading every source file.
    find . \( -name '*.xib' -o -name '*.storyboard' \) -print0 | xargs -0 xmllint --stream --noout || return $?
    find . \( -name '*.swift' -o -name '*.h' -o -name '*.m' -o -name '*.mm' \) -print0 | xargs -0 cat >/dev/null
}
export -f baseline_cmd

sum_bytes() { find . \( "$@" \) -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }'; }
count_files() { find . \( "$@" \) -type f | wc -l; }

GEN_HASH="$(sha256sum "$GEN" | cut -c1-16)"
mkdir -p "$PROJECTS"
declare -A ROW NL_WALL BL_WALL NL_MEDIAN BL_MEDIAN NL_RUNS BL_RUNS
SIZES_RUN=()

for size in $SIZES; do
    dir="$PROJECTS/scale-$size"
    stamp="$PROJECTS/scale-$size.stamp"
    want="scale=$size seed=$SEED generator=$GEN_HASH"
    if [[ -d "$dir" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
        log "size ${size}x: reusing $dir"
    else
        log "size ${size}x: generating $dir"
        rm -rf "$dir" "$stamp"
        python3 "$GEN" "$dir" --scale "$size" --seed "$SEED" >&2 || { echo "run.sh: generation failed" >&2; exit 1; }
        echo "$want" >"$stamp"
    fi
    cd "$dir" || exit 1
    nib_files=$(count_files -name '*.xib' -o -name '*.storyboard')
    src_files=$(count_files -name '*.swift' -o -name '*.h' -o -name '*.m' -o -name '*.mm')
    total_bytes=$(sum_bytes -name '*.xib' -o -name '*.storyboard' -o -name '*.swift' -o -name '*.h' -o -name '*.m' -o -name '*.mm')
    total_mb=$(awk -v b="$total_bytes" 'BEGIN { printf "%.1f", b / 1e6 }')
    log "size ${size}x: $nib_files nib files, $src_files source files, $total_mb MB"

    nl_cols="n/a | n/a | n/a | n/a"; ratio="n/a | n/a"; found="n/a"
    if [[ -n "$NIBLINT" ]]; then
        log "size ${size}x: niblint, best of $RUNS"
        measure niblint "$NIBLINT" --reporter json .
        if [[ $M_RC -gt 1 ]]; then
            log "niblint exited with status $M_RC (stderr: $(head -c 500 "$TMP/niblint.stderr"))"
            nl_cols="FAILED (exit $M_RC) | | |"
        else
            nl_wall=$M_WALL; nl_cpu=$M_CPU; nl_rss=$M_RSS_KB
            NL_WALL[$size]=$nl_wall; NL_MEDIAN[$size]=$M_MEDIAN; NL_RUNS[$size]=$M_WALLS
            mbps=$(awk -v b="$total_bytes" -v w="$nl_wall" 'BEGIN { if (w > 0) printf "%.0f", b / 1e6 / w; else print "inf" }')
            nl_cols="$nl_wall | $nl_cpu | $(awk -v k="$nl_rss" 'BEGIN { printf "%.0f", k / 1024 }') | $mbps"
            # Defect check (not timed): did niblint report every EXPECTED-DEFECTS.txt entry, and nothing else?
            "$NIBLINT" --reporter json . >"$TMP/report.json" 2>/dev/null
            found=$(python3 - "$TMP/report.json" EXPECTED-DEFECTS.txt <<'PY'
import json, sys
try:
    report = json.load(open(sys.argv[1]))
except Exception as e:
    print(f"unreadable report ({e.__class__.__name__})"); sys.exit()
diags = report.get("diagnostics", [])
got = {(d.get("file", "").lstrip("./") if d.get("file", "").startswith("./") else d.get("file", ""), d.get("line")) for d in diags}
want = set()
for line in open(sys.argv[2]):
    if line.startswith("#") or not line.strip():
        continue
    path, ln, _rest = line.split(":", 2)
    want.add((path, int(ln)))
hit = len(want & got)
extra = len(got - want)
print(f"{hit}/{len(want)}" + (f", +{extra} other" if extra else ""))
PY
)
        fi
    fi

    log "size ${size}x: baseline (xmllint --stream + cat), best of $RUNS"
    measure baseline bash -c baseline_cmd
    if [[ $M_RC -ne 0 ]]; then
        log "baseline exited with status $M_RC: $(head -c 500 "$TMP/baseline.stderr")"
    fi
    bl_wall=$M_WALL; bl_cpu=$M_CPU; bl_rss=$M_RSS_KB
    BL_WALL[$size]=$bl_wall; BL_MEDIAN[$size]=$M_MEDIAN; BL_RUNS[$size]=$M_WALLS
    if [[ -n "${NL_WALL[$size]:-}" ]]; then
        ratio="$(awk -v a="$nl_wall" -v b="$bl_wall" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }') | $(awk -v a="$nl_cpu" -v b="$bl_cpu" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')"
    fi
    ROW[$size]="| ${size}x | $nib_files | $src_files | $total_mb | $nl_cols | $bl_wall | $bl_cpu | $(awk -v k="$bl_rss" 'BEGIN { printf "%.0f", k / 1024 }') | $ratio | $found |"
    SIZES_RUN+=("$size")
    cd "$ROOT" || exit 1
done

# ---- report ------------------------------------------------------------------------------------
echo
echo "## niblint benchmark"
echo
echo "- machine: $(nproc) CPUs (nproc), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//'), $(awk '/MemTotal/ { printf "%.0f GiB RAM", $2 / 1048576 }' /proc/meminfo)"
echo "- load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (results are noisy when this exceeds the CPU count)"
echo "- niblint: ${NIBLINT:-not built (baseline only)}; seed $SEED; best of $RUNS runs, warm page cache; wall/CPU = min over runs, peak = max RSS over runs"
echo "- baseline: \`xmllint --stream --noout\` over every nib + \`cat\` of every source file (one pipeline), $(xmllint --version 2>&1 | head -n 1)"
echo
echo "| size | nib files | source files | total MB | niblint wall s | niblint CPU s | niblint peak MB | niblint MB/s | baseline wall s | baseline CPU s | baseline peak MB | ratio wall | ratio CPU | defects found |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for size in "${SIZES_RUN[@]}"; do echo "${ROW[$size]}"; done
echo

scaling() { # NAME ARRAY-NAME [WHAT]
    local -n w="$2"
    local what="${3:-wall}"
    local lo="" hi=""
    if [[ -n "${w[1]:-}" && -n "${w[16]:-}" ]]; then lo=1; hi=16
    else
        for s in "${SIZES_RUN[@]}"; do
            [[ -n "${w[$s]:-}" ]] || continue
            [[ -z "$lo" || $s -lt $lo ]] && lo=$s
            [[ -z "$hi" || $s -gt $hi ]] && hi=$s
        done
    fi
    if [[ -n "$lo" && "$lo" != "$hi" ]]; then
        echo "- $1 scaling: $what(${hi}x)/$what(${lo}x) = $(awk -v a="${w[$hi]}" -v b="${w[$lo]}" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }') (linear would be $((hi / lo)))"
    else
        echo "- $1 scaling: n/a (needs two sizes)"
    fi
}
scaling niblint NL_WALL
scaling baseline BL_WALL
# The best run hides how much a shared machine moves: the medians and every run, for the record.
scaling niblint NL_MEDIAN "median wall"
scaling baseline BL_MEDIAN "median wall"
for size in "${SIZES_RUN[@]}"; do
    echo "- ${size}x runs, wall s: niblint ${NL_RUNS[$size]:-n/a} (median ${NL_MEDIAN[$size]:-n/a}); baseline ${BL_RUNS[$size]} (median ${BL_MEDIAN[$size]})"
done
