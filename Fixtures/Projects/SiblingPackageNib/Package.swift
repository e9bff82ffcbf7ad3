// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "CardKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Widgets", targets: ["Widgets"])],
    targets: [
        .target(name: "Cards", resources: [.process("Resources")]),
        .target(name: "Widgets", dependencies: ["Cards"], resources: [.process("Resources")]),
    ]
)
