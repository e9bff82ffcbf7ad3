import Foundation
import PackagePlugin

/// The build-tool plugin: lints a target's Interface Builder files when they or the target's sources change,
/// with niblint's findings in the build log as `file:line:column: error|warning: …` lines (the xcode
/// reporter), which `swift build` prints and Xcode shows as issues; an error fails the build, as in a Run
/// Script phase.
///
/// The tool is the `niblint` executable target (built from source, in this package) or the `niblint` binary
/// target of the release artifact bundle (Fixtures/Packages/BinaryConsumer, which links to this file).
/// It is a build command with no output files: with tools version 6.0 SwiftPM runs such a command (earlier
/// versions skip it with a warning), and whenever one of its input files (the target's nibs, storyboards and
/// sources, and `lint-rules.json`) changed. A build command (unlike a prebuild command, which SwiftPM shows
/// only when it fails and which must use a binary tool) may use niblint built from source as well as the
/// release artifact bundle's binary. A build command's output is printed with the build: warnings too.
@main
struct NiblintBuildTool: BuildToolPlugin {
    /// SwiftPM targets: niblint over the package directory, reporting only what the target's files (its
    /// directory's nibs and sources) are involved in, with the package's `lint-rules.json` when it has one.
    /// niblint reads `Package.swift` as the command plugin and the command line do: a nib the target
    /// excludes reaches no bundle and is skipped, and a resource nib's "Inherit Module From Target" names
    /// the package's resource bundle; every class of the package is seen, and a finding is reported once, by
    /// the target whose file it is in.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let package = context.package.directoryURL
        let configuration = package.appending(path: "lint-rules.json")
        // `Target.directoryURL` needs tools version 6.1; the Path `directory` serves 6.0 (through its description,
        // as `Path.string` is deprecated in 6.0).
        let directory = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
        let files = Self.lintedFiles(under: directory)
        let inputs = files + Self.existing(configuration) + Self.existing(package.appending(path: "Package.swift"))
        return [
            .buildCommand(
                displayName: "niblint \(target.name)",
                executable: try context.tool(named: "niblint").url,
                arguments: Self.arguments(configuration: configuration) + [package.path, "--report-only"] + files.map(\.path),
                inputFiles: inputs,
                outputFiles: []
            ),
        ]
    }

    static let lintedExtensions: Set<String> = ["xib", "storyboard", "swift", "h", "m", "mm"]

    /// The files whose change can change niblint's findings on the directory.
    static func lintedFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { lintedExtensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }

    static func existing(_ file: URL) -> [URL] {
        FileManager.default.fileExists(atPath: file.path) ? [file] : []
    }

    /// `--quiet` (no summary line), the xcode reporter, and the configuration file when there is one.
    static func arguments(configuration: URL) -> [String] {
        ["--quiet", "--reporter", "xcode"] + existing(configuration).flatMap { ["--config", $0.path] }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// Xcode project targets (not run here: Linux has no XcodeProjectPlugin): niblint reads the whole project
/// directory (so every connection is judged against every class of the project) and reports only what the
/// target's own files are involved in (`--report-only`), so a project with several targets does not report a
/// finding once per target.
extension NiblintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // The Path-based API, present in every Xcode with Swift 6 (as for `Target.directory` above).
        let project = URL(fileURLWithPath: String(describing: context.xcodeProject.directory), isDirectory: true)
        let configuration = project.appending(path: "lint-rules.json")
        let files = target.inputFiles.map { URL(fileURLWithPath: String(describing: $0.path)) }.filter { Self.lintedExtensions.contains($0.pathExtension) }
        return [
            .buildCommand(
                displayName: "niblint \(target.displayName)",
                executable: try context.tool(named: "niblint").url,
                arguments: Self.arguments(configuration: configuration) + [project.path, "--report-only"] + files.map(\.path),
                inputFiles: files + Self.existing(configuration),
                outputFiles: []
            ),
        ]
    }
}
#endif
