/// The examples of `StaleLocalizationRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension StaleLocalizationRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" id="vw1-cc-ddd"><subviews><label text="Hello" id="lb1-ee-fff"/></subviews></view>
                        </viewController></objects></scene>
                """, initialViewController: "vc1-aa-bbb")),
                ("fr.lproj/Main.strings", """
                /* Class = "UILabel"; text = "Hello"; ObjectID = "lb1-ee-fff"; */
                "lb1-ee-fff.text" = "Bonjour";

                /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "bt9-zz-yyy"; */
                ↓"bt9-zz-yyy.normalTitle" = "Enregistrer";
                ↓"lb1-ee-fff.image" = "bonjour.png";

                """),
            ]),
            // A String Catalog of the nib.
            RuleExample([
                ("Base.lproj/Prefs.xib", ExampleFiles.macOSXib("        <textField id=\"100\"><textFieldCell key=\"cell\" title=\"Name\" id=\"101\"/></textField>")),
                ("mul.lproj/Prefs.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "101.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } } } },
                    ↓"102.title" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Base.lproj/Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1"><objects><viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <view key="view" id="vw1-cc-ddd"><subviews><segmentedControl id="sg1-gg-hhh"/><textField placeholder="Name" id="tf1-ii-jjj"/></subviews></view>
                        </viewController></objects></scene>
                """, initialViewController: "vc1-aa-bbb")),
                // Keys that are no object ID (added by hand, looked up by code) are not judged.
                ("de.lproj/Main.strings", """
                "sg1-gg-hhh.segmentTitles[0]" = "Eins";
                "tf1-ii-jjj.placeholder" = "Name";
                "tf1-ii-jjj.accessibilityLabel" = "Name";
                "Open Settings" = "Einstellungen öffnen";
                """),
                // A strings file of no Base nib is not read.
                ("de.lproj/Localizable.strings", "\"zz9-zz-zzz.title\" = \"Titel\";\n"),
            ]),
            // String Catalog entries added by hand; a binding's null placeholder (the binding has the id).
            RuleExample([
                ("Base.lproj/Prefs.xib", ExampleFiles.macOSXib("""
                        <menuItem title="Lower" id="aa1-bb-cc2"/>
                        <textField id="tf1-aa-bbb"><connections><binding destination="-2" name="value" keyPath="notes" id="bd1-cc-ddd"/></connections></textField>
                """)),
                ("mul.lproj/Prefs.xcstrings", """
                { "sourceLanguage" : "en", "strings" : { "zz1-W0-xDw.title" : { "extractionState" : "manual" }, "aa1-bb-cc2.title" : { },
                  "bd1-cc-ddd.ibShadowedIsNilPlaceholder" : { } }, "version" : "1.0" }
                """),
            ]),
        ]
    }
}
