import Testing
@testable import NibLintKit

/// The tables the "connected in no nib" rules read.
struct NibUsageTests {
    /// `connectsOutlet` answers what `connectedOutletKeys(...).contains` answers, for every outlet of every
    /// class and for keys no class declares: through a subclass's nib, an object of unknown class, a class
    /// whose ancestor niblint cannot see, and a class no nib uses.
    @Test func oneKeyLookupAgreesWithTheGatheredKeys() throws {
        let swift = """
            class BaseViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var spinner: UIActivityIndicatorView!
            }
            class DetailViewController: BaseViewController {
                @IBOutlet weak var detailLabel: UILabel!
            }
            class ListViewController: BaseViewController {}
            class FancyView: SomeUnscannedView {
                @IBOutlet weak var badge: UIImageView!
            }
            class CodeOnlyView: UIView {
                @IBOutlet weak var neverInANib: UILabel!
            }
            """
        let detail = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DetailViewController">
                    <connections>
                        <outlet property="view" destination="v1" id="o1"/>
                        <outlet property="titleLabel" destination="l1" id="o2"/>
                    </connections>
                </placeholder>
                <view id="v1"><subviews><label id="l1"/></subviews></view>
            """)
        let list = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ListViewController">
                    <connections><outlet property="spinner" destination="s1" id="o1"/></connections>
                </placeholder>
                <activityIndicatorView id="s1"/>
                <view id="f1" customClass="FancyView">
                    <connections><outlet property="badge" destination="i1" id="o3"/></connections>
                </view>
                <imageView id="i1"/>
            """)
        // A File's Owner whose class the nib does not tell.
        let unknownOwner = ExampleFiles.iOSXib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections><outlet property="orphanKey" destination="v9" id="o4"/></connections>
                </placeholder>
                <view id="v9"/>
            """)
        let source = SwiftScanner.scan(bytes: Array(swift.utf8), path: "App.swift")
        let nibs = try [detail, list, unknownOwner].enumerated().map { try #require(parsedDocument($1, path: "N\($0).xib")) }
        let index = ProjectIndex(sources: [source], nibs: nibs)
        let usage = NibUsage(index: index, actions: false)
        let keys = ["titleLabel", "spinner", "detailLabel", "badge", "neverInANib", "orphanKey", "view", "absent"]
        var checked = 0
        for className in ["BaseViewController", "DetailViewController", "ListViewController", "FancyView", "CodeOnlyView", "UIViewController"] {
            let gathered = usage.connectedOutletKeys(of: className, platform: .iOS)
            for key in keys {
                #expect(usage.connectsOutlet(key, of: className, platform: .iOS) == gathered.contains(key), "\(className).\(key)")
                checked += 1
            }
        }
        #expect(checked == 48)
        // Users are indexed only under the classes the sources declare; for the others (framework classes)
        // they are found by walking every nib class: both must list what the chains say.
        let instantiated = index.nibObjectClasses[.iOS] ?? []
        for className in ["BaseViewController", "DetailViewController", "FancyView", "CodeOnlyView", "UIViewController", "UIView",
                          "UIResponder", "NSObject", "SomeUnscannedView", "UILabel", "NotAClass"] {
            let expected = instantiated.filter { index.ancestors(of: $0, platform: .iOS).contains(className) }.sorted()
            #expect(usage.instantiatedClasses(kindOf: className, platform: .iOS) == expected, "\(className)")
        }
        #expect(usage.instantiatedClasses(kindOf: "UIViewController", platform: .iOS) == ["DetailViewController", "ListViewController"])
        #expect(usage.instantiatedClasses(kindOf: "BaseViewController", platform: .iOS) == ["DetailViewController", "ListViewController"])
        // The cases the lookups must tell apart: through a subclass, through none, through an unknown class.
        #expect(usage.connectsOutlet("titleLabel", of: "BaseViewController", platform: .iOS))
        #expect(!usage.connectsOutlet("detailLabel", of: "DetailViewController", platform: .iOS))
        #expect(usage.connectsOutlet("orphanKey", of: "CodeOnlyView", platform: .iOS))
        #expect(!usage.connectsOutlet("neverInANib", of: "CodeOnlyView", platform: .iOS))
        // FancyView's chain passes through a class niblint cannot see, from outside the tree: it may be any framework
        // class, never one of the project's own (a dependency cannot subclass what it cannot see).
        #expect(usage.connectsOutlet("badge", of: "UIViewController", platform: .iOS))
        #expect(!usage.connectsOutlet("badge", of: "BaseViewController", platform: .iOS))
    }

    /// The classes used in nibs come in no particular order; an outlet declared once but used under two names
    /// (the Swift name and its `@objc` name) is reported once, under the first name in alphabetical order,
    /// whatever order the classes were checked in: 12 such classes, half of them with the `@objc` name first.
    @Test func anOutletUsedUnderTwoNamesIsReportedOnceUnderTheFirstName() throws {
        var files: [(path: String, contents: String)] = []
        var expected: [String] = []
        for i in 0..<12 {
            let objCName = i.isMultiple(of: 2) ? "Legacy\(i)" : "Zeta\(i)"
            files.append(("Profile\(i).swift", "@objc(\(objCName))\nclass Profile\(i): UIViewController {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n"))
            for className in ["Profile\(i)", objCName] {
                files.append(("\(className).xib", ExampleFiles.iOSXib("""
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(className)">
                        <connections><outlet property="view" destination="v1" id="o1"/></connections>
                    </placeholder>
                    <view id="v1"/>
                """)))
            }
            let first = min("Profile\(i)", objCName)
            expected.append("Profile\(i).swift:3:24 @IBOutlet 'nameLabel' of \(first) is connected in none of the nibs that use it")
        }
        let diagnostics = try lint(files, only: ["unconnected-outlet"]).diagnostics
        #expect(diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }.sorted() == expected.sorted())
    }
}
