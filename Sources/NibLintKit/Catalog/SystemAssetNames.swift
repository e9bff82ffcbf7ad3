/// Images and colours the system provides by name, which no asset catalog of a project has.
enum SystemAssetNames {
    /// AppKit's named images: the `NSImage.Name` constants (`NSImageNameActionTemplate`, …) of `NSImage.h` in the
    /// macOS SDK, whose string values are the constant names without `ImageName` ("NSImageNameBonjour is
    /// @"NSBonjour". This is documented so that images can be used by name in Interface Builder." — NSImage.h).
    /// A nib names them by that value (`<buttonCell image="NSAddTemplate">`).
    static let appKitImages: Set<String> = Set(appKitImageConstants.map { "NS" + $0 })

    /// The constants' names after `NSImageName`, as NSImage.h declares them.
    private static let appKitImageConstants: [String] = [
        "ActionTemplate", "AddTemplate", "Advanced", "ApplicationIcon", "BluetoothTemplate", "Bonjour", "BookmarksTemplate", "Caution",
        "ColorPanel", "ColumnViewTemplate", "Computer", "DotMac", "EnterFullScreenTemplate", "Everyone", "ExitFullScreenTemplate",
        "FlowViewTemplate", "Folder", "FolderBurnable", "FolderSmart", "FollowLinkFreestandingTemplate", "FontPanel", "GoBackTemplate",
        "GoForwardTemplate", "GoLeftTemplate", "GoRightTemplate", "HomeTemplate", "IChatTheaterTemplate", "IconViewTemplate", "Info",
        "InvalidDataFreestandingTemplate", "LeftFacingTriangleTemplate", "ListViewTemplate", "LockLockedTemplate", "LockUnlockedTemplate",
        "MenuMixedStateTemplate", "MenuOnStateTemplate", "MobileMe", "MultipleDocuments", "Network", "PathTemplate", "PreferencesGeneral",
        "QuickLookTemplate", "RefreshFreestandingTemplate", "RefreshTemplate", "RemoveTemplate", "RevealFreestandingTemplate",
        "RightFacingTriangleTemplate", "ShareTemplate", "SlideshowTemplate", "SmartBadgeTemplate", "StatusAvailable", "StatusNone",
        "StatusPartiallyAvailable", "StatusUnavailable", "StopProgressFreestandingTemplate", "StopProgressTemplate",
        "TouchBarAddDetailTemplate", "TouchBarAddTemplate", "TouchBarAlarmTemplate", "TouchBarAudioInputMuteTemplate",
        "TouchBarAudioInputTemplate", "TouchBarAudioOutputMuteTemplate", "TouchBarAudioOutputVolumeHighTemplate",
        "TouchBarAudioOutputVolumeLowTemplate", "TouchBarAudioOutputVolumeMediumTemplate", "TouchBarAudioOutputVolumeOffTemplate",
        "TouchBarBookmarksTemplate", "TouchBarColorPickerFill", "TouchBarColorPickerFont", "TouchBarColorPickerStroke",
        "TouchBarCommunicationAudioTemplate", "TouchBarCommunicationVideoTemplate", "TouchBarComposeTemplate", "TouchBarDeleteTemplate",
        "TouchBarDownloadTemplate", "TouchBarEnterFullScreenTemplate", "TouchBarExitFullScreenTemplate", "TouchBarFastForwardTemplate",
        "TouchBarFolderCopyToTemplate", "TouchBarFolderMoveToTemplate", "TouchBarFolderTemplate", "TouchBarGetInfoTemplate",
        "TouchBarGoBackTemplate", "TouchBarGoDownTemplate", "TouchBarGoForwardTemplate", "TouchBarGoUpTemplate", "TouchBarHistoryTemplate",
        "TouchBarIconViewTemplate", "TouchBarListViewTemplate", "TouchBarMailTemplate", "TouchBarNewFolderTemplate",
        "TouchBarNewMessageTemplate", "TouchBarOpenInBrowserTemplate", "TouchBarPauseTemplate", "TouchBarPlayheadTemplate",
        "TouchBarPlayPauseTemplate", "TouchBarPlayTemplate", "TouchBarQuickLookTemplate", "TouchBarRecordStartTemplate",
        "TouchBarRecordStopTemplate", "TouchBarRefreshTemplate", "TouchBarRemoveTemplate", "TouchBarRewindTemplate",
        "TouchBarRotateLeftTemplate", "TouchBarRotateRightTemplate", "TouchBarSearchTemplate", "TouchBarShareTemplate",
        "TouchBarSidebarTemplate", "TouchBarSkipAhead15SecondsTemplate", "TouchBarSkipAhead30SecondsTemplate", "TouchBarSkipAheadTemplate",
        "TouchBarSkipBack15SecondsTemplate", "TouchBarSkipBack30SecondsTemplate", "TouchBarSkipBackTemplate", "TouchBarSkipToEndTemplate",
        "TouchBarSkipToStartTemplate", "TouchBarSlideshowTemplate", "TouchBarTagIconTemplate", "TouchBarTextBoldTemplate",
        "TouchBarTextBoxTemplate", "TouchBarTextCenterAlignTemplate", "TouchBarTextItalicTemplate", "TouchBarTextJustifiedAlignTemplate",
        "TouchBarTextLeftAlignTemplate", "TouchBarTextListTemplate", "TouchBarTextRightAlignTemplate", "TouchBarTextStrikethroughTemplate",
        "TouchBarTextUnderlineTemplate", "TouchBarUserAddTemplate", "TouchBarUserGroupTemplate", "TouchBarUserTemplate",
        "TouchBarVolumeDownTemplate", "TouchBarVolumeUpTemplate", "TrashEmpty", "TrashFull", "User", "UserAccounts", "UserGroup", "UserGuest",
    ]

    /// Whether AppKit may provide an image of that name that is not a public constant: AppKit has private named
    /// images (`NSMenuCheckmark`, `NSSwitch`, …), all `NS`-prefixed, so such a name is not judged.
    static func mayBePrivateAppKitImage(_ name: String) -> Bool {
        guard name.hasPrefix("NS"), let third = name.dropFirst(2).first else { return false }
        return third.isUppercase
    }

    /// UIKit's and AppKit's system colours by the names a nib gives them. Current nibs mark them
    /// (`<color … catalog="System">`, `systemColor=`), which the parser leaves out; these names are for a
    /// `<color name=…>` without the mark. From the `UIColor` / `NSColor` class properties (UIKit/UIColor.h,
    /// AppKit/NSColor.h): the property name with `Color` after it.
    static let colors: Set<String> = Set([
        // UIKit
        "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
        "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "tint", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText", "groupTableViewBackground",
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown",
        "clear",
        // AppKit
        "text", "textBackground", "selectedText", "selectedTextBackground", "keyboardFocusIndicator", "unemphasizedSelectedText",
        "unemphasizedSelectedTextBackground", "selectedContentBackground", "unemphasizedSelectedContentBackground",
        "selectedMenuItemText", "grid", "headerText", "alternatingContentBackground", "controlAccent", "control", "controlBackground",
        "controlText", "disabledControlText", "selectedControl", "selectedControlText", "alternateSelectedControlText",
        "scrubberTexturedBackground", "windowBackground", "windowFrameText", "underPageBackground", "findHighlight", "highlight",
        "shadow", "controlHighlight", "controlLightHighlight", "controlShadow", "controlDarkShadow", "scrollBar", "knob",
        "selectedKnob", "windowFrame", "selectedMenuItem", "header", "secondarySelectedControl", "alternateSelectedControl",
        "textInsertionPoint",
    ].map { $0 + "Color" })
}
