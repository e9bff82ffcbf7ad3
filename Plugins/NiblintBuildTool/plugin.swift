import Foundation
import PackagePlugin

/// The build-tool plugin: lints a target's Interface Builder files on every build, with niblint's findings
/// in the build log as `file:line:column: error|warning: …` lines (the xcode reporter), which Xcode and
/// `swift build` show as issues; an error fails the build, as in a Run Script phase.
///
/// SwiftPM runs prebuild commands before it builds anything, so a prebuild command's tool must be a binary
/// target: this plugin depends on niblint's artifact bundle (`.binaryTarget(name: "niblint", …)`), not on
/// the `niblint` executable target, and is therefore not a product of the niblint package itself. It is
/// vended by a plugin package next to the bundle, such as Fixtures/Packages/BinaryConsumer (see the README,
/// "Build-tool plugin").
@main
struct NiblintBuildTool: BuildToolPlugin {
    /// SwiftPM targets: niblint over the target's directory (its nibs, including excluded ones, and sources),
    /// run from the package root so `lint-rules.json` there applies.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        [
            .prebuildCommand(
                displayName: "niblint \(target.name)",
                executable: try context.tool(named: "niblint").path,
                arguments: Self.arguments(configuration: context.package.directory.appending("lint-rules.json").string)
                    + [target.directory.string],
                outputFilesDirectory: context.pluginWorkDirectory.appending("Output")
            ),
        ]
    }

    /// `--quiet` (no summary line), the xcode reporter, and the package's configuration when it has one.
    static func arguments(configuration: String) -> [String] {
        var arguments = ["--quiet", "--reporter", "xcode"]
        if FileManager.default.fileExists(atPath: configuration) {
            arguments += ["--config", configuration]
        }
        return arguments
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// Xcode project targets: niblint reads the whole project directory (so every connection is judged against
/// every class of the project) and reports only what the target's own files are involved in
/// (`--report-only`), so a project with several targets does not report a finding once per target.
extension NiblintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.path.string).filter { path in
            [".xib", ".storyboard", ".swift", ".h", ".m", ".mm"].contains { path.hasSuffix($0) }
        }
        return [
            .prebuildCommand(
                displayName: "niblint \(target.displayName)",
                executable: try context.tool(named: "niblint").path,
                arguments: Self.arguments(configuration: context.xcodeProject.directory.appending("lint-rules.json").string)
                    + [context.xcodeProject.directory.string, "--report-only"] + files,
                outputFilesDirectory: context.pluginWorkDirectory.appending("Output")
            ),
        ]
    }
}
#endif
