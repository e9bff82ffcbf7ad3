import Testing
@testable import NibLintKit

/// Reuse identifiers (issue 17): what the scanners record about dequeues, registrations and constants, how
/// `ReuseIdentifiers` resolves them, and the per-storyboard receiver of `instantiateViewController(withIdentifier:)`.
struct ReuseIdentifierTests {
    func swift(_ source: String, skippingBodies: Bool = true) -> SourceFacts {
        SwiftScanner.scan(bytes: Array(source.utf8), path: "Feed.swift", skippingBodies: skippingBodies).facts
    }

    func describe(_ expression: ReuseIdentifierExpression) -> String {
        switch expression {
        case .literal(let value): return "literal \(value)"
        case .className(let name): return "class \(name)"
        case .member(let base, let name): return "member \(base).\(name)"
        case .name(let name): return "name \(name)"
        case .unknown: return "unknown"
        }
    }

    static let feed = """
    protocol Reusable {}
    extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
    extension NSUserInterfaceItemIdentifier { static let nameColumn = NSUserInterfaceItemIdentifier(rawValue: "Name") }
    let kFooterID = "Footer"
    class FeedViewController: UITableViewController {
        static let adCell = "AdCell"
        var mutableID = "Mutable"
        override func viewDidLoad() {
            tableView.register(AdCell.self, forCellReuseIdentifier: Self.adCell)
            tableView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellReuseIdentifier: "\\(PhotoCell.self)")
            collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: kFooterID)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let identifier = "Post"
            _ = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            _ = tableView.dequeueReusableCell(withIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            _ = tableView.dequeueReusableCell(withIdentifier: String(describing: AdCell.self)) as! AdCell
            _ = tableView.dequeueReusableHeaderFooterView(withIdentifier: mutableID)!
            _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kFooterID, for: indexPath)
            _ = outline.makeView(withIdentifier: .nameColumn, owner: self)
            return tableView.dequeueReusableCell(withIdentifier: name(), for: indexPath)
        }
    }
    class AdCell: UITableViewCell {}
    class PhotoCell: UITableViewCell, Reusable {}
    """

    @Test func swiftScannerRecordsDequeuesRegistrationsAndConstants() {
        for skippingBodies in [true, false] {
            let summary = swift(Self.feed, skippingBodies: skippingBodies)
            #expect(summary.reuseIdentifierUses.map { "\($0.api.rawValue) \(describe($0.identifier)) forced:\($0.isForced) \($0.location.line):\($0.location.column)" } == [
                "dequeueReusableCell(withIdentifier:for:) literal Post forced:false 15:23",
                "dequeueReusableCell(withIdentifier:for:) member PhotoCell.reuseIdentifier forced:false 16:23",
                "dequeueReusableCell(withIdentifier:) class AdCell forced:true 17:23",
                "dequeueReusableHeaderFooterView(withIdentifier:) name mutableID forced:true 18:23",
                "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) name kFooterID forced:false 19:28",
                "makeView(withIdentifier:owner:) member ..nameColumn forced:false 20:21",
                "dequeueReusableCell(withIdentifier:for:) unknown forced:false 21:26",
            ], "skippingBodies: \(skippingBodies)")
            #expect(summary.reuseRegistrations.map { "\($0.kind) \(describe($0.identifier)) \($0.registeredClass ?? "-") \($0.location.line):\($0.location.column)" } == [
                "tableViewCell member Self.adCell AdCell 9:19",
                "tableViewCell class PhotoCell - 10:19",
                "collectionViewSupplementary name kFooterID Header 11:24",
            ])
            #expect(summary.stringConstants.map { "\($0.typeName ?? "-").\($0.name) \($0.value) ext:\($0.inExtension)" } == [
                "Reusable.reuseIdentifier className ext:true",
                "NSUserInterfaceItemIdentifier.nameColumn literal(\"Name\") ext:true",
                "-.kFooterID literal(\"Footer\") ext:false",
                "FeedViewController.adCell literal(\"AdCell\") ext:false",
                "FeedViewController.mutableID other ext:false",
            ])
        }
    }

    @Test func identifiersResolveThroughConstantsAndClassNames() {
        let summary = swift(Self.feed)
        let index = ProjectIndex(sources: [summary], nibs: [])
        let identifiers = ReuseIdentifiers(index: index)
        let resolved = summary.reuseIdentifierUses.map { identifiers.resolve($0.identifier, enclosingClass: $0.enclosingClass) ?? "-" }
        // `mutableID` is a `var`: niblint does not trust its value; `name()` cannot be read.
        #expect(resolved == ["Post", "PhotoCell", "AdCell", "-", "Footer", "Name", "-"])
        #expect(identifiers.knownIdentifiers == ["AdCell", "Footer", "PhotoCell"])
        #expect(identifiers.opaqueRegistrations.isEmpty)
        #expect(!identifiers.registersClassNames)
        let providers = identifiers.providers["AdCell"] ?? []
        #expect(providers.map(\.className) == ["AdCell"])
    }

    @Test func genericHelpersRegisterClassNamesButNotPrototypeClasses() throws {
        let result = try lint([
            ("Feed.swift", """
            extension UITableView {
                func register<Cell: UITableViewCell>(_ type: Cell.Type) { register(type, forCellReuseIdentifier: "\\(Cell.self)") }
            }
            class FeedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "AdCell", for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath)
                }
            }
            class AdCell: UITableViewCell {}
            class PostCell: UITableViewCell {}
            """),
            ("Feed.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="t1" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" id="tv1"><prototypes>
                                    <tableViewCell reuseIdentifier="Post" id="c1" customClass="PostCell" customModule="App" customModuleProvider="target"/>
                                </prototypes></tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """)),
        ], only: ["reuse-identifier-not-found"])
        // AdCell may be registered by the helper under its name; PostCell is a prototype whose identifier is "Post".
        #expect(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column)" } == ["Feed.swift:7:26"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "dequeueReusableCell(withIdentifier:for:) in FeedViewController asks for reuse identifier 'PostCell', which no prototype or register(…) call provides (did you mean 'Post'?)")
        #expect(diagnostic.failure == "\"unable to dequeue a cell with identifier PostCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard\"")
    }

    @Test func opaqueRegistrationsLeaveOnlyNearMisses() throws {
        let result = try lint([
            ("Feed.swift", """
            class FeedViewController: UITableViewController {
                func setUp(_ identifier: String) { tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier) }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "Settings", for: indexPath) }
                    return tableView.dequeueReusableCell(withIdentifier: "Posts", for: indexPath)
                }
            }
            """),
            ("Feed.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="t1" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" id="tv1"><prototypes><tableViewCell reuseIdentifier="Post" id="c1"/></prototypes></tableView>
                            </tableViewController>
                        </objects>
                    </scene>
            """)),
        ], only: ["reuse-identifier-not-found"])
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["5:26"])
    }

    @Test func objectiveCScannerRecordsDequeuesRegistrationsAndConstants() {
        let summary = ObjectiveCScanner.scan(bytes: Array("""
        static NSString *const FOOCellID = @"Item";
        @implementation FOOCell
        + (NSString *)reuseIdentifier { return NSStringFromClass([self class]); }
        + (NSString *)otherIdentifier { return @"Other"; }
        @end
        @implementation FOOListViewController
        - (void)viewDidLoad {
            [self.tableView registerClass:[FOOCell class] forCellReuseIdentifier:[FOOCell reuseIdentifier]];
            [self.tableView registerNib:[UINib nibWithNibName:@"Row" bundle:nil] forCellReuseIdentifier:@"Row"];
        }
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *plain = [tableView dequeueReusableCellWithIdentifier:@"Plain"];
            return [tableView dequeueReusableCellWithIdentifier:FOOCellID forIndexPath:indexPath];
        }
        - (void)open { [self.storyboard instantiateViewControllerWithIdentifier:@"A"]; [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"B"]; }
        @end
        """.utf8), path: "FOOListViewController.m")
        #expect(summary.reuseIdentifierUses.map { "\($0.api.rawValue) \(describe($0.identifier)) \($0.location.line):\($0.location.column)" } == [
            "dequeueReusableCell(withIdentifier:) literal Plain 12:41",
            "dequeueReusableCell(withIdentifier:for:) literal Item 13:23",  // a file-level constant is read as its literal
        ])
        #expect(summary.reuseRegistrations.map { "\($0.kind) \(describe($0.identifier)) \($0.registeredClass ?? "-")" } == [
            "tableViewCell member FOOCell.reuseIdentifier FOOCell", "tableViewCell literal Row -",
        ])
        #expect(summary.stringConstants.map { "\($0.typeName ?? "-").\($0.name) \($0.value)" } == [
            "-.FOOCellID literal(\"Item\")", "FOOCell.reuseIdentifier className", "FOOCell.otherIdentifier literal(\"Other\")",
        ])
        #expect(summary.storyboardIdentifierUses.map(\.storyboard) == [.own, .named("Main")])
    }

    @Test func storyboardReceivers() {
        let summary = swift("""
        class ProfileViewController: UIViewController {
            let settings = UIStoryboard(name: "Settings", bundle: nil)
            func open(storyboard: UIStoryboard) {
                _ = storyboard.instantiateViewController(withIdentifier: "A")
            }
            func openOwn() {
                _ = storyboard?.instantiateViewController(withIdentifier: "B")
                _ = self.storyboard!.instantiateViewController(withIdentifier: "C")
                _ = settings.instantiateViewController(withIdentifier: "D")
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "E")
                let local = UIStoryboard(name: "Local", bundle: nil)
                _ = local.instantiateViewController(withIdentifier: "F")
                _ = navigationController?.storyboard?.instantiateViewController(withIdentifier: "G")
            }
            func shadowed() {
                if let storyboard = other { _ = storyboard.instantiateViewController(withIdentifier: "H") }
            }
        }
        """)
        #expect(summary.storyboardIdentifierUses.map { "\($0.identifier) \($0.storyboard.map { "\($0)" } ?? "-")" } == [
            "A -", "B own", "C own", "D named(\"Settings\")", "E named(\"Main\")", "F named(\"Local\")", "G -", "H -",
        ])
    }
}
