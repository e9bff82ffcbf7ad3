#!/usr/bin/env bash
# Checks the release artifact bundle with the real SwiftPM client, on a package that never builds niblint:
#   1. Scripts/release/build-artifactbundle.sh builds niblint for release and packs niblint.artifactbundle
#      (+ zip + checksum); info.json (its version is the binary's --version; LICENSE is included) and the
#      checksum (against sha256sum) are checked;
#   2. it is merged with a stand-in for the macOS bundle (Scripts/release/merge-artifactbundles.py, as the
#      release workflow does), and a copy of Fixtures/Packages/BinaryConsumer gets the release's plugin package
#      (Scripts/release/make-plugin-package.sh) on the merged, zipped and unzipped bundle as its one dependency;
#   3. `swift package niblint --fix` is refused (the command plugin asks for no write access) with the hint to
#      use niblint-fix, which writes a baseline with `--allow-writing-to-package-directory`;
#      `swift package niblint --reporter json` (command plugin on the binary) must print the JSON report of
#      the fixture's broken outlet and shared-class warning on stdout;
#   4. `swift build` (build-tool plugin) must fail with niblint's error at the nib's line and print its
#      warning, and pass, still printing the warning, once the Swift property has the nib's name again.
#   5. the same with the build-tool plugin of this package used from source, pinned by commit (niblint built
#      by SwiftPM).
# Run by .ci/run: 259 s in all, measured on 2 cores shared with other builds. The two builds of niblint are
# most of it: the release build (about 1.5-2.5 minutes) and the debug build of step 5 (about 1.5 minutes).
# NIBLINT_SKIP_SOURCE_PLUGIN=1 skips step 5.
# NIBLINT_BUNDLE_ZIP=path/to/niblint.artifactbundle.zip uses a prebuilt bundle instead of building one.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
start=$SECONDS
echo "== artifact bundle check (binaryTarget, command and build-tool plugins)"
work="$(mktemp -d "${TMPDIR:-/tmp}/niblint-bundle.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "artifact bundle check: FAILED: $*"; exit 1; }

if [ -n "${NIBLINT_BUNDLE_ZIP:-}" ]; then
    mkdir -p "$work/dist" && cp "$NIBLINT_BUNDLE_ZIP" "$work/dist/niblint.artifactbundle.zip"
    (cd "$work/dist" && unzip -q niblint.artifactbundle.zip)
    swift package --package-path "$repo" compute-checksum "$work/dist/niblint.artifactbundle.zip" > "$work/dist/niblint.artifactbundle.zip.checksum"
else
    "$repo/Scripts/release/build-artifactbundle.sh" --output "$work/dist"
fi
dist="$work/dist"
python3 - "$dist/niblint.artifactbundle" "$(uname -m)-unknown-linux-gnu" <<'PYTHON' || fail "info.json"
import json, os, subprocess, sys
bundle, triple = sys.argv[1:3]
info = json.load(open(os.path.join(bundle, "info.json"), encoding="utf-8"))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["niblint"]
assert artifact["type"] == "executable", artifact
variants = [v for v in artifact["variants"] if triple in v["supportedTriples"]]
assert len(variants) == 1, f"no single variant for {triple}: {artifact['variants']}"
executable = os.path.join(bundle, variants[0]["path"])
assert os.access(executable, os.X_OK), f"{executable} is not executable"
# One version: info.json's is the binary's `--version` (Invocation.versionString); the licence travels along.
reported = subprocess.run([executable, "--version"], capture_output=True, text=True, check=True).stdout.strip()
assert artifact["version"] == reported, f"info.json says {artifact['version']}, the binary's --version {reported}"
for licence in (os.path.join(bundle, "LICENSE"), os.path.join(os.path.dirname(os.path.dirname(executable)), "LICENSE")):
    assert "MIT License" in open(licence, encoding="utf-8").read(), f"{licence} is not the MIT licence"
print(f"info.json: niblint {artifact['version']} (= --version), {triple} -> {variants[0]['path']}; LICENSE included")
PYTHON
checksum="$(cat "$dist/niblint.artifactbundle.zip.checksum")"
[ "$checksum" = "$(sha256sum "$dist/niblint.artifactbundle.zip" | cut -d ' ' -f 1)" ] \
    || fail "compute-checksum ($checksum) is not the zip's SHA-256"
echo "checksum: $checksum (swift package compute-checksum = sha256sum)"

# Paths are relative to the working directory, the package root, as swift build runs the build command.
error_line="Sources/Profile/Profile.xib:7:17: error: outlet 'userNameLabel' of File's Owner (ProfileViewController) has no matching property"
warning_line="Sources/Profile/Toast.xib:9:9: warning: File's Owner and the top-level view v1 are both ToastView"
# check_build_tool_plugin PACKAGE_DIR LABEL: swift build fails on the error and prints the warning; with the
# property renamed back it passes and still prints the warning (the build command reruns: an input changed).
check_build_tool_plugin() {
    local package="$1" label="$2" status=0
    (cd "$package" && swift build) >"$work/build.log" 2>&1 || status=$?
    if [ "$status" -eq 0 ] || ! grep -qF "$error_line" "$work/build.log" || ! grep -qF "$warning_line" "$work/build.log"; then
        cat "$work/build.log"
        fail "$label: swift build (status $status) did not fail with: $error_line ... and print: $warning_line ..."
    fi
    echo "build-tool plugin ($label): swift build fails with"
    grep -F -e "[outlet-not-found]" -e "[owner-and-root-same-class]" "$work/build.log" | cut -c 1-160 | sed 's/^/    /'
    sed -i 's/nameLabel: UILabel!/userNameLabel: UILabel!/' "$package/Sources/Profile/ProfileViewController.swift"
    if ! (cd "$package" && swift build) >"$work/build.log" 2>&1; then
        cat "$work/build.log"
        fail "$label: swift build failed once the property was renamed back"
    fi
    if grep -qF "[outlet-not-found]" "$work/build.log" || ! grep -qF "$warning_line" "$work/build.log"; then
        cat "$work/build.log"
        fail "$label: with the property renamed back, the build should print only the warning"
    fi
    echo "build-tool plugin ($label): with the property renamed back, swift build passes and prints the warning"
}

# What release.yml publishes: the platform bundles merged into one. Here: this machine's bundle and a stand-in
# for the macOS one (the same file, declared for the macOS triples), merged by the release script.
mkdir -p "$work/macos/niblint.artifactbundle/niblint-macos-universal/bin"
cp "$dist"/niblint.artifactbundle/*/bin/niblint "$work/macos/niblint.artifactbundle/niblint-macos-universal/bin/niblint"
python3 - "$work/macos/niblint.artifactbundle/info.json" "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["artifacts"]["niblint"]["version"])' "$dist/niblint.artifactbundle/info.json")" <<'PYTHON'
import json, sys
json.dump({"schemaVersion": "1.0", "artifacts": {"niblint": {"version": sys.argv[2], "type": "executable", "variants": [
    {"path": "niblint-macos-universal/bin/niblint", "supportedTriples": ["arm64-apple-macosx", "x86_64-apple-macosx"]}]}}},
    open(sys.argv[1], "w"))
PYTHON
(cd "$work/macos" && zip -q -r niblint.artifactbundle.zip niblint.artifactbundle)
mkdir -p "$work/merged"
python3 "$repo/Scripts/release/merge-artifactbundles.py" "$work/merged" "$dist/niblint.artifactbundle.zip" "$work/macos/niblint.artifactbundle.zip"
"$repo/Scripts/release/zip-artifactbundle.sh" "$work/merged"
python3 - "$work/merged/niblint.artifactbundle/info.json" <<'PYTHON' || fail "merged info.json"
import json, sys
variants = json.load(open(sys.argv[1]))["artifacts"]["niblint"]["variants"]
triples = sorted(t for v in variants for t in v["supportedTriples"])
assert len(variants) == 2 and "arm64-apple-macosx" in triples and any(t.endswith("-unknown-linux-gnu") for t in triples), variants
print(f"merged bundle: {len(variants)} variants for {', '.join(triples)}")
PYTHON

# The consumer: the fixture, with the release's plugin package (Scripts/release/make-plugin-package.sh) on the
# merged zip unpacked, in the folder its Package.swift depends on. The consumer has no plugin code of its own.
consumer="$work/BinaryConsumer"
cp -R "$repo/Fixtures/Packages/BinaryConsumer" "$consumer"
rm -rf "$consumer/.build" "$consumer/niblint.artifactbundle" "$consumer/niblint-plugins"
(cd "$work/merged" && rm -rf unpacked && mkdir unpacked && cd unpacked && unzip -q ../niblint.artifactbundle.zip)
"$repo/Scripts/release/make-plugin-package.sh" --output "$consumer/niblint-plugins" --bundle "$work/merged/unpacked/niblint.artifactbundle"
[ -z "$(find "$consumer" -path "$consumer/niblint-plugins" -prune -o -name '*.swift' -path '*Plugins*' -print)" ] \
    || fail "the consumer holds plugin code of its own"
cd "$consumer"

# The command plugin only reads: it runs without --allow-writing-to-package-directory, and stops an option that
# writes with a usage error naming niblint-fix, which does run with write access.
status=0
swift package niblint --fix >"$work/refused.out" 2>"$work/refused.err" </dev/null || status=$?
grep -qF -- "--fix writes into the package, which \`swift package niblint\` never does: run \`swift package --allow-writing-to-package-directory niblint-fix --fix\`" "$work/refused.err" \
    || { cat "$work/refused.err"; fail "swift package niblint --fix was not refused with the niblint-fix hint"; }
echo "command plugin: swift package niblint --fix is refused (status $status), pointing to niblint-fix"
status=0
swift package --allow-writing-to-package-directory niblint-fix --write-baseline baseline.json >/dev/null 2>"$work/fix.err" </dev/null || status=$?
[ -s baseline.json ] || { cat "$work/fix.err"; fail "niblint-fix --write-baseline wrote no baseline.json (status $status)"; }
rm -f baseline.json
echo "command plugin: niblint-fix --write-baseline writes baseline.json with write access"

status=0
swift package niblint --reporter json >"$work/plugin.json" 2>"$work/plugin.err" </dev/null || status=$?
python3 - "$work/plugin.json" <<'PYTHON' || { cat "$work/plugin.err"; fail "command plugin output"; }
import json, sys
report = json.load(open(sys.argv[1], encoding="utf-8"))
found = [(d["rule"], d["file"], d["line"], d["column"]) for d in report["diagnostics"]]
expected = [("outlet-not-found", "Sources/Profile/Profile.xib", 7, 17),
            ("owner-and-root-same-class", "Sources/Profile/Toast.xib", 9, 9)]
assert found == expected, f"{found} != {expected}"
print(f"command plugin on the binary target: stdout is the JSON report of {found}")
PYTHON
[ "$status" -eq 1 ] || fail "swift package niblint exited with $status, expected 1 (an error found)"
if grep -q "Compiling niblint\|Compiling NibLintKit" "$work/plugin.err"; then fail "niblint was built from source"; fi

check_build_tool_plugin "$consumer" "binary target"

# 5. The same target using this package's build-tool plugin from source, pinned the way the README says to pin
#    before a release exists: `.package(url:revision:)` with a commit SHA. The repository is the working tree
#    committed into a scratch git repository named niblint (the package identity users get). SwiftPM clones
#    it and builds niblint first (a debug build: about 1.5 minutes on 2 cores).
if [ -n "${NIBLINT_SKIP_SOURCE_PLUGIN:-}" ]; then
    echo "build-tool plugin (from source): SKIPPED (NIBLINT_SKIP_SOURCE_PLUGIN is set)"
else
    snapshot="$work/niblint"
    mkdir -p "$snapshot"
    (cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
        [ -e "$file" ] && printf '%s\0' "$file"
    done | xargs -0 cp -P --parents -t "$snapshot")
    git -C "$snapshot" init --quiet
    git -C "$snapshot" add --all
    git -C "$snapshot" -c user.name=niblint -c user.email=niblint@example.invalid commit --quiet -m "niblint under test"
    revision="$(git -C "$snapshot" rev-parse HEAD)"
    source_consumer="$work/SourceConsumer"
    mkdir -p "$source_consumer"
    cp -R "$repo/Fixtures/Packages/BinaryConsumer/Sources" "$source_consumer/Sources"
    cat > "$source_consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SourceConsumer",
    dependencies: [.package(url: "file://$snapshot", revision: "$revision")],
    targets: [
        .target(
            name: "Profile",
            resources: [.process("Profile.xib"), .process("Toast.xib")],
            plugins: [.plugin(name: "NiblintBuildTool", package: "niblint")]
        ),
    ]
)
SWIFT
    echo "build-tool plugin (from source): .package(url: \"file://…/niblint\", revision: \"$revision\")"
    check_build_tool_plugin "$source_consumer" "niblint built from source"
fi
echo "artifact bundle check passed in $((SECONDS - start))s"
