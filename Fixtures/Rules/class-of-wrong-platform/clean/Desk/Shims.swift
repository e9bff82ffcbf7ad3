import AppKit

/// A cross-platform shim of the Mac target: iOS nibs keep meaning UIKit's UILabel.
class UILabel: NSTextField {}
