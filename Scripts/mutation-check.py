#!/usr/bin/env python3
"""Mutation check: break Interface Builder connections of a real app on purpose and confirm that
niblint reports each one with the right rule at the right line and column.

    Scripts/mutation-check.py APP_DIR [--count 10] [--seed 1] [--kinds K1,K2|all] [--niblint PATH] [--work DIR]
    Scripts/mutation-check.py DIR --union [--niblint PATH]

APP_DIR is never modified: every mutation is applied to a fresh copy under --work (default
/tmp/mut-<app>). Mutation kinds (chosen deterministically from --seed, spread over kinds and files;
without --kinds the first four, so a seed picks the same mutations as before the others existed):

  rename-outlet-property   rename the Swift `@IBOutlet var P` of class C  -> outlet-not-found at every
                           nib <outlet property="P"> whose source object is a C (or a subclass that
                           does not redeclare P)
  rename-action-method     rename the base name of the Swift `@IBAction func` whose selector is S
                           -> action-not-found at every <action selector="S"> targeting a C
  change-files-owner-class change a xib's File's Owner customClass to another app class that lacks
                           some of its outlets -> outlet-not-found (and action-not-found) there; when code
                           loads the xib only with one owner class, the old class or a subclass (the connections
                           hold on it), owner-class-mismatch at File's Owner instead
  delete-view-outlet       delete File's Owner's <outlet property="view"> of a view controller xib
                           -> view-outlet-not-set at the File's Owner element

  rename-class             rename a Swift class X that nibs name (one declaration, no @objc(Name), not
                           nested, no Objective-C class of the name) to a name one letter away, with its
                           extensions and every use in Swift code (an IDE rename; nibs forgotten)
                           -> unknown-class at every non-placeholder object of class X whose module is
                           the app's own (customModuleProvider="target", or a customModule naming a folder
                           of sources), unknown-owner-class at each xib File's Owner of class X (module
                           the app's own, or none: the new name is one letter away). Skipped when an
                           object of X has a module-less class or one the script cannot place, or an
                           unverified connection. A note is printed when the message lacks the
                           did-you-mean of the new name.
  other-platform-class     set a non-placeholder object's customClass (one that resolves today) to the
                           other platform's framework class for its element (<view> -> NSView in an iOS
                           nib, <customView> -> UIView in a macOS one; module attributes removed)
                           -> class-of-wrong-platform at the element
  scoped-import-rename-outlet
                           rename-outlet-property, plus `import protocol Foundation.NSObjectProtocol` or
                           `import struct Foundation.URL` (one candidate each) as the first line of the
                           Swift file -> the same outlet-not-found (the scanner must not lose the file)
  typealias-superclass-rename-outlet
                           rename-outlet-property on a class C whose superclass S is a framework class,
                           with `#if os(iOS) typealias NiblintMutBase = S #else … = <the other platform's
                           equivalent> #endif` at the top of the file and `class C: NiblintMutBase`
                           -> the same outlet-not-found (the chain must go through the typealias)
  move-class-under-other-platform-if
                           wrap a Swift class that only one platform's nibs use in `#if os(macOS)` …
                           `#endif` (`#if os(iOS)` for macOS nibs) -> class-of-wrong-platform at each
                           object of the class (non-placeholder, and xib File's Owner)
  stale-owner-objc-load    a xib loaded from Objective-C (`[[X alloc] initWithNibName:@"N" bundle:…]`,
                           `initWithWindowNibName:@"N"`, `[super initWithNibName:@"N" …]`,
                           `[[X alloc] initWithNibName:nil …]` (the nib named X; `[[self alloc] …]` in X),
                           `loadNibNamed:@"N" owner:self …`) whose File's Owner class is the loading
                           class: File's Owner set to another existing class (same language, same
                           framework base, neither a superclass nor a subclass, lacking some of the nib's
                           outlets) -> owner-class-mismatch at File's Owner (a warning: every connection holds on
                           the loading class; until issue 30 item 4, an error at each such Objective-C load site)
  trap-init-coder          the `init?(coder:)` of a Swift class a linted nib creates (no subclass in the project,
                           no creator initializer `init?(coder:x:)`; not File's Owner, a custom object, nor on
                           macOS a custom view or a window) gets `fatalError(…)` as its first statement
                           -> init-coder-traps at every object of the class
  objc-outlet-type         an Objective-C outlet `IBOutlet C *name;` (property or instance variable, the only declaration
                           of the name in its class's files) connected as a single outlet only from objects of its class:
                           C changed to an unrelated framework class (UIStepper / NSLevelIndicator, else UIDatePicker /
                           NSPathControl) -> outlet-type-mismatch at every such connection
  stale-owner              a xib (the only nib of its name) that code loads only with owners of File's Owner's class A
                           (Objective-C loads as stale-owner-objc-load, and `- (NSString *)nibName|windowNibName
                           { return @"N"; }` in A; Swift `A(nibName: "N"`, `A(windowNibName: "N"`, `A(nibName: nil`,
                           and in A's body `super.init(nibName: "N"` / `nil`, `loadNibNamed("N", owner: self`,
                           `override var nibName|windowNibName … { "N" }`): File's Owner set to another class B (same
                           language and framework base, neither a superclass nor a subclass of A) having every outlet
                           File's Owner connects (property, getter or IBOutlet instance variable) and every action sent
                           to it; or, once per xib, to a new class NiblintStaleA written into A's implementation file
                           (A's framework base, the same outlets untyped and actions by selector: the xib copied from a
                           sibling class)
                           -> owner-class-mismatch (warning) at File's Owner
  duplicate-object-id      an object nothing refers to takes the id of an earlier object of the same nib
                           (scene) -> duplicate-object-id at the later element
  register-two-top-level-nib
                           a `<view>` added at the top level of an iOS cell nib registered by
                           `register(UINib(nibName: "N", …), forCell…ReuseIdentifier:)` or
                           `registerNib:[UINib nibWithNibName:@"N" …] forCell…ReuseIdentifier:` that holds one
                           top-level object -> registered-nib-shape at `UINib` of the call
  drop-outlet-setter       an outlet whose only member is a setter (Objective-C `-setFoo:`, Swift
                           `@objc func setFoo(_:)` / `@objc(setFoo:)`; no property, no instance variable
                           of the name on the class or its ancestors): the setter is blanked (and its
                           Objective-C declarations) -> outlet-not-found at the connection

  cast-scene-class         a storyboard scene code instantiates with a forced cast
                           (`instantiateViewController(withIdentifier: "X") as! T`, `instantiateController(…)`,
                           a literal X that exactly one scene of the linted storyboards has, of class T or a
                           subclass today): its customClass set to another view controller class of the app's
                           Swift code that is not a T (module attributes kept) -> cast-mismatch at the cast's
                           type, at every such cast of X
  delete-imageset          delete the only image set (`Foo.imageset`, namespaces applied) of a name a linted
                           nib uses -> image-not-found at every element naming it (its `<resources>` entry
                           when nothing else does). Only names niblint judges: no SF Symbol, other bundle or
                           catalog, pasted image or AppKit name; with dependencies outside the tree (as
                           niblint's mayHaveUnscannedClasses, for the whole tree), only names another set or
                           file of the tree spells in another case
  rename-storyboard-file   rename a storyboard that is the only one of its name, and its name in every
                           project.pbxproj -> storyboard-reference-not-found at every reference naming it (and
                           at its own references naming no storyboard), initial-view-controller-missing at
                           launch entries naming it: an Info.plist's `<string>` (a plist some target names as
                           INFOPLIST_FILE, or any when the tree has no project) and INFOPLIST_KEY_ build settings
                           (once per target and key: at the first configuration of its list that sets it),
                           and (without dependencies outside the tree) storyboard-not-found at `UIStoryboard(
                           name: "N"` / `[UIStoryboard storyboardWithName:@"N"` (at `UIStoryboard`)
  break-storyboard-reference
                           change a working storyboard reference's referencedIdentifier (every other one with
                           an identifier) or storyboardName to one nothing has -> storyboard-reference-not-found
                           at the placeholder

  change-reuse-identifier  change a prototype cell's (or reusable view's) reuseIdentifier="X" to a name one
                           letter away, where X is the reuseIdentifier of no other nib object, no source file
                           writes "X" (or @"X") but in dequeues, and code dequeues it by that literal with an
                           API that throws (`dequeueReusableCell(withIdentifier: "X", for:)`,
                           `dequeueReusableCell(withReuseIdentifier: "X", for:)`, the supplementary view's,
                           Objective-C `dequeueReusableCellWithIdentifier:@"X" forIndexPath:`, ...)
                           -> reuse-identifier-not-found at every such dequeue (at `dequeueReusable…`)
  drop-iboutlet            rename-outlet-property's candidates, with `@IBOutlet` removed and the name kept
  drop-ibaction            (rename-action-method's, `@IBAction` removed), where nothing else makes the member
                           @objc (SE-0160): no `@objc`, `dynamic`, `override` on it, no `@objcMembers` on its class
                           or an ancestor, no `@objc extension` around it, no protocol requirement or framework
                           member of its name -> outlet-not-found / action-not-found at every nib connection to
                           it ("exists but is not exposed to Objective-C")

  orphan-nib               blank the lines of the only code that loads a nib or storyboard N by a literal name
                           ("N" / @"N" on a line with UINib / loadNibNamed / nibName / UIStoryboard / …), where no
                           other source spells N (as a word, any case), no class is named N or NController, and no
                           plist or storyboard reference names it -> unused-nib at line 1, column 1 of every
                           N.xib / N.storyboard (runs niblint with unused-nib enabled: --config)
  orphan-scene             delete the only segue (from another scene) into a storyboard scene whose view
                           controller has no Storyboard ID, is not the initial one and is not reported today
                           (its `<segue …/>` element blanked, lines kept) -> unreachable-scene at the scene's
                           view controller element
  stale-string             delete (blank) an object of a Base-internationalized nib (`Base.lproj/N.storyboard|xib`)
                           that a `<lang>.lproj/N.strings` or `N.xcstrings` beside it localizes (a key
                           `ID.property`; catalog entries added by hand skipped), the whole element with its
                           children -> stale-localization at every entry `ID.…` of those files (other findings
                           the deletion causes are extras)

Candidates are skipped when their nib is one niblint does not lint (found with a parse-error probe)
or when niblint lists the connection as unverified (--show-unverified). Members are mutated in Swift
only. Lines inserted into a Swift file (imports, typealiases, #if) shift that file's baseline
diagnostics, which are realigned before new diagnostics are told apart.

--union DIR (no mutation): lints each immediate subfolder of DIR alone and DIR as a whole, both from
DIR as working directory (so paths match), and compares the errors and warnings (file, line, column,
severity, rule, message): the whole must be exactly the union of the parts. Prints the differences;
exit status 1 if there are any.

Prints a table; exit status 1 when an expected diagnostic is missing, 0 otherwise. Python 3.11, stdlib only.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(SCRIPT_DIR)
CATALOG_PATH = os.path.join(REPO, "Sources", "NibLintKit", "Catalog", "FrameworkCatalogData.swift")
SKIP_DIRS = {".build", ".git", "DerivedData", ".swiftpm", ".hg", ".svn"}

# ----------------------------------------------------------------------------------------------
# Selector names (mirror of Sources/NibLintKit/Source/SelectorName.swift)

PREPOSITIONS = {
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
}


def camel_words(identifier: str) -> list[str]:
    b = identifier
    if not b:
        return []
    words, start = [], 0

    def up(c):
        return "A" <= c <= "Z"

    def low(c):
        return not up(c) and c != "_"

    for i in range(1, len(b)):
        p, c = b[i - 1], b[i]
        boundary = False
        if c == "_" or p == "_":
            boundary = True
        elif up(c) and not up(p):
            boundary = True
        elif up(p) and up(c) and i + 1 < len(b) and low(b[i + 1]):
            boundary = True
        if boundary:
            words.append(b[start:i])
            start = i
    words.append(b[start:])
    return [w for w in words if w != "_"]


def objc_selector(base: str, labels: list[str | None]) -> str:
    if not labels:
        return base
    sel = base
    first = labels[0]
    if first:
        fw = (camel_words(first) or [first])[0].lower()
        lw = (camel_words(base) or [base])[-1].lower()
        if fw not in PREPOSITIONS and lw not in PREPOSITIONS:
            sel += "With"
        sel += first[0].upper() + first[1:]
    sel += ":"
    for label in labels[1:]:
        sel += (label or "") + ":"
    return sel


# ----------------------------------------------------------------------------------------------
# Framework catalog (the one niblint uses)

@dataclass
class CatalogClass:
    superclass: str | None
    props: set[str] = field(default_factory=set)
    methods: set[str] = field(default_factory=set)


def load_catalog() -> dict[str, dict[str, CatalogClass]]:
    out: dict[str, dict[str, CatalogClass]] = {"iOS": {}, "macOS": {}}
    try:
        text = open(CATALOG_PATH, encoding="utf-8").read()
    except OSError:
        return out
    for plat in ("iOS", "macOS"):
        # `Name|Superclass or -|properties|methods` per line (Scripts/generate-catalog.py, emit()).
        m = re.search(r'static let %sClasses: StaticString = #"""\n(.*?)\n"""#' % plat, text, re.S)
        if not m:
            continue
        for line in m.group(1).split("\n"):
            if not line:
                continue
            name, sup, props, meths = line.split("|")
            out[plat][name] = CatalogClass(None if sup == "-" else sup, set(props.split()), set(meths.split()))
    return out


# ----------------------------------------------------------------------------------------------
# Swift scanning (a small lexer: comments and string literals blanked, braces tracked)

def blank_comments_and_strings(src: str) -> str:
    out = list(src)
    i, n = 0, len(src)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth += 1
                    j += 2
                elif src.startswith("*/", j):
                    depth -= 1
                    j += 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:i + 8])):
            hashes = 0
            while i + hashes < n and src[i + hashes] == "#":
                hashes += 1
            j = i + hashes
            multi = src.startswith('"""', j)
            q = '"""' if multi else '"'
            j += len(q)
            close = q + "#" * hashes
            while j < n:
                if hashes == 0 and src[j] == "\\":
                    if src.startswith("\\(", j):  # interpolation: skip balanced parens
                        depth, k = 1, j + 2
                        while k < n and depth:
                            if src[k] == "(":
                                depth += 1
                            elif src[k] == ")":
                                depth -= 1
                            k += 1
                        j = k
                        continue
                    j += 2
                    continue
                if src.startswith(close, j):
                    j += len(close)
                    break
                if not multi and src[j] == "\n":
                    break
                j += 1
            blank(i, j)
            i = j
        else:
            i += 1
    return "".join(out)


@dataclass
class Member:
    kind: str            # "prop" or "func"
    name: str            # property name / func base name
    key: str             # KVC key or ObjC selector
    is_ib: bool          # @IBOutlet / @IBAction
    explicit_objc: bool  # @objc(name) present
    file: str
    line: int
    name_offset: int     # character offset of the name in the file


@dataclass
class TypeDecl:
    kind: str    # class/struct/enum/extension/protocol/actor
    name: str    # simple name
    inherited: list[str]
    objc_name: str | None
    file: str
    line: int
    body: str = ""
    members: list[Member] = field(default_factory=list)
    name_offset: int = -1    # character offset of the (last component of the) name
    keyword_offset: int = -1  # offset of the class/struct/... keyword
    brace_offset: int = -1   # offset of the body's "{"
    body_end: int = -1       # offset of the body's "}"
    nested: bool = False     # declared inside another type


TYPE_KW = re.compile(r"\b(class|struct|enum|extension|protocol|actor)\b")
TOKEN = re.compile(r"[{}]|\b(?:class|struct|enum|extension|protocol|actor|var|let|func)\b")
MODIFIER_WORDS = {"func", "var", "let", "override", "final", "static", "private", "fileprivate", "public",
                  "internal", "open", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
                  "mutating", "nonmutating", "init", "deinit", "subscript", "typealias"}


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def attributes_before(clean: str, pos: int) -> str:
    """The attribute/modifier text of the declaration whose keyword is at pos."""
    line_start = clean.rfind("\n", 0, pos) + 1
    seg = clean[line_start:pos]
    for sep in ("{", "}", ";"):
        k = seg.rfind(sep)
        if k >= 0:
            return seg[k + 1:]
    # prepend preceding lines that hold attributes only
    prev_end = line_start - 1
    while prev_end > 0:
        prev_start = clean.rfind("\n", 0, prev_end) + 1
        prev = clean[prev_start:prev_end].strip()
        if prev.startswith("@") and re.fullmatch(r"(@\w+(\([^)]*\))?\s*)+", prev):
            seg = prev + " " + seg
            prev_end = prev_start - 1
        elif prev == "":
            prev_end = prev_start - 1
            if prev_end <= 0:
                break
            continue
        else:
            break
    return seg


def split_params(s: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def scan_swift(path: str, rel: str) -> list[TypeDecl]:
    try:
        src = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return []
    clean = blank_comments_and_strings(src)
    decls: list[TypeDecl] = []
    stack: list[TypeDecl | None] = []  # one entry per open brace
    pending: TypeDecl | None = None
    pending_end = -1
    for m in TOKEN.finditer(clean):
        tok, pos = m.group(0), m.start()
        if tok == "{":
            if pending is not None and pos >= pending_end:
                stack.append(pending)
                pending.body_start = pos  # type: ignore[attr-defined]
                pending = None
            else:
                stack.append(None)
            continue
        if tok == "}":
            if stack:
                top = stack.pop()
                if top is not None:
                    top.body = clean[getattr(top, "body_start", pos):pos]
                    top.body_end = pos
            continue
        if pending is not None and pos < pending_end:
            continue
        if tok in ("class", "struct", "enum", "extension", "protocol", "actor"):
            rest = clean[m.end():m.end() + 300]
            nm = re.match(r"\s+([A-Za-z_][\w.]*)", rest)
            if not nm or nm.group(1) in MODIFIER_WORDS or (tok == "class" and nm.group(1) in ("func", "var", "let")):
                continue
            if tok == "enum" and re.match(r"\s*case\b", clean[max(0, pos - 10):pos][::-1]):
                continue
            brace = clean.find("{", m.end())
            if brace < 0:
                continue
            header = clean[m.end():brace]
            if ";" in header or "\n\n" in header.strip():
                continue
            name = nm.group(1).split(".")[-1]
            after = header[nm.end():]
            after = re.sub(r"^\s*<[^{]*?>", "", after)
            inherited: list[str] = []
            cm = re.match(r"\s*:\s*(.*)", after, re.S)
            if cm:
                text = re.split(r"\bwhere\b", cm.group(1))[0]
                inherited = [re.sub(r"<.*", "", t).strip().split(".")[-1] for t in split_params(text) if t.strip()]
            attrs = attributes_before(clean, pos)
            om = re.search(r"@objc\(\s*(\w+)\s*\)", attrs)
            td = TypeDecl(tok, name, inherited, om.group(1) if om else None, rel, line_of(src, pos))
            td.name_offset = m.end() + nm.end(1) - len(name)
            td.keyword_offset, td.brace_offset = pos, brace
            td.nested = any(s is not None for s in stack)
            decls.append(td)
            pending, pending_end = td, brace
            continue
        # members: var/let/func directly inside a type body
        owner = stack[-1] if stack else None
        if owner is None:
            continue
        attrs = attributes_before(clean, pos)
        if re.search(r"\b(static|class)\b", attrs):
            continue
        om = re.search(r"@objc\(\s*([\w:]+)\s*\)", attrs)
        if tok in ("var", "let"):
            nm = re.match(r"\s+`?([A-Za-z_]\w*)`?", clean[m.end():m.end() + 200])
            if not nm:
                continue
            name = nm.group(1)
            owner.members.append(Member("prop", name, om.group(1) if om else name, "@IBOutlet" in attrs,
                                        bool(om), rel, line_of(src, pos), m.end() + nm.start(1)))
        else:
            nm = re.match(r"\s+`?([A-Za-z_]\w*)`?\s*(<[^(]*>)?\s*\(", clean[m.end():m.end() + 300])
            if not nm:
                continue
            name = nm.group(1)
            open_paren = m.end() + nm.end() - 1
            depth, k = 0, open_paren
            while k < len(clean):
                if clean[k] == "(":
                    depth += 1
                elif clean[k] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            labels: list[str | None] = []
            for p in split_params(clean[open_paren + 1:k]):
                head = p.split(":")[0].split()
                if not head:
                    continue
                label = head[0].strip("`")
                labels.append(None if label == "_" else label)
            sel = om.group(1) if om else objc_selector(name, labels)
            owner.members.append(Member("func", name, sel, "@IBAction" in attrs, bool(om), rel,
                                        line_of(src, pos), m.end() + nm.start(1)))
    return decls


OBJC_INTERFACE = re.compile(r"@interface\s+(\w+)\s*:\s*(\w+)")
OBJC_CONTAINER = re.compile(r"@(interface|implementation)\s+(\w+)(.*?)@end", re.S)
OBJC_PROPERTY = re.compile(r"@property\b[^;]*?\b(\w+)\s*(?:__\w+\s*)*;")


@dataclass
class ObjCLoadSite:
    file: str
    line: int
    col: int           # byte column, as niblint reports it
    nib: str           # the literal nib name
    owner: str | None  # class of the owner, when `[[X alloc] init…]`
    enclosing: str | None  # the @implementation the call is in (the owner for self / super / owner:self)
    call: str


def blank_objc(text: str) -> str:
    """Comments blanked (newlines kept); string literals kept, since the nib name is one."""
    out = list(text)
    for m in re.finditer(r"//[^\n]*|/\*.*?\*/", text, re.S):
        for k in range(m.start(), m.end()):
            if out[k] != "\n":
                out[k] = " "
    return "".join(out)


def byte_col(text: str, offset: int) -> int:
    ls = text.rfind("\n", 0, offset) + 1
    return len(text[ls:offset].encode("utf-8")) + 1


def scan_objc(text: str, rel: str, project) -> None:
    clean = blank_objc(text)
    impls = []
    for m in OBJC_CONTAINER.finditer(clean):
        kind, name = m.group(1), m.group(2)
        project.objc_names.add(name)
        project.objc_decl_files.setdefault(name, set()).add(rel)
        if kind == "interface":
            project.objc_props.setdefault(name, set()).update(p.group(1) for p in OBJC_PROPERTY.finditer(m.group(3)))
        else:
            impls.append((m.start(), m.end(), name))
    if not rel.endswith((".m", ".mm")):
        return

    def enclosing(off):
        return next((n for a, b, n in impls if a <= off < b), None)

    # [[X alloc] initWithNibName:@"N" bundle:…] / initWithWindowNibName:@"N" (no owner:)
    for m in re.finditer(r'\[\s*\[\s*([A-Za-z_]\w*)\s+alloc\s*\]\s*(initWithNibName|initWithWindowNibName)\s*:\s*@"([^"\\%]+)"([^\]]*)\]', clean):
        if m.group(1) == "self" or "owner:" in m.group(4):
            continue
        project.objc_load_sites.append(ObjCLoadSite(rel, line_of(clean, m.start(1)), byte_col(clean, m.start(1)), m.group(3),
                                                    m.group(1), enclosing(m.start()), m.group(2)))
    # [[X alloc] initWithNibName:nil bundle:…]: the nib named after the class (ambiguous names skipped in gather_new)
    for m in re.finditer(r'\[\s*\[\s*([A-Za-z_]\w*)\s+alloc\s*\]\s*(initWithNibName)\s*:\s*nil\b([^\]]*)\]', clean):
        if "owner:" in m.group(3):
            continue
        enc = enclosing(m.start())
        if m.group(1) == "self":  # `[[self alloc] init…]` in a class method: an instance of the enclosing class
            if enc:
                project.objc_load_sites.append(ObjCLoadSite(rel, line_of(clean, m.start(1)), byte_col(clean, m.start(1)), enc,
                                                            None, enc, m.group(2) + ":nil"))
            continue
        project.objc_load_sites.append(ObjCLoadSite(rel, line_of(clean, m.start(1)), byte_col(clean, m.start(1)), m.group(1),
                                                    m.group(1), enc, m.group(2) + ":nil"))
    # [self|super initWithNibName:@"N" …]
    for m in re.finditer(r'\[\s*(self|super)\s+(initWithNibName|initWithWindowNibName)\s*:\s*@"([^"\\%]+)"([^\]]*)\]', clean):
        if "owner:" in m.group(4):
            continue
        project.objc_load_sites.append(ObjCLoadSite(rel, line_of(clean, m.start(1)), byte_col(clean, m.start(1)), m.group(3),
                                                    None, enclosing(m.start()), m.group(2)))
    # loadNibNamed:@"N" owner:self …
    for m in re.finditer(r'\b(loadNibNamed)\s*:\s*@"([^"\\%]+)"\s*owner\s*:\s*self\b', clean):
        project.objc_load_sites.append(ObjCLoadSite(rel, line_of(clean, m.start(1)), byte_col(clean, m.start(1)), m.group(2),
                                                    None, enclosing(m.start()), m.group(1)))


# ----------------------------------------------------------------------------------------------
# Project model

# Nib loads by name: by hand (the nib's File's Owner is whatever code passes) and as a view controller's own nib.
HAND_LOAD = re.compile(r'(?:loadNibNamed\(|UINib\(nibName:|NSNib\(nibNamed:|nibWithNibName:|loadNibNamed:)\s*@?"([^"]+)"')
OWN_LOAD = re.compile(r'(?:\bnibName:|initWithNibName:|windowNibName:|initWithWindowNibName:)\s*@?"([^"]+)"')


class Project:
    def __init__(self, root: str, catalog):
        self.root = root
        self.catalog = catalog
        self.types: list[TypeDecl] = []
        self.objc_super: dict[str, str] = {}
        self.nibs: list[str] = []
        # for the kinds added with issue 20
        self.swift_files: list[str] = []
        self.source_dir_names: set[str] = set()         # path components of folders holding sources
        self.objc_names: set[str] = set()               # @interface / @implementation names
        self.objc_props: dict[str, set[str]] = {}       # ObjC class -> @property names (header and class extensions)
        self.objc_decl_files: dict[str, set[str]] = {}  # ObjC class -> files with its @interface/@implementation
        self.objc_load_sites: list[ObjCLoadSite] = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for fn in sorted(filenames):
                full = os.path.join(dirpath, fn)
                if os.path.islink(full):
                    continue
                rel = os.path.relpath(full, root)
                if fn.endswith((".swift", ".m", ".mm")):
                    self.source_dir_names.update(p for p in os.path.dirname(rel).split(os.sep) if p)
                if fn.endswith(".swift"):
                    self.types.extend(scan_swift(full, rel))
                    self.swift_files.append(rel)
                elif fn.endswith((".h", ".m", ".mm")):
                    try:
                        text = open(full, encoding="utf-8", errors="replace").read()
                    except OSError:
                        continue
                    for im in OBJC_INTERFACE.finditer(text):
                        self.objc_super.setdefault(im.group(1), im.group(2))
                    scan_objc(text, rel, self)
                elif fn.endswith((".xib", ".storyboard")):
                    self.nibs.append(rel)
        self.class_decls: dict[str, list[TypeDecl]] = {}
        self.all_named: dict[str, list[TypeDecl]] = {}
        self.extensions: dict[str, list[TypeDecl]] = {}
        for t in self.types:
            self.all_named.setdefault(t.name, []).append(t)
            if t.kind == "class":
                self.class_decls.setdefault(t.name, []).append(t)
                if t.objc_name:
                    self.class_decls.setdefault(t.objc_name, []).append(t)
            elif t.kind == "extension":
                self.extensions.setdefault(t.name, []).append(t)

    def loaded_only_by_hand(self, nib_name: str) -> bool:
        """Code loads the nib by hand (loadNibNamed, UINib/NSNib) and never as a view controller's own nib
        (init(nibName:), initWithNibName:, windowNibName): then UIKit never asks for its `view` outlet."""
        if not hasattr(self, "_nib_loads"):
            hand, own = set(), set()
            for dirpath, dirnames, filenames in os.walk(self.root):
                dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
                for fn in filenames:
                    if not fn.endswith((".swift", ".m", ".mm")):
                        continue
                    try:
                        text = open(os.path.join(dirpath, fn), encoding="utf-8", errors="replace").read()
                    except OSError:
                        continue
                    hand.update(HAND_LOAD.findall(text))
                    # `UINib(nibName:` is a load by hand, not `init(nibName:)`.
                    own.update(OWN_LOAD.findall(re.sub(r'(?:UINib|NSNib)\(nibName', 'UINib(name', text)))
            self._nib_loads = (hand, own)
        hand, own = self._nib_loads
        return nib_name in hand and nib_name not in own

    def unique_class(self, name: str) -> TypeDecl | None:
        decls = self.class_decls.get(name, [])
        others = [t for t in self.all_named.get(name, []) if t.kind in ("struct", "enum", "protocol", "actor")]
        return decls[0] if len(decls) == 1 and not others else None

    def own_decls(self, name: str) -> list[TypeDecl]:
        c = self.unique_class(name)
        if not c:
            return []
        return [c] + self.extensions.get(c.name, [])

    def chain(self, name: str, plat: str) -> tuple[list[tuple[str, str]], bool]:
        """[(class, 'swift'|'catalog')...], complete? (False when a class is unknown)."""
        out, seen, cur = [], set(), name
        cat = self.catalog.get(plat, {})
        while cur and cur not in seen:
            seen.add(cur)
            c = self.unique_class(cur)
            if c:
                out.append((cur, "swift"))
                sup = c.inherited[0] if c.inherited else None
                if sup is None or (sup not in self.class_decls and sup not in cat and sup not in self.objc_super):
                    # first inherited type is a protocol (or nothing): a Swift root class
                    return out, sup is None or sup in self.all_named
                cur = sup
            elif cur in cat:
                out.append((cur, "catalog"))
                cur = cat[cur].superclass
            else:
                return out, False
        return out, True

    def kind_of(self, name: str, base: str, plat: str) -> bool:
        ch, _ = self.chain(name, plat)
        return any(c == base for c, _ in ch)

    def members(self, cls: str, plat: str, kind: str):
        """Swift members (Member) of the class itself with its extensions."""
        return [m for t in self.own_decls(cls) for m in t.members if m.kind == kind]

    def provides(self, cls: str, key: str, kind: str, plat: str) -> list[str]:
        """Where along the chain of cls a property key (kind='prop') or selector (kind='func') exists."""
        ch, _ = self.chain(cls, plat)
        where = []
        cat = self.catalog.get(plat, {})
        for c, origin in ch:
            if origin == "swift":
                for m in self.members(c, plat, kind):
                    if m.key == key or (kind == "prop" and m.name == key):
                        where.append(f"{c}@{m.file}:{m.line}")
            else:
                cc = cat[c]
                if key in (cc.props if kind == "prop" else cc.methods):
                    where.append(f"{c}(catalog)")
        return where

    def dynamic(self, cls: str, plat: str) -> bool:
        ch, _ = self.chain(cls, plat)
        for c, origin in ch:
            if origin == "swift":
                for t in self.own_decls(c):
                    if re.search(r"forUndefinedKey|forwardingTarget|responds\s*\(\s*to|resolveInstanceMethod|"
                                 r"valueForUndefinedKey|@objcMembers", t.body):
                        return True
        return False


# ----------------------------------------------------------------------------------------------
# Nib parsing (byte-level tag scanner that keeps line and byte column of every element)

TAG = re.compile(rb"<!--.*?-->|<\?.*?\?>|<!\[CDATA\[.*?\]\]>|<(/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*)\s*(/?)>", re.S)
ATTR = re.compile(rb"([\w.:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")


@dataclass
class NibObject:
    element: str
    attrs: dict
    line: int
    col: int
    scene: int
    top_level: bool
    parent_element: str
    offset: int = -1    # byte offset of the element's "<"
    tag_end: int = -1   # byte offset just past the start tag's ">"


@dataclass
class NibConn:
    kind: str        # outlet / outletCollection / action / segue
    attrs: dict
    source: str      # object id
    line: int
    col: int
    line_end_offset: tuple  # (start byte, end byte) of the element text


class Nib:
    def __init__(self, root: str, rel: str):
        self.rel = rel
        self.is_xib = rel.endswith(".xib")
        data = open(os.path.join(root, rel), "rb").read()
        self.data = data
        head = data[:800]
        self.platform = "macOS" if (b'InterfaceBuilder3.Cocoa.' in head or b'InterfaceBuilder3.Cocoa"' in head) else "iOS"
        self.objects: dict[str, NibObject] = {}
        self.conns: list[NibConn] = []
        stack: list[tuple[str, dict, int, int]] = []  # element, attrs, line, col
        scene = 0
        line_starts = [0]
        for i, b in enumerate(data):
            if b == 10:
                line_starts.append(i + 1)
        import bisect

        def pos(off):
            ln = bisect.bisect_right(line_starts, off)
            return ln, off - line_starts[ln - 1] + 1

        for m in TAG.finditer(data):
            if m.group(2) is None:
                continue
            closing, name = m.group(1) == b"/", m.group(2).decode()
            if closing:
                if stack:
                    stack.pop()
                continue
            attrs = {a.group(1).decode(): (a.group(2) if a.group(2) is not None else a.group(3)).decode("utf-8", "replace")
                     .replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&apos;", "'").replace("&amp;", "&")
                     for a in ATTR.finditer(m.group(3))}
            ln, col = pos(m.start())
            if name == "scene":
                scene += 1
            parents = [s[0] for s in stack]
            if len(stack) >= 2 and stack[-1][0] == "connections" and name in ("outlet", "outletCollection", "action", "segue"):
                src = stack[-2][1].get("id", "")
                if "destination" not in attrs and "target" in attrs:
                    attrs["destination"] = attrs["target"]
                self.conns.append(NibConn(name, attrs, src, ln, col, (m.start(), m.end())))
            elif "id" in attrs and "connections" not in parents:
                top = bool(stack) and stack[-1][0] == "objects" and (self.is_xib or True)
                self.objects[attrs["id"]] = NibObject(name, attrs, ln, col, scene, top, stack[-1][0] if stack else "",
                                                      m.start(), m.end())
            if m.group(4) != b"/":
                stack.append((name, attrs, ln, col))

    def role(self, o: NibObject) -> str | None:
        """Placeholder role, as NibParser.placeholderRole decides it."""
        pid = o.attrs.get("placeholderIdentifier")
        if pid == "IBFilesOwner":
            return "owner"
        if pid == "IBFirstResponder" or o.attrs.get("sceneMemberID") == "firstResponder":
            return "firstResponder"
        if pid:
            return "other"
        if o.element == "exit" or o.attrs.get("sceneMemberID") == "exit":
            return "exit"
        if self.platform == "macOS" and self.is_xib and o.element == "customObject" and o.top_level:
            return {"-2": "owner", "-1": "firstResponder", "-3": "application"}.get(o.attrs.get("id"))
        return None

    def owner(self) -> NibObject | None:
        for o in self.objects.values():
            if self.role(o) == "owner":
                return o
        return None

    def custom_class(self, obj_id: str) -> str | None:
        o = self.objects.get(obj_id)
        return o.attrs.get("customClass") if o else None

    def same_scene(self, c: NibConn) -> bool:
        d, s = self.objects.get(c.attrs.get("destination", "")), self.objects.get(c.source)
        if d is None or s is None:
            return False
        return self.is_xib or d.scene == s.scene

    def reachable_sender(self, c: NibConn) -> bool:
        s = self.objects.get(c.source)
        if s is None or not s.element.endswith("GestureRecognizer"):
            return True
        return any(x.attrs.get("destination") == c.source for x in self.conns)


# ----------------------------------------------------------------------------------------------
# Running niblint

def run_niblint(niblint: str, root: str, show_unverified=False):
    cmd = [niblint, "--reporter", "json", "--quiet"] + NIBLINT_EXTRA + (["--show-unverified"] if show_unverified else []) + ["."]
    p = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
    try:
        report = json.loads(p.stdout)
    except json.JSONDecodeError:
        sys.exit(f"niblint produced no JSON in {root} (exit {p.returncode}): {p.stderr[:500]}")
    diags = []
    for d in report["diagnostics"]:
        f = d["file"]
        if f.startswith(root + "/"):
            f = f[len(root) + 1:]
        if f.startswith("./"):
            f = f[2:]
        diags.append((d["rule"], f, d["line"], d["column"], d["message"]))
    unverified = set()
    GROUPED_UNVERIFIED.clear()
    for line in p.stderr.splitlines():
        um = re.match(r"(.*):(\d+):(\d+): note: unverified( \((\d+) uses\))?", line)
        if um:
            f = um.group(1)
            if f.startswith(root + "/"):
                f = f[len(root) + 1:]
            if f.startswith("./"):
                f = f[2:]
            unverified.add((f, int(um.group(2)), int(um.group(3))))
            if um.group(5):
                # One line for several uses of one name with one reason ("unverified (17 uses)"), at the first use.
                GROUPED_UNVERIFIED[(f, int(um.group(2)), int(um.group(3)))] = int(um.group(5))
    return diags, unverified, report["summary"]


# The lines of the last run's --show-unverified that stand for several uses: (file, line, column) -> uses.
GROUPED_UNVERIFIED: dict = {}


def fresh_copy(src: str, dst: str):
    if os.path.exists(dst):
        shutil.rmtree(dst)
    subprocess.run(["cp", "-a", src, dst], check=True)


# ----------------------------------------------------------------------------------------------
# Mutations

@dataclass
class Expect:
    rule: str
    file: str
    line: int
    col: int


@dataclass
class Mutation:
    kind: str
    desc: str
    edit_file: str
    edit_line: int
    nib_files: set
    apply: object  # callable(root)
    expects: list
    line_shift: tuple | None = None  # (file, deleted_line) for baseline realignment
    hints: list = field(default_factory=list)  # selectors/properties whose other uses may legitimately break
    inserts: list = field(default_factory=list)  # [(file, before_line, count)]: lines inserted, for baseline realignment
    meta: dict = field(default_factory=dict)     # what derived kinds need (the renamed member, its class)


def rename_in_file(root, rel, offset, old, new):
    path = os.path.join(root, rel)
    text = open(path, encoding="utf-8", errors="replace").read()
    assert text[offset:offset + len(old)] == old, (rel, offset, old, text[offset:offset + 20])
    with open(path, "w", encoding="utf-8") as f:
        f.write(text[:offset] + new + text[offset + len(old):])


def conn_targets(nib: Nib, c: NibConn) -> str | None:
    """Class of the object an action is sent to."""
    d = nib.objects.get(c.attrs.get("destination", ""))
    if d is None or nib.role(d) in ("firstResponder", "exit", "application", "other"):
        return None
    return d.attrs.get("customClass")


def breaks_for(project: Project, obj_class: str, target: str, key: str, kind: str, plat: str) -> bool:
    """Does renaming `key` of class `target` break the lookup from an object of class obj_class?"""
    ch, complete = project.chain(obj_class, plat)
    names = [c for c, _ in ch]
    if target not in names or not complete:
        return False
    for c, origin in ch:
        if c == target:
            break
        if origin == "swift" and any(m.key == key or (kind == "prop" and m.name == key) for m in project.members(c, plat, kind)):
            return False
    return True


def gather(project: Project, nibs: dict[str, Nib], unverified: set, linted: set, catalog, found_loads):
    cands = {"rename-outlet-property": [], "rename-action-method": [], "change-files-owner-class": [], "delete-view-outlet": []}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted}

    def ok_conn(nib, c):
        return (nib.rel, c.line, c.col) not in unverified and nib.same_scene(c)

    # ---- rename-outlet-property / rename-action-method
    seen_keys = set()
    for rel, nib in sorted(usable.items()):
        for c in nib.conns:
            if c.kind not in ("outlet", "action") or not ok_conn(nib, c):
                continue
            plat = nib.platform
            if c.kind == "outlet":
                cls, key, mkind = nib.custom_class(c.source), c.attrs.get("property"), "prop"
            else:
                if not nib.reachable_sender(c):
                    continue
                cls, key, mkind = conn_targets(nib, c), c.attrs.get("selector"), "func"
            if not cls or not key:
                continue
            # the class along the chain that declares it (must be exactly one declaration, Swift)
            where = project.provides(cls, key, mkind, plat)
            _, complete = project.chain(cls, plat)
            if len(where) != 1 or "(catalog)" in where[0] or not complete or project.dynamic(cls, plat):
                continue
            target = where[0].split("@")[0]
            decl = [m for m in project.members(target, plat, mkind) if m.key == key or (mkind == "prop" and m.name == key)]
            if len(decl) != 1 or decl[0].explicit_objc or not decl[0].is_ib:
                continue
            m = decl[0]
            if mkind == "prop" and m.name != key:
                continue
            if (mkind, target, key) in seen_keys:
                continue
            seen_keys.add((mkind, target, key))
            expects, files, bad = [], set(), False
            for r2, n2 in sorted(nibs.items()):
                for c2 in n2.conns:
                    if mkind == "prop" and c2.kind in ("outlet", "outletCollection") and c2.attrs.get("property") == key:
                        oc = n2.custom_class(c2.source)
                    elif mkind == "func" and c2.kind == "action" and c2.attrs.get("selector") == key and n2.reachable_sender(c2):
                        oc = conn_targets(n2, c2)
                    else:
                        continue
                    if not oc or not breaks_for(project, oc, target, key, mkind, n2.platform):
                        continue
                    if r2 not in linted:
                        continue
                    if (r2, c2.line, c2.col) in unverified or not n2.same_scene(c2):
                        bad = True
                        continue
                    expects.append(Expect("outlet-not-found" if mkind == "prop" else "action-not-found", r2, c2.line, c2.col))
                    files.add(r2)
            if bad or not expects:
                continue
            new = m.name + "Renamed"
            kind = "rename-outlet-property" if mkind == "prop" else "rename-action-method"
            label = f"{target}.{m.name}" + ("" if mkind == "prop" else f" ({key})")
            cands[kind].append(Mutation(
                kind, f"{label} -> {new}", m.file, m.line, files,
                (lambda root, f=m.file, o=m.name_offset, old=m.name, nw=new: rename_in_file(root, f, o, old, nw)),
                expects, hints=[key], meta={"member": m, "target": target, "platforms": {nibs[f].platform for f in files}}))

    # ---- rename-action-method on an unwind segue (answered through the responder chain: any class may
    # implement it, so it breaks only when the one implementation in the whole project is renamed)
    all_funcs: dict[str, list] = {}
    for t in project.types:
        if t.kind in ("class", "extension"):
            for mm in t.members:
                if mm.kind == "func":
                    all_funcs.setdefault(mm.key, []).append((t.name, mm))
    seen_unwind = set()
    for rel, nib in sorted(usable.items()):
        for c in nib.conns:
            sel = c.attrs.get("unwindAction")
            if c.kind != "segue" or not sel or sel in seen_unwind or (rel, c.line, c.col) in unverified:
                continue
            impls = all_funcs.get(sel, [])
            if len(impls) != 1 or impls[0][1].explicit_objc or any(sel in cc.methods for cc in catalog.get(nib.platform, {}).values()):
                continue
            seen_unwind.add(sel)
            owner_cls, m = impls[0]
            expects, bad = [], False
            for r2, n2 in sorted(nibs.items()):
                if r2 not in linted:
                    continue
                for c2 in n2.conns:
                    responder = False
                    if c2.kind == "segue" and c2.attrs.get("unwindAction") == sel:
                        responder = True
                    elif c2.kind == "action" and c2.attrs.get("selector") == sel and n2.reachable_sender(c2):
                        d = n2.objects.get(c2.attrs.get("destination", ""))
                        responder = d is not None and n2.role(d) in ("firstResponder", "exit")
                        if not responder and d is not None and d.attrs.get("customClass"):
                            responder = breaks_for(project, d.attrs["customClass"], owner_cls, sel, "func", n2.platform)
                    if not responder:
                        continue
                    if (r2, c2.line, c2.col) in unverified:
                        bad = True
                    expects.append(Expect("action-not-found", r2, c2.line, c2.col))
            if bad or not expects:
                continue
            new_name = m.name + "Renamed"
            cands["rename-action-method"].append(Mutation(
                "rename-action-method", f"{owner_cls}.{m.name} (unwind {sel}) -> {new_name}", m.file, m.line,
                {e.file for e in expects},
                (lambda root, f=m.file, o=m.name_offset, old=m.name, nw=new_name: rename_in_file(root, f, o, old, nw)),
                expects, hints=[sel]))

    # ---- owner-based mutations (xibs only)
    _, _, loads = found_loads
    swift_classes = sorted(n for n, ds in project.class_decls.items() if len(ds) == 1 and project.unique_class(n))
    for rel, nib in sorted(usable.items()):
        if not nib.is_xib:
            continue
        owner = nib.owner()
        if owner is None or not owner.attrs.get("customClass"):
            continue
        cls, plat = owner.attrs["customClass"], nib.platform
        chain, complete = project.chain(cls, plat)
        if not chain or chain[0][1] != "swift" or not complete or project.dynamic(cls, plat):
            continue
        oid = owner.attrs.get("id")
        outs = [c for c in nib.conns if c.source == oid and c.kind in ("outlet", "outletCollection")]
        acts = [c for c in nib.conns if c.kind == "action" and c.attrs.get("destination") == oid and nib.reachable_sender(c)]
        if any((rel, c.line, c.col) in unverified for c in outs + acts):
            continue
        vc_base = "UIViewController" if plat == "iOS" else "NSViewController"
        is_vc = project.kind_of(cls, vc_base, plat)
        # change-files-owner-class
        if outs:
            fw = next((c for c, o in chain if o == "catalog"), None)
            for other in swift_classes:
                if other == cls:
                    continue
                och, ocomplete = project.chain(other, plat)
                if not ocomplete or not och or och[0][1] != "swift" or project.dynamic(other, plat):
                    continue
                ofw = next((c for c, o in och if o == "catalog"), None)
                if ofw != fw:
                    continue
                missing_outs = [c for c in outs if not project.provides(other, c.attrs.get("property", ""), "prop", plat)]
                if not missing_outs:
                    continue
                missing_acts = [c for c in acts if not project.provides(other, c.attrs.get("selector", ""), "func", plat)]
                exp = [Expect("outlet-not-found", rel, c.line, c.col) for c in missing_outs] + \
                      [Expect("action-not-found", rel, c.line, c.col) for c in missing_acts]
                # The xib's one loader is the old class or a subclass (every load with it as owner, not related to the
                # new class): the connections are made on it and hold, so the one defect is File's Owner's class
                # -> owner-class-mismatch there.
                nib_name = os.path.splitext(os.path.basename(rel))[0]
                owners = loads.get(nib_name, [])
                if owners and len(set(owners)) == 1 and all(o and cls in [c for c, _ in project.chain(o, plat)[0]] for o in owners) \
                        and cls not in [c for c, _ in och] and other not in [c for c, _ in chain] \
                        and all(o not in [c for c, _ in och] for o in owners):
                    exp = [Expect("owner-class-mismatch", rel, owner.line, owner.col)]
                cands["change-files-owner-class"].append(Mutation(
                    "change-files-owner-class", f"File's Owner {cls} -> {other}", rel, owner.line, {rel},
                    (lambda root, f=rel, o=owner, new=other: set_owner_class(root, f, o, new)), exp))
        # delete-view-outlet
        if is_vc and not (plat == "iOS" and (project.kind_of(cls, "UITableViewController", plat) or project.kind_of(cls, "UICollectionViewController", plat))):
            views = [c for c in outs if c.kind == "outlet" and c.attrs.get("property") == "view"]
            top_views = [o for o in nib.objects.values() if o.top_level and nib.role(o) is None
                         and is_view(project, o, plat)]
            # A xib code loads only by hand is not a view controller's own nib: no view outlet is needed
            # (view-outlet-not-set leaves it alone, as the runtime does).
            nib_name = os.path.splitext(os.path.basename(rel))[0]
            if len(views) == 1 and top_views and not project.loaded_only_by_hand(nib_name):
                v = views[0]
                a, b = v.line_end_offset
                ls = nib.data.rfind(b"\n", 0, a) + 1
                le = nib.data.find(b"\n", b)
                if nib.data[ls:a].strip() == b"" and nib.data[b:le].strip() == b"":
                    cands["delete-view-outlet"].append(Mutation(
                        "delete-view-outlet", f"{cls}: delete view outlet", rel, v.line, {rel},
                        (lambda root, f=rel, s=ls, e=le + 1: delete_bytes(root, f, s, e)),
                        [Expect("view-outlet-not-set", rel, owner.line, owner.col)], line_shift=(rel, v.line)))
    return cands


VIEW_ELEMENTS_IOS = {"view", "tableView", "collectionView", "scrollView", "stackView", "imageView", "label", "button",
                     "visualEffectView", "tableViewCell", "collectionViewCell", "collectionReusableView", "textView",
                     "webView", "wkWebView", "mapView", "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView",
                     "datePicker", "segmentedControl", "switch", "slider", "textField", "progressView", "activityIndicatorView",
                     "pageControl", "stepper", "containerView", "tableViewCellContentView", "collectionViewCellContentView"}
VIEW_ELEMENTS_MAC = {"customView", "view", "scrollView", "tableView", "outlineView", "stackView", "textField", "button",
                     "imageView", "box", "splitView", "tabView", "visualEffectView", "collectionView", "textView", "popUpButton",
                     "slider", "progressIndicator", "segmentedControl", "clipView", "webView", "wkWebView"}


def is_view(project: Project, o: NibObject, plat: str) -> bool:
    base = "UIView" if plat == "iOS" else "NSView"
    cc = o.attrs.get("customClass")
    if cc and project.kind_of(cc, base, plat):
        return True
    return o.element in (VIEW_ELEMENTS_IOS if plat == "iOS" else VIEW_ELEMENTS_MAC)


def set_owner_class(root, rel, owner: NibObject, new):
    path = os.path.join(root, rel)
    data = open(path, "rb").read()
    lines = data.split(b"\n")
    ln = lines[owner.line - 1]
    new_ln, n = re.subn(rb'customClass="[^"]*"', b'customClass="' + new.encode() + b'"', ln, count=1)
    assert n == 1, (rel, owner.line)
    lines[owner.line - 1] = new_ln
    open(path, "wb").write(b"\n".join(lines))


def delete_bytes(root, rel, start, end):
    path = os.path.join(root, rel)
    data = open(path, "rb").read()
    open(path, "wb").write(data[:start] + data[end:])


# ----------------------------------------------------------------------------------------------
# Kinds added with issue 20 (classes, modules and platforms; the scanner on ordinary Swift; Objective-C load sites)

OLD_KINDS = ["rename-outlet-property", "rename-action-method", "change-files-owner-class", "delete-view-outlet"]
NEW_KINDS = ["rename-class", "other-platform-class", "scoped-import-rename-outlet", "typealias-superclass-rename-outlet",
             "move-class-under-other-platform-if", "stale-owner-objc-load"]
CAST_KINDS = ["cast-scene-class"]  # issue 17 (cast-mismatch): gather_cast
ALL_KINDS = OLD_KINDS + NEW_KINDS + CAST_KINDS
ALL_KINDS += ["delete-imageset", "rename-storyboard-file", "break-storyboard-reference", "rename-image-in-nib"]  # ASSET_KINDS
REUSE_KINDS = ["change-reuse-identifier"]
NEW_KINDS += REUSE_KINDS
ALL_KINDS += REUSE_KINDS
DEAD_KINDS = ["orphan-nib", "orphan-scene", "stale-string"]  # issue 28 (dead Interface Builder content): gather_dead
# unused-nib is off by default: runs that plant orphan-nib enable it with this configuration (set in main)
NIBLINT_EXTRA: list = []
ALL_KINDS += DEAD_KINDS

# A framework class of the other platform for a nib element (what a copy between targets leaves behind).
OTHER_PLATFORM_CLASS = {
    "iOS": {"view": "NSView", "button": "NSButton", "label": "NSTextField", "textField": "NSTextField",
            "imageView": "NSImageView", "scrollView": "NSScrollView", "tableView": "NSTableView",
            "collectionView": "NSCollectionView", "stackView": "NSStackView", "textView": "NSTextView",
            "slider": "NSSlider", "switch": "NSSwitch", "segmentedControl": "NSSegmentedControl",
            "progressView": "NSProgressIndicator", "activityIndicatorView": "NSProgressIndicator",
            "datePicker": "NSDatePicker", "visualEffectView": "NSVisualEffectView", "searchBar": "NSSearchField",
            "viewController": "NSViewController", "tabBarController": "NSTabViewController",
            "splitViewController": "NSSplitViewController", "window": "NSWindow"},
    "macOS": {"customView": "UIView", "view": "UIView", "button": "UIButton", "textField": "UILabel",
              "imageView": "UIImageView", "scrollView": "UIScrollView", "tableView": "UITableView",
              "collectionView": "UICollectionView", "stackView": "UIStackView", "textView": "UITextView",
              "slider": "UISlider", "switch": "UISwitch", "segmentedControl": "UISegmentedControl",
              "progressIndicator": "UIProgressView", "datePicker": "UIDatePicker",
              "visualEffectView": "UIVisualEffectView", "searchField": "UISearchBar", "popUpButton": "UIButton",
              "viewController": "UIViewController", "tabViewController": "UITabBarController",
              "splitViewController": "UISplitViewController", "window": "UIWindow"},
}
# The other platform's equivalent of a framework superclass, for the #else of a cross-platform typealias.
PLATFORM_EQUIVALENT = {
    "UIViewController": "NSViewController", "UIView": "NSView", "UIWindow": "NSWindow", "UIButton": "NSButton",
    "UILabel": "NSTextField", "UITextField": "NSTextField", "UIImageView": "NSImageView", "UIScrollView": "NSScrollView",
    "UITableView": "NSTableView", "UICollectionView": "NSCollectionView", "UIStackView": "NSStackView",
    "UITextView": "NSTextView", "UITableViewCell": "NSTableCellView", "UISlider": "NSSlider",
    "UISplitViewController": "NSSplitViewController", "UITabBarController": "NSTabViewController",
    "UIPageViewController": "NSPageController", "UIResponder": "NSResponder",
}
PLATFORM_EQUIVALENT.update({v: k for k, v in list(PLATFORM_EQUIVALENT.items()) if v not in PLATFORM_EQUIVALENT})
PLATFORM_EQUIVALENT.update({"NSTextField": "UILabel"})  # NSWindowController has no obvious UIKit equivalent: S in both branches


_SWIFT_TEXT: dict = {}


def swift_clean(root: str, rel: str) -> tuple[str, str]:
    """A Swift file of the unmodified copy with its comments and strings blanked (read and blanked once)."""
    key = (root, rel)
    if key not in _SWIFT_TEXT:
        src = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        _SWIFT_TEXT[key] = (src, None)
    src, clean = _SWIFT_TEXT[key]
    if clean is None:
        clean = blank_comments_and_strings(src)
        _SWIFT_TEXT[key] = (src, clean)
    return src, clean


def swift_raw(root: str, rel: str) -> str:
    key = (root, rel)
    if key not in _SWIFT_TEXT:
        _SWIFT_TEXT[key] = (open(os.path.join(root, rel), encoding="utf-8", errors="replace").read(), None)
    return _SWIFT_TEXT[key][0]


def apply_text_edits(root: str, rel: str, edits: list[tuple[int, int, str]], prefix: str = ""):
    """Replace [start, end) by text for each edit (offsets into the current file), then prepend `prefix`."""
    path = os.path.join(root, rel)
    text = open(path, encoding="utf-8", errors="replace").read()
    for a, b, t in sorted(edits, reverse=True):
        text = text[:a] + t + text[b:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(prefix + text)


def set_custom_class(root: str, rel: str, o: NibObject, new: str):
    """Set an element's customClass to a framework class (module attributes removed)."""
    path = os.path.join(root, rel)
    data = open(path, "rb").read()
    tag = data[o.offset:o.tag_end]
    tag = re.sub(rb'\s+customModule(Provider)?="[^"]*"', b"", tag)
    if re.search(rb'\scustomClass="[^"]*"', tag):
        tag = re.sub(rb'(\s)customClass="[^"]*"', b'\\1customClass="' + new.encode() + b'"', tag, count=1)
    else:
        nm = re.match(rb"<[\w.:-]+", tag)
        tag = tag[:nm.end()] + b' customClass="' + new.encode() + b'"' + tag[nm.end():]
    assert b"\n" not in data[o.offset:o.tag_end] or True
    open(path, "wb").write(data[:o.offset] + tag + data[o.tag_end:])


def chain_any(project: Project, name: str, plat: str) -> tuple[list[str], bool]:
    """The superclass chain through Swift classes, Objective-C @interfaces and the catalog; complete?"""
    out, cur = [], name
    cat = project.catalog.get(plat, {})
    while cur and cur not in out:
        out.append(cur)
        c = project.unique_class(cur)
        if c:
            sup = c.inherited[0] if c.inherited else None
            if sup is None:
                return out, True
            if sup not in project.class_decls and sup not in cat and sup not in project.objc_super:
                return out, sup in project.all_named
            cur = sup
        elif cur in project.objc_super and cur not in project.class_decls:
            cur = project.objc_super[cur]
        elif cur in cat:
            cur = cat[cur].superclass
        else:
            return out, False
    return out, True


def rename_variant(project: Project, name: str) -> str | None:
    """`name` with one letter inserted (distance 1): an "s" after a word, as a rename in code often leaves it."""
    words = camel_words(name)
    taken = set(project.all_named) | project.objc_names | set(project.catalog.get("iOS", {})) | set(project.catalog.get("macOS", {}))
    tries, pos = [], 0
    for w in words[:-1]:
        pos += len(w)
        if not w.endswith("s"):
            tries.append(name[:pos] + "s" + name[pos:])
    tries += [name + "s", name + "X"]
    return next((t for t in tries if t not in taken and t != name), None)


def class_uses(nibs: dict, linted: set, name: str):
    """(rel, nib, object, role) of every object of a linted nib whose customClass is `name`."""
    out = []
    for rel in sorted(linted):
        nib = nibs.get(rel)
        if nib is None:
            continue
        for o in nib.objects.values():
            if o.attrs.get("customClass") == name:
                out.append((rel, nib, o, nib.role(o)))
    return out


def object_unverified(nib: Nib, o: NibObject, unverified: set) -> bool:
    oid = o.attrs.get("id")
    return any((nib.rel, c.line, c.col) in unverified for c in nib.conns
               if c.source == oid or c.attrs.get("destination") == oid)


def module_judgeable(project: Project, o: NibObject) -> bool | None:
    """True when niblint's isJudgeableModule holds for sure, None when the script cannot tell."""
    if o.attrs.get("customModuleProvider") == "target":
        return True
    mod = o.attrs.get("customModule")
    if mod:
        return True if mod in project.source_dir_names else None
    return None  # module-less: judgeable only when no class may come from outside the tree


def swift_rename_edits(project: Project, root: str, old: str, new: str) -> dict[str, list]:
    """Every use of the identifier `old` in Swift code (not in comments or strings), as an IDE rename does:
    the class, its extensions, superclass clauses, `X.self`, `X(…)`; a member access `value.X` is left alone."""
    edits: dict[str, list] = {}
    pat = re.compile(r"(?<![\w$])" + re.escape(old) + r"(?![\w$])")
    for rel in project.swift_files:
        try:
            if old not in swift_raw(root, rel):
                continue
            src, clean = swift_clean(root, rel)
        except OSError:
            continue
        for m in pat.finditer(clean):
            k = m.start() - 1
            while k >= 0 and clean[k] in " \t":
                k -= 1
            if k >= 0 and clean[k] == ".":
                j = k - 1
                while j >= 0 and (clean[j].isalnum() or clean[j] == "_"):
                    j -= 1
                qualifier = clean[j + 1:k]
                if not qualifier[:1].isupper():
                    continue
            if k >= 0 and clean[k] == "`":
                continue
            edits.setdefault(rel, []).append((m.start(), m.end(), new))
    return edits


def gather_new(project: Project, nibs: dict[str, Nib], unverified: set, linted: set, catalog, base, old_cands, root, kinds):
    cands = {k: [] for k in NEW_KINDS if k in kinds}
    base_at = {(d[1], d[2], d[3]) for d in base}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted}
    nib_class_names = sorted({o.attrs["customClass"] for n in usable.values() for o in n.objects.values() if o.attrs.get("customClass")})
    cat_both = set(catalog.get("iOS", {})) | set(catalog.get("macOS", {}))

    def plain_swift_class(name):
        d = project.unique_class(name)
        if not d or d.name != name or d.objc_name or d.nested or name in project.objc_names or name in cat_both:
            return None
        if any(t.objc_name == name for t in project.types):
            return None
        return d

    # ---- rename-class: the class and every reference in Swift, its nibs forgotten
    if "rename-class" in cands:
        for name in nib_class_names:
            d = plain_swift_class(name)
            if not d:
                continue
            uses = class_uses(nibs, linted, name)
            expects, bad = [], False
            for rel, nib, o, role in uses:
                if role in ("firstResponder", "exit", "other"):
                    continue
                if object_unverified(nib, o, unverified) or (rel, o.line, o.col) in base_at:
                    bad = True
                    break
                j = module_judgeable(project, o)
                if role == "owner":
                    if not nib.is_xib:
                        continue
                    if j is True or "customModule" not in o.attrs:
                        expects.append(Expect("unknown-owner-class", rel, o.line, o.col))
                    else:
                        bad = True
                elif j is True:
                    expects.append(Expect("unknown-class", rel, o.line, o.col))
                else:
                    bad = True
            if bad or not expects:
                continue
            new = rename_variant(project, name)
            if not new:
                continue
            edits = swift_rename_edits(project, root, name, new)
            if d.file not in edits:
                continue
            n_ext = len(project.extensions.get(name, []))
            cands["rename-class"].append(Mutation(
                "rename-class", f"{name} -> {new} (class, {n_ext} extension(s), {sum(map(len, edits.values()))} uses in {len(edits)} file(s))",
                d.file, d.line, {e.file for e in expects},
                (lambda root, ed=edits: [apply_text_edits(root, f, e) for f, e in ed.items()]),
                expects, hints=[name], meta={"suggest": new}))

    # ---- other-platform-class: an object's class set to the other platform's framework class for its element
    if "other-platform-class" in cands:
        for rel, nib in sorted(usable.items()):
            plat = nib.platform
            other = "macOS" if plat == "iOS" else "iOS"
            for o in sorted(nib.objects.values(), key=lambda x: (x.line, x.col)):
                new = OTHER_PLATFORM_CLASS[plat].get(o.element)
                if not new or nib.role(o) is not None or o.offset < 0:
                    continue
                if new not in catalog.get(other, {}) or new in catalog.get(plat, {}) or new in project.all_named or new in project.objc_names:
                    continue
                cc = o.attrs.get("customClass")
                if cc:
                    ch, complete = chain_any(project, cc, plat)
                    if not complete or not ch:
                        continue
                if (rel, o.line, o.col) in base_at or object_unverified(nib, o, unverified):
                    continue
                cands["other-platform-class"].append(Mutation(
                    "other-platform-class", f"<{o.element} id={o.attrs.get('id')}> {cc or '(no class)'} -> {new}", rel, o.line, {rel},
                    (lambda root, f=rel, ob=o, nw=new: set_custom_class(root, f, ob, nw)),
                    [Expect("class-of-wrong-platform", rel, o.line, o.col)]))

    # ---- scoped-import-rename-outlet: rename-outlet-property with a scoped import as the file's first line
    if "scoped-import-rename-outlet" in cands:
        for base_m in old_cands.get("rename-outlet-property", []):
            mem = base_m.meta["member"]
            for imp in ("import protocol Foundation.NSObjectProtocol", "import struct Foundation.URL"):
                cands["scoped-import-rename-outlet"].append(Mutation(
                    "scoped-import-rename-outlet", f"{base_m.desc} + `{imp}`", mem.file, mem.line, base_m.nib_files,
                    (lambda root, f=mem.file, o=mem.name_offset, old=mem.name, pre=imp + "\n":
                        apply_text_edits(root, f, [(o, o + len(old), old + "Renamed")], prefix=pre)),
                    base_m.expects, hints=base_m.hints, inserts=[(mem.file, 1, 1)]))

    # ---- typealias-superclass-rename-outlet: the class's framework superclass named through a typealias under #if
    if "typealias-superclass-rename-outlet" in cands:
        for base_m in old_cands.get("rename-outlet-property", []):
            mem, target, plats = base_m.meta["member"], base_m.meta["target"], base_m.meta["platforms"]
            d = project.unique_class(target)
            if not d or len(plats) != 1 or d.file != mem.file or not d.inherited or d.brace_offset < 0:
                continue
            plat = next(iter(plats))
            sup = d.inherited[0]
            if sup not in catalog.get(plat, {}) or sup in project.all_named:
                continue
            try:
                src, clean = swift_clean(project.root, d.file)
            except OSError:
                continue
            hm = re.compile(r":\s*(" + re.escape(sup) + r")\b").search(clean, d.name_offset, d.brace_offset)
            if not hm or clean[hm.start(1) - 1] == ".":
                continue
            eq = PLATFORM_EQUIVALENT.get(sup, sup)
            ios_cls, mac_cls = (sup, eq) if plat == "iOS" else (eq, sup)
            header = f"#if os(iOS)\ntypealias NiblintMutBase = {ios_cls}\n#else\ntypealias NiblintMutBase = {mac_cls}\n#endif\n"
            edits = [(hm.start(1), hm.end(1), "NiblintMutBase"), (mem.name_offset, mem.name_offset + len(mem.name), mem.name + "Renamed")]
            cands["typealias-superclass-rename-outlet"].append(Mutation(
                "typealias-superclass-rename-outlet", f"{target}: {sup} -> NiblintMutBase (= {ios_cls} / {mac_cls}); {base_m.desc}",
                mem.file, mem.line, base_m.nib_files,
                (lambda root, f=mem.file, e=edits, h=header: apply_text_edits(root, f, e, prefix=h)),
                base_m.expects, hints=base_m.hints, inserts=[(mem.file, 1, 5)]))

    # ---- move-class-under-other-platform-if: a class of one platform's nibs compiled only for the other
    if "move-class-under-other-platform-if" in cands:
        for name in nib_class_names:
            d = plain_swift_class(name)
            if not d or d.kind != "class" or d.body_end < 0:
                continue
            uses = class_uses(nibs, linted, name)
            plats = {nib.platform for _, nib, _, _ in uses}
            if len(plats) != 1:
                continue
            plat = next(iter(plats))
            expects, bad = [], False
            for rel, nib, o, role in uses:
                if role in ("firstResponder", "exit", "other"):
                    continue
                if object_unverified(nib, o, unverified) or (rel, o.line, o.col) in base_at:
                    bad = True
                    break
                expects.append(Expect("class-of-wrong-platform", rel, o.line, o.col))
            if bad or not expects:
                continue
            try:
                src, clean = swift_clean(project.root, d.file)
            except OSError:
                continue
            ls = clean.rfind("\n", 0, d.keyword_offset) + 1
            if not re.fullmatch(r"\s*((@\w+(\([^)]*\))?|[a-z]+(\([a-z]+\))?)\s+)*", clean[ls:d.keyword_offset]):
                continue
            while ls > 0:  # attribute-only lines above belong to the declaration
                ps = clean.rfind("\n", 0, ls - 1) + 1
                if re.fullmatch(r"\s*(@\w+(\([^)]*\))?\s*)+", clean[ps:ls - 1]):
                    ls = ps
                else:
                    break
            le = clean.find("\n", d.body_end)
            le = len(clean) if le < 0 else le
            if clean[d.body_end + 1:le].strip():
                continue
            start_line, end_line = line_of(src, ls), line_of(src, d.body_end)
            cond = "os(macOS)" if plat == "iOS" else "os(iOS)"
            ins_end = le + 1 if le < len(src) else le
            edits = [(ls, ls, f"#if {cond}\n"), (ins_end, ins_end, "#endif\n" if le < len(src) else "\n#endif\n")]
            cands["move-class-under-other-platform-if"].append(Mutation(
                "move-class-under-other-platform-if", f"{name} (lines {start_line}-{end_line}) under #if {cond}", d.file, d.line,
                {e.file for e in expects},
                (lambda root, f=d.file, e=edits: apply_text_edits(root, f, e)),
                expects, hints=[name], inserts=[(d.file, start_line, 1), (d.file, end_line + 1, 1)]))

    # ---- stale-owner-objc-load: File's Owner of a xib loaded from Objective-C set to another class
    if "stale-owner-objc-load" in cands:
        xibs_by_name: dict[str, list[str]] = {}
        for rel in project.nibs:
            xibs_by_name.setdefault(os.path.splitext(os.path.basename(rel))[0], []).append(rel)
        objc_classes = sorted(n for n in project.objc_super if n not in project.class_decls)
        swift_classes = sorted(n for n, ds in project.class_decls.items() if len(ds) == 1 and project.unique_class(n))

        def owner_of(site):
            return site.owner or site.enclosing

        def has_member(cls, key, plat):
            ch, _ = chain_any(project, cls, plat)
            cat = catalog.get(plat, {})
            for c in ch:
                if key in project.objc_props.get(c, set()):
                    return True
                if project.unique_class(c) and any(m.name == key or m.key == key for m in project.members(c, plat, "prop")):
                    return True
                if c in cat and key in cat[c].props:
                    return True
            return False

        def mismatch(site, nib_class, plat):
            oc = owner_of(site)
            och, ocomplete = chain_any(project, oc, plat)
            nch, ncomplete = chain_any(project, nib_class, plat)
            if not (ocomplete and ncomplete):
                return None
            if nib_class in och:
                return False
            if site.owner is None and oc in nch:
                return False
            return True

        seen = set()
        # initWithNibName:nil: UIKit tries "FooView" before "FooViewController": skip names where both exist
        project.objc_load_sites = [s for s in project.objc_load_sites if not (
            s.call.endswith(":nil") and s.nib.endswith("Controller") and s.nib[:-len("Controller")] in xibs_by_name)]
        for site in sorted(project.objc_load_sites, key=lambda s: (s.file, s.line, s.col)):
            rels = xibs_by_name.get(site.nib, [])
            if len(rels) != 1 or not rels[0].endswith(".xib") or rels[0] not in usable or site.nib in seen:
                continue
            rel = rels[0]
            nib = usable[rel]
            owner = nib.owner()
            oc = owner_of(site)
            if owner is None or not oc or owner.attrs.get("customClass") != oc or (site.file, site.line, site.col) in base_at:
                continue
            plat = nib.platform
            och, ocomplete = chain_any(project, oc, plat)
            if not ocomplete:
                continue
            seen.add(site.nib)
            is_objc = oc in project.objc_super and oc not in project.class_decls
            if is_objc and (owner.attrs.get("customModule") or owner.attrs.get("customModuleProvider")):
                continue
            fw = next((c for c in och if c in catalog.get(plat, {})), None)
            oid = owner.attrs.get("id")
            outs = [c.attrs.get("property", "") for c in nib.conns if c.source == oid and c.kind in ("outlet", "outletCollection")]
            if not outs:
                continue
            sites = [s for s in project.objc_load_sites if s.nib == site.nib and owner_of(s)]
            for other in (objc_classes if is_objc else swift_classes):
                if other == oc:
                    continue
                ch, complete = chain_any(project, other, plat)
                if not complete or oc in ch or other in och:
                    continue
                if next((c for c in ch if c in catalog.get(plat, {})), None) != fw:
                    continue
                if all(has_member(other, p, plat) for p in outs):
                    continue
                exp = []
                for s2 in sorted(sites, key=lambda s: (s.file, s.line, s.col)):
                    if mismatch(s2, other, plat):
                        exp.append(Expect("owner-class-mismatch", s2.file, s2.line, s2.col))
                if not any(e.file == site.file and e.line == site.line for e in exp):
                    continue
                # Issue 30 item 4: when every outlet holds on the loading class (File's Owner's class before), niblint
                # reports the stale File's Owner (a warning there) rather than the load sites; when one already fails
                # there (LuLu's StartupWindowController.xib keeps a removed outlet), the load sites stay errors.
                if all(has_member(oc, p, plat) for p in outs):
                    exp = [Expect("owner-class-mismatch", rel, owner.line, owner.col)]
                cands["stale-owner-objc-load"].append(Mutation(
                    "stale-owner-objc-load", f"File's Owner {oc} -> {other} ({site.call} @\"{site.nib}\" in {site.file})",
                    rel, owner.line, {rel},
                    (lambda root, f=rel, o=owner, new=other: set_owner_class(root, f, o, new)), exp, hints=[site.nib]))
    return cands


# ----------------------------------------------------------------------------------------------
# cast-scene-class (issue 17, cast-mismatch)

CAST_CALL = re.compile(r'\b(?:instantiateViewController|instantiateController)\(\s*(?:withIdentifier|identifier)\s*:\s*"([^"\\]+)"\s*\)'
                       r'\s*as!\s*((?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*))')
VIEW_CONTROLLER_BASES = {"iOS": "UIViewController", "macOS": "NSViewController"}
# The framework class of a scene element without a customClass.
SCENE_ELEMENT_CLASS = {
    "iOS": {"viewController": "UIViewController", "navigationController": "UINavigationController",
            "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
            "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
            "pageViewController": "UIPageViewController"},
    "macOS": {"viewController": "NSViewController", "windowController": "NSWindowController",
              "tabViewController": "NSTabViewController", "splitViewController": "NSSplitViewController"},
}


def gather_cast(project: Project, nibs: dict, linted: set, base, root) -> dict:
    """cast-scene-class candidates: a scene instantiated by a literal Storyboard ID with `as! T`, set to another class."""
    cands: list[Mutation] = []
    base_at = {(d[1], d[2], d[3]) for d in base}
    casts: dict[str, list[tuple[str, int, int, str]]] = {}   # Storyboard ID -> [(file, line, col, T)]
    for rel in project.swift_files:
        try:
            src, clean = swift_clean(root, rel)
        except OSError:
            continue
        if "as!" not in src:
            continue
        for m in CAST_CALL.finditer(src):
            if clean[m.start()] != src[m.start()]:   # in a comment
                continue
            casts.setdefault(m.group(1), []).append((rel, line_of(src, m.start(2)), byte_col(src, m.start(2)), m.group(3)))
    scenes: dict[str, list[tuple[str, Nib, NibObject]]] = {}
    for rel, nib in nibs.items():
        if rel not in linted or nib.is_xib:
            continue
        for o in nib.objects.values():
            if o.attrs.get("storyboardIdentifier"):
                scenes.setdefault(o.attrs["storyboardIdentifier"], []).append((rel, nib, o))
    view_controllers = sorted(n for n, ds in project.class_decls.items() if len(ds) == 1 and project.unique_class(n))
    for identifier in sorted(casts):
        found = scenes.get(identifier, [])
        if len(found) != 1:
            continue
        rel, nib, o = found[0]
        plat = nib.platform
        current = o.attrs.get("customClass") or SCENE_ELEMENT_CLASS.get(plat, {}).get(o.element)
        uses = casts[identifier]
        if not current or any((f, ln, c) in base_at for f, ln, c, _ in uses):
            continue
        cur_chain, complete = chain_any(project, current, plat)
        if not complete or any(t not in cur_chain for _, _, _, t in uses):
            continue   # not a T today (or not provably)
        # Classes declared under the storyboard's top folder first: most likely the same module.
        top = rel.split(os.sep)[0]
        for other in sorted(view_controllers, key=lambda n: project.unique_class(n).file.split(os.sep)[0] != top):
            if other == current:
                continue
            chain, complete = chain_any(project, other, plat)
            if not complete or VIEW_CONTROLLER_BASES[plat] not in chain or any(t in chain for _, _, _, t in uses):
                continue
            expects = [Expect("cast-mismatch", f, ln, c) for f, ln, c, _ in sorted(set(uses))]
            cands.append(Mutation(
                "cast-scene-class", f"scene '{identifier}' ({current}) -> {other}, cast as! {uses[0][3]} at {uses[0][0]}:{uses[0][1]}",
                rel, o.line, {rel}, (lambda root, f=rel, obj=o, new=other: replace_custom_class(root, f, obj, new)),
                expects, hints=[current]))
            break
    return {"cast-scene-class": cands}


def replace_custom_class(root: str, rel: str, o: NibObject, new: str):
    """Set an element's customClass, keeping its module attributes (another class of the same app)."""
    path = os.path.join(root, rel)
    data = open(path, "rb").read()
    tag = data[o.offset:o.tag_end]
    if re.search(rb'\scustomClass="[^"]*"', tag):
        tag = re.sub(rb'(\s)customClass="[^"]*"', b'\\1customClass="' + new.encode() + b'"', tag, count=1)
    else:
        nm = re.match(rb"<[\w.:-]+", tag)
        tag = tag[:nm.end()] + b' customClass="' + new.encode() + b'" customModuleProvider="target"' + tag[nm.end():]
    open(path, "wb").write(data[:o.offset] + tag + data[o.tag_end:])
# Images and storyboard names (issue 17): delete-imageset, rename-storyboard-file, break-storyboard-reference

ASSET_KINDS = ["delete-imageset", "rename-storyboard-file", "break-storyboard-reference", "rename-image-in-nib"]
IMAGE_ATTRS = {"image", "selectedImage", "backgroundImage", "highlightedImage", "alternateImage", "minimumValueImage",
               "maximumValueImage", "landscapeImage", "landscapeImagePhone", "largeContentSizeImage", "shadowImage",
               "selectionIndicatorImage", "scopeBarBackgroundImage", "backIndicatorImage", "backIndicatorTransitionMaskImage",
               "onImage", "offImage", "onStateImage", "offStateImage", "mixedStateImage", "thumbImage", "progressImage",
               "trackImage", "decrementImage", "incrementImage"}
IMAGE_SET_EXTS = (".imageset", ".symbolset", ".appiconset", ".launchimage", ".imagestack", ".brandassets", ".solidimagestack", ".iconset")
IMAGE_FILE_EXTS = {"png", "pdf", "jpg", "jpeg", "gif", "tif", "tiff", "heic", "heif", "svg", "icns", "bmp", "ico", "webp"}


def has_outside_dependencies(root: str) -> bool:
    """Mirror of niblint's `mayHaveUnscannedClasses` for the whole tree (units not told apart): dependency
    manifests, prebuilt frameworks, remote Swift packages in a project or a manifest."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        if any(d.endswith((".framework", ".xcframework")) for d in dirnames):
            return True
        for f in filenames:
            if f in ("Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved", "Package.resolved"):
                return True
            if f == "project.pbxproj" or f == "Package.swift":
                text = open(os.path.join(dirpath, f), encoding="utf-8", errors="replace").read()
                if "XCRemoteSwiftPackageReference" in text or re.search(r"\.package\(\s*(name:[^,]*,\s*)?url:", text):
                    return True
    return False


def all_pods_in_tree(folder: str, root: str) -> bool:
    """Mirror of `PodDependencies`: whether the Podfile.lock in `folder` lists pods whose podspecs (`:path:` of EXTERNAL
    SOURCES, or `:path =>` in the Podfile) are all within `root` (then no pod outside the tree copies a name)."""
    lock_path = os.path.join(folder, "Podfile.lock")
    if not os.path.isfile(lock_path):
        return False
    pods, paths, section, current = [], {}, "", None
    for line in open(lock_path, encoding="utf-8", errors="replace").read().splitlines():
        if not line.startswith(" "):
            section = line
            continue
        if section == "PODS:" and line.startswith("  - "):
            name = re.match(r"[\"']?([^ :\"']+)", line[4:]).group(1).split("/")[0]
            if name not in pods:
                pods.append(name)
        elif section == "EXTERNAL SOURCES:":
            if line.startswith("  ") and not line.startswith("   "):
                current = line.strip().rstrip(":").strip("\"'")
            elif current and ":path: " in line:
                paths[current] = line.split(":path: ", 1)[1].strip().strip("\"'")
    podfile = os.path.join(folder, "Podfile")
    if os.path.isfile(podfile):
        for m in re.finditer(r"^\s*pod\s*\(?\s*['\"]([^'\"]+)['\"][^\n]*?(?::path\s*=>|path:)\s*['\"]([^'\"]+)['\"]", open(podfile, encoding="utf-8", errors="replace").read(), re.M):
            paths.setdefault(m.group(1).split("/")[0], m.group(2))
    if not pods:
        return False
    for name in pods:
        path = paths.get(name)
        if path is None:
            return False
        full = os.path.normpath(os.path.join(folder, path))
        if os.path.relpath(full, root).startswith(".."):
            return False
        candidates = [full] if full.endswith((".podspec", ".podspec.json")) else [os.path.join(full, name + ".podspec"), os.path.join(full, name + ".podspec.json")]
        if not any(os.path.isfile(c) for c in candidates):
            return False
    return True


def main_bundle_supply(root: str):
    """Mirror of niblint's `MainBundleSupply` for the whole tree: None when no dependency can copy a name into the app's
    bundle (Swift packages, Carthage and prebuilt frameworks keep theirs in their own bundle), "any" for a Podfile
    without Pods/Target Support Files beside it, else the set of names its *-resources.sh scripts install."""
    listed, podfile, unlisted = set(), False, False
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        if "Podfile" not in filenames and "Podfile.lock" not in filenames:
            continue
        podfile = True
        support = os.path.join(dirpath, "Pods", "Target Support Files")
        if not os.path.isdir(support):
            if not all_pods_in_tree(dirpath, root):
                unlisted = True
            continue
        for sub in os.listdir(support):
            folder = os.path.join(support, sub)
            if not os.path.isdir(folder):
                continue
            for f in os.listdir(folder):
                if not f.endswith("-resources.sh"):
                    continue
                for m in re.finditer(r'^\s*install_resource "([^"]*)"', open(os.path.join(folder, f), encoding="utf-8", errors="replace").read(), re.M):
                    name = m.group(1).rsplit("/", 1)[-1]
                    if name.endswith(".bundle"):
                        continue
                    name = name.rsplit(".", 1)[0] if "." in name else name
                    for scale in ("@2x", "@3x", "@1x"):
                        if name.endswith(scale):
                            name = name[:-len(scale)]
                    listed.add(name.split("~")[0])
    if unlisted:
        return "any"
    return listed if podfile else None


def parse_openstep(text: str):
    """A parsed OpenStep property list (project.pbxproj): dicts, lists and strings; None when malformed."""
    pos, n = 0, len(text)

    def skip():
        nonlocal pos
        while pos < n:
            c = text[pos]
            if c in " \t\r\n":
                pos += 1
            elif text.startswith("//", pos):
                end = text.find("\n", pos)
                pos = n if end < 0 else end + 1
            elif text.startswith("/*", pos):
                end = text.find("*/", pos + 2)
                pos = n if end < 0 else end + 2
            else:
                return

    def value():
        nonlocal pos
        skip()
        c = text[pos]
        if c == "{":
            pos += 1
            d = {}
            while True:
                skip()
                if text[pos] == "}":
                    pos += 1
                    return d
                k = value()
                skip()
                pos += 1  # =
                d[k] = value()
                skip()
                if text[pos] == ";":
                    pos += 1
        if c == "(":
            pos += 1
            items = []
            while True:
                skip()
                if text[pos] == ")":
                    pos += 1
                    return items
                items.append(value())
                skip()
                if text[pos] == ",":
                    pos += 1
        if c == '"':
            pos += 1
            out = []
            while text[pos] != '"':
                if text[pos] == "\\":
                    pos += 1
                    out.append({"n": "\n", "t": "\t"}.get(text[pos], text[pos]))
                else:
                    out.append(text[pos])
                pos += 1
            pos += 1
            return "".join(out)
        start = pos
        while pos < n and text[pos] not in " \t\r\n;,=){}(":
            pos += 1
        return text[start:pos]

    try:
        return value()
    except (IndexError, KeyError):
        return None


def pod_resources_of_targets(root: str):
    """Mirror of niblint's reading of each target's CocoaPods phases (`XcodeTarget.PodResources`): for every
    project.pbxproj, (built file names, resources) per target, where resources is None (no CocoaPods phase), a set
    (the names its `[CP] Copy Pods Resources` inputPaths list; empty without that phase) or "any" (inputs unlisted)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        if "project.pbxproj" not in filenames:
            continue
        plist = parse_openstep(open(os.path.join(dirpath, "project.pbxproj"), encoding="utf-8", errors="replace").read())
        if not isinstance(plist, dict) or not isinstance(plist.get("objects"), dict):
            continue
        objects = plist["objects"]
        for obj in objects.values():
            if not isinstance(obj, dict) or obj.get("isa") not in ("PBXNativeTarget", "PBXAggregateTarget"):
                continue
            names, resources = set(), None
            for phase_id in obj.get("buildPhases", []) or []:
                phase = objects.get(phase_id)
                if not isinstance(phase, dict):
                    continue
                for bf in phase.get("files", []) or []:
                    ref = objects.get((objects.get(bf) or {}).get("fileRef"))
                    if isinstance(ref, dict):
                        names.add(os.path.basename(ref.get("path") or ref.get("name") or ""))
                        for child in ref.get("children", []) or []:
                            c = objects.get(child)
                            if isinstance(c, dict):
                                names.add(os.path.basename(c.get("path") or c.get("name") or ""))
                name = phase.get("name") or ""
                bare = name[5:] if name.startswith("[CP] ") else name
                if bare == "Copy Pods Resources":
                    inputs = [p for p in phase.get("inputPaths", []) or [] if not p.endswith("-resources.sh")]
                    lists = phase.get("inputFileListPaths", []) or []
                    if lists or not (phase.get("inputPaths") or []):
                        resources = "any"
                    elif resources != "any":
                        listed = set()
                        for p in inputs:
                            f = p.rsplit("/", 1)[-1]
                            if f.endswith(".bundle") or not f:
                                continue
                            f = f.rsplit(".", 1)[0] if "." in f else f
                            for scale in ("@2x", "@3x", "@1x"):
                                if f.endswith(scale):
                                    f = f[:-len(scale)]
                            listed.add(f.split("~")[0])
                        resources = (resources or set()) | listed
                elif name.startswith("[CP] ") or bare in ("Check Pods Manifest.lock", "Embed Pods Frameworks"):
                    if resources is None:
                        resources = set()
            out.append((names, resources))
    return out


def supply_of_file(rel: str, tree_supply, targets):
    """Mirror of `MainBundleSupply.refined`: the supply seen from a nib or source file, by the targets that build it
    (matched by file name); the tree's when the projects show no CocoaPods phase or no target builds it."""
    if tree_supply is None or not any(r is not None for _, r in targets):
        return tree_supply
    building = [r for names, r in targets if os.path.basename(rel) in names]
    if not building:
        return tree_supply
    listed = set()
    for r in building:
        if r == "any":
            return tree_supply
        if r:
            listed |= r
    if isinstance(tree_supply, set) and any(r for r in building):
        listed |= tree_supply
    return listed


# `Bundle(for: AppDelegate.self)`: the bundle of a class of the app target, the main bundle (niblint asks the project
# which targets build the class; the app delegate is the app's).
MAIN_BUNDLE_ARGUMENT = re.compile(r"\s*,\s*bundle:\s*(nil|\.main|Bundle\.main|Foundation\.Bundle\.main|Bundle\(for:\s*AppDelegate\.self\))\s*\)|\s+bundle:\s*(nil|\[\s*NSBundle\s+mainBundle\s*\])\s*\]")
# `.module` / `Bundle.module`: the package target's own resource bundle, which no dependency supplies: always judged.
MODULE_BUNDLE_ARGUMENT = re.compile(r"\s*,\s*bundle:\s*(\.module|Bundle\.module)\s*\)")


def image_names(root: str):
    """{name: [set folder paths]} of the catalogs' image sets (namespaces applied), and the names image files give."""
    sets: dict[str, list[str]] = {}
    files: set[str] = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        rel_dir = os.path.relpath(dirpath, root)
        for d in list(dirnames):
            if d.endswith(IMAGE_SET_EXTS) or d.endswith(".colorset") or d.endswith(".dataset"):
                dirnames.remove(d)
                if not d.endswith(IMAGE_SET_EXTS):
                    continue
                name = d.rsplit(".", 1)[0]
                parts = os.path.join(rel_dir, d).split(os.sep)
                cat = max((i for i, c in enumerate(parts) if c.endswith(".xcassets")), default=-1)
                if cat >= 0:
                    for i in range(len(parts) - 2, cat, -1):
                        contents = os.path.join(root, *parts[:i + 1], "Contents.json")
                        try:
                            if re.search(r'"provides-namespace"\s*:\s*true', open(contents, encoding="utf-8", errors="replace").read()):
                                name = parts[i] + "/" + name
                        except OSError:
                            pass
                sets.setdefault(name, []).append(os.path.normpath(os.path.join(rel_dir, d)))
        for f in filenames:
            base, _, ext = f.rpartition(".")
            if base and ext.lower() in IMAGE_FILE_EXTS:
                files.add(f)
                b = base
                for dev in ("~ipad", "~iphone", "~mac", "~universal"):
                    if b.lower().endswith(dev):
                        b = b[:-len(dev)]
                for sc in ("@1x", "@2x", "@3x"):
                    if b.endswith(sc):
                        b = b[:-len(sc)]
                if b.endswith("-568h"):
                    b = b[:-5]
                files.add(b)
    return sets, files


def nib_image_uses(root: str, rel: str):
    """[(name, line, col, is_resource)] of the images a nib names that niblint judges (no SF Symbols, no other
    bundle or catalog, no pasted images), as NibParser collects them."""
    data = open(os.path.join(root, rel), "rb").read()
    line_starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
    import bisect
    uses, system, other, ids = [], set(), set(), set()
    depth_conn = 0
    for m in TAG.finditer(data):
        if m.group(2) is None:
            continue
        name = m.group(2).decode()
        if m.group(1) == b"/":
            if name == "connections":
                depth_conn -= 1
            continue
        attrs = {a.group(1).decode(): (a.group(2) if a.group(2) is not None else a.group(3)).decode("utf-8", "replace")
                 .replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&apos;", "'").replace("&amp;", "&")
                 for a in ATTR.finditer(m.group(3))}
        if "id" in attrs:
            ids.add(attrs["id"])
        if name == "connections" and m.group(4) != b"/":
            depth_conn += 1
        ln = bisect.bisect_right(line_starts, m.start())
        col = m.start() - line_starts[ln - 1] + 1
        if depth_conn:
            continue
        if name == "image" and "key" not in attrs and "name" in attrs:
            if attrs.get("catalog") == "system":
                system.add(attrs["name"])
            elif "catalog" in attrs or "bundleIdentifier" in attrs:
                other.add(attrs["name"])
            uses.append((attrs["name"], ln, col, True))
            continue
        if name == "accessibilityTraits":
            continue
        for a, v in attrs.items():
            if a in IMAGE_ATTRS and v:
                if attrs.get("catalog") == "system":
                    system.add(v)
                elif "catalog" in attrs or "bundleIdentifier" in attrs:
                    other.add(v)
                else:
                    uses.append((v, ln, col, False))
    used = {u[0] for u in uses if not u[3]}
    def embedded(n):
        p = n.split(":")
        return len(p) == 3 and p[1] in ids
    return [u for u in uses if u[0] not in system and u[0] not in other and not embedded(u[0]) and not (u[3] and u[0] in used)]


def rename_image_at_line(root: str, rel: str, line: int, old: str, new: str):
    """The first image attribute `="old"` on `line` of the nib becomes `="new"` (the `<resources>` entry too)."""
    path = os.path.join(root, rel)
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    pattern = re.compile(r'(\b(?:' + "|".join(sorted(IMAGE_ATTRS)) + r')=")' + re.escape(old) + '"')
    lines[line - 1], n = pattern.subn(lambda m: m.group(1) + new + '"', lines[line - 1], count=1)
    assert n == 1, (rel, line, old)
    text = "\n".join(lines)
    # Interface Builder writes the image's size in <resources>: rename that entry too, unless another use keeps it.
    if len(re.findall(r'="' + re.escape(old) + '"', text)) == 1:
        text = text.replace('<image name="' + old + '"', '<image name="' + new + '"', 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def storyboard_placeholders(root: str, rel: str):
    """[(storyboardName, referencedIdentifier, bundleIdentifier, line, col, (start, end))] of a storyboard's references."""
    data = open(os.path.join(root, rel), "rb").read()
    line_starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
    import bisect
    out = []
    for m in TAG.finditer(data):
        if m.group(2) is None or m.group(1) == b"/" or m.group(2) not in (b"viewControllerPlaceholder", b"controllerPlaceholder"):
            continue
        attrs = {a.group(1).decode(): (a.group(2) if a.group(2) is not None else a.group(3)).decode("utf-8", "replace")
                 for a in ATTR.finditer(m.group(3))}
        ln = bisect.bisect_right(line_starts, m.start())
        out.append((attrs.get("storyboardName"), attrs.get("referencedIdentifier"), attrs.get("bundleIdentifier"), ln,
                    m.start() - line_starts[ln - 1] + 1, (m.start(), m.end())))
    return out


def set_tag_attribute(root: str, rel: str, span, attr: str, value: str):
    """Set (or add) one attribute of the start tag at `span` (byte offsets)."""
    path = os.path.join(root, rel)
    data = open(path, "rb").read()
    tag = data[span[0]:span[1]]
    pattern = re.compile(rb'(\s' + attr.encode() + rb'=")[^"]*(")')
    if pattern.search(tag):
        tag = pattern.sub(lambda m: m.group(1) + value.encode() + m.group(2), tag, count=1)
    else:
        name_end = re.match(rb"<[\w.:-]+", tag).end()
        tag = tag[:name_end] + b' ' + attr.encode() + b'="' + value.encode() + b'"' + tag[name_end:]
    open(path, "wb").write(data[:span[0]] + tag + data[span[1]:])


def rename_storyboard(root: str, rel: str, new_name: str):
    """Rename a storyboard file as Xcode does: the file, and its name in every project.pbxproj."""
    old = os.path.basename(rel)[:-len(".storyboard")]
    os.rename(os.path.join(root, rel), os.path.join(root, os.path.dirname(rel), new_name + ".storyboard"))
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        if "project.pbxproj" in filenames:
            path = os.path.join(dirpath, "project.pbxproj")
            text = open(path, encoding="utf-8", errors="surrogateescape").read()
            new = re.sub(r"(?<![\w.-])" + re.escape(old) + r"\.storyboard\b", new_name + ".storyboard", text)
            if new != text:
                open(path, "w", encoding="utf-8", errors="surrogateescape").write(new)


def byte_col_at(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    start = text.rfind("\n", 0, offset) + 1
    return line, len(text[start:offset].encode("utf-8")) + 1


def configuration_lists(text: str):
    """In a project.pbxproj: each build configuration's buildSettings span, each native target's configuration
    ids (in list order), and the project's own configuration ids (whose settings the targets inherit)."""
    spans = {}
    for m in re.finditer(r"(\w{24}) (?:/\*[^*]*\*/ )?= \{\s*isa = XCBuildConfiguration;", text):
        end = text.find("\n\t\t};", m.end())
        spans[m.group(1)] = (m.start(), end if end >= 0 else len(text))
    lists = {m.group(1): re.findall(r"\w{24}", m.group(2)) for m in re.finditer(
        r"(\w{24}) (?:/\*[^*]*\*/ )?= \{\s*isa = XCConfigurationList;\s*buildConfigurations = \(([^)]*)\)", text)}
    targets = [lists.get(m.group(1), []) for m in re.finditer(r"isa = PBXNativeTarget;\s*buildConfigurationList = (\w{24})", text)]
    project = next((lists.get(m.group(1), []) for m in re.finditer(r"isa = PBXProject;\s*[^}]*?buildConfigurationList = (\w{24})", text)), [])
    return spans, targets, project


def launch_setting_expectations(text: str, rel: str, old: str) -> list:
    """initial-view-controller-missing for each native target whose configurations set a launch key to `old`: at the
    first configuration, in list order, that does, once per key (niblint keeps one entry per target, key and name);
    a key only the project's configurations set (inherited by the target) at the first of those."""
    spans, targets, project = configuration_lists(text)
    pattern = re.compile(r"(INFOPLIST_KEY_(UIMainStoryboardFile|UILaunchStoryboardName|NSMainStoryboardFile))\s*=\s*\"?" + re.escape(old) + r"\"?;")
    key_any = re.compile(r"INFOPLIST_KEY_(UIMainStoryboardFile|UILaunchStoryboardName|NSMainStoryboardFile)\s*=")

    def first_settings(ids):
        found, keys_set = {}, set()
        for ident in ids:
            if ident not in spans:
                continue
            start, end = spans[ident]
            keys_set.update(k.group(1) for k in key_any.finditer(text, start, end))
            for m in pattern.finditer(text, start, end):
                found.setdefault(m.group(2), m.start(1))
        return found, keys_set

    project_found, _ = first_settings(project)
    expected = set()
    for ids in targets:
        found, keys_set = first_settings(ids)
        for key, offset in found.items():
            expected.add(offset)
        for key, offset in project_found.items():
            if key not in keys_set:
                expected.add(offset)
    return [Expect("initial-view-controller-missing", rel, *byte_col_at(text, offset)) for offset in sorted(expected)]


def target_info_plists(texts: dict, root: str) -> set | None:
    """The Info.plists that targets name (INFOPLIST_FILE in a project.pbxproj or an .xcconfig, relative to the
    project's folder), or None when the tree has no project (then every Info.plist counts, as niblint reads a bare
    folder)."""
    projects = [rel for rel in texts if rel.endswith("project.pbxproj")]
    if not projects:
        return None
    folders = {os.path.dirname(os.path.dirname(rel)) for rel in projects}
    values = []
    for rel in projects:
        values += [(os.path.dirname(os.path.dirname(rel)), m.group(1)) for m in re.finditer(r"INFOPLIST_FILE = \"?([^\";]+)\"?;", texts[rel])]
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for f in filenames:
            if f.endswith(".xcconfig"):
                try:
                    text = open(os.path.join(dirpath, f), encoding="utf-8", errors="replace").read()
                except OSError:
                    continue
                values += [(folder, m.group(1).strip()) for m in re.finditer(r"^\s*INFOPLIST_FILE\s*=\s*\"?([^\"\n;]+)", text, re.M) for folder in folders]
    return {os.path.normpath(os.path.join(folder, value.replace("$(SRCROOT)/", "").replace("${SRCROOT}/", ""))) for folder, value in values}


def gather_assets(project: Project, linted: set, root: str, kinds):
    cands = {k: [] for k in ASSET_KINDS if k in kinds}
    deps = has_outside_dependencies(root)
    tree_supply = main_bundle_supply(root)
    pod_targets = pod_resources_of_targets(root) if tree_supply is not None else []
    supply = tree_supply

    def supply_at(rel):
        return supply_of_file(rel, tree_supply, pod_targets)
    nib_rels = sorted(r for r in project.nibs if r in linted)
    storyboards = [r for r in nib_rels if r.endswith(".storyboard")]
    all_storyboard_names: dict[str, list[str]] = {}
    for r in project.nibs:
        if r.endswith(".storyboard"):
            all_storyboard_names.setdefault(os.path.basename(r)[:-len(".storyboard")], []).append(r)

    # ---- delete-imageset: an image set a nib uses (the only provider of its name) -> image-not-found at each use
    if "delete-imageset" in cands:
        sets, files = image_names(root)
        uses_by_name: dict[str, list] = {}
        macos = set()
        for rel in nib_rels:
            try:
                found = nib_image_uses(root, rel)
            except OSError:
                continue
            if Nib(root, rel).platform == "macOS":
                macos.add(rel)
            for name, ln, col, _ in found:
                uses_by_name.setdefault(name, []).append((rel, ln, col))
        lower = {}
        for n in list(sets) + list(files):
            lower.setdefault(n.lower(), set()).add(n)
        for name in sorted(uses_by_name):
            paths = sets.get(name, [])
            if len(paths) != 1 or name in files or (name.startswith("NS") and any(r in macos for r, _, _ in uses_by_name[name])):
                continue
            # A name a CocoaPods dependency without Pods/ may supply is listed as unverified, unless it differs only in
            # case from another; one its resources scripts list is there; any other is missing.
            rules = {}
            listed = False
            for r, _, _ in uses_by_name[name]:
                rules[r] = "image-not-found"
                if not (lower.get(name.lower(), set()) - {name}):
                    here = supply_at(r)
                    if here == "any":
                        rules[r] = "unverified"
                    elif here is not None and name in here:
                        listed = True
            if listed:
                continue
            exp = [Expect(rules[r], r, ln, col) for r, ln, col in uses_by_name[name]]
            r0, l0, _ = uses_by_name[name][0]
            cands["delete-imageset"].append(Mutation(
                "delete-imageset", f"image set '{name}' ({paths[0]}) deleted", r0, l0, {r for r, _, _ in uses_by_name[name]},
                (lambda root, p=paths[0]: shutil.rmtree(os.path.join(root, p))), exp))

    # ---- rename-image-in-nib: one use's image="X" (X in the tree) changed to a name that exists nowhere
    #      -> image-not-found at that element, or unverified where a Podfile without Pods/ may supply any name
    if "rename-image-in-nib" in cands:
        sets, files = image_names(root)
        known = set(sets) | set(files)
        for rel in nib_rels:
            try:
                found = nib_image_uses(root, rel)
            except OSError:
                continue
            for name, ln, col, is_resource in found:
                if is_resource or name not in known or ":" in name:
                    continue
                new = name + "Qz"
                if new.lower() in {n.lower() for n in known}:
                    continue
                rule = "unverified" if supply_at(rel) == "any" else "image-not-found"
                cands["rename-image-in-nib"].append(Mutation(
                    "rename-image-in-nib", f"image '{name}' -> '{new}' ({rel}:{ln})", rel, ln, {rel},
                    (lambda root, r=rel, l=ln, o=name, n=new: rename_image_at_line(root, r, l, o, n)), [Expect(rule, rel, ln, col)]))

    placeholders = {}
    for rel in storyboards:
        try:
            placeholders[rel] = storyboard_placeholders(root, rel)
        except OSError:
            placeholders[rel] = []

    # ---- rename-storyboard-file: every reference / launch entry / (without dependencies) code literal naming it
    if "rename-storyboard-file" in cands:
        code_files = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
            for f in filenames:
                if f.endswith((".swift", ".m", ".mm")) or f.endswith("Info.plist") or f == "project.pbxproj":
                    code_files.append(os.path.relpath(os.path.join(dirpath, f), root))
        texts = {}
        for rel in code_files:
            try:
                texts[rel] = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
            except OSError:
                pass
        for rel in storyboards:
            old = os.path.basename(rel)[:-len(".storyboard")]
            if len(all_storyboard_names.get(old, [])) != 1:
                continue
            new_name = old + "Renamed"
            new_rel = os.path.join(os.path.dirname(rel), new_name + ".storyboard")
            exp = []
            for srel, refs in placeholders.items():
                for sb, ident, bundle, ln, col, _ in refs:
                    if bundle is None and (sb == old or (sb is None and srel == rel)):
                        exp.append(Expect("storyboard-reference-not-found", new_rel if srel == rel else srel, ln, col))
            launched_plists = target_info_plists(texts, root)
            for crel, text in texts.items():
                if crel.endswith("Info.plist"):
                    # A plist no target names is in no product: nothing launches from it.
                    if launched_plists is not None and os.path.normpath(crel) not in launched_plists:
                        continue
                    for m in re.finditer(r"<key>(UIMainStoryboardFile|UILaunchStoryboardName|NSMainStoryboardFile|UISceneStoryboardFile)[^<]*</key>\s*(<string>)"
                                         + re.escape(old) + r"</string>", text):
                        exp.append(Expect("initial-view-controller-missing", crel, *byte_col_at(text, m.start(2))))
                elif crel.endswith("project.pbxproj"):
                    exp.extend(launch_setting_expectations(text, crel, old))
                else:
                    pattern = (r"\b((?:UI|NS)Storyboard)(?:\.init)?\(\s*name:\s*\"" if crel.endswith(".swift")
                               else r"\[\s*((?:UI|NS)Storyboard)\s+storyboardWithName:\s*@\"") + re.escape(old) + "\""
                    for m in re.finditer(pattern, text):
                        # A load in a `//` comment is no load.
                        line_start = text.rfind("\n", 0, m.start()) + 1
                        if "//" in text[line_start:m.start()]:
                            continue
                        # Looked up in the main bundle: missing unless a Podfile without Pods/ may supply it; in
                        # another bundle with dependencies: may be a dependency's (listed as unverified).
                        main = MAIN_BUNDLE_ARGUMENT.match(text, m.end())
                        if not deps or MODULE_BUNDLE_ARGUMENT.match(text, m.end()):
                            rule = "storyboard-not-found"
                        elif main:
                            rule = "unverified" if supply_at(crel) == "any" else "storyboard-not-found"
                        else:
                            rule = "unverified"
                        exp.append(Expect(rule, crel, *byte_col_at(text, m.start(1))))
            if not exp:
                continue
            cands["rename-storyboard-file"].append(Mutation(
                "rename-storyboard-file", f"{rel} renamed {new_name}.storyboard (project files too)", rel, 1,
                {rel} | {e.file for e in exp}, (lambda root, r=rel, n=new_name: rename_storyboard(root, r, n)), exp))

    # ---- break-storyboard-reference: a reference's storyboardName or referencedIdentifier changed
    if "break-storyboard-reference" in cands:
        ids_by_storyboard: dict[str, set] = {}
        initial: dict[str, bool] = {}
        for rel in storyboards:
            data = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
            name = os.path.basename(rel)[:-len(".storyboard")]
            ids_by_storyboard.setdefault(name, set()).update(re.findall(r'storyboardIdentifier="([^"]*)"', data))
            initial[name] = initial.get(name, False) or bool(re.search(r'<document [^>]*initialViewController="', data))
        for rel in storyboards:
            own = os.path.basename(rel)[:-len(".storyboard")]
            for position, (sb, ident, bundle, ln, col, span) in enumerate(placeholders[rel]):
                target = sb or own
                if bundle is not None or target not in ids_by_storyboard:
                    continue
                if ident is not None and ident not in ids_by_storyboard[target]:
                    continue  # already broken
                if ident is None and not initial.get(target):
                    continue
                exp = [Expect("storyboard-reference-not-found", rel, ln, col)]
                if ident is not None and position % 2 == 0:
                    new = ident + "Old"
                    if new in ids_by_storyboard[target]:
                        continue
                    desc, attr = f"referencedIdentifier '{ident}' -> '{new}'", "referencedIdentifier"
                else:
                    new = target + "Old"
                    if new in all_storyboard_names:
                        continue
                    desc, attr = f"storyboardName '{target}' -> '{new}'", "storyboardName"
                cands["break-storyboard-reference"].append(Mutation(
                    "break-storyboard-reference", f"{desc} ({rel}:{ln})", rel, ln, {rel},
                    (lambda root, r=rel, sp=span, a=attr, v=new: set_tag_attribute(root, r, sp, a, v)), exp))
    return cands


# ----------------------------------------------------------------------------------------------
# Cocoa bindings (issue 22): rename-bound-property, rename-value-transformer-class
#
#   rename-bound-property    rename a Swift property K (declared once in the project, no @objc(name), no
#                            other accessor of the key: isK, getK, _K, countOfK) of a class C declared in the
#                            project, to K2, where every <binding keyPath="[self.]K…"> of a linted nib has a
#                            destination of class C (File's Owner, a scene's controller or a custom object)
#                            -> binding-key-path-not-found at each such <binding>
#   rename-value-transformer-class
#                            rename a value transformer class N (Swift `@objc(N) class N`, or an Objective-C
#                            `@interface N` / `@implementation N`) that a binding's NSValueTransformerName
#                            names and no code registers by name ("N" in no source) to N2
#                            -> value-transformer-not-found at each <string key="NSValueTransformerName">N</string>

BINDING_KINDS = ["rename-bound-property", "rename-value-transformer-class"]
NEW_KINDS = NEW_KINDS + BINDING_KINDS
ALL_KINDS += BINDING_KINDS


@dataclass
class NibBinding:
    source: str             # object id holding the <connections>
    destination: str
    key_path: str
    line: int
    col: int
    transformer: str | None = None
    transformer_line: int = 0
    transformer_col: int = 0


def nib_bindings(nib: Nib) -> list[NibBinding]:
    """The <binding> elements of a nib with their NSValueTransformerName option (text of its <string>)."""
    data = nib.data
    line_starts = [0] + [i + 1 for i, b in enumerate(data) if b == 10]
    import bisect

    def pos(off):
        ln = bisect.bisect_right(line_starts, off)
        return ln, off - line_starts[ln - 1] + 1

    out: list[NibBinding] = []
    stack: list[tuple[str, dict]] = []
    for m in TAG.finditer(data):
        if m.group(2) is None:
            continue
        closing, name = m.group(1) == b"/", m.group(2).decode()
        if closing:
            if stack:
                stack.pop()
            continue
        attrs = {a.group(1).decode(): (a.group(2) if a.group(2) is not None else a.group(3)).decode("utf-8", "replace")
                 for a in ATTR.finditer(m.group(3))}
        if name == "binding" and len(stack) >= 2 and stack[-1][0] == "connections":
            ln, col = pos(m.start())
            out.append(NibBinding(stack[-2][1].get("id", ""), attrs.get("destination", ""), attrs.get("keyPath", ""), ln, col))
        elif name == "string" and attrs.get("key") == "NSValueTransformerName" and len(stack) >= 2 \
                and stack[-1][0] == "dictionary" and stack[-2][0] == "binding" and out:
            end = data.find(b"</string>", m.end())
            out[-1].transformer = data[m.end():end].decode("utf-8", "replace").strip() if end > 0 else None
            out[-1].transformer_line, out[-1].transformer_col = pos(m.start())
        if m.group(4) != b"/":
            stack.append((name, attrs))
    return out


def first_binding_key(key_path: str) -> str | None:
    while key_path.startswith("self."):
        key_path = key_path[5:]
    key = key_path.split(".")[0]
    return None if not key or key.startswith("@") or key == "self" else key


def gather_bindings(project: Project, nibs: dict, linted: set, root: str, kinds) -> dict:
    cands = {k: [] for k in BINDING_KINDS if k in kinds}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted and nib.platform == "macOS"}
    bindings = {rel: nib_bindings(nib) for rel, nib in usable.items()}
    sources_text = ""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS]
        for fn in filenames:
            if fn.endswith((".swift", ".m", ".mm", ".h")):
                try:
                    sources_text += open(os.path.join(dirpath, fn), encoding="utf-8", errors="replace").read()
                except OSError:
                    pass

    if "rename-bound-property" in cands:
        by_key: dict = {}
        for rel, bs in bindings.items():
            for b in bs:
                key = first_binding_key(b.key_path)
                if key:
                    by_key.setdefault(key, []).append((rel, b))
        members_named: dict = {}
        for t in project.types:
            for mb in t.members:
                members_named.setdefault(mb.name, []).append((t, mb))
        for key, uses in sorted(by_key.items()):
            cap = key[:1].upper() + key[1:]
            if any(n in members_named or n in sources_text for n in ("is" + cap, "get" + cap, "_" + key, "countOf" + cap)):
                continue
            decls = [(t, mb) for t, mb in members_named.get(key, []) if mb.kind == "prop"]
            objc_owners = sorted(c for c, props in project.objc_props.items() if key in props)
            if not decls and len(objc_owners) == 1 and key not in members_named:
                # An Objective-C `@property … K;` of one class: K renamed throughout the class's files (property,
                # instance variable, accessors, @synthesize, uses), as a refactoring tool does.
                owner_name = objc_owners[0]
                files = sorted(project.objc_decl_files.get(owner_name, set()))
                texts = {f: open(os.path.join(root, f), encoding="utf-8", errors="replace").read() for f in files}
                prop_rx = re.compile(r"@property\b[^;@]*?\b" + re.escape(key) + r"\s*;")
                word_rx = re.compile(r"(?<![\w@\"])" + re.escape(key) + r"\b")
                prop_files = [f for f, t in texts.items() if prop_rx.search(blank_objc(t))]
                if not prop_files:
                    continue
                expects, ok = [], True
                for rel, b in uses:
                    dest = usable[rel].objects.get(b.destination)
                    if dest is None or dest.attrs.get("customClass") != owner_name:
                        ok = False
                        break
                    expects.append(Expect("binding-key-path-not-found", rel, b.line, b.col))
                if not ok or not expects:
                    continue
                new = key + "2"

                def apply_objc(root, files=files, rx=word_rx, new=new):
                    for f in files:
                        path = os.path.join(root, f)
                        text = open(path, encoding="utf-8", errors="replace").read()
                        with open(path, "w", encoding="utf-8") as fh:
                            fh.write(rx.sub(new, text))
                line = 1 + texts[prop_files[0]][:prop_rx.search(texts[prop_files[0]]).start()].count("\n")
                cands["rename-bound-property"].append(Mutation(
                    "rename-bound-property", f"{owner_name}.{key} -> {new} (Objective-C @property)", prop_files[0], line,
                    {e.file for e in expects}, apply_objc, expects, hints=[key], meta={"suggest": new}))
                continue
            if len(decls) != 1 or objc_owners:
                continue
            t, mb = decls[0]
            if mb.explicit_objc or t.kind not in ("class", "extension"):
                continue
            owner = project.unique_class(t.name)
            if owner is None:
                continue
            classes = {owner.name} | ({owner.objc_name} if owner.objc_name else set())
            expects, ok = [], True
            for rel, b in uses:
                dest = usable[rel].objects.get(b.destination)
                if dest is None or dest.attrs.get("customClass") not in classes:
                    ok = False
                    break
                expects.append(Expect("binding-key-path-not-found", rel, b.line, b.col))
            if not ok or not expects:
                continue
            new = key + "2"
            cands["rename-bound-property"].append(Mutation(
                "rename-bound-property", f"{owner.name}.{key} -> {new}", mb.file, mb.line, {e.file for e in expects},
                (lambda root, f=mb.file, off=mb.name_offset, old=key, new=new: rename_in_file(root, f, off, old, new)),
                expects, hints=[key], meta={"suggest": new}))

    if "rename-value-transformer-class" in cands:
        by_name: dict = {}
        for rel, bs in bindings.items():
            for b in bs:
                if b.transformer:
                    by_name.setdefault(b.transformer, []).append((rel, b))
        for name, uses in sorted(by_name.items()):
            if sources_text.count('"' + name + '"') > 0:
                continue
            swift = [t for t in project.types if t.kind == "class" and t.objc_name == name]
            objc_files = sorted(project.objc_decl_files.get(name, set()))
            if len(swift) == 1 and not objc_files:
                t = swift[0]
                edits = []
                for rx in (r"@objc\(\s*" + re.escape(name) + r"\s*\)", r"\bclass\s+" + re.escape(name) + r"\b"):
                    edits.append(rx)
                files = [t.file]
                edit_line = t.line
            elif not swift and objc_files:
                edits = [r"@(?:interface|implementation)\s+" + re.escape(name) + r"\b"]
                files = objc_files
                edit_line = 0
            else:
                continue
            new = name + "2"

            def apply(root, files=files, edits=edits, old=name, new=new):
                for f in files:
                    path = os.path.join(root, f)
                    text = open(path, encoding="utf-8", errors="replace").read()
                    for rx in edits:
                        text = re.sub(rx, lambda m: m.group(0)[:m.group(0).rindex(old)] + new + m.group(0)[m.group(0).rindex(old) + len(old):], text)
                    with open(path, "w", encoding="utf-8") as fh:
                        fh.write(text)
            expects = [Expect("value-transformer-not-found", rel, b.transformer_line, b.transformer_col) for rel, b in uses]
            cands["rename-value-transformer-class"].append(Mutation(
                "rename-value-transformer-class", f"{name} -> {new}", files[0], edit_line, {e.file for e in expects}, apply, expects,
                hints=[name], meta={"suggest": new}))
    return cands


_gather_new_without_bindings = gather_new


def gather_new(project: Project, nibs: dict, unverified: set, linted: set, catalog, base, old_cands, root, kinds):
    cands = _gather_new_without_bindings(project, nibs, unverified, linted, catalog, base, old_cands, root, kinds)
    cands.update(gather_bindings(project, nibs, linted, root, kinds))
    return cands


# Kinds added with issue 22 (key-value coding's setters, nibs Interface Builder refuses, registered nib shapes)

KVC_KINDS = ["duplicate-object-id", "register-two-top-level-nib", "drop-outlet-setter"]
ALL_KINDS += KVC_KINDS

# `register(UINib(nibName: "X", bundle: …), forCellReuseIdentifier: / forCellWithReuseIdentifier:` (Swift) and
# `registerNib:[UINib nibWithNibName:@"X" bundle:…] forCellReuseIdentifier: / forCellWithReuseIdentifier:` (Objective-C);
# group 1 is the `UINib` token niblint reports at, group 2 the nib's name.
REGISTER_SWIFT = re.compile(r'\bregister\(\s*(UINib)\(\s*nibName:\s*"([^"\\]+)"\s*,\s*bundle:[^)]*\)\s*,\s*(forCellReuseIdentifier|forCellWithReuseIdentifier):')
REGISTER_OBJC = re.compile(r'\bregisterNib:\s*\[\s*(UINib)\s+nibWithNibName:\s*@"([^"\\]+)"\s+bundle:[^\]]*\]\s*(forCellReuseIdentifier|forCellWithReuseIdentifier):')
# `- (void)setFoo:(…)x {` in an @implementation: the setter key-value coding calls for the key `foo`.
OBJC_SETTER = re.compile(r'^[ \t]*-\s*\(\s*void\s*\)\s*set([A-Z]\w*)\s*:\s*\([^)]*\)\s*\w+\s*\{', re.M)
# `@objc func setFoo(_ x: T) {` (or `@objc(setFoo:) func …`) in a Swift class body.
SWIFT_SETTER = re.compile(r'^[ \t]*@objc(?:\(set([A-Z]\w*):\))?\s+(?:(?:public|internal|private|fileprivate|open|final|override|dynamic)\s+)*func\s+(\w+)\s*\(\s*_\s+\w+\s*:[^)]*\)\s*\{', re.M)


def blank_out(root: str, rel: str, start: int, end: int):
    """Replaces text[start:end] by spaces, keeping its line ends: every line keeps its number."""
    path = os.path.join(root, rel)
    text = open(path, encoding="utf-8", errors="replace").read()
    text = text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]
    open(path, "w", encoding="utf-8").write(text)


def body_end(text: str, open_brace: int) -> int | None:
    """The offset just past the `}` matching the `{` at `open_brace` (in text with comments and strings blanked)."""
    depth = 0
    for i in range(open_brace, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def gather_kvc(project: Project, nibs: dict[str, Nib], unverified: set, linted: set, catalog, base, root, kinds):
    cands = {k: [] for k in KVC_KINDS if k in kinds}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted}
    base_at = {(d[1], d[2], d[3]) for d in base}
    base_rules_at = {(d[0], d[1]) for d in base}

    # ---- duplicate-object-id: a later object takes an earlier object's id (a bad merge); reported at the later one
    if "duplicate-object-id" in cands:
        for rel, nib in sorted(usable.items()):
            if ("duplicate-object-id", rel) in base_rules_at:
                continue
            referenced = {c.attrs.get("destination") for c in nib.conns} | {c.source for c in nib.conns}
            # objects of `<objects>` / scenes, not the document's `<device>` or `<resources>` entries
            objs = sorted((o for o in nib.objects.values() if nib.role(o) is None and o.offset >= 0 and o.attrs.get("id")
                           and o.element not in ("device", "deployment", "plugIn", "capability", "image", "namedColor", "systemColor")),
                          key=lambda o: o.offset)
            # a later object nothing refers to (its old id is then not missed), and an earlier one of the same scene
            later = [o for o in objs if o.attrs["id"] not in referenced and (o.line, o.col) != (0, 0)]
            if len(objs) < 2 or not later:
                continue
            second = later[len(later) // 2]
            first = next((o for o in objs if o.offset < second.offset and o.scene == second.scene and o.attrs["id"] != second.attrs["id"]), None)
            if first is None:
                continue
            tag = nib.data[second.offset:second.tag_end]
            m = re.search(rb'\sid="([^"]*)"', tag)
            if not m:
                continue
            start, end = second.offset + m.start(1), second.offset + m.end(1)

            def apply(root, f=rel, a=start, b=end, new=first.attrs["id"]):
                path = os.path.join(root, f)
                data = open(path, "rb").read()
                open(path, "wb").write(data[:a] + new.encode() + data[b:])
            cands["duplicate-object-id"].append(Mutation(
                "duplicate-object-id", f"{second.element} {second.attrs['id']} takes the id of {first.element} {first.attrs['id']} (line {first.line})",
                rel, second.line, {rel}, apply, [Expect("duplicate-object-id", rel, second.line, second.col)]))

    # ---- register-two-top-level-nib: a view dropped at the top level of a registered cell nib
    if "register-two-top-level-nib" in cands:
        by_name: dict[str, list[str]] = {}
        for rel in project.nibs:
            by_name.setdefault(os.path.splitext(os.path.basename(rel))[0], []).append(rel)
        sources = [r for r in project.swift_files] + sorted({f for fs in project.objc_decl_files.values() for f in fs if f.endswith((".m", ".mm"))})
        seen = set()
        for src in sources:
            try:
                raw = open(os.path.join(root, src), encoding="utf-8", errors="replace").read()
            except OSError:
                continue
            clean = blank_objc(raw) if src.endswith((".m", ".mm")) else swift_clean(root, src)[1]
            # Matched in the text as written (the name is a string); the call itself must not be in a comment.
            for m in (REGISTER_OBJC if src.endswith((".m", ".mm")) else REGISTER_SWIFT).finditer(raw):
                if clean[m.start(1):m.end(1)] != "UINib":
                    continue
                name = m.group(2)
                rels = by_name.get(name, [])
                if len(rels) != 1 or not rels[0].endswith(".xib") or rels[0] not in usable or name in seen:
                    continue
                rel, nib = rels[0], usable[rels[0]]
                line, col = line_of(clean, m.start(1)), byte_col(clean, m.start(1))
                if nib.platform != "iOS" or (src, line, col) in base_at:
                    continue
                tops = [o for o in nib.objects.values() if o.top_level and nib.role(o) is None]
                if len(tops) != 1:
                    continue
                close = nib.data.rfind(b"</objects>")
                if close < 0:
                    continue
                seen.add(name)
                at_line = nib.data[:close].count(b"\n") + 1

                def apply(root, f=rel, at=close):
                    path = os.path.join(root, f)
                    data = open(path, "rb").read()
                    line_start = data.rfind(b"\n", 0, at) + 1
                    open(path, "wb").write(data[:line_start] + b'        <view contentMode="scaleToFill" id="niblint-mutation-top"/>\n' + data[line_start:])
                cands["register-two-top-level-nib"].append(Mutation(
                    "register-two-top-level-nib", f"a second top-level view in '{name}' ({m.group(3)} in {src})",
                    rel, at_line, {rel}, apply, [Expect("registered-nib-shape", src, line, col)],
                    inserts=[(rel, at_line, 1)]))

    # ---- drop-outlet-setter: the only member an outlet goes through is a setter (`setFoo:`), and it is removed
    if "drop-outlet-setter" in cands:
        setters: dict[str, list] = {}   # class -> [(key, file, start, end)]
        for rel in sorted({f for fs in project.objc_decl_files.values() for f in fs if f.endswith((".m", ".mm"))}):
            raw = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
            clean = blank_objc(raw)
            impls = [(m.start(), m.end(), m.group(2)) for m in OBJC_CONTAINER.finditer(clean) if m.group(1) == "implementation"]
            for m in OBJC_SETTER.finditer(clean):
                cls = next((n for a, b, n in impls if a <= m.start() < b), None)
                end = body_end(clean, m.end() - 1)
                if cls and end:
                    key = m.group(1)[0].lower() + m.group(1)[1:]
                    setters.setdefault(cls, []).append((key, rel, m.start(), end))
        for t in project.types:
            if t.kind not in ("class", "extension"):
                continue
            raw, clean = swift_clean(root, t.file)
            for m in SWIFT_SETTER.finditer(clean):
                if not (t.brace_offset <= m.start() < t.body_end):
                    continue
                key = m.group(1) or (m.group(2)[3:] if m.group(2).startswith("set") and m.group(2)[3:4].isupper() else None)
                end = body_end(clean, m.end() - 1)
                if key and end:
                    setters.setdefault(t.objc_name or t.name, []).append((key[0].lower() + key[1:], t.file, m.start(), end))

        def has_other_member(cls, key, plat):
            ch, complete = chain_any(project, cls, plat)
            if not complete:
                return True
            cat = catalog.get(plat, {})
            for c in ch:
                props = project.objc_props.get(c, set())
                if key in props or "_" + key in props or f"set{key[0].upper()}{key[1:]}:" in (cat[c].methods if c in cat else set()):
                    return True
                if project.unique_class(c) and any(x.name == key or x.key == key for x in project.members(c, plat, "prop")):
                    return True
                if c in cat and key in cat[c].props:
                    return True
                # an instance variable (`IBOutlet HFTextField *findField, *replaceField;`), which AppKit sets without the setter
                for f in project.objc_decl_files.get(c, set()):
                    text = blank_objc(open(os.path.join(root, f), encoding="utf-8", errors="replace").read())
                    if re.search(r"[*\s,]_?" + re.escape(key) + r"\s*[;,\[]", text):
                        return True
            return False

        for rel, nib in sorted(usable.items()):
            for c in nib.conns:
                if c.kind != "outlet" or not nib.same_scene(c) or (rel, c.line, c.col) in unverified:
                    continue
                key = c.attrs.get("property", "")
                src = nib.objects.get(c.source)
                cls = src.attrs.get("customClass") if src else None
                if not cls or cls not in setters or (rel, c.line, c.col) in base_at:
                    continue
                mine = [s for s in setters[cls] if s[0] == key]
                if len(mine) != 1 or has_other_member(cls, key, nib.platform):
                    continue
                _, f, a, b = mine[0]
                # Objective-C: its declarations (`- (void)setFoo:(T *)x;` in the header) go too, or the method still exists
                cut = [(f, a, b)]
                if f.endswith((".m", ".mm")):
                    decl = re.compile(r"^[ \t]*-\s*\(\s*void\s*\)\s*set" + re.escape(key[0].upper() + key[1:]) + r"\s*:[^;{]*;", re.M)
                    for g in sorted(project.objc_decl_files.get(cls, set())):
                        text = blank_objc(open(os.path.join(root, g), encoding="utf-8", errors="replace").read())
                        cut += [(g, d.start(), d.end()) for d in decl.finditer(text)]
                cands["drop-outlet-setter"].append(Mutation(
                    "drop-outlet-setter", f"{cls}.set{key[0].upper()}{key[1:]}: removed (outlet '{key}')",
                    f, line_of(open(os.path.join(root, f), encoding="utf-8", errors="replace").read(), a), {rel},
                    (lambda root, cut=cut: [blank_out(root, g, x, y) for g, x, y in sorted(cut, key=lambda e: -e[1])]),
                    [Expect("outlet-not-found", rel, c.line, c.col)]))
    return cands


# ----------------------------------------------------------------------------------------------
# change-reuse-identifier (issue 17)

REUSE_ATTR = re.compile(r'\breuseIdentifier="([^"]+)"')
# Dequeues that raise for an unknown identifier, with the identifier as a literal or a constant's name (group "arg");
# `call` is the token reported.
_REUSE_ARG = r'(?P<arg>"[^"\\\n]+"|@"[^"\\\n]+"|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)'
REUSE_DEQUEUES = [
    re.compile(r'\b(?P<call>dequeueReusableCell)\s*\(\s*withIdentifier:\s*' + _REUSE_ARG + r'\s*,\s*for:'),
    re.compile(r'\b(?P<call>dequeueReusableCell)\s*\(\s*withReuseIdentifier:\s*' + _REUSE_ARG + r'\s*,\s*for:'),
    re.compile(r'\b(?P<call>dequeueReusableSupplementaryView)\s*\(\s*ofKind:[^,()]+,\s*withReuseIdentifier:\s*' + _REUSE_ARG + r'\s*,\s*for:'),
    re.compile(r'\b(?P<call>dequeueReusableCellWithIdentifier):\s*' + _REUSE_ARG + r'\s+forIndexPath:'),
    re.compile(r'\b(?P<call>dequeueReusableCellWithReuseIdentifier):\s*' + _REUSE_ARG + r'\s+forIndexPath:'),
    re.compile(r'\b(?P<call>dequeueReusableSupplementaryViewOfKind):[^\]]*?withReuseIdentifier:\s*' + _REUSE_ARG + r'\s+forIndexPath:'),
]
# `static let name = "X"`, `let name = "X"` (Swift), `NSString *const name = @"X";` (Objective-C).
REUSE_CONSTANT = re.compile(r'(?:\blet\s+(?P<s>[A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*"(?P<sv>[^"\\\n]+)"\s*(?:\n|;|$))'
                            r'|(?:\bNSString\s*\*\s*(?:const\s+)?(?P<o>[A-Za-z_][A-Za-z0-9_]*)\s*=\s*@"(?P<ov>[^"\\\n]+)"\s*;)')


def reuse_variant(name: str, taken: set) -> str | None:
    """A name one letter away (a typo or a rename on one side) that nothing else uses."""
    for cand in ([name[:-1]] if name.endswith("s") else []) + [name + "s", name + "X", name[:-1] + "Z"]:
        if cand and cand not in taken:
            return cand
    return None


def gather_reuse(project: Project, linted: set, base, root: str) -> dict:
    cands = {"change-reuse-identifier": []}
    attrs: dict[str, list[tuple[str, int, int]]] = {}   # identifier -> [(nib, offset of the value, line)]
    taken: set = set(project.class_decls) | set(project.objc_names)
    classes = set(taken)
    for rel in project.nibs:
        try:
            text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        for m in re.finditer(r'\b(?:reuseIdentifier|identifier|storyboardIdentifier)="([^"]+)"', text):
            taken.add(m.group(1))
        if rel not in linted or not rel.endswith(".storyboard"):
            continue
        for m in REUSE_ATTR.finditer(text):
            attrs.setdefault(m.group(1), []).append((rel, m.start(1), line_of(text, m.start(1))))
    sources = [rel for rel in project.swift_files] + [os.path.relpath(os.path.join(d, f), root)
                                                      for d, _, fs in os.walk(root) for f in fs if f.endswith((".m", ".mm", ".h"))]
    texts = {}
    for rel in sources:
        try:
            raw = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        texts[rel] = (raw, blank_objc(raw))   # comments blanked, strings kept
    literal_counts: dict[str, int] = {}
    word_counts: dict[str, int] = {}
    constants: dict[str, list[str]] = {}      # name -> values
    for rel, (raw, clean) in texts.items():
        for m in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', clean):
            literal_counts[m.group(1)] = literal_counts.get(m.group(1), 0) + 1
            taken.add(m.group(1))
        for m in re.finditer(r'[A-Za-z_][A-Za-z0-9_]*', re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', clean)):
            word_counts[m.group(0)] = word_counts.get(m.group(0), 0) + 1
        for m in REUSE_CONSTANT.finditer(clean):
            name, value = (m.group("s"), m.group("sv")) if m.group("s") else (m.group("o"), m.group("ov"))
            constants.setdefault(name, []).append(value)
    # identifier -> dequeue sites, and the constants that name it
    dequeues: dict[str, list[tuple[str, int, int]]] = {}
    via: dict[str, set] = {}
    for rel, (raw, clean) in texts.items():
        for rx in REUSE_DEQUEUES:
            for m in rx.finditer(clean):
                arg = m.group("arg")
                if arg.startswith('"') or arg.startswith('@"'):
                    ident = arg.split('"')[1]
                else:
                    name = arg.split(".")[-1]
                    values = constants.get(name, [])
                    if len(values) != 1:
                        continue
                    ident = values[0]
                    via.setdefault(ident, set()).add(name)
                off = m.start("call")
                dequeues.setdefault(ident, []).append((rel, line_of(raw, off), byte_col(raw, off)))
    base_at = {(d[1], d[2]) for d in base}
    for ident, sites in sorted(dequeues.items()):
        places = attrs.get(ident, [])
        names = via.get(ident, set())
        literal_sites = len(sites) - sum(1 for _ in names)  # rough: each constant counts its definition once below
        # The identifier is written only in the dequeues and in the constants' definitions; each constant is used only
        # by those dequeues (no register call, no other use).
        if len(places) != 1:
            continue
        if literal_counts.get(ident, 0) > len(sites) + len(names) or literal_counts.get(ident, 0) < len(names):
            continue
        # each constant: its definition and the dequeues, nothing else (a register call would make the identifier known)
        if any(word_counts.get(n, 0) > 1 + len(sites) for n in names):
            continue
        if any((f, ln) in base_at for f, ln, _ in sites):
            continue
        new = reuse_variant(ident, taken)
        if not new:
            continue
        rel, offset, line = places[0]
        exp = [Expect("reuse-identifier-not-found", f, ln, c) for f, ln, c in sorted(set(sites))]
        cands["change-reuse-identifier"].append(Mutation(
            "change-reuse-identifier", f"reuseIdentifier \"{ident}\" -> \"{new}\" in {rel}" + (f" (dequeued by {', '.join(sorted(names))})" if names else ""),
            rel, line, {rel} | {f for f, _, _ in sites},
            (lambda r, f=rel, o=offset, old=ident, n=new: rename_in_file(r, f, o, old, n)), exp))
    return cands


# ----------------------------------------------------------------------------------------------
# Dead Interface Builder content (issue 28): orphan-scene

SCENE_RX = re.compile(r'<scene\b[^>]*>(.*?)</scene>', re.S)
SEGUE_RX = re.compile(r'<segue\b[^>]*?/>', re.S)


LOADER_LINE = re.compile(r'UINib|NSNib|loadNibNamed|nibWithNibName|initWithNibNamed|nibName|NibName|UIStoryboard|NSStoryboard|storyboardWithName|register')


def gather_orphan_nibs(linted: set, base, root: str, unverified: set = frozenset()) -> list:
    """orphan-nib candidates: a nib or storyboard loaded by exactly one literal, on loader lines, spelled nowhere else.
    Where niblint lists a nib of that kind as unverified at its first line ("may be loaded by a name niblint cannot
    read": some code loads one by a name it cannot read), unused-nib judges none of that kind: none is planted."""
    cands = []
    unjudged = {os.path.splitext(f)[1] for (f, line, col) in unverified if line == 1 and col == 1 and f.endswith((".xib", ".storyboard"))}
    reported = {d[1] for d in base if d[0] == "unused-nib"}
    files_by_name: dict[str, list] = {}
    for rel in sorted(linted):
        if rel.endswith((".xib", ".storyboard")):
            files_by_name.setdefault(os.path.splitext(os.path.basename(rel))[0], []).append(rel)
    sources = {}
    plists_and_nibs = []
    for d, dirs, fs in os.walk(root):
        dirs[:] = [x for x in dirs if not x.startswith(".")]
        for f in fs:
            path = os.path.join(d, f)
            if f.endswith((".swift", ".m", ".mm", ".h")):
                try:
                    sources[os.path.relpath(path, root)] = open(path, encoding="utf-8", errors="replace").read()
                except OSError:
                    pass
            elif f.endswith((".plist", ".storyboard", ".pbxproj")):
                plists_and_nibs.append(path)
    words: dict[str, int] = {}
    for text in sources.values():
        for w in re.findall(r'[A-Za-z][A-Za-z0-9_]{2,}', text):
            words[w.lower()] = words.get(w.lower(), 0) + 1
    other_text = ""
    for path in plists_and_nibs:
        try:
            text = open(path, encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        if path.endswith(".pbxproj"):
            text = "\n".join(l for l in text.splitlines() if "INFOPLIST_KEY" in l)
        other_text += text
    for name, rels in sorted(files_by_name.items()):
        if not re.fullmatch(r'[A-Za-z][A-Za-z0-9_]{2,}', name) or any(r in reported for r in rels):
            continue
        if any(os.path.splitext(r)[1] in unjudged for r in rels):
            continue
        if re.search(r'>\s*' + re.escape(name) + r'\s*<|storyboardName="' + re.escape(name) + '"', other_text):
            continue
        if words.get((name + "controller").lower()) or name.lower().endswith("controller"):
            continue
        sites = []
        for rel, text in sources.items():
            for m in re.finditer(r'@?"' + re.escape(name) + '"', text):
                start = text.rfind("\n", 0, m.start()) + 1
                end = text.find("\n", m.end())
                end = len(text) if end < 0 else end
                sites.append((rel, start, end, text[start:end]))
        if len(sites) != 1 or words.get(name.lower(), 0) != len(sites):
            continue
        rel, start, end, line_text = sites[0]
        if not LOADER_LINE.search(line_text) or line_text.count("(") != line_text.count(")") or line_text.count("[") != line_text.count("]"):
            continue
        exp = [Expect("unused-nib", r, 1, 1) for r in rels]
        cands.append(Mutation(
            "orphan-nib", f"load of '{name}' blanked ({rel}:{line_of(sources[rel], start)})", rel, line_of(sources[rel], start), set(rels),
            (lambda r, f=rel, a=start, b=end: blank_out(r, f, a, b)), exp))
    return cands


def decode_strings(data: bytes) -> str:
    """A strings file's text as niblint reads it (StringsFile.utf8): UTF-16 with or without a mark, UTF-8."""
    if data.startswith(b'\xef\xbb\xbf'):
        return data[3:].decode('utf-8', 'replace')
    if data.startswith((b'\xff\xfe', b'\xfe\xff')):
        return data.decode('utf-16', 'replace')
    if len(data) >= 2 and len(data) % 2 == 0:
        sample = data[:256]
        odd = sum(1 for i in range(1, len(sample), 2) if sample[i] == 0)
        even = sum(1 for i in range(0, len(sample), 2) if sample[i] == 0)
        if odd * 2 > len(sample) // 2 and even == 0:
            return data.decode('utf-16-le', 'replace')
        if even * 2 > len(sample) // 2 and odd == 0:
            return data.decode('utf-16-be', 'replace')
    return data.decode('utf-8', 'replace')


OBJECT_ID_KEY = re.compile(r'^([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}|[0-9]+)\.(.+)$')


def localization_entries(root: str, rel: str) -> list:
    """(key, line, column) of the entries of a nib's .strings / .xcstrings file, as niblint locates them."""
    try:
        data = open(os.path.join(root, rel), "rb").read()
    except OSError:
        return []
    if rel.endswith(".xcstrings"):
        text = data.decode("utf-8", "replace")
        try:
            strings = json.loads(text).get("strings", {})
        except (json.JSONDecodeError, AttributeError):
            return []
        out = []
        for m in re.finditer(r'^([ \t]*)"((?:[^"\\]|\\.)*)"\s*:', text, re.M):
            key = m.group(2)
            if len(m.group(1)) != 4 or key not in strings:  # members of "strings" (Xcode indents them by four)
                continue
            if isinstance(strings[key], dict) and strings[key].get("extractionState") == "manual":
                continue
            ln, col = byte_col_at(text, m.start(2) - 1)
            out.append((key, ln, col))
        return out
    text = decode_strings(data)
    out = []
    for m in re.finditer(r'"([^"\n]*)"\s*=\s*"', text):
        ln, col = byte_col_at(text, m.start())
        out.append((m.group(1), ln, col))
    return out


def element_span(text: str, start: int) -> tuple[int, int] | None:
    """The span of the element whose start tag begins at `start` (with its children), or None."""
    tag = re.match(r'<(\w+)\b[^>]*?(/?)>', text[start:], re.S)
    if not tag:
        return None
    if tag.group(2) == "/":
        return start, start + tag.end()
    name, depth, pos = tag.group(1), 1, start + tag.end()
    for m in re.compile(r'<(/?)' + name + r'\b[^>]*?(/?)>', re.S).finditer(text, pos):
        if m.group(1):
            depth -= 1
            if depth == 0:
                return start, m.end()
        elif not m.group(2):
            depth += 1
    return None


def gather_stale_strings(linted: set, base, root: str) -> list:
    """stale-string candidates: objects of Base nibs that a localization beside them names."""
    cands = []
    reported = {(d[1], d[2], d[3]) for d in base if d[0] == "stale-localization"}
    unreadable = {d[1] for d in base if d[0] == "parse-error"}
    for rel in sorted(r for r in linted if r.endswith((".xib", ".storyboard"))):
        folder = os.path.dirname(rel)
        if os.path.basename(folder) != "Base.lproj":
            continue
        name = os.path.splitext(os.path.basename(rel))[0]
        container = os.path.dirname(folder)
        files = []
        for lproj in sorted(os.listdir(os.path.join(root, container) if container else root)):
            if not lproj.endswith(".lproj") or lproj == "Base.lproj":
                continue
            for ext in (".strings", ".xcstrings"):
                loc = os.path.join(container, lproj, name + ext)
                if os.path.isfile(os.path.join(root, loc)) and loc not in unreadable:
                    files.append(loc)
        if not files:
            continue
        by_id: dict[str, list] = {}
        for loc in files:
            for key, ln, col in localization_entries(root, loc):
                m = OBJECT_ID_KEY.match(key)
                if m and (loc, ln, col) not in reported:
                    by_id.setdefault(m.group(1), []).append(Expect("stale-localization", loc, ln, col))
        try:
            text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        for object_id, expects in sorted(by_id.items()):
            occurrences = list(re.finditer(r'<\w+\b[^<>]*?\sid="' + re.escape(object_id) + '"', text))
            if len(occurrences) != 1:
                continue
            span = element_span(text, occurrences[0].start())
            if not span:
                continue
            inner = text[span[0]:span[1]]
            # Every object the element holds disappears too: their entries become stale as well (expected).
            for inner_id in set(re.findall(r'\sid="([^"]+)"', inner)) - {object_id}:
                if inner_id in by_id and len(re.findall(r'\sid="' + re.escape(inner_id) + '"', text)) == 1:
                    expects = expects + by_id[inner_id]
            cands.append(Mutation(
                "stale-string", f"object {object_id} deleted from {rel}:{line_of(text, span[0])} ({len(expects)} entries)",
                rel, line_of(text, span[0]), {rel},
                (lambda r, f=rel, a=span[0], b=span[1]: blank_out(r, f, a, b)), expects))
    return cands


def gather_dead(linted: set, base, root: str, kinds=DEAD_KINDS, unverified: set = frozenset()) -> dict:
    cands = {"orphan-scene": []}
    if "orphan-nib" in kinds:
        cands["orphan-nib"] = gather_orphan_nibs(linted, base, root, unverified)
    if "stale-string" in kinds:
        cands["stale-string"] = gather_stale_strings(linted, base, root)
    reported = {(d[1], d[2], d[3]) for d in base if d[0] == "unreachable-scene"}
    for rel in sorted(r for r in linted if r.endswith(".storyboard")):
        try:
            text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        initial = re.search(r'<document\b[^>]*\binitialViewController="([^"]*)"', text)
        initial = initial.group(1) if initial else None
        # Each scene's span and its view controller (the first top-level object with sceneMemberID="viewController").
        scenes = []
        for sm in SCENE_RX.finditer(text):
            om = re.search(r'<objects>\s*<(\w+)\b([^>]*)>', sm.group(0)) or re.search(r'<objects>\s*<(\w+)\b([^>]*)/>', sm.group(0))
            if not om:
                continue
            element, attrs = om.group(1), om.group(2)
            ident = re.search(r'\bid="([^"]+)"', attrs)
            if not ident or 'sceneMemberID="viewController"' not in attrs or not element.endswith("Controller"):
                continue
            start = sm.start() + om.start(1) - 1
            scenes.append((sm.start(), sm.end(), element, ident.group(1), attrs, start))
        def scene_of(offset):
            for st, en, *_ in scenes:
                if st <= offset < en:
                    return st
            return None
        segues_into: dict[str, list] = {}
        for gm in SEGUE_RX.finditer(text):
            dest = re.search(r'\bdestination="([^"]+)"', gm.group(0))
            if dest:
                segues_into.setdefault(dest.group(1), []).append(gm)
        for st, en, element, ident, attrs, start in scenes:
            if ident == initial or re.search(r'\bstoryboardIdentifier="[^"]', attrs):
                continue
            into = [g for g in segues_into.get(ident, []) if scene_of(g.start()) != st]
            if len(into) != 1 or len(segues_into.get(ident, [])) != 1:
                continue
            ln, col = byte_col_at(text, start)
            if (rel, ln, col) in reported:
                continue
            g = into[0]
            segue_id = re.search(r'\bid="([^"]+)"', g.group(0))
            exp = [Expect("unreachable-scene", rel, ln, col)]
            cands["orphan-scene"].append(Mutation(
                "orphan-scene", f"segue {segue_id.group(1) if segue_id else ''} into {element} {ident} deleted ({rel}:{line_of(text, g.start())})",
                rel, line_of(text, g.start()), {rel},
                (lambda r, f=rel, a=g.start(), b=g.end(): blank_out(r, f, a, b)), exp))
    return cands


# ----------------------------------------------------------------------------------------------
# --union: a folder's findings against the union of its subfolders' findings

def union_check(folder: str, niblint: str) -> int:
    folder = os.path.abspath(folder)
    parts = sorted(d for d in os.listdir(folder)
                   if os.path.isdir(os.path.join(folder, d)) and not d.startswith(".") and d not in SKIP_DIRS)

    def findings(target: str):
        p = subprocess.run([niblint, "--reporter", "json", "--quiet", target], cwd=folder, capture_output=True, text=True)
        try:
            report = json.loads(p.stdout)
        except json.JSONDecodeError:
            sys.exit(f"niblint produced no JSON for {target} in {folder} (exit {p.returncode}): {p.stderr[:500]}")
        out = set()
        for d in report["diagnostics"]:
            if d["severity"] not in ("error", "warning"):
                continue
            f = d["file"]
            if f.startswith(folder + "/"):
                f = f[len(folder) + 1:]
            if f.startswith("./"):
                f = f[2:]
            out.add((f, d["line"], d["column"], d["severity"], d["rule"], d["message"]))
        return out

    print(f"# union check: {folder} ({len(parts)} subfolders)")
    print()
    print("| part | errors | warnings |")
    print("|---|---|---|")
    union: set = set()
    for part in parts:
        f = findings(part)
        union |= f
        print(f"| {part} | {sum(1 for x in f if x[3] == 'error')} | {sum(1 for x in f if x[3] == 'warning')} |")
    whole = findings(".")
    print(f"| union of the parts | {sum(1 for x in union if x[3] == 'error')} | {sum(1 for x in union if x[3] == 'warning')} |")
    print(f"| whole folder | {sum(1 for x in whole if x[3] == 'error')} | {sum(1 for x in whole if x[3] == 'warning')} |")
    loose = [f for f in os.listdir(folder) if os.path.isfile(os.path.join(folder, f))
             and f.endswith((".xib", ".storyboard", ".swift", ".h", ".m", ".mm"))]
    only_whole, only_parts = sorted(whole - union), sorted(union - whole)
    print()
    if loose:
        print(f"note: {len(loose)} source/nib file(s) directly in the folder belong to no part: " + ", ".join(sorted(loose)[:5]))
    if not only_whole and not only_parts:
        print(f"identical: the whole folder's {len(whole)} errors and warnings are exactly the union of the parts'")
        return 0
    for tag, rows in (("only in the whole folder", only_whole), ("only in the parts", only_parts)):
        if rows:
            print(f"{tag} ({len(rows)}):")
            for f, ln, col, sev, rule, msg in rows:
                print(f"- {f}:{ln}:{col}: {sev}: [{rule}] {msg}")
    return 1


def pick(cands: dict, count: int, rng: random.Random) -> list[Mutation]:
    pools = {k: v[:] for k, v in cands.items()}
    for v in pools.values():
        rng.shuffle(v)
    chosen: list[Mutation] = []
    used_files: set = set()
    kinds = list(pools)
    while len(chosen) < count and any(pools.values()):
        for k in kinds:
            if len(chosen) >= count or not pools[k]:
                continue
            # prefer a candidate touching files not used yet
            idx = next((i for i, m in enumerate(pools[k]) if not ({m.edit_file} | m.nib_files) & used_files), 0)
            m = pools[k].pop(idx)
            chosen.append(m)
            used_files |= {m.edit_file} | m.nib_files
    return chosen


# ----------------------------------------------------------------------------------------------


# ---- issue 30: drop-iboutlet / drop-ibaction (the attribute removed, the name kept: Objective-C no longer sees it)
DROP_KINDS = ["drop-iboutlet", "drop-ibaction"]
ALL_KINDS += DROP_KINDS


def gather_drop(project: Project, old_cands: dict, root: str, catalog, kinds) -> dict:
    """From the rename-outlet-property / rename-action-method candidates (same nib connections, same expected
    diagnostics): remove `@IBOutlet` / `@IBAction` of the member, keeping its name, where nothing else makes it
    @objc (SE-0160): no `@objc`, `dynamic` or `override` on it, no `@objcMembers` on its class or an ancestor, no
    `@objc extension` around it, and no protocol requirement (project protocol or framework member) of its name."""
    cands = {k: [] for k in DROP_KINDS if k in kinds}
    protocol_names = {m.name for t in project.types if t.kind == "protocol" for m in t.members}
    for kind, base_kind, attr in (("drop-iboutlet", "rename-outlet-property", "@IBOutlet"),
                                  ("drop-ibaction", "rename-action-method", "@IBAction")):
        if kind not in cands:
            continue
        for base_m in old_cands.get(base_kind, []):
            mem, target = base_m.meta.get("member"), base_m.meta.get("target")
            if mem is None or target is None:
                continue
            clean = swift_clean(root, mem.file)[1]
            # the declaration's keyword: the `var`/`let`/`func` before the name
            kw = max(clean.rfind("var", 0, mem.name_offset), clean.rfind("let", 0, mem.name_offset), clean.rfind("func", 0, mem.name_offset))
            attrs = attributes_before(clean, kw)
            if attr not in attrs or re.search(r"@objc\b|\bdynamic\b|\boverride\b|@nonobjc", attrs):
                continue
            # @objcMembers on the class or an ancestor, or an @objc extension holding the member
            decls = [d for c, origin in project.chain(target, next(iter(base_m.meta["platforms"])))[0] if origin == "swift"
                     for d in project.own_decls(c)]
            if any("@objcMembers" in attributes_before(swift_clean(root, d.file)[1], d.keyword_offset) for d in decls if d.kind == "class"):
                continue
            holder = [d for d in project.own_decls(target) if d.file == mem.file and d.brace_offset < mem.name_offset <= getattr(d, "body_end", 10**12)]
            if any(d.kind == "extension" and re.search(r"@objc\b", attributes_before(swift_clean(root, d.file)[1], d.keyword_offset)) for d in holder):
                continue
            if mem.name in protocol_names or any(mem.key in cc.methods or mem.key in cc.props
                                                  for plat in base_m.meta["platforms"] for cc in catalog.get(plat, {}).values()):
                continue
            raw = swift_raw(root, mem.file)
            at = raw.rfind(attr, 0, mem.name_offset)
            if at < 0 or raw[at:mem.name_offset].count("\n") > 3:
                continue
            end = at + len(attr)
            while end < len(raw) and raw[end] in " \t":
                end += 1
            cands[kind].append(Mutation(
                kind, f"{target}.{mem.name}: {attr} removed", mem.file, mem.line, base_m.nib_files,
                (lambda root, f=mem.file, a=at, e=end: apply_text_edits(root, f, [(a, e, "")])),
                base_m.expects, hints=base_m.hints, meta=base_m.meta))
    return cands


# ---- issue 30 item 7: trap-init-coder (the init(coder:) of a class a nib creates made to call fatalError)
TRAP_KINDS = ["trap-init-coder"]
ALL_KINDS += TRAP_KINDS
CODER_INIT = re.compile(r"(?<![.\w])init\s*[?!]?\s*\(\s*coder\b([^()]*)\)")
# an initializer with a `coder` parameter among others (`init?(coder: NSCoder, model: M)`, `init(appSettings:coder:)`)
CREATOR_INIT = re.compile(r"(?<![.\w])init\s*[?!]?\s*\((?=[^)]*,)[^)]*\bcoder\b")


def gather_trap(project: Project, nibs: dict, unverified: set, linted: set, base, root: str) -> dict:
    """A Swift class (one class body, not nested, no `@objc(Name)`, no subclass in the project) that a linted nib
    creates (not File's Owner or another placeholder, not a custom object, on macOS not a custom view or a window)
    and whose class body declares `init?(coder:)` (no creator initializer `init?(coder:x:)` anywhere in it or its
    extensions): `fatalError("init(coder:) has not been implemented");` is put first in that initializer's body
    -> init-coder-traps at every object of the class (module of the app's own)."""
    cands = {"trap-init-coder": []}
    base_at = {(d[1], d[2], d[3]) for d in base}
    subclassed = {t.inherited[0] for t in project.types if t.kind == "class" and t.inherited}
    names = sorted({o.attrs["customClass"] for rel in linted if rel in nibs for o in nibs[rel].objects.values() if o.attrs.get("customClass")})
    for name in names:
        d = project.unique_class(name)
        if not d or d.name != name or d.objc_name or d.nested or name in project.objc_names or name in subclassed:
            continue
        if any(t.objc_name == name for t in project.types) or d.brace_offset < 0 or d.body_end < 0:
            continue
        clean = swift_clean(root, d.file)[1]
        inits = [m for m in CODER_INIT.finditer(clean, d.brace_offset, d.body_end)]
        plain = [m for m in inits if "," not in m.group(1)]
        if len(plain) != 1 or len(plain) != len(inits):
            continue
        if CREATOR_INIT.search(clean, d.brace_offset, d.body_end) or any(
                CODER_INIT.search(swift_clean(root, e.file)[1], e.brace_offset, e.body_end)
                or CREATOR_INIT.search(swift_clean(root, e.file)[1], e.brace_offset, e.body_end)
                for e in project.extensions.get(name, []) if e.brace_offset >= 0):
            continue
        # the initializer's own body: the first "{" after the parameter list (nothing but `throws`/`where` between)
        brace = clean.find("{", plain[0].end(), d.body_end)
        if brace < 0 or clean[plain[0].end():brace].strip() not in ("",):
            continue
        close = clean.find("}", brace)
        if re.search(r"\b(fatalError|preconditionFailure|abort)\s*\(|\breturn\s+nil\b", clean[brace:close if close > 0 else brace]):
            continue
        expects, bad = [], False
        for rel, nib, o, role in class_uses(nibs, linted, name):
            if role is not None or o.element == "customObject" or (nib.platform == "macOS" and o.element in ("customView", "window")):
                continue
            if object_unverified(nib, o, unverified) or (rel, o.line, o.col) in base_at or module_judgeable(project, o) is not True:
                bad = True
                break
            expects.append(Expect("init-coder-traps", rel, o.line, o.col))
        if bad or not expects:
            continue
        cands["trap-init-coder"].append(Mutation(
            "trap-init-coder", f"{name}.init(coder:) made to call fatalError", d.file, line_of(clean, plain[0].start()),
            {e.file for e in expects},
            (lambda root, f=d.file, at=brace + 1: apply_text_edits(root, f, [(at, at, ' fatalError("init(coder:) has not been implemented");')])),
            expects, hints=[name]))
    return cands


# ---- issue 30 item 3: objc-outlet-type (an Objective-C outlet's declared class changed to an unrelated framework class)
OBJC_TYPE_KINDS = ["objc-outlet-type"]
ALL_KINDS += OBJC_TYPE_KINDS
OBJC_QUAL = r"(?:__weak|__strong|__unsafe_unretained|__kindof|nullable|nonnull|_Nullable|_Nonnull|__nullable|__nonnull|const)"
# `IBOutlet [qualifiers] Class[<...>] * [qualifiers] name;` (a property or an instance variable; one declarator)
OBJC_OUTLET_DECL = re.compile(r"\bIBOutlet\s+((?:" + OBJC_QUAL + r"\s+)*)([A-Za-z_]\w*)\s*(<[^<>;*]*>)?\s*\*\s*((?:" + OBJC_QUAL
                              + r"\s*)*)([A-Za-z_]\w*)\s*;")
# classes no nib object of these tests is: the first one the connected objects are not becomes the outlet's type
UNRELATED_CLASSES = {"iOS": ["UIStepper", "UIDatePicker"], "macOS": ["NSLevelIndicator", "NSPathControl"]}


def gather_objc_outlet_type(project: Project, nibs: dict, unverified: set, linted: set, catalog, base, root: str) -> dict:
    """An Objective-C outlet `IBOutlet C *name;` (an `@property` or an instance variable, one declarator, the only
    declaration of `name` or `_name` in the files of its class X; X not a Swift class name) connected as a single outlet
    in linted nibs only from objects whose class is X itself (no subclass of X connects it): C becomes an unrelated
    framework class (UIStepper / NSLevelIndicator, or UIDatePicker / NSPathControl when a connected object is one)
    -> outlet-type-mismatch at every such connection. Skipped when a connected object's class is unknown to the script,
    a connection is unverified or already reported."""
    cands = {"objc-outlet-type": []}
    base_at = {(d[1], d[2], d[3]) for d in base}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted}
    texts = {}
    for name, files in project.objc_decl_files.items():
        for f in files:
            if f not in texts:
                try:
                    texts[f] = blank_objc(open(os.path.join(root, f), encoding="utf-8", errors="replace").read())
                except OSError:
                    texts[f] = ""
    decls = []  # (class, name, file, start of class word, end, line)
    for f, text in sorted(texts.items()):
        spans = [(m.start(), m.end(), m.group(2)) for m in OBJC_CONTAINER.finditer(text)]
        for m in OBJC_OUTLET_DECL.finditer(text):
            owner = next((n for a, b, n in spans if a <= m.start() < b), None)
            if owner and m.group(2) != "id":
                decls.append((owner, m.group(5), f, m.start(2), m.end(2), line_of(text, m.start(2)), m.group(2)))
    for owner, name, f, a, b, line, old in decls:
        if owner in project.class_decls or owner in project.all_named:
            continue
        # the only declaration of the key in the class's files (property, instance variable, `_name`)
        pattern = re.compile(r"\*\s*(?:" + OBJC_QUAL + r"\s*)*_?" + re.escape(name) + r"\b\s*[;,)]")
        if sum(len(pattern.findall(texts.get(g, ""))) for g in project.objc_decl_files.get(owner, ())) != 1:
            continue
        expects, elements, bad = [], set(), False
        for rel, nib in sorted(usable.items()):
            for c in nib.conns:
                if c.kind not in ("outlet", "outletCollection") or c.attrs.get("property") != name:
                    continue
                src = nib.objects.get(c.source)
                cls = src.attrs.get("customClass") if src else None
                if cls is None:
                    continue
                if cls != owner:
                    if owner in chain_any(project, cls, nib.platform)[0]:
                        bad = True  # a subclass connects it too
                    continue
                dest = nib.objects.get(c.attrs.get("destination", ""))
                if c.kind != "outlet" or dest is None or (rel, c.line, c.col) in unverified or (rel, c.line, c.col) in base_at:
                    bad = True
                    continue
                dc = dest.attrs.get("customClass")
                if dc:
                    chain, complete = chain_any(project, dc, nib.platform)
                    if not complete or dest.attrs.get("customModule"):
                        bad = True
                        continue
                    elements.update(chain)
                elements.add(dest.element.lower())
                expects.append((nib.platform, Expect("outlet-type-mismatch", rel, c.line, c.col)))
        platforms = {p for p, _ in expects}
        if bad or not expects or len(platforms) != 1:
            continue
        plat = platforms.pop()
        new = next((k for k in UNRELATED_CLASSES[plat] if k not in elements and k[2:].lower() not in elements), None)
        if new is None or new == old:
            continue
        cands["objc-outlet-type"].append(Mutation(
            "objc-outlet-type", f"{owner}.{name}: {old} -> {new}", f, line, {e.file for _, e in expects},
            (lambda root, f=f, a=a, b=b, new=new: apply_text_edits(root, f, [(a, b, new)])),
            [e for _, e in expects], hints=[name]))
    return cands


# ---- issue 30 item 4: stale-owner (File's Owner set to another class on which every connection still holds)
STALE_KINDS = ["stale-owner"]
DEBUG = bool(os.environ.get("MUTATION_DEBUG"))
ALL_KINDS += STALE_KINDS
# Swift loads whose owner class is known: `X(nibName: "N"`, `X(windowNibName: "N"`, and in a class body
# `super.init(nibName: "N"`, `super.init(windowNibName: "N"`, `loadNibNamed("N", owner: self`
SWIFT_INSTANCE_LOAD = re.compile(r'(?<![.\w])([A-Z]\w*)\(\s*(?:nibName|windowNibName)\s*:\s*(?:NSNib\.Name\(\s*)?"([^"\\]+)"')
SWIFT_SELF_LOAD = re.compile(r'\b(?:super|self)\.init\(\s*(?:nibName|windowNibName)\s*:\s*(?:NSNib\.Name\(\s*)?"([^"\\]+)"'
                             r'|\bloadNibNamed\(\s*"([^"\\]+)"\s*,\s*owner\s*:\s*self\b')
# The nib a class names for itself: Swift `override var nibName: NSNib.Name? { "N" }` / `windowNibName` (with `return`,
# `get {`, `NSNib.Name("N")`), Objective-C `- (NSString *)nibName { return @"N"; }` / `windowNibName`: loaded with the
# instance as owner (the view or window controller loads its own nib).
SWIFT_NAME_OVERRIDE = re.compile(r'\boverride\s+(?:(?:public|open|internal)\s+)?var\s+(?:nibName|windowNibName)\s*:\s*(?:NSNib\.Name|String)\??\s*\{'
                                 r'\s*(?:get\s*\{\s*)?(?:return\s+)?(?:NSNib\.Name\(\s*)?"([^"\\]+)"')
OBJC_NAME_OVERRIDE = re.compile(r'-\s*\(\s*NSString\s*\*\s*\)\s*(?:nibName|windowNibName)\s*\{\s*return\s+@"([^"\\%]+)"\s*;')
# `super.init(nibName: nil` in class A's body, `A(nibName: nil`: the nib named after A (UIKit / AppKit's default name)
SWIFT_NIL_SELF_LOAD = re.compile(r'\bsuper\.init\(\s*nibName\s*:\s*nil\b')
SWIFT_NIL_INSTANCE_LOAD = re.compile(r'(?<![.\w])([A-Z]\w*)\(\s*nibName\s*:\s*nil\b')
# a view controller made without a nib name, `A()`: UIKit and AppKit load the nib named after its class
SWIFT_PLAIN_CREATION = re.compile(r'(?<![.\w])([A-Z]\w*)\(\s*\)')
# the same in Objective-C: `[[A alloc] init]`, `[A new]`
OBJC_PLAIN_CREATION = re.compile(r'\[\s*\[\s*([A-Z]\w*)\s+alloc\s*\]\s*init\s*\]|\[\s*([A-Z]\w*)\s+new\s*\]')
# a nib named by its class, `String(describing: A.self)`, loaded with `self` as owner in A's body
SWIFT_SELF_LOAD_DESCRIBED = re.compile(r'\b(?:super|self)\.init\(\s*(?:nibName|windowNibName)\s*:\s*String\(describing:\s*(\w+)\.self\)'
                                       r'|\bloadNibNamed\(\s*String\(describing:\s*(\w+)\.self\)\s*,\s*owner\s*:\s*self\b')
# an instance variable outlet `IBOutlet NSButton *button;` (key-value coding finds it like a property)
OBJC_IVAR_OUTLET = re.compile(r'\bIBOutlet\s+[^;{}()]*?\b(\w+)\s*;')


def write_sibling(root: str, host: str, name: str, base: str, objc: bool, plat: str, outlets: list, actions: list):
    """A new class `name: base`, with the outlets (untyped) and actions (by selector), appended to `host`: a file the
    loading class's target already compiles (a new file would be in no target, and niblint leaves out what no target
    compiles)."""
    if objc:
        def method(sel):
            pieces = [p for p in sel.split(":") if p]
            if ":" not in sel:
                return f"- (IBAction){sel}"
            return "- (void)" + " ".join(f"{p}:(id)a{i}" for i, p in enumerate(pieces))
        text = (f"\n@interface {name} : {base}\n"
                + "".join(f"@property (weak) IBOutlet id {o};\n" for o in outlets)
                + "".join(f"{method(a)};\n" for a in actions) + "@end\n"
                + f"@implementation {name}\n" + "".join(f"{method(a)} {{}}\n" for a in actions) + "@end\n")
    else:
        lines = ["", f"class {name}: {base} {{"]
        lines += [f"    @IBOutlet var {o}: AnyObject?" for o in outlets]
        for i, a in enumerate(actions):
            count = a.count(":")
            params = ", ".join(f"_ a{j}: Any" for j in range(count))
            lines.append(f"    @objc({a}) func niblintAction{i}({params}) {{}}")
        lines.append("}")
        text = "\n".join(lines) + "\n"
    with open(os.path.join(root, host), "a") as f:
        f.write(text)


def nib_loads(project: Project, root: str):
    """Every load of each xib name that code makes with a known owner: `(xibs_by_name, objc_text, loads)`, loads
    mapping a nib name to the owner class of each load (None when the script cannot tell): Objective-C load sites,
    Swift `A(nibName: "N"`, `A(windowNibName: "N"`, loads in A's body with `self` as owner, `nibName` overrides."""
    xibs_by_name: dict[str, list[str]] = {}
    for rel in project.nibs:
        xibs_by_name.setdefault(os.path.splitext(os.path.basename(rel))[0], []).append(rel)
    objc_texts: dict[str, str] = {}

    def objc_text(f):
        if f not in objc_texts:
            try:
                objc_texts[f] = blank_objc(open(os.path.join(root, f), encoding="utf-8", errors="replace").read())
            except OSError:
                objc_texts[f] = ""
        return objc_texts[f]

    def is_view_controller(name):
        return any(project.kind_of(name, base, plat) for base, plat in (("UIViewController", "iOS"), ("NSViewController", "macOS")))

    # every load of each nib name: (owner class or None when the script cannot tell)
    loads: dict[str, list] = {}
    for site in project.objc_load_sites:
        loads.setdefault(site.nib, []).append(site.owner or site.enclosing)
    for rel in project.swift_files:
        src, clean = swift_clean(root, rel)
        classes = [t for t in project.types if t.file == rel and t.kind == "class" and t.brace_offset >= 0]

        def code(pattern):
            # matched on the source (the nib name is a string), kept when it starts in code (not blanked)
            return [m for m in pattern.finditer(src) if clean[m.start()] == src[m.start()]]

        def holder(m):
            h = [t for t in classes if t.brace_offset < m.start() < t.body_end]
            return h[-1] if h else None
        for m in code(SWIFT_INSTANCE_LOAD):
            loads.setdefault(m.group(2), []).append(m.group(1) if m.group(1) in project.class_decls else None)
        for m in code(SWIFT_SELF_LOAD) + code(SWIFT_NAME_OVERRIDE):
            h = holder(m)
            loads.setdefault(m.group(1) or (m.group(2) if m.re is SWIFT_SELF_LOAD else None), []).append(h.name if h else None)
        for m in code(SWIFT_NIL_SELF_LOAD):
            h = holder(m)
            if h and not h.objc_name:
                loads.setdefault(h.name, []).append(h.name)
        for m in code(SWIFT_NIL_INSTANCE_LOAD):
            if m.group(1) in project.class_decls:
                loads.setdefault(m.group(1), []).append(m.group(1))
        for m in code(SWIFT_PLAIN_CREATION):
            if m.group(1) in project.class_decls and is_view_controller(m.group(1)):
                loads.setdefault(m.group(1), []).append(m.group(1))
        for m in code(SWIFT_SELF_LOAD_DESCRIBED):
            h = holder(m)
            loads.setdefault(m.group(1) or m.group(2), []).append(h.name if h else None)
    for rel in sorted({f for fs in project.objc_decl_files.values() for f in fs}):
        if not rel.endswith((".m", ".mm")):
            continue
        text = objc_text(rel)
        for m in OBJC_PLAIN_CREATION.finditer(text):
            name = m.group(1) or m.group(2)
            if (name in project.objc_super or name in project.class_decls) and is_view_controller(name):
                loads.setdefault(name, []).append(name)
        for c in OBJC_CONTAINER.finditer(text):
            if c.group(1) != "implementation":
                continue
            for m in OBJC_NAME_OVERRIDE.finditer(c.group(3)):
                loads.setdefault(m.group(1), []).append(c.group(2))
    # UIKit tries "FooView" before "FooViewController" for a nil nib name: skip names where both exist
    for name in list(loads):
        if name.endswith("Controller") and name[:-len("Controller")] in xibs_by_name:
            loads.pop(name)
    return xibs_by_name, objc_text, loads


def gather_stale_owner(project: Project, nibs: dict, unverified: set, linted: set, catalog, base, found_loads) -> dict:
    """A xib N (the only nib of its name) loaded by code whose owner class is known and is File's Owner's class A
    (Objective-C as in stale-owner-objc-load; Swift `A(nibName: "N"`, `A(windowNibName: "N"`, and in class A's body
    `super.init(nibName: "N"`, `loadNibNamed("N", owner: self`), every load of N being one of these: File's Owner
    set to another class B of the project (same language, same framework base, neither a superclass nor a subclass
    of A) that has every outlet File's Owner connects and every action sent to it (no binding to File's Owner), so
    that nothing else breaks -> owner-class-mismatch (a warning) at File's Owner."""
    cands = {"stale-owner": []}
    base_at = {(d[1], d[2], d[3]) for d in base}
    usable = {rel: nib for rel, nib in nibs.items() if rel in linted}
    xibs_by_name, objc_text, loads = found_loads
    def has(cls, key, kind, plat):
        ch, complete = chain_any(project, cls, plat)
        if not complete:
            return False
        cat = catalog.get(plat, {})
        for c in ch:
            if c in cat:
                if key in (cat[c].props if kind == "prop" else cat[c].methods):
                    return True
                continue
            if project.unique_class(c):
                if any(m.name == key or m.key == key for m in project.members(c, plat, kind)):
                    return True
                continue
            if kind == "prop" and key in project.objc_props.get(c, set()):
                return True
            if kind == "prop" and any(m.group(1) == key for f in project.objc_decl_files.get(c, ())
                                      for d in OBJC_CONTAINER.finditer(objc_text(f)) if d.group(2) == c
                                      for m in OBJC_IVAR_OUTLET.finditer(d.group(3))):
                return True
            pieces = [p for p in key.split(":") if p]
            if kind == "prop" and pieces:
                # a getter `- (T)key;` / `- (T)key {` (not `-tableView:cellForRow…`)
                pat = re.compile(r"[-+]\s*\([^)]*\)\s*" + re.escape(key) + r"\s*[;{]")
                if any(pat.search(objc_text(f)) for f in project.objc_decl_files.get(c, ())):
                    return True
            elif pieces:
                pat = re.compile(r"[-+]\s*\([^)]*\)\s*" + r"[^;{]*?".join(re.escape(p) + (r"\s*:" if ":" in key else r"\b") for p in pieces))
                if any(pat.search(objc_text(f)) for f in project.objc_decl_files.get(c, ())):
                    return True
        return False

    objc_classes = sorted(n for n in project.objc_super if n not in project.class_decls)
    swift_classes = sorted(n for n, ds in project.class_decls.items() if len(ds) == 1 and project.unique_class(n))
    sibling_done: set = set()
    for name, owners in sorted(loads.items()):
        rels = xibs_by_name.get(name, [])
        if len(rels) != 1 or not rels[0].endswith(".xib") or rels[0] not in usable:
            continue
        rel = rels[0]
        nib = usable[rel]
        owner = nib.owner()
        cls = owner.attrs.get("customClass") if owner else None
        if not cls or any(o != cls for o in owners) or (rel, owner.line, owner.col) in base_at:
            DEBUG and print("skip owners", name, cls, owners)
            continue
        plat = nib.platform
        och, ocomplete = chain_any(project, cls, plat)
        if not ocomplete or (cls in project.class_decls and project.dynamic(cls, plat)):
            DEBUG and print("skip incomplete/dynamic", name, cls, och)
            continue
        is_objc = cls in project.objc_super and cls not in project.class_decls
        if is_objc and (owner.attrs.get("customModule") or owner.attrs.get("customModuleProvider")):
            continue
        oid = owner.attrs.get("id")
        outs = [c.attrs.get("property", "") for c in nib.conns if c.source == oid and c.kind in ("outlet", "outletCollection")]
        acts = [c.attrs.get("selector", "") for c in nib.conns if c.kind == "action" and c.attrs.get("destination") == oid]
        if re.search(rb'<binding[^>]*destination="' + re.escape(oid.encode()) + rb'"', nib.data):
            continue
        if any((rel, c.line, c.col) in unverified for c in nib.conns if c.source == oid or c.attrs.get("destination") == oid):
            continue
        fw = next((c for c in och if c in catalog.get(plat, {})), None)
        # The xib copied from a sibling class: a new class of the same framework base declaring every outlet File's Owner
        # connects and every action sent to it (by name only, untyped), File's Owner set to it -> the same warning.
        decl_files = sorted(project.objc_decl_files.get(cls, ())) if is_objc else [t.file for t in project.class_decls.get(cls, [])]
        # The class goes into the loading class's own implementation file, which its target compiles.
        decl_files = [f for f in decl_files if f.endswith((".m", ".mm", ".swift"))]
        if fw and decl_files and name not in sibling_done:
            sibling_done.add(name)
            sibling = "NiblintStale" + cls.split(".")[-1]
            folder = decl_files[0]
            cands["stale-owner"].append(Mutation(
                "stale-owner", f"File's Owner {cls} -> {sibling} (a new sibling of base {fw} with the same {len(outs)} outlet(s) and {len(acts)} action(s); "
                               f"{len(owners)} load(s) of '{name}' with a {cls})",
                rel, owner.line, {rel},
                (lambda root, f=rel, o=owner, new=sibling, d=folder, b=fw, oc=is_objc, pl=plat, po=sorted(set(outs)), pa=sorted(set(acts)):
                    (write_sibling(root, d, new, b, oc, pl, po, pa), set_owner_class(root, f, o, new))),
                [Expect("owner-class-mismatch", rel, owner.line, owner.col)], hints=[name]))
        for other in (objc_classes if is_objc else swift_classes):
            if other == cls:
                continue
            ch, complete = chain_any(project, other, plat)
            if not complete or cls in ch or other in och or next((c for c in ch if c in catalog.get(plat, {})), None) != fw:
                continue
            if not is_objc and project.dynamic(other, plat):
                continue
            if not all(has(other, p, "prop", plat) for p in outs) or not all(has(other, a, "func", plat) for a in acts):
                DEBUG and print("  lacks", name, other, [p for p in outs if not has(other, p, "prop", plat)], [a for a in acts if not has(other, a, "func", plat)])
                continue
            cands["stale-owner"].append(Mutation(
                "stale-owner", f"File's Owner {cls} -> {other} ({len(owners)} load(s) of '{name}' with a {cls})",
                rel, owner.line, {rel},
                (lambda root, f=rel, o=owner, new=other: set_owner_class(root, f, o, new)),
                [Expect("owner-class-mismatch", rel, owner.line, owner.col)], hints=[name]))
    return cands


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("app")
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--niblint", default=os.path.join(REPO, ".build", "release", "niblint"))
    ap.add_argument("--work", default=None, help="scratch directory (default /tmp/mut-<app>)")
    ap.add_argument("--keep", action="store_true", help="keep the last mutated copy")
    ap.add_argument("--kinds", default=None,
                    help="comma-separated mutation kinds, or 'all' (default: the first four: " + ",".join(OLD_KINDS) + ")")
    ap.add_argument("--union", action="store_true",
                    help="APP is a folder of several apps: compare its findings with the union of each subfolder's (no mutation)")
    args = ap.parse_args()
    if args.union:
        sys.exit(union_check(args.app, os.path.abspath(args.niblint)))
    if args.kinds in (None, ""):
        kinds = list(OLD_KINDS)
    elif args.kinds == "all":
        kinds = list(ALL_KINDS)
    else:
        kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
        unknown = [k for k in kinds if k not in ALL_KINDS]
        if unknown:
            sys.exit(f"unknown kind(s): {', '.join(unknown)}; kinds: {', '.join(ALL_KINDS)}")
        kinds = [k for k in ALL_KINDS if k in kinds]

    app = os.path.abspath(args.app)
    name = os.path.basename(app.rstrip("/"))
    work = os.path.abspath(args.work or f"/tmp/mut-{name}")
    os.makedirs(work, exist_ok=True)
    copy = os.path.join(work, name)
    niblint = os.path.abspath(args.niblint)
    # Opt-in rules that some kinds expect: enabled for the whole run (baseline included).
    opt_in = [rule for kind, rule in (("orphan-nib", "unused-nib"), ("stale-string", "stale-localization")) if kind in kinds]
    if opt_in:
        config = os.path.join(work, "opt-in-lint-rules.json")
        rules = ", ".join(f'"{rule}": {{"enabled": true}}' for rule in opt_in)
        with open(config, "w") as f:
            f.write('{"version": 1, "rules": {' + rules + '}}\n')
        NIBLINT_EXTRA[:] = ["--config", config]
    catalog = load_catalog()

    # 1. baseline on an unmodified copy
    fresh_copy(app, copy)
    base, unverified, summary = run_niblint(niblint, copy, show_unverified=True)
    project = Project(copy, catalog)
    nibs = {}
    for rel in project.nibs:
        try:
            nibs[rel] = Nib(copy, rel)
        except OSError:
            pass
    # probe: which nibs does niblint lint? (append junk to each; a linted nib gets a parse-error)
    for rel in project.nibs:
        with open(os.path.join(copy, rel), "ab") as f:
            f.write(b"\n<niblint-mutation-probe")
    probe, _, _ = run_niblint(niblint, copy)
    linted = {d[1] for d in probe if d[0] == "parse-error"}
    skipped = sorted(set(project.nibs) - linted)

    # The xibs code loads and with which owner class, read once for the kinds that ask it.
    found_loads = nib_loads(project, copy)
    cands = gather(project, nibs, unverified, linted, catalog, found_loads)
    if any(k in NEW_KINDS and k not in REUSE_KINDS for k in kinds):
        cands.update(gather_new(project, nibs, unverified, linted, catalog, base, cands, copy, kinds))
    if any(k in CAST_KINDS for k in kinds):
        cands.update(gather_cast(project, nibs, linted, base, copy))
    if any(k in ASSET_KINDS for k in kinds):
        cands.update(gather_assets(project, linted, copy, kinds))
    if any(k in KVC_KINDS for k in kinds):
        cands.update(gather_kvc(project, nibs, unverified, linted, catalog, base, copy, kinds))
    if any(k in REUSE_KINDS for k in kinds):
        cands.update(gather_reuse(project, linted, base, copy))
    if any(k in DEAD_KINDS for k in kinds):
        cands.update(gather_dead(linted, base, copy, kinds, unverified))
    if any(k in DROP_KINDS for k in kinds):
        cands.update(gather_drop(project, cands, copy, catalog, kinds))
    if any(k in TRAP_KINDS for k in kinds):
        cands.update(gather_trap(project, nibs, unverified, linted, base, copy))
    if any(k in STALE_KINDS for k in kinds):
        cands.update(gather_stale_owner(project, nibs, unverified, linted, catalog, base, found_loads))
    if any(k in OBJC_TYPE_KINDS for k in kinds):
        cands.update(gather_objc_outlet_type(project, nibs, unverified, linted, catalog, base, copy))
    # the default run keeps the four original kinds in their order (same choices for a seed as before)
    cands = {k: cands[k] for k in ALL_KINDS if k in kinds}
    # A use the unmutated app is already reported at (a package's nib naming an image only the demo app's catalog has:
    # a nib looks in its own bundle) cannot break again: such expectations are dropped, and mutations left without one.
    already = {(d[0], d[1], d[2], d[3]) for d in base}
    for k in cands:
        for m in cands[k]:
            m.expects = [e for e in m.expects if (e.rule, e.file, e.line, e.col) not in already]
        cands[k] = [m for m in cands[k] if m.expects]
    rng = random.Random(args.seed)
    chosen = pick(cands, args.count, rng)

    print(f"# {name}: seed {args.seed}, {len(chosen)} mutations "
          f"(candidates: " + ", ".join(f"{k} {len(v)}" for k, v in cands.items()) + ")")
    print(f"baseline: {summary['errors']} errors, {summary['warnings']} warnings, {summary['nibFiles']} nibs, "
          f"{summary['unverified']} unverified connections; nibs not linted (skipped): {len(skipped)}"
          + (" " + ", ".join(skipped) if skipped else ""))
    print()
    print("| # | mutation | edited file:line | expected rule@line:col | found | extra new diagnostics |")
    print("|---|---|---|---|---|---|")
    missing_total = 0
    detected = 0
    details = []
    base_keys = [(d[0], d[1], d[2], d[3]) for d in base]
    for i, m in enumerate(chosen, 1):
        fresh_copy(app, copy)
        m.apply(copy)
        wants_unverified = any(e.rule == "unverified" for e in m.expects)
        diags, now_unverified, _ = run_niblint(niblint, copy, show_unverified=wants_unverified)
        bk = base_keys
        if m.line_shift:
            f, dl = m.line_shift
            bk = [(r, ff, (ln - 1 if ff == f and ln > dl else ln), c) for r, ff, ln, c in base_keys]
        if m.inserts:
            bk = [(r, ff, ln + sum(n for f, at, n in m.inserts if f == ff and ln >= at), c) for r, ff, ln, c in bk]
        new = [d for d in diags if (d[0], d[1], d[2], d[3]) not in bk]
        found_keys = {(d[0], d[1], d[2], d[3]) for d in new}
        # An expectation "unverified" is met by a new line of --show-unverified at its place.
        found_keys |= {("unverified", f, ln, c) for f, ln, c in now_unverified - unverified}
        exp_cells, all_found = [], True
        # A grouped unverified line at one expected place stands for as many other expected unverified uses.
        spare = sum(GROUPED_UNVERIFIED.get((e.file, e.line, e.col), 1) - 1 for e in m.expects
                    if e.rule == "unverified" and ("unverified", e.file, e.line, e.col) in found_keys)
        for e in m.expects:
            ok = (e.rule, e.file, e.line, e.col) in found_keys
            if not ok and e.rule == "unverified" and spare > 0:
                spare -= 1
                ok = True
            all_found &= ok
            same_place = [d[0] for d in new if d[1] == e.file and d[2] == e.line and d[0] != e.rule]
            exp_cells.append(f"{e.rule}@{e.file}:{e.line}:{e.col} {'yes' if ok else 'NO' + (' (got ' + ','.join(same_place) + ')' if same_place else '')}")
        exp_set = {(e.rule, e.file, e.line, e.col) for e in m.expects}
        extras = [d for d in new if (d[0], d[1], d[2], d[3]) not in exp_set]
        if all_found:
            detected += 1
        else:
            missing_total += 1
        exp_text = "<br>".join(exp_cells)
        extra_text = "<br>".join(f"{d[0]}@{d[1]}:{d[2]}:{d[3]}" for d in extras) or "none"
        if m.kind in NEW_KINDS and len(extras) > 4:  # consequences of the mutation (e.g. every outlet of a stale owner): counted
            groups: dict = {}
            for d in extras:
                groups.setdefault((d[0], d[1]), []).append(d)
            extra_text = "<br>".join(f"{r}@{f}:{g[0][2]}:{g[0][3]}" + (f" (+{len(g) - 1} more in the file)" if len(g) > 1 else "")
                                     for (r, f), g in groups.items())
            extras_detail = [g[0] for g in groups.values()]
        else:
            extras_detail = extras
        print(f"| {i} | {m.kind}: {m.desc} | {m.edit_file}:{m.edit_line} | {exp_text} | {'yes' if all_found else 'NO'} | {extra_text} |")
        for d in extras_detail:
            details.append(f"- #{i} extra {d[0]} at {d[1]}:{d[2]}:{d[3]}: {d[4]}")
        for e in m.expects:
            if (e.rule, e.file, e.line, e.col) not in found_keys:
                same = [d for d in new if d[1] == e.file and d[2] == e.line]
                details.append(f"- #{i} MISSING {e.rule} at {e.file}:{e.line}:{e.col}"
                               + "".join(f"; at that line instead: {d[0]}:{d[3]}: {d[4]}" for d in same))
            elif m.meta.get("suggest"):
                msg = next(d[4] for d in new if (d[0], d[1], d[2], d[3]) == (e.rule, e.file, e.line, e.col))
                if f"'{m.meta['suggest']}'" not in msg:
                    details.append(f"- #{i} note: {e.rule} at {e.file}:{e.line}:{e.col} does not suggest '{m.meta['suggest']}': {msg}")
    if not args.keep:
        shutil.rmtree(copy, ignore_errors=True)
    print()
    print(f"{name}: detected {detected}/{len(chosen)}")
    if details:
        print()
        print("\n".join(details))
    sys.exit(1 if missing_total else 0)


if __name__ == "__main__":
    main()
