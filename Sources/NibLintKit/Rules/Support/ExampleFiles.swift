/// Builders for the small nibs used in rule examples, so each example shows only what matters.
enum ExampleFiles {
    /// An iOS xib whose `<objects>` holds `objects`.
    static func iOSXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An app's Info.plist naming its main nib (`NSMainNibFile`).
    static func infoPlist(mainNib: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>NSMainNibFile</key>
            <string>\(mainNib)</string>
        </dict>
        </plist>
        """
    }

    /// A macOS xib whose `<objects>` holds `objects`.
    static func macOSXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard whose `<scenes>` holds `scenes`, with `initialViewController` (an object id) as its entry point.
    static func iOSStoryboard(_ scenes: String, initialViewController: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialViewController.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A macOS storyboard whose `<scenes>` holds `scenes`.
    static func macOSStoryboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }
}

extension ExampleFiles {
    /// A target of `xcodeProject(_:)`: its name, SDK, and the files (paths relative to the project's
    /// folder) its build phases list.
    struct Target {
        var name: String
        var sdk = "iphoneos"
        var files: [String]
        /// Extra build settings (`PRODUCT_MODULE_NAME`, …).
        var settings: [String: String] = [:]
    }

    /// A well-formed `project.pbxproj` whose main group refers to every file of `targets` (and `unbuilt`,
    /// referred to by no target), each target building its files.
    static func xcodeProject(_ targets: [Target], unbuilt: [String] = []) -> String {
        var objects: [String] = []
        var fileIDs: [String: String] = [:]
        let allFiles = targets.flatMap(\.files) + unbuilt
        for file in allFiles where fileIDs[file] == nil {
            let id = "F\(fileIDs.count + 1)"
            fileIDs[file] = id
            objects.append("\(id) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = \"<group>\"; };")
        }
        let children = allFiles.compactMap { fileIDs[$0] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        objects.append("G0 = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        var targetIDs: [String] = []
        for (number, target) in targets.enumerated() {
            let id = "T\(number + 1)"
            targetIDs.append(id)
            let buildFiles = target.files.enumerated().map { "B\(number + 1)_\($0.offset)" }
            for (buildFile, file) in zip(buildFiles, target.files) { objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileIDs[file]!); };") }
            objects.append("P\(number + 1) = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
            let settings = (["SDKROOT": target.sdk, "PRODUCT_NAME": "\"$(TARGET_NAME)\""].merging(target.settings) { $1 })
                .sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value);" }.joined(separator: " ")
            objects.append("C\(number + 1) = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings)}; };")
            objects.append("L\(number + 1) = {isa = XCConfigurationList; buildConfigurations = (C\(number + 1)); };")
            objects.append("\(id) = {isa = PBXNativeTarget; name = \"\(target.name)\"; buildPhases = (P\(number + 1)); buildConfigurationList = L\(number + 1); productType = \"com.apple.product-type.application\"; };")
        }
        objects.append("R0 = {isa = PBXProject; mainGroup = G0; targets = (\(targetIDs.joined(separator: ", "))); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + objects.map { "\t\t" + $0 }.joined(separator: "\n")
            + "\n\t};\n\trootObject = R0;\n}\n"
    }
}
