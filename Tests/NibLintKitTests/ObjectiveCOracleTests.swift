import Foundation
import Testing
@testable import NibLintKit

/// `Scripts/objc-oracle.py` on `Fixtures/objc-oracle`: the Objective-C scanner's declarations (`niblint dump-objc`)
/// against the toolchain's clang (`/opt/swift/usr/bin/clang`, the toolchain CI builds with), every condition both
/// ways. The fixture needs what the oracle's stub header supplies (classes, protocols and types of headers that are
/// not there, attribute macros found from clang's errors, nested platform conditions); the test fails, never skips,
/// when clang, python3 or the built binary is missing.
struct ObjectiveCOracleTests {
    static let clang = "/opt/swift/usr/bin/clang"

    @Test func scannerAgreesWithClangOnTheFixture() throws {
        let binary = try #require(EndToEndTests.binary, "the niblint executable was not built next to the tests")
        #expect(FileManager.default.isExecutableFile(atPath: Self.clang), "clang is not at \(Self.clang)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/objc-oracle.py", "Fixtures/objc-oracle", "--niblint", binary.path, "--jobs", "2"]
        process.currentDirectoryURL = packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["CLANG": Self.clang]) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self)
        let summary = report.split(separator: "\n").filter { $0.hasPrefix("# ") }.map(String.init)
        // Every file read, and clang's facts counted (so clang really ran): not a silent pass.
        #expect(summary.first?.hasPrefix("# 5 files, 40 clang runs; compared (clang's facts): class/superclass 2, extension 7, ivar 5, ivar (IBOutlet) 3, method 17, method (IBAction) 4, property 2, property (IBOutlet) 3, protocol 1, protocol adopted 6") == true, "\(report)")
        #expect(summary.last == "# 0 differences", "\(report)")
        #expect(process.terminationStatus == 0, "\(report)")
    }
}
