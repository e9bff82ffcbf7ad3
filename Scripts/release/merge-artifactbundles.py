#!/usr/bin/env python3
"""Merges zipped niblint artifact bundles (one per platform, from build-artifactbundle.sh) into one bundle
whose info.json lists every variant, so one `.binaryTarget(url:checksum:)` serves Linux and macOS.

    python3 Scripts/release/merge-artifactbundles.py OUTPUT_DIR BUNDLE.zip [BUNDLE.zip ...]

Writes OUTPUT_DIR/niblint.artifactbundle (then zip it with Scripts/release/zip-artifactbundle.sh). The
bundles must have the same version; a triple served by two of them is an error.
"""
import json
import os
import shutil
import stat
import sys
import zipfile


def main(output, archives):
    bundle = os.path.join(output, "niblint.artifactbundle")
    shutil.rmtree(bundle, ignore_errors=True)
    os.makedirs(bundle)
    version, variants, triples = None, [], set()
    for archive in archives:
        with zipfile.ZipFile(archive) as handle:
            info = json.loads(handle.read("niblint.artifactbundle/info.json"))
            artifact = info["artifacts"]["niblint"]
            if info["schemaVersion"] != "1.0" or artifact["type"] != "executable":
                sys.exit(f"{archive}: not a schemaVersion 1.0 executable bundle")
            if version is not None and artifact["version"] != version:
                sys.exit(f"{archive}: version {artifact['version']}, expected {version}")
            version = artifact["version"]
            for variant in artifact["variants"]:
                overlap = triples.intersection(variant["supportedTriples"])
                if overlap:
                    sys.exit(f"{archive}: {', '.join(sorted(overlap))} served twice")
                triples.update(variant["supportedTriples"])
                variants.append(variant)
            for member in handle.infolist():
                if member.filename == "niblint.artifactbundle/info.json":
                    continue
                target = handle.extract(member, output)
                mode = member.external_attr >> 16  # zip keeps Unix permissions here; extract() drops them
                if mode and not member.is_dir():
                    os.chmod(target, stat.S_IMODE(mode))
    info = {
        "schemaVersion": "1.0",
        "artifacts": {"niblint": {"version": version, "type": "executable", "variants": variants}},
    }
    with open(os.path.join(bundle, "info.json"), "w", encoding="utf-8") as handle:
        json.dump(info, handle, indent=2)
        handle.write("\n")
    print(f"{bundle}: niblint {version} for {', '.join(sorted(triples))}")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
