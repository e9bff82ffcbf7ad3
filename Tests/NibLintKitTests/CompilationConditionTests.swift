import Testing
@testable import NibLintKit

struct CompilationConditionTests {
    /// The condition written after `#if` in `source`.
    func condition(_ source: String) -> CompilationCondition {
        let bytes = Array(("#if " + source + "\nclass After {}").utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let tokens = SwiftLexer.tokenize(buffer)
            let parsed = CompilationCondition.parse(tokens, from: 1, bytes: buffer)
            #expect(tokens[parsed.end].isIdentifier(.class), "the condition ends at its line end: \(source)")
            return parsed.condition
        }
    }

    /// The platforms where the condition holds, where it fails, and where it is undecided, as one string per platform.
    func verdicts(_ source: String) -> [String] {
        BuildPlatform.allCases.map { platform in
            switch condition(source).holds(on: platform) {
            case true?: "\(platform.rawValue)+"
            case false?: "\(platform.rawValue)-"
            case nil: "\(platform.rawValue)?"
            }
        }
    }

    @Test func platformConditions() {
        #expect(verdicts("os(iOS)") == ["iOS+", "tvOS-", "macOS-", "macCatalyst+", "visionOS-", "watchOS-"])
        #expect(verdicts("os(macOS)") == ["iOS-", "tvOS-", "macOS+", "macCatalyst-", "visionOS-", "watchOS-"])
        #expect(verdicts("os(OSX)") == verdicts("os(macOS)"))
        #expect(verdicts("os(tvOS)") == ["iOS-", "tvOS+", "macOS-", "macCatalyst-", "visionOS-", "watchOS-"])
        #expect(verdicts("os(xrOS)") == ["iOS-", "tvOS-", "macOS-", "macCatalyst-", "visionOS+", "watchOS-"])
        #expect(verdicts("os(visionOS)") == verdicts("os(xrOS)"))
        #expect(verdicts("os(watchOS)") == ["iOS-", "tvOS-", "macOS-", "macCatalyst-", "visionOS-", "watchOS+"])
        #expect(verdicts("os(Linux)") == ["iOS-", "tvOS-", "macOS-", "macCatalyst-", "visionOS-", "watchOS-"])
        #expect(verdicts("canImport(UIKit)") == ["iOS+", "tvOS+", "macOS-", "macCatalyst+", "visionOS+", "watchOS-"])
        #expect(verdicts("canImport(AppKit)") == ["iOS-", "tvOS-", "macOS+", "macCatalyst+", "visionOS-", "watchOS-"])
        #expect(verdicts("canImport(Cocoa)") == verdicts("canImport(AppKit)"))
        #expect(verdicts("canImport(WatchKit)") == ["iOS-", "tvOS-", "macOS-", "macCatalyst-", "visionOS-", "watchOS+"])
        #expect(verdicts("canImport(SwiftUI)") == ["iOS?", "tvOS?", "macOS?", "macCatalyst?", "visionOS?", "watchOS?"])
        #expect(verdicts("targetEnvironment(macCatalyst)") == ["iOS-", "tvOS-", "macOS-", "macCatalyst+", "visionOS-", "watchOS-"])
        #expect(verdicts("targetEnvironment(simulator)") == verdicts("canImport(SwiftUI)"))
        for undecided in ["DEBUG", "arch(arm64)", "swift(>=5.9)", "compiler(>=6.0)", "hasFeature(StrictConcurrency)", "os(", "&& os(iOS)"] {
            #expect(condition(undecided) == .undecided, "\(undecided)")
        }
        #expect(condition("true") == .constant(true) && condition("false") == .constant(false) && condition("0") == .constant(false))
    }

    @Test func operatorsFollowKleenesLogic() {
        #expect(condition("canImport(AppKit) && !targetEnvironment(macCatalyst)") == .and(.canImport("AppKit"), .not(.targetEnvironment("macCatalyst"))))
        #expect(verdicts("canImport(AppKit) && !targetEnvironment(macCatalyst)") == ["iOS-", "tvOS-", "macOS+", "macCatalyst-", "visionOS-", "watchOS-"])
        // `||` binds looser than `&&`; parentheses group.
        #expect(condition("os(iOS) || os(tvOS) && DEBUG") == .or(.os("iOS"), .and(.os("tvOS"), .undecided)))
        #expect(condition("(os(iOS) || os(tvOS)) && DEBUG") == .and(.or(.os("iOS"), .os("tvOS")), .undecided))
        #expect(verdicts("(os(iOS) || os(tvOS)) && DEBUG") == ["iOS?", "tvOS?", "macOS-", "macCatalyst?", "visionOS-", "watchOS-"])
        #expect(verdicts("os(iOS) || DEBUG") == ["iOS+", "tvOS?", "macOS?", "macCatalyst+", "visionOS?", "watchOS?"])
        #expect(verdicts("!DEBUG") == verdicts("DEBUG"))
        #expect(verdicts("!(os(iOS) || os(macOS))") == ["iOS-", "tvOS+", "macOS-", "macCatalyst-", "visionOS+", "watchOS+"])
        #expect(condition("!!canImport(UIKit.UIView)") == .not(.not(.canImport("UIKit.UIView"))))
        // A trailing operator or an open parenthesis carries the condition over the line end.
        #expect(condition("os(iOS) ||\n    os(tvOS)") == .or(.os("iOS"), .os("tvOS")))
        #expect(condition("(os(iOS)\n    || os(tvOS))") == .or(.os("iOS"), .os("tvOS")))
        #expect(condition("canImport(UIKit) // a comment") == .canImport("UIKit"))
        #expect("\(condition("!(os(iOS) || DEBUG) && canImport(UIKit)"))" == "!(os(iOS) || undecided) && canImport(UIKit)")
    }

    /// Every class and type alias holds one: no larger than a pointer, with nil for no condition.
    @Test func anOptionalConditionIsOnePointer() {
        #expect(MemoryLayout<CompilationCondition?>.size == MemoryLayout<UnsafeRawPointer>.size)
    }
}
