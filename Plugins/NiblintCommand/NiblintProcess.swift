import Foundation
import PackagePlugin

/// Runs the `niblint` tool in the package directory (so PATH defaults to the whole package and
/// `lint-rules.json` is read from its root) and ends the plugin with its status. Shared by the two command
/// plugins (Plugins/NiblintFix links to this file): `niblint`, which only reads, and `niblint-fix`, which may write.
///
/// SwiftPM echoes everything a plugin writes, on its standard output *or* standard error, to its own
/// standard output. So niblint's stdout (the report) is passed through untouched, and its stderr (the
/// summary line, usage errors) is captured and handed to SwiftPM as progress messages, which SwiftPM prints
/// on its standard error: `swift package niblint --reporter json > out.json` writes a clean JSON document.
enum NiblintProcess {
    /// The options that write into the package: only the `niblint-fix` plugin, which asks for write access, passes them.
    static let writingOptions = ["--fix", "--write-baseline", "--output"]

    /// The first of `arguments` that writes into the package (`--output=FILE` too), or nil.
    static func writingOption(in arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            if let option = writingOptions.first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) { return option }
        }
        return nil
    }

    static func run(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "niblint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read until niblint closes its stderr (reading while it runs: a full pipe would block it).
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = String(decoding: errorData, as: UTF8.self)
        for line in errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast(errorText.hasSuffix("\n") ? 1 : 0) {
            Diagnostics.progress(String(line))
        }
        // Pass the exit status through (1 for errors, 2 for usage); SwiftPM then reports it and exits with 1.
        if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
            exit(process.terminationReason == .uncaughtSignal ? 3 : process.terminationStatus)
        }
    }
}
