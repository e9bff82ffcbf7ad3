/// The examples of `CodeImageNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension CodeImageNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    let logo = UIImageView(image: ↓UIImage(named: "Lgo"))
                    let play = ↓UIImage(named: "play")
                    let badge = ↓UIImage(named: "Badge", in: .main, compatibleWith: nil)
                    let banner = #↓imageLiteral(resourceName: "banner-wide")
                }
                """),
                ("Legacy.m", """
                @implementation Legacy
                - (UIImage *)icon { return [↓UIImage imageNamed:@"Icon-legacy"]; }
                @end
                """),
                ("Assets.xcassets/Logo.imageset", ""),
                ("Assets.xcassets/Play.imageset", ""),
                ("Assets.xcassets/Icons/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }"),
                ("Assets.xcassets/Icons/Badge.imageset", ""),
            ]),
            RuleExample([
                ("Toolbar.swift", """
                final class Toolbar {
                    let add = ↓NSImage(named: NSImage.Name("NSAddTemplat"))
                }
                """),
                ("Assets.xcassets/Contents.json", "{}"),
            ]),
            // An icon set gives only the sizes it lists: a Mac icon set becomes an .icns named after the set.
            RuleExample([
                ("AboutViewController.swift", """
                final class AboutViewController: UIViewController {
                    let icon = ↓UIImage(named: "AppIcon83.5x83.5")
                }
                """),
                ("Assets.xcassets/AppIcon.appiconset", ""),
                ("Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { "images" : [ { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "icon-180.png" },
                               { "idiom" : "mac", "size" : "512x512", "scale" : "2x", "filename" : "icon-1024.png" } ] }
                """),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    let logo = UIImage(named: "Logo")
                    let play = UIImage(named: "Icons/Play")
                    let banner = UIImage(named: "banner")
                    let file = UIImage(named: "banner.png")
                    let literal = #imageLiteral(resourceName: "Logo")
                    let symbol = UIImage(systemName: "star.fill")
                    func flag(_ code: String) -> UIImage? { UIImage(named: "flag-\\(code)") }
                    func named(_ name: String) -> UIImage? { UIImage(named: name) }
                }
                """),
                ("Toolbar.swift", """
                final class Toolbar {
                    let add = NSImage(named: NSImage.Name("NSAddTemplate"))
                    let gear = NSImage(named: "NSActionTemplate")
                }
                """),
                ("Legacy.m", """
                @implementation Legacy
                - (UIImage *)icon { return [UIImage imageNamed:@"Logo"]; }
                @end
                """),
                ("Assets.xcassets/Logo.imageset", ""),
                ("Assets.xcassets/Icons/Contents.json", "{ \"properties\" : { \"provides-namespace\" : true } }"),
                ("Assets.xcassets/Icons/Play.imageset", ""),
                ("Resources/banner@2x.png", ""),
            ]),
            // actool copies an iOS app icon set's icons into the app as `AppIcon60x60@2x.png`, `AppIcon76x76@2x~ipad.png`.
            RuleExample([
                ("AboutViewController.swift", """
                final class AboutViewController: UIViewController {
                    let icon = UIImage(named: "AppIcon60x60")
                    let padIcon = UIImage(named: "AppIcon76x76")
                }
                """),
                ("Assets.xcassets/AppIcon.appiconset", ""),
                ("Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { "images" : [ { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "icon-120.png" },
                               { "idiom" : "ipad", "size" : "76x76", "scale" : "2x", "filename" : "icon-152.png" } ] }
                """),
            ]),
        ]
    }
}
