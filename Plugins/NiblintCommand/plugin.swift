import Foundation
import PackagePlugin

/// `swift package niblint [niblint options] [PATH ...]`: runs niblint in the package directory (so PATH
/// defaults to the whole package and `lint-rules.json` is read from its root) and exits with its status.
@main
struct NiblintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "niblint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        // Output went straight to the terminal; pass the exit status through (1 for errors, 2 for usage).
        if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
            exit(process.terminationReason == .uncaughtSignal ? 3 : process.terminationStatus)
        }
    }
}
