/// Outlets Interface Builder offers on framework objects that the SDK headers do not declare as properties
/// or setters, so the generated catalog (`FrameworkCatalogData`, never edited by hand) cannot know them.
/// Kept by hand: each entry is one a real nib connects, with the documentation that says the runtime sets it.
/// `FrameworkCatalog` merges them in when it loads.
enum InterfaceBuilderOutlets {
    struct Outlet: Sendable {
        var platform: NibPlatform
        var className: String
        var key: String
    }

    static let all: [Outlet] = [
        // Apple, NSApplicationDelegate `applicationDockMenu(_:)`: "You can also connect a menu in Interface Builder to
        // the dockMenu outlet." Dock Tile Programming Guide: "connect the dockMenu outlet of the application object".
        // Connected by NetNewsWire's Mac/Base.lproj/Main.storyboard:702.
        Outlet(platform: .macOS, className: "NSApplication", key: "dockMenu"),
    ]

    /// The outlets of one platform.
    static func outlets(for platform: NibPlatform) -> [Outlet] {
        all.filter { $0.platform == platform }
    }
}
