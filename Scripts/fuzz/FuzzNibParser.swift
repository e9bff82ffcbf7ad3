// Compiled into the NibLintKit module by Scripts/fuzz/run.sh (no import needed).

/// Feeds arbitrary bytes to the nib parser, as a xib, then as a storyboard linted with every rule
/// against a small Swift class: nothing may crash, hang or trap, whatever the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNibParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = NibParser.parse(bytes: bytes, path: "Fuzz.xib", kind: .xib)
    let files = [
        InputFile(path: "Fuzz.storyboard", kind: .storyboard, contents: bytes),
        InputFile(path: "Owner.swift", kind: .swift, contents: Array("class Owner: UIViewController { @IBOutlet var a: UIView! }".utf8)),
    ]
    _ = Linter(configuration: Configuration(), parallelism: 1).lint(files: files)
    return 0
}
