#!/usr/bin/env bash
# Builds and runs niblint's libFuzzer targets with AddressSanitizer.
#   bash Scripts/fuzz/run.sh TARGET [SECONDS]     TARGET: NibParser | SwiftScanner | ObjectiveCScanner | XcodeProject | XcodeGenProject | NibLocalization
# Each target is the NibLintKit sources plus one Fuzz*.swift file, compiled in one swiftc invocation
# with -sanitize=fuzzer,address (libFuzzer supplies main). The seed corpus comes from Fixtures/;
# crashes land in Scripts/fuzz/crashes/TARGET/ (reproduce: the built binary followed by the file).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?usage: run.sh NibParser|SwiftScanner|ObjectiveCScanner|XcodeProject|XcodeGenProject|NibLocalization [SECONDS]}"
seconds="${2:-60}"
build="${FUZZ_BUILD_DIR:-/tmp/niblint-fuzz}"
mkdir -p "$build/corpus-$target" "$root/Scripts/fuzz/crashes/$target"
binary="$build/fuzz-$target"
if [ ! -x "$binary" ] || [ -n "$(find "$root/Sources/NibLintKit" "$root/Scripts/fuzz/Fuzz$target.swift" -newer "$binary" -print -quit)" ]; then
  echo "building $binary"
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name NibLintKit \
    $(find "$root/Sources/NibLintKit" -name '*.swift' | sort) "$root/Scripts/fuzz/Fuzz$target.swift" -o "$binary"
fi
case "$target" in
  NibParser) pattern='\( -name *.xib -o -name *.storyboard \)';;
  SwiftScanner) pattern='-name *.swift';;
  ObjectiveCScanner) pattern='\( -name *.h -o -name *.m -o -name *.mm \)';;
  XcodeProject) pattern='-name project.pbxproj';;
  XcodeGenProject) pattern='\( -name *.yml -o -name *.yaml \)';;
  NibLocalization) pattern='\( -name *.strings -o -name *.xcstrings \)';;
  *) echo "unknown target $target"; exit 2;;
esac
seeds="$build/seeds-$target"
mkdir -p "$seeds"
eval "find '$root/Fixtures' -type f $pattern -size -200k" | while read -r file; do cp "$file" "$seeds/"; done
ASAN_OPTIONS=detect_leaks=0 "$binary" "$build/corpus-$target" "$seeds" \
  -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$root/Scripts/fuzz/crashes/$target/" -print_final_stats=1
