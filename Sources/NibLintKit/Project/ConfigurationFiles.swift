/// The `.xcconfig` files build configurations are based on (an Xcode project's or an XcodeGen spec's `configFiles`),
/// each read once, for the few settings niblint needs.
struct ConfigurationFiles {
    let readFile: (String) -> [UInt8]?
    private var settingsByPath: [String: [String: String]] = [:]

    init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    static let wantedSettings: [StaticString] = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "SDKROOT", "SUPPORTED_PLATFORMS", "INFOPLIST_FILE",
                                                  "SWIFT_VERSION", "SWIFT_SWIFT3_OBJC_INFERENCE"]

    /// The wanted settings of an `.xcconfig` file and the files it includes (each read once; conditional
    /// settings such as `KEY[sdk=…]` are left out: they do not hold for every build).
    mutating func settings(_ path: String) -> [String: String] {
        if let known = settingsByPath[path] { return known }
        settingsByPath[path] = [:]  // an include cycle ends here
        guard let bytes = readFile(path) else { return [:] }
        var settings: [String: String] = [:]
        for line in Self.xcconfigLines(bytes) {
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#include") {
                guard let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(text[text.index(after: open)..<close])
                let includedPath = included.hasPrefix("/") ? included : ProjectPath.normalized(ProjectPath.join(ProjectPath.parent(of: path))(included))
                for (key, value) in self.settings(includedPath) { settings[key] = value }
                continue
            }
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            guard let equals = text.firstIndex(of: "=") else { continue }
            let key = text[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.contains("["), Self.wantedSettings.contains(where: { "\($0)" == key }) else { continue }
            var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value.replacingOccurrences(of: "$(inherited)", with: settings[key] ?? "").trimmingCharacters(in: .whitespaces)
        }
        settingsByPath[path] = settings
        return settings
    }

    /// The lines of an `.xcconfig` that can matter: an `#include`, or a line naming a wanted setting before
    /// its first `=`. The others (CocoaPods' long `OTHER_LDFLAGS` lines, most of a file) are dropped as bytes:
    /// trimming each with Foundation cost a quarter of a lint of an app with pods. A file with CRLF line ends
    /// is one line, as a `String` split on "\n" and "\r" makes it ("\r\n" is one `Character`).
    static func xcconfigLines(_ bytes: [UInt8]) -> [Substring] {
        if bytes.indices.dropLast().contains(where: { bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A }) {
            return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        }
        return bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).compactMap { line in
            let key = line.firstIndex(of: UInt8(ascii: "=")).map { line[..<$0] } ?? line
            guard ByteSearch.contains(key, "#include") || wantedSettings.contains(where: { ByteSearch.contains(key, $0) }) else { return nil }
            return Substring(String(decoding: line, as: UTF8.self))
        }
    }
}
