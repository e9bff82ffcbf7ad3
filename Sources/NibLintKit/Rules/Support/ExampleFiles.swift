/// Builders for the small nibs used in rule examples, so each example shows only what matters.
enum ExampleFiles {
    /// An iOS xib whose `<objects>` holds `objects`.
    static func iOSXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A macOS xib whose `<objects>` holds `objects`.
    static func macOSXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS storyboard whose `<scenes>` holds `scenes`.
    static func iOSStoryboard(_ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }
}
