import Foundation
import Testing
@testable import NibLintKit

/// The release scripts agree with the binary: the artifact bundle's version is `niblint --version`
/// (`Invocation.versionString`, defined once), and the bundle carries the licence. The bundle is packed
/// from the built debug binary (`--binary`), so no release build is needed here;
/// `Scripts/ci/check-artifact-bundle.sh` checks the release build the same way.
struct ReleaseBundleTests {
    /// Runs a script of the repository with bash; returns its status and what it printed on both streams.
    func script(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot.appendingPathComponent(path).path] + arguments
        process.currentDirectoryURL = packageRoot
        // sha256sum instead of `swift package compute-checksum`, which would wait for the lock `swift test` holds.
        process.environment = ProcessInfo.processInfo.environment.merging(["NIBLINT_CHECKSUM_WITH": "sha256sum"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func bundleVersionIsTheBinarysVersion() throws {
        let binary = try #require(EndToEndTests.binary, "the niblint executable was not built next to the tests")
        #expect(try EndToEndTests().run(["--version"]).stdout == Invocation.versionString + "\n")
        #expect(Invocation.versionString.split(separator: ".").count == 3 && Invocation.versionString.allSatisfy { $0.isNumber || $0 == "." })

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let packed = try script("Scripts/release/build-artifactbundle.sh", ["--binary", binary.path, "--output", output.path])
        try #require(packed.status == 0, "build-artifactbundle.sh failed:\n\(packed.output)")

        let bundle = output.appendingPathComponent("niblint.artifactbundle")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        let artifact = try #require((info["artifacts"] as? [String: Any])?["niblint"] as? [String: Any])
        #expect(artifact["version"] as? String == Invocation.versionString)
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first?["path"] as? String)
        #expect(variant.hasPrefix("niblint-\(Invocation.versionString)-") && variant.hasSuffix("/bin/niblint"))

        // The MIT licence at the bundle's root and beside the binary.
        let licence = try String(contentsOf: packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.hasPrefix("MIT License\n\nCopyright (c) 2026 the niblint authors\n"))
        #expect(try String(contentsOf: bundle.appendingPathComponent("LICENSE"), encoding: .utf8) == licence)
        let variantFolder = bundle.appendingPathComponent(String(variant.split(separator: "/").first ?? ""))
        #expect(try String(contentsOf: variantFolder.appendingPathComponent("LICENSE"), encoding: .utf8) == licence)

        // The release workflow's check passes for the version, and fails for another; packing under another
        // version is refused before anything is written.
        #expect(try script("Scripts/release/check-version.sh", [output.path, Invocation.versionString]).status == 0)
        #expect(try script("Scripts/release/check-version.sh", [output.path, "9.9.9"]).status == 1)
        let other = try script("Scripts/release/build-artifactbundle.sh", ["--version", "9.9.9", "--binary", binary.path, "--output", output.path + "-other"])
        #expect(other.status == 1 && other.output.contains("says '\(Invocation.versionString)'"))
        #expect(!FileManager.default.fileExists(atPath: output.path + "-other"))
    }
}
