/// Text escaping shared by the XML reporters (Checkstyle, JUnit).
enum XMLText {
    /// `text` as XML character data or attribute value: markup characters and white space other than
    /// the space become references, and characters XML 1.0 cannot carry at all (most C0 controls,
    /// U+FFFE, U+FFFF) become U+FFFD, so the document stays well-formed whatever a file name holds.
    /// Character data (not attribute values) may keep its tabs and line feeds.
    static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            // Attribute-value normalization would turn raw tabs and line breaks into spaces.
            case "\t" where !keepingLineBreaks: output += "&#9;"
            case "\n" where !keepingLineBreaks: output += "&#10;"
            case "\r": output += "&#13;"
            case _ where !isXMLCharacter(scalar): output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    /// (Swift scalars are never surrogates).
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD: return true
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
