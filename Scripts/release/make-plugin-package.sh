#!/usr/bin/env bash
# Writes the plugin package of a release: a Swift package, `niblint-plugins`, whose `niblint` is the release's
# artifact bundle (a binary target) and whose products are niblint's three plugins, so that a project uses the
# prebuilt binary with one dependency and copies no plugin code:
#   .package(url: "https://github.com/OWNER/niblint-plugins", from: "X.Y.Z")
#   .target(name: "App", plugins: [.plugin(name: "NiblintBuildTool", package: "niblint-plugins")])
# The plugin files are copies of Plugins/ (links resolved); LICENSE travels along.
#   Scripts/release/make-plugin-package.sh --output DIR --url URL --checksum SHA256   (a release: the zip's URL)
#   Scripts/release/make-plugin-package.sh --output DIR --bundle PATH                 (a local niblint.artifactbundle,
#                                                                                      copied into DIR: tests)
# release.yml runs the first form and attaches DIR zipped (niblint-plugins.zip); its contents are what the
# niblint-plugins repository holds at the release's tag. Scripts/ci/check-artifact-bundle.sh runs the second.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
output="" url="" checksum="" bundle=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --checksum) checksum="$2"; shift 2 ;;
        --bundle) bundle="$2"; shift 2 ;;
        *) echo "make-plugin-package.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "$output" ] || { [ -z "$bundle" ] && { [ -z "$url" ] || [ -z "$checksum" ]; }; }; then
    echo "usage: make-plugin-package.sh --output DIR (--url URL --checksum SHA256 | --bundle PATH)" >&2
    exit 2
fi
mkdir -p "$output/Plugins"
for plugin in NiblintCommand NiblintFix NiblintBuildTool; do
    rm -rf "${output:?}/Plugins/$plugin"
    cp -RL "$repo/Plugins/$plugin" "$output/Plugins/$plugin"
done
cp "$repo/LICENSE" "$output/LICENSE"
if [ -n "$bundle" ]; then
    rm -rf "$output/niblint.artifactbundle"
    cp -R "$bundle" "$output/niblint.artifactbundle"
    binary='.binaryTarget(name: "niblint", path: "niblint.artifactbundle")'
else
    binary=".binaryTarget(name: \"niblint\", url: \"$url\", checksum: \"$checksum\")"
fi
# The plugin declarations are Package.swift's own (one source for both packages): its .plugin(...) targets.
plugins="$(python3 - "$repo/Package.swift" <<'PYTHON'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
targets = []
for match in re.finditer(r"^        \.plugin\($", text, re.M):
    depth, end = 0, match.start()
    for position in range(match.start(), len(text)):
        depth += {"(": 1, ")": -1}.get(text[position], 0)
        if depth == 0 and text[position] == ")":
            end = position + 1
            break
    targets.append(text[match.start():end] + ",")
targets += [line for line in text.splitlines() if line.startswith("        .plugin(name:") and "capability:" in line]
assert len(targets) == 3, f"expected niblint's three plugin targets in Package.swift, found {len(targets)}"
print("\n".join(targets))
PYTHON
)"
cat > "$output/Package.swift" <<SWIFT
// swift-tools-version:6.0
// niblint's plugins on its prebuilt release binary (made by niblint's Scripts/release/make-plugin-package.sh):
//   swift package niblint                                                  lints the package (reads only)
//   swift package --allow-writing-to-package-directory niblint-fix --fix   the options that write
//   .target(name: "App", plugins: [.plugin(name: "NiblintBuildTool", package: "niblint-plugins")])
import PackageDescription

let package = Package(
    name: "niblint-plugins",
    products: [
        .plugin(name: "NiblintCommand", targets: ["NiblintCommand"]),
        .plugin(name: "NiblintFix", targets: ["NiblintFix"]),
        .plugin(name: "NiblintBuildTool", targets: ["NiblintBuildTool"]),
    ],
    targets: [
        $binary,
$plugins
    ]
)
SWIFT
echo "plugin package: $output ($( [ -n "$bundle" ] && echo "bundle copied in" || echo "$url"))"
