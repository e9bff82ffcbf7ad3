// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "niblint",
    products: [
        .executable(name: "niblint", targets: ["niblint"]),
        .library(name: "NibLintKit", targets: ["NibLintKit"]),
    ],
    targets: [
        // All logic: discovery, parsing, indexing, rules and reporters. Never prints or exits.
        .target(name: "NibLintKit"),
        // The thin command-line front end.
        .executableTarget(name: "niblint", dependencies: ["NibLintKit"]),
        .testTarget(name: "NibLintKitTests", dependencies: ["NibLintKit", "niblint"]),
    ]
)
