#!/usr/bin/env python3
"""Generates a large repository of many Xcode projects, shaped like the one issue 20 measured: 140 Xcode
projects (about 25 MB of project.pbxproj in all), about 29,000 files, of which about 35 nibs, 1,400 Swift
files and 10,000 headers (most of them plain C headers with no @interface, IBOutlet or IBAction).

    python3 Scripts/bench/generate_monorepo.py OUT_DIR [--projects 140] [--seed 42] [--force]

Each project is a folder `Modules/NameNNN/` with `NameNNN.xcodeproj/project.pbxproj` that refers to every
file of the folder through a group tree, and a target whose build phases list them (sources, headers,
resources). Ten of the projects are apps with storyboards and xibs whose classes their Swift files declare
(some with a broken outlet, so the lint has something to report). Deterministic for a seed; stdlib only.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import sys

HEADER_C = """#ifndef {guard}
#define {guard}

#include <stdint.h>
#include <stddef.h>

/* {name}: part of a vendored C library. */
typedef struct {name}_state {{
    uint32_t flags;
    size_t length;
    const uint8_t *bytes;
}} {name}_state;

{functions}
#define {guard}_VERSION {version}

#endif
"""

HEADER_OBJC = """#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface {name} : NSObject
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic) NSInteger count;
- (instancetype)initWithIdentifier:(NSString *)identifier;
- (void)reload;
@end

NS_ASSUME_NONNULL_END
"""

SWIFT_PLAIN = """import Foundation

/// {name}: model code of module {module}.
public struct {name} {{
    public var identifier: String
    public var values: [Int]

    public init(identifier: String, values: [Int]) {{
        self.identifier = identifier
        self.values = values
    }}

    public func total() -> Int {{
        values.reduce(0, +)
    }}
{extra}}}
"""

SWIFT_VC = """import UIKit

final class {name}: UIViewController {{
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var detailLabel: UILabel!
    @IBOutlet weak var actionButton: UIButton!

    @IBAction func didTapAction(_ sender: UIButton) {{
        titleLabel.text = detailLabel.text
    }}
}}
"""

XIB = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="{cls}" customModule="{module}" customModuleProvider="target">
            <connections>
                <outlet property="{title}" destination="{p}-L1" id="{p}-C1"/>
                <outlet property="detailLabel" destination="{p}-L2" id="{p}-C2"/>
                <outlet property="actionButton" destination="{p}-B1" id="{p}-C3"/>
                <outlet property="view" destination="{p}-V1" id="{p}-C4"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="{p}-V1">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <label opaque="NO" text="Title" id="{p}-L1"><rect key="frame" x="16" y="60" width="361" height="21"/></label>
                <label opaque="NO" text="Detail" id="{p}-L2"><rect key="frame" x="16" y="90" width="361" height="21"/></label>
                <button opaque="NO" contentMode="scaleToFill" id="{p}-B1">
                    <rect key="frame" x="16" y="120" width="361" height="44"/>
                    <connections>
                        <action selector="didTapAction:" destination="-1" eventType="touchUpInside" id="{p}-C5"/>
                    </connections>
                </button>
            </subviews>
        </view>
    </objects>
</document>
"""


# Settings a real target carries (both configurations), so that project files have their usual weight.
BUILD_SETTINGS = [(key, value) for key, value in [
    ("ALWAYS_SEARCH_USER_PATHS", "NO"), ("CLANG_ANALYZER_NONNULL", "YES"), ("CLANG_CXX_LANGUAGE_STANDARD", '"gnu++20"'),
    ("CLANG_ENABLE_MODULES", "YES"), ("CLANG_ENABLE_OBJC_ARC", "YES"), ("CLANG_WARN_BOOL_CONVERSION", "YES"),
    ("CLANG_WARN_COMMA", "YES"), ("CLANG_WARN_CONSTANT_CONVERSION", "YES"), ("CLANG_WARN_DOCUMENTATION_COMMENTS", "YES"),
    ("CLANG_WARN_EMPTY_BODY", "YES"), ("CLANG_WARN_ENUM_CONVERSION", "YES"), ("CLANG_WARN_INFINITE_RECURSION", "YES"),
    ("CODE_SIGN_STYLE", "Automatic"), ("CURRENT_PROJECT_VERSION", "1"), ("DEFINES_MODULE", "YES"),
    ("DYLIB_COMPATIBILITY_VERSION", "1"), ("DYLIB_CURRENT_VERSION", "1"), ("ENABLE_STRICT_OBJC_MSGSEND", "YES"),
    ("GCC_C_LANGUAGE_STANDARD", "gnu17"), ("GCC_NO_COMMON_BLOCKS", "YES"), ("GCC_WARN_64_TO_32_BIT_CONVERSION", "YES"),
    ("GCC_WARN_UNDECLARED_SELECTOR", "YES"), ("GCC_WARN_UNUSED_FUNCTION", "YES"), ("INFOPLIST_FILE", '"Resources/Info.plist"'),
    ("IPHONEOS_DEPLOYMENT_TARGET", "15.0"), ("LD_RUNPATH_SEARCH_PATHS", '(\n\t\t\t\t\t"$(inherited)",\n\t\t\t\t\t"@executable_path/Frameworks",\n\t\t\t\t)'),
    ("MARKETING_VERSION", "1.0"), ("PRODUCT_BUNDLE_IDENTIFIER", '"com.example.$(TARGET_NAME)"'), ("SKIP_INSTALL", "YES"),
    ("SWIFT_EMIT_LOC_STRINGS", "YES"), ("SWIFT_VERSION", "5.0"), ("TARGETED_DEVICE_FAMILY", '"1,2"'), ("VERSIONING_SYSTEM", '"apple-generic"'),
]]


def object_id(counter: list[int]) -> str:
    counter[0] += 1
    return "%024X" % (0x5A0000000000000000000000 + counter[0])


def pbxproj(project: str, files: list[str], sdks: list[str], rng: random.Random) -> str:
    """A project whose main group holds one group per folder, with one target per SDK building every file
    (as a framework built for several platforms does)."""
    counter = [rng.randrange(1 << 20) << 20]
    refs: list[str] = []
    build_files: list[str] = []
    phases: dict[tuple[str, str], list[str]] = {}
    groups: dict[str, list[str]] = {}
    group_ids: dict[str, str] = {}
    for path in files:
        folder, name = os.path.split(path)
        ref = object_id(counter)
        extension = name.rsplit(".", 1)[-1]
        file_type = {"swift": "sourcecode.swift", "h": "sourcecode.c.h", "m": "sourcecode.c.objc", "xib": "file.xib",
                     "storyboard": "file.storyboard", "png": "image.png", "json": "text.json", "strings": "text.plist.strings"}.get(extension, "text")
        refs.append(f'\t\t{ref} /* {name} */ = {{isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = {file_type}; path = "{name}"; sourceTree = "<group>"; }};')
        groups.setdefault(folder, []).append(ref)
        phase = "Sources" if extension in ("swift", "m") else "Headers" if extension == "h" else "Resources"
        for sdk in sdks:
            build = object_id(counter)
            settings = " settings = {ATTRIBUTES = (Public, ); };" if extension == "h" else ""
            build_files.append(f'\t\t{build} /* {name} in {phase} */ = {{isa = PBXBuildFile; fileRef = {ref} /* {name} */;{settings} }};')
            phases.setdefault((phase, sdk), []).append(f"\t\t\t\t{build} /* {name} in {phase} */,")
    group_lines: list[str] = []
    for folder in sorted(groups):
        group_ids[folder] = object_id(counter)
    root_children = []
    for folder in sorted(groups):
        children = "\n".join(f"\t\t\t\t{ref}," for ref in groups[folder])
        group_lines.append(f'\t\t{group_ids[folder]} /* {folder} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{children}\n\t\t\t);\n\t\t\tpath = "{folder}";\n\t\t\tsourceTree = "<group>";\n\t\t}};')
        root_children.append(f"\t\t\t\t{group_ids[folder]} /* {folder} */,")
    main_group = object_id(counter)
    group_lines.append(f'\t\t{main_group} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n' + "\n".join(root_children) + '\n\t\t\t);\n\t\t\tsourceTree = "<group>";\n\t\t};')
    phase_ids = {key: object_id(counter) for key in phases}
    phase_lines = []
    for (name, sdk), entries in phases.items():
        phase_lines.append(f'\t\t{phase_ids[(name, sdk)]} /* {name} */ = {{\n\t\t\tisa = PBX{name}BuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n' + "\n".join(entries) + '\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};')
    is_app = any(f.endswith((".xib", ".storyboard")) for f in files)
    targets, configurations = [], []
    target_ids = []
    for sdk in sdks:
        target, config, config_list = (object_id(counter) for _ in range(3))
        target_ids.append(target)
        suffix = {"iphoneos": "", "macosx": "_macOS", "appletvos": "_tvOS"}[sdk]
        name = project + suffix
        product_type = "com.apple.product-type.application" if is_app else "com.apple.product-type.framework"
        targets.append(f'\t\t{target} /* {name} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {config_list};\n\t\t\tbuildPhases = (\n'
                       + "\n".join(f"\t\t\t\t{phase_ids[key]} /* {key[0]} */," for key in phases if key[1] == sdk)
                       + f'\n\t\t\t);\n\t\t\tname = {name};\n\t\t\tproductName = {name};\n\t\t\tproductType = "{product_type}";\n\t\t}};')
        settings = "".join(f"\t\t\t\t{key} = {value};\n" for key, value in BUILD_SETTINGS) + f'\t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";\n\t\t\t\tSDKROOT = {sdk};\n'
        for configuration in ("Debug", "Release"):
            configurations.append(f'\t\t{config if configuration == "Debug" else config[:-1] + "F"} /* {configuration} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n{settings}\t\t\t}};\n\t\t\tname = {configuration};\n\t\t}};')
        configurations.append(f'\t\t{config_list} = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t{config} /* Debug */,\n\t\t\t\t{config[:-1] + "F"} /* Release */,\n\t\t\t);\n\t\t}};')
    project_id = object_id(counter)
    return "\n".join([
        "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;", "\tobjects = {", "",
        "/* Begin PBXBuildFile section */", *build_files, "/* End PBXBuildFile section */", "",
        "/* Begin PBXFileReference section */", *refs, "/* End PBXFileReference section */", "",
        "/* Begin PBXGroup section */", *group_lines, "/* End PBXGroup section */", "",
        "/* Begin PBXSourcesBuildPhase section */", *phase_lines, "/* End PBXSourcesBuildPhase section */", "",
        "/* Begin PBXNativeTarget section */", *targets, "/* End PBXNativeTarget section */", "",
        f'\t\t{project_id} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = {main_group};\n\t\t\ttargets = (\n'
        + "".join(f"\t\t\t\t{target},\n" for target in target_ids) + '\t\t\t);\n\t\t};',
        *configurations,
        "\t};", f"\trootObject = {project_id} /* Project object */;", "}", "",
    ])


def write(path: str, text: str | bytes) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(text if isinstance(text, bytes) else text.encode())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--projects", type=int, default=140)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--force", action="store_true")
    args = parser.parse_args()
    if os.path.exists(args.out):
        if not args.force:
            print(f"generate_monorepo.py: {args.out} exists (use --force)", file=sys.stderr)
            return 2
        shutil.rmtree(args.out)
    rng = random.Random(args.seed)
    totals = {"swift": 0, "h": 0, "nib": 0, "other": 0, "pbxproj_bytes": 0}
    apps = set(rng.sample(range(args.projects), 10))
    nib_budget = 35
    for number in range(args.projects):
        module = f"Module{number:03d}"
        root = os.path.join(args.out, "Modules", module)
        files: list[str] = []
        swift_count = 10 if number in apps else rng.randint(5, 14)
        for index in range(swift_count):
            name = f"{module}Model{index}"
            extra = "".join(f"\n    public func step{k}(_ value: Int) -> Int {{ value &* {k + 3} &+ {index} }}\n" for k in range(rng.randint(2, 30)))
            path = f"Sources/{name}.swift"
            write(os.path.join(root, path), SWIFT_PLAIN.format(name=name, module=module, extra=extra))
            files.append(path)
        if number in apps:
            for index in range(min(4, nib_budget)):
                cls = f"{module}Screen{index}ViewController"
                write(os.path.join(root, f"Screens/{cls}.swift"), SWIFT_VC.format(name=cls))
                # Every seventh screen's xib keeps an outlet name the class no longer has.
                title = "headerLabel" if (number + index) % 7 == 0 else "titleLabel"
                write(os.path.join(root, f"Screens/{cls}.xib"), XIB.format(cls=cls, module=module, title=title, p=f"M{number:03d}{index}"))
                files += [f"Screens/{cls}.swift", f"Screens/{cls}.xib"]
                nib_budget -= 1
        for index in range(rng.randint(55, 88)):
            objc = rng.random() < 0.12
            name = f"{module.lower()}_{index:03d}"
            if objc:
                text = HEADER_OBJC.format(name=f"M{number:03d}Object{index}")
            else:
                functions = "\n".join(f"int {name}_op{k}({name}_state *state, const void *input, size_t count);" for k in range(rng.randint(4, 40)))
                text = HEADER_C.format(guard=name.upper() + "_H", name=name, functions=functions, version=index)
            path = f"Vendor/include/{name}.h"
            write(os.path.join(root, path), text)
            files.append(path)
            if objc:
                implementation = f"#import \"{name}.h\"\n\n@implementation M{number:03d}Object{index}\n- (void)reload {{}}\n@end\n"
                write(os.path.join(root, f"Vendor/src/{name}.m"), implementation)
                files.append(f"Vendor/src/{name}.m")
        for index in range(rng.randint(95, 150)):
            kind = rng.choice(["png", "json", "strings"])
            path = f"Resources/asset{index:03d}.{kind}"
            write(os.path.join(root, path), bytes(rng.randrange(256) for _ in range(64)) if kind == "png" else '{"key": %d}\n' % index)
            files.append(path)
        text = pbxproj(module, files, ["iphoneos"] if number in apps else ["iphoneos", "macosx", "appletvos"], rng)
        write(os.path.join(root, f"{module}.xcodeproj/project.pbxproj"), text)
        totals["pbxproj_bytes"] += len(text)
        for path in files:
            extension = path.rsplit(".", 1)[-1]
            key = "nib" if extension in ("xib", "storyboard") else extension if extension in ("swift", "h") else "other"
            totals[key] += 1
    print(f"generated {args.projects} projects in {args.out}: {totals['swift']} Swift, {totals['h']} headers, {totals['nib']} nibs, "
          f"{totals['other']} other files, {totals['pbxproj_bytes'] / 1e6:.1f} MB of project.pbxproj", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
