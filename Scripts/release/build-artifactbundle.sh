#!/usr/bin/env bash
# Builds niblint for release and packs it as a SwiftPM artifact bundle (the layout binary executable
# targets use: `.binaryTarget(name: "niblint", path:/url:)`), plus a zip of it and the zip's checksum.
#
#   Scripts/release/build-artifactbundle.sh [--version VERSION] [--output DIR] [--binary PATH]
#
# Writes into DIR (default .build/artifacts-release, ignored by git):
#   niblint.artifactbundle/info.json                       schemaVersion 1.0, artifacts.niblint, type executable
#   niblint.artifactbundle/niblint-VERSION-TRIPLE/bin/niblint
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
if [ -z "$version" ]; then
    # A tag v1.2.3 gives 1.2.3; before any release, 0.0.0-dev+<commit>.
    if tag="$(git -C "$repo" describe --tags --exact-match --match 'v*' 2>/dev/null)"; then
        version="${tag#v}"
    else
        version="0.0.0-dev+$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    fi
fi

case "$(uname -s)" in
    Linux)
        triples=("$(uname -m)-unknown-linux-gnu")
        if [ -z "$binary" ]; then
            swift build --package-path "$repo" -c release --static-swift-stdlib --product niblint
            binary="$(swift build --package-path "$repo" -c release --static-swift-stdlib --show-bin-path)/niblint"
        fi
        variant="niblint-$version-${triples[0]}"
        ;;
    Darwin)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
        if [ -z "$binary" ]; then
            swift build --package-path "$repo" -c release --arch arm64 --arch x86_64 --product niblint
            binary="$repo/.build/apple/Products/Release/niblint"
        fi
        variant="niblint-$version-macos-universal"
        ;;
    *) echo "unsupported system $(uname -s)" >&2; exit 2 ;;
esac

bundle="$output/niblint.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.checksum"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/niblint"
chmod 755 "$bundle/$variant/bin/niblint"
cp "$repo/README.md" "$bundle/$variant/README.md"
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
