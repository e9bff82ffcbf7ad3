#!/usr/bin/env python3
"""Generate Sources/NibLintKit/Catalog/FrameworkCatalogData.swift from Apple SDK headers.

The catalog lists, per platform, the Objective-C classes Interface Builder documents can
refer to (name + superclass), their property names and instance-method selectors
(including categories from any scanned header and adopted protocols), and the map from
IB XML element names to classes. Only names are emitted; no header text is copied.

Header sources (public GitHub copies of the SDKs; headers are NOT committed):

  iOS:   github.com/theos/sdks @ 4af4cb1d02b6b8c6046db70851f70ca186b8bd73,
         folder iPhoneOS16.5.sdk (its SDKSettings.json says "iOS 16.4").
  macOS: github.com/hexops/sdk-macos-13.3 @ 1615cd09b3a42ae590e05e63251a0e9fbc47bab5,
         folder root/ (macOS SDK 13.3). That minimal SDK has no macOS SceneKit or
         Quartz/ImageKit headers: SceneKit is taken from its iOSSupport (Mac Catalyst)
         copy, with UIView superclasses rewritten to NSView; IKImageView is absent.

Extracting the headers (one flat folder per framework) from bare git copies of those repos:

  extract() {  # extract GITDIR PATH-PREFIX OUTDIR FRAMEWORK...
    gd=$1; pre=$2; out=$3; shift 3
    for fw in "$@"; do
      mkdir -p "$out/$fw"
      git --git-dir="$gd" ls-tree -r --name-only HEAD -- "$pre" \\
        | grep -E "/$fw\\.framework/(Versions/[A-Z]/)?Headers/[^/]+\\.h$" \\
        | while read -r p; do git --git-dir="$gd" show "HEAD:$p" > "$out/$fw/$(basename "$p")"; done
    done
  }
  extract THEOS_GITDIR iPhoneOS16.5.sdk /tmp/catalog-sdk/ios \\
      UIKit WebKit MapKit AVKit SceneKit SpriteKit MetalKit GLKit ARKit SafariServices Foundation \\
      GameController PhotosUI ContactsUI MessageUI StoreKit PencilKit AuthenticationServices QuickLook \\
      PDFKit EventKitUI GameKit IntentsUI LinkPresentation MediaPlayer ReplayKit VisionKit AddressBookUI \\
      CoreLocationUI HealthKitUI iAd Messages
  extract HEXOPS_GITDIR root/System/Library /tmp/catalog-sdk/macos \\
      AppKit MapKit AVKit SpriteKit MetalKit GLKit PDFKit QuickLookUI Quartz ImageKit Foundation \\
      GameController PhotosUI ContactsUI StoreKit LinkPresentation ReplayKit ScreenSaver Automator \\
      IOBluetoothUI SecurityInterface DiscRecordingUI OSAKit InputMethodKit IntentsUI CoreAudioKit \\
      FileProviderUI PencilKit
  extract HEXOPS_GITDIR root/System/Cryptexes/OS/System/Library /tmp/catalog-sdk/macos \\
      WebKit AuthenticationServices SafariServices
  extract HEXOPS_GITDIR root/System/iOSSupport/System/Library /tmp/catalog-sdk/macos SceneKit
  # the root class NSObject is declared in usr/include/objc/NSObject.h:
  mkdir -p /tmp/catalog-sdk/ios/objc /tmp/catalog-sdk/macos/objc
  git --git-dir=THEOS_GITDIR show HEAD:iPhoneOS16.5.sdk/usr/include/objc/NSObject.h \
      > /tmp/catalog-sdk/ios/objc/NSObject.h
  git --git-dir=HEXOPS_GITDIR show HEAD:root/usr/include/objc/NSObject.h \
      > /tmp/catalog-sdk/macos/objc/NSObject.h

(WebKit and SafariServices live under System/Cryptexes/OS in the iOS 16 SDK too; the
prefix iPhoneOS16.5.sdk covers both.)

Running:

  python3 Scripts/generate-catalog.py \\
      --ios-headers /tmp/catalog-sdk/ios --macos-headers /tmp/catalog-sdk/macos \\
      --out Sources/NibLintKit/Catalog/FrameworkCatalogData.swift

Each --*-headers folder holds one subfolder per framework (named like the framework, plus
"objc" for objc/NSObject.h) with its .h files; a framework folder that is missing or empty is skipped. Output is sorted and
deterministic. Elements of HARVESTED_ELEMENTS that cannot be mapped are printed to stderr.

The output is four sorted tables per platform (see emit()), which niblint searches in place
(binary search over the bytes of a StaticString): a lint does not parse the catalog.

  python3 Scripts/generate-catalog.py --reindex Sources/NibLintKit/Catalog/FrameworkCatalogData.swift

rewrites an existing data file in the current output format without the headers (it reads the
tables back, or the older `class`/`p`/`m`/`element` text), keeping its source line.

  python3 Scripts/generate-catalog.py --scan-nibs GITDIR...

re-harvests element names from the .xib/.storyboard files of bare git repositories (every
element that carries an id inside <objects>, minus connections) and prints them, to refresh
HARVESTED_ELEMENTS below.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

SOURCE_LINE = (
    "// Source: github.com/theos/sdks @ 4af4cb1d02b6b8c6046db70851f70ca186b8bd73 (iPhoneOS16.5.sdk) + "
    "github.com/hexops/sdk-macos-13.3 @ 1615cd09b3a42ae590e05e63251a0e9fbc47bab5; "
    "iOS SDK 16.4, macOS SDK 13.3."
)

# ---------------------------------------------------------------------------------------------
# Platform configuration

PLATFORMS = {
    "ios": {
        "primary": ["UIKit"],
        "secondary": ["WebKit", "MapKit", "AVKit", "SceneKit", "SpriteKit", "MetalKit", "GLKit",
                      "ARKit", "SafariServices",
                      # issue 22: every other framework whose view or view controller classes a nib can name
                      "GameController", "PhotosUI", "ContactsUI", "MessageUI", "StoreKit", "PencilKit",
                      "AuthenticationServices", "QuickLook", "PDFKit", "EventKitUI", "GameKit", "IntentsUI",
                      "LinkPresentation", "MediaPlayer", "ReplayKit", "VisionKit", "AddressBookUI",
                      "CoreLocationUI", "HealthKitUI", "iAd", "Messages"],
        "foundation": "Foundation",
        # macros considered true (1); every other identifier in #if evaluates to 0
        "true_macros": {"TARGET_OS_IPHONE", "TARGET_OS_IOS", "TARGET_OS_EMBEDDED", "__OBJC__",
                        "__OBJC2__", "__LP64__", "MK_SUPPORTS_VIEW_CLASSES",
                        "UIKIT_HAS_UIFOUNDATION_SYMBOLS", "SCN_ENABLE_METAL", "SCN_ENABLE_OPENGL",
                        "SKVIEW_AVAILABLE", "PDFKIT_PLATFORM_IOS", "JSC_OBJC_API_ENABLED",
                        "TARGET_ABI_USES_IOS_VALUES", "__arm64__", "__clang__"},
        # API_UNAVAILABLE(...) lists that remove a declaration: all of one tuple's platforms
        # must be listed (the iOS catalog also serves tvOS)
        "unavailable_if": [("ios", "tvos")],
        "class_prefix": "UI",
        "view_class": "UIView",
    },
    "macos": {
        "primary": ["AppKit"],
        "secondary": ["WebKit", "MapKit", "AVKit", "SceneKit", "SpriteKit", "MetalKit", "GLKit",
                      "PDFKit", "QuickLookUI", "Quartz", "ImageKit",
                      # issue 22: every other framework whose view or view controller classes a nib can name
                      "GameController", "PhotosUI", "ContactsUI", "StoreKit", "LinkPresentation", "ReplayKit",
                      "ScreenSaver", "Automator", "IOBluetoothUI", "SecurityInterface", "DiscRecordingUI",
                      "OSAKit", "InputMethodKit", "IntentsUI", "CoreAudioKit", "FileProviderUI", "PencilKit",
                      "AuthenticationServices", "SafariServices"],
        # (MediaPlayer is left out on macOS: its headers declare MPVolumeView and the movie player controllers
        # for iOS only, with availability macros this script does not read.)
        "foundation": "Foundation",
        "true_macros": {"TARGET_OS_OSX", "TARGET_OS_MAC", "__OBJC__", "__OBJC2__", "__LP64__",
                        "MK_SUPPORTS_VIEW_CLASSES", "SCN_ENABLE_METAL", "SCN_ENABLE_OPENGL",
                        "SKVIEW_AVAILABLE", "PDFKIT_PLATFORM_OSX", "JSC_OBJC_API_ENABLED",
                        "__x86_64__", "__clang__"},
        "unavailable_if": [("macos",), ("macosx",), ("osx",)],
        "class_prefix": "NS",
        "view_class": "NSView",
    },
}

# Foundation classes always included on macOS besides NSObject (they appear in macOS nibs);
# every Foundation subclass of NSFormatter is added too.
MACOS_FOUNDATION_SEEDS = ["NSObject", "NSFormatter", "NSNumberFormatter", "NSDateFormatter",
                          "NSByteCountFormatter", "NSUndoManager"]
IOS_FOUNDATION_SEEDS = ["NSObject"]

# Classes included from secondary frameworks even if they do not descend from a UIKit/AppKit class.
SECONDARY_EXTRA = {"ios": [], "macos": []}

# Action selectors that are dispatched through the responder chain but are not declared in
# any public header (NSWindow/NSTextView implement them privately).
EXTRA_METHODS = {
    "ios": {},
    "macos": {"NSResponder": ["undo:", "redo:"]},
}

# WatchKit's interface classes, written by hand: the SDK copies above have no watchOS headers, and a watchKit
# storyboard (targetRuntime="watchKit") is read with the iOS catalog (NibParser: every runtime but Cocoa is iOS).
# Facts from Apple's WatchKit documentation (developer.apple.com/documentation/watchkit, the class pages of
# WKInterfaceController, WKUserNotificationInterfaceController and WKInterfaceObject and its subclasses; the two
# hosting controllers are SwiftUI's, developer.apple.com/documentation/swiftui/wkhostingcontroller) and the
# watchOS 3.1 API diffs (developer.apple.com/library/content/releasenotes/General/watchOS31APIDiffs/Swift/WatchKit.html). Selectors in their Objective-C form. Row controllers of a
# WKInterfaceTable are the app's own NSObject subclasses: there is no WKInterfaceTableRow class.
# name: (superclass, properties, methods); merged into the iOS facts by build_platform and --reindex.
_WK_OBJECT_SETTERS = ["setHidden:", "setAlpha:", "setSemanticContentAttribute:", "setHorizontalAlignment:",
                      "setVerticalAlignment:", "setWidth:", "setHeight:", "setRelativeWidth:withAdjustment:",
                      "setRelativeHeight:withAdjustment:", "sizeToFitWidth", "sizeToFitHeight"]
HAND_CLASSES = {"ios": {
    "WKInterfaceObject": ("NSObject", ["interfaceProperty"], _WK_OBJECT_SETTERS),
    "WKInterfaceController": ("NSObject",
        ["contentFrame", "contentSafeAreaInsets", "crownSequencer", "systemMinimumLayoutMargins",
         "tableScrollingHapticFeedbackEnabled"],
        ["init", "awakeWithContext:", "willActivate", "didDeactivate", "didAppear", "willDisappear",
         "pickerDidFocus:", "pickerDidResignFocus:", "pickerDidSettle:", "table:didSelectRowAtIndex:",
         "handleActionWithIdentifier:forNotification:", "handleUserActivity:", "setTitle:",
         "pushControllerWithName:context:", "popController", "popToRootController", "becomeCurrentPage",
         "presentControllerWithName:context:", "presentControllerWithNames:contexts:", "dismissController",
         "presentTextInputControllerWithSuggestions:allowedInputMode:completion:",
         "presentTextInputControllerWithSuggestionsForLanguage:allowedInputMode:completion:",
         "dismissTextInputController", "presentMediaPlayerControllerWithURL:options:completion:",
         "dismissMediaPlayerController", "presentAlertControllerWithTitle:message:preferredStyle:actions:",
         "contextForSegueWithIdentifier:", "contextsForSegueWithIdentifier:",
         "contextForSegueWithIdentifier:inTable:rowIndex:", "contextsForSegueWithIdentifier:inTable:rowIndex:",
         "addMenuItemWithImage:title:action:", "addMenuItemWithImageNamed:title:action:",
         "addMenuItemWithItemIcon:title:action:", "clearAllMenuItems", "animateWithDuration:animations:",
         "animateWithDuration:animations:completion:", "scrollToObject:atScrollPosition:animated:",
         "interfaceDidScrollToTop", "interfaceOffsetDidScrollToTop", "interfaceOffsetDidScrollToBottom",
         "updateUserActivity:userInfo:webpageURL:", "invalidateUserActivity"]),
    "WKUserNotificationInterfaceController": ("WKInterfaceController", ["notificationActions"],
        ["didReceiveNotification:", "didReceiveNotification:withCompletion:",
         "suggestionsForResponseToActionWithIdentifier:forNotification:inputLanguage:",
         "performNotificationDefaultAction", "performDismissAction"]),
    "WKHostingController": ("WKInterfaceController", ["body"], ["updateBodyIfNeeded", "setNeedsBodyUpdate"]),
    "WKUserNotificationHostingController": ("WKUserNotificationInterfaceController",
        ["body", "notificationActions"], ["updateBodyIfNeeded", "setNeedsBodyUpdate"]),
    "WKInterfaceLabel": ("WKInterfaceObject", [], ["setText:", "setTextColor:", "setAttributedText:"]),
    "WKInterfaceButton": ("WKInterfaceObject", [],
        ["setTitle:", "setAttributedTitle:", "setBackgroundColor:", "setBackgroundImage:", "setBackgroundImageData:",
         "setBackgroundImageNamed:", "setEnabled:"]),
    "WKInterfaceImage": ("WKInterfaceObject", [],
        ["setImage:", "setImageData:", "setImageNamed:", "setTintColor:", "startAnimating",
         "startAnimatingWithImagesInRange:duration:repeatCount:", "stopAnimating"]),
    "WKInterfaceGroup": ("WKInterfaceObject", [],
        ["setBackgroundColor:", "setBackgroundImage:", "setBackgroundImageData:", "setBackgroundImageNamed:",
         "setContentInset:", "setCornerRadius:", "startAnimating",
         "startAnimatingWithImagesInRange:duration:repeatCount:", "stopAnimating"]),
    "WKInterfaceTable": ("WKInterfaceObject", ["numberOfRows"],
        ["setRowTypes:", "setNumberOfRows:withRowType:", "rowControllerAtIndex:", "insertRowsAtIndexes:withRowType:",
         "removeRowsAtIndexes:", "scrollToRowAtIndex:", "performSegueForRow:"]),
    "WKInterfaceSeparator": ("WKInterfaceObject", [], ["setColor:"]),
    "WKInterfaceSwitch": ("WKInterfaceObject", [],
        ["setTitle:", "setAttributedTitle:", "setEnabled:", "setOn:", "setColor:"]),
    "WKInterfaceSlider": ("WKInterfaceObject", [],
        ["setEnabled:", "setValue:", "setColor:", "setNumberOfSteps:"]),
    "WKInterfaceDate": ("WKInterfaceObject", [], ["setTextColor:", "setTimeZone:", "setCalendar:"]),
    "WKInterfaceTimer": ("WKInterfaceObject", [], ["setTextColor:", "setDate:", "start", "stop"]),
    "WKInterfaceMap": ("WKInterfaceObject", [],
        ["setVisibleMapRect:", "setRegion:", "addAnnotation:withImage:centerOffset:",
         "addAnnotation:withImageNamed:centerOffset:", "addAnnotation:withPinColor:", "removeAllAnnotations",
         "setShowsUserHeading:", "setShowsUserLocation:", "setUserTrackingMode:animated:"]),
    "WKInterfacePicker": ("WKInterfaceObject", [],
        ["focus", "resignFocus", "setSelectedItemIndex:", "setItems:", "setCoordinatedAnimations:", "setEnabled:"]),
    "WKInterfaceMovie": ("WKInterfaceObject", [],
        ["setMovieURL:", "setVideoGravity:", "setLoops:", "setPosterImage:"]),
    "WKInterfaceInlineMovie": ("WKInterfaceObject", [],
        ["setMovieURL:", "setVideoGravity:", "setLoops:", "setLoopsVideo:", "setPosterImage:", "setAutoplays:",
         "playFromBeginning", "play", "pause"]),
    "WKInterfaceSKScene": ("WKInterfaceObject",
        ["paused", "scene", "preferredFramesPerSecond"],
        ["presentScene:", "presentScene:transition:", "textureFromNode:", "textureFromNode:crop:"]),
    "WKInterfaceSCNScene": ("WKInterfaceObject", ["preferredFramesPerSecond", "antialiasingMode", "snapshot"], []),
    "WKInterfaceActivityRing": ("WKInterfaceObject", [], ["setActivitySummary:animated:"]),
    "WKInterfaceHMCamera": ("WKInterfaceObject", [], ["setMediaSource:"]),
    "WKInterfacePaymentButton": ("WKInterfaceObject", [], []),
    "WKInterfaceTextField": ("WKInterfaceObject", [],
        ["setText:", "setAttributedText:", "setPlaceholder:", "setAttributedPlaceholder:", "setTextColor:",
         "setEnabled:", "setTextContentType:"]),
    "WKInterfaceVolumeControl": ("WKInterfaceObject", [], ["setTintColor:", "focus", "resignFocus"]),
    "WKInterfaceAuthorizationAppleIDButton": ("WKInterfaceObject", [], ["initWithTarget:action:"]),
}, "macos": {}}


def add_hand_classes(plat, facts):
    """Adds HAND_CLASSES[plat] to a platform's facts (a class already there gains the members)."""
    for name, (sup, props, meths) in HAND_CLASSES[plat].items():
        old = facts.get(name, (sup, set(), set()))
        facts[name] = (old[0], set(old[1]) | set(props), set(old[2]) | set(meths))

# ---------------------------------------------------------------------------------------------
# Interface Builder element names.
# HARVESTED_ELEMENTS: element names carrying an id inside <objects> in the .xib/.storyboard files
# of AdamMc331/FoodTracker, iina/iina, Automattic/pocket-casts-ios, videolan/vlc-ios,
# duckduckgo/iOS, sequelpro/sequelpro, transmission/transmission, rxhanson/Rectangle,
# sparkle-project/Sparkle, MacDownApp/macdown (see --scan-nibs).
HARVESTED_ELEMENTS = {
    "ios": """
activityIndicatorView barButtonItem button collectionReusableView collectionView
collectionViewCell collectionViewCellContentView collectionViewController collectionViewFlowLayout
collectionViewLayout constraint containerView datePicker exit hostingController imageView label
navigationBar navigationController navigationItem panGestureRecognizer placeholder
pongPressGestureRecognizer progressView scrollView segmentedControl slider stackView switch tabBar
tabBarController tableView tableViewCell tableViewCellContentView tableViewController
tableViewSection tapGestureRecognizer textField textView toolbar view viewController
viewControllerLayoutGuide viewControllerPlaceholder viewLayoutGuide visualEffectView wkWebView
""".split(),
    "macos": """
actionCell application arrayController box button buttonCell clipView collectionView
collectionViewFlowLayout collectionViewItem colorWell comboBox comboBoxCell constraint control
customObject customView dateFormatter datePicker datePickerCell imageCell imageView
levelIndicatorCell matrix menu menuItem numberFormatter outlineView pathCell pathControl popUpButton
popUpButtonCell popover predicateEditor predicateEditorRowTemplate progressIndicator ruleEditor
scrollView scroller searchField searchFieldCell secureTextField secureTextFieldCell segmentedCell
segmentedControl slider sliderCell splitView stackView stepper stepperCell switch tabView
tabViewController tabViewItem tableCellView tableColumn tableHeaderView tableView textField
textFieldCell textView tokenField tokenFieldCell toolbar toolbarItem touchBar touchBarItem
touchBarPopoverItem touchBarSpacerItem treeController userDefaultsController view viewController
viewLayoutGuide visualEffectView webView window windowController
""".split(),
}

# Further element names Interface Builder writes (object library), mapped when the SDK has them.
KNOWN_ELEMENTS = {
    "ios": """
activityIndicatorView arscnView arskView avPlayerViewController avRoutePickerView barButtonItem
button collectionReusableView collectionView collectionViewCell collectionViewController
collectionViewFlowLayout collectionViewLayout colorWell containerView customObject datePicker
glkView glkViewController hostingController hoverGestureRecognizer imageView label mapView menu
mtkView navigationBar navigationController navigationItem pageControl pageViewController
panGestureRecognizer pickerView pinchGestureRecognizer pongPressGestureRecognizer progressView
refreshControl rotationGestureRecognizer sceneKitView screenEdgePanGestureRecognizer scrollView
searchBar searchDisplayController segmentedControl skView slider splitViewController stackView
stepper swipeGestureRecognizer switch tabBar tabBarController tabBarItem tableView tableViewCell
tableViewController tapGestureRecognizer textField textView toolbar view viewController
viewLayoutGuide visualEffectView webView window wkWebView
""".split(),
    "macos": """
actionCell application arrayController avPlayerView box browser browserCell button buttonCell
byteCountFormatter clickGestureRecognizer clipView collectionView collectionViewFlowLayout
collectionViewGridLayout collectionViewItem collectionViewLayout colorWell comboBox comboBoxCell
control customObject customTouchBarItem customView datePicker datePickerCell dateFormatter
dictionaryController fontManager formCell gridCell gridColumn gridRow gridView groupTouchBarItem
hostingController imageCell imageView levelIndicator levelIndicatorCell
magnificationGestureRecognizer mapView matrix menu menuItem mtkView numberFormatter
objectController openGLView outlineView pagecontroller panGestureRecognizer panel pathCell
pathControl pdfView popUpButton popUpButtonCell popover popoverTouchBarItem predicateEditor
predicateEditorRowTemplate pressGestureRecognizer progressIndicator qlPreviewView
rotationGestureRecognizer ruleEditor sceneView scrollView scroller searchField searchFieldCell
secureTextField secureTextFieldCell segmentedCell segmentedControl shadow skView slider sliderCell
splitView splitViewController splitViewItem stackView stepper stepperCell switch tabView
tabViewController tabViewItem tableCellView tableColumn tableHeaderView tableRowView tableView
textField textFieldCell textFinder textView tokenField tokenFieldCell toolbar toolbarItem touchBar
treeController userDefaultsController view viewController viewLayoutGuide visualEffectView webView
window windowController wkWebView
""".split(),
}

# Elements that are proxies / placeholders, not framework objects.
PROXY_ELEMENTS = {"exit", "placeholder", "viewControllerPlaceholder"}

# element -> class, where the naming rule (prefix + UpperCamel) does not give the class.
ELEMENT_EXCEPTIONS = {
    "ios": {
        "constraint": "NSLayoutConstraint",
        "containerView": "UIView",
        "tableViewCellContentView": "UIView",
        "collectionViewCellContentView": "UIView",
        "viewControllerLayoutGuide": "UIView",  # private _UILayoutGuide (a UIView, UILayoutSupport)
        "viewLayoutGuide": "UILayoutGuide",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "hostingController": "UIViewController",  # SwiftUI UIHostingController (Swift-only)
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "avPlayerViewController": "AVPlayerViewController",
        "avRoutePickerView": "AVRoutePickerView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "glkView": "GLKView",
        "glkViewController": "GLKViewController",
        "arscnView": "ARSCNView",
        "arskView": "ARSKView",
        "customObject": "NSObject",
    },
    "macos": {
        "constraint": "NSLayoutConstraint",
        "customView": "NSView",
        "customObject": "NSObject",
        "viewLayoutGuide": "NSLayoutGuide",
        "hostingController": "NSViewController",  # SwiftUI NSHostingController (Swift-only)
        "pagecontroller": "NSPageController",
        "webView": "WebView",
        "wkWebView": "WKWebView",
        "mapView": "MKMapView",
        "avPlayerView": "AVPlayerView",
        "sceneView": "SCNView",
        "sceneKitView": "SCNView",
        "skView": "SKView",
        "mtkView": "MTKView",
        "pdfView": "PDFView",
        "qlPreviewView": "QLPreviewView",
        "ikImageView": "IKImageView",
        "touchBarItem": "NSCustomTouchBarItem",
        "touchBarSpacerItem": "NSTouchBarItem",
        "touchBarPopoverItem": "NSPopoverTouchBarItem",
        "popoverTouchBarItem": "NSPopoverTouchBarItem",
    },
}

MAX_LINE = 1990

# ---------------------------------------------------------------------------------------------
# Preprocessing


def strip_comments(text):
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "/" and i + 1 < n and text[i + 1] == "*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j) or " ")
            i = j
        elif c == "/" and i + 1 < n and text[i + 1] == "/":
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


# Private frameworks the public headers defer to when present (`__has_include(<UIKitCore/...>)`):
# treated as absent so the public declarations are read.
PRIVATE_INCLUDES = {"UIKitCore", "UIFoundation", "ARKitCore", "ARKitUI", "ARKitFoundation",
                    "PrintKitUI", "ShareSheet", "QuickLookSupport", "AVKitCore"}


def is_true(name, true_macros):
    return name in true_macros or name == "__has_include" or bool(re.fullmatch(r"USE_\w+_PUBLIC_HEADERS", name))


def eval_condition(expr, true_macros):
    """Evaluate a #if expression; returns True/False, or None when it cannot be evaluated."""
    e = expr
    e = re.sub(r"__has_include(?:_next)?\s*\(\s*[<\"]([^>\"/]*)[^>\"]*[>\"]\s*\)",
               lambda m: " 0 " if m.group(1) in PRIVATE_INCLUDES else " 1 ", e)
    e = re.sub(r"__has_(feature|extension|attribute|builtin|warning)\s*\([^)]*\)", " 0 ", e)
    e = re.sub(r"defined\s*\(\s*(\w+)\s*\)", lambda m: " 1 " if is_true(m.group(1), true_macros) else " 0 ", e)
    e = re.sub(r"defined\s+(\w+)", lambda m: " 1 " if is_true(m.group(1), true_macros) else " 0 ", e)
    e = re.sub(r"\b\d+[uUlL]*\b", lambda m: re.sub(r"[uUlL]+$", "", m.group(0)), e)
    e = re.sub(r"\b([A-Za-z_]\w*)\b", lambda m: " 1 " if is_true(m.group(1), true_macros) else " 0 ", e)
    e = e.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    try:
        return bool(eval(e, {"__builtins__": {}}, {}))
    except Exception:
        return None


def preprocess(text, true_macros, aliases=None):
    """Drop code in inactive #if branches (unknown conditions keep every branch) and
    all preprocessor lines. Active `#define NAME OtherName` lines are recorded in aliases."""
    text = re.sub(r"\\\n", " ", text)
    out = []
    # stack entries: [parent_active, this_branch_active, any_branch_taken, unknown]
    stack = []

    def active():
        return all(s[1] for s in stack)

    for line in text.split("\n"):
        m = re.match(r"\s*#\s*(\w+)(.*)", line)
        if not m:
            out.append(line if active() else "")
            continue
        d, rest = m.group(1), m.group(2).strip()
        if d in ("if", "ifdef", "ifndef"):
            if d == "ifdef":
                v = is_true(rest.split()[0], true_macros) if rest else False
            elif d == "ifndef":
                v = not is_true(rest.split()[0], true_macros) if rest else True
            else:
                v = eval_condition(rest, true_macros)
            if v is None:
                stack.append([True, True, False, True])
            else:
                stack.append([True, v, v, False])
        elif d == "elif" and stack:
            s = stack[-1]
            if s[3]:
                s[1] = True
            elif s[2]:
                s[1] = False
            else:
                v = eval_condition(rest, true_macros)
                if v is None:
                    s[1], s[3] = True, True
                else:
                    s[1], s[2] = v, v
        elif d == "else" and stack:
            s = stack[-1]
            s[1] = True if s[3] else not s[2]
            s[2] = True
        elif d == "endif" and stack:
            stack.pop()
        elif d == "define" and aliases is not None and active():
            dm = re.fullmatch(r"([A-Za-z_]\w*)\s+([A-Za-z_]\w*)", rest)
            if dm:
                aliases[dm.group(1)] = dm.group(2)
        out.append("")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# Parsing


def skip_balanced(s, i, open_ch="(", close_ch=")"):
    """s[i] == open_ch; return index after the matching close_ch."""
    depth = 0
    n = len(s)
    while i < n:
        if s[i] == open_ch:
            depth += 1
        elif s[i] == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def remove_macro_calls(s):
    """Remove MACRO(...) invocations (upper-case names, __attribute__, __API_*)."""
    out = []
    i = 0
    for m in re.finditer(r"\b(__attribute__|__[A-Za-z_]+|[A-Z][A-Z0-9]*_[A-Z0-9_]*)\s*\(", s):
        if m.start() < i:
            continue
        out.append(s[i:m.start()])
        i = skip_balanced(s, m.end() - 1)
    out.append(s[i:])
    return "".join(out)


def unavailable_here(stmt, plat):
    lists = []
    for m in re.finditer(r"\b(?:API_UNAVAILABLE|__API_UNAVAILABLE\w*)\s*\(([^()]*)\)", stmt):
        lists.append({t.strip() for t in m.group(1).split(",")})
    if re.search(r"\b(NS_UNAVAILABLE|UNAVAILABLE_ATTRIBUTE)\b", stmt) or \
            re.search(r"__attribute__\s*\(\(\s*unavailable", stmt):
        return True
    for plats in lists:
        for need in PLATFORMS[plat]["unavailable_if"]:
            if all(p in plats for p in need):
                return True
    return False


def split_top_level(s, sep=","):
    parts, depth, cur = [], 0, []
    for c in s:
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


def parse_property(stmt):
    """Return (names, is_class_property)."""
    s = stmt.strip()[len("@property"):].strip()
    attrs = ""
    if s.startswith("("):
        j = skip_balanced(s, 0)
        attrs = s[1:j - 1]
        s = s[j:]
    is_class = bool(re.search(r"\bclass\b", attrs))
    s = remove_macro_calls(s)
    names = []
    m = re.search(r"\(\s*[\^*]\s*(?:[A-Za-z_]\w*\s+)*?([A-Za-z_]\w*)\s*\)\s*\(", s)
    if m:  # block or function pointer
        return [m.group(1)], is_class
    for part in split_top_level(s):
        part = re.sub(r"\[[^\]]*\]", " ", part)
        idents = [t for t in re.findall(r"[A-Za-z_]\w*", part)
                  if not re.fullmatch(r"[A-Z][A-Z0-9]*_[A-Z0-9_]*|__\w+", t)]
        if idents:
            names.append(idents[-1])
    return names, is_class


def parse_method(stmt):
    """Return the selector of an ObjC method declaration statement ('-...' or '+...')."""
    s = stmt.strip()[1:].lstrip()
    if s.startswith("("):
        s = s[skip_balanced(s, 0):]
    parts = []
    i, n = 0, len(s)
    while True:
        m = re.compile(r"\s*([A-Za-z_]\w*)?\s*").match(s, i)
        name = m.group(1) or ""
        j = m.end()
        if j < n and s[j] == ":":
            parts.append(name + ":")
            j += 1
            while j < n and s[j].isspace():
                j += 1
            if j < n and s[j] == "(":
                j = skip_balanced(s, j)
            m2 = re.compile(r"\s*[A-Za-z_]\w*").match(s, j)
            if m2:
                j = m2.end()
            i = j
            continue
        if not parts:
            return name or None
        break
    return "".join(parts)


HEADER_RE = re.compile(
    r"@(interface|protocol)\s+([A-Za-z_]\w*)\s*"
    r"(?:<(?P<gen>[^<>;]*)>\s*)?"          # generics (interface) or protocol list (protocol)
    r"(?:\(\s*(?P<cat>\w*)\s*\)\s*)?"        # category / extension
    r"(?::\s*(?P<sup>[A-Za-z_]\w*)\s*(?:<(?P<supargs>[^<>;]*(?:<[^<>;]*>[^<>;]*)*)>\s*)?)?"
    r"(?:<(?P<protos>[^<>;]*)>)?",
    re.S)


class Model:
    def __init__(self):
        self.classes = {}            # name -> {"super":, "framework":}
        self.class_props = defaultdict(set)
        self.class_methods = defaultdict(set)
        self.class_protocols = defaultdict(set)
        self.protocols = {}          # name -> set(parents)
        self.proto_props = defaultdict(set)
        self.proto_methods = defaultdict(set)
        self.aliases = {}            # simple "#define A B" macros (e.g. PDFKitPlatformView -> NSView)


def parse_header(text, plat, framework, model):
    cfg = PLATFORMS[plat]
    text = preprocess(strip_comments(text), cfg["true_macros"], model.aliases)
    # API_UNAVAILABLE_BEGIN(...) ... API_UNAVAILABLE_END regions
    region_tokens = list(re.finditer(
        r"\bAPI_UNAVAILABLE_BEGIN\s*\(([^()]*)\)|\bAPI_UNAVAILABLE_BEGIN_\w+|\bAPI_UNAVAILABLE_END\b", text))
    dead_ranges = []
    stack = []
    for m in region_tokens:
        tok = m.group(0)
        if tok.startswith("API_UNAVAILABLE_END"):
            if stack:
                start, dead = stack.pop()
                if dead:
                    dead_ranges.append((start, m.start()))
        elif m.group(1) is not None:
            stack.append((m.end(), unavailable_here("API_UNAVAILABLE(%s)" % m.group(1), plat)))
        else:
            stack.append((m.end(), False))
    for a, b in sorted(dead_ranges, reverse=True):
        text = text[:a] + " " + text[b:]

    pos = 0
    while True:
        m = re.search(r"@(interface|protocol)\b", text[pos:])
        if not m:
            break
        start = pos + m.start()
        # declaration prefix: text since the previous statement end, for availability macros
        prev = max(text.rfind(";", 0, start), text.rfind("@end", 0, start), text.rfind("}", 0, start))
        prefix = text[prev + 1:start]
        hm = HEADER_RE.match(text, start)
        if not hm:
            pos = start + 1
            continue
        kind, name = hm.group(1), hm.group(2)
        after = text[hm.end():hm.end() + 2].lstrip()
        if kind == "protocol" and (after.startswith(";") or after.startswith(",")):
            pos = hm.end()
            continue
        end = text.find("@end", hm.end())
        if end < 0:
            end = len(text)
        body = text[hm.end():end]
        pos = end + 4
        header_text = prefix + text[start:hm.end()]
        if unavailable_here(header_text, plat):
            continue
        if kind == "protocol":
            parents = hm.group("gen")
            model.protocols.setdefault(name, set()).update(
                p.strip() for p in (parents or "").split(",") if p.strip())
            props, meths = model.proto_props[name], model.proto_methods[name]
        else:
            protos = hm.group("protos") or ""
            if hm.group("supargs") and not hm.group("protos"):
                # ": NSObject <P1, P2>" (protocol list) vs ": NSArray<ObjectType>" (generic
                # arguments, then harmlessly recorded as unknown protocol names)
                protos = hm.group("supargs")
            if hm.group("cat") is None and hm.group("sup") is None and hm.group("gen") and "(" not in text[start:hm.end()]:
                # "@interface NSObject <NSObject>" style root with protocol list in gen slot
                if not re.search(r"__covariant|__kindof|ObjectType|KeyType", hm.group("gen")):
                    protos = hm.group("gen")
            is_main = hm.group("cat") is None
            if is_main:
                sup = hm.group("sup")
                if name not in model.classes or model.classes[name]["super"] is None:
                    model.classes[name] = {"super": sup, "framework": framework}
            model.class_protocols[name].update(p.strip() for p in protos.split(",") if p.strip())
            props, meths = model.class_props[name], model.class_methods[name]
        # members
        body = re.sub(r"@(optional|required|public|private|protected|package)\b", ";", body)
        # drop ivar blocks / inline bodies
        while True:
            b = body.find("{")
            if b < 0:
                break
            body = body[:b] + ";" + body[skip_balanced(body, b, "{", "}"):]
        for stmt in body.split(";"):
            st = stmt.strip()
            if not st:
                continue
            m2 = re.search(r"(@property\b|^[-+]|(?<=[\s)])[-+]\s*\()", st)
            if not m2:
                continue
            decl = st[m2.start():]
            if unavailable_here(st, plat):
                continue
            if decl.startswith("@property"):
                names, is_class = parse_property(decl)
                if not is_class:
                    props.update(names)
            elif decl.startswith("-"):
                sel = parse_method(decl)
                if sel:
                    meths.add(sel)


def parse_framework_dir(path, plat, framework, model):
    if not os.path.isdir(path):
        return 0
    count = 0
    for fn in sorted(os.listdir(path)):
        if not fn.endswith(".h"):
            continue
        with open(os.path.join(path, fn), encoding="utf-8", errors="replace") as f:
            parse_header(f.read(), plat, framework, model)
        count += 1
    return count


# ---------------------------------------------------------------------------------------------
# Catalog assembly


def protocol_closure(model, protos):
    seen, todo = set(), list(protos)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo.extend(model.protocols.get(p, ()))
    return seen


def build_platform(root, plat, warnings):
    cfg = PLATFORMS[plat]
    model = Model()
    frameworks = cfg["primary"] + cfg["secondary"] + [cfg["foundation"], "objc"]
    for fw in frameworks:
        n = parse_framework_dir(os.path.join(root, fw), plat, fw, model)
        if n == 0:
            warnings.append("%s: no headers for %s" % (plat, fw))
    classes = model.classes
    for c in classes.values():
        if c["super"] in model.aliases:
            c["super"] = model.aliases[c["super"]]
    if plat == "macos":  # SceneKit etc. taken from Mac Catalyst headers
        for name, c in classes.items():
            if c["framework"] not in cfg["primary"] and c["super"] and c["super"].startswith("UI"):
                ns = "NS" + c["super"][2:]
                if ns in classes:
                    c["super"] = ns

    def chain(name):
        seen = []
        while name and name in classes and name not in seen:
            seen.append(name)
            name = classes[name]["super"]
        return seen

    selected = {n for n, c in classes.items() if c["framework"] in cfg["primary"]}
    primary_non_root = {n for n in selected if n != "NSObject"}
    for n, c in classes.items():
        if c["framework"] in cfg["secondary"]:
            if any(a in primary_non_root for a in chain(n)[1:]) or n in SECONDARY_EXTRA[plat]:
                selected.add(n)
    seeds = MACOS_FOUNDATION_SEEDS if plat == "macos" else IOS_FOUNDATION_SEEDS
    selected.update(s for s in seeds if s in classes)
    if plat == "macos":
        selected.update(n for n, c in classes.items()
                        if c["framework"] == cfg["foundation"] and "NSFormatter" in chain(n))
    # element targets + superclass closure
    for el_cls in ELEMENT_EXCEPTIONS[plat].values():
        if el_cls in classes:
            selected.add(el_cls)
    for n in list(selected):
        selected.update(chain(n))
    dangling = sorted({classes[n]["super"] for n in selected
                       if classes[n]["super"] and classes[n]["super"] not in classes})
    for d in dangling:
        warnings.append("%s: superclass %s not in scanned headers (stubbed under NSObject)" % (plat, d))

    facts = {}
    for n in sorted(selected):
        protos = protocol_closure(model, model.class_protocols.get(n, ()))
        props = set(model.class_props.get(n, ()))
        meths = set(model.class_methods.get(n, ()))
        for p in protos:
            props |= model.proto_props.get(p, set())
            meths |= model.proto_methods.get(p, set())
        meths |= set(EXTRA_METHODS[plat].get(n, ()))
        facts[n] = (classes[n]["super"], props, meths)
    for d in dangling:
        facts[d] = ("NSObject", set(), set())
    add_hand_classes(plat, facts)
    return facts


def wrap(tag, items):
    lines, cur = [], tag
    for it in items:
        if len(cur) + 1 + len(it) > MAX_LINE and cur != tag:
            lines.append(cur)
            cur = tag
        cur += " " + it
    if cur != tag:
        lines.append(cur)
    return lines


def element_candidates(el, plat):
    cap = el[0].upper() + el[1:]
    pfx = PLATFORMS[plat]["class_prefix"]
    return [pfx + cap]


def build_elements(plat, facts, report):
    names = set(KNOWN_ELEMENTS[plat]) | set(HARVESTED_ELEMENTS[plat]) | set(ELEMENT_EXCEPTIONS[plat])
    mapping = {}
    for el in sorted(names):
        if el in PROXY_ELEMENTS:
            continue
        cls = ELEMENT_EXCEPTIONS[plat].get(el)
        if cls is None:
            for cand in element_candidates(el, plat):
                if cand in facts:
                    cls = cand
                    break
        if cls and cls in facts:
            mapping[el] = cls
        elif el in HARVESTED_ELEMENTS[plat]:
            report.append("%s: unmapped element <%s>" % (plat, el))
    return mapping


def render(facts, elements):
    """The four tables of one platform: classes, every method, every property, elements (see emit())."""
    classes = "\n".join("%s|%s|%s|%s" % (n, facts[n][0] or "-", " ".join(sorted(set(facts[n][1]))),
                                         " ".join(sorted(set(facts[n][2])))) for n in sorted(facts))
    methods = "\n".join(sorted({m for n in facts for m in facts[n][2]}))
    properties = "\n".join(sorted({p for n in facts for p in facts[n][1]}))
    elems = "\n".join("%s|%s" % (el, elements[el]) for el in sorted(elements))
    return classes, methods, properties, elems


def emit(texts, source_line):
    """The Swift file: per platform, StaticString tables (no run-time parse, no copy). Every table is sorted by
    its first field in byte order (all ASCII), so FrameworkCatalog finds a line by binary search."""
    for plat, tables in texts.items():
        for t in tables:
            if '"""#' in t or not t.isascii():
                sys.exit("catalog text would not make an ASCII raw string literal")
    out = ["// Generated by Scripts/generate-catalog.py \u2014 do not edit by hand.", source_line,
           "// Tables sorted by their first field (byte order), searched in place by FrameworkCatalog:",
           "// classes: `Name|Superclass or -|properties|methods` (members sorted, separated by one space);",
           "// methods: every selector of any class, one per line; properties: every property of any class, one per",
           "// line; elements: `element|Class`.",
           "enum FrameworkCatalogData {"]
    for plat, name in (("ios", "iOS"), ("macos", "macOS")):
        for suffix, t in zip(("Classes", "Methods", "Properties", "Elements"), texts[plat]):
            out.append('    static let %s%s: StaticString = #"""\n%s\n"""#' % (name, suffix, t))
    out.append("}\n")
    return "\n".join(out)


def read_data_file(path):
    """Facts and elements per platform from an existing data file (this format, or the older text one)."""
    text = open(path, encoding="utf-8").read()
    source_line = next(l for l in text.splitlines() if l.startswith("// Source:"))
    result = {}
    for plat, name in (("ios", "iOS"), ("macos", "macOS")):
        facts, elements = {}, {}
        old = re.search(r'static let %s = #"""\n(.*?)\n"""#' % name, text, re.S)
        if old:
            # The older format, read as FrameworkCatalog read it: a class listed twice keeps its first
            # superclass and gathers the members of both; members before any class are dropped.
            cur = None
            for line in old.group(1).splitlines():
                f = line.split()
                if not f:
                    continue
                if f[0] == "class" and len(f) >= 2:
                    cur = f[1]
                    facts.setdefault(cur, (f[2] if len(f) >= 3 and f[2] != "-" else None, set(), set()))
                elif f[0] == "p" and cur:
                    facts[cur][1].update(f[1:])
                elif f[0] == "m" and cur:
                    facts[cur][2].update(f[1:])
                elif f[0] == "element" and len(f) >= 3:
                    elements[f[1]] = f[2]
        else:
            def table(suffix):
                m = re.search(r'static let %s%s: StaticString = #"""\n(.*?)\n"""#' % (name, suffix), text, re.S)
                return [l for l in m.group(1).split("\n") if l] if m else []
            for line in table("Classes"):
                n, sup, props, meths = line.split("|")
                facts[n] = (None if sup == "-" else sup, set(props.split()), set(meths.split()))
            for line in table("Elements"):
                el, cls = line.split("|")
                elements[el] = cls
        result[plat] = (facts, elements)
    return source_line, result


def scan_nibs(gitdirs):
    import xml.etree.ElementTree as ET
    skip = {"outlet", "outletCollection", "action", "segue", "binding", "connections"}
    found = {"ios": set(), "macos": set()}
    for gd in gitdirs:
        files = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "--name-only", "HEAD"],
                               capture_output=True, text=True, check=True).stdout.split("\n")
        for f in files:
            if not f.endswith((".xib", ".storyboard")):
                continue
            data = subprocess.run(["git", "--git-dir", gd, "show", "HEAD:" + f], capture_output=True).stdout
            try:
                root = ET.fromstring(data)
            except ET.ParseError:
                continue
            plat = "macos" if "MacOSX" in root.get("targetRuntime", "") else "ios"

            def walk(el, inside):
                for ch in el:
                    if ch.tag in skip:
                        continue
                    ins = inside or ch.tag in ("objects", "scene")
                    if ins and ch.get("id") is not None and ch.tag != "objects":
                        found[plat].add(ch.tag)
                    walk(ch, ins)
            walk(root, False)
    for plat in ("ios", "macos"):
        print(plat + ": " + " ".join(sorted(found[plat])))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ios-headers")
    ap.add_argument("--macos-headers")
    ap.add_argument("--out")
    ap.add_argument("--scan-nibs", nargs="+", metavar="GITDIR")
    ap.add_argument("--reindex", metavar="DATA_FILE")
    a = ap.parse_args()
    if a.reindex:
        source_line, platforms = read_data_file(a.reindex)
        for plat in platforms:
            add_hand_classes(plat, platforms[plat][0])
        out = emit({plat: render(*platforms[plat]) for plat in platforms}, source_line)
        with open(a.reindex, "w", encoding="utf-8") as f:
            f.write(out)
        return
    if a.scan_nibs:
        scan_nibs(a.scan_nibs)
        return
    if not (a.ios_headers and a.macos_headers and a.out):
        ap.error("--ios-headers, --macos-headers and --out are required")
    warnings, report = [], []
    texts = {}
    for plat, root in (("ios", a.ios_headers), ("macos", a.macos_headers)):
        facts = build_platform(root, plat, warnings)
        elements = build_elements(plat, facts, report)
        texts[plat] = render(facts, elements)
        print("%s: %d classes, %d elements" % (plat, len(facts), len(elements)), file=sys.stderr)
    out = emit(texts, SOURCE_LINE)
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(out)
    for w in warnings + report:
        print(w, file=sys.stderr)


if __name__ == "__main__":
    main()
