import Foundation
import Testing
@testable import NibLintKit

/// What the storyboard rules judge when dependencies outside the tree may ship storyboards of their own.
struct StoryboardRulesTests {
    static let files: [(path: String, contents: String)] = [
        ("App/Router.swift", """
        final class Router {
            func open() {
                _ = UIStoryboard(name: "PodKit", bundle: Bundle(for: Router.self))
                _ = UIStoryboard(name: "main", bundle: nil)
            }
        }
        """),
        ("App/Main.storyboard", ExampleFiles.iOSStoryboard("""
                <scene sceneID="s1"><objects><viewController id="c1" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings" id="r1" sceneMemberID="viewController"/></objects></scene>
        """, initialViewController: "c1")),
    ]

    @Test func referencesAreJudgedEvenWithDependencies() {
        let files = MarkedProject(Self.files).files
        let result = Linter(configuration: Configuration(), parallelism: 1).lint(files: files, hasDependencyManifest: true)
        let found = result.diagnostics.filter { $0.ruleID.hasPrefix("storyboard-") }.map { "\($0.ruleID) \($0.location.file):\($0.location.line)" }
        // A reference looks only in its own storyboard's bundle; code may name a dependency's storyboard, unless the
        // name is only a case variant of one of ours.
        #expect(found == ["storyboard-reference-not-found App/Main.storyboard:5", "storyboard-not-found App/Router.swift:4"])
    }
}
