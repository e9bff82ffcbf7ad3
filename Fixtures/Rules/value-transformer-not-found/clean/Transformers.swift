import Foundation

@objc(SpeedTransformer) class SpeedTransformer: ValueTransformer {}
class VolumeTransformer: ValueTransformer {}
class SizeTransformer: ValueTransformer {}

extension NSValueTransformerName {
    static let size = NSValueTransformerName("SizeTransformerName")
}

enum Transformers {
    static func register() {
        ValueTransformer.setValueTransformer(VolumeTransformer(), forName: NSValueTransformerName(rawValue: "VolumeTransformerName"))
        ValueTransformer.setValueTransformer(SizeTransformer(), forName: .size)
    }
}
