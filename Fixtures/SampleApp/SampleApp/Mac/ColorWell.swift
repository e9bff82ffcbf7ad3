import AppKit

/// A control of the Mac preferences window; the iOS color swatch xib names it by mistake.
final class ColorWell: NSColorWell {}
