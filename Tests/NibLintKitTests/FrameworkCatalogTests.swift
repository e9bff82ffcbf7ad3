import Testing
@testable import NibLintKit

/// Spot checks of the catalog generated from the SDK headers (Scripts/generate-catalog.py).
struct FrameworkCatalogTests {
    let iOS = FrameworkCatalog.iOS
    let macOS = FrameworkCatalog.macOS

    @Test func superclassChains() {
        #expect(iOS.classes["UITableViewController"]?.superclass == "UIViewController")
        #expect(iOS.isClass("UIButton", kindOf: "UIControl"))
        #expect(iOS.isClass("UIButton", kindOf: "NSObject"))
        #expect(macOS.isClass("NSPanel", kindOf: "NSWindow"))
        #expect(!iOS.isClass("UILabel", kindOf: "UIControl"))
    }

    /// Frameworks besides UIKit/AppKit whose view and view-controller classes nibs name (issue 22).
    @Test func otherFrameworksViewClasses() {
        #expect(iOS.isClass("GCEventViewController", kindOf: "UIViewController"))
        #expect(macOS.isClass("GCEventViewController", kindOf: "NSViewController"))
        #expect(iOS.isClass("PKCanvasView", kindOf: "UIScrollView"))
        #expect(iOS.isClass("MFMailComposeViewController", kindOf: "UINavigationController"))
        #expect(iOS.isClass("MPVolumeView", kindOf: "UIView"))
        #expect(iOS.isClass("ASAuthorizationAppleIDButton", kindOf: "UIControl"))
        #expect(iOS.isClass("QLPreviewController", kindOf: "UIViewController"))
        #expect(iOS.isClass("PDFView", kindOf: "UIView"))
        #expect(macOS.isClass("ScreenSaverView", kindOf: "NSView"))
        #expect(macOS.isClass("LPLinkView", kindOf: "NSView"))
        #expect(macOS.classes["MPVolumeView"] == nil)
    }

    @Test func propertiesNibsSet() {
        #expect(macOS.classes["NSWindowController"]?.properties.contains("window") == true)
        #expect(macOS.classes["NSViewController"]?.properties.contains("view") == true)
        #expect(iOS.classes["UITextField"]?.properties.contains("delegate") == true)
        #expect(iOS.classes["UITableView"]?.properties.isSuperset(of: ["dataSource", "delegate"]) == true)
        // Adopted protocols contribute their properties.
        #expect(iOS.classes["UITextField"]?.properties.contains("keyboardType") == true)
    }

    /// Outlets Interface Builder offers that the SDK headers do not declare (`InterfaceBuilderOutlets`) are merged in.
    @Test func interfaceBuilderOnlyOutlets() {
        #expect(macOS.classes["NSApplication"]?.properties.contains("dockMenu") == true)
        #expect(macOS.classes["NSApplication"]?.properties.contains("delegate") == true)
        for outlet in InterfaceBuilderOutlets.all {
            #expect(FrameworkCatalog.forPlatform(outlet.platform).classes[outlet.className] != nil, "\(outlet.className) is in the catalog")
        }
    }

    /// NSResponder answers copy: through the chain: First Responder actions resolve against every class.
    @Test func responderChainActions() {
        #expect(iOS.classes["UIResponder"]?.methods.contains("copy:") == true)
        for selector in ["copy:", "paste:", "undo:", "performClose:", "terminate:", "orderFrontStandardAboutPanel:", "toggleFullScreen:"] {
            #expect(macOS.allMethods.contains(selector), "\(selector)")
        }
        let index = ProjectIndex(sources: [], nibs: [])
        #expect(index.anyClassAnswers("copy:", platform: .macOS))
        #expect(!index.anyClassAnswers("noSuchAction:", platform: .macOS))
    }

    /// Every property of every class, searched in its own table: what a Swift property may witness a framework
    /// protocol's requirement by (`ObjCVisibility`).
    @Test func allPropertiesTable() {
        for name in ["window", "delegate", "dataSource", "keyboardType"] {
            #expect(iOS.allProperties.contains(name), "\(name)")
        }
        #expect(macOS.allProperties.contains("window"))
        #expect(!iOS.allProperties.contains("nameLabel"))
        #expect(!iOS.allProperties.contains("copy:"))
    }

    @Test func elementsMapToClasses() {
        #expect(iOS.className(forElement: "button") == "UIButton")
        #expect(iOS.className(forElement: "tableViewCell") == "UITableViewCell")
        #expect(iOS.className(forElement: "constraint") == "NSLayoutConstraint")
        #expect(iOS.className(forElement: "pongPressGestureRecognizer") == "UILongPressGestureRecognizer")
        #expect(macOS.className(forElement: "customView") == "NSView")
        #expect(macOS.className(forElement: "textField") == "NSTextField")
        #expect(iOS.className(forElement: "noSuchElement") == nil)
    }
}
