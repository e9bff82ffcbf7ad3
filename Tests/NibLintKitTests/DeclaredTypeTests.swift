import Testing
@testable import NibLintKit

/// Reading an outlet's declared type: ASCII text is read as bytes, other text by `Character`s; both
/// must give the same answers.
struct DeclaredTypeTests {
    @Test func readsTypesAsWritten() {
        let cases: [(String, String?, Bool)] = [
            ("UIButton!", "UIButton", false),
            ("UIButton?", "UIButton", false),
            ("  UILabel !", nil, false),
            ("\tUILabel\t", "UILabel", false),
            ("UIKit.UIView", "UIView", false),
            ("UIKit.", "UIKit", false),
            ("a..b", "b", false),
            ("...", nil, false),
            ("[UILabel]!", "UILabel", true),
            ("[UIKit.UILabel?]?", "UILabel", true),
            ("[String: UIView]", nil, false),
            ("[]", nil, true),
            ("Array<UIButton>", "UIButton", true),
            ("Optional<UIView>", "UIView", false),
            ("ImplicitlyUnwrappedOptional<[UIView]>", "UIView", true),
            ("Swift.Optional<UIView>", "UIView", false),
            ("Optional<>", nil, false),
            ("NSArray", nil, true),
            ("NSMutableArray!", nil, true),
            ("NSArrays", "NSArrays", false),
            ("UIView & Themeable", nil, false),
            ("", nil, false),
            ("Ünïcode", "Ünïcode", false),
            ("[Module.Vüe]?", "Vüe", true),
            ("Optional<Vüe>", "Vüe", false),
            // Objective-C object pointers, as the Objective-C scanner records them.
            ("UILabel *", "UILabel", false),
            ("UILabel *_Nullable", "UILabel", false),
            ("nullable UILabel * _Nonnull", "UILabel", false),
            ("__kindof UIView *", "UIView", false),
            ("__weak NSSlider*", "NSSlider", false),
            ("UIView<Themeable> *", "UIView", false),
            ("NSObject<Themeable> *", "NSObject", false),
            ("NSArray<UILabel *> *", "UILabel", true),
            ("NSMutableArray<__kindof UIView *> *", "UIView", true),
            ("NSArray *", nil, true),
            ("NSArray<NSString *,id> *", nil, true),
            ("id<Themeable>", nil, false),
            ("id *", nil, false),
            ("NSError **", nil, false),
            ("void (^)(void)", nil, false),
            ("const char *", "char", false),
            ("CGFloat", "CGFloat", false),
        ]
        for (text, className, isArray) in cases {
            let declared = DeclaredType(text)
            #expect(declared.className == className, "\(text)")
            #expect(declared.isArray == isArray, "\(text)")
        }
    }
}
