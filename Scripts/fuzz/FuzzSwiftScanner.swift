// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the Swift scanner.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = SwiftScanner.scan(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "Fuzz.swift")
    return 0
}
