// swift-tools-version:6.0
// A package that uses niblint's release binary through the plugin package of a release, with no build of niblint
// and no plugin code of its own:
// - `niblint-plugins` is what Scripts/release/make-plugin-package.sh writes: the prebuilt artifact bundle as the
//   `niblint` binary target, and niblint's plugins on it. Scripts/ci/check-artifact-bundle.sh writes it, with a
//   freshly built bundle, into a copy of this package; to use this folder itself, write one here
//   (`Scripts/release/make-plugin-package.sh --output niblint-plugins --bundle path/to/niblint.artifactbundle`,
//   ignored by git). With a published release, the dependency is
//   `.package(url: "https://github.com/OWNER/niblint-plugins", from: "X.Y.Z")` instead;
// - `swift package niblint` runs the command plugin on it (it only reads: no permission asked);
// - the `Profile` target uses the build-tool plugin, so `swift build` lints its nibs and prints the findings:
//   Profile.xib's broken outlet (an error: the build fails) and Toast.xib's shared class (a warning).
// Tools version 6.0: SwiftPM runs the plugin's build command, which declares no output files, from 6.0 on.
import PackageDescription

let package = Package(
    name: "BinaryConsumer",
    dependencies: [.package(path: "niblint-plugins")],
    targets: [
        // The nibs are resources, as in any package whose code loads them (from `Bundle.module`): on Apple
        // platforms ibtool compiles them into the bundle `BinaryConsumer_Profile`; SwiftPM on Linux copies a
        // `.process` .xib into `BinaryConsumer_Profile.resources` as it is, so the package builds here too.
        // An excluded nib reaches no bundle: niblint skips it (listed by --show-unverified), so it would not
        // be linted. Toast.xib's view names module Profile explicitly: a package nib inheriting its module
        // names the bundle's module, which declares no class (`class-in-wrong-module`).
        .target(name: "Profile", resources: [.process("Profile.xib"), .process("Toast.xib")],
                plugins: [.plugin(name: "NiblintBuildTool", package: "niblint-plugins")]),
    ]
)
