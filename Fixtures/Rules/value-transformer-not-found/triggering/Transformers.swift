import Foundation

@objc(LogLevelTransformer) class LogLevelTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSString.self }
}

/// No @objc(Name): its runtime name is "Prefs.ColorStringTransformer".
class ColorStringTransformer: ValueTransformer {}
