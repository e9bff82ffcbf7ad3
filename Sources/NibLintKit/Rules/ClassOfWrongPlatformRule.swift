/// A nib of one platform names a class that exists only on the other: declared only in sources built for it,
/// a framework class of it, or a class whose superclass is one. Reported at the element carrying the class.
public struct ClassOfWrongPlatformRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "class-of-wrong-platform",
        name: "Class of the wrong platform",
        summary: "An iOS nib names a class that only macOS sources or AppKit declare (or the reverse).",
        rationale: "A class compiled only into the macOS target (or under `#if os(macOS)`), or an AppKit class, does not exist in the iOS app. The nib names it anyway after a copy between targets or a class moved to the other target; the runtime logs \"Unknown class\" and creates the element's framework class instead, so every outlet, action and attribute only that class had breaks. For File's Owner, the connections were checked against a class the loading code can never pass.",
        runtimeFailure: "Unknown class X in Interface Builder file.",
        defaultSeverity: .error,
        triggeringExamples: Examples.triggering,
        nonTriggeringExamples: Examples.nonTriggering
    )

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let index = context.index
        var diagnostics: [Diagnostic] = []
        // Nibs name the same few classes over and over: each is judged once per platform.
        var origins: [NibPlatform: [String: OtherPlatformOrigin?]] = [:]
        for document in index.nibs {
            // By position: `for object in document.objects` would copy (and retain the strings of) every object.
            for position in document.objects.indices {
                guard let customClass = document.objects[position].customClass else { continue }
                let object = document.objects[position]
                switch object.placeholderRole {
                case .firstResponder, .exit, .storyboardReference, .other: continue
                case .application, .filesOwner: if customClass == "NSObject" { continue }
                case nil: break
                }
                let known = origins[document.platform]?[customClass]
                let origin = known ?? index.otherPlatformOrigin(ofClass: customClass, platform: document.platform)
                if known == nil { origins[document.platform, default: [:]][customClass] = .some(origin) }
                guard let origin else { continue }
                let nibKind = "\(document.platform == .iOS ? "an iOS" : "a macOS") \(document.kind == .storyboard ? "storyboard" : "xib")"
                let why: String
                var related: [String] = []
                var notes: [DiagnosticNote] = []
                var fix = ""
                switch origin {
                case .sources(let declarations, let platform):
                    why = "is declared only in sources built for \(platform.rawValue)"
                    fix = ", or add the class's source to the target that builds this nib"
                    related = declarations.map(\.location.file)
                    notes = declarations.prefix(3).map { DiagnosticNote(location: $0.location, message: "class '\(customClass)' is declared here, for \(platform.rawValue) only") }
                case .framework(let platform):
                    why = "is \(platform == .macOS ? "an AppKit" : "a UIKit") class, which \(platform == .macOS ? "iOS" : "macOS") does not have"
                case .superclass(let superclass, let platform):
                    why = "descends from '\(superclass)', \(platform == .macOS ? "an AppKit" : "a UIKit") class, which \(platform == .macOS ? "iOS" : "macOS") does not have"
                    related = index.declaringFiles(of: [customClass])
                }
                let message = "class '\(customClass)' of \(MessageText.describe(object, className: nil)) \(why), but '\(document.name)' is \(nibKind)"
                diagnostics.append(context.diagnostic(Self.self, at: document.location(of: object), message, notes: notes,
                                                      help: "set the object's class in the Identity inspector to a class of this platform\(fix)",
                                                      failure: "\"Unknown class \(customClass) in Interface Builder file\"",
                                                      identity: "\(object.id)|\(customClass)", relatedFiles: related, objectIDs: [object.id]))
            }
        }
        return diagnostics
    }
}
