/// The `.xcconfig` files build configurations are based on (an Xcode project's or an XcodeGen spec's `configFiles`),
/// each read once, for the few settings niblint needs.
struct ConfigurationFiles {
    let readFile: (String) -> [UInt8]?
    private var settingsByPath: [String: [String: String]] = [:]

    init(readFile: @escaping (String) -> [UInt8]?) {
        self.readFile = readFile
    }

    static let wantedSettings: [StaticString] = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "SDKROOT", "SUPPORTED_PLATFORMS", "INFOPLIST_FILE"]

    /// The wanted settings of an `.xcconfig` file and the files it includes (each read once; conditional
    /// settings such as `KEY[sdk=…]` are left out: they do not hold for every build).
    mutating func settings(_ path: String) -> [String: String] {
        if let known = settingsByPath[path] { return known }
        settingsByPath[path] = [:]  // an include cycle ends here
        guard let bytes = readFile(path) else { return [:] }
        var settings: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
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

}
