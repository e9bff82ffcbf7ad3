// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the readers of nib localizations: as an old-style / XML / binary `.strings` file (with
/// and without values kept) and as a String Catalog (`.xcstrings`, JSON).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNibLocalization(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringsFile(bytes: bytes)
    _ = try? StringsFile(bytes: bytes, keepingValues: false)
    _ = NibLocalization.read(path: "App/fr.lproj/Main.strings", bytes: bytes)
    _ = NibLocalization.read(path: "App/fr.lproj/Main.xcstrings", bytes: bytes)
    return 0
}
