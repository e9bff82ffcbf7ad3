#!/usr/bin/env python3
"""Compares niblint's Objective-C scanner with clang's parser on every .h/.m/.mm file of one or more trees.

    swift build && python3 Scripts/objc-oracle.py DIR [DIR ...] [--niblint PATH] [--jobs 2] [--limit N] [--app APPDIR]

For each file it runs the toolchain's clang (`clang -x objective-c -fsyntax-only -Xclang -ast-dump=json`,
`-x objective-c++` for .mm; no SDK needed, works on Linux) and `niblint dump-objc FILE` (the scanner's declarations
as JSON), and compares, per file:

- classes (`@interface X : Super`, with its line), their superclass, and the protocols each `@interface`, category
  and class extension adopts; protocols (`@protocol P <Q>`) with the protocols they inherit;
- the members of each class, keyed by the class's name (every `@interface`, category, extension and
  `@implementation` of it in the file together): instance variables, properties and instance methods, with their
  `IBOutlet` / `IBAction` marks.

Each conditional is read both ways: the macros the file tests in `#if`/`#ifdef`/`#elif` (header guards and
compiler macros aside; a condition macro the file defines from others, `#define DOWNLOAD_SUPPORTED TARGET_OS_IOS ||
TARGET_OS_VISION`, through its parts too) are all defined (`-DX=1`) in one run and all undefined (`-UX`) in another,
and when there are several (or `#elif`s), each one alone defined and each one alone undefined in runs of their own
(`#if !TARGET_OS_TV` around `#if TARGET_OS_IOS` needs IOS without TV); clang's facts are the union over the runs,
which is what the scanner, reading every branch, must find. Function bodies are skipped (`-skip-function-bodies`):
they declare nothing compared, and clang's JSON dumper crashed on one recovered body. A difference is printed as `only in clang` (the scanner
misses it) or `only in niblint` (the scanner invents it), with its category.

Imports are not followed: every `#import`/`#include`/`@import` line is blanked (line numbers kept), and a stub
header given with `-include` declares what the file names but does not declare: the superclasses, classes and
protocols it uses (`@interface X : NSObject @end`, generic when used with type arguments; `@protocol P @end`),
the types it uses (`typedef int T;`) and the attribute macros of the SDK (`NS_ASSUME_NONNULL_BEGIN`,
`API_AVAILABLE(...)`, `NS_ENUM`, ...). The app's own headers the file imports with `#import "X.h"` (looked up
beside the file, then by name in the app; a few levels) give the stub their one-line `#define`s, with the `#if`
lines around them (whose macros the runs toggle too), and typedefs (`#define MIKArrayOf(TYPE) NSArray<TYPE>`,
`typedef unsigned long long HFBTreeIndex;`); `niblint dump-objc --app ROOT` looks the same headers up for the scanner. Then clang is run and its
errors refine the stub, a few rounds: `cannot find interface declaration for 'X'` and a type used as `X *` give
`@interface X : NSObject @end`, `cannot find protocol declaration` a protocol, `unknown type name` a typedef (or an
empty macro for an upper-case attribute word such as `APP_EXPORT`), an upper-case word where clang `expected`
something else an empty macro (function-like before `(`). Attributes clang inherits from an earlier declaration
(`- (void)cancel:` after `- (IBAction)cancel:`) are not the declaration's own and are not counted. Clang's predefined `IBOutlet`, `IBAction` and `IBOutletCollection` carry
the marks. What the stubs cannot give clang (a macro of another header that expands to a declaration, a type the
heuristics take for something else) shows as a difference classified `stub:` when clang reported an error on
that declaration's line.

Not compared: class methods and class properties (the scanner leaves them out, as nibs never use them),
`@synthesize`d storage and key-value coding aliases (derived, not declared), conditions, and the setter-made
keys of `-setFoo:` methods (not declarations). Nothing is written outside a temporary directory. `--app` names
the app whose headers are looked up when the roots are single files. Tests/NibLintKitTests/ObjectiveCOracleTests.swift
runs it on Fixtures/objc-oracle (0 differences expected, with /opt/swift/usr/bin/clang).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

CLANG = os.environ.get("CLANG", "/opt/swift/usr/bin/clang")
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIPPED_FOLDERS = {".git", ".build", "DerivedData", "node_modules", ".swiftpm"}
EXTENSIONS = (".h", ".m", ".mm")

IMPORT_LINE = re.compile(rb"^[ \t]*(#[ \t]*(import|include|include_next)\b.*|@import\b.*)$", re.M)
CONDITIONAL = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef)\b(.*)$", re.M)
DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.M)
COMMENT = re.compile(rb"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(rb'@?"(?:\\.|[^"\\\n])*"' + rb"|'(?:\\.|[^'\\\n])*'")
IDENTIFIER = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
KEYWORDS = set("""auto break case char const continue default do double else enum extern float for goto if inline int long
register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while id Class SEL
IMP BOOL YES NO nil Nil NULL self super in out inout bycopy byref oneway instancetype nonatomic atomic strong weak assign
copy retain readonly readwrite getter setter nullable nonnull null_unspecified null_resettable class unsafe_unretained
defined bool true false this new delete template typename namespace using public private protected virtual operator
friend explicit mutable try catch throw nullptr decltype constexpr static_cast dynamic_cast reinterpret_cast const_cast
wchar_t char16_t char32_t noexcept alignof alignas thread_local static_assert asm typeid export volatile _Bool _Nonnull
_Nullable _Null_unspecified __kindof __weak __strong __unsafe_unretained __autoreleasing __block __bridge
__bridge_transfer __bridge_retained __attribute__ __typeof__ typeof __typeof __unused IBOutlet IBAction IBInspectable
IBOutletCollection IB_DESIGNABLE Protocol""".split())
# Predefined by clang or function-like: never toggled.
COMPILER_MACROS = {w.encode() for w in """defined __OBJC__ __OBJC2__ __cplusplus __clang__ __has_feature __has_include
__has_include_next __has_attribute __has_builtin __has_extension __has_warning __has_objc_arc_weak __BLOCKS__
__APPLE__ __MACH__ __GNUC__ __STDC__ __STDC_VERSION__ __clang_major__ __clang_minor__""".split()}
# SDK version macros (`#if __MAC_OS_X_VERSION_MAX_ALLOWED >= 101400`): "defined" is a version above any test.
VERSION_MACRO = re.compile(r"VERSION|^__MAC_|^__IPHONE_|^MAC_OS_X_|^NSAppKitVersionNumber")
GENERIC_ARITY = {"NSArray": 1, "NSMutableArray": 1, "NSSet": 1, "NSMutableSet": 1, "NSOrderedSet": 1,
                 "NSMutableOrderedSet": 1, "NSCountedSet": 1, "NSHashTable": 1, "NSEnumerator": 1, "NSDictionary": 2,
                 "NSMutableDictionary": 2, "NSCache": 2, "NSMapTable": 2, "NSFetchRequest": 1,
                 "NSFetchedResultsController": 1, "NSMeasurement": 1}
SDK_MACROS = """
#define NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_END
#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_ERROR_ENUM(_domain, _name) enum _name : int _name; enum _name : int
#define CF_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
#define CF_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
#define NS_SWIFT_NAME(...)
#define NS_REFINED_FOR_SWIFT
#define NS_SWIFT_UNAVAILABLE(...)
#define NS_DESIGNATED_INITIALIZER
#define NS_UNAVAILABLE
#define NS_REQUIRES_SUPER
#define NS_RETURNS_RETAINED
#define NS_RETURNS_NOT_RETAINED
#define NS_RETURNS_INNER_POINTER
#define NS_FORMAT_FUNCTION(...)
#define NS_FORMAT_ARGUMENT(...)
#define NS_REQUIRES_NIL_TERMINATION
#define NS_NOESCAPE
#define NS_INLINE static inline
#define NS_STRING_ENUM
#define NS_EXTENSIBLE_STRING_ENUM
#define NS_TYPED_ENUM
#define NS_TYPED_EXTENSIBLE_ENUM
#define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
#define NS_ROOT_CLASS
#define NS_VALID_UNTIL_END_OF_SCOPE
#define NS_NONATOMIC_IOSONLY nonatomic
#define NS_DEPRECATED(...)
#define NS_DEPRECATED_IOS(...)
#define NS_DEPRECATED_MAC(...)
#define NS_AVAILABLE(...)
#define NS_AVAILABLE_IOS(...)
#define NS_AVAILABLE_MAC(...)
#define NS_CLASS_AVAILABLE(...)
#define NS_CLASS_AVAILABLE_IOS(...)
#define NS_CLASS_AVAILABLE_MAC(...)
#define NS_CLASS_DEPRECATED(...)
#define NS_ENUM_AVAILABLE(...)
#define NS_ENUM_AVAILABLE_IOS(...)
#define NS_ENUM_AVAILABLE_MAC(...)
#define NS_EXTENSION_UNAVAILABLE(...)
#define NS_EXTENSION_UNAVAILABLE_IOS(...)
#define NS_EXTENSION_UNAVAILABLE_MAC(...)
#define NS_HEADER_AUDIT_BEGIN(...)
#define NS_HEADER_AUDIT_END(...)
#define NS_SWIFT_SENDABLE
#define NS_SWIFT_UI_ACTOR
#define NS_SWIFT_NONISOLATED
#define NS_SWIFT_NOTHROW
#define NS_SWIFT_ASYNC(...)
#define NS_SWIFT_ASYNC_NAME(...)
#define NS_SWIFT_DISABLE_ASYNC
#define NS_UNAVAILABLE_IOS(...)
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define API_TO_BE_DEPRECATED
#define SPI_AVAILABLE(...)
#define UI_APPEARANCE_SELECTOR
#define UIKIT_EXTERN extern
#define APPKIT_EXTERN extern
#define FOUNDATION_EXTERN extern
#define FOUNDATION_EXPORT extern
#define FOUNDATION_STATIC_INLINE static inline
#define CF_EXPORT extern
#define CF_INLINE static inline
#define CF_RETURNS_RETAINED
#define CF_RETURNS_NOT_RETAINED
#define CF_IMPLICIT_BRIDGING_ENABLED
#define CF_IMPLICIT_BRIDGING_DISABLED
#define CF_ASSUME_NONNULL_BEGIN
#define CF_ASSUME_NONNULL_END
#define CF_SWIFT_NAME(...)
#define CF_BRIDGED_TYPE(...)
#define CF_NOESCAPE
#define DEPRECATED_ATTRIBUTE
#define DEPRECATED_MSG_ATTRIBUTE(...)
#define UNAVAILABLE_ATTRIBUTE
#define AVAILABLE_MAC_OS_X_VERSION_10_0_AND_LATER
#define __OSX_AVAILABLE_STARTING(...)
#define __OSX_AVAILABLE_BUT_DEPRECATED(...)
#define __IOS_AVAILABLE(...)
#define __OSX_AVAILABLE(...)
#define __TVOS_AVAILABLE(...)
#define __WATCHOS_AVAILABLE(...)
#define __API_AVAILABLE(...)
#define __deprecated
#define __deprecated_msg(...)
#define __unused __attribute__((unused))
#define NSIntegerMax 1
#define NSNotFound 1
#define NSLocalizedString(a, b) a
#define nil ((id)0)
#define Nil ((Class)0)
#define NULL ((void *)0)
#define YES __objc_yes
#define NO __objc_no
"""
BUILTIN_TYPES = """
typedef _Bool BOOL;
typedef long NSInteger; typedef unsigned long NSUInteger; typedef double CGFloat; typedef double NSTimeInterval;
typedef struct { double x, y; } CGPoint; typedef struct { double width, height; } CGSize;
typedef struct { CGPoint origin; CGSize size; } CGRect;
typedef CGPoint NSPoint; typedef CGSize NSSize; typedef CGRect NSRect;
typedef struct { NSUInteger location, length; } NSRange;
typedef struct { double top, left, bottom, right; } UIEdgeInsets; typedef UIEdgeInsets NSEdgeInsets;
typedef unsigned short unichar; typedef unsigned int UInt32; typedef int SInt32; typedef unsigned char UInt8;
typedef unsigned short UInt16; typedef unsigned long long UInt64; typedef long long SInt64; typedef short SInt16;
typedef signed char SInt8; typedef int OSStatus; typedef int OSErr; typedef unsigned int FourCharCode; typedef FourCharCode OSType;
typedef long CFIndex; typedef const struct __CFString *CFStringRef; typedef const void *CFTypeRef;
typedef unsigned long size_t; typedef long ssize_t; typedef int int32_t; typedef unsigned int uint32_t;
typedef long long int64_t; typedef unsigned long long uint64_t; typedef short int16_t; typedef unsigned short uint16_t;
typedef signed char int8_t; typedef unsigned char uint8_t; typedef long intptr_t; typedef unsigned long uintptr_t;
typedef long off_t; typedef int pid_t; typedef unsigned int uid_t; typedef long time_t; typedef struct __sFILE FILE;
typedef struct dispatch_queue_s *dispatch_queue_t; typedef struct dispatch_source_s *dispatch_source_t;
typedef struct dispatch_group_s *dispatch_group_t; typedef struct dispatch_semaphore_s *dispatch_semaphore_t;
typedef long dispatch_once_t; typedef unsigned long long dispatch_time_t; typedef void (^dispatch_block_t)(void);
typedef struct CGAffineTransform { double a, b, c, d, tx, ty; } CGAffineTransform;
typedef struct CGContext *CGContextRef; typedef struct CGColor *CGColorRef; typedef struct CGImage *CGImageRef;
typedef struct CGPath *CGPathRef; typedef struct CGPath *CGMutablePathRef; typedef struct CGColorSpace *CGColorSpaceRef;
typedef struct __CFArray *CFArrayRef; typedef struct __CFDictionary *CFDictionaryRef; typedef struct __CFURL *CFURLRef;
typedef struct __CFData *CFDataRef; typedef struct __CFRunLoop *CFRunLoopRef; typedef double CFTimeInterval;
typedef struct __SecKeychainItem *SecKeychainItemRef; typedef struct __SecIdentity *SecIdentityRef;
typedef struct __SecTrust *SecTrustRef; typedef struct __SecCertificate *SecCertificateRef;
typedef NSString *NSNotificationName; typedef NSString *NSAttributedStringKey; typedef NSString *NSKeyValueChangeKey;
typedef NSString *NSErrorDomain; typedef NSString *NSUserInterfaceItemIdentifier; typedef NSString *NSPasteboardType;
typedef NSString *NSToolbarItemIdentifier; typedef NSString *NSStoryboardSegueIdentifier; typedef NSString *NSNibName;
typedef NSString *NSRunLoopMode; typedef NSString *NSBindingName; typedef NSString *NSAppearanceName;
typedef NSString *NSTouchBarItemIdentifier; typedef NSString *NSImageName; typedef NSString *NSWindowFrameAutosaveName;
typedef NSString *NSToolbarIdentifier; typedef NSString *NSFileAttributeKey; typedef NSString *NSURLResourceKey;
typedef NSString *UIApplicationLaunchOptionsKey; typedef NSString *UIFontTextStyle; typedef NSString *NSStringEncodingDetectionOptionsKey;
typedef NSString *NSAccessibilityRole; typedef NSString *NSColorName; typedef NSString *NSUserActivityType;
typedef NSString *NSControlStateValue_; typedef NSInteger NSControlStateValue; typedef NSUInteger NSStringEncoding;
typedef NSInteger NSModalResponse; typedef float NSLayoutPriority; typedef float UILayoutPriority;
typedef NSUInteger NSWindowStyleMask; typedef NSUInteger NSEventModifierFlags; typedef NSUInteger NSDragOperation;
typedef id NSPasteboardReading_; typedef void *NSZone_; typedef struct _NSZone NSZone;
"""
BASE_CLASSES = ["NSObject", "NSString", "NSMutableString", "NSNumber", "NSData", "NSDate", "NSURL", "NSError",
                "NSValue", "NSNotification", "NSAttributedString", "NSMutableAttributedString", "NSCoder", "NSIndexSet",
                "NSIndexPath", "NSTimer", "NSBundle", "NSUserDefaults", "NSFileManager", "NSThread", "NSLock",
                "NSOperationQueue", "NSInvocation", "NSMethodSignature", "NSPredicate", "NSFont", "NSImage", "NSColor",
                "NSView", "NSWindow", "NSViewController", "NSWindowController", "UIView", "UIViewController", "UIImage",
                "UIColor", "UIFont", "NSResponder", "UIResponder", "NSProxy", "NSSortDescriptor", "NSUUID",
                "NSCharacterSet", "NSScanner", "NSFormatter", "NSNotificationCenter", "NSEvent", "NSMenu", "NSMenuItem"]


def objc_files(root):
    if os.path.isfile(root):
        return [root] if root.endswith(EXTENSIONS) else []
    found = []
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS)
        found += [os.path.join(directory, f) for f in sorted(files) if f.endswith(EXTENSIONS)]
    return found


def blank(match):
    return b" " * 0 + b"\n" * match.group(0).count(b"\n")


def code_text(source):
    """The source without comments and string literals (kept line by line), for the stub's heuristics."""
    source = COMMENT.sub(lambda m: b"\n" * m.group(0).count(b"\n"), source)
    return STRING.sub(b'""', source)


STRING_OR_COMMENT = re.compile(rb'@?"(?:\\.|[^"\\\n])*"' + rb"|'(?:\\.|[^'\\\n])*'|//[^\n]*|/\*.*?\*/", re.S)


def without_comments(source):
    """The source without comments, string literals kept (`@"https://…"` is no comment), lines kept."""
    return STRING_OR_COMMENT.sub(lambda m: m.group(0) if m.group(0)[:1] in b"@\"'" else b"\n" * m.group(0).count(b"\n"), source)


def tested_macros(source):
    """The macros the file's conditionals test, header guards and compiler macros aside."""
    text = code_text(source)
    guards = set()
    lines = text.split(b"\n")
    for number, line in enumerate(lines):
        m = re.match(rb"^[ \t]*#[ \t]*ifndef[ \t]+([A-Za-z_]\w*)", line)
        if m:
            following = next((l for l in lines[number + 1:] if l.strip()), b"")
            if re.match(rb"^[ \t]*#[ \t]*define[ \t]+" + re.escape(m.group(1)) + rb"\b", following):
                guards.add(m.group(1))
    # A condition macro the file defines from others (`#define DOWNLOAD_SUPPORTED TARGET_OS_IOS || TARGET_OS_VISION`)
    # is toggled through the macros it is made of.
    definitions = {m.group(1): m.group(2) for m in
                   re.finditer(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+([^\n]*)$", text, re.M)}
    conditions = []
    for m in CONDITIONAL.finditer(text):
        conditions.append(m.group(2))
        for word in IDENTIFIER.findall(m.group(2)):
            if word in definitions:
                conditions.append(definitions[word])
    macros = []
    for condition in conditions:
        # `__has_include(<Sentry/SentrySDKInternal.h>)`, `__has_feature(objc_arc)`: no macro in the argument.
        condition = re.sub(rb"\b__has_\w+\s*\([^)]*\)", b"", condition)
        for word in IDENTIFIER.findall(condition):
            if word in COMPILER_MACROS or word in guards or word in macros or re.match(rb"^\d", word):
                continue
            macros.append(word)
    has_elif = any(m.group(1).startswith(b"elif") for m in CONDITIONAL.finditer(text))
    return [w.decode() for w in macros], has_elif


def stub_header(source, app_typedefs=None):
    """Declarations of what the file names but does not declare (see the module's documentation); `app_typedefs`
    are the one-line typedefs of the app's headers the file imports (name: declaration), which come first."""
    app_typedefs = app_typedefs or {}
    text = code_text(source)
    text = re.sub(rb"^[ \t]*#.*$", b"", text, flags=re.M)
    # `@interface X <P>` defines a root class; `@interface X <K, V> ()` extends a generic class declared elsewhere.
    defined_classes = {m.group(1) for m in re.finditer(rb"@interface\s+(\w+)\s*(?::|<(?![^<>]*>\s*\()|\{|\n|$|@end)", text)}
    defined_classes |= {m.group(1) for m in re.finditer(rb"@interface\s+(\w+)\s*<[^>]*>\s*:", text)}
    defined_protocols = {m.group(1) for m in re.finditer(rb"@protocol\s+(\w+)\s*(?:<[^>]*>)?\s*[^\s;,]", text)}
    defined_types = set(re.findall(rb"\}\s*(\w+)\s*;", text)) | set(re.findall(rb"typedef\b[^;{]*?\b(\w+)\s*;", text))
    defined_types |= set(re.findall(rb"typedef\b[^;{]*?\(\s*\^\s*(\w+)\s*\)", text))
    defined_types |= set(re.findall(rb"\b(?:NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|CF_ENUM|CF_OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)", text))
    defined_types |= set(re.findall(rb"\b(?:struct|enum|union)\s+(\w+)", text))
    defined_macros = set(DEFINE.findall(source))
    keywords = {k.encode() for k in KEYWORDS}
    classes, protocols, types, generic = set(), set(), set(), {}
    for m in re.finditer(rb"@interface\s+\w+\s*(?:<[^>]*>)?\s*:\s*(\w+)", text):
        classes.add(m.group(1))
    for m in re.finditer(rb"@(?:interface|implementation)\s+(\w+)", text):
        classes.add(m.group(1))
    # Surely classes, even when also used as protocols (Sentry has a class and a protocol `SentrySpan`).
    certain_classes = set(classes)
    for m in re.finditer(rb"IBOutletCollection\s*\(\s*(\w+)", text):
        classes.add(m.group(1))
    for m in re.finditer(rb"@class\s+([\w\s,]+);", text):
        classes |= set(IDENTIFIER.findall(m.group(1)))
    for m in re.finditer(rb"(\w+)\s*<([^<>;{}]*(?:<[^<>;{}]*>[^<>;{}]*)*)>", text):
        owner, inner = m.group(1), m.group(2)
        if b"*" in inner and owner not in (b"id",):
            depth, args = 0, 1
            for byte in inner:
                if byte in b"<(":
                    depth += 1
                elif byte in b">)":
                    depth -= 1
                elif byte == ord(",") and depth == 0:
                    args += 1
            generic[owner] = max(generic.get(owner, 0), args)
            classes.add(owner)
            for word in re.findall(rb"(\w+)\s*\*", inner):
                classes.add(word)
        else:
            for word in IDENTIFIER.findall(inner):
                protocols.add(word)
    for m in re.finditer(rb"@interface\s+(\w+)\s*<([^<>]*)>\s*\(", text):
        generic[m.group(1)] = max(generic.get(m.group(1), 0), m.group(2).count(b",") + 1)
    for m in re.finditer(rb"@interface\s+\w+\s*\(\s*\w*\s*\)\s*<([^>]*)>", text):
        protocols |= set(IDENTIFIER.findall(m.group(1)))
    for m in re.finditer(rb"@protocol\s*\(\s*(\w+)\s*\)", text):
        protocols.add(m.group(1))
    for m in re.finditer(rb"@protocol\s+\w+\s*<([^>]*)>", text):
        protocols |= set(IDENTIFIER.findall(m.group(1)))
    by_value = set(re.findall(rb"\(\s*(?:const\s+)?([A-Z]\w*|\w+_t)\s*\)", text))
    by_value |= set(re.findall(rb"(?:^|[;{}(,]|\b(?:const|static|extern))\s*([A-Z]\w*|\w+_t)\s+[A-Za-z_]", text, re.M))
    for m in re.finditer(rb"\b([A-Z]\w*)\s*\*", text):
        if m.group(1) not in by_value:
            classes.add(m.group(1))
    for m in re.finditer(rb"(?:^|[;{}(,]|\b(?:const|static|extern|IBOutlet|__weak|__strong|readonly))\s*([A-Z]\w*|\w+_t)\s+\**\s*[A-Za-z_]", text):
        types.add(m.group(1))
    for m in re.finditer(rb"\(\s*(?:const\s+)?([A-Z]\w*|\w+_t)\s*\)", text):
        types.add(m.group(1))
    declarators = set(re.findall(rb"(\w+)\s*[;\[:=]", text)) | set(re.findall(rb"[*^]\s*(\w+)", text))
    declarators |= set(re.findall(rb"^[ \t]*[-+]\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(\w+)", text, re.M))   # selectors
    declarators |= set(re.findall(rb"\w\s*:\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*(\w+)", text))   # parameters: `baseURL:(NSURL *)URL`
    macros = set()
    for m in re.finditer(rb"\b([A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{2,}[A-Z0-9]*)\b(\s*\()?", text):
        macros.add((m.group(1), bool(m.group(2))))
    builtin = {w for w in IDENTIFIER.findall(BUILTIN_TYPES.encode())} | {m for m in IDENTIFIER.findall(SDK_MACROS.encode())}
    known = defined_types | defined_macros | keywords | builtin | set(app_typedefs)
    protocols -= defined_protocols | keywords | classes - protocols
    protocols = {p for p in protocols if p not in known and p != b"NSObject"}
    classes -= defined_classes | keywords | builtin | defined_types | defined_macros | (protocols - certain_classes) | set(app_typedefs)
    classes = {c for c in classes if not c[:1].isdigit()}   # `NSObject <HFBTreeEntry>` in `(BTREE_ORDER / 2)`...
    protocols = {p for p in protocols if not p[:1].isdigit()}
    tested = {w.encode() for w in tested_macros(source)[0]}
    lines = [SDK_MACROS, BUILTIN_TYPES.replace("NSString *", "struct NSStringStub *")]
    lines.append("@protocol NSObject @end")
    lines.append("@interface NSObject <NSObject> { Class isa; } - (instancetype)init; @end")
    names = sorted(classes | (set(n.encode() for n in BASE_CLASSES) - defined_classes - defined_types))
    for name in names:
        if name == b"NSObject":
            continue
        n = name.decode()
        arity = generic.get(name) or GENERIC_ARITY.get(n)
        parameters = "<" + ", ".join(f"T{i}" for i in range(arity)) + ">" if arity else ""
        lines.append(f"@interface {n}{parameters} : NSObject @end")
    for name in sorted(protocols):
        lines.append(f"@protocol {name.decode()} @end")
    for name in sorted(set(app_typedefs) - defined_types - defined_classes - builtin):
        lines.append(app_typedefs[name])
    for name in sorted(types - classes - protocols - known - defined_classes - tested):
        lines.append(f"typedef int {name.decode()};")
    for name, function_like in sorted(macros):
        if name in declarators or name in known or name in classes or name in protocols or name in types or name in tested \
                or name in defined_classes or name in defined_protocols:   # `@protocol NSVIEW_SETENABLED`
            continue
        lines.append(f"#define {name.decode()}(...)" if function_like else f"#define {name.decode()}")
    return "\n".join(lines) + "\n"


QUOTED_IMPORT = re.compile(rb'^[ \t]*#[ \t]*(?:import|include)[ \t]*"([^"\n]+)"', re.M)
DEFINE_LINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(\([^)\n]*\))?([^\n]*)$", re.M)
HEADERS_BY_NAME = {}
# `typedef unsigned long long HFBTreeIndex;` in one line, no braces or parentheses: the name, and what it stands for.
TYPEDEF_LINE = re.compile(rb"^[ \t]*typedef[ \t]+([^;{}()\n]*?)[ \t*]*\b([A-Za-z_]\w*)[ \t]*;", re.M)
C_TYPE_WORDS = {w.encode() for w in "unsigned signed char short int long float double void const _Bool bool".split()}


def headers_by_name(root):
    """The app's headers by file name (found once per process and root)."""
    if root not in HEADERS_BY_NAME:
        index = {}
        for path in objc_files(root):
            if path.endswith(".h"):
                index.setdefault(os.path.basename(path), []).append(path)
        HEADERS_BY_NAME[root] = index
    return HEADERS_BY_NAME[root]


HEADER_CONDITIONAL = re.compile(rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b([^\n]*)$")


def app_header_macros(path, source, root, depth=3):
    """The one-line `#define`s of the app's own headers the file imports with `#import "X.h"` (and the headers those
    import, a few levels): `#define MIKArrayOf(TYPE) NSArray<TYPE>` is what the blanked import would have given clang.
    A header is looked up beside the file, then by its name anywhere in the app; a name defined by an earlier header
    is not taken from a later one, header guards and empty-named ones aside. A header's definitions keep the `#if`
    lines around them (`#if TARGET_OS_IPHONE #define X UIApplication #else #define X NSApplication #endif`, `#ifdef
    PREFIX #define F(x) PREFIX ## x #else #define F(x) x #endif`): the first of them alone is not what the compiler
    sees. Returns the stub's lines (each definition as `(name, line)`, each `#if` line as `(None, line)`), the typedefs,
    and the macros those `#if` lines test (toggled by the runs like the file's own)."""
    if not root or os.path.isfile(root):
        return [], {}, []
    index = headers_by_name(root)
    seen, queue, found, order, typedefs, tested = set(), [(path, source, 0)], set(), [], {}, []
    while queue:
        current, text, level = queue.pop(0)
        for m in QUOTED_IMPORT.finditer(text):
            name = m.group(1).decode(errors="replace")
            candidates = [os.path.normpath(os.path.join(os.path.dirname(current), name))]
            candidates += index.get(os.path.basename(name), [])
            header = next((c for c in candidates if os.path.isfile(c)), None)
            if not header or header in seen or os.path.realpath(header) == os.path.realpath(path):
                continue
            seen.add(header)
            try:
                with open(header, "rb") as handle:
                    content = handle.read()
            except OSError:
                continue
            content_text = without_comments(content)
            for t in TYPEDEF_LINE.finditer(content_text):
                words = set(IDENTIFIER.findall(t.group(1)))
                if t.group(2) not in typedefs:
                    plain = words <= C_TYPE_WORDS or re.fullmatch(rb"\s*(?:const\s+)?(?:struct|union|enum)\s+\w+\s*\**\s*", t.group(1))
                    typedefs[t.group(2)] = (b"typedef " + t.group(1).strip() + b" " + t.group(2) + b";") if plain \
                        else b"typedef int " + t.group(2) + b";"
            lines, names, balanced, conditional_names = [], set(), True, False
            guards = []   # for each open `#if`, whether it is the header's guard (`#ifndef X_H` `#define X_H`)
            content_lines = content_text.split(b"\n")
            for number, line in enumerate(content_lines):
                c = HEADER_CONDITIONAL.match(line)
                if c:
                    if line.rstrip().endswith(b"\\"):
                        balanced = False
                    if c.group(1).startswith(b"if"):
                        word = c.group(2).split()[0] if c.group(2).split() else b""
                        following = next((l for l in content_lines[number + 1:] if l.strip()), b"")
                        guards.append(c.group(1) == b"ifndef" and re.match(rb"^[ \t]*#[ \t]*define[ \t]+" + re.escape(word) + rb"\b", following) is not None)
                    elif c.group(1) == b"endif":
                        if guards:
                            guards.pop()
                        else:
                            balanced = False
                    lines.append((None, b"#" + c.group(1) + c.group(2)))
                    continue
                d = DEFINE_LINE.match(line)
                if not d:
                    continue
                name, parameters, body = d.group(1), d.group(2) or b"", d.group(3)
                if name in found or body.rstrip().endswith(b"\\") or not body.strip() and not parameters:
                    continue
                names.add(name)
                conditional_names = conditional_names or not all(guards)
                lines.append((name, b"#define " + name + parameters + b" " + body.strip()))
            found |= names
            if balanced and not guards and conditional_names:
                order += [(n, l) for n, l in lines if n is None or n in names]
                # A macro the header tests and defines itself (`#ifndef MIKArrayOf` … `#define MIKArrayOf(T) …`) is
                # the header's default, not a build setting.
                tested += [m for m in tested_macros(content)[0] if m not in tested and m.encode() not in names]
            else:
                taken = set()
                for n, l in lines:
                    if n is not None and n not in taken:
                        taken.add(n)
                        order.append((n, l))
            if level + 1 < depth:
                queue.append((header, content, level + 1))
    own = set(DEFINE.findall(source))
    return [(n.decode(errors="replace") if n else None, l.decode(errors="replace")) for n, l in order if n not in own], \
        {n: t.decode(errors="replace") for n, t in typedefs.items() if n not in own}, tested


class Locations:
    """clang's JSON prints a location's file and line only when they change: this follows them in dump order."""

    def __init__(self):
        self.file, self.line = None, None

    def see(self, location):
        if not location:
            return None
        if "spellingLoc" in location or "expansionLoc" in location:
            self.see(location.get("spellingLoc"))
            return self.see(location.get("expansionLoc"))
        if "file" in location:
            self.file = location["file"]
        if "line" in location:
            self.line = location["line"]
        return (self.file, self.line, location.get("offset"), location.get("tokLen"))


def clang_facts(path, source, work, defines, plus_plus):
    """One clang run: the file's declarations as sets of comparable tuples, and the lines clang reported errors on."""
    stub = os.path.join(work, "stub.h")
    main = os.path.join(work, "main" + (".mm" if plus_plus else ".m"))
    with open(main, "wb") as handle:
        handle.write(IMPORT_LINE.sub(lambda m: b"", source))
    command = [CLANG, "-target", "arm64-apple-macos11", "-x", "objective-c++" if plus_plus else "objective-c",
               "-fsyntax-only", "-fobjc-arc", "-fblocks", "-ferror-limit=0", "-Wno-everything", "-Xclang", "-skip-function-bodies",
               "-Xclang", "-ast-dump=json", "-include", stub] + defines + [main]
    result = subprocess.run(command, capture_output=True, cwd=work)
    errors = set()
    for line in result.stderr.decode(errors="replace").splitlines():
        m = re.match(re.escape(main) + r":(\d+):\d+: (?:fatal )?error:", line)
        if m:
            errors.add(int(m.group(1)))
    try:
        tree = json.loads(result.stdout)
    except ValueError:
        return None, errors
    facts = set()
    locations = Locations()

    def position(node):
        where = locations.see(node.get("loc"))
        rng = node.get("range") or {}
        locations.see(rng.get("begin"))
        end = locations.see(rng.get("end"))
        return where, end

    def is_definition(end):
        if not end or end[0] != main or end[2] is None:
            return False
        return source_bytes[end[2]:end[2] + 3] == b"end"

    source_bytes = open(main, "rb").read()
    source_lines = source_bytes.split(b"\n")

    def members(node, owner):
        for child in node.get("inner", []):
            kind = child.get("kind", "")
            where, _ = position(child)
            # An attribute inherited from an earlier declaration (`- (IBAction)cancel:` in the extension, `- (void)cancel:`
            # in the implementation) is not written on this one.
            attrs = {grand.get("kind") for grand in child.get("inner", []) if not grand.get("inherited")}
            walk_skip(child, kind)
            if child.get("isImplicit") or not where or where[0] != main:
                continue
            if kind == "ObjCIvarDecl":
                # The storage of a property, declared by `@property` / `@synthesize` (on the name's line or, for
                # `@property (strong)\n    NSMutableDictionary<…> *events;`, a line of the same statement above it).
                statement = []
                for number in range(where[1] - 1, max(-1, where[1] - 6), -1):
                    if number >= len(source_lines) or (statement and re.search(rb"[;{}]\s*$", source_lines[number])):
                        break
                    statement.append(source_lines[number])
                if any(re.match(rb"\s*@(property|synthesize)\b", line) for line in statement):
                    continue
                if not child.get("name"):
                    continue   # the unnamed padding clang adds after a trailing bit-field (`NSUInteger flag:1; }`)
                facts.add(("ivar", owner, child.get("name", ""), "IBOutletAttr" in attrs or "IBOutletCollectionAttr" in attrs, where[1]))
            elif kind == "ObjCPropertyDecl":
                if child.get("class"):
                    continue
                facts.add(("property", owner, child.get("name", ""), "IBOutletAttr" in attrs or "IBOutletCollectionAttr" in attrs, where[1]))
            elif kind == "ObjCMethodDecl":
                if not child.get("instance"):
                    continue
                facts.add(("method", owner, child.get("name", ""), "IBActionAttr" in attrs, where[1]))

    def walk_skip(node, kind):
        # Keeps the location state in step through a subtree that is not otherwise read.
        if kind in ("ObjCIvarDecl", "ObjCPropertyDecl", "ObjCMethodDecl"):
            for child in node.get("inner", []):
                position(child)
                walk_skip(child, child.get("kind", ""))
        else:
            for child in node.get("inner", []):
                position(child)
                walk_skip(child, child.get("kind", ""))

    for node in tree.get("inner", []):
        kind = node.get("kind", "")
        where, end = position(node)
        if not where or where[0] != main or node.get("isImplicit"):
            walk_skip(node, kind)
            continue
        if kind == "ObjCInterfaceDecl":
            if not is_definition(end):
                walk_skip(node, kind)
                continue
            name = node.get("name", "")
            superclass = (node.get("super") or {}).get("name")
            facts.add(("class", name, superclass or "", where[1]))
            for protocol in node.get("protocols", []):
                facts.add(("adopts", name, protocol.get("name", "")))
            members(node, name)
        elif kind in ("ObjCCategoryDecl", "ObjCImplementationDecl", "ObjCCategoryImplDecl"):
            name = (node.get("interface") or {}).get("name") or node.get("name")
            if kind in ("ObjCCategoryDecl", "ObjCCategoryImplDecl") and not (node.get("interface") or {}).get("name"):
                # A category clang attached to no class (an error on its line: `@interface PARImage (ASCIIInput)` in
                # the run where neither platform macro defines PARImage) names its category, not a class: no fact.
                walk_skip(node, kind)
                continue
            facts.add(("extension", name, where[1]))
            for protocol in node.get("protocols", []):
                facts.add(("adopts", name, protocol.get("name", "")))
            members(node, name)
        elif kind == "ObjCProtocolDecl":
            if is_definition(end):
                facts.add(("protocol", node.get("name", ""), tuple(sorted(p.get("name", "") for p in node.get("protocols", [])))))
            walk_skip(node, kind)
        else:
            walk_skip(node, kind)
    return facts, errors


CLANG_ERROR = re.compile(r"^(.*?):(\d+):(\d+): (?:fatal )?error: (.*)$")
QUOTED = re.compile(r"'([A-Za-z_]\w*)'")


def clang_errors(work, defines, plus_plus):
    """clang's errors on the prepared main file (no AST): (line, column, message)."""
    main = os.path.join(work, "main" + (".mm" if plus_plus else ".m"))
    command = [CLANG, "-target", "arm64-apple-macos11", "-x", "objective-c++" if plus_plus else "objective-c",
               "-fsyntax-only", "-fobjc-arc", "-fblocks", "-ferror-limit=0", "-Wno-everything", "-Xclang", "-skip-function-bodies",
               "-include", os.path.join(work, "stub.h")] + defines + [main]
    result = subprocess.run(command, capture_output=True, cwd=work)
    found = []
    for line in result.stderr.decode(errors="replace").splitlines():
        m = CLANG_ERROR.match(line)
        if m and m.group(1) == main:
            found.append((int(m.group(2)), int(m.group(3)), m.group(4)))
    return found


def stub_additions(source, errors, stubbed):
    """Declarations for the names clang's errors say are unknown (what another header of the app or the SDK
    declares): an interface for a class, a protocol, a type, or an empty macro for an unknown word where a
    declaration expected something else (an attribute macro). Never a declaration of the file's own names."""
    text = code_text(source)
    lines = text.split(b"\n")
    own = set(re.findall(rb"@(?:interface|protocol|implementation)\s+(\w+)", text)) | set(DEFINE.findall(source))
    additions = {}

    def token_at(line, column):
        if not 0 < line <= len(lines):
            return None, b""
        row = lines[line - 1]
        m = IDENTIFIER.match(row, column - 1)
        return (m.group(0), row[m.end():]) if m else (None, b"")

    def used_as_pointer(name):
        return re.search(rb"\b" + re.escape(name) + rb"\s*(?:<[^<>;{}()]*>\s*)?\*", text) is not None

    def declare(name, declaration):
        if name in own or name in stubbed or name in additions or name.decode() in KEYWORDS:
            return
        additions[name] = declaration

    def outside_own_branch(name):
        """`#if SDK_V9 @interface X : NSObject #else @interface X () #endif`: where the file's own interface of X is
        not compiled, the header the build imports declares X. The interface for the stub, under the negation of the
        branch holding the file's (`#if !(SDK_V9)`), or None when that branch is not a plain `#if`/`#ifdef`/`#else`."""
        for number, line in enumerate(lines):
            if not re.match(rb"\s*@interface\s+" + re.escape(name) + rb"\s*(?:<[^>]*>\s*)?:", line):
                continue
            depth, branch = 0, None
            for above in range(number - 1, -1, -1):
                m = re.match(rb"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", lines[above])
                if not m:
                    continue
                kind = m.group(1)
                if kind == b"endif":
                    depth += 1
                elif kind.startswith(b"if") and depth > 0:
                    depth -= 1
                elif depth == 0 and kind in (b"elif",):
                    return None
                elif depth == 0 and kind == b"else":
                    branch = b"else"
                elif depth == 0:
                    condition = m.group(2).strip()
                    if kind == b"ifdef":
                        condition = b"defined(" + condition + b")"
                    elif kind == b"ifndef":
                        condition = b"!defined(" + condition + b")"
                    wrapped = condition if branch == b"else" else b"!(" + condition + b")"
                    return f"#if {wrapped.decode(errors='replace')}\n@interface {name.decode()} : NSObject @end\n#endif"
            return None
        return None

    for line, column, message in errors:
        quoted = QUOTED.findall(message)
        name = quoted[0].encode() if quoted else None
        if message.startswith("cannot find interface declaration for") and name:
            if name in own and name not in stubbed and name not in additions:
                wrapped = outside_own_branch(name)
                if wrapped:
                    additions[name] = wrapped
            declare(name, f"@interface {name.decode()} : NSObject @end")
        elif message.startswith("cannot find protocol declaration for") and name:
            declare(name, f"@protocol {name.decode()} @end")
        elif message.startswith("no type or protocol named") and name:
            declare(name, f"@interface {name.decode()} : NSObject @end" if used_as_pointer(name)
                    else f"@protocol {name.decode()} @end")
        elif message.startswith("unknown type name") and name:
            word, rest = token_at(line, column)
            if word == name and re.match(rb"\s*(?:\(|[A-Za-z_@]|$)", rest) and not re.match(rb"\s*(?:const\b|\*)", rest) \
                    and re.match(rb"^[A-Z0-9_]+$", name):
                function_like = re.match(rb"\s*\(", rest) is not None
                declare(name, f"#define {name.decode()}(...)" if function_like else f"#define {name.decode()}")
            elif used_as_pointer(name) and name[:1].isupper():
                declare(name, f"@interface {name.decode()} : NSObject @end")
            else:
                declare(name, f"typedef int {name.decode()};")
        elif message.startswith("type name requires a specifier") or message.startswith("unknown type name"):
            word, rest = token_at(line, column)
            if word and word[:1].isupper():
                declare(word, f"typedef int {word.decode()};")
        elif message.startswith("expected"):
            word, rest = token_at(line, column)
            if word and re.match(rb"^[A-Z][A-Z0-9_]+$", word) and word.decode() not in KEYWORDS:
                function_like = re.match(rb"\s*\(", rest) is not None
                declare(word, f"#define {word.decode()}(...)" if function_like else f"#define {word.decode()}")
    return additions


def refine_stub(source, work, stub, runs, plus_plus, rounds=4, defined=()):
    """Runs clang and adds to the stub what its errors say is missing, a few rounds (see stub_additions). `defined`:
    the macros the app's headers give the stub, never stubbed again (an error where `RKL_METHOD_PREPEND(x)` pastes
    the run's `-DRKL_PREPEND_TO_METHODS=1` into `1x` is no missing macro: an empty one would erase every name it makes)."""
    stubbed = {n.encode() for n in defined}
    main = os.path.join(work, "main" + (".mm" if plus_plus else ".m"))
    with open(main, "wb") as handle:
        handle.write(IMPORT_LINE.sub(lambda m: b"\n" * m.group(0).count(b"\n"), source))
    for _ in range(rounds):
        errors = []
        for defines in runs[:2]:
            errors += clang_errors(work, defines, plus_plus)
        if not errors:
            return
        additions = stub_additions(source, errors, stubbed)
        if not additions:
            return
        stubbed |= set(additions)
        stub += "\n".join(additions[n] for n in sorted(additions)) + "\n"
        with open(os.path.join(work, "stub.h"), "w") as handle:
            handle.write(stub)


def niblint_facts(dump):
    facts = set()
    for declaration in dump["classes"]:
        name = declaration["name"]
        if declaration["kind"] == "class":
            inherited = declaration["inheritedTypes"]
            facts.add(("class", name, inherited[0] if inherited else "", declaration["line"]))
            protocols = inherited[1:]
        else:
            facts.add(("extension", name, declaration["line"]))
            protocols = declaration["inheritedTypes"]
        for protocol in protocols:
            facts.add(("adopts", name, protocol))
        method_lines = {(m["line"]) for m in declaration["methods"]}
        for member in declaration["properties"]:
            if member["type"] == "" and (member["instanceVariable"] or member["line"] in method_lines):
                continue   # `@synthesize` storage, `-setFoo:`'s key: derived, not declared
            kind = "ivar" if member["instanceVariable"] else "property"
            facts.add((kind, name, member["name"], member["outlet"], member["line"]))
        for method in declaration["methods"]:
            facts.add(("method", name, method["selector"], method["action"], method["line"]))
    for protocol in dump["protocols"]:
        facts.add(("protocol", protocol["name"], tuple(sorted(protocol["inheritedTypes"]))))
    return facts


def category(fact):
    kind = fact[0]
    if kind in ("ivar", "property"):
        return kind + (" (IBOutlet)" if fact[3] else "")
    if kind == "method":
        return "method" + (" (IBAction)" if fact[3] else "")
    return {"class": "class/superclass", "adopts": "protocol adopted"}.get(kind, kind)


def compare(job):
    try:
        return compare_file(job)
    except Exception as error:   # a file the heuristics cannot handle is counted unreadable, not fatal
        print(f"{job[0]}: {error!r}", file=sys.stderr)
        return job[0], None, [], 0


def compare_file(job):
    path, niblint, root = job
    with open(path, "rb") as handle:
        source = handle.read()
    plus_plus = path.endswith(".mm") or (path.endswith(".h") and re.search(rb"^\s*(class|namespace|template)\b", code_text(source), re.M) is not None)
    macros, has_elif = tested_macros(source)
    file_tested = set(macros)
    header_macros, typedefs, header_tested = app_header_macros(path, source, root)
    # The macros an imported header's definitions depend on are conditions of the file too.
    macros += [m for m in header_tested if m not in macros]
    tested = set(macros)
    runs = [[f"-U{m}" for m in macros]]
    if macros:
        def define(m):
            return f"-D{m}=999999" if VERSION_MACRO.search(m) else f"-D{m}=1"
        runs.append([define(m) for m in macros])
        if has_elif or len(macros) > 1:
            # `#if !TARGET_OS_TV` around `#if TARGET_OS_IOS`: neither all nor none reaches the inner branch.
            runs += [[define(m) if m == one else f"-U{m}" for m in macros] for one in macros[:8]]
        if len(macros) > 1:
            runs += [[f"-U{m}" if m == one else define(m) for m in macros] for one in macros[:8]]
    clang = set()
    errors = set()
    with tempfile.TemporaryDirectory() as work:
        stub = stub_header(source, typedefs)
        # A condition macro (`#if DOWNLOAD_SUPPORTED`) stays the runs' to define or not.
        header_macros = [(n, m) for n, m in header_macros if n not in file_tested]
        if any(n for n, _ in header_macros):
            # The stub's guesses first undone, so that a header's `#ifndef MIKArrayOf` tests the header's own state.
            stub += "".join(f"#undef {n}\n" for n in dict.fromkeys(n for n, _ in header_macros if n and n not in tested))
            stub += "\n".join(m if n is None else f"#undef {n}\n{m}" for n, m in header_macros) + "\n"
        with open(os.path.join(work, "stub.h"), "w") as handle:
            handle.write(stub)
        refine_stub(source, work, stub, runs, plus_plus, defined={n for n, _ in header_macros if n})
        for defines in runs:
            facts, errs = clang_facts(path, source, work, defines, plus_plus)
            if facts is None:
                return path, None, [], 0
            clang |= facts
            errors |= errs
    # The scanner looks an imported header up by name among the same app's headers as the stub does.
    app = ["--app", root] if root and os.path.isdir(root) else []
    dump = subprocess.run([niblint, "dump-objc", *app, path], capture_output=True)
    try:
        ours = niblint_facts(json.loads(dump.stdout))
    except ValueError:
        return path, None, [], 0
    lines = source.split(b"\n")
    # Compare without lines first (a name is found or not), then lines of what both have.
    def key(fact):
        return fact[:-1] if fact[0] in ("class", "extension", "ivar", "property", "method") else fact
    clang_keys = {key(f): f for f in clang}
    our_keys = {key(f): f for f in ours}
    differences = []
    for k in sorted(set(clang_keys) - set(our_keys), key=str):
        fact = clang_keys[k]
        line = fact[-1] if isinstance(fact[-1], int) else None
        stub = line in errors if line else False
        name = (fact[2] if fact[0] in ("ivar", "property", "method") else fact[1]) or ""
        text = lines[line - 1] if line and line <= len(lines) else b""
        written = name.split(":")[0].encode() in text and (fact[0] != "method" or text.lstrip()[:1] in (b"-", b"+"))
        reason = "stub: " if stub else "" if written or not line else "macro: "
        if not reason and errors:
            reason = "stub (clang errors in the file): "
        differences.append(("only in clang", reason + category(fact), fact))
    for k in sorted(set(our_keys) - set(clang_keys), key=str):
        fact = our_keys[k]
        line = fact[-1] if isinstance(fact[-1], int) else None
        stub = line in errors if line else False
        reason = "stub: " if stub else "stub (clang errors in the file): " if errors else ""
        differences.append(("only in niblint", reason + category(fact), fact))
    counts = Counter(category(f) for f in clang)
    return path, counts, differences, len(runs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="+")
    parser.add_argument("--niblint", default=os.path.join(REPOSITORY, ".build", "debug", "niblint"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--limit", type=int, default=0)
    parser.add_argument("--app", help="where the app's headers are looked up when the roots are files (default: each root)")
    arguments = parser.parse_args()
    files = [f for root in arguments.roots for f in objc_files(root)]
    if arguments.limit:
        files = files[:arguments.limit]
    compared = Counter()
    kinds = Counter()
    unreadable = 0
    runs = 0
    total = 0
    with ProcessPoolExecutor(arguments.jobs) as pool:
        for path, counts, differences, run_count in pool.map(compare, [(f, arguments.niblint, arguments.app or root) for root in arguments.roots for f in objc_files(root)][:len(files)], chunksize=4):
            if counts is None:
                unreadable += 1
                print(f"{path}: clang or niblint gave no JSON")
                continue
            compared += counts
            runs += run_count
            for side, kind, fact in differences:
                kinds[(side, kind)] += 1
                total += 1
                print(f"{path}: {side}: {kind}: {fact}")
    print(f"# {len(files)} files, {runs} clang runs; compared (clang's facts): " +
          ", ".join(f"{k} {v}" for k, v in sorted(compared.items())))
    for (side, kind), count in sorted(kinds.items()):
        print(f"#   {side}: {kind}: {count}")
    print(f"# {total} differences" + (f", {unreadable} files unreadable" if unreadable else ""))
    return 1 if total or unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
