// swift-tools-version:6.0
// A package that uses niblint's release artifact bundle, with no build of niblint:
// - `niblint` is the prebuilt executable of the bundle (a binary target). Scripts/ci/check-artifact-bundle.sh
//   unzips a freshly built bundle into a copy of this package; to use this folder itself, unzip one here
//   (`niblint.artifactbundle/`, ignored by git);
// - `swift package --allow-writing-to-package-directory niblint` runs the command plugin on it;
// - the `Profile` target uses the build-tool plugin, so `swift build` lints its nibs and prints the findings:
//   Profile.xib's broken outlet (an error: the build fails) and Toast.xib's shared class (a warning).
// Tools version 6.0: SwiftPM runs the plugin's build command, which declares no output files, from 6.0 on.
// The two plugin files are links to Plugins/ at the repository root (copy them when you copy this package).
// With a published release, the binary target is `.binaryTarget(name: "niblint", url: "…/niblint.artifactbundle.zip",
// checksum: "…")` instead (the checksum is the release's niblint.artifactbundle.zip.checksum).
import PackageDescription

let package = Package(
    name: "BinaryConsumer",
    products: [
        .plugin(name: "NiblintCommand", targets: ["NiblintCommand"]),
        .plugin(name: "NiblintBuildTool", targets: ["NiblintBuildTool"]),
    ],
    targets: [
        .binaryTarget(name: "niblint", path: "niblint.artifactbundle"),
        .plugin(
            name: "NiblintCommand",
            capability: .command(
                intent: .custom(verb: "niblint", description: "Lint Interface Builder files"),
                permissions: [
                    .writeToPackageDirectory(reason: "niblint --fix edits nibs and sources, and --output and --write-baseline write files, in the package directory"),
                ]
            ),
            dependencies: ["niblint"]
        ),
        .plugin(name: "NiblintBuildTool", capability: .buildTool(), dependencies: ["niblint"]),
        // The nibs are resources, as in any package whose code loads them (from `Bundle.module`): on Apple
        // platforms ibtool compiles them into the bundle `BinaryConsumer_Profile`; SwiftPM on Linux copies a
        // `.process` .xib into `BinaryConsumer_Profile.resources` as it is, so the package builds here too.
        // An excluded nib reaches no bundle: niblint skips it (listed by --show-unverified), so it would not
        // be linted. Toast.xib's view names module Profile explicitly: a package nib inheriting its module
        // names the bundle's module, which declares no class (`class-in-wrong-module`).
        .target(name: "Profile", resources: [.process("Profile.xib"), .process("Toast.xib")], plugins: ["NiblintBuildTool"]),
    ]
)
