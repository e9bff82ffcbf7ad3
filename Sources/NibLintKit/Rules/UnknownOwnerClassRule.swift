/// File's Owner names a class that does not exist: of the app's own module, or one edit away from a class of the project.
/// Reported at File's Owner's element; a warning, since the owner object comes from code and the nib still loads.
public struct UnknownOwnerClassRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown-owner-class",
        name: "Unknown File's Owner class",
        summary: "File's Owner's class is a class of the app's own module that no source declares, or a name one or two letters away from a project class.",
        rationale: "File's Owner is a proxy: its class in the nib only tells Interface Builder (and niblint) which outlets and actions the owner has. After a class is renamed in code, a stale File's Owner class leaves every connection of the nib unchecked, so the next renamed outlet goes unnoticed until it crashes. When the code that loads the nib is known, niblint checks the connections against that class instead, and says so; fix the class in the Identity inspector so Interface Builder checks them too.",
        runtimeFailure: "Nothing at load time (the owner comes from code); Interface Builder cannot check the connections, which crash later when renamed (\"not key value coding-compliant for the key X\").",
        defaultSeverity: .warning,
        triggeringExamples: [
            // A renamed view controller: the xib is loaded by its class name, so its connections are checked against the real class.
            RuleExample([
                ("Shortcuts.swift", "class PodcastShortcutsViewController: UIViewController {\n    @IBOutlet var tableView: UITableView!\n}\n"),
                ("PodcastShortcutsViewController.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PodcastShortcutViewController">
                            <connections>
                                <outlet property="view" destination="v1" id="o1"/>
                                <outlet property="tableView" destination="t1" id="o2"/>
                            </connections>
                        </placeholder>
                        <view id="v1"><subviews><tableView id="t1"/></subviews></view>
                """)),
            ]),
            // The app's own module, and no source declares the class.
            RuleExample([
                ("Card.xib", ExampleFiles.iOSXib("""
                        ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {}\n"),
                ("Profile.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App" customModuleProvider="target">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // A module-less name far from every project class may come from a dependency; NSObject is "no class".
            RuleExample([
                ("Profile.swift", "class ProfileViewController: UIViewController {}\n"),
                ("Legacy.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GMSPlacePickerController">
                            <connections><outlet property="view" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
                ("Plain.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NSObject"/>
                        <view id="v1"/>
                """)),
            ]),
        ]
    )

    /// How many edits away a module-less name may be from a project class to count as that class renamed.
    static let renameDistance = 2

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        var classNames: [String]?
        for document in index.nibs where document.kind == .xib {
            for position in document.objects.indices where document.objects[position].placeholderRole == .filesOwner {
                let object = document.objects[position]
                guard let customClass = object.customClass, customClass != "NSObject",
                      !index.isKnownClass(customClass, platform: document.platform) else { continue }
                if classNames == nil { classNames = index.sources.declarationsByName.keys.sorted() }
                let suggestion = MessageText.nearest(to: customClass, in: classNames ?? [])
                let isOwnModule = object.customModuleProvider == "target" || object.customModule.map(index.scannedModuleNames.contains) == true
                let isRename = suggestion.map { MessageText.isNear(customClass, $0, within: Self.renameDistance) } ?? false
                guard isOwnModule || (object.customModule == nil && isRename) else { continue }
                let connections = document.connections.filter { $0.source == position }.count
                let checked: String
                if let loader = document.objectClasses?.ownerSubstitute?.name, document.objectClasses?.ownerPosition == position {
                    checked = "Interface Builder cannot check its connections; niblint checks them against '\(loader)', the class that loads this nib"
                } else {
                    checked = "neither Interface Builder nor niblint can check its \(connections == 1 ? "connection" : "\(connections) connections")"
                }
                let message = "File's Owner of '\(document.name)' has class '\(customClass)', which no scanned source declares\(MessageText.didYouMean(suggestion: suggestion))"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message,
                                                      help: "set File's Owner's class in the Identity inspector to the class that loads this nib (\(checked))", identity: "\(customClass)",
                                                      relatedFiles: suggestion.map { index.declaringFiles(of: [$0]) } ?? [], objectIDs: [object.id]))
            }
        }
        return diagnostics
    }
}
