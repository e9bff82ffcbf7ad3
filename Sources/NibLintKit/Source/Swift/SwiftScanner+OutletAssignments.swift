#if canImport(Darwin)
import Darwin  // memchr
#elseif canImport(Glibc)
import Glibc  // memchr
#endif

/// The outlets a class's own code sets (`button = …`, `self.button = …`, `&button` passed `inout`), read from the bytes
/// after the main pass: unconnected-outlet does not ask a nib to connect an outlet the code fills itself.
extension SwiftDeclarationParser {
    /// The outlets of this file that the code of a class or extension of the file assigns itself: `self.button = …` or
    /// `button = …` at the start of a statement, inside its body (method bodies the lexer skipped included: the bytes are
    /// read, not the tokens). Only files that declare an outlet pay for the pass; one pass over the bytes, stopping at `=`.
    mutating func resolveOutletAssignments() {
        var outletNames: Set<String> = []
        for position in facts.classes.indices {
            for property in facts.classes[position].properties where property.isOutlet { outletNames.insert(property.name) }
        }
        guard !outletNames.isEmpty, !classBodies.isEmpty else { return }
        // The names' lengths and last bytes: most `=` are preceded by no outlet's name, ruled out before a string is made.
        var lengths = Set<Int>(), lastBytes = Set<UInt8>()
        for name in outletNames {
            lengths.insert(name.utf8.count)
            if let last = name.utf8.last { lastBytes.insert(last) }
        }
        let bytes = self.bytes
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        // `&x`: an outlet passed by address (rare; memchr finds each).
        var cursor = 1
        while cursor + 1 < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + cursor, Int32(UInt8(ascii: "&")), bytes.count - 1 - cursor) {
            cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            recordInoutArgument(at: cursor, outletNames: outletNames)
            cursor += 1
        }
        // Each `=`, found by memchr (a byte loop over every file that declares an outlet was most of this pass).
        cursor = 1
        while cursor + 1 < bytes.count {
            if let base = bytes.baseAddress, let found = memchr(base + cursor, Int32(UInt8(ascii: "=")), bytes.count - 1 - cursor) {
                cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            } else {
                break
            }
            defer { cursor += 1 }
            // A lone `=`: not `==`, `!=`, `<=`, `+=`, `=>`…
            let after = bytes[cursor + 1]
            guard after != UInt8(ascii: "="), after != UInt8(ascii: ">") else { continue }
            var end = cursor
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            var start = end
            guard end > 0, lastBytes.contains(bytes[end - 1]) else { continue }
            while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            guard start < end, lengths.contains(end - start) else { continue }
            var before = start
            while before > 0, isSpace(bytes[before - 1]) { before -= 1 }
            if before > 0, bytes[before - 1] == UInt8(ascii: ".") {
                // `self.button =`
                let selfEnd = before - 1
                guard selfEnd >= 4, bytes[selfEnd - 4] == UInt8(ascii: "s"), bytes[selfEnd - 3] == UInt8(ascii: "e"),
                      bytes[selfEnd - 2] == UInt8(ascii: "l"), bytes[selfEnd - 1] == UInt8(ascii: "f"),
                      selfEnd == 4 || !(Self.isIdentifierByte(bytes[selfEnd - 5]) || bytes[selfEnd - 5] == UInt8(ascii: ".")) else { continue }
            } else if before > 0 {
                // `button =` starting a statement (not `let button =`, `var button =`, `x.button =`, `f(a: b = …)`).
                let previous = bytes[before - 1]
                guard previous == 0x0A || previous == 0x0D || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";") || previous == UInt8(ascii: "}") else { continue }
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            guard outletNames.contains(name) else { continue }
            recordAssignedOutlet(name, at: cursor)
        }
    }

    /// `receiver.member = …` with a receiver other than `self` (`controller.splitView = …`, `cell.slider.delegate = self`
    /// assigns `delegate`): recorded by member name in every file, read from the bytes (strings and comments included,
    /// which can only hold an unconnected-outlet warning back). One memchr pass over the `=` of the file.
    mutating func resolveAssignmentsOnOtherObjects() {
        let bytes = self.bytes
        guard let base = bytes.baseAddress, bytes.count > 2 else { return }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var names: Set<String> = []
        var cursor = 1
        while cursor + 1 < bytes.count, let found = memchr(base + cursor, Int32(UInt8(ascii: "=")), bytes.count - 1 - cursor) {
            cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            defer { cursor += 1 }
            let after = bytes[cursor + 1]
            guard after != UInt8(ascii: "="), after != UInt8(ascii: ">") else { continue }
            var end = cursor
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0, Self.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            // `x.member`: a dot right before the name, and a receiver before the dot (a name, `)`, `]`, `?`, `!`).
            guard start < end, start >= 2, bytes[start - 1] == UInt8(ascii: "."), !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { continue }
            let receiverEnd = start - 1
            let last = bytes[receiverEnd - 1]
            guard Self.isIdentifierByte(last) || last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!") else { continue }
            var receiverStart = receiverEnd
            while receiverStart > 0, Self.isIdentifierByte(bytes[receiverStart - 1]) { receiverStart -= 1 }
            let isSelf = receiverEnd - receiverStart == 4 && bytes[receiverStart...].starts(with: "self".utf8)
                && (receiverStart == 0 || bytes[receiverStart - 1] != UInt8(ascii: "."))
            guard !isSelf else { continue }
            names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        facts.membersAssignedOnOtherObjects = names.sorted()
    }

    /// A byte of an identifier (ASCII letters, digits, `_`, and any byte of a non-ASCII character).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// `&button` / `&self.button` passed as an `inout` argument (after `(`, `,` or `:`): the callee sets the outlet.
    private mutating func recordInoutArgument(at ampersand: Int, outletNames: Set<String>) {
        var before = ampersand
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        guard before > 0, bytes[before - 1] == UInt8(ascii: "(") || bytes[before - 1] == UInt8(ascii: ",") || bytes[before - 1] == UInt8(ascii: ":") else { return }
        var start = ampersand + 1
        if bytes[start...].starts(with: "self.".utf8) { start += 5 }
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard end > start, end >= bytes.count || bytes[end] != UInt8(ascii: ".") else { return }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard outletNames.contains(name) else { return }
        recordAssignedOutlet(name, at: ampersand)
    }

    /// Records that the innermost class or extension body around byte `position` sets the outlet `name` itself.
    private mutating func recordAssignedOutlet(_ name: String, at position: Int) {
        var owner = -1
        var ownerOpen = -1
        for body in classBodies where body.open < position && (body.close < 0 || body.close > position) && body.open > ownerOpen {
            owner = body.classIndex
            ownerOpen = body.open
        }
        guard owner >= 0, !facts.classes[owner].assignedMembers.contains(name) else { return }
        facts.classes[owner].assignedMembers.append(name)
    }
}
