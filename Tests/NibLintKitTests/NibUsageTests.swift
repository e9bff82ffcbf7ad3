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
            let gathered = usage.connectedOutletKeys(of: className, index: index, platform: .iOS)
            for key in keys {
                #expect(usage.connectsOutlet(key, of: className, platform: .iOS) == gathered.contains(key), "\(className).\(key)")
                checked += 1
            }
        }
        #expect(checked == 48)
        // The cases the lookups must tell apart: through a subclass, through none, through an unknown class.
        #expect(usage.connectsOutlet("titleLabel", of: "BaseViewController", platform: .iOS))
        #expect(!usage.connectsOutlet("detailLabel", of: "DetailViewController", platform: .iOS))
        #expect(usage.connectsOutlet("orphanKey", of: "CodeOnlyView", platform: .iOS))
        #expect(!usage.connectsOutlet("neverInANib", of: "CodeOnlyView", platform: .iOS))
        // FancyView's chain passes through a class niblint cannot see, so it may be any class.
        #expect(usage.connectsOutlet("badge", of: "BaseViewController", platform: .iOS))
    }
}
