import Foundation
import Testing
@testable import NibLintKit

/// Info.plist launch entries: which files are read, and what is found in them, at which `<string>`.
struct InfoPlistTests {
    @Test func launchEntriesAreFoundAtTheirStrings() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        \t<key>UIMainStoryboardFile~ipad</key>
        \t<string>Main_iPad.storyboard</string>
        \t<key>NSMainNibFile</key>
        \t<string>$(MAIN_NIB)</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict><key>UISceneStoryboardFile</key>
        \t\t<string> Scene </string></dict>
        \t<key>UILaunchStoryboardName</key>
        </dict>
        </plist>
        """
        let entries = InfoPlist.launchEntries(bytes: Array(text.utf8), path: "Info.plist")
        #expect(entries.map { "\($0.key) \($0.name) \($0.location.line):\($0.location.column)" }
                == ["UIMainStoryboardFile Main 5:2", "UIMainStoryboardFile~ipad Main_iPad 7:2", "UISceneStoryboardFile Scene 12:3"])
        #expect(entries.map(\.target) == [.storyboard, .storyboard, .storyboard])
        #expect(InfoPlist.launchEntries(bytes: Array("bplist00<key>UIMainStoryboardFile</key><string>Main</string>".utf8), path: "Info.plist").isEmpty)
    }

    @Test func onlyInfoPlistsAreDiscovered() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("niblint-plist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        for name in ["App/Info.plist", "App/Widget-Info.plist", "App/Settings.plist", "App/InfoPlist.strings", "App/MyInfo.plist"] {
            try Data("<plist/>".utf8).write(to: root.appendingPathComponent(name))
        }
        let found = FileDiscovery(configuration: Configuration(), parallelism: 1).discover(paths: [root.path]).files
        #expect(found.filter { $0.kind == .infoPlist }.map(\.fileName).sorted() == ["Info.plist", "Widget-Info.plist"])
        #expect(found.count == 2)
    }
}
