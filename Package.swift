// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "niblint",
    products: [
        .executable(name: "niblint", targets: ["niblint"]),
        .library(name: "NibLintKit", targets: ["NibLintKit"]),
        .plugin(name: "NiblintCommand", targets: ["NiblintCommand"]),
    ],
    targets: [
        // All logic: discovery, parsing, indexing, rules and reporters. Never prints or exits.
        .target(name: "NibLintKit"),
        // The thin command-line front end.
        .executableTarget(name: "niblint", dependencies: ["NibLintKit"]),
        .testTarget(name: "NibLintKitTests", dependencies: ["NibLintKit", "niblint"]),
        // `swift package niblint`: runs the niblint tool on the package (built only when the command runs).
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
    ]
)
