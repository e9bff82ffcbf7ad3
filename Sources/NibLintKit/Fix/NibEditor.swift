import Foundation

/// Applies `NibFix`es to a nib's bytes, changing nothing else: a rename rewrites one attribute value
/// in place, a removal deletes the connection element (and the whole line when the element is alone
/// on it), and the `<connections>` element around it when it was the last one (Interface Builder writes
/// no empty one). Positions are those the parser reported, so edits never guess.
public enum NibEditor {
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
    }

    public static func apply(_ fixes: [NibFix], to bytes: [UInt8]) throws -> [UInt8] {
        let lineStarts = Self.lineStarts(bytes)
        // Edit from the end so earlier offsets stay valid.
        let ordered = fixes.sorted { ($0.line, $0.column) > ($1.line, $1.column) }
        var output = bytes
        for fix in ordered {
            guard fix.line >= 1, fix.line <= lineStarts.count else { throw Failure(message: "line \(fix.line) is not in the file") }
            let start = lineStarts[fix.line - 1] + fix.column - 1
            guard start < output.count, output[start] == UInt8(ascii: "<") else {
                throw Failure(message: "no element starts at \(fix.line):\(fix.column)")
            }
            guard let end = elementEnd(in: output, from: start) else { throw Failure(message: "the element at \(fix.line):\(fix.column) is not closed") }
            switch fix.change {
            case .rename(let attribute, let from, let to):
                guard let range = attributeValueRange(in: output, element: start..<end, attribute: attribute),
                      Array(output[range]) == Array(from.utf8) else {
                    throw Failure(message: "the element at \(fix.line):\(fix.column) has no \(attribute)=\"\(from)\"")
                }
                output.replaceSubrange(range, with: Array(escaped(to).utf8))
            case .remove:
                var removeStart = start, removeEnd = end
                let lineStart = lineStarts[fix.line - 1]
                let before = output[lineStart..<start]
                var lineEnd = end
                while lineEnd < output.count, output[lineEnd] == 0x20 || output[lineEnd] == 0x09 || output[lineEnd] == 0x0D { lineEnd += 1 }
                if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }), lineEnd == output.count || output[lineEnd] == 0x0A {
                    removeStart = lineStart
                    removeEnd = lineEnd < output.count ? lineEnd + 1 : lineEnd
                }
                output.removeSubrange(removeStart..<removeEnd)
                // Fixes run from the end, so the last one removed from a `<connections>` is its first child.
                if let empty = emptyConnectionsRange(in: output, at: removeStart) { output.removeSubrange(empty) }
            }
        }
        return output
    }

    /// The `<connections>…</connections>` element around `position` when only blanks are left in it, with its
    /// lines when it starts and ends them (the open and close tags on lines of their own, or both on one line).
    private static func emptyConnectionsRange(in bytes: [UInt8], at position: Int) -> Range<Int>? {
        let open = Array("<connections>".utf8), close = Array("</connections>".utf8)
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var before = position
        while before > 0, isBlank(bytes[before - 1]) { before -= 1 }
        var after = position
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        guard before >= open.count, Array(bytes[(before - open.count)..<before]) == open,
              after + close.count <= bytes.count, Array(bytes[after..<(after + close.count)]) == close else { return nil }
        var start = before - open.count, end = after + close.count
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D { lineEnd += 1 }
        if lineStart == 0 || bytes[lineStart - 1] == 0x0A, lineEnd == bytes.count || bytes[lineEnd] == 0x0A {
            start = lineStart
            end = lineEnd < bytes.count ? lineEnd + 1 : lineEnd
        }
        return start..<end
    }

    /// One past the `>` that ends the element starting at `start` (a connection is a single empty element).
    private static func elementEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                // Only empty elements are edited: `<outlet ... />`.
                return bytes[index - 1] == UInt8(ascii: "/") ? index + 1 : nil
            }
            index += 1
        }
        return nil
    }

    private static func attributeValueRange(in bytes: [UInt8], element: Range<Int>, attribute: String) -> Range<Int>? {
        let needle = Array(" \(attribute)=".utf8)
        var index = element.lowerBound
        while index + needle.count < element.upperBound {
            if Array(bytes[index..<(index + needle.count)]) == needle {
                let quote = bytes[index + needle.count]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
                let valueStart = index + needle.count + 1
                var valueEnd = valueStart
                while valueEnd < element.upperBound, bytes[valueEnd] != quote { valueEnd += 1 }
                return valueStart..<valueEnd
            }
            index += 1
        }
        return nil
    }

    private static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        return starts
    }
}

/// Writes fixed nibs atomically (a temporary file in the same folder, then a rename), one file at a time.
public enum FixWriter {
    /// Applies the fixes grouped by file; returns, per file, the fixes applied or why the file was left alone.
    public static func apply(_ fixes: [NibFix]) -> [(file: String, applied: [NibFix], failure: String?)] {
        let byFile = Dictionary(grouping: fixes, by: \.file)
        return byFile.keys.sorted().map { file in
            let fileFixes = byFile[file] ?? []
            do {
                let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
                let fixed = try NibEditor.apply(fileFixes, to: original)
                try Data(fixed).write(to: URL(fileURLWithPath: file), options: .atomic)
                return (file, fileFixes, nil)
            } catch let failure as NibEditor.Failure {
                return (file, [], failure.message)
            } catch {
                return (file, [], error.localizedDescription)
            }
        }
    }
}
