/// A property declared in a class body or extension.
public struct PropertyDeclaration: Sendable {
    public var name: String
    /// The declared type as written (`UIButton!`, `[UILabel]`), empty when inferred.
    public var typeText: String
    public var isOutlet: Bool
    public var isInspectable: Bool
    /// Visible to Objective-C (and so to key-value coding) by what its own declaration says: `@objc`, `@IBOutlet`,
    /// `@IBInspectable`, `@GKInspectable`, `@NSManaged`, `dynamic`, `override`, a member of an `@objc extension`, or an
    /// Objective-C `@property`. What the class says (`@objcMembers`, protocols, generics) is judged by `ObjCVisibility`.
    public var isObjCVisible: Bool
    /// `@nonobjc`: never visible, whatever the class says.
    public var isNonObjC = false
    /// `@objc(name)` on the property: the key nibs must use.
    public var objCName: String?
    public var location: SourceLocation
    /// An Objective-C instance variable (`IBOutlet UILabel *_nameLabel;`), or a key key-value coding finds it under.
    public var isInstanceVariable = false
    /// The instance variable storing an Objective-C `@property`: `_name` by auto-synthesis, or what `@synthesize name = ivar;`
    /// names (then on an entry of the `@implementation`). Key-value coding and AppKit's outlet connector set it under its
    /// own name, so a nib may connect `_name` (iTerm2's `_textView`, `tabButton_`).
    public var instanceVariableName: String?

    /// The key-value coding key a nib uses for this property.
    public var key: String { objCName ?? name }

    /// True for array types, which `outletCollection` connections need.
    public var isCollection: Bool { typeText.hasPrefix("[") }
}

/// A method declared in a class body or extension.
public struct MethodDeclaration: Sendable {
    public var name: String
    public var selector: String
    public var isAction: Bool
    public var isSegueAction: Bool
    /// As `PropertyDeclaration.isObjCVisible`: `@objc`, `@IBAction`, `@IBSegueAction`, `dynamic`, `override`, `@objc extension`.
    public var isObjCVisible: Bool
    /// `@nonobjc`: never visible, whatever the class says.
    public var isNonObjC = false
    /// The parameters' types as written (`UIButton`, `NSCoder`, `Any?`), for `@IBAction` and `@IBSegueAction`
    /// methods only (the only ones whose signature a rule judges); empty for every other method.
    public var parameterTypes: [String] = []
    public var location: SourceLocation
}

/// A class (or extension of one) as declared in one place of the sources.
public struct ClassDeclaration: Sendable {
    public enum Kind: Sendable { case classDeclaration, extensionDeclaration }

    public var kind: Kind
    /// The name as written, qualified by enclosing types (`Outer.Inner`).
    public var name: String
    /// The inherited types as written; for a class the first is its superclass (or a protocol).
    public var inheritedTypes: [String]
    /// `@objc(Name)` on a class: its Objective-C runtime name, which nibs use as `customClass`.
    public var objCName: String?
    /// `NS_SWIFT_NAME(Name)` on an Objective-C class: the name Swift code (a subclass) uses for it.
    /// Nibs still use the runtime name.
    public var swiftName: String? = nil
    public var isObjCMembers: Bool
    /// A class body with generic parameters (`class Box<T>`): members of its extensions (and of its subclasses'
    /// extensions) are never inferred `@objc`.
    public var isGeneric = false
    public var properties: [PropertyDeclaration] = []
    public var methods: [MethodDeclaration] = []
    /// The selectors of the class methods an Objective-C declaration writes (`+ (BOOL)accessInstanceVariablesDirectly`).
    public var classMethodSelectors: [String] = []
    /// Overrides `setValue(_:forUndefinedKey:)`: any key can be set without a crash.
    public var acceptsUndefinedKeys = false
    /// An `@implementation`'s `@synthesize property = ivar;` pairs: a nib connecting the instance variable's name
    /// connects the property's outlet (iTerm2's `@synthesize tabButton = tabButton_;`, the nib's `tabButton_`).
    public var synthesizedStorage: [String: String] = [:]
    /// Members the class's own code assigns (`self.button = …`, `button = …`, `_button = …`, `[self setButton:…]`), by
    /// the name written (`button`, `_button`; the selector `setButton:` for the setter). Swift: only the file's outlets are looked for.
    public var assignedMembers: [String] = []
    /// Answers selectors dynamically (`forwardingTarget(for:)`, `responds(to:)`, `resolveInstanceMethod`).
    public var forwardsSelectors = false
    /// The methods of the class that assign its `view` while a view nib loads, before the runtime checks that the nib set
    /// one: `awakeFromNib()` (AppKit sends it to File's Owner during the load) and an overridden `loadView()` (Swift
    /// names; `self.view = …`, `view = …`, Objective-C `[self setView:…]` too). view-outlet-not-set reads them.
    public var viewAssigningMethods: [String] = []
    /// Overrides `-loadWindow` (`loadWindow()`) here: true when the override calls super's, false when it builds the
    /// window itself (then NSWindowController never loads the class's window nib); nil when not overridden here.
    public var loadWindowCallsSuper: Bool? = nil
    /// The directory that holds the file, a hint for the module it belongs to.
    public var location: SourceLocation
    /// `init(coder:)` and `awakeFromNib()` declared here: what runs whenever a nib or storyboard decodes an instance.
    public var decodingEntryPoints: [DecodingEntryPoint] = []
    /// An initializer with a coder among other parameters (`init?(coder: NSCoder, model: Model)`): a storyboard creates
    /// the class through it (`instantiateViewController(identifier:creator:)`), not through a plain `init(coder:)`.
    public var hasCreatorCoderInitializer = false
    /// An initializer here passes a nib name that is not `nil` to `super.init(nibName:bundle:)` or
    /// `self.init(nibName:bundle:)` (one niblint cannot read, too), so instances do not rely on UIKit's
    /// name-based lookup (Objective-C: `[super initWithNibName:…]`); readable names are load sites as well.
    public var initializerNamesNib = false
    /// The `#if` / `#elseif` / `#else` conditions around the declaration, all of them joined with `&&`; nil when
    /// it is under none (Objective-C: the `TARGET_OS_*` macros, read as Swift's `os(…)`).
    public var condition: CompilationCondition? = nil

    /// The simple name used for lookups: the last component of a qualified name.
    public var simpleName: String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}

/// `typealias OSViewController = UIViewController`, at the top level of a file or in a type's body (not in a
/// function body): superclasses and outlet types may name the alias instead of the class.
public struct TypeAliasDeclaration: Sendable {
    /// The alias, qualified by enclosing types as classes are (`Outer.Alias`).
    public var name: String
    /// The aliased type as written (`UIViewController`, `NSView`, `UIKit.UIView`, `[String: Any]`).
    public var targetTypeText: String
    /// The `#if` conditions around the declaration, joined with `&&`; nil when it is under none.
    public var condition: CompilationCondition?
    /// At the alias's name.
    public var location: SourceLocation
}

/// `init(coder:)` or `awakeFromNib()` of a class, with the calls on `self` its body always makes.
public struct DecodingEntryPoint: Sendable {
    /// `init(coder:)` or `awakeFromNib()`.
    public var name: String
    /// Where `init` / the method name is written.
    public var location: SourceLocation
    /// The calls on `self` it makes every time it runs (not inside a nested block, not after a `guard`, `return` or
    /// `throw`), in order; `CallGraph` follows them through the methods of the class in the same file.
    public var calls: [SelfCall]
    /// Its own position among its file's `SourceFacts.methodCalls`, when it is one of them (`awakeFromNib()`; not an
    /// initializer in Swift): a call back to it is not followed again.
    public var methodPosition: Int?
    /// It calls the superclass's version (`super.init(coder:)`, `super.awakeFromNib()`), so the superclass's runs too.
    public var callsSuper: Bool
    /// How it always fails, whatever the coder holds: the trapping call as written (`fatalError`,
    /// `preconditionFailure`, `abort`; `doesNotRecognizeSelector:`, `@throw`) or `return nil` (init-coder-traps).
    public var trap: String? = nil
    /// Where the trap is written.
    public var trapLocation: SourceLocation? = nil
}

/// A call on `self` that a method body always makes (`setUp()`, `self.configure(with: x)`, `[self setUp]`).
public struct SelfCall: Sendable, Equatable {
    /// How it names the method: the Swift full name as called (`configure(with:)`), or the Objective-C selector.
    public var key: String
    /// The Swift base name (`configure`): a call may omit defaulted arguments. Nil for Objective-C, whose selectors
    /// match exactly.
    public var baseName: String?
    /// The method as a call chain shows it (Swift full name; an Objective-C selector as Swift names it).
    public var name: String
}

/// A method of a class that has a decoding entry point in the same file, with the calls on `self` its body always
/// makes: the nodes of the call graph (`CallGraph`).
public struct MethodCalls: Sendable {
    /// The class or extension it is declared in, as declared (`ClassDeclaration.name`).
    public var className: String
    /// The method itself, named as calls name it (`key`, `baseName`) and as chains show it (`name`).
    public var method: SelfCall
    public var calls: [SelfCall]
    public var file: String
}

/// How code names the nib it loads.
public enum NibNameExpression: Equatable, Sendable {
    case literal(String)
    /// The enclosing class's own name (`String(describing: Self.self)`, a nil nib name, ...).
    case enclosingClassName
    case className(String)
    case unknown
}

extension NibNameExpression {
    /// AppKit's `loadNibNamed:owner:(topLevelObjects:)` and `NSNib initWithNibNamed:bundle:` accept the name with its
    /// `.nib` extension (`@"Preferences.nib"`): the nib is `Preferences`. Not UIKit's, nor `initWithWindowNibName:`, which
    /// appends the extension itself.
    var droppingNibExtension: NibNameExpression {
        guard case .literal(let name) = self, name.hasSuffix(".nib"), name.count > 4 else { return self }
        return .literal(String(name.dropLast(4)))
    }
}

/// What code passes as the nib owner.
public enum OwnerExpression: Equatable, Sendable {
    /// `self`, an instance of the enclosing class (or of a subclass).
    case enclosingInstance
    /// A new instance of exactly this class (`Foo()`, `Foo(nibName:bundle:)`).
    case instance(of: String)
    case none
    case unknown
}

/// A place in the sources that loads a nib.
public struct NibLoadSite: Sendable {
    public enum API: String, Sendable {
        case loadNibNamed = "loadNibNamed(_:owner:options:)"
        /// AppKit's `Bundle.loadNibNamed(_:owner:topLevelObjects:)`.
        case loadNibNamedTopLevelObjects = "loadNibNamed(_:owner:topLevelObjects:)"
        case uiNibInstantiate = "UINib.instantiate(withOwner:options:)"
        case nsNibInstantiate = "NSNib.instantiate(withOwner:topLevelObjects:)"
        case registerNib = "register(_:for…ReuseIdentifier:)"
        case initNibName = "init(nibName:bundle:)"
        case windowNibName = "init(windowNibName:)"
        case nibNameProperty = "nibName"
    }

    public var api: API
    public var nibName: NibNameExpression
    public var owner: OwnerExpression
    /// The class whose code this is, when known.
    public var enclosingClass: String?
    public var location: SourceLocation
    /// `T` when the code force-casts the first loaded top-level object: `….first as! T`.
    public var castClass: String? = nil
    /// The method or initializer whose body holds the call, by its full Swift name (`commonInit()`,
    /// `init(coder:)`; an Objective-C method by the Swift name of its selector: `-commonInit` is `commonInit()`,
    /// `-initWithCoder:` is `init(coder:)`); nil outside one (a property initializer, a closure stored in a
    /// property, a C function, a class method).
    public var enclosingFunction: String? = nil
    /// The call runs every time `enclosingFunction` runs: at the top level of its body, not inside a nested
    /// block or closure, not after a `guard`, `return` or `throw`, not on the right of `&&`, `||` or `??`.
    public var isUnconditional = false
    /// `init(nibName: nil, …)`: UIKit picks the nib from the class name (`FooView`, then `FooViewController`).
    public var isImplicitNibName = false
    /// For `.registerNib`: what the nib is registered for (nil when the call's labels are not known).
    public var registration: NibRegistration? = nil
    /// The bundle the nib is looked up in: the main one (`bundle: nil` / `.main`, `Bundle.main.loadNibNamed`,
    /// `init(windowNibName:)`), where only a CocoaPods dependency can put one, `.module`, `Bundle(for: X.self)`, or unknown.
    public var bundle = LookupBundle.unknown

    /// The call as its own language names it: the Swift name, or for Objective-C code the selector
    /// (`initWithWindowNibName:`, `loadNibNamed:owner:`), so a message quotes what the code says.
    public var callName: String {
        guard !location.file.hasSuffix(".swift") else { return api.rawValue }
        switch api {
        case .loadNibNamed: return "loadNibNamed:owner:"
        case .loadNibNamedTopLevelObjects: return "loadNibNamed:owner:topLevelObjects:"
        case .uiNibInstantiate: return "-[UINib instantiateWithOwner:options:]"
        case .nsNibInstantiate: return "-[NSNib instantiateWithOwner:topLevelObjects:]"
        case .registerNib: return "registerNib:for…ReuseIdentifier:"
        case .initNibName: return "initWithNibName:bundle:"
        case .windowNibName: return "initWithWindowNibName:"
        case .nibNameProperty: return "-nibName"
        }
    }

    /// True for the APIs that load a view controller's own view nib (as opposed to an extra nib it loads by hand).
    public var loadsOwnViewNib: Bool {
        switch api {
        case .initNibName, .nibNameProperty, .windowNibName: return true
        case .loadNibNamed, .loadNibNamedTopLevelObjects, .uiNibInstantiate, .nsNibInstantiate, .registerNib: return false
        }
    }

    /// The nib name once the enclosing class is known.
    public var resolvedNibName: String? {
        switch nibName {
        case .literal(let name): return name
        case .className(let name): return name
        case .enclosingClassName: return enclosingClass.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        case .unknown: return nil
        }
    }

    /// The owner's class once the enclosing class is known; nil when unknown or no owner.
    public var ownerClass: String? {
        switch owner {
        case .enclosingInstance: return enclosingClass.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        case .instance(let name): return name
        case .none, .unknown: return nil
        }
    }
}

/// What a registered nib is instantiated as: `register(_:forCellReuseIdentifier:)` and its siblings.
public struct NibRegistration: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `UITableView.register(_:forCellReuseIdentifier:)`
        case tableViewCell
        /// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)`
        case tableViewHeaderFooter
        /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`
        case collectionViewCell
        /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
        case collectionViewSupplementary
        /// `NSTableView.register(_:forIdentifier:)`
        case appKitTableView
        /// `NSCollectionView.register(_:forItemWithIdentifier:)`
        case appKitCollectionItem
    }

    public var kind: Kind
    /// The reuse identifier when written as a string literal.
    public var identifier: String?
}

/// A storyboard identifier named in code: a view controller's Storyboard ID or a segue's identifier.
public struct StoryboardIdentifierUse: Sendable {
    public enum Kind: Sendable {
        /// `instantiateViewController(withIdentifier:)` / `instantiateViewController(identifier:)`.
        case viewController
        /// `performSegue(withIdentifier:sender:)`.
        case segue
    }

    public var kind: Kind
    public var identifier: String
    public var enclosingClass: String?
    public var location: SourceLocation
    /// Sent to `self` (`performSegue(…)`, `self.performSegue(…)`, `self?.performSegue(…)`), so at run time the
    /// receiver is an instance of `enclosingClass` (or of a subclass); false for any other receiver.
    public var isSentToSelf = false
    /// For `.viewController`: the storyboard it is asked of, when the code shows it.
    public var storyboard: StoryboardReceiver? = nil
}

/// The storyboard `instantiateViewController(withIdentifier:)` is sent to, as far as the code shows it.
public enum StoryboardReceiver: Sendable, Equatable {
    /// `UIStoryboard(name: "Main", bundle: nil).instantiate…`, or a `let` (local or stored) bound to one.
    case named(String)
    /// `storyboard?.instantiate…` / `self.storyboard!.instantiate…`: the storyboard the enclosing view controller came from.
    case own
}

/// A storyboard named in code by a literal (`UIStoryboard(name: "Main", bundle: nil)`, `NSStoryboard(name:bundle:)`,
/// `[UIStoryboard storyboardWithName:@"Main" bundle:nil]`), or the initial view controller asked of such a storyboard
/// (`….instantiateInitialViewController()`, directly or through a local or stored `let` bound to it).
public struct StoryboardNameUse: Sendable {
    public enum Kind: Sendable {
        /// The storyboard is created: at `UIStoryboard` / `NSStoryboard`.
        case storyboard
        /// `instantiateInitialViewController()` / `instantiateInitialController()` on it: at the method's name.
        case initialController
    }

    public var kind: Kind
    /// The storyboard's name as written (no extension).
    public var name: String
    /// How the message names the call: `UIStoryboard(name:bundle:)`, `instantiateInitialViewController()`, ...
    public var call: String
    public var enclosingClass: String?
    public var location: SourceLocation
    /// The bundle argument: the main bundle (`nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`), where a
    /// dependency other than a CocoaPods one can put no storyboard, `.module`, `Bundle(for: X.self)`, or another.
    public var bundle = LookupBundle.main
}

/// An image code loads by a literal name: `UIImage(named: "x")`, `UIImage(named: "x", in: bundle, compatibleWith: nil)`,
/// `NSImage(named: "x")` / `NSImage(named: NSImage.Name("x"))`, `#imageLiteral(resourceName: "x")`,
/// `[UIImage imageNamed:@"x"]` / `[NSImage imageNamed:@"x"]` (not `UIImage(systemName:)`, whose SF Symbols are the system's).
public struct CodeImageUse: Sendable {
    /// The name as written (a string with an interpolation or escape is not recorded).
    public var name: String
    /// How the message names the call: `UIImage(named:)`, `NSImage(named:)`, `#imageLiteral(resourceName:)`, `+[UIImage imageNamed:]`.
    public var call: String
    /// `NSImage`: AppKit's named images (`NSImage.Name.addTemplate`'s "NSAddTemplate") are the system's.
    public var isAppKit: Bool
    /// The bundle it is looked up in: the main bundle (`UIImage(named:)`, `NSImage(named:)`, `in: nil`, `in: .main`),
    /// `.module`, `Bundle(for: X.self)`, another; nil for the bundle of the code's own target (`#imageLiteral`: the main
    /// bundle in an app, the package target's resource bundle in a package).
    public var bundle: LookupBundle?
    public var location: SourceLocation
}

/// `init(named:)` declared by the project on UIImage or NSImage (an extension's convenience initializer): a Swift
/// `UIImage(named: "x")` may run it instead of the framework's, and it may look the name up elsewhere.
public struct ImageNamedInitializer: Sendable {
    public var typeName: String
    public var location: SourceLocation
}

/// The bundle code names for a nib or storyboard it loads by name.
public enum LookupBundle: Sendable, Hashable {
    /// `nil`, `.main`, `Bundle.main`, `[NSBundle mainBundle]`: the app's main bundle.
    case main
    /// `.module`, `Bundle.module`: the resource bundle of the Swift package target the code is in.
    case module
    /// `Bundle(for: X.self)`: the bundle of the target that builds class X.
    case ofClass(String)
    /// Another one, or one niblint cannot tell (a variable, `Bundle(identifier:)`).
    case unknown
}

/// `exporter.parent = …` in a method of `enclosingClass`: the member `parent` set on the object `exporter` names.
public struct MemberAssignmentThroughVariable: Sendable, Hashable {
    public var receiver: String
    public var member: String
    public var enclosingClass: String
}

/// `object_setClass(vc, ShowDetailViewController.self)` (Objective-C `object_setClass(vc, [FOOShowDetail class])`): code
/// turns an object into an instance of another class at run time, usually a subclass of the class a storyboard made it
/// as; the subclass's methods then answer the nib's actions. One per class named in the call's second argument
/// (`isShow ? A.self : B.self` names two).
public struct ClassSwap: Sendable {
    public var className: String
    /// At `object_setClass`.
    public var location: SourceLocation
}

/// `FooController()` or `FooController.init()`: an instance of a class whose name ends in `Controller`,
/// created without arguments. A `UIViewController` made this way has no nib name, so UIKit looks for a nib
/// named after the class when it loads the view.
public struct ControllerCreation: Sendable {
    public var className: String
    public var enclosingClass: String?
    public var location: SourceLocation
}

/// A forced cast (`as!`) of what a lookup by name returns (cast-mismatch): a storyboard scene by its Storyboard ID,
/// a storyboard's initial view controller, or a segue's destination in `prepare(for:sender:)`.
public struct ForcedLookupCast: Sendable {
    public enum Lookup: Sendable, Equatable {
        /// `instantiateViewController(withIdentifier: "X")` / `instantiateController(withIdentifier: "X")`.
        case storyboardIdentifier(String)
        /// `instantiateInitialViewController()` / `instantiateInitialController()`.
        case initialController
        /// `segue.destination` / `segue.destinationController` in `prepare(for:sender:)`, where the code has
        /// established that `segue.identifier == "X"`.
        case segueDestination(String)
        /// `dequeueReusableCell(withIdentifier: "X", for:)` / `dequeueReusableCell(withReuseIdentifier: "X", for:)`.
        case reuseIdentifier(String)
    }

    /// Which object of the looked-up scene the cast applies to.
    public enum Target: Sendable, Equatable {
        /// The view controller the lookup returns.
        case returned
        /// `(… as! UINavigationController).topViewController as! T` / `.viewControllers.first as! T`: the root
        /// of the navigation controller the lookup returns.
        case navigationRoot
    }

    public var lookup: Lookup
    public var target: Target = .returned
    /// The storyboard the lookup is sent to, when the code names it (`UIStoryboard(name: "Main", bundle:)`, or a
    /// `let` bound to one); nil when unknown.
    public var storyboardName: String?
    /// How the message names the call: `instantiateViewController(withIdentifier:)`, `segue.destination`, ...
    public var call: String
    /// `T` in `as! T`, as written (generic arguments dropped).
    public var castClass: String
    public var enclosingClass: String?
    /// At `T`.
    public var location: SourceLocation
}

/// `register(FooCell.self, forCellReuseIdentifier: …)` and its siblings (a class, or `nil`, registered for an
/// identifier): a prototype or nib of the identifier is then not what is dequeued (cast-mismatch).
public struct CellClassRegistration: Sendable {
    /// The identifier when written as a string literal; nil otherwise.
    public var identifier: String?
    public var enclosingClass: String?
    public var location: SourceLocation
}

/// How code writes a reuse identifier (`dequeueReusableCell(withIdentifier:)`, `register(_:forCellReuseIdentifier:)`).
public enum ReuseIdentifierExpression: Equatable, Hashable, Sendable {
    /// `"Cell"`, `NSUserInterfaceItemIdentifier("Cell")`, `.init(rawValue: "Cell")`, `@"Cell"`.
    case literal(String)
    /// A class's name: `String(describing: FooCell.self)`, `"\(FooCell.self)"`, `NSStringFromClass(FooCell.self)`.
    case className(String)
    /// `Base.name`: a static member (`FooCell.reuseIdentifier`, `Constants.cellID`, `T.reuseIdentifier`).
    case member(base: String, name: String)
    /// A bare name: a constant of the type or of the file (`cellID`, `kCellIdentifier`), or a local.
    case name(String)
    /// Anything else: never judged.
    case unknown

    /// A literal, a class name or a member: what a local bound to it stands for (a bare name or anything else does not).
    var isResolvable: Bool {
        switch self {
        case .literal, .className, .member: return true
        case .name, .unknown: return false
        }
    }
}

/// Where code asks for a reusable view by identifier (a dequeue), or registers one.
public struct ReuseIdentifierUse: Sendable {
    public enum API: String, Sendable {
        case tableCell = "dequeueReusableCell(withIdentifier:)"
        case tableCellForIndexPath = "dequeueReusableCell(withIdentifier:for:)"
        case collectionCell = "dequeueReusableCell(withReuseIdentifier:for:)"
        case headerFooter = "dequeueReusableHeaderFooterView(withIdentifier:)"
        case supplementary = "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        case appKitMakeView = "makeView(withIdentifier:owner:)"
    }

    public var api: API
    public var identifier: ReuseIdentifierExpression
    public var enclosingClass: String?
    /// At the method's name (`dequeueReusableCell`, Objective-C `dequeueReusableCellWithIdentifier`).
    public var location: SourceLocation
    /// The result is force-unwrapped or force-cast right away (`…)!`, `…) as! FooCell`): for the APIs that return nil
    /// rather than throw, only then does a missing identifier crash (otherwise the code usually makes the cell itself).
    public var isForced = false

    /// The API raises an exception for an unknown identifier (the others return nil).
    public var throwsWhenMissing: Bool {
        switch api {
        case .tableCellForIndexPath, .collectionCell, .supplementary: return true
        case .tableCell, .headerFooter, .appKitMakeView: return false
        }
    }
}

/// `register(_:forCellReuseIdentifier:)` and its siblings: an identifier a table or collection view will know.
public struct ReuseRegistration: Sendable {
    public var kind: NibRegistration.Kind
    public var identifier: ReuseIdentifierExpression
    /// The class registered (`FooCell.self`, `[FooCell class]`), when written so.
    public var registeredClass: String?
    public var enclosingClass: String?
    public var location: SourceLocation
}

/// A `static let` / `static var … { "X" }` of a type, or a file-level `let` (Objective-C: `NSString *const k = @"X";`),
/// as far as reuse identifiers need: its value, when niblint can read it.
public struct StringConstant: Sendable {
    public enum Value: Sendable, Equatable {
        case literal(String)
        /// The name of the class it is asked of: `String(describing: self)`, `"\(self)"`, `NSStringFromClass(self)`.
        case className
        /// Anything else (a computed value niblint cannot read).
        case other
    }

    /// The enclosing type (qualified as classes are), nil at file level.
    public var typeName: String?
    public var name: String
    public var value: Value
    /// Declared in an extension (of a class or a protocol).
    public var inExtension: Bool
    public var location: SourceLocation
}

/// A protocol the sources declare (Swift `protocol P: Q`, Objective-C `@protocol P <Q>`), with the protocols it
/// inherits: outlet-type-mismatch judges an outlet typed with a protocol only against protocols of the tree.
public struct ProtocolDeclaration: Sendable {
    public var name: String
    public var inheritedTypes: [String]
    /// The instance methods an adopter must implement: Objective-C selectors not under `@optional`, the base names of
    /// an `@objc` Swift protocol's non-`optional` `func`s.
    public var requiredMethods: [String] = []
    /// Declared in Swift: `requiredMethods` are base names.
    public var isSwift = false
}

/// What the scanners record of a source file: one value per file, which a scanner fills fact by fact (each
/// kind of fact in its own file of `Source/Swift/` and `Source/ObjectiveC/`), and, appended file after file,
/// the facts of a unit (`UnitSources`), which the rules read.
public struct SourceFacts: Sendable {
    public var path: String
    public var classes: [ClassDeclaration] = []
    public var loadSites: [NibLoadSite] = []
    public var storyboardIdentifierUses: [StoryboardIdentifierUse] = []
    public var storyboardNameUses: [StoryboardNameUse] = []
    /// Images loaded by a literal name (code-image-not-found).
    public var codeImageUses: [CodeImageUse] = []
    public var imageNamedInitializers: [ImageNamedInitializer] = []
    public var controllerCreations: [ControllerCreation] = []
    /// `object_setClass(x, Sub.self)`: classes objects are turned into at run time.
    public var classSwaps: [ClassSwap] = []
    /// Forced casts of scenes looked up by name (cast-mismatch).
    public var forcedLookupCasts: [ForcedLookupCast] = []
    /// Classes registered for cell reuse identifiers (cast-mismatch).
    public var cellClassRegistrations: [CellClassRegistration] = []
    /// Dequeues and registrations of reusable views by identifier, and the string constants they may name.
    public var reuseIdentifierUses: [ReuseIdentifierUse] = []
    public var reuseRegistrations: [ReuseRegistration] = []
    public var stringConstants: [StringConstant] = []
    /// Type aliases at the top level and in type bodies, with their `#if` conditions.
    public var typeAliases: [TypeAliasDeclaration] = []
    /// The methods of the classes with a decoding entry point in this file, in source order, with their calls on `self`.
    public var methodCalls: [MethodCalls] = []
    /// `// niblint:` comments: suppressions.
    public var directiveComments: [SourceComment] = []
    /// Members code assigns on an object other than `self`, by the name written: `controller.splitView = …` (`splitView`),
    /// Objective-C `[controller setSplitView:…]` (`setSplitView:`). `cell.slider.delegate = self` assigns `delegate`, not
    /// `slider`. An outlet of that name may be set by another class's code (unconnected-outlet).
    public var membersAssignedOnOtherObjects: [String] = []
    /// Of those, the ones set through a receiver named by a plain identifier in a class's method (`exporter.parent = …`
    /// in AppController): the receiver's declared class, an instance variable's or property's of that class, tells whose
    /// member it is.
    public var memberAssignmentsThroughVariables: [MemberAssignmentThroughVariable] = []
    /// Value transformer names the code registers or spells (`NSValueTransformerName("X")`,
    /// `setValueTransformer(_:forName:)` / `setValueTransformer:forName:` with a literal name).
    public var valueTransformerNames: [String] = []
    /// A `setValueTransformer(_:forName:)` call whose name niblint cannot read: any name may be registered.
    public var registersUnreadableValueTransformerName = false
    /// The property requirements of `@objc` protocols, and the base names of their method requirements: a Swift
    /// member that satisfies one is visible to Objective-C (SE-0160: witnesses of `@objc` requirements infer `@objc`).
    public var objCProtocolPropertyNames: [String] = []
    /// Protocols declared at type level (Swift) or at file level (Objective-C `@protocol P <Q> … @end`).
    public var protocols: [ProtocolDeclaration] = []
    /// The hashes of the words the file spells (`SourceWords`): what unused-nib reads before calling a nib unused.
    /// Collected only when that rule is enabled (`ParseStage.collectsWords`): hashing every word costs about a fifth of a lint.
    public var words: [UInt64] = []
    /// `UIStoryboard(name:bundle:)` / `[UIStoryboard storyboardWithName:bundle:]` with a name niblint cannot read.
    public var loadsStoryboardByUnreadableName = false
    /// A nib loaded or registered by a name niblint cannot read (a parameter, a computed string).
    public var loadsNibByUnreadableName = false

    public init(path: String) {
        self.path = path
    }
}

extension SourceFacts {
    /// Adds the facts of `other` after these, so that a unit's facts are its files' facts in file order.
    /// Classes are not carried: the index keeps them by name (`UnitSources.declarationsByName`).
    mutating func append(contentsOf other: SourceFacts) {
        loadSites += other.loadSites
        storyboardIdentifierUses += other.storyboardIdentifierUses
        storyboardNameUses += other.storyboardNameUses
        codeImageUses += other.codeImageUses
        imageNamedInitializers += other.imageNamedInitializers
        controllerCreations += other.controllerCreations
        classSwaps += other.classSwaps
        forcedLookupCasts += other.forcedLookupCasts
        cellClassRegistrations += other.cellClassRegistrations
        reuseIdentifierUses += other.reuseIdentifierUses
        reuseRegistrations += other.reuseRegistrations
        stringConstants += other.stringConstants
        typeAliases += other.typeAliases
        methodCalls += other.methodCalls
        directiveComments += other.directiveComments
        membersAssignedOnOtherObjects += other.membersAssignedOnOtherObjects
        memberAssignmentsThroughVariables += other.memberAssignmentsThroughVariables
        valueTransformerNames += other.valueTransformerNames
        registersUnreadableValueTransformerName = registersUnreadableValueTransformerName || other.registersUnreadableValueTransformerName
        objCProtocolPropertyNames += other.objCProtocolPropertyNames
        protocols += other.protocols
        words += other.words
        loadsStoryboardByUnreadableName = loadsStoryboardByUnreadableName || other.loadsStoryboardByUnreadableName
        loadsNibByUnreadableName = loadsNibByUnreadableName || other.loadsNibByUnreadableName
    }
}
