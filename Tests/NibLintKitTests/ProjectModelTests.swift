import Testing
@testable import NibLintKit

/// The project model: `project.pbxproj` read as a property list, which nibs are built, module names,
/// and the units a tree splits into (apps side by side never see each other's classes).
struct ProjectModelTests {
    func model(_ projects: [String: String], packages: [String] = [], workspaces: [String] = []) -> ProjectModel {
        ProjectModel(projectFiles: projects.keys.sorted().map { ($0, Array(projects[$0]!.utf8)) },
                     packageManifests: packages.map { ($0, "") }, workspaces: workspaces)
    }

    /// The names `Package.swift` manifests and nib names are recognised by, as `split(separator: "/").last` gives them.
    @Test(arguments: [("App/Views/Card.xib", "Card.xib", "Card"), ("Package.swift", "Package.swift", "Package"),
                      ("/x/Base.lproj/", "Base.lproj", "Base"), ("a//b", "b", "b"), ("/", "/", "/"), ("", "", ""),
                      ("./.hidden", ".hidden", ""), ("My View.v2.xib", "My View.v2.xib", "My View.v2")])
    func fileAndNibNames(path: String, fileName: String, nibName: String) {
        let file = InputFile(path: path, kind: .xib)
        #expect(file.fileName == fileName)
        #expect(file.nibName == nibName)
    }

    // MARK: The property list

    @Test func propertyListsAreReadWithCommentsEscapesAndTrailingCommas() throws {
        let text = """
        // !$*UTF8*$!
        { /* comment */ a = (x, "y z", ); b = { "k\\"q" = "line\\nnext"; }; c = <0fa1>; d = "$(TARGET_NAME)-iOS"; }
        """
        let list = try OpenStepPropertyList(bytes: Array(text.utf8))
        let a = try #require(list.value("a", in: list.root))
        #expect(list.elements(a).map { list.string($0) } == ["x", "y z"])
        let b = try #require(list.value("b", in: list.root))
        #expect(list.entries(b).map { "\(list.string($0.key)!)=\(list.string($0.value)!)" } == ["k\"q=line\nnext"])
        #expect(list.kind(try #require(list.value("c", in: list.root))) == .data)
        #expect(list.string("d", in: list.root) == "$(TARGET_NAME)-iOS")
    }

    @Test(arguments: [("{ a = b }", "expected ';' after a dictionary value", 1), ("{\n a = (x y); }", "expected ',' or ')' in an array", 2),
                      ("{\n\n a = \"open", "unterminated string", 3), ("{ a = b; } c", "unexpected text after the top-level value", 1)])
    func malformedListsFailAtTheirLine(text: String, message: String, line: Int) {
        #expect(throws: OpenStepPropertyList.Failure(message: message, line: line)) { try OpenStepPropertyList(bytes: Array(text.utf8)) }
    }

    @Test func objectIdsArePackedWithoutCollisions() throws {
        let ids = ["0123456789ABCDEF01234567", "0123456789ABCDEF01234568", "0123456789abcdef01234567", "A1", "\"A1\"",
                   "OBJ_1", "OBJ_10", "123456789012345", "1234567890123456", "12345678901234567890123456789"]
        let text = "( " + ids.joined(separator: ", ") + " )"
        let list = try OpenStepPropertyList(bytes: Array(text.utf8))
        let keys = list.elements(list.root).map(list.objectKey)
        // `"A1"` quoted and `A1` bare are one id.
        #expect(Set(keys).count == keys.count - 1)
        #expect(keys[3] == keys[4])
    }

    @Test(arguments: [("a/b", "a/b"), ("./a/b", "a/b"), ("a/./b", "a/b"), ("a/../b", "b"), ("a//b", "a/b"), ("a/", "a"), ("/", "/"),
                      (".", "."), ("..", ".."), ("../x", "../x"), ("a/..", "."), (".hidden/..a/...", ".hidden/..a/..."), ("/a/../../b", "/b")])
    func pathsAreNormalized(path: String, normalized: String) {
        #expect(ProjectPath.normalized(path) == normalized)
    }

    // MARK: Targets and paths

    static let realShape = """
    // !$*UTF8*$!
    {
        objects = {
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); buildConfigurationList = PL; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            G0 = {isa = PBXGroup; children = (G1, F3, V1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1, F2); path = Sources; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = "My View.xib"; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; name = Renamed.xib; path = Views/Card.xib; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Shared/Other.xib; sourceTree = SOURCE_ROOT; };
            V1 = {isa = PBXVariantGroup; children = (F4, F5); name = Main.storyboard; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            F5 = {isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
            F6 = {isa = PBXFileReference; path = Lib.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            T1 = {isa = PBXNativeTarget; name = "RxExample-iOS"; buildPhases = (P1); buildConfigurationList = L1; };
            P1 = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B4); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = V1; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F6; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            T2 = {isa = PBXNativeTarget; name = MacApp; buildPhases = (); buildConfigurationList = L2; };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
            C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; PRODUCT_MODULE_NAME = Desk; }; name = Debug; };
        };
        rootObject = R0;
    }
    """

    @Test func launchBuildSettingsAreReadAtTheirKeys() throws {
        let text = """
        {
            objects = {
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = L1; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {
                    INFOPLIST_KEY_NSMainNibFile = MainMenu;
                    INFOPLIST_KEY_UILaunchStoryboardName = "Launch Screen.storyboard";
                }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {
                    INFOPLIST_KEY_NSMainNibFile = MainMenu;
                    INFOPLIST_KEY_UIMainStoryboardFile = "$(MAIN)";
                }; name = Release; };
            };
            rootObject = R0;
        }
        """
        let project = try XcodeProject.read(bytes: Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
        #expect(project.targets.first?.launchEntries.map { "\($0.key) \($0.name) \($0.location.line):\($0.location.column) \($0.isBuildSetting)" }
                == ["NSMainNibFile MainMenu 8:13 true", "UILaunchStoryboardName Launch Screen 9:13 true"])
    }

    @Test func podfilesNameTheirPodsOnceEach() {
        let podfile = """
        platform :ios, '15.0'
        use_frameworks!
        target 'App' do
          pod 'SDWebImage', '~> 5.0'
          pod "Roxas", :path => 'Dependencies/Roxas'
          # pod 'Commented'
          pod 'ZXingObjC/QRCode'
          pod 'SDWebImage'
        end
        """
        #expect(MainBundleSupply.podNames(podfile: podfile) == ["SDWebImage", "Roxas", "ZXingObjC/QRCode"])
    }

    /// An app whose build configurations name different Info.plist files (Monal's `Quicksy-Info.plist`) launches from each.
    @Test func everyConfigurationsInfoPlistIsLaunchedFrom() throws {
        let text = """
        {
            objects = {
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, C3); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App-Info.plist";}; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Quicksy-Info.plist";}; name = Quicksy; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "App-Info.plist";}; name = Release; };
            };
            rootObject = R0;
        }
        """
        let model = ProjectModel(projectFiles: [(path: "Repo/App.xcodeproj/project.pbxproj", bytes: Array(text.utf8))])
        #expect(model.projects[0].targets[0].infoPlistFile == "Repo/App-Info.plist")
        #expect(model.projects[0].targets[0].otherInfoPlistFiles == ["Repo/Quicksy-Info.plist"])
        #expect(model.launchesFrom(infoPlist: "Repo/Quicksy-Info.plist"))
        #expect(!model.launchesFrom(infoPlist: "Repo/Tests/Info.plist"))
    }

    /// Each target's `[CP]` phases, as `pod install` writes them: what CocoaPods copies into its bundle, read without `Pods/`.
    @Test func cocoaPodsPhasesTellWhatPodsCopyIntoEachTarget() throws {
        let text = """
        {
            objects = {
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4, T5); };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                K = {isa = PBXShellScriptBuildPhase; name = "[CP] Check Pods Manifest.lock"; };
                E = {isa = PBXShellScriptBuildPhase; name = "[CP] Embed Pods Frameworks"; inputPaths = ("${BUILT_PRODUCTS_DIR}/Toast/Toast.framework"); };
                R1 = {isa = PBXShellScriptBuildPhase; name = "[CP] Copy Pods Resources"; inputPaths = (
                    "${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-resources.sh", "${PODS_ROOT}/Roxas/Roxas/RSTCollectionViewCell.xib",
                    "${PODS_ROOT}/Toast/close@2x.png", "${PODS_ROOT}/Kit/icon~ipad.png", "${PODS_CONFIGURATION_BUILD_DIR}/Cast/CastResources.bundle"); };
                R3 = {isa = PBXShellScriptBuildPhase; name = "[CP] Copy Pods Resources"; inputFileListPaths = ("${PODS_ROOT}/Target Support Files/Pods-W/Pods-W-resources-${CONFIGURATION}-input-files.xcfilelist"); inputPaths = (); };
                R4 = {isa = PBXShellScriptBuildPhase; name = "Copy Pods Resources"; };
                S = {isa = PBXShellScriptBuildPhase; name = "Run Script"; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (K, R1); };
                T2 = {isa = PBXNativeTarget; name = TV; buildPhases = (K, E); };
                T3 = {isa = PBXNativeTarget; name = Widget; buildPhases = (R3, K); };
                T4 = {isa = PBXNativeTarget; name = Old; buildPhases = (R4); };
                T5 = {isa = PBXNativeTarget; name = Tests; buildPhases = (S); };
            };
            rootObject = R0;
        }
        """
        let project = try XcodeProject.read(bytes: Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
        #expect(project.targets.map(\.podResources) == [.listed(["RSTCollectionViewCell", "close", "icon"]), .none, .unlisted, .unlisted, .notIntegrated])
        // A file built by the TV target gets nothing from pods; by App, what its phase lists; by both, the union.
        let app = BuildTarget(module: "App", sdks: [], podResources: project.targets[0].podResources)
        let tv = BuildTarget(module: "TV", sdks: [], podResources: .none)
        let widget = BuildTarget(module: "Widget", sdks: [], podResources: .unlisted)
        let package = BuildTarget(module: "Kit", sdks: [], resourceBundleModule: "Kit_Kit")
        let podfile = MainBundleSupply.cocoaPods(podfile: "Podfile")
        #expect(podfile.refined(by: [tv], integrated: true) == .listedByCocoaPods([]))
        #expect(podfile.refined(by: [tv, app], integrated: true) == .listedByCocoaPods(["RSTCollectionViewCell", "close", "icon"]))
        #expect(podfile.refined(by: [widget, tv], integrated: true) == podfile)
        #expect(podfile.refined(by: [tv], integrated: false) == podfile)
        #expect(podfile.refined(by: [package], integrated: true) == podfile)
        #expect(MainBundleSupply.none.refined(by: [app], integrated: true) == MainBundleSupply.none)
        #expect(MainBundleSupply.listedByCocoaPods(["a"]).refined(by: [app], integrated: true) == .listedByCocoaPods(["a", "RSTCollectionViewCell", "close", "icon"]))
    }

    @Test func targetsKnowTheirModulePlatformAndBuiltFiles() throws {
        let project = try XcodeProject.read(bytes: Array(Self.realShape.utf8), path: "Repo/App/App.xcodeproj/project.pbxproj")
        #expect(project.rootDirectory == "Repo/App")
        #expect(project.targets.map(\.name) == ["RxExample-iOS", "MacApp"])
        #expect(project.targets.map(\.moduleName) == ["RxExample_iOS", "Desk"])
        #expect(project.targets.map(\.sdk) == ["iphoneos", "macosx"])
        #expect(project.targets[0].builtPaths == ["Repo/App/Sources/My View.xib", "Repo/App/Base.lproj/Main.storyboard",
                                                  "Repo/App/de.lproj/Main.strings", "Repo/App/Shared/Other.xib"])
        #expect(project.targets[0].unresolvedNames == ["Lib.framework"])
    }

    @Test(arguments: [(["PRODUCT_NAME": "$(TARGET_NAME)"], "RxExample-iOS", "RxExample_iOS"), ([:], "9Lives", "_9Lives"),
                      (["PRODUCT_NAME": "My App"], "T", "My_App"), (["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "PRODUCT_NAME": "a.b"], "T", "a_b")])
    func moduleNames(settings: [String: String], target: String, module: String) {
        #expect(XcodeProject.moduleName(settings: settings, targetName: target) == module)
    }

    @Test func nibsTheProjectBuildsAreBuilt() {
        let m = model(["App/App.xcodeproj/project.pbxproj": Self.realShape])
        #expect(m.isBuilt("App/Sources/My View.xib"))
        #expect(m.isBuilt("App/Base.lproj/Main.storyboard"))
        #expect(m.isBuilt("./App/Shared/Other.xib"))
        // Referred to under another name but not built, and a file the project never names.
        #expect(!m.isBuilt("App/Sources/Views/Card.xib"))
        #expect(!m.isBuilt("App/Old/Legacy.storyboard"))
    }

    @Test func aNeighbourNamingAFileOfTheSameNameDoesNotBuildIt() {
        let neighbour = ExampleFiles.xcodeProject([.init(name: "Other", files: ["Main.storyboard"])])
        let own = ExampleFiles.xcodeProject([.init(name: "App", files: ["Settings.storyboard"])])
        let m = model(["A/App.xcodeproj/project.pbxproj": own, "B/Other.xcodeproj/project.pbxproj": neighbour])
        #expect(!m.isBuilt("A/Main.storyboard"))
        #expect(m.isBuilt("B/Main.storyboard"))
        #expect(m.isBuilt("A/Settings.storyboard"))
    }

    @Test func filesOutsideProjectsInsidePackagesOrOfUnreadableProjectsAreBuilt() {
        let m = model(["App/App.xcodeproj/project.pbxproj": Self.realShape, "Broken/B.xcodeproj/project.pbxproj": "{ objects = "],
                      packages: ["App/Packages/UI/Package.swift"])
        #expect(m.isBuilt("Other/Stray.xib"))
        #expect(m.isBuilt("App/Packages/UI/Sources/UI/Card.xib"))
        #expect(m.isBuilt("Broken/Any.xib"))
        #expect(m.problems.map { "\($0.location.file):\($0.location.line) \($0.message)" }
            == ["Broken/B.xcodeproj/project.pbxproj:1 the Xcode project cannot be read (unexpected end of file); niblint counts every nib in its folder as built"])
    }

    @Test func synchronizedFoldersBuildEverythingButTheirExceptions() {
        let text = """
        { objects = {
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = App; sourceTree = "<group>"; };
            E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old/Legacy.storyboard); target = T1; };
            T1 = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (S1); buildPhases = (); };
        }; rootObject = R0; }
        """
        let m = model(["Repo/App.xcodeproj/project.pbxproj": text])
        #expect(m.isBuilt("Repo/App/Views/New.xib"))
        #expect(!m.isBuilt("Repo/App/Old/Legacy.storyboard"))
        #expect(!m.isBuilt("Repo/Elsewhere/Stray.xib"))
    }

    @Test func packageManifestsGiveTargetsTheirFoldersAndPlatforms() {
        let manifest = """
            // swift-tools-version: 5.9
            let package = Package(
                name: "Kit",
                platforms: [.iOS(.v15), .watchOS(.v8)],
                dependencies: [.package(url: "https://example.com/lib.git", from: "1.0.0")],
                targets: [
                    .target(name: "KitUI", dependencies: [.product(name: "Lib", package: "lib")], resources: [.process("Views")]),
                    .target(
                        name: "KitCore",
                        path: "Sources/Core"
                    ),
                    .executableTarget(name: "kit-tool"),
                    .testTarget(name: "KitTests", dependencies: ["KitUI"]),
                ]
            )
            """
        let package = SwiftPackage(manifestPath: "Modules/Kit/Package.swift", text: manifest)
        #expect(package.targets.map { "\($0.name)@\($0.directory)" }
            == ["KitUI@Modules/Kit/Sources/KitUI", "KitCore@Modules/Kit/Sources/Core", "kit-tool@Modules/Kit/Sources/kit-tool", "KitTests@Modules/Kit/Tests/KitTests"])
        #expect(package.sdk == "iphoneos")
        #expect(package.usesRemotePackages)
    }

    // MARK: Units

    @Test func appsSideBySideAreSeparateUnitsAndSharedFilesJoinTheirProjects() {
        let shared = ExampleFiles.xcodeProject([.init(name: "App", files: ["Main.storyboard", "../Shared/Model.swift"])])
        let m = model(["Apps/A/A.xcodeproj/project.pbxproj": shared, "Apps/B/B.xcodeproj/project.pbxproj": ExampleFiles.xcodeProject([])],
                      packages: ["Apps/A/Packages/Kit/Package.swift"], workspaces: ["Apps/C/C.xcworkspace"])
        #expect(m.unitRoots == ["Apps/A", "Apps/B", "Apps/C"])
        #expect(m.units(of: "Apps/A/Main.storyboard") == [0])
        #expect(m.units(of: "Apps/A/Packages/Kit/Sources/Kit/View.swift") == [0])
        #expect(m.units(of: "Apps/B/View.swift") == [1])
        #expect(m.units(of: "Apps/Shared/Model.swift") == [0])
        #expect(m.units(of: "Apps/Shared/Unused.swift") == [])
        #expect(m.units(of: "Scripts/tool.swift") == [])
    }

    /// A file two apps' projects refer to is linted with each, reported once and counted once.
    @Test func aFileSharedByTwoUnitsIsSeenByBothAndCountedOnce() {
        let view = "import UIKit\nclass BadgeView: UIView {\n    @IBOutlet var label: UILabel!\n}\n"
        let xib = ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"BadgeView\" customModule=\"App\" customModuleProvider=\"target\"><connections><outlet property=\"title\" destination=\"v1\" id=\"o1\"/></connections></view>")
        let result = lint([
            ("Apps/A/A.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "App", files: ["Badge.xib", "../Shared/BadgeView.swift"])])),
            ("Apps/B/B.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "App", files: ["Badge.xib", "../Shared/BadgeView.swift"])])),
            ("Apps/A/Badge.xib", xib),
            ("Apps/B/Badge.xib", xib),
            ("Apps/Shared/BadgeView.swift", view),
        ])
        #expect(result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
            == ["Apps/A/Badge.xib:4 outlet-not-found", "Apps/B/Badge.xib:4 outlet-not-found", "Apps/Shared/BadgeView.swift:3 unconnected-outlet"])
        #expect(result.sourceFileCount == 1 && result.nibFileCount == 2)
    }

    @Test func unbuiltNibsAreSkippedByTheLinter() {
        let result = lint([
            ("App/App.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "App", files: ["Used.xib"])], unbuilt: ["Leftover.xib"])),
            ("App/Used.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Missing\" customModuleProvider=\"target\"/>")),
            ("App/Leftover.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"AlsoMissing\" customModuleProvider=\"target\"/>")),
        ])
        #expect(result.diagnostics.map(\.location.file) == ["App/Used.xib"])
        #expect(result.notBuiltNibFiles == ["App/Leftover.xib"])
        #expect(result.nibFileCount == 1)
    }

    @Test func aMalformedProjectIsReportedAndItsNibsAreStillLinted() {
        let result = lint([
            ("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n<<<<<<< HEAD\n"),
            ("App/View.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"Missing\" customModuleProvider=\"target\"/>")),
        ])
        #expect(result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }
            == ["App/App.xcodeproj/project.pbxproj:4 parse-error", "App/View.xib:4 unknown-class"])
    }

    /// Two apps side by side: each one's findings are what it gets alone, whatever its neighbour declares.
    @Test func linting_appsSideBySide_givesTheUnionOfLintingEachAlone() {
        let mainMenu = ExampleFiles.macOSXib("""
                <customObject id="-3" userLabel="Application" customClass="NSObject">
                    <connections>
                        <outlet property="delegate" destination="d1" id="c1"/>
                    </connections>
                </customObject>
                <customObject id="d1" customClass="AppDelegate" customModule="Tool" customModuleProvider="target">
                    <connections>
                        <outlet property="window" destination="w1" id="c2"/>
                    </connections>
                </customObject>
                <window id="w1"/>
        """)
        let a: [(String, String)] = [
            ("Apps/Tool/Tool.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "Tool", sdk: "macosx", files: ["MainMenu.xib", "AppDelegate.swift"])])),
            ("Apps/Tool/MainMenu.xib", mainMenu),
            ("Apps/Tool/AppDelegate.swift", "import AppKit\nclass AppDelegate: NSObject, NSApplicationDelegate {\n}\n"),
        ]
        let b: [(String, String)] = [
            ("Apps/Viewer/Viewer.xcodeproj/project.pbxproj", ExampleFiles.xcodeProject([.init(name: "Viewer", sdk: "macosx", files: ["AppDelegate.swift"])])),
            ("Apps/Viewer/AppDelegate.swift", "import AppKit\nclass AppDelegate: NSObject, NSApplicationDelegate {\n    @IBOutlet var window: NSWindow!\n}\n"),
            ("Apps/Viewer/Podfile", ""),
        ]
        let render = { (result: LintResult) in result.diagnostics.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" } }
        let alone = render(lint(a.map { (path: $0.0, contents: $0.1) }))
        #expect(alone == ["Apps/Tool/MainMenu.xib:11 outlet-not-found"])
        let files = (a + b).filter { !$0.0.hasSuffix("Podfile") }.map { (path: $0.0, contents: $0.1) }
        let together = Linter(parallelism: 1).lint(files: MarkedProject(files).files, dependencyMarkers: ["Apps/Viewer/Podfile"])
        #expect(render(together) == alone)
    }
}

/// Shapes of real projects: settings from `.xcconfig` files, multi-platform targets, packages, localized
/// files in variant groups with a folder, and synchronized folders another target adds files from.
struct RealProjectShapeTests {
    static func project(_ objects: String) -> String {
        "// !$*UTF8*$!\n{ objects = {\n" + objects + "\n}; rootObject = R0; }\n"
    }

    @Test func xcconfigFilesGiveModuleAndPlatformsUnderTheTargetsOwnSettings() throws {
        let text = Self.project("""
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); buildConfigurationList = PL; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = {isa = XCBuildConfiguration; baseConfigurationReference = X0; buildSettings = {}; name = Debug; };
            G0 = {isa = PBXGroup; children = (X0, X1, S1); sourceTree = "<group>"; };
            X0 = {isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; name = "App-iOS"; buildConfigurationList = L1; buildPhases = (); };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Debug; };
            T2 = {isa = PBXNativeTarget; name = "App-Mac"; buildConfigurationList = L2; buildPhases = (); };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S1; baseConfigurationReferenceRelativePath = Mac.xcconfig; buildSettings = {SDKROOT = macosx; }; name = Debug; };
        """)
        let files: [String: String] = [
            "Repo/Config/Project.xcconfig": "SDKROOT = iphoneos\n",
            "Repo/Config/App.xcconfig": "#include \"Base.xcconfig\"\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator // iOS only\nPRODUCT_MODULE_NAME[sdk=macosx*] = Other\n",
            "Repo/Config/Base.xcconfig": "PRODUCT_MODULE_NAME = App\n",
            "Repo/Shared/Mac.xcconfig": "#include? \"Missing.xcconfig\"\nPRODUCT_MODULE_NAME = App;\nSDKROOT = iphoneos\n",
        ]
        let project = try XcodeProject.read(bytes: Array(text.utf8), path: "Repo/App.xcodeproj/project.pbxproj", readFile: { files[$0].map { Array($0.utf8) } })
        #expect(project.targets.map(\.moduleName) == ["App", "App"])
        // The Mac target's own SDKROOT wins over its .xcconfig; the iOS one inherits the project's .xcconfig.
        #expect(project.targets.map(\.sdks) == [["iphoneos", "iphonesimulator"], ["macosx"]])
    }

    @Test func aModuleBuiltForTwoPlatformsIsTwoModules() {
        var map = ModuleMap()
        map.add("iOS/AppDelegate.swift", targets: [BuildTarget(module: "App", sdks: ["iphoneos"])])
        map.add("Mac/AppDelegate.swift", targets: [BuildTarget(module: "App", sdks: ["macosx"])])
        map.add("Kit/Chart.swift", targets: [BuildTarget(module: "Kit", sdks: ["macosx"]), BuildTarget(module: "Kit", sdks: [])])
        let iOS = map.modules(ofFile: "iOS/AppDelegate.swift"), mac = map.modules(ofFile: "Mac/AppDelegate.swift")
        #expect(iOS != mac && map.numbers(ofModule: "App").count == 2)
        #expect(iOS.allSatisfy { map.isBuilt(module: $0, for: .iOS) } && !iOS.contains { map.isBuilt(module: $0, for: .macOS) })
        // A package target (no single SDK) beside a macOS-only Xcode target of the same module: seen everywhere.
        #expect(map.modules(ofFile: "Kit/Chart.swift").contains { map.isBuilt(module: $0, for: .iOS) })
    }

    @Test func variantGroupsWithAFolderAndFilesAddedFromAnotherTargetsSynchronizedFolder() {
        let text = Self.project("""
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            G0 = {isa = PBXGroup; children = (V1, S1); sourceTree = "<group>"; };
            V1 = {isa = PBXVariantGroup; children = (F1); name = MainMenu.xib; path = app/resources; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/MainMenu.xib; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); path = App; sourceTree = "<group>"; };
            E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Share/Cell.xib, "/Localized/Share/Sheet.xib"); target = T1; };
            E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Share/Cell.xib, "/Localized/Share/Sheet.xib"); target = T2; };
            T1 = {isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (S1); buildPhases = (P1); };
            P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = V1; };
            T2 = {isa = PBXNativeTarget; name = Share; buildPhases = (); };
        """)
        let model = ProjectModel(projectFiles: [("Repo/App.xcodeproj/project.pbxproj", Array(text.utf8))])
        #expect(model.isBuilt("Repo/app/resources/Base.lproj/MainMenu.xib"))
        #expect(model.targets(building: "Repo/App/Share/Cell.xib").map(\.module) == ["Share"])
        #expect(model.targets(building: "Repo/App/Share/de.lproj/Sheet.xib").map(\.module) == ["Share"])
        #expect(model.targets(building: "Repo/App/Views/Card.xib").map(\.module) == ["App"])
    }

    /// macdown's MacDown.xcodeproj: variant groups inside `MacDown/Code/Preferences` whose path climbs out of it.
    @Test func variantGroupsWhosePathClimbsOutOfTheirGroup() {
        let text = Self.project("""
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (V1, V2); name = Preferences; path = MacDown/Code/Preferences; sourceTree = "<group>"; };
            V1 = {isa = PBXVariantGroup; children = (F1); name = Terminal.xib; path = ../../Localization; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Terminal.xib; sourceTree = "<group>"; };
            V2 = {isa = PBXVariantGroup; children = (F2); name = General.xib; path = ../..; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; name = Base; path = Localization/Base.lproj/General.xib; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; name = MacDown; buildPhases = (P1); };
            P1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
            B1 = {isa = PBXBuildFile; fileRef = V1; };
            B2 = {isa = PBXBuildFile; fileRef = V2; };
        """)
        let model = ProjectModel(projectFiles: [("Repo/MacDown.xcodeproj/project.pbxproj", Array(text.utf8))])
        #expect(model.targets(building: "Repo/MacDown/Localization/Base.lproj/Terminal.xib").map(\.module) == ["MacDown"])
        #expect(model.targets(building: "Repo/MacDown/Localization/Base.lproj/General.xib").map(\.module) == ["MacDown"])
    }

    /// AudioKitSynthOne: a variant group whose own `path` is a `.lproj` folder (its child's path repeats it).
    @Test func variantGroupWhosePathIsALocalizationFolder() {
        let text = Self.project("""
            R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (V1); path = Developer; sourceTree = "<group>"; };
            V1 = {isa = PBXVariantGroup; children = (F1); name = Dev.storyboard; path = Base.lproj; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/Dev.storyboard; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; name = Synth; buildPhases = (P1); };
            P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = V1; };
        """)
        let model = ProjectModel(projectFiles: [("Repo/Synth.xcodeproj/project.pbxproj", Array(text.utf8))])
        #expect(model.targets(building: "Repo/Developer/Base.lproj/Base.lproj/Dev.storyboard").map(\.module) == ["Synth"])
    }
}

/// Hostile project files: every one is read or refused, never a crash or a hang.
struct HostileProjectTests {
    @Test func deepNestingIsRefusedAndGroupCyclesEnd() throws {
        let deep = String(repeating: "(", count: 100_000)
        #expect(throws: OpenStepPropertyList.Failure(message: "containers nested more than 256 deep", line: 1)) {
            try OpenStepPropertyList(bytes: Array(deep.utf8))
        }
        let cycle = """
            { objects = {
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = {isa = PBXGroup; children = (G1, F1, G0); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G0, G1); path = Sub; sourceTree = BUILT_PRODUCTS_DIR; };
                F1 = {isa = PBXFileReference; path = A.xib; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1, P1); };
                P1 = {isa = PBXResourcesBuildPhase; files = (B1); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
            }; rootObject = R0; }
            """
        let project = try XcodeProject.read(bytes: Array(cycle.utf8), path: "App.xcodeproj/project.pbxproj")
        #expect(project.targets.first?.builtPaths == ["A.xib", "A.xib"])
    }

    /// Truncations and byte flips of a real-shaped project: each is read or refused with a line.
    @Test func truncatedAndMangledProjectsNeverCrash() {
        let bytes = Array(ProjectModelTests.realShape.utf8)
        var generator = SeededGenerator(seed: 20)
        let lineCount = bytes.filter { $0 == 0x0A }.count + 1
        for length in stride(from: 0, to: bytes.count, by: 7) {
            // Every strict prefix of the project is cut inside its top-level dictionary: refused, at a line of the file.
            guard case .unreadable(_, let problem?) = ProjectModel.read(path: "P.xcodeproj/project.pbxproj", bytes: Array(bytes[..<length])) else {
                Issue.record("a project cut at byte \(length) was read")
                continue
            }
            #expect((1...lineCount).contains(problem.location.line))
        }
        for _ in 0..<300 {
            var mangled = bytes
            for _ in 0..<4 { mangled[Int.random(in: 0..<mangled.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = ProjectModel.read(path: "P.xcodeproj/project.pbxproj", bytes: mangled)
        }
    }
}

/// Pods without `Pods/` in the tree: which have their podspec in the tree, what those podspecs copy, and which targets
/// of an XcodeGen spec a Podfile integrates.
struct PodDependencyTests {
    static let kitSpec = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          # s.resources = ['Old/*.png']
          s.resources    = ['Assets/*.png', "Views/*.xib"]
          s.ios.resource = 'Extra/flag.png'
          s.resource_bundles = {
            'KitSheets' => ['Bundle/*.png',
                            'Bundle/*.xcassets'],
            "KitFonts" => 'Fonts/*.ttf' # a comment, 'not a glob'
          }
          s.subspec 'UI' do |ss|
            ss.dependency 'Toast', '~> 4.0'
          end
          s.dependency "Chart/Core"
        end
        """

    @Test func aRubyPodspecsResourcesBundlesAndDependencies() {
        let spec = LocalPodSpec(path: "Kit/Kit.podspec", text: Self.kitSpec)
        #expect(spec.resources == ["Assets/*.png", "Views/*.xib", "Extra/flag.png"])
        #expect(spec.resourceBundles == ["KitSheets": ["Bundle/*.png", "Bundle/*.xcassets"], "KitFonts": ["Fonts/*.ttf"]])
        #expect(spec.dependencies == ["Toast", "Chart/Core"])
    }

    @Test func aJSONPodspecsResourcesBundlesAndDependencies() {
        let text = """
            {"name": "Chart", "resources": "A/*.png", "dependencies": {"Toast": ["~> 4.0"]},
             "subspecs": [{"name": "Core", "ios": {"resources": ["B/*.png"]}, "resource_bundles": {"ChartRes": ["C/*.png"]}}]}
            """
        let spec = LocalPodSpec(path: "Vendor/Chart.podspec.json", text: text)
        #expect(spec.resources == ["A/*.png", "B/*.png"])
        #expect(spec.resourceBundles == ["ChartRes": ["C/*.png"]])
        #expect(spec.dependencies == ["Toast"])
    }

    @Test func podfileLinesAndTargets() {
        let podfile = """
            abstract_target 'Shared' do
              pod 'Kit', :path => 'Kit'
              pod "Chart/Core", path: "Vendor/Chart.podspec.json"
              pod 'Toast', '~> 4.0'
              pod name_from_somewhere
              target 'App' do
              end
              target "Widget"
              target :Tests do
              end
            end
            """
        #expect(PodDependencies.podLines(podfile) == [.init(name: "Kit", path: "Kit"), .init(name: "Chart/Core", path: "Vendor/Chart.podspec.json"),
                                                       .init(name: "Toast"), .init(name: nil)])
        #expect(PodDependencies.targets(podfile: podfile) == ["App", "Widget", "Tests"])
    }

    /// With a lock: every pod it lists, local ones where their `:path:` podspec is in the tree; without one, the Podfile's
    /// pods and the dependencies of the podspecs in the tree.
    @Test func podsOutsideTheTree() {
        let files: [String: String] = [
            "App/Podfile": "target 'App' do\n  pod 'Kit', :path => 'Kit'\n  pod 'Absent', :path => 'Submodules/Absent'\n  pod 'Far', :path => '../Far'\n  pod 'Toast'\nend\n",
            "App/Kit/Kit.podspec": Self.kitSpec,
            "Far/Far.podspec": "Pod::Spec.new do |s|\nend\n",
        ]
        let read = { (path: String) in files[path].map { Array($0.utf8) } }
        let unlocked = PodDependencies.read(podfile: "App/Podfile", root: "App", readFile: read)
        #expect(unlocked.outside == ["Absent", "Far", "Toast", "Chart"])
        #expect(unlocked.local.keys.sorted() == ["Kit"])
        #expect(unlocked.isComplete)
        var locked = files
        locked["App/Podfile.lock"] = """
            PODS:
              - "Chart/Core (2.0.0)"
              - Kit (1.0.0):
                - Chart/Core
              - Toast (4.0.0):
                - ToastCore (= 4.0.0)
              - ToastCore (4.0.0)

            EXTERNAL SOURCES:
              Chart:
                :path: Vendor/Chart.podspec.json
              Kit:
                :path: Kit
            """
        locked["App/Vendor/Chart.podspec.json"] = "{\"name\": \"Chart\"}"
        let lockRead = { (path: String) in locked[path].map { Array($0.utf8) } }
        let withLock = PodDependencies.read(podfile: "App/Podfile", root: "App", readFile: lockRead)
        #expect(withLock.outside == ["Absent", "Far", "Toast", "ToastCore"])
        #expect(withLock.local.keys.sorted() == ["Chart", "Kit"])
        // A podspec in the tree whose resources are outside it: the pod's resources are not files of the tree.
        var shared = files
        shared["App/Kit/Kit.podspec"] = "Pod::Spec.new do |s|\n  s.resources = ['../../Shared/*.png']\nend\n"
        let sharedRead = { (path: String) in shared[path].map { Array($0.utf8) } }
        #expect(PodDependencies.read(podfile: "App/Podfile", root: "App", readFile: sharedRead).outside == ["Kit", "Absent", "Far", "Toast"])
        // A computed pod name without a lock: the pods are not all known.
        let computed = PodDependencies.read(podfile: "P/Podfile", root: "P") { $0 == "P/Podfile" ? Array("pod name\n".utf8) : nil }
        #expect(!computed.isComplete)
    }

    /// `source_files` (continued lines, subspecs, platforms; `exclude_files` not read) and the sources they compile,
    /// relative to the podspec's folder; a computed one leaves every source below the podspec's folder compiled.
    @Test func sourceFilesAndTheSourcesTheyCompile() {
        let text = """
            Pod::Spec.new do |s|
              s.name = 'CoreKit'
              # s.source_files = 'Old/**/*'
              s.source_files = 'CoreKit/Classes/*.{h,m,swift}',
                               "CoreKit/Classes/Views/**/*.swift" # the views
              s.exclude_files = 'CoreKit/Classes/Skipped.m'
              s.subspec 'UI' do |ss|
                ss.ios.source_files = ['UI/{Cells,Head[ae]rs}/*.m', 'Shared']
              end
            end
            """
        let spec = LocalPodSpec(path: "Lib/CoreKit.podspec", text: text)
        #expect(spec.sourceFiles == ["CoreKit/Classes/*.{h,m,swift}", "CoreKit/Classes/Views/**/*.swift", "UI/{Cells,Head[ae]rs}/*.m", "Shared"])
        let sources = PodDependencies.PodSources(folder: "Lib", globs: spec.sourceFiles)
        for compiled in ["Lib/CoreKit/Classes/Widget.swift", "Lib/CoreKit/Classes/Skipped.m", "Lib/corekit/classes/Widget.m", "Lib/CoreKit/Classes/Views/Gauge.swift",
                         "Lib/CoreKit/Classes/Views/Dials/Dial.swift", "Lib/UI/Cells/Cell.m", "Lib/UI/Headers/Header.m", "Lib/Shared/Deep/Util.swift"] {
            #expect(sources.compiles(compiled), "\(compiled)")
        }
        for uncompiled in ["Lib/CoreKit/Classes/Sub/Deep.swift", "Lib/CoreKit/Classes/Views/Gauge.m", "Lib/UI/Footers/Footer.m", "Lib/Old/Unused.swift",
                           "CoreKit/Classes/Widget.swift", "Other/Lib/CoreKit/Classes/Widget.swift"] {
            #expect(!sources.compiles(uncompiled), "\(uncompiled)")
        }
        #expect(!PodDependencies.PodSources(folder: "Lib", globs: []).compiles("Lib/A.swift"))
        #expect(LocalPodSpec(path: "Lib/X.podspec", text: "Pod::Spec.new do |s|\r\n  s.source_files = 'A/*.m',\r\n    'B/*.m'\r\nend\r\n").sourceFiles == ["A/*.m", "B/*.m"])
        // Computed: every source below the podspec's folder counts as compiled.
        for computed in ["s.source_files = \"#{s.name}/**/*.swift\"", "s.source_files = base + '/*.m'", "s.source_files = %w[A B]",
                         "s.source_files = files", "s.send(:source_files=, 'A/*.m')", "s.source_files = 'A/*.m'\ns.osx.source_files = Dir['B/*']"] {
            let spec = LocalPodSpec(path: "Lib/X.podspec", text: "Pod::Spec.new do |s|\n" + computed + "\nend\n")
            #expect(spec.sourceFiles == nil, "\(computed)")
            let everything = PodDependencies.PodSources(folder: "Lib", globs: spec.sourceFiles)
            #expect(everything.compiles("Lib/Any/Thing.m") && !everything.compiles("App/Thing.m"))
        }
        let json = LocalPodSpec(path: "Lib/X.podspec.json", text: """
            {"name": "X", "source_files": "A/*.m", "subspecs": [{"name": "B", "ios": {"source_files": ["B/**/*.swift"]}}]}
            """)
        #expect(json.sourceFiles == ["A/*.m", "B/**/*.swift"])
        #expect(LocalPodSpec(path: "Lib/X.podspec.json", text: "{\"name\": \"X\"}").sourceFiles == [])
        // Through a Podfile: the podspec at `:path => '.'`, and a `:path` with no podspec (every source below it).
        let files: [String: String] = [
            "App/Podfile": "target 'App' do\n  pod 'CoreKit', :path => '.'\n  pod 'Absent', :path => 'Submodules/Absent'\n  pod 'Toast'\nend\n",
            "App/CoreKit.podspec": text,
        ]
        let compiled = PodDependencies.compiledSources(markers: ["App/Podfile", "App/Podfile.lock"], roots: ["App"]) { path in files[path].map { Array($0.utf8) } }
        #expect(compiled == [PodDependencies.PodSources(folder: "App", globs: spec.sourceFiles), PodDependencies.PodSources(folder: "App/Submodules/Absent", globs: nil)])
        #expect(compiled.contains { $0.compiles("App/CoreKit/Classes/Widget.swift") } && compiled.contains { $0.compiles("App/Submodules/Absent/A.m") })
        #expect(!compiled.contains { $0.compiles("App/Old/Unused.swift") })
    }

    @Test func theReasonNamesThePodsOutsideTheTree() {
        #expect(MainBundleSupply.cocoaPods(podfile: "A/Podfile", pods: ["Toast", "Chart"]).reason("an image", named: "x")
                == "a pod whose podspec is not in the tree (Podfile without Pods/; pods 'Toast', 'Chart') may copy an image named 'x' into the app bundle")
        let many = (1...12).map { "P\($0)" }
        #expect(MainBundleSupply.cocoaPods(podfile: "Podfile", pods: many).reason("a storyboard", named: "S")
                == "a pod whose podspec is not in the tree (Podfile without Pods/; pods 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10' and 2 more) may copy a storyboard named 'S' into the app bundle")
        #expect(MainBundleSupply.cocoaPods(podfile: "A/Podfile").reason("a nib", named: "V")
                == "a CocoaPods dependency (Podfile without Pods/ in the tree) may copy a nib named 'V' into the app bundle")
    }

    /// `pod install` runs after XcodeGen: a target the Podfile does not name has no CocoaPods phase, so no pod resource.
    @Test func anXcodeGenTargetThePodfileDoesNotNameGetsNoPodResource() throws {
        let spec = "targets:\n  Notes:\n    type: application\n    platform: iOS\n    sources: [App]\n  Kit:\n    type: framework\n    platform: [iOS, macOS]\n    sources: [Kit]\n  Tools:\n    type: tool\n    platform: macOS\n"
        let podfile = "target 'Notes' do\n  pod 'Toast'\nend\ntarget 'Kit_iOS' do\nend\n"
        let project = try XcodeGenProject.read(bytes: Array(spec.utf8), path: "N/project.yml") { $0 == "N/Podfile" ? Array(podfile.utf8) : nil }
        #expect(project.targets.map(\.name) == ["Notes", "Kit_iOS", "Kit_macOS", "Tools"])
        #expect(project.targets.map(\.podResources) == [.unlisted, .unlisted, .none, .none])
        let bare = try XcodeGenProject.read(bytes: Array(spec.utf8), path: "N/project.yml") { _ in nil }
        #expect(bare.targets.map(\.podResources) == [.notIntegrated, .notIntegrated, .notIntegrated, .notIntegrated])
    }
}
