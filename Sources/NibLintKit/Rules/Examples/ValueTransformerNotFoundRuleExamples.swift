/// The examples of `ValueTransformerNotFoundRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension ValueTransformerNotFoundRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Transformers.swift", """
                @objc(LogLevelTransformer) class LogLevelTransformer: ValueTransformer {}
                class ColorTransformer: ValueTransformer {}
                """),
                ("Log.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
                        <textField id="t1">
                            <connections>
                                <binding destination="-2" name="value" keyPath="representedObject.level" id="b1">
                                    <dictionary key="options">
                                        ↓<string key="NSValueTransformerName">LogLevelTransfomer</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="textColor" keyPath="representedObject.color" id="b2">
                                    <dictionary key="options">
                                        ↓<string key="NSValueTransformerName">ColorTransformer</string>
                                    </dictionary>
                                </binding>
                            </connections>
                        </textField>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Transformers.swift", """
                @objc(LogLevelTransformer) class LogLevelTransformer: ValueTransformer {}
                class ColorTransformer: ValueTransformer {}
                class SizeTransformer: ValueTransformer {}
                extension NSValueTransformerName {
                    static let size = NSValueTransformerName("SizeTransformerName")
                }
                func registerTransformers() {
                    ValueTransformer.setValueTransformer(ColorTransformer(), forName: .init(rawValue: "ColorTransformerName"))
                    ValueTransformer.setValueTransformer(SizeTransformer(), forName: .size)
                }
                """),
                ("Log.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
                        <textField id="t1">
                            <connections>
                                <binding destination="-2" name="value" keyPath="representedObject.level" id="b1">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">LogLevelTransformer</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="textColor" keyPath="representedObject.color" id="b2">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">ColorTransformerName</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="toolTip" keyPath="representedObject.size" id="b3">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">SizeTransformerName</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="hidden" keyPath="representedObject.color" id="b4">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">NSIsNil</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="enabled" keyPath="representedObject.size" id="b5">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">App.SizeTransformer</string>
                                    </dictionary>
                                </binding>
                            </connections>
                        </textField>
                """)),
            ]),
            RuleExample([
                ("Transformers.m", """
                @interface OBJCTransformer : NSValueTransformer
                @end
                @implementation OBJCTransformer
                + (void)initialize { [NSValueTransformer setValueTransformer:[self new] forName:@"Registered"]; }
                @end
                """),
                ("Log.xib", ExampleFiles.macOSXib("""
                        <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
                        <textField id="t1">
                            <connections>
                                <binding destination="-2" name="value" keyPath="representedObject.level" id="b1">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">OBJCTransformer</string>
                                    </dictionary>
                                </binding>
                                <binding destination="-2" name="textColor" keyPath="representedObject.color" id="b2">
                                    <dictionary key="options">
                                        <string key="NSValueTransformerName">Registered</string>
                                    </dictionary>
                                </binding>
                            </connections>
                        </textField>
                """)),
            ]),
        ]
    }
}
