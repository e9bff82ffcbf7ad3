import Testing
@testable import NibLintKit

/// The runtime's search for a key, in one place (`KeyValueCoding`): what each platform's outlet connection, runtime
/// attribute and binding finds, asked through the index as the rules ask it.
struct KeyValueCodingTests {
    private func index(objectiveC: String = "", swift: String = "") -> ProjectIndex {
        var sources: [SourceFacts] = []
        if !objectiveC.isEmpty { sources.append(ObjectiveCScanner.scan(bytes: Array(objectiveC.utf8), path: "FOOController.m")) }
        if !swift.isEmpty { sources.append(SwiftScanner.scan(bytes: Array(swift.utf8), path: "Views.swift")) }
        return ProjectIndex(sources: sources, nibs: [])
    }

    private func found(_ key: String, _ className: String, _ platform: NibPlatform, in index: ProjectIndex) -> Bool {
        if case .found = index.lookupProperty(key, inClass: className, platform: platform) { return true }
        return false
    }

    @Test func namesTheSearchTries() {
        #expect(KeyValueCoding.setterSelectors(forKey: "nameLabel", platform: .iOS) == ["setNameLabel:", "_setNameLabel:"])
        #expect(KeyValueCoding.setterSelectors(forKey: "nameLabel", platform: .macOS) == ["setNameLabel:"])
        #expect(KeyValueCoding.setterSelectors(forKey: "URL", platform: .macOS) == ["setURL:"])
        #expect(KeyValueCoding.instanceVariableNames(forKey: "active", platform: .iOS) == ["_active", "_isActive", "active", "isActive"])
        #expect(KeyValueCoding.instanceVariableNames(forKey: "active", platform: .macOS) == ["active"])
        #expect(KeyValueCoding.getterSelectors(forKey: "items") == ["getItems", "items", "isItems", "_items", "countOfItems"])
        #expect(KeyValueCoding.keys(ofInstanceVariable: "_isActiveSwitch") == ["isActiveSwitch", "activeSwitch"])
        #expect(KeyValueCoding.keys(ofInstanceVariable: "isURLView") == ["uRLView", "URLView"])
        #expect(KeyValueCoding.keys(ofInstanceVariable: "__private").isEmpty)
        #expect(KeyValueCoding.keys(ofSetter: "setURL:") == ["uRL", "URL"])
        #expect(KeyValueCoding.keys(ofSetter: "setTitle:") == ["title"])
        #expect(KeyValueCoding.keys(ofSetter: "setTitle:animated:") == nil)
        #expect(KeyValueCoding.keys(ofSetter: "settle:") == nil)
        #expect(KeyValueCoding.sameSetter("descriptionLabel", "DescriptionLabel"))
        #expect(!KeyValueCoding.sameSetter("descriptionLabel", "descriptionlabel"))
        #expect(!KeyValueCoding.sameSetter("_label", "_Label"))
    }

    /// The byte comparison the lookups use agrees with the names the search tries, on every pair of a small vocabulary.
    @Test func instanceVariableMatchAgreesWithTheNames() {
        let words = ["active", "Active", "isActive", "_active", "_isActive", "_Active", "isactive", "URL", "uRL", "isURL", "_isURL", "a", "_a", "isA", "_isA", "is", "_is", "_", "i"]
        for key in words where !key.isEmpty {
            for name in words {
                #expect(KeyValueCoding.instanceVariable(name, isFoundFor: key, by: .keyValueCoding)
                        == KeyValueCoding.instanceVariableNames(forKey: key, platform: .iOS).contains(name), "\(name) for \(key)")
                #expect(KeyValueCoding.instanceVariable(name, isFoundFor: key, by: .ownName) == (name == key))
                #expect(!KeyValueCoding.instanceVariable(name, isFoundFor: key, by: .none))
            }
        }
    }

    /// UIKit sets an instance variable under `_<key>`, `_is<Key>`, `<key>`, `is<Key>`; AppKit's connector only under its name.
    @Test func instanceVariablesByPlatform() {
        let index = index(objectiveC: """
        @interface FOOController : NSObject {
            IBOutlet id _isActiveSwitch;
            IBOutlet id _nameLabel;
        }
        @end
        """)
        #expect(found("activeSwitch", "FOOController", .iOS, in: index))
        #expect(found("isActiveSwitch", "FOOController", .iOS, in: index))
        #expect(found("nameLabel", "FOOController", .iOS, in: index))
        #expect(found("_nameLabel", "FOOController", .iOS, in: index))
        #expect(!found("nameLabel", "FOOController", .macOS, in: index))
        #expect(found("_nameLabel", "FOOController", .macOS, in: index))
        #expect(!found("NameLabel", "FOOController", .macOS, in: index))
    }

    /// A setter method is found as the setter it is: `set<Key>:` on both platforms, `_set<Key>:` on iOS only.
    @Test func settersByPlatform() {
        let index = index(objectiveC: """
        @implementation FOOController
        - (void)setWindow:(id)window {}
        - (void)_setPanel:(id)panel {}
        - (void)setURL:(id)url {}
        @end
        """)
        #expect(found("window", "FOOController", .macOS, in: index))
        #expect(found("Window", "FOOController", .iOS, in: index))
        #expect(found("panel", "FOOController", .iOS, in: index))
        #expect(!found("panel", "FOOController", .macOS, in: index))
        #expect(found("URL", "FOOController", .iOS, in: index) && found("uRL", "FOOController", .iOS, in: index))
    }

    /// Foundation capitalizes the key's first letter: `DescriptionLabel` is set through `setDescriptionLabel:`.
    @Test func keyWithCapitalFirstLetterFindsThePropertysSetter() {
        let index = index(swift: """
        class CardView: UIView {
            @IBOutlet var descriptionLabel: UILabel!
        }
        """)
        #expect(found("DescriptionLabel", "CardView", .iOS, in: index))
        #expect(!found("Descriptionlabel", "CardView", .iOS, in: index))
    }

    /// `+accessInstanceVariablesDirectly` overridden (to answer NO): UIKit's key-value coding sets no instance variable.
    @Test func classRefusingInstanceVariables() {
        let index = index(objectiveC: """
        @interface FOOController : NSObject {
            IBOutlet id _nameLabel;
        }
        @end
        @implementation FOOController
        + (BOOL)accessInstanceVariablesDirectly { return NO; }
        @end
        @interface FOOSubController : FOOController
        @end
        """)
        #expect(!found("nameLabel", "FOOSubController", .iOS, in: index))
        #expect(!found("_nameLabel", "FOOController", .iOS, in: index))
        // AppKit's outlet connector sets the instance variable named as the outlet all the same.
        #expect(found("_nameLabel", "FOOController", .macOS, in: index))
    }

    /// valueForKey: reads a getter or an instance variable, never a setter alone.
    @Test func getterSearch() throws {
        let index = index(objectiveC: """
        @interface FOOModel : NSObject {
            int _count;
        }
        - (void)setTitle:(id)title;
        - (BOOL)isEnabled;
        @end
        """)
        let hierarchy = index.hierarchy(of: "FOOModel", platform: .macOS)
        func get(_ key: String) -> Bool {
            if case .found = KeyValueCodingGetter(key: key).lookup(in: hierarchy, visibility: index.objCVisibility) { return true }
            return false
        }
        #expect(get("count"))
        #expect(get("enabled"))
        #expect(!get("title"))
    }

    /// The keys a nib can connect a property under, as unconnected-outlet reads them.
    @Test func connectableKeys() throws {
        let summary = ObjectiveCScanner.scan(bytes: Array("""
        @interface FOOController : NSObject {
            IBOutlet id _nameLabel;
        }
        @property (weak) IBOutlet id tabButton;
        @end
        @implementation FOOController
        @synthesize tabButton = tabButton_;
        @end
        """.utf8), path: "FOOController.m")
        let declarations = summary.classes
        let ivar = try #require(declarations.first?.properties.first { $0.name == "_nameLabel" })
        let property = try #require(declarations.first?.properties.first { $0.name == "tabButton" })
        #expect(KeyValueCoding.connectableKeys(of: ivar, declarations: declarations, platform: .iOS) == ["_nameLabel", "nameLabel"])
        #expect(KeyValueCoding.connectableKeys(of: ivar, declarations: declarations, platform: .macOS) == ["_nameLabel"])
        #expect(KeyValueCoding.connectableKeys(of: property, declarations: declarations, platform: .macOS) == ["tabButton", "TabButton", "_tabButton", "tabButton_"])
    }
}
