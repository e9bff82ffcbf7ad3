#!/usr/bin/env python3
"""Compares niblint's Swift scanner with the compiler's own parser on every .swift file of one or more trees.

    swift build && python3 Scripts/scanner-oracle.py DIR [DIR ...] [--niblint PATH] [--jobs 2] [--verbose]

For each file it runs `swiftc -dump-parse FILE` (parse only: no SDK needed, works on
Linux) and `niblint dump-swift FILE` (the scanner's facts as JSON), and compares:

- classes and extensions: kind, name qualified by the enclosing types (`Outer.Inner`; an extension by the
  type it names), the line of the name, and `@objc(Name)`;
- the Interface Builder members of each class and extension: `@IBOutlet`, `@IBInspectable` /
  `@GKInspectable` properties, `@IBAction` and `@IBSegueAction` methods, by container, kind, name and line;
- type aliases at the top level and in type bodies: qualified name and line, and the aliased type when the
  dump spells it (a plain or dotted name).

It prints each difference (`only in swiftc` / `only in niblint`) and a final count line, and exits 1 when
there are differences (2 on a usage error).

What the dump cannot show, and so is not compared:
- `#if` blocks: `-dump-parse` (Swift 6.3) prints no declaration under `#if`, active or not. The script reads
  the file in variants instead: variant k keeps branch k of every `#if` block (its last branch when it has
  fewer) and blanks the directive lines and the other branches, keeping line numbers. The compiler's facts
  are the union over the variants, which is what the scanner, reading every branch, must find. Members are
  keyed by their container's name, not its line, so a class opened differently in two branches
  (`class A: UIView {` / `class A: NSView {`) sharing members after `#endif` still compares.
- Superclasses: the dump prints every inherited entry as `<null>` before type checking, so inherited types
  are not compared. Nor are `#if` conditions (the scanner's `condition`), which the variants erase.
- Static members (`static` / `class var`, `class func`): the scanner leaves them out, as nibs never use them;
  so does the comparison.
- Types declared in function bodies, closures and accessors: local types, which no nib can name; the
  scanner does not record them either.
- Protocols, structs, enums and actors are not recorded by the scanner (only as containers of nested names).
- Extensions of sugared types (`extension [Int]`, `extension Int?`) and what they declare: they extend no
  class, and the scanner, which names types by identifiers, does not record them.

Nothing is cached and nothing is written outside a temporary directory. Not part of `swift test` (slow).
"""

import argparse
import bisect
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

SWIFTC = os.environ.get("SWIFTC", "/opt/swift/usr/bin/swiftc")
REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIRECTIVE = re.compile(rb"^[ \t]*#(if|elseif|else|endif)\b")
SKIPPED_FOLDERS = {".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm"}


def swift_files(root):
    if os.path.isfile(root):
        return [root] if root.endswith(".swift") else []
    found = []
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS)
        found += [os.path.join(directory, f) for f in sorted(files) if f.endswith(".swift")]
    return found


# MARK: - #if variants

def variants(source):
    """The file's text once per branch index: variant k keeps branch k of every `#if` block (or its last)."""
    lines = source.split(b"\n")
    # First pass: how many branches each block has, blocks numbered in order of their `#if`.
    branch_counts, stack = [], []
    for line in lines:
        match = DIRECTIVE.match(line)
        if not match:
            continue
        word = match.group(1)
        if word == b"if":
            branch_counts.append(1)
            stack.append(len(branch_counts) - 1)
        elif word in (b"elseif", b"else") and stack:
            branch_counts[stack[-1]] += 1
        elif word == b"endif" and stack:
            stack.pop()
    if not branch_counts:
        return [source]
    result = []
    for k in range(max(branch_counts)):
        kept, block_ids, current = [], [], []
        counter = 0
        for line in lines:
            match = DIRECTIVE.match(line)
            if match:
                word = match.group(1)
                if word == b"if":
                    block_ids.append(counter)
                    current.append(0)
                    counter += 1
                elif word in (b"elseif", b"else") and current:
                    current[-1] += 1
                elif word == b"endif" and current:
                    block_ids.pop()
                    current.pop()
                kept.append(b"")
                continue
            active = all(branch == min(k, branch_counts[block] - 1) for block, branch in zip(block_ids, current))
            kept.append(line if active else b"")
        result.append(b"\n".join(kept))
    return result


# MARK: - The compiler's side

class Node:
    """One `(kind …)` of the dump: its quoted strings, `key=value` attributes, bare flags and child nodes."""
    __slots__ = ("kind", "strings", "attributes", "flags", "children", "indent")

    def __init__(self, kind, indent):
        self.indent = indent
        # `(original_init=string_literal_expr …`, `(type_repr=type_qualified_ident …`: the label is dropped.
        self.kind = kind.split("=", 1)[-1]
        self.strings, self.attributes, self.flags, self.children = [], {}, set(), []

    def child(self, kind):
        return next((c for c in self.children if c.kind == kind), None)

    def start(self):
        """(line, column) where the node's range starts, or None."""
        match = re.match(r"\[.*?:(\d+):(\d+) -", self.attributes.get("range", ""))
        return (int(match.group(1)), int(match.group(2))) if match else None


def parse_dump(text):
    """The root node of `swiftc -dump-parse` output (the default S-expression format; the JSON format of Swift
    6.3 is not always valid JSON). Quoted strings keep their escapes out; `[…]` values may hold spaces.

    A node that starts a line is placed by its indentation, not only by the parentheses: Swift 6.3 leaves
    some unclosed (a `type_attributed` type such as `@Sendable () -> Void`), which would nest every later
    declaration in it."""
    stack, root, i, n = [], None, 0, len(text)
    line_start = 0

    def read_string(i):
        # At an opening quote; returns the unescaped contents and the position after the closing quote.
        out, i = [], i + 1
        while i < n and text[i] != '"':
            if text[i] == "\\" and i + 1 < n:
                i += 1
            out.append(text[i])
            i += 1
        return "".join(out), i + 1

    while i < n:
        c = text[i]
        if c in " \t\r\n":
            if c == "\n":
                line_start = i + 1
            i += 1
        elif c == "(":
            j = i + 1
            while j < n and text[j] not in " \t\r\n()":
                j += 1
            if text[line_start:i].strip() == "":
                indent = i - line_start
                while stack and stack[-1].indent >= indent:
                    stack.pop()
            else:
                indent = (stack[-1].indent if stack else 0) + 1
            node = Node(text[i + 1:j], indent)
            if stack:
                stack[-1].children.append(node)
            elif root is None:
                root = node
            stack.append(node)
            i = j
        elif c == ")":
            if stack:
                stack.pop()
            i += 1
        elif c == '"':
            value, i = read_string(i)
            if stack:
                stack[-1].strings.append(value)
        else:
            j = i
            while j < n and text[j] not in " \t\r\n()\"[":
                j += 1
            word = text[i:j]
            if j < n and text[j] == '"' and word.endswith("="):
                value, j = read_string(j)
                if stack:
                    stack[-1].attributes[word[:-1]] = value
            elif j < n and text[j] == "[" and word.endswith("="):
                close = text.find("]", j)
                close = n - 1 if close < 0 else close
                if stack:
                    stack[-1].attributes[word[:-1]] = text[j:close + 1]
                j = close + 1
            elif stack:
                if "=" in word:
                    key, _, value = word.partition("=")
                    stack[-1].attributes[key] = value
                else:
                    stack[-1].flags.add(word)
            i = max(j, i + 1)
    return root


def dump_parse(text, scratch):
    """The parsed dump of `text` and its error count, trying `-enable-bare-slash-regex` when the plain parse
    reports errors (bare `/…/` regex literals need it in the Swift 5 language mode)."""
    scratch_file = os.path.join(scratch, "Variant.swift")
    with open(scratch_file, "wb") as handle:
        handle.write(text)
    best = None
    for extra in ([], ["-enable-bare-slash-regex"]):
        run = subprocess.run([SWIFTC, "-dump-parse", *extra, scratch_file], capture_output=True)
        errors = run.stderr.count(b"error:")
        root = parse_dump(run.stdout.decode("utf-8", "replace"))
        if root is not None and (best is None or errors < best[1]):
            best = (root, errors)
        if errors == 0:
            break
    return best


def compiler_facts(path):
    """The facts the compiler's parser shows in one file, as a set of tuples, and the number of parse errors."""
    with open(path, "rb") as handle:
        source = handle.read()
    facts, errors = set(), 0
    with tempfile.TemporaryDirectory(prefix="scanner-oracle-") as scratch:
        for text in variants(source):
            parsed = dump_parse(text, scratch)
            if parsed is None:
                errors += 1
                continue
            root, error_count = parsed
            errors += error_count
            line_starts = [0] + [m.end() for m in re.finditer(rb"\n", text)]
            collect(root.children, None, False, text, line_starts, facts)
    return facts, errors


KEYWORDS = {
    "class_decl": rb"(?:class|actor)\s+`?", "struct_decl": rb"struct\s+`?", "enum_decl": rb"enum\s+`?",
    "protocol": rb"protocol\s+`?", "extension_decl": rb"extension\s+", "typealias": rb"typealias\s+`?",
    "func_decl": rb"func\s+`?",
}


def name_line(node, text, line_starts):
    """The line of the declaration's name: its range starts at the keyword (`class`, `func`; `class` of a
    `class func`), or at the name for a variable."""
    start = node.start()
    if start is None:
        return 0
    line, column = start
    if node.kind not in KEYWORDS or line > len(line_starts):
        return line
    offset = line_starts[line - 1] + column - 1
    match = re.compile(KEYWORDS[node.kind]).search(text, offset, offset + 2000)
    return bisect.bisect_right(line_starts, match.end()) if match else line


def type_text(node):
    """A plain or dotted type name as written (`UIView`, `UIKit.UIView`); None for anything else."""
    if node is None or node.children and node.kind != "type_qualified_ident":
        return None
    if node.kind == "type_unqualified_ident":
        return node.attributes.get("id")
    if node.kind == "type_qualified_ident" and len(node.children) == 1:
        base = type_text(node.children[0])
        return base + "." + node.attributes.get("id", "") if base else None
    return None


def declared_types(nodes):
    """The type node of each `name: Type` among the pattern bindings of a body, by name."""
    types = {}
    for binding in (n for n in nodes if n.kind == "pattern_binding_decl"):
        for entry in (e for e in binding.children if e.kind == "pattern_entry"):
            typed = entry.child("pattern_typed")
            if typed and len(typed.children) == 2 and typed.children[0].kind == "pattern_named" and typed.children[0].strings:
                types[typed.children[0].strings[0]] = typed.children[1]
    return types


def is_collection(type_node):
    """`[UIView]!`, `[String: UIView]?`: what the scanner calls a collection (its type is written with `[`)."""
    while type_node is not None and type_node.kind in ("type_implicitly_unwrapped_optional", "type_optional") and type_node.children:
        type_node = type_node.children[0]
    return type_node is not None and type_node.kind in ("type_array", "type_dictionary")


def collect(nodes, container, is_class_body, text, line_starts, facts):
    types = declared_types(nodes) if is_class_body else {}
    for node in nodes:
        kind = node.kind
        if kind in ("class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl"):
            line = name_line(node, text, line_starts)
            if kind == "extension_decl":
                # The scanner names an extension as written, without generic arguments (`Foo<Int>.Bar` → `Foo.Bar`).
                name = node.strings[0] if node.strings else ""
                while re.search(r"<[^<>]*>", name):
                    name = re.sub(r"<[^<>]*>", "", name)
                name = name.replace(" ", "")
                if name[:1] in "[(" or name.endswith("?") or name.endswith("!"):
                    continue
                facts.add(("extension", name, line, None))
                qualified, classlike = name, True
            else:
                qualified = (container + "." if container else "") + (node.strings[0] if node.strings else "")
                classlike = kind == "class_decl" and "actor" not in node.flags
                if classlike:
                    objc = node.child("objc_attr")
                    facts.add(("class", qualified, line, objc.attributes.get("name") if objc else None))
            collect(node.children, qualified, classlike, text, line_starts, facts)
        elif kind == "typealias":
            qualified = (container + "." if container else "") + (node.strings[0] if node.strings else "")
            line = name_line(node, text, line_starts)
            facts.add(("typealias", qualified, line))
            target = type_text(node.children[0] if node.children else None)
            if target:
                facts.add(("typealias-target", qualified, line, target))
        elif kind in ("var_decl", "func_decl") and is_class_body and "static" not in node.flags:
            attributes = {c.kind for c in node.children}
            member = None
            if kind == "var_decl":
                if "ib_outlet_attr" in attributes:
                    member = "outletCollection" if is_collection(types.get(node.strings[0] if node.strings else "")) else "outlet"
                elif attributes & {"ib_inspectable_attr", "gk_inspectable_attr"}:
                    member = "inspectable"
            elif "ib_action_attr" in attributes:
                member = "action"
            elif "ib_segue_action_attr" in attributes:
                member = "segueAction"
            if member:
                name = (node.strings[0] if node.strings else "").split("(")[0]
                facts.add(("member", container, member, name, name_line(node, text, line_starts)))


# MARK: - The scanner's side

def scanner_facts(paths, niblint):
    """The same facts from `niblint dump-swift`, per path."""
    result = {}
    for start in range(0, len(paths), 200):
        batch = paths[start:start + 200]
        run = subprocess.run([niblint, "dump-swift", *batch], capture_output=True, check=True)
        for line in run.stdout.splitlines():
            summary = json.loads(line)
            facts = set()
            for declaration in summary["classes"]:
                kind, name = declaration["kind"], declaration["name"]
                facts.add((kind, name, declaration["line"], declaration.get("objCName") if kind == "class" else None))
                for member in declaration["members"]:
                    facts.add(("member", name, member["kind"], member["name"], member["line"]))
            for alias in summary["typeAliases"]:
                facts.add(("typealias", alias["name"], alias["line"]))
                facts.add(("typealias-target", alias["name"], alias["line"], re.sub(r"\s", "", alias["target"])))
            result[summary["path"]] = facts
    return result


def describe(fact):
    kind = fact[0]
    if kind == "member":
        return f"{fact[2]} {fact[1]}.{fact[3]} line {fact[4]}"
    if kind == "typealias-target":
        return f"typealias {fact[1]} = {fact[3]} line {fact[2]}"
    if kind == "typealias":
        return f"typealias {fact[1]} line {fact[2]}"
    objc = f" @objc({fact[3]})" if len(fact) > 3 and fact[3] else ""
    return f"{kind} {fact[1]}{objc} line {fact[2]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("roots", nargs="+", help="folders (or .swift files) to compare")
    parser.add_argument("--niblint", default=os.path.join(REPOSITORY, ".build", "debug", "niblint"))
    parser.add_argument("--jobs", type=int, default=2, help="swiftc processes at a time (default 2)")
    parser.add_argument("--verbose", action="store_true", help="also name the files with parse errors")
    options = parser.parse_args()
    if not os.access(options.niblint, os.X_OK):
        print(f"scanner-oracle: no niblint at {options.niblint}; run `swift build` or pass --niblint", file=sys.stderr)
        return 2

    total_differences = 0
    for root in options.roots:
        paths = swift_files(root)
        scanned = scanner_facts(paths, options.niblint)
        differences, files_with_errors, compared = 0, 0, 0
        with ProcessPoolExecutor(max_workers=options.jobs) as pool:
            for path, (expected, errors) in zip(paths, pool.map(compiler_facts, paths, chunksize=4)):
                if errors:
                    files_with_errors += 1
                    if options.verbose:
                        print(f"{path}: swiftc reported {errors} parse error(s)", file=sys.stderr)
                found = scanned.get(path, set())
                # A target the dump does not spell is not compared.
                spelled = {f[1:3] for f in expected if f[0] == "typealias-target"}
                found_compared = {f for f in found if f[0] != "typealias-target" or f[1:3] in spelled}
                for fact in sorted(expected - found_compared, key=str):
                    print(f"{path}: only in swiftc: {describe(fact)}")
                for fact in sorted(found_compared - expected, key=str):
                    print(f"{path}: only in niblint: {describe(fact)}")
                differences += len(expected ^ found_compared)
                compared += len(expected | found_compared)
        print(f"{root}: {len(paths)} files compared ({compared} facts), {differences} difference(s)"
              + (f", {files_with_errors} file(s) with swiftc parse errors" if files_with_errors else ""))
        total_differences += differences
    print(f"scanner-oracle: {total_differences} difference(s)")
    return 1 if total_differences else 0


if __name__ == "__main__":
    sys.exit(main())
