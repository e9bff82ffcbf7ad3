/// Who calls whom on `self`, method by method, as the scanners recorded it (`SourceFacts.methodCalls`): the
/// calls that always run when a nib decodes an instance (`init(coder:)` / `awakeFromNib()`, Swift and Objective-C
/// alike), for nib-load-recursion, and for the Swift scanner's choice to read a file again without skipping bodies.
///
/// Calls are followed only through the methods of the same class declared in the same file: a method declared in
/// another file ends its chain.
public struct CallGraph: Sendable {
    /// The recorded methods of each file, in source order (`DecodingEntryPoint.methodPosition` counts in it).
    private let methodsByFile: [String: [MethodCalls]]
    /// Per file and class, where each method is in the file's list: by name as called, and by Swift base name.
    private let lookups: [String: [String: ClassMethods]]

    private struct ClassMethods {
        /// The first method of each key (a name declared twice, in `#if` branches, is reached at its first body).
        var byKey: [String: Int] = [:]
        var byBaseName: [String: [Int]] = [:]
    }

    public init(_ methods: [MethodCalls]) {
        var byFile: [String: [MethodCalls]] = [:]
        for method in methods { byFile[method.file, default: []].append(method) }
        var lookups: [String: [String: ClassMethods]] = [:]
        for (file, fileMethods) in byFile {
            var classes: [String: ClassMethods] = [:]
            for (position, method) in fileMethods.enumerated() {
                if classes[method.className]?.byKey[method.method.key] == nil { classes[method.className, default: ClassMethods()].byKey[method.method.key] = position }
                if let baseName = method.method.baseName { classes[method.className, default: ClassMethods()].byBaseName[baseName, default: []].append(position) }
            }
            lookups[file] = classes
        }
        methodsByFile = byFile
        self.lookups = lookups
    }

    /// The methods `entry` (of class `className`, as declared) always calls on `self`, breadth first, up to three
    /// calls deep, each with the calls leading to it, by name (`["commonInit()", "loadContent()"]`).
    public func chains(from entry: DecodingEntryPoint, className: String) -> [[String]] {
        let fileMethods = methodsByFile[entry.location.file] ?? []
        let methods = lookups[entry.location.file]?[className] ?? ClassMethods()
        var chains: [[String]] = []
        var seen: Set<String> = []
        var readBodies: Set<Int> = entry.methodPosition.map { [$0] } ?? []
        var frontier: [(calls: [SelfCall], chain: [String])] = [(entry.calls, [])]
        for _ in 0..<3 where !frontier.isEmpty {
            var next: [(calls: [SelfCall], chain: [String])] = []
            for (calls, chain) in frontier {
                for call in calls {
                    let target = Self.target(of: call, among: methods)
                    guard seen.insert(target.map { fileMethods[$0].method.key } ?? call.key).inserted else { continue }
                    let name = target.map { fileMethods[$0].method.name } ?? call.name
                    chains.append(chain + [name])
                    if let target, readBodies.insert(target).inserted { next.append((fileMethods[target].calls, chain + [name])) }
                }
            }
            frontier = next
        }
        return chains
    }

    /// The method a call reaches: the one named exactly so, or (Swift, defaulted arguments left out) the only one
    /// with its base name; for Objective-C the first body of the selector.
    private static func target(of call: SelfCall, among methods: ClassMethods) -> Int? {
        guard let baseName = call.baseName else { return methods.byKey[call.key] }
        let sameBase = methods.byBaseName[baseName] ?? []
        // A method named exactly so has this base name too: the first of them is the first with the key.
        if let exact = methods.byKey[call.key], sameBase.contains(exact) { return exact }
        return sameBase.count == 1 ? sameBase[0] : nil
    }
}
