import Testing
@testable import NibLintKit

/// The Swift → Objective-C selector mapping, case by case, as the Swift compiler computes it.
struct SelectorNameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var declaration: String
        var base: String
        var labels: [String?]
        var selector: String
        var testDescription: String { "\(declaration) → \(selector)" }
    }

    static let cases: [Case] = [
        Case(declaration: "f()", base: "f", labels: [], selector: "f"),
        Case(declaration: "f(_:)", base: "f", labels: [nil], selector: "f:"),
        Case(declaration: "f(_:_:)", base: "f", labels: [nil, nil], selector: "f::"),
        Case(declaration: "f(sender:)", base: "f", labels: ["sender"], selector: "fWithSender:"),
        Case(declaration: "f(_:forEvent:)", base: "f", labels: [nil, "forEvent"], selector: "f:forEvent:"),
        Case(declaration: "f(_:event:)", base: "f", labels: [nil, "event"], selector: "f:event:"),
        Case(declaration: "f(for:)", base: "f", labels: ["for"], selector: "fFor:"),
        Case(declaration: "goTo(sender:)", base: "goTo", labels: ["sender"], selector: "goToSender:"),
        Case(declaration: "unwindToMealList(sender:)", base: "unwindToMealList", labels: ["sender"], selector: "unwindToMealListWithSender:"),
        Case(declaration: "unwindFromEditFullname(segue:)", base: "unwindFromEditFullname", labels: ["segue"], selector: "unwindFromEditFullnameWithSegue:"),
        Case(declaration: "tap(with:)", base: "tap", labels: ["with"], selector: "tapWith:"),
        Case(declaration: "move(to:)", base: "move", labels: ["to"], selector: "moveTo:"),
        Case(declaration: "buttonTapped(_:)", base: "buttonTapped", labels: [nil], selector: "buttonTapped:"),
        Case(declaration: "didSelect(item:)", base: "didSelect", labels: ["item"], selector: "didSelectWithItem:"),
        Case(declaration: "show(from:animated:)", base: "show", labels: ["from", "animated"], selector: "showFrom:animated:"),
        Case(declaration: "share(using:)", base: "share", labels: ["using"], selector: "shareUsing:"),
        Case(declaration: "scroll(atIndex:)", base: "scroll", labels: ["atIndex"], selector: "scrollAtIndex:"),
        Case(declaration: "selectAll(in:)", base: "selectAll", labels: ["in"], selector: "selectAllIn:"),
        Case(declaration: "onCreate(_:sender:segueIdentifier:)", base: "onCreate", labels: [nil, "sender", "segueIdentifier"], selector: "onCreate:sender:segueIdentifier:"),
        Case(declaration: "makeDetail(coder:)", base: "makeDetail", labels: ["coder"], selector: "makeDetailWithCoder:"),
        Case(declaration: "valueChanged(_:forEvent:)", base: "valueChanged", labels: [nil, "forEvent"], selector: "valueChanged:forEvent:"),
        Case(declaration: "logInto(account:)", base: "logInto", labels: ["account"], selector: "logIntoAccount:"),
        Case(declaration: "sendVia(channel:)", base: "sendVia", labels: ["channel"], selector: "sendViaChannel:"),
        Case(declaration: "close(animated:)", base: "close", labels: ["animated"], selector: "closeWithAnimated:"),
        Case(declaration: "pickURL(sender:)", base: "pickURL", labels: ["sender"], selector: "pickURLWithSender:"),
        Case(declaration: "handleTapOn(view:)", base: "handleTapOn", labels: ["view"], selector: "handleTapOnView:"),
        Case(declaration: "f(_:with:)", base: "f", labels: [nil, "with"], selector: "f:with:"),
        Case(declaration: "openInSafari(sender:)", base: "openInSafari", labels: ["sender"], selector: "openInSafariWithSender:"),
        Case(declaration: "selectionChanged(to:)", base: "selectionChanged", labels: ["to"], selector: "selectionChangedTo:"),
        Case(declaration: "togglePlaying(fromMenu:)", base: "togglePlaying", labels: ["fromMenu"], selector: "togglePlayingFromMenu:"),
        Case(declaration: "update(inputs:)", base: "update", labels: ["inputs"], selector: "updateWithInputs:"),
        Case(declaration: "goto(sender:)", base: "goto", labels: ["sender"], selector: "gotoWithSender:"),
        Case(declaration: "step2(sender:)", base: "step2", labels: ["sender"], selector: "step2WithSender:"),
        Case(declaration: "copyFrom(_:)", base: "copyFrom", labels: [nil], selector: "copyFrom:"),
        Case(declaration: "present(_:animated:completion:)", base: "present", labels: [nil, "animated", "completion"], selector: "present:animated:completion:"),
    ]

    @Test(arguments: cases)
    func selector(_ testCase: Case) {
        #expect(SelectorName.objectiveC(baseName: testCase.base, argumentLabels: testCase.labels) == testCase.selector)
    }

    /// The scanner's path (name and labels as byte ranges of the file, looking at only the first or last word)
    /// gives what the string path gives: on every case above, and on random names built from words,
    /// prepositions in any case, underscores, digits and non-ASCII letters.
    @Test func byteRangePathMatchesTheStringPath() {
        func viaBytes(_ base: String, _ labels: [String?]) -> String {
            var text = base
            var ranges: [Range<Int>?] = []
            for label in labels {
                guard let label else { ranges.append(nil); continue }
                text += " "
                ranges.append(text.utf8.count..<(text.utf8.count + label.utf8.count))
                text += label
            }
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { SelectorName.objectiveC(baseName: 0..<base.utf8.count, argumentLabels: ranges, in: $0) }
        }
        for testCase in Self.cases {
            #expect(viaBytes(testCase.base, testCase.labels) == testCase.selector, "\(testCase.declaration)")
        }
        var generator = SeededGenerator(seed: 11)
        let pieces = ["to", "To", "TO", "with", "With", "in", "In", "into", "from", "By", "as", "via", "within", "including", "alongside",
                      "tap", "Tap", "URL", "url", "Session", "x", "_", "__", "2", "é", "Étoile", "sender", "Sender", "", "at", "onto"]
        func name() -> String { (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        for _ in 0..<3_000 {
            let base = name()
            let labels: [String?] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Bool.random(using: &generator) ? nil : name() }
            #expect(viaBytes(base, labels) == SelectorName.objectiveC(baseName: base, argumentLabels: labels), "\(base) \(labels)")
        }
    }

    /// The table the linter gathers the project's selectors in holds each string once, whatever the repeats,
    /// lengths (words of eight bytes and the bytes after them), bytes and growth.
    @Test func selectorTableHoldsEachStringOnce() {
        var generator = SeededGenerator(seed: 3)
        let alphabet = Array("ab:_Zé".unicodeScalars)
        var table = SelectorTable()
        var inserted: [String] = []
        var seen: Set<String> = []
        for _ in 0..<20_000 {
            let text = Bool.random(using: &generator) && !inserted.isEmpty
                ? inserted.randomElement(using: &generator)!
                : String(String.UnicodeScalarView((0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
            // A repeat gets back the string held for it; a new string gets nothing back.
            let held = table.insert(text)
            #expect(held == (seen.contains(text) ? text : nil))
            seen.insert(text)
            inserted.append(text)
        }
        // The difference only: a failure names the strings lost or held twice, not all of them.
        #expect(table.all.count == Set(inserted).count)
        #expect(table.all.symmetricDifference(Set(inserted)).isEmpty)
        #expect(SelectorTable().all.isEmpty)
    }

    @Test func wordsSplitLikeTheCompiler() {
        #expect(SelectorName.words(of: "unwindToMealList").map(String.init) == ["unwind", "To", "Meal", "List"])
        #expect(SelectorName.words(of: "pickURLSession").map(String.init) == ["pick", "URL", "Session"])
        #expect(SelectorName.words(of: "goTo").map(String.init) == ["go", "To"])
    }

    /// The same mapping through the scanner, from real declarations, including `@objc(name:)` overrides.
    @Test func scannerComputesSelectorsFromDeclarations() {
        let source = """
        class C: UIViewController {
            @IBAction func plain() {}
            @IBAction func tapped(_ sender: UIButton) {}
            @IBAction func save(sender: Any) {}
            @IBAction func changed(_ sender: UISlider, forEvent event: UIEvent) {}
            @IBAction func goTo(sender: Any) {}
            @objc(customName:) @IBAction func renamed(_ sender: Any) {}
            @IBAction
            func spread(
                _ sender: Any,
                to target: [String: Int] = [:]
            ) {}
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
        }
        """
        let summary = SwiftScanner.scan(bytes: Array(source.utf8), path: "C.swift")
        let selectors = summary.classes.first?.methods.map(\.selector)
        #expect(selectors == ["plain", "tapped:", "saveWithSender:", "changed:forEvent:", "goToSender:", "customName:", "spread:to:", "makeDetail:sender:segueIdentifier:"])
    }

    /// The in-place ASCII reading of first and last words agrees with `words(of:)` on awkward names.
    @Test func prepositionChecksAgreeWithTheWordSplitter() {
        let names = ["for", "For", "forKey", "ForKey", "URLSession", "insertAt", "insert", "_for", "for_", "__", "_", "a_b_in",
                     "withURL", "HTTPFor", "x", "alongside", "alongsideView", "passingTest", "in2", "toV2", "ÜberTo", "at_"]
        for name in names {
            #expect(SelectorName.startsWithPreposition(name) == SelectorName.prepositions.contains(SelectorName.firstWord(of: name).lowercased()), "\(name)")
            #expect(SelectorName.endsWithPreposition(name) == SelectorName.prepositions.contains(SelectorName.lastWord(of: name).lowercased()), "\(name)")
        }
    }
}
