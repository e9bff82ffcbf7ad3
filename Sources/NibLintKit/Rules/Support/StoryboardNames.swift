extension ProjectIndex {
    /// The project's storyboards by name (the file name without `.storyboard`, as code and Info.plist name them);
    /// the localized copies of one storyboard (`Base.lproj`, `en.lproj`) share a name.
    var storyboardsByName: [String: [NibDocument]] {
        var result: [String: [NibDocument]] = [:]
        for document in nibs where document.kind == .storyboard { result[document.name, default: []].append(document) }
        return result
    }
}

extension RuleContext {
    /// The names of the storyboards that could not be read: they exist, but what they hold is unknown.
    var unreadableStoryboardNames: Set<String> {
        Set(fileProblems.filter { $0.location.file.hasSuffix(".storyboard") }.map { InputFile(path: $0.location.file, kind: .storyboard).nibName })
    }
}

extension NibDocument {
    /// The file name, for messages: `Main.storyboard`.
    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}
