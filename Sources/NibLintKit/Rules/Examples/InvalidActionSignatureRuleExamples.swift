/// The examples of `InvalidActionSignatureRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension InvalidActionSignatureRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Player.swift", """
                class PlayerViewController: UIViewController {
                    @IBAction func ↓seek(_ sender: UISlider, event: UIEvent, animated: Bool) {}
                    @IBAction func ↓skip(_ sender: UIButton, by seconds: Double) {}
                    @IBSegueAction func ↓makeDetail(_ sender: Any?) -> UIViewController? { nil }
                }
                """),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            RuleExample([
                ("Player.swift", """
                class PlayerViewController: UIViewController {
                    @IBAction func play() {}
                    @IBAction func pause(_ sender: Any) {}
                    @IBAction func scrub(_ sender: UISlider, forEvent event: UIEvent) {}
                    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
                    @IBSegueAction func makeOther(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                    func helper(a: Int, b: Int, c: Int) {}
                }
                """),
            ]),
        ]
    }
}
