#!/usr/bin/env bash
# Fails unless the bundle's binary says it is VERSION (`niblint --version`), so a tag cannot publish a binary
# that reports another version. Used by .github/workflows/release.yml after building the bundle.
#   Scripts/release/check-version.sh DIR VERSION      (DIR holds niblint.artifactbundle)
set -euo pipefail
dir="$1" version="$2"
for binary in "$dir"/niblint.artifactbundle/*/bin/niblint; do
    reported="$("$binary" --version)"
    if [ "$reported" != "$version" ]; then
        echo "error: $binary --version says '$reported', but the release is '$version' (update the version in the sources first)" >&2
        exit 1
    fi
    echo "$binary --version: $reported"
done
