import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory niblint-fix [niblint options] [PATH ...]`: niblint with
/// write access to the package directory, for the options that write there: `--fix` (edits nibs and sources),
/// `--write-baseline FILE` and `--output FILE`. Everything else is `swift package niblint`, which needs no permission.
@main
struct NiblintFix: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try NiblintProcess.run(context: context, arguments: arguments)
    }
}
