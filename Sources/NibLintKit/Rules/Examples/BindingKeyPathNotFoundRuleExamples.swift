/// The examples of `BindingKeyPathNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension BindingKeyPathNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("LogWindowController.swift", """
                class LogWindowController: NSWindowController {
                    @objc dynamic var logs: [String] = []
                    var filter = ""
                }
                """),
                ("LogWindowController.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="LogWindowController" customModule="App" customModuleProvider="target"/>
                        <textField id="t1">
                            <connections>
                                ↓<binding destination="-2" name="value" keyPath="self.logz" id="b1"/>
                                ↓<binding destination="-2" name="toolTip" keyPath="filter" id="b2"/>
                            </connections>
                        </textField>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("LogWindowController.swift", """
                class LogWindowController: NSWindowController {
                    @objc dynamic var logs: [String] = []
                    @objc let title2 = "Logs"
                    @objc private var secret = 0
                    @objc var count: Int { logs.count }
                    @objc var options: NSDictionary = [:]
                }
                """),
                ("LogWindowController.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="LogWindowController" customModule="App" customModuleProvider="target"/>
                        <userDefaultsController representsSharedInstance="YES" id="u1"/>
                        <textField id="t1">
                            <connections>
                                <binding destination="-2" name="value" keyPath="self.logs" id="b1"/>
                                <binding destination="-2" name="toolTip" keyPath="title2" id="b2"/>
                                <binding destination="-2" name="hidden" keyPath="secret" id="b3"/>
                                <binding destination="-2" name="enabled" keyPath="count" id="b4"/>
                                <binding destination="-2" name="placeholderString" keyPath="self.options.placeholder" id="b5"/>
                                <binding destination="-2" name="alignment" keyPath="window.title" id="b6"/>
                                <binding destination="-2" name="editable" keyPath="logs.@count" id="b7"/>
                                <binding destination="u1" name="textColor" keyPath="values.logColor" id="b8"/>
                            </connections>
                        </textField>
                """)),
            ]),
            RuleExample([
                ("Inspector.swift", """
                @objcMembers class InspectorViewController: NSViewController {
                    let name = "Inspector"
                    private var hidden2 = false
                    var summary: String { name }
                    var settings: [String: Any] = [:]
                }
                class ScopeViewController: InspectorViewController {
                    var scope = 0
                }
                """),
                ("Inspector.storyboard", ExampleFiles.macOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" customClass="ScopeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <textField id="t1">
                                                <connections>
                                                    <binding destination="vc1" name="value" keyPath="self.name" id="b1"/>
                                                    <binding destination="vc1" name="hidden" keyPath="hidden2" id="b2"/>
                                                    <binding destination="vc1" name="toolTip" keyPath="summary" id="b3"/>
                                                    <binding destination="vc1" name="placeholderString" keyPath="settings.placeholder" id="b4"/>
                                                    <binding destination="vc1" name="enabled" keyPath="scope" id="b5"/>
                                                    <binding destination="vc1" name="textColor" keyPath="representedObject.color" id="b6"/>
                                                </connections>
                                            </textField>
                                        </subviews>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
