import Foundation

/// The unified diff (`diff -u`, three lines of context) between two versions of a file, for `--fix --dry-run`:
/// what `--fix` would write, readable and appliable with `git apply` or `patch -p1`.
public enum UnifiedDiff {
    /// "" when the two are equal; `name` is the path shown after `a/` and `b/`.
    public static func make(old: [UInt8], new: [UInt8], name: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .equal }) else { return "" }
        var output = "--- a/\(name)\n+++ b/\(name)\n"
        // Hunks: runs of changes with `context` equal lines around, merged when their contexts touch.
        var index = 0
        while index < script.count {
            guard script[index].kind != .equal else { index += 1; continue }
            var start = index
            var equalsBefore = 0
            while start > 0, script[start - 1].kind == .equal, equalsBefore < context { start -= 1; equalsBefore += 1 }
            var end = index
            while end < script.count {
                if script[end].kind != .equal { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .equal { run += 1 }
                if run == script.count || run - end > 2 * context { end = min(end + context, script.count); break }
                end = run
            }
            let hunk = script[start..<end]
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0, newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .equal: output += " " + text(a[step.oldIndex])
                case .delete: output += "-" + text(a[step.oldIndex])
                case .insert: output += "+" + text(b[step.newIndex])
                }
            }
            index = end
        }
        return output
    }

    struct Step {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        /// Positions in the old and new lines (for an insert, `oldIndex` is where it goes; for a delete, `newIndex`).
        var oldIndex: Int
        var newIndex: Int
    }

    /// `-l,s` as diff writes it: 1-based start, `l` alone for one line, and `l-1,0` for an empty range.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return string.hasSuffix("\n") ? string : string + "\n\\ No newline at end of file\n"
    }

    /// Lines with their `\n`.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The shortest edit script (Myers' O((N+M)D) algorithm) between the common prefix and suffix, which are kept.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x0 = prefix, n = a.count - prefix - suffix, m = b.count - prefix - suffix
        var steps = (0..<prefix).map { Step(kind: .equal, oldIndex: $0, newIndex: $0) }
        // Forward passes, keeping each round's furthest points for the walk back.
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = n == 0 && m == 0
        var distance = 0
        while !found {
            trace.append(furthest)
            for k in stride(from: -distance, through: distance, by: 2) {
                var x = k == -distance || (k != distance && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x0 + x] == b[x0 + y] { x += 1; y += 1 }
                furthest[offset + k] = x
                if x >= n, y >= m { found = true; break }
            }
            if !found { distance += 1 }
        }
        // Walk back from (n, m).
        var middle: [Step] = []
        var x = n, y = m
        for d in stride(from: distance, to: 0, by: -1) {
            let previous = d < trace.count ? trace[d] : furthest
            let k = x - y
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[offset + previousK], previousY = previousX - previousK
            while x > previousX + (down ? 0 : 1), y > previousY + (down ? 1 : 0) {
                x -= 1; y -= 1
                middle.append(Step(kind: .equal, oldIndex: x0 + x, newIndex: x0 + y))
            }
            if down { y -= 1; middle.append(Step(kind: .insert, oldIndex: x0 + x, newIndex: x0 + y)) }
            else { x -= 1; middle.append(Step(kind: .delete, oldIndex: x0 + x, newIndex: x0 + y)) }
        }
        while x > 0, y > 0 { x -= 1; y -= 1; middle.append(Step(kind: .equal, oldIndex: x0 + x, newIndex: x0 + y)) }
        steps += middle.reversed()
        steps += (0..<suffix).map { Step(kind: .equal, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return steps
    }
}

/// `--fix --dry-run`: the diff of each nib the fixes would change, in file order, without writing.
public enum FixPreview {
    /// Per file: its diff ("" when it could not be fixed) and why not. `display`: the path shown in the diff.
    public static func diffs(_ fixes: [NibFix], display: (String) -> String) -> [(file: String, diff: String, failure: String?)] {
        let byFile = Dictionary(grouping: fixes, by: \.file)
        return byFile.keys.sorted().map { file in
            guard let data = FileManager.default.contents(atPath: file) else { return (file, "", "cannot read it") }
            let original = [UInt8](data)
            do {
                let fixed = try NibEditor.apply(byFile[file] ?? [], to: original)
                return (file, UnifiedDiff.make(old: original, new: fixed, name: display(file)), nil)
            } catch let failure as NibEditor.Failure {
                return (file, "", failure.message)
            } catch {
                return (file, "", "\(error)")
            }
        }
    }
}
