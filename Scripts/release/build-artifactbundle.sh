#!/usr/bin/env bash
# Builds niblint for release and packs it as a SwiftPM artifact bundle (the layout binary executable
# targets use: `.binaryTarget(name: "niblint", path:/url:)`), plus a zip of it and the zip's checksum.
#
#   Scripts/release/build-artifactbundle.sh [--version VERSION] [--output DIR] [--binary PATH]
#
# VERSION is the binary's own `niblint --version` (the one version, defined in Invocation.swift); a --version
# that differs from it is an error, so a release tag cannot name another version than the binary says.
#
# Writes into DIR (default .build/artifacts-release, ignored by git):
#   niblint.artifactbundle/info.json                       schemaVersion 1.0, artifacts.niblint, type executable
#   niblint.artifactbundle/niblint-VERSION-TRIPLE/bin/niblint
#   niblint.artifactbundle/LICENSE, niblint-VERSION-TRIPLE/{LICENSE,README.md}
#   niblint.artifactbundle.zip                             what a release attaches
#   niblint.artifactbundle.zip.checksum                    `swift package compute-checksum` of the zip (SHA-256),
#                                                          the `checksum:` of `.binaryTarget(name:url:checksum:)`
#
# Linux (run here): `swift build -c release --static-swift-stdlib`, so the binary runs on machines without a
# Swift toolchain; one variant for this machine's triple, `$(uname -m)-unknown-linux-gnu`
# (x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu). Build on each architecture and merge the bundles
# with Scripts/release/merge-artifactbundles.py.
#
# macOS (not run here: no Mac in this repository's CI machine; it is what .github/workflows/release.yml runs on
# a macOS runner): one universal binary,
#   swift build -c release --arch arm64 --arch x86_64 --product niblint
#   → .build/apple/Products/Release/niblint
# as one variant with supportedTriples arm64-apple-macosx and x86_64-apple-macosx.
#
# --binary PATH packs an already built binary instead of building (the triples are still this machine's).
# The release build takes about 1.5 minutes on 2 cores (longer on a busy machine).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
version=""
output="$repo/.build/artifacts-release"
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --version) version="$2"; shift 2 ;;
        --output) output="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        *) echo "usage: $0 [--version VERSION] [--output DIR] [--binary PATH]" >&2; exit 2 ;;
    esac
done
case "$(uname -s)" in
    Linux)
        triples=("$(uname -m)-unknown-linux-gnu")
        platform="${triples[0]}"
        if [ -z "$binary" ]; then
            swift build --package-path "$repo" -c release --static-swift-stdlib --product niblint
            binary="$(swift build --package-path "$repo" -c release --static-swift-stdlib --show-bin-path)/niblint"
        fi
        ;;
    Darwin)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
        platform=macos-universal
        if [ -z "$binary" ]; then
            swift build --package-path "$repo" -c release --arch arm64 --arch x86_64 --product niblint
            binary="$repo/.build/apple/Products/Release/niblint"
        fi
        ;;
    *) echo "unsupported system $(uname -s)" >&2; exit 2 ;;
esac
# The version is defined once, in Sources/NibLintKit/CommandLine/Invocation.swift (`versionString`); the bundle
# takes it from the binary it packs, so `niblint --version` and info.json always agree. A --version that
# differs (a tag v1.2.3 whose sources still say 1.2.2) is refused.
reported="$("$binary" --version)"
if [ -z "$version" ]; then
    version="$reported"
elif [ "$version" != "$reported" ]; then
    echo "error: --version $version, but $binary --version says '$reported' (update versionString in Sources/NibLintKit/CommandLine/Invocation.swift first)" >&2
    exit 1
fi
variant="niblint-$version-$platform"

bundle="$output/niblint.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/niblint"
chmod 755 "$bundle/$variant/bin/niblint"
cp "$repo/README.md" "$bundle/$variant/README.md"
# The MIT licence asks for its notice in every copy: at the bundle's root (where SwiftPM ignores files other
# than info.json and the variants) and beside the binary, for a variant copied on its own.
cp "$repo/LICENSE" "$bundle/LICENSE"
cp "$repo/LICENSE" "$bundle/$variant/LICENSE"
python3 - "$bundle/info.json" "$version" "$variant/bin/niblint" "${triples[@]}" <<'PYTHON'
import json, sys
path, version, executable, *triples = sys.argv[1:]
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        "niblint": {
            "version": version,
            "type": "executable",
            "variants": [{"path": executable, "supportedTriples": triples}],
        }
    },
}
with open(path, "w", encoding="utf-8") as handle:
    json.dump(info, handle, indent=2)
    handle.write("\n")
PYTHON
"$repo/Scripts/release/zip-artifactbundle.sh" "$output"
echo "artifact bundle: $bundle ($version, ${triples[*]})"
