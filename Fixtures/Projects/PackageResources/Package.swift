// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "WidgetKit2",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Widgets", targets: ["Widgets"])],
    targets: [
        .target(
            name: "Widgets",
            exclude: ["Legacy", "README.md"],
            resources: [.process("Resources"), .copy("Raw/Copied.xib")]
        ),
    ]
)
