/// Code loads a nib by a literal name that no `.xib` or `.storyboard` in the project has.
/// Reported at the loading call.
public struct NibNotFoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "nib-not-found",
        name: "Nib not found",
        summary: "Code loads a nib by a literal name that no .xib in the project has (names are case-sensitive on a device).",
        rationale: "A nib renamed or deleted in Interface Builder, or a typo in its name, still compiles. On a device names are case-sensitive, so a name that only differs in case works in the simulator on a case-insensitive disk and fails on the phone. A Swift package's nib is compiled into the package target's own bundle: loading it with `bundle: nil` / `.main` finds nothing (use `Bundle.module`), nor does `Bundle.module` in another target of the package.",
        runtimeFailure: "NSInternalInconsistencyException: Could not load NIB in bundle: 'NSBundle …' with name 'X'.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ("Cells.swift", """
                class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(↓UINib(nibName: "FeedCel", bundle: nil), forCellReuseIdentifier: "feed")
                        _ = Bundle.main.↓loadNibNamed("headerview", owner: self, options: nil)
                    }
                }
                """),
                ("FeedCell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
                ("HeaderView.xib", ExampleFiles.iOSXib("        <view id=\"v1\"/>")),
            ]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                ("Cells.swift", """
                class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "FeedCell", bundle: nil), forCellReuseIdentifier: "feed")
                        _ = Bundle.main.loadNibNamed(String(describing: Self.self), owner: self, options: nil)
                        _ = Bundle.main.loadNibNamed(nibName(for: traitCollection), owner: self, options: nil)
                    }
                }
                """),
                ("FeedCell.xib", ExampleFiles.iOSXib("        <tableViewCell id=\"c1\"/>")),
            ]),
        ]
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        let names = Array(index.nibIndicesByName.keys)
        // Linting sources without their nibs (a folder of Swift files) proves nothing about the nibs.
        guard !names.isEmpty else { return [] }
        // Nibs niblint cannot read (a legacy `<archive>` xib, an editable or compiled `.nib`) exist all the same.
        let unreadableNibs = Self.unreadableNibNames(context)
        var diagnostics: [Diagnostic] = []
        for site in index.sources.loadSites {
            // Only literal names are judged: a name built from a class is the class's at run time.
            guard case .literal(let name) = site.nibName, !name.isEmpty, !unreadableNibs.contains(name) else { continue }
            if let found = index.nibIndicesByName[name] {
                // The nib exists, but maybe not in the bundle the code looks in (a package's resource bundle, or another package's).
                let paths = found.map { index.nibs[$0].path }
                if let why = PackageBundles.misplacement(of: name, noun: "nib", loadedBy: site.location.file, from: site.bundle, paths: paths, index: index) {
                    diagnostics.append(context.diagnostic(Self.self, at: site.location, "\(site.callName) loads a nib named '\(name)', but \(why) — at run time: \"Could not load NIB in bundle … with name '\(name)'\"",
                                                          identity: "\(site.enclosingClass ?? "")|\(name)", relatedFiles: paths))
                }
                continue
            }
            let caseVariant = names.first { $0.lowercased() == name.lowercased() }
            // Without a case variant, a dependency may ship the nib in the bundle it is looked up in (NameCensus lists it).
            guard caseVariant != nil || NameCensus.lookup(name, kind: "a nib", bundle: site.bundle, index: index) == .judge else { continue }
            let message: String
            if let caseVariant {
                message = "\(site.callName) loads a nib named '\(name)', but the project's nib is '\(caseVariant)'; names are case-sensitive on a device, so write '\(caseVariant)' — at run time: \"Could not load NIB in bundle … with name '\(name)'\""
            } else {
                message = "\(site.callName) loads a nib named '\(name)', but no .xib in the project has that name\(MessageText.didYouMean(name, candidates: names)); "
                    + "fix the name or add the nib to the project — at run time: \"Could not load NIB in bundle … with name '\(name)'\""
            }
            diagnostics.append(context.diagnostic(Self.self, at: site.location, message, identity: "\(site.enclosingClass ?? "")|\(name)"))
        }
        return diagnostics
    }

    /// Nibs niblint cannot read (a legacy `<archive>` xib, an editable or compiled `.nib`): they exist all the same.
    static func unreadableNibNames(_ context: RuleContext) -> Set<String> {
        Set(context.fileProblems.filter { $0.kind == .unsupported }.compactMap { problem -> String? in
            let file = InputFile(path: problem.location.file, kind: .compiledNib)
            return file.fileName.hasSuffix(".xib") || file.fileName.hasSuffix(".nib") ? file.nibName : nil
        })
    }
}
