extension RuleContext {
    /// The project's storyboards by name, computed once per unit (`UnitAnalyses.storyboardsByName`).
    var storyboardsByName: [String: [NibDocument]] { analyses.storyboardsByName }

    /// The names of the storyboards that could not be read: they exist, but what they hold is unknown.
    var unreadableStoryboardNames: Set<String> {
        Set(fileProblems.filter { $0.location.file.hasSuffix(".storyboard") }.map { InputFile(path: $0.location.file, kind: .storyboard).nibName })
    }
}

extension NibDocument {
    /// The file name, for messages: `Main.storyboard`.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}
