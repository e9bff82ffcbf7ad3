// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "Gallery", resources: [.process("Resources")])]
)
