// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the Objective-C scanner.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjectiveCScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = ObjectiveCScanner.scan(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "Fuzz.m")
    return 0
}
