import Foundation
import PackagePlugin

/// `swift package niblint [niblint options] [PATH ...]`: lints the package, and asks for no permission, since it
/// only reads. The options that write into the package (`--fix`, `--write-baseline`, `--output`) belong to
/// `swift package --allow-writing-to-package-directory niblint-fix …` (Plugins/NiblintFix), the only plugin that
/// asks for write access: here they stop with a usage error (status 2) that says so.
///
/// This plugin also serves the plugin package made for the release artifact bundle
/// (Scripts/release/make-plugin-package.sh), where the `niblint` tool is the prebuilt binary target instead of
/// the executable target.
@main
struct NiblintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let option = NiblintProcess.writingOption(in: arguments) {
            Diagnostics.error("\(option) writes into the package, which `swift package niblint` never does: run "
                + "`swift package --allow-writing-to-package-directory niblint-fix \(arguments.joined(separator: " "))`")
            exit(2)
        }
        try NiblintProcess.run(context: context, arguments: arguments)
    }
}
