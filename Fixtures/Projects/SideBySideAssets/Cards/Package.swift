// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Cards",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "Cards", resources: [.process("Resources")])]
)
