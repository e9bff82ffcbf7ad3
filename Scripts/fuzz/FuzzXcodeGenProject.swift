// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the XcodeGen spec reader (YAML subset, includes, targets), as a project.yml whose
/// included specs and `.xcconfig` files are the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeGenProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ProjectModel(projects: [ProjectModel.read(path: "App/project.yml", bytes: bytes, readFile: { _ in bytes })])
    return 0
}
