/// The examples of `NibLoadRecursionRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension NibLoadRecursionRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Card.swift", """
                class CardView: UIView {
                    @IBOutlet var title: UILabel!
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        commonInit()
                    }
                    private func commonInit() {
                        Bundle.main.↓loadNibNamed("CardView", owner: self, options: nil)
                    }
                }
                """),
                ("CardView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target"/>
                        <view id="v1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="title" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
            // The helper is inherited and names the nib after the dynamic class.
            RuleExample([
                ("NibView.swift", """
                class NibView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        self.loadFromNib()
                    }
                    func loadFromNib() {
                        guard let content = ↓UINib(nibName: String(describing: type(of: self)), bundle: nil).instantiate(withOwner: self, options: nil).first as? UIView else { return }
                        addSubview(content)
                    }
                }
                class BadgeView: NibView {}
                """),
                ("BadgeView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="b1" customClass="BadgeView" customModule="App" customModuleProvider="target"/>
                """)),
            ]),
            // Objective-C: `-initWithCoder:` sends `-commonInit` to self inside its `if (self)` check.
            RuleExample([
                ("FOOCardView.h", "@interface FOOCardView : UIView\n@property (nonatomic) IBOutlet UILabel *titleLabel;\n@end\n"),
                ("FOOCardView.m", """
                @implementation FOOCardView
                - (instancetype)initWithCoder:(NSCoder *)coder {
                    self = [super initWithCoder:coder];
                    if (self) {
                        [self commonInit];
                    }
                    return self;
                }
                - (void)commonInit {
                    [[NSBundle mainBundle] ↓loadNibNamed:@"FOOCardView" owner:self options:nil];
                }
                @end
                """),
                ("FOOCardView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOCardView"/>
                        <view id="v1" customClass="FOOCardView">
                            <subviews><label id="l1"/></subviews>
                            <connections><outlet property="titleLabel" destination="l1" id="o1"/></connections>
                        </view>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // Objective-C: the load runs only when a flag is set, and the top-level view of the other nib is a plain view.
            RuleExample([
                ("FOOCardView.h", "@interface FOOCardView : UIView\n@property (nonatomic) IBOutlet UIView *contentView;\n@end\n"),
                ("FOOCardView.m", """
                @implementation FOOCardView
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    if (self.loadsContent) {
                        [[NSBundle mainBundle] loadNibNamed:@"FOOCardView" owner:self options:nil];
                    }
                    [[NSBundle mainBundle] loadNibNamed:@"FOOCardContent" owner:self options:nil];
                }
                @end
                """),
                ("FOOCardView.xib", ExampleFiles.iOSXib("        <view id=\"v1\" customClass=\"FOOCardView\"/>")),
                ("FOOCardContent.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FOOCardView">
                            <connections><outlet property="contentView" destination="v2" id="o1"/></connections>
                        </placeholder>
                        <view id="v2"/>
                """)),
            ]),
            // The usual pattern: File's Owner is the custom view, the top-level view a plain UIView.
            RuleExample([
                ("Card.swift", """
                class CardView: UIView {
                    @IBOutlet var contentView: UIView!
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        Bundle.main.loadNibNamed("CardView", owner: self, options: nil)
                        addSubview(contentView)
                    }
                }
                """),
                ("CardView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView" customModule="App" customModuleProvider="target">
                            <connections><outlet property="contentView" destination="v1" id="o1"/></connections>
                        </placeholder>
                        <view id="v1"/>
                """)),
            ]),
            // Loaded only when the decoded view is an empty placeholder: the top-level view has subviews, so it stops there.
            RuleExample([
                ("Card.swift", """
                class CardView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        guard subviews.isEmpty else { return }
                        loadContent()
                    }
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        if needsContent { loadContent() }
                    }
                    func loadContent() { Bundle.main.loadNibNamed("CardView", owner: nil, options: nil) }
                    static func make() -> CardView { UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! CardView }
                }
                """),
                ("CardView.xib", ExampleFiles.iOSXib("""
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                        <view id="v1" customClass="CardView" customModule="App" customModuleProvider="target"><subviews><label id="l1"/></subviews></view>
                """)),
            ]),
            // Subclasses that replace the inherited helper, or whose init(coder:) does not call super.
            RuleExample([
                ("NibView.swift", """
                class NibView: UIView {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        loadFromNib()
                    }
                    func loadFromNib() { Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil) }
                }
                class TagView: NibView {
                    override func loadFromNib() {}
                }
                class ChipView: NibView {
                    required init?(coder: NSCoder) { fatalError("use ChipView.make()") }
                }
                """),
                ("TagView.xib", ExampleFiles.iOSXib("        <view id=\"t1\" customClass=\"TagView\" customModule=\"App\" customModuleProvider=\"target\"/>")),
                ("ChipView.xib", ExampleFiles.iOSXib("        <view id=\"c1\" customClass=\"ChipView\" customModule=\"App\" customModuleProvider=\"target\"/>")),
            ]),
        ]
    }
}
