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
        for name in ["App/Info.plist", "App/Widget-Info.plist", "App/Settings.plist", "App/InfoPlist.strings", "App/MyInfo.plist", "App/Info-iOS.plist"] {
            try Data("<plist/>".utf8).write(to: root.appendingPathComponent(name))
        }
        let found = FileDiscovery(configuration: Configuration(), parallelism: 1).discover(paths: [root.path]).files
        #expect(found.filter { $0.kind == .infoPlist }.map(\.fileName).sorted() == ["Info-iOS.plist", "Info.plist", "Widget-Info.plist"])
        #expect(found.count == 3)
    }
}

/// Which launch entries count: an app target's Info.plist (not a test bundle's or a tool's), and on macOS a
/// main storyboard may hold only the application scene.
struct LaunchEntryScopeTests {
    static func plist(_ key: String, _ value: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>\(key)</key>\n\t<string>\(value)</string>\n</dict>\n</plist>\n"
    }

    static let storyboardWithoutInitialController = ExampleFiles.iOSStoryboard("""
            <scene sceneID="s1"><objects><viewController id="v1" storyboardIdentifier="Home" sceneMemberID="viewController"/></objects></scene>
    """)

    func render(_ result: LintResult) -> [String] {
        result.diagnostics.filter { $0.ruleID == "initial-view-controller-missing" }.map { "\($0.location.file):\($0.location.line)" }
    }

    @Test func onlyAnAppTargetsInfoPlistLaunchesAnything() {
        let project = ExampleFiles.xcodeProject([
            .init(name: "App", files: ["App/Main.storyboard"], settings: ["INFOPLIST_FILE": "\"$(SRCROOT)/App/Info.plist\""]),
            .init(name: "Benchmarks", files: [], settings: ["INFOPLIST_FILE": "Benchmarks/Info.plist"]),
        ]).replacingOccurrences(of: "productType = \"com.apple.product-type.application\"; };\n\t\tR0", with: "productType = \"com.apple.product-type.tool\"; };\n\t\tR0")
        let result = lint([
            ("Repo/Repo.xcodeproj/project.pbxproj", project),
            ("Repo/App/Main.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1"><objects><viewController id="v1" sceneMemberID="viewController"/></objects></scene>
            """)),
            ("Repo/App/Info.plist", Self.plist("UIMainStoryboardFile", "Mian")),
            ("Repo/Benchmarks/Info.plist", Self.plist("NSMainNibFile", "MainMenu")),
        ])
        #expect(render(result) == ["Repo/App/Info.plist:5"])
    }

    @Test func aMacMainStoryboardNeedsNoInitialController() {
        let macStoryboard = Self.storyboardWithoutInitialController
            .replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "Cocoa.Storyboard.XIB").replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        let mac = lint([("Mac/Main.storyboard", macStoryboard), ("Mac/Info.plist", Self.plist("NSMainStoryboardFile", "Main"))])
        #expect(render(mac) == [])
        let phone = lint([("Phone/Main.storyboard", Self.storyboardWithoutInitialController), ("Phone/Info.plist", Self.plist("UIMainStoryboardFile", "Main"))])
        #expect(render(phone) == ["Phone/Info.plist:5"])
    }
}

extension LaunchEntryScopeTests {
    /// An app whose `main.swift` never starts the framework's run loop (a benchmark) loads no main nib.
    @Test func aMainNibNobodyLoadsIsNotJudged() {
        let entry = Self.plist("NSMainNibFile", "MainMenu")
        let own = lint([("Bench/main.swift", "import AppKit\nprint(run())\n"), ("Bench/Info.plist", entry), ("Other/View.xib", ExampleFiles.macOSXib(""))])
        #expect(render(own) == [])
        let framework = lint([("App/main.swift", "import AppKit\n_ = NSApplicationMain(CommandLine.argc, CommandLine.unsafeArgv)\n"),
                              ("App/Info.plist", entry), ("Other/View.xib", ExampleFiles.macOSXib(""))])
        #expect(render(framework) == ["App/Info.plist:5"])
    }
}
