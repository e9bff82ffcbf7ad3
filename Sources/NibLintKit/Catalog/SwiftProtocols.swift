/// Protocols of the Swift standard library, Foundation's Swift overlay, Combine, Observation and SwiftUI that a Swift
/// class may name first in its inheritance clause (`final class Prefs: ObservableObject`): such a class has no superclass,
/// so it is no Objective-C class at all. From the documentation of each framework (developer.apple.com/documentation:
/// Swift, Foundation, Combine, Observation, SwiftUI), the protocols a class commonly adopts; a name of this list that a
/// project declares as a class of its own is still read as that class first (`ProjectIndex.step` looks at the sources).
enum SwiftProtocols {
    static let standard: Set<String> = [
        // Swift standard library.
        "AnyObject", "Equatable", "Hashable", "Comparable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "CustomReflectable", "CustomPlaygroundDisplayConvertible", "Sendable", "Error", "CaseIterable", "RawRepresentable", "Sequence",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "IteratorProtocol", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral",
        "TextOutputStream", "TextOutputStreamable", "Actor", "GlobalActor", "AsyncSequence", "AsyncIteratorProtocol",
        // Foundation's Swift protocols.
        "Codable", "Encodable", "Decodable", "LocalizedError", "RecoverableError", "CustomNSError", "ReferenceConvertible",
        // Combine, Observation.
        "ObservableObject", "Publisher", "Subscriber", "Subject", "Cancellable", "Scheduler", "Observable",
        // SwiftUI.
        "View", "App", "Scene", "ViewModifier", "DynamicProperty", "PreviewProvider", "UIViewRepresentable",
        "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable", "Shape", "ButtonStyle",
    ]
}
