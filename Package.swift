// swift-tools-version:6.0
// 6.0: the tests use Swift Testing (Swift 6 toolchains), and the build-tool plugin's build command declares no
// output files, which SwiftPM runs only from tools version 6.0. The code itself stays in the Swift 5 language mode.
import PackageDescription

let package = Package(
    name: "niblint",
    products: [
        .executable(name: "niblint", targets: ["niblint"]),
        .library(name: "NibLintKit", targets: ["NibLintKit"]),
        .plugin(name: "NiblintCommand", targets: ["NiblintCommand"]),
        .plugin(name: "NiblintFix", targets: ["NiblintFix"]),
        .plugin(name: "NiblintBuildTool", targets: ["NiblintBuildTool"]),
    ],
    targets: [
        // All logic: discovery, parsing, indexing, rules and reporters. Never prints or exits.
        .target(name: "NibLintKit"),
        // The thin command-line front end.
        .executableTarget(name: "niblint", dependencies: ["NibLintKit"]),
        .testTarget(name: "NibLintKitTests", dependencies: ["NibLintKit", "niblint"]),
        // `swift package niblint`: runs the niblint tool on the package (built only when the command runs). It only
        // reads, so it asks for no permission.
        .plugin(
            name: "NiblintCommand",
            capability: .command(intent: .custom(verb: "niblint", description: "Lint Interface Builder files")),
            dependencies: ["niblint"]
        ),
        // `swift package --allow-writing-to-package-directory niblint-fix --fix`: the same with write access, for
        // the options that write into the package (--fix, --write-baseline, --output).
        .plugin(
            name: "NiblintFix",
            capability: .command(
                intent: .custom(verb: "niblint-fix", description: "Lint Interface Builder files and write: --fix, --write-baseline, --output"),
                permissions: [
                    .writeToPackageDirectory(reason: "niblint --fix edits nibs and sources, and --output and --write-baseline write files, in the package directory"),
                ]
            ),
            dependencies: ["niblint"]
        ),
        // `plugins: [.plugin(name: "NiblintBuildTool", package: "niblint")]` on a target: lints its nibs and sources
        // when they change, with the findings in the build log (builds the niblint tool from source first).
        .plugin(name: "NiblintBuildTool", capability: .buildTool(), dependencies: ["niblint"]),
    ],
    swiftLanguageModes: [.v5]
)
