#!/usr/bin/env bash
# Zips DIR/niblint.artifactbundle into DIR/niblint.artifactbundle.zip and writes the zip's checksum (what
# `swift package compute-checksum` prints: the SHA-256 that `.binaryTarget(name:url:checksum:)` wants) to
# DIR/niblint.artifactbundle.zip.checksum. Files get a fixed time and are added in sorted order, so the same
# binary gives the same zip.
#   Scripts/release/zip-artifactbundle.sh DIR
# NIBLINT_CHECKSUM_WITH=sha256sum computes the same digest without a Swift toolchain (the release workflow's
# publishing job, whose runner's Swift may be older than this package's tools version).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$1"
rm -f niblint.artifactbundle.zip niblint.artifactbundle.zip.checksum
find niblint.artifactbundle -exec touch -h -d '2000-01-01T00:00:00Z' {} +
find niblint.artifactbundle | LC_ALL=C sort | zip -q -X -D niblint.artifactbundle.zip -@
if [ "${NIBLINT_CHECKSUM_WITH:-swift}" = swift ]; then
    # compute-checksum runs inside a package; the repository is one.
    swift package --package-path "$repo" compute-checksum "$PWD/niblint.artifactbundle.zip" > niblint.artifactbundle.zip.checksum
else
    # The same digest (Scripts/ci/check-artifact-bundle.sh checks that the two agree).
    sha256sum niblint.artifactbundle.zip | cut -d ' ' -f 1 > niblint.artifactbundle.zip.checksum
fi
echo "$PWD/niblint.artifactbundle.zip: checksum $(cat niblint.artifactbundle.zip.checksum)"
