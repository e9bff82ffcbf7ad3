/// Lookup tables the scanners read for every byte or token: built once and never freed (each lives as
/// long as the process), so the hot loops read them through a plain pointer, without reference counting
/// or bounds checks.
enum PermanentTable {
    /// A copy of `values` that is never freed.
    static func copy<Element>(_ values: [Element]) -> UnsafePointer<Element> {
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: values.count)
        pointer.initialize(from: values, count: values.count)
        return UnsafePointer(pointer)
    }

    /// 256 entries: the classes `classify` gives each byte value.
    static func byteClasses(_ classify: (UInt8) -> UInt8) -> UnsafePointer<UInt8> {
        copy((0...255).map { classify(UInt8($0)) })
    }
}
