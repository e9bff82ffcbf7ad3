import Foundation
import Testing
@testable import NibLintKit

/// Every location is exact (issue 20, item 6): for every diagnostic and note of every rule example, every rule
/// fixture and the sample app, the text at the reported line and column is the token the message is about.
///
/// - In a nib: the `<` of the element the message names: the connection (`outlet 'x'`, `action 'x:'`, a segue
///   action), the runtime attribute, or the object (File's Owner, the top-level view, the object whose class is
///   named), found in the parsed model at exactly that line and column.
/// - In code: the identifier the message quotes (an outlet's property name, an action's method name, a class
///   name), or, for a nib load, the token the scanners' convention puts load sites on: the API's base name
///   (`loadNibNamed`, `UINib`, `NSNib`, `register`), the nib variable of `nib.instantiate(…)`, the class or the
///   `super` / `self` receiver of a nib-name initializer, the overridden `nibName` / `windowNibName`.
struct LocationExactnessTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.identifier }

    @Test(arguments: ruleIDs)
    func ruleExamplesPointAtTheirTokens(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(ruleID) has no triggering example to check")
        for example in rule.description.triggeringExamples {
            let project = MarkedProject(example.files)
            let result = try lint(project.files, only: [ruleID])
            let contents = Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.contents ?? []) })
            let checker = LocationChecker(result) { contents[$0] }
            #expect(!result.diagnostics.isEmpty, sourceLocation: example.location)
            for problem in checker.problems() {
                Issue.record("\(ruleID) example at line \(example.sourceLine): \(problem)", sourceLocation: example.location)
            }
        }
    }

    /// Each fixture folder with every rule on: the other rules' findings on it are checked too.
    @Test(arguments: ruleIDs)
    func ruleFixturesPointAtTheirTokens(ruleID: String) throws {
        let result = Linter(configuration: try Self.everyRule()).lint(paths: [RuleFixtureTests.folder(ruleID).path])
        #expect(result.diagnostics.contains { $0.ruleID == ruleID })
        for problem in LocationChecker(result, read: LocationChecker.readFromDisk).problems() {
            Issue.record("Fixtures/Rules/\(ruleID): \(problem)")
        }
    }

    static func everyRule() throws -> Configuration {
        var configuration = Configuration()
        for id in ruleIDs { try configuration.setEnabled(true, for: id) }
        return configuration
    }

    @Test func sampleAppPointsAtItsTokens() throws {
        let result = Linter(configuration: try Self.everyRule()).lint(paths: [packageRoot.appendingPathComponent("Fixtures/SampleApp").path])
        #expect(result.diagnostics.count > 10)
        for problem in LocationChecker(result, read: LocationChecker.readFromDisk).problems() {
            Issue.record("Fixtures/SampleApp: \(problem)")
        }
    }

    /// The issue's example of line drift (issue 20): two calls in a function body, once reported one line below where
    /// they are. Each is at its exact line and column, and the checker finds it there.
    @Test func callsInAFunctionBodyAreOnTheirOwnLines() throws {
        let files: [(path: String, contents: String)] = [
            ("Router.swift", """
            final class Router {
                func showSettings() {
                    let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                    Bundle.main.loadNibNamed("Nope", owner: self)
                }
            }
            """),
            ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                    <scene sceneID="s1"><objects><viewController id="vc1" storyboardIdentifier="Other" sceneMemberID="viewController"><view key="view" id="v1"/></viewController></objects></scene>
            """)),
            ("Other.xib", ExampleFiles.iOSXib("        <view id=\"v2\"/>")),
        ]
        let project = MarkedProject(files)
        let result = try lint(project.files, only: ["storyboard-identifier-not-found", "nib-not-found"])
        #expect(result.diagnostics.map(\.ruleID) == ["storyboard-identifier-not-found", "nib-not-found"])
        #expect(result.diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
                == ["Router.swift:3:58", "Router.swift:4:21"])  // `instantiateViewController`, `loadNibNamed`
        let contents = Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.contents ?? []) })
        let checker = LocationChecker(result) { contents[$0] }
        #expect(checker.problems() == [])
    }

    /// The checker catches a location one column or one line off, in code and in a nib.
    @Test func aLocationOneOffIsCaught() throws {
        let rule = try #require(RuleRegistry.rule(withIdentifier: "owner-class-mismatch"))
        let example = try #require(rule.description.triggeringExamples.first)
        let project = MarkedProject(example.files)
        let result = try lint(project.files, only: ["owner-class-mismatch"])
        let contents = Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.contents ?? []) })
        let checker = LocationChecker(result) { contents[$0] }
        let diagnostic = try #require(result.diagnostics.first)
        let note = try #require(diagnostic.notes.first)
        #expect(checker.problems(of: diagnostic).isEmpty)
        for (line, column) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            var moved = diagnostic
            moved.location.line += line
            moved.location.column += column
            #expect(!checker.problems(of: moved).isEmpty, "code location moved by \(line), \(column) is not caught")
            var movedNote = diagnostic
            movedNote.notes[0].location.line = note.location.line + line
            movedNote.notes[0].location.column = note.location.column + column
            #expect(!checker.problems(of: movedNote).isEmpty, "nib note moved by \(line), \(column) is not caught")
        }
    }
}

/// Judges whether diagnostics point at the token their message is about (see `LocationExactnessTests`).
///
/// It reads each file it is asked about again (parses the nib, scans the source) rather than trusting the
/// lint's model: the facts are the files', whatever the lint did with them.
struct LocationChecker {
    let result: LintResult
    let read: (String) -> [UInt8]?

    static let readFromDisk: (String) -> [UInt8]? = { path in (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } }

    init(_ result: LintResult, read: @escaping (String) -> [UInt8]?) {
        self.result = result
        self.read = read
    }

    private func nibDocument(_ path: String) -> NibDocument? {
        guard let bytes = read(path) else { return nil }
        let kind: NibDocument.Kind = path.hasSuffix(".storyboard") ? .storyboard : .xib
        if case .document(let document) = NibParser.parse(bytes: bytes, path: path, kind: kind) { return document }
        return nil
    }

    private func sourceSummary(_ path: String) -> SourceFacts? {
        guard let bytes = read(path) else { return nil }
        return path.hasSuffix(".swift") ? SwiftScanner.scan(bytes: bytes, path: path) : ObjectiveCScanner.scan(bytes: bytes, path: path)
    }

    func problems() -> [String] {
        result.diagnostics.flatMap(problems(of:))
    }

    /// What is wrong with the locations of `diagnostic` and its notes; empty when every one is exact.
    func problems(of diagnostic: Diagnostic) -> [String] {
        var problems: [String] = []
        let own = check(diagnostic.location, message: diagnostic.message, of: diagnostic, isNote: false)
        problems += own.map { "\(describe(diagnostic.location)) [\(diagnostic.ruleID)] \($0) — \(diagnostic.message.prefix(120))" }
        for note in diagnostic.notes {
            let found = check(note.location, message: note.message, of: diagnostic, isNote: true)
            problems += found.map { "note \(describe(note.location)) [\(diagnostic.ruleID)] \($0) — \(note.message.prefix(120))" }
        }
        return problems
    }

    private func describe(_ location: NibLintKit.SourceLocation) -> String {
        "\(location.file):\(location.line):\(location.column)"
    }

    private func check(_ location: NibLintKit.SourceLocation, message: String, of diagnostic: Diagnostic, isNote: Bool) -> [String] {
        // File problems are reported where the file stops being readable, which is no element.
        if diagnostic.ruleID == "parse-error" || diagnostic.ruleID == "unsupported-file" { return [] }
        // A finding inside a nib nothing loads has a note at the file's first line.
        if isNote, message.contains("(unused-nib)") { return location.line == 1 && location.column == 1 ? [] : ["expected line 1, column 1 of the unused file"] }
        // A nib nothing loads is reported at its first line.
        if diagnostic.ruleID == "unused-nib" { return location.line == 1 && location.column == 1 ? [] : ["expected line 1, column 1 of the unused file"] }
        let kind = InputFileKind(pathExtension: (location.file as NSString).pathExtension)
        guard let raw = read(location.file) else { return ["cannot read the file"] }
        // Strings files are often UTF-16: their locations count in the decoded text.
        let bytes = kind == .localizedStrings ? StringsFile.utf8(raw) : raw
        guard let line = Self.line(location.line, of: bytes), location.column >= 1, location.column <= line.count else {
            return ["line \(location.line), column \(location.column) is outside the file"]
        }
        let text = line[(line.startIndex + location.column - 1)...]
        if kind == .localizedStrings {
            // At the entry's key: its opening quote, and the key is the one the message quotes.
            guard text.first == UInt8(ascii: "\""), let close = text.dropFirst().firstIndex(of: UInt8(ascii: "\"")) else { return ["not at a quoted key"] }
            let key = String(decoding: text[(text.startIndex + 1)..<close], as: UTF8.self)
            return message.contains("\"\(key)\"") ? [] : ["the key \(key) at the location is not the one the message names"]
        }
        if kind == .xib || kind == .storyboard {
            return checkNib(location, text: text, message: message, of: diagnostic, isNote: isNote)
        }
        return checkCode(location, text: text, line: line, message: message, of: diagnostic, isNote: isNote)
    }

    // MARK: - Nibs

    private enum NibElement {
        case object(NibObject)
        case connection(NibConnection)
        case runtimeAttribute(NibRuntimeAttribute)
        case assetReference(NibAssetReference)
        /// A binding's `<string key="NSValueTransformerName">` option.
        case valueTransformer(NibBinding)
    }

    private func element(at location: NibLintKit.SourceLocation) -> NibElement? {
        guard let document = nibDocument(location.file) else { return nil }
        if let object = document.objects.first(where: { $0.line == location.line && $0.column == location.column }) { return .object(object) }
        if let connection = document.connections.first(where: { $0.line == location.line && $0.column == location.column }) { return .connection(connection) }
        if let attribute = document.runtimeAttributes.first(where: { $0.line == location.line && $0.column == location.column }) {
            return .runtimeAttribute(attribute)
        }
        if let reference = document.assetReferences.first(where: { $0.line == location.line && $0.column == location.column }) {
            return .assetReference(reference)
        }
        if let binding = document.bindings.first(where: { $0.valueTransformerLine == location.line && $0.valueTransformerColumn == location.column }) {
            return .valueTransformer(binding)
        }
        return nil
    }

    private func elementID(_ element: NibElement) -> String? {
        switch element {
        case .object(let object): return object.id
        case .connection(let connection): return connection.id
        case .runtimeAttribute, .assetReference, .valueTransformer: return nil
        }
    }

    private static func describe(_ element: NibElement) -> String {
        switch element {
        case .object(let object): return "<\(object.elementName) id=\"\(object.id)\">"
        case .connection(let connection): return "<\(connection.kind) \(connection.property ?? connection.selector ?? "")>"
        case .runtimeAttribute(let attribute): return "<userDefinedRuntimeAttribute keyPath=\"\(attribute.keyPath)\">"
        case .assetReference(let reference): return "<\(reference.elementName) naming '\(reference.name)'>"
        case .valueTransformer(let binding): return "<string key=\"NSValueTransformerName\">\(binding.valueTransformerName ?? "")</string>"
        }
    }

    private func checkNib(_ location: NibLintKit.SourceLocation, text: ArraySlice<UInt8>, message: String, of diagnostic: Diagnostic,
                          isNote: Bool) -> [String] {
        guard text.first == UInt8(ascii: "<") else { return ["the column is not at an element's '<' (\(Self.preview(text)))"] }
        guard let element = element(at: location) else { return ["no object, connection or runtime attribute of the nib starts here"] }
        let quoted = Self.firstQuoted(message)
        func connection(_ kinds: [ConnectionKind], _ name: (NibConnection) -> String?) -> [String] {
            guard case .connection(let connection) = element, kinds.contains(connection.kind), name(connection) == quoted else {
                return ["expected the \(kinds) connection '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            return []
        }
        func object(_ test: (NibObject) -> Bool, _ what: String) -> [String] {
            guard case .object(let object) = element, test(object) else { return ["expected \(what) here, found \(Self.describe(element))"] }
            return []
        }
        let isFilesOwner: (NibObject) -> Bool = { $0.placeholderRole == .filesOwner }
        if isNote {
            if message.hasPrefix("File's Owner") { return object(isFilesOwner, "File's Owner") }
            if message == "first connection is here" {
                guard case .connection(let first) = element, case .connection(let second)? = self.element(at: diagnostic.location),
                      // Outlet keys differing only in the case of their first letter set the same key (`KeyValueCoding`).
                      first.kind == second.kind, first.property.map(KeyValueCoding.capitalized) == second.property.map(KeyValueCoding.capitalized),
                      first.selector == second.selector, first.source == second.source else {
                    return ["expected the connection repeated at \(describe(diagnostic.location)), found \(Self.describe(element))"]
                }
                return []
            }
            if message.hasPrefix("id '"), message.hasSuffix("' is first used here") {
                return elementID(element) == quoted ? [] : ["expected the first element with id '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            if message.hasPrefix("the top-level view of '") || message.hasPrefix("the first top-level object of '") {
                return object({ $0.isTopLevel && diagnostic.objectIDs.contains($0.id) }, "the top-level object the diagnostic names")
            }
            if message.hasPrefix("the scene of ") || message.contains("' starts in the scene of ") || (diagnostic.ruleID == "cast-mismatch" && message.hasPrefix("the dequeued cell is ")) {
                return object({ message.contains(" \($0.id) (") }, "the scene's view controller named in the note")
            }
            if message.hasPrefix("'"), message.contains("' is the Storyboard ID of ") {
                return object({ $0.storyboardIdentifier == quoted && message.contains(" \($0.id) (") }, "the view controller with the Storyboard ID")
            }
            if message.hasPrefix("'"), message.contains("' is the identifier of ") {
                return object({ message.contains(" \($0.id) (") }, "the reusable view named in the note")
            }
            return ["no check knows this note's shape; teach LocationChecker what it points at"]
        }
        if message.hasPrefix("id '") {
            return elementID(element) == quoted ? [] : ["expected an element with id '\(quoted ?? "")' here, found \(Self.describe(element))"]
        }
        if message.hasPrefix("outlet collection '") || message.hasPrefix("outlet '") { return connection([.outlet, .outletCollection]) { $0.property } }
        if message.hasPrefix("action '") { return connection([.action]) { $0.selector } }
        if message.hasPrefix("segue action '") { return connection([.segue]) { $0.destinationCreationSelector } }
        if message.hasPrefix("unwind segue action '") { return connection([.segue]) { $0.unwindAction } }
        if message.hasPrefix("runtime attribute '") {
            guard case .runtimeAttribute(let attribute) = element, attribute.keyPath == quoted else {
                return ["expected runtime attribute '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            return []
        }
        if message.hasPrefix("binding '") {
            guard case .connection(let connection) = element, connection.kind == .binding,
                  let document = nibDocument(location.file),
                  document.bindings.contains(where: { binding in
                      let bound = document.connections[binding.connection]
                      return bound.line == connection.line && bound.column == connection.column && binding.name == quoted
                  }) else {
                return ["expected the binding '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            return []
        }
        if message.hasPrefix("value transformer '") {
            guard case .valueTransformer(let binding) = element, binding.valueTransformerName == quoted else {
                return ["expected the value transformer option '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            return []
        }
        if message.hasPrefix("class '") {
            return object({ $0.customClass == quoted && diagnostic.objectIDs.contains($0.id) }, "the object of class '\(quoted ?? "")'")
        }
        if message.hasPrefix("File's Owner and the top-level ") {
            return object({ $0.isTopLevel && diagnostic.objectIDs.contains($0.id) && message.contains(" \($0.id) ") }, "the top-level object named")
        }
        if message.hasPrefix("File's Owner (") || message.hasPrefix("File's Owner of '") { return object(isFilesOwner, "File's Owner") }
        if message.hasPrefix("image '") || message.hasPrefix("color '") {
            // An image or named colour: at the element whose attribute (or `<resources>` entry) names it.
            let kind: NibAssetReference.Kind = message.hasPrefix("image '") ? .image : .color
            // The element may also be an object (`<imageView image=…>`): look among the asset references.
            let references = nibDocument(location.file)?.assetReferences.filter { $0.line == location.line && $0.column == location.column } ?? []
            guard references.contains(where: { $0.kind == kind && $0.name == quoted }) else {
                return ["expected the element naming \(kind) '\(quoted ?? "")' here, found \(Self.describe(element))"]
            }
            return []
        }
        if message.hasPrefix("storyboard reference ") {
            return object({ $0.placeholderRole == .storyboardReference && message.hasPrefix("storyboard reference \($0.id) ") }, "the storyboard reference named")
        }
        if message.hasPrefix("the scene of "), diagnostic.ruleID == "unreachable-scene" {
            return object({ $0.sceneMemberID == "viewController" && diagnostic.objectIDs == [$0.id] }, "the scene's view controller named")
        }
        return ["no check knows this message's shape; teach LocationChecker what it points at"]
    }

    // MARK: - Code

    private func checkCode(_ location: NibLintKit.SourceLocation, text: ArraySlice<UInt8>, line: ArraySlice<UInt8>, message: String,
                           of diagnostic: Diagnostic, isNote: Bool) -> [String] {
        if !isNote, diagnostic.ruleID == "unused-suppression" {
            // A suppression comment: reported at its `//` or `/*`, which holds the directive the message quotes.
            guard text.starts(with: "//".utf8) || text.starts(with: "/*".utf8), let quoted = Self.firstQuoted(message),
                  String(decoding: text, as: UTF8.self).contains(quoted) else {
                return ["expected the comment holding the quoted directive (\(Self.preview(text)))"]
            }
            return []
        }
        if location.file.hasSuffix(".pbxproj") {
            // A launch build setting: at its name, on the line that holds the quoted value.
            let quoted = Self.firstQuoted(message) ?? ""
            let ok = text.starts(with: "INFOPLIST_KEY_".utf8) && String(decoding: line, as: UTF8.self).contains(quoted) && message.hasPrefix("build setting INFOPLIST_KEY_")
            return ok ? [] : ["expected the INFOPLIST_KEY_ build setting holding '\(quoted)' (\(Self.preview(text)))"]
        }
        if location.file.hasSuffix(".plist") {
            // An Info.plist launch entry: at the `<string>` that holds the quoted name.
            let quoted = Self.firstQuoted(message) ?? ""
            let ok = text.starts(with: "<string>".utf8) && String(decoding: text, as: UTF8.self).contains(quoted) && message.hasPrefix("Info.plist entry ")
            return ok ? [] : ["expected the <string> of the Info.plist entry holding '\(quoted)' (\(Self.preview(text)))"]
        }
        let before = text.startIndex > line.startIndex ? line[text.startIndex - 1] : nil
        guard let first = text.first, Self.isIdentifierByte(first), !Self.isDigit(first), before.map(Self.isIdentifierByte) != true else {
            return ["the column is not at the start of an identifier (\(Self.preview(text)))"]
        }
        let word = String(decoding: text.prefix(while: Self.isIdentifierByte), as: UTF8.self)
        let after = text.dropFirst(word.utf8.count)
        let quoted = Self.firstQuoted(message)
        func expect(_ ok: Bool, _ what: String) -> [String] { ok ? [] : ["expected \(what), found '\(word)'"] }
        if isNote {
            if message.hasPrefix("class '") {
                let name = quoted.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                return expect(word == name, "the class name '\(name ?? "")'")
            }
            if message.hasPrefix("'"), message.contains("' is declared here") { return expect(word == quoted, "the property name '\(quoted ?? "")'") }
            if message.hasPrefix("-initWithCoder: of "), message.contains(" is declared here") { return expect(word == "initWithCoder", "the method name 'initWithCoder'") }
            if let open = message.firstIndex(of: "("), message.contains(" is declared here") {
                // `init(coder:) of X is declared here`, `awakeFromNib() of X is declared here`.
                let base = String(message[..<open])
                return expect(word == base || (base == "init" && word == "initWithCoder"), "the method name '\(base)'")
            }
            if message.hasPrefix("'"), message.hasSuffix("' is registered here") {
                return expect(word == "register" || word == "registerClass" || word == "registerNib", "the register call")
            }
            if message.hasPrefix("'"), message.contains("' is loaded here with an owner of class ") {
                // A controller created with no nib name loads the nib named after its class: its creation is the load site.
                let summary = sourceSummary(location.file)
                return summary?.loadSites.contains { $0.location == location } == true || summary?.controllerCreations.contains { $0.location == location } == true
                    ? [] : ["expected the load site the note names"]
            }
            return ["no check knows this note's shape; teach LocationChecker what it points at"]
        }
        if diagnostic.ruleID == "cast-mismatch" {
            // At the type of the forced cast, which the message names.
            let castType = String(decoding: text.prefix { Self.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }, as: UTF8.self)
            let isAfterCast = String(decoding: line[..<text.startIndex].suffix(4), as: UTF8.self) == "as! "
            return expect(isAfterCast && message.contains("force-casts it to \(castType)"), "the type of the forced cast the message names")
        }
        if message.hasPrefix("dequeueReusable") || message.hasPrefix("makeView(") {
            // Objective-C spells the call `dequeueReusableCellWithIdentifier:`, `makeViewWithIdentifier:`, ….
            let base = String(message.prefix { $0 != "(" })
            let objectiveC = word.hasPrefix(base) && (word.dropFirst(base.count).hasPrefix("With") || word.dropFirst(base.count).hasPrefix("OfKind"))
            return expect(word == base || objectiveC, "the call '\(base)'")
        }
        if message.hasPrefix("@IBOutlet '") { return expect(word == quoted, "the outlet's name '\(quoted ?? "")'") }
        if message.hasPrefix("@IBAction '") || message.hasPrefix("@IBSegueAction '") {
            let firstPiece = quoted.map { String($0.prefix { $0 != ":" }) } ?? ""
            return expect(Self.isBaseName(word, ofSelectorPiece: firstPiece), "the method name of '\(quoted ?? "")'")
        }
        if message.hasPrefix("instantiateViewController(") || message.hasPrefix("performSegue(") {
            // Objective-C spells the call `instantiateViewControllerWithIdentifier:` / `performSegueWithIdentifier:`.
            let base = String(message.prefix { $0 != "(" })
            return expect(word == base || word == base + "WithIdentifier", "the call '\(base)'")
        }
        if message.hasPrefix("UIStoryboard(") || message.hasPrefix("NSStoryboard(") {
            // Objective-C's `[UIStoryboard storyboardWithName:…]` too: at the class, as Swift's initializer.
            let base = String(message.prefix { $0 != "(" })
            return expect(word == base, "the class '\(base)'")
        }
        // An image loaded by name (code-image-not-found): at the class (`UIImage(named:)`, `[UIImage imageNamed:]`), or the
        // `imageLiteral` of `#imageLiteral(resourceName:)`.
        if let type = ["UIImage(", "NSImage(", "+[UIImage ", "+[NSImage ", "#imageLiteral("].first(where: { message.hasPrefix($0) }) {
            let expected = type == "#imageLiteral(" ? "imageLiteral" : type.hasSuffix("(") ? String(type.dropLast()) : String(type.dropFirst(2).dropLast())
            return expect(word == expected && (expected != "imageLiteral" || before == UInt8(ascii: "#")), "the call's '\(expected)'")
        }
        if message.hasPrefix("instantiateInitialViewController(") || message.hasPrefix("instantiateInitialController(") {
            let base = String(message.prefix { $0 != "(" })
            return expect(word == base, "the call '\(base)'")
        }
        let summary = sourceSummary(location.file)
        if ["implicit-nib-collision", "nib-not-found", "owner-class-mismatch"].contains(diagnostic.ruleID),
           let creation = summary?.controllerCreations.first(where: { $0.location == location }) {
            let named = ["\(word) ", "\(word)() ", "[[\(word) alloc] init] "].contains { message.hasPrefix($0) }
            return expect(word == creation.className && named, "the created class '\(creation.className)'")
        }
        // Every other code diagnostic is about a nib load.
        guard let site = summary?.loadSites.first(where: { $0.location == location }) else {
            return ["no load site, creation or declaration the message names is at this location (\(Self.preview(text)))"]
        }
        var problems: [String] = []
        if ["owner-class-mismatch", "nib-not-found", "nib-root-type-mismatch", "registered-nib-shape"].contains(diagnostic.ruleID), !message.hasPrefix(site.callName) {
            problems.append("the load site here is \(site.callName), not the call the message names")
        }
        let afterText = String(decoding: after.prefix(24), as: UTF8.self)
        let isCreation = afterText.hasPrefix("(") || afterText.hasPrefix(".init(") || afterText.hasPrefix(" alloc]")
        let isNibVariable = afterText.hasPrefix(".instantiate(") || afterText.hasPrefix(" instantiateWithOwner:") || afterText.hasPrefix(" instantiateNibWithOwner:")
        switch site.api {
        case .loadNibNamed, .loadNibNamedTopLevelObjects:
            problems += expect(word == "loadNibNamed", "'loadNibNamed'")
        case .uiNibInstantiate, .nsNibInstantiate:
            problems += expect(word == "UINib" || word == "NSNib" || isNibVariable, "'UINib', 'NSNib' or the nib variable instantiated")
        case .registerNib:
            problems += expect(["UINib", "NSNib", "register", "registerNib"].contains(word), "'UINib', 'NSNib' or 'register'")
        case .initNibName, .windowNibName:
            let isOverride = site.api == .windowNibName && word == "windowNibName"
            problems += expect(word == "super" || word == "self" || isOverride || (Self.isTypeName(word) && isCreation),
                               "the receiver of the nib-name initializer ('super', 'self' or the class created)")
        case .nibNameProperty:
            problems += expect(word == "nibName", "'nibName'")
        }
        return problems
    }

    /// `doThing` for the selector piece `doThing` (Objective-C or `func doThing(_:)`) or `doThingWith` (`func doThing(with:)`).
    private static func isBaseName(_ word: String, ofSelectorPiece piece: String) -> Bool {
        guard !word.isEmpty, piece.hasPrefix(word) else { return false }
        let rest = piece.dropFirst(word.count)
        return rest.isEmpty || rest.first?.isUppercase == true
    }

    // MARK: - Text

    private static func line(_ number: Int, of bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return bytes[start..<end]
    }

    private static func firstQuoted(_ message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    private static func preview(_ text: ArraySlice<UInt8>) -> String {
        "'" + String(decoding: text.prefix(32), as: UTF8.self) + "…'"
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80
    }

    private static func isTypeName(_ word: String) -> Bool {
        word.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true
    }
}
