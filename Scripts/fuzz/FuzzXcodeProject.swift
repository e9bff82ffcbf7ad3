// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the project-file reader (property list, group tree, targets), as a project.pbxproj
/// whose `.xcconfig` files are the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ProjectModel(projects: [ProjectModel.read(path: "App/App.xcodeproj/project.pbxproj", bytes: bytes, readFile: { _ in bytes })])
    return 0
}
