#!/usr/bin/env python3
"""Generate a synthetic but realistic iOS project for benchmarking niblint.

    generate_project.py OUT_DIR [--scale N] [--seed S] [--jobs J] [--force]

The output is a deterministic function of (scale, seed): the same arguments always give the same
bytes, whatever --jobs is.  At scale 1 the project models a large app: ~5,000 Swift files (~50 MB),
~500 xibs and ~60 storyboards (~8 MB of Interface Builder XML, a few storyboards of 1-3 MB each).
Scale N multiplies every file count (and so the bytes) by N.

Every outlet, outlet collection and action in the nibs is declared by the generated Swift (in the
class, in an extension in another file, or in a superclass declared in another file), every custom
class exists, every view-controller xib connects `view`, and no connection crosses a storyboard
scene, so a correct linter reports nothing -- except for a small, deterministic set of deliberately
broken connections (~0.1% of outlets and of actions, at least 4 of each), listed with the file, line
and column of the broken <outlet>/<action> element in OUT_DIR/EXPECTED-DEFECTS.txt.

Files are written one at a time (each is built in memory, the largest is a ~2.5 MB storyboard), so
memory stays small at any scale.  Each file has its own random stream seeded from (seed, path), so
files can be written in parallel without changing a byte.
"""

import argparse
import math
import os
import random
import shutil
import sys
import time
from multiprocessing import Pool

GENERATOR_VERSION = 1
MODULE = "App"
MARKER = "EXPECTED-DEFECTS.txt"

# --------------------------------------------------------------------------------------------
# Sizing (per unit of scale).  The *_PER_SCENE / byte constants are calibrated so that scale 1
# lands near the targets in the brief; counts are exact.
# --------------------------------------------------------------------------------------------
SWIFT_FILES = 5000
SWIFT_MEAN_BYTES = 9_400           # lognormal target per file (IB class files may exceed it)
SWIFT_SIGMA = 0.85
FEATURES = 200
XIB_VC, XIB_TCELL, XIB_CCELL, XIB_VIEW = 300, 100, 40, 60          # = 500 xibs
STORYBOARDS = 60
LARGE_STORYBOARD_SCENES = (106, 116, 170)                           # ~1.0, ~1.2, ~1.7 MB
CELL_OUTLETS = 2.2
VC_OUTLETS, VC_ACTIONS = 2.8, 1.4                                    # mean outlets / actions per view controller
DEFECT_RATE = 0.001
MIN_DEFECTS_EACH = 4

# --------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------
DOMAIN = """Account Profile Order Cart Checkout Payment Search Feed Chat Message Notification
Settings Onboarding Login Signup Wallet Card Product Catalog Review Rating Map Location Store Coupon
Reward Friend Invite Photo Video Media Upload Download Booking Trip Flight Hotel Ticket Event
Calendar Task Project Team Member Subscription Plan Invoice Receipt Address Delivery Shipment
Tracking Support Help Feedback Survey Quiz Lesson Course Workout Activity Health Goal Badge
Leaderboard Story Post Comment Share Bookmark Playlist Track Album Artist Podcast Episode Recipe
Ingredient Menu Restaurant Reservation Vehicle Ride Driver Parking Document Scanner Signature
Contract Loan Budget Transaction Transfer Beneficiary Statement Insurance Claim Policy Appointment
Doctor Prescription Pharmacy Pet Garden Weather Alert Device Sensor Home Room Automation Camera
Security Privacy Language Theme Accessibility Referral Voucher Gift Auction Bid Listing Seller
Buyer Warehouse Inventory Supplier Shift Schedule Timesheet Expense Report Dashboard Insight
Metric Journal Habit Meditation Sleep Nutrition Water Challenge Tournament Match Player Score""".split()
QUALIFIERS = """Detail List Edit Summary History Filter Picker Overview Preview Confirmation
Management Selection Options Info Status Composer Browser Gallery Editor Wizard Intro Result
Search Settings Share Map Timeline Inbox Archive Review Checkout""".split()
NOUNS = """user account order item price total date title name status value count index section
row image url request response token session cache config result error message amount currency
address city country code phone email payload record entry event limit offset page query filter
sort category tag label color style theme layout height width margin padding duration delay
timestamp identifier version build locale region feature flag option setting preference permission
source destination target handler callback completion task operation queue batch chunk buffer
stream file path document asset resource thumbnail preview summary detail note comment reply
thread channel member owner author reader viewer subscriber balance discount coupon score rank
badge avatar cover banner header footer caption subtitle placeholder hint badgeCount""".split()
VERBS = """load fetch update refresh reload configure apply build make parse validate format render
present dismiss show hide toggle select deselect insert remove delete save restore sync upload
download prepare reset track log handle process compute resolve merge group observe notify
schedule cancel retry""".split()
SEMANTIC = """title subtitle name price date status total description caption header footer email
password username phone address city amount balance discount rating count summary detail note
message author avatar cover banner thumbnail logo icon badge progress score rank duration distance
quantity category tag location time deadline reference code version reason""".split()
WORDS = """the quick brown fox jumps over lazy dog lorem ipsum dolor sit amet consectetur adipiscing
elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis
nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in
reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat
non proident sunt culpa qui officia deserunt mollit anim id est laborum please try again later
your order has been placed successfully we could not load the data check connection""".split()
AUTHORS = ["Jane Appleseed", "John Smith", "Priya Raman", "Chen Wei", "Olga Petrova", "Lucas Martin",
           "Amara Okafor", "Diego Alvarez", "Sofia Rossi", "Kenji Tanaka", "Emma Larsen", "Noah Fischer"]
SF_SYMBOLS = ["person.circle", "chevron.right", "star.fill", "heart", "cart", "gearshape",
              "bell", "magnifyingglass", "square.and.arrow.up", "xmark", "checkmark.circle.fill",
              "creditcard", "map", "camera", "photo", "trash", "pencil", "plus", "info.circle"]
SYSTEM_COLORS = {
    "systemBackgroundColor": '<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
    "secondarySystemBackgroundColor": '<color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "labelColor": '<color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
    "secondaryLabelColor": '<color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemBlueColor": '<color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
    "systemRedColor": '<color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>',
}

# element kind -> (Swift type, outlet-name suffix)
ELEMENTS = {
    "label": ("UILabel", "Label"),
    "button": ("UIButton", "Button"),
    "imageView": ("UIImageView", "ImageView"),
    "textField": ("UITextField", "TextField"),
    "textView": ("UITextView", "TextView"),
    "switch": ("UISwitch", "Switch"),
    "segmentedControl": ("UISegmentedControl", "SegmentedControl"),
    "slider": ("UISlider", "Slider"),
    "stackView": ("UIStackView", "StackView"),
    "view": ("UIView", "View"),
    "tableView": ("UITableView", "TableView"),
    "collectionView": ("UICollectionView", "CollectionView"),
    "scrollView": ("UIScrollView", "ScrollView"),
    "activityIndicatorView": ("UIActivityIndicatorView", "ActivityIndicator"),
    "progressView": ("UIProgressView", "ProgressView"),
    "constraint": ("NSLayoutConstraint", "Constraint"),
}
OUTLET_KIND_WEIGHTS = [("label", 30), ("button", 14), ("imageView", 10), ("view", 8),
                       ("textField", 7), ("stackView", 5), ("constraint", 6), ("switch", 3),
                       ("segmentedControl", 2), ("textView", 2), ("activityIndicatorView", 2),
                       ("scrollView", 2), ("tableView", 3), ("collectionView", 2), ("slider", 1),
                       ("progressView", 1)]
CELL_OUTLET_KIND_WEIGHTS = [("label", 40), ("imageView", 15), ("button", 8), ("view", 6),
                            ("stackView", 4), ("constraint", 4), ("switch", 2), ("progressView", 1)]
# control kind -> (eventType, default sender type)
CONTROLS = {
    "button": ("touchUpInside", "UIButton"),
    "switch": ("valueChanged", "UISwitch"),
    "segmentedControl": ("valueChanged", "UISegmentedControl"),
    "slider": ("valueChanged", "UISlider"),
    "textField": ("editingChanged", "UITextField"),
    "tap": (None, "UITapGestureRecognizer"),
}
ACTION_CONTROL_WEIGHTS = [("button", 70), ("switch", 8), ("segmentedControl", 6), ("textField", 7),
                          ("slider", 3), ("tap", 6)]
ACTION_VERBS = {
    "button": ["didTap", "tapped", "onTap", "handle", "show", "open", "submit", "confirm", "toggle", "share", "edit", "add", "delete", "retry"],
    "switch": ["toggle", "didToggle", "switchChanged", "changed"],
    "segmentedControl": ["segmentChanged", "didSelect", "select", "changed"],
    "slider": ["sliderMoved", "valueChanged", "adjust"],
    "textField": ["textChanged", "editingChanged", "didEdit"],
    "tap": ["handleTap", "didTapOn", "tapRecognized"],
}


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


def lcfirst(s):
    return s[0].lower() + s[1:]


def ucfirst(s):
    return s[0].upper() + s[1:]


def spaced(name):
    out = []
    for i, c in enumerate(name):
        if c.isupper() and i and not name[i - 1].isupper():
            out.append(" ")
        out.append(c)
    return "".join(out)


def lognormal_size(rng, mean, sigma, lo, hi):
    mu = math.log(mean) - sigma * sigma / 2
    return int(min(hi, max(lo, rng.lognormvariate(mu, sigma))))


# --------------------------------------------------------------------------------------------
# Planning: which classes, outlets, actions, nibs and files exist.  Cheap, single-threaded,
# driven by one random stream, so it is deterministic.
# --------------------------------------------------------------------------------------------

def swift_decl_selector(name, style):
    return {"underscore": name + ":", "none": name, "sender": name + "WithSender:",
            "event": name + ":forEvent:", "segue": name + ":"}[style]


class Planner:
    def __init__(self, scale, seed):
        self.scale = scale
        self.seed = seed
        self.rng = random.Random(f"niblint-bench:{seed}:plan")
        self.class_names = set()
        self.classes = {}          # name -> class spec
        self.tasks = []            # (kind, spec) for writers
        self.files_planned = 0

    def unique_class(self, base, suffix):
        name = base + suffix
        n = 2
        while name in self.class_names:
            name = f"{base}{n}{suffix}"
            n += 1
        self.class_names.add(name)
        return name

    def feature_names(self, count):
        rng = self.rng
        singles = list(DOMAIN)
        rng.shuffle(singles)
        pairs = [a + b for a in DOMAIN for b in DOMAIN if a != b]
        rng.shuffle(pairs)
        names = (singles + pairs)[:count]
        if len(names) < count:
            names += [f"Module{i}" for i in range(count - len(names))]
        return names

    # ---- outlets / actions -------------------------------------------------------------
    def make_outlets(self, weights, n, taken):
        rng = self.rng
        outlets = []
        for _ in range(n):
            kind = weighted(rng, weights)
            swift_type, suffix = ELEMENTS[kind]
            for _attempt in range(20):
                if kind in ("tableView", "collectionView", "scrollView") and lcfirst(suffix) not in taken:
                    name = lcfirst(suffix)
                elif kind == "constraint":
                    name = rng.choice(SEMANTIC) + rng.choice(["Height", "Width", "Top", "Bottom", "Leading"]) + "Constraint"
                else:
                    name = rng.choice(SEMANTIC) + suffix
                if name not in taken:
                    break
            else:
                continue
            taken.add(name)
            coll = kind in ("button", "label", "imageView") and rng.random() < 0.06
            if coll:
                name = name + "s" if not name.endswith("s") else name + "List"
                if name in taken:
                    continue
                taken.add(name)
            outlets.append({
                "name": name, "kind": kind, "type": swift_type, "coll": coll,
                "n": rng.randint(2, 4) if coll else 1,
                "weak": (not coll) and kind != "constraint" and rng.random() < 0.8 or (kind == "constraint" and rng.random() < 0.5),
                "access": weighted(rng, [("", 60), ("private ", 30), ("fileprivate ", 4), ("private(set) ", 3), ("internal ", 3)]),
                "opt": "?" if rng.random() < 0.08 else "!",
                "multiline": rng.random() < 0.03,
                "where": "main", "defect": None, "decl": name,
            })
        return outlets

    def make_actions(self, n, taken_selectors, outlets, owner_kind):
        rng = self.rng
        actions = []
        buttons = [o for o in outlets if o["kind"] == "button" and not o["coll"]]
        for _ in range(n):
            control = weighted(rng, ACTION_CONTROL_WEIGHTS)
            event, ptype = CONTROLS[control]
            for _attempt in range(20):
                verb = rng.choice(ACTION_VERBS[control])
                name = verb + rng.choice(SEMANTIC).capitalize()
                if rng.random() < 0.1:
                    name = rng.choice(["close", "save", "cancel", "done", "next", "back", "refresh", "logout", "skip"])
                style = weighted(rng, [("underscore", 72), ("none", 12), ("sender", 10), ("event", 6)])
                if control == "tap" and style == "event":
                    style = "underscore"
                sel = swift_decl_selector(name, style)
                if sel not in taken_selectors and name not in taken_selectors:
                    break
            else:
                continue
            taken_selectors.add(sel)
            taken_selectors.add(name)
            if style in ("underscore", "event"):
                ptype_decl = ptype if rng.random() < 0.6 else "Any"
            elif style == "sender":
                ptype_decl = "Any"
            else:
                ptype_decl = None
            objc = None
            if style == "underscore" and rng.random() < 0.03:
                objc = "handle" + ucfirst(name) + ":"
                sel = objc
                taken_selectors.add(sel)
            # an action on a button that is also an outlet is common (same control)
            reuse = None
            if control == "button" and buttons and rng.random() < 0.35:
                reuse = buttons.pop(rng.randrange(len(buttons)))["name"]
            actions.append({
                "name": name, "style": style, "ptype": ptype_decl, "control": control,
                "event": event, "selector": sel, "objc": objc, "reuse": reuse,
                "access": "private " if rng.random() < 0.15 else "",
                "where": "main", "defect": None, "decl": name, "decl_style": style,
            })
        return actions

    # ---- classes ---------------------------------------------------------------------------
    def new_class(self, kind, name, superclass, feature, folder, nib, n_out, n_act, weights):
        rng = self.rng
        taken = set(self.inherited_names(superclass))
        taken.add("view")
        taken.add("contentView")
        if kind == "tvc":
            taken.add("tableView")
        outlets = self.make_outlets(weights, n_out, taken)
        sels = set(self.inherited_names(superclass))
        actions = self.make_actions(n_act, sels, outlets, kind)
        cls = {
            "name": name, "kind": kind, "super": superclass, "feature": feature,
            "path": f"{folder}/{name}.swift", "nib": nib, "outlets": outlets, "actions": actions,
            "inherited": [], "ext_path": None, "cells": [], "unwind": None,
        }
        # outlets/actions of the superclass chain that this nib connects
        for base in self.chain(superclass):
            for o in base["outlets"]:
                if rng.random() < 0.3:
                    cls["inherited"].append(("outlet", o))
            for a in base["actions"]:
                if rng.random() < 0.25:
                    cls["inherited"].append(("action", a))
        # ~20% of classes get an extension in another file that declares some actions/outlets
        if rng.random() < 0.2 and (outlets or actions):
            cls["ext_path"] = f"{folder}/{name}+Actions.swift"
            for a in actions:
                if rng.random() < 0.5:
                    a["where"] = "ext"
            for o in outlets:
                if not o["coll"] and rng.random() < 0.08:
                    o["where"] = "ext"
                    o["computed"] = True
        self.classes[name] = cls
        return cls

    def inherited_names(self, superclass):
        names = []
        for base in self.chain(superclass):
            names += [o["name"] for o in base["outlets"]]
            for a in base["actions"]:
                names += [a["name"], a["selector"]]
        return names

    def chain(self, superclass):
        out = []
        while superclass in self.classes:
            c = self.classes[superclass]
            out.append(c)
            superclass = c["super"]
        return out

    def base_class(self, name, superclass, path, outlets, actions):
        cls = {"name": name, "kind": "base", "super": superclass, "path": path, "outlets": [], "actions": [],
               "inherited": [], "ext_path": None, "nib": None, "feature": None, "cells": [], "unwind": None}
        for (oname, kind, opt) in outlets:
            cls["outlets"].append({"name": oname, "kind": kind, "type": ELEMENTS[kind][0], "coll": False, "n": 1,
                                   "weak": True, "access": "", "opt": opt, "multiline": False, "where": "main",
                                   "defect": None, "decl": oname})
        for (aname, style, ptype) in actions:
            cls["actions"].append({"name": aname, "style": style, "ptype": ptype, "control": "button",
                                   "event": "touchUpInside", "selector": swift_decl_selector(aname, style), "objc": None,
                                   "reuse": None, "access": "", "where": "main", "defect": None, "decl": aname,
                                   "decl_style": style})
        self.class_names.add(name)
        self.classes[name] = cls
        self.tasks.append(("swift", {"role": "base", "cls": name, "path": path}))
        return cls

    def n_outlets(self, mean):
        return max(1, min(40, int(self.rng.lognormvariate(math.log(mean) - 0.18, 0.6))))

    def plan(self):
        rng = self.rng
        S = self.scale
        self.base_class("BaseViewController", "UIViewController", "App/Core/Base/BaseViewController.swift",
                        [("loadingIndicator", "activityIndicatorView", "?"), ("emptyStateLabel", "label", "?")],
                        [("dismissTapped", "underscore", "Any"), ("retryTapped", "none", None)])
        self.base_class("BaseTableViewCell", "UITableViewCell", "App/Core/Base/BaseTableViewCell.swift",
                        [("separatorLineView", "view", "?")], [])
        self.base_class("BaseCollectionViewCell", "UICollectionViewCell", "App/Core/Base/BaseCollectionViewCell.swift",
                        [("selectionOverlayView", "view", "?")], [])
        self.base_class("BaseView", "UIView", "App/Core/Base/BaseView.swift", [], [])
        self.base_class("FormViewController", "BaseViewController", "App/Core/Base/FormViewController.swift",
                        [("submitButton", "button", "!"), ("formStackView", "stackView", "!")],
                        [("submitTapped", "underscore", "UIButton")])

        features = self.feature_names(FEATURES * S)
        fbase = {}
        for f in features:
            if rng.random() < 0.3:
                name = self.unique_class(f, "BaseViewController")
                path = f"App/Features/{f}/Controllers/{name}.swift"
                self.base_class(name, rng.choice(["BaseViewController", "BaseViewController", "FormViewController"]), path,
                                [(lcfirst(f) + "HeaderLabel", "label", "!")],
                                [("didTap" + f + "Help", "underscore", "Any")])
                self.classes[name]["feature"] = f
                fbase[f] = name

        def vc_super(f):
            r = rng.random()
            if f in fbase and r < 0.35:
                return fbase[f]
            if r < 0.75:
                return "BaseViewController"
            if r < 0.82:
                return "FormViewController"
            return "UIViewController"

        cells_by_feature = {}
        # ---- xibs
        xib_kinds = (["tcell"] * XIB_TCELL + ["ccell"] * XIB_CCELL + ["view"] * XIB_VIEW + ["vc"] * XIB_VC) * S
        for i, kind in enumerate(xib_kinds):
            f = features[(i * 7919) % len(features)]
            q = rng.choice(QUALIFIERS)
            if kind == "vc":
                name = self.unique_class(f + q, "ViewController")
                folder = f"App/Features/{f}/Controllers"
                cls = self.new_class("vc", name, vc_super(f), f, folder, f"{folder}/{name}.xib",
                                     self.n_outlets(VC_OUTLETS), self.n_outlets(VC_ACTIONS), OUTLET_KIND_WEIGHTS)
                cls["register"] = cells_by_feature.get(f, [])[:2]
            elif kind in ("tcell", "ccell"):
                name = self.unique_class(f + q, "Cell")
                folder = f"App/Features/{f}/Views"
                sup = ("BaseTableViewCell" if kind == "tcell" else "BaseCollectionViewCell") if rng.random() < 0.4 else \
                    ("UITableViewCell" if kind == "tcell" else "UICollectionViewCell")
                cls = self.new_class(kind, name, sup, f, folder, f"{folder}/{name}.xib",
                                     self.n_outlets(CELL_OUTLETS), 1 if rng.random() < 0.25 else 0, CELL_OUTLET_KIND_WEIGHTS)
                cells_by_feature.setdefault(f, []).append(name)
            else:
                name = self.unique_class(f + rng.choice(["Header", "Card", "Banner", "Badge", "Summary", "Empty", "Footer", "Rating"]), "View")
                folder = f"App/Features/{f}/Views"
                kind = "view" if rng.random() < 0.6 else "view_top"
                cls = self.new_class(kind, name, "BaseView" if rng.random() < 0.3 else "UIView", f, folder,
                                     f"{folder}/{name}.xib", self.n_outlets(CELL_OUTLETS), 1 if rng.random() < 0.4 else 0,
                                     CELL_OUTLET_KIND_WEIGHTS)
            self.tasks.append(("xib", {"cls": cls["name"], "path": cls["nib"]}))
            self.tasks.append(("swift", {"role": "class", "cls": cls["name"], "path": cls["path"]}))
            if cls["ext_path"]:
                self.tasks.append(("swift", {"role": "ext", "cls": cls["name"], "path": cls["ext_path"]}))
        view_classes = [c["name"] for c in self.classes.values() if c["kind"] in ("view", "view_top")]

        # ---- storyboards
        sb_specs = []
        for b in range(S):
            for j, n in enumerate(LARGE_STORYBOARD_SCENES):
                base = ["Main", "Settings", "Checkout"][j] + (str(b + 1) if b else "")
                path = f"App/Base.lproj/{base}.storyboard" if base == "Main" else f"App/Resources/Storyboards/{base}.storyboard"
                sb_specs.append((path, None, n))
            for j in range(STORYBOARDS - len(LARGE_STORYBOARD_SCENES)):
                if b == 0 and j == 0:
                    sb_specs.append(("App/Base.lproj/LaunchScreen.storyboard", "launch", 1))
                    continue
                f = features[(b * 57 + j * 31 + 3) % len(features)]
                n = min(12, 1 + int(rng.expovariate(1 / 1.0)))
                sb_specs.append((f"App/Features/{f}/{f}{'' if b == 0 else b + 1}.storyboard", f, n))
        seen = set()
        for path, f, n in sb_specs:
            while path in seen:
                path = path.replace(".storyboard", "Flow.storyboard")
            seen.add(path)
            if f == "launch":
                self.tasks.append(("storyboard", {"path": path, "launch": True, "scenes": []}))
                continue
            scenes = []
            for k in range(n):
                ff = f or features[rng.randrange(len(features))]
                folder = f"App/Features/{ff}/Controllers"
                q = rng.choice(QUALIFIERS)
                table = rng.random() < 0.2
                name = self.unique_class(ff + q, "TableViewController" if table else "ViewController")
                cls = self.new_class("tvc" if table else "vc", name,
                                     "UITableViewController" if table else vc_super(ff), ff, folder, path,
                                     self.n_outlets(3 if table else VC_OUTLETS), self.n_outlets(VC_ACTIONS), OUTLET_KIND_WEIGHTS)
                if table:
                    for _c in range(rng.randint(1, 2)):
                        cname = self.unique_class(ff + rng.choice(QUALIFIERS), "Cell")
                        cell = self.new_class("pcell", cname, "UITableViewCell" if rng.random() < 0.7 else "BaseTableViewCell",
                                              ff, f"App/Features/{ff}/Views", path, self.n_outlets(CELL_OUTLETS), 0,
                                              CELL_OUTLET_KIND_WEIGHTS)
                        cls["cells"].append(cname)
                        self.tasks.append(("swift", {"role": "class", "cls": cname, "path": cell["path"]}))
                        if cell["ext_path"]:
                            self.tasks.append(("swift", {"role": "ext", "cls": cname, "path": cell["ext_path"]}))
                scenes.append(name)
                self.tasks.append(("swift", {"role": "class", "cls": name, "path": cls["path"]}))
                if cls["ext_path"]:
                    self.tasks.append(("swift", {"role": "ext", "cls": name, "path": cls["ext_path"]}))
            # unwind: the first scene declares it, a later scene has a button that unwinds to it
            if len(scenes) >= 3 and rng.random() < 0.6:
                first = self.classes[scenes[0]]
                uname = "unwindTo" + first["name"].replace("ViewController", "").replace("TableView", "")
                first["actions"].append({"name": uname, "style": "segue", "ptype": "UIStoryboardSegue", "control": "unwind",
                                         "event": None, "selector": uname + ":", "objc": None, "reuse": None, "access": "",
                                         "where": "main", "defect": None, "decl": uname, "decl_style": "segue"})
                self.classes[scenes[rng.randrange(1, len(scenes))]]["unwind"] = uname + ":"
            self.tasks.append(("storyboard", {"path": path, "launch": False, "scenes": scenes,
                                              "nav": rng.random() < 0.5, "views": view_classes}))

        # ---- custom view classes used inside other nibs
        self.view_classes = view_classes

        # ---- bulk Swift files to reach the file count
        n_swift = sum(1 for t in self.tasks if t[0] == "swift")
        remaining = SWIFT_FILES * S - n_swift
        kinds = ["ViewModel", "Service", "Repository", "Models", "Coordinator", "Router", "API", "Formatter",
                 "Store", "UseCase", "Mapper", "Validator", "Analytics", "+Extensions", "Constants", "Mock"]
        used_paths = set(t[1]["path"] for t in self.tasks)
        i = 0
        while remaining > 0:
            f = features[i % len(features)]
            k = kinds[(i // len(features)) % len(kinds)]
            rnd = i // (len(features) * len(kinds))
            sub = "Tests" if k == "Mock" else ("Models" if k in ("Models", "Mapper") else "Services")
            stem = f + (k if rnd == 0 else f"{k}{rnd + 1}")
            path = f"App/Features/{f}/{sub}/{stem}.swift" if k != "Mock" else f"AppTests/{f}/{stem}.swift"
            i += 1
            if path in used_paths:
                continue
            used_paths.add(path)
            self.tasks.append(("swift", {"role": "bulk", "cls": None, "path": path, "feature": f, "kind": k}))
            remaining -= 1

        self.pick_defects()

    def pick_defects(self):
        rng = random.Random(f"niblint-bench:{self.seed}:defects")
        outlets, actions = [], []
        for cls in self.classes.values():
            if cls["kind"] == "base" or not cls["nib"]:
                continue
            for o in cls["outlets"]:
                if not o["coll"] and not o.get("computed"):
                    outlets.append((cls["name"], o))
            for a in cls["actions"]:
                if a["style"] != "segue" and not a["objc"]:
                    actions.append((cls["name"], a))
        n_o = max(MIN_DEFECTS_EACH, round(DEFECT_RATE * len(outlets)))
        n_a = max(MIN_DEFECTS_EACH, round(DEFECT_RATE * len(actions)))
        self.defect_counts = (len(outlets), len(actions), n_o, n_a)
        for cname, o in rng.sample(outlets, min(n_o, len(outlets))):
            if rng.random() < 0.7:
                o["defect"] = "renamed"
                o["decl"] = o["name"][:-len(ELEMENTS[o["kind"]][1])] + rng.choice(["Text", "Main", "Primary", "Display"]) + ELEMENTS[o["kind"]][1] \
                    if o["name"].endswith(ELEMENTS[o["kind"]][1]) else "main" + ucfirst(o["name"])
            else:
                o["defect"] = "commented"
        for cname, a in rng.sample(actions, min(n_a, len(actions))):
            if a["style"] in ("underscore", "sender", "event") and rng.random() < 0.4:
                a["defect"] = "signature"        # e.g. nib wants `save:`, Swift now declares `func save()`
                a["decl_style"] = "none"
            else:
                a["defect"] = "renamed"
                a["decl"] = a["name"] + rng.choice(["Button", "Action", "Pressed", "Handler"])


# --------------------------------------------------------------------------------------------
# Swift writer
# --------------------------------------------------------------------------------------------

def swift_header(rng, filename):
    year = rng.randint(2016, 2023)
    return (f"//\n//  {filename}\n//  {MODULE}\n//\n//  Created by {rng.choice(AUTHORS)} on "
            f"{rng.randint(1, 12)}/{rng.randint(1, 28)}/{year % 100:02d}.\n"
            f"//  Copyright \u00a9 {year} Acme Labs. All rights reserved.\n//\n\n")


def ident(rng):
    return rng.choice(NOUNS) + ucfirst(rng.choice(NOUNS))


def sentence(rng, lo=4, hi=14):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(lo, hi)))


def type_name(rng, prefix):
    return prefix + ucfirst(rng.choice(NOUNS)) + rng.choice(["Item", "State", "Config", "Info", "Payload", "Entry", "Options", "Context"])


def chunk_struct(rng, prefix, ind=""):
    name = type_name(rng, prefix)
    props = [(rng.choice(NOUNS) + ucfirst(rng.choice(NOUNS)), rng.choice(["String", "Int", "Double", "Bool", "Date", "URL?", "[String]", "Decimal", "UUID"]))
             for _ in range(rng.randint(3, 12))]
    seen, uniq = set(), []
    for p in props:
        if p[0] not in seen:
            seen.add(p[0])
            uniq.append(p)
    lines = [f"{ind}/// {sentence(rng).capitalize()}.", f"{ind}struct {name}: Codable, Equatable, Hashable {{"]
    for n, t in uniq:
        lines.append(f"{ind}    {'let' if rng.random() < 0.7 else 'var'} {n}: {t}")
    lines.append("")
    lines.append(f"{ind}    enum CodingKeys: String, CodingKey {{")
    for n, _ in uniq:
        snake = "".join("_" + c.lower() if c.isupper() else c for c in n)
        lines.append(f'{ind}        case {n} = "{snake}"' if snake != n else f"{ind}        case {n}")
    lines.append(f"{ind}    }}")
    lines.append(f"{ind}}}\n")
    return "\n".join(lines) + "\n"


def chunk_enum(rng, prefix, ind=""):
    name = prefix + ucfirst(rng.choice(NOUNS)) + rng.choice(["Kind", "Mode", "Step", "Section", "Route", "Error"])
    cases = list(dict.fromkeys(rng.choice(NOUNS) for _ in range(rng.randint(3, 9))))
    lines = [f"{ind}enum {name}: String, CaseIterable {{"]
    for c in cases:
        lines.append(f"{ind}    case {c}")
    lines.append("")
    lines.append(f"{ind}    var localizedTitle: String {{")
    lines.append(f"{ind}        switch self {{")
    for c in cases:
        lines.append(f'{ind}        case .{c}:')
        lines.append(f'{ind}            return NSLocalizedString("{prefix.lower()}.{c}.title", comment: "{sentence(rng, 2, 6)}")')
    lines.append(f"{ind}        }}")
    lines.append(f"{ind}    }}")
    lines.append(f"{ind}}}\n")
    return "\n".join(lines) + "\n"


def chunk_func(rng, prefix, ind=""):
    verb = rng.choice(VERBS)
    noun = ucfirst(rng.choice(NOUNS))
    arg = rng.choice(NOUNS)
    lines = []
    if rng.random() < 0.5:
        lines.append(f"{ind}/// {ucfirst(verb)}s the {noun.lower()} for the given {arg}.")
        lines.append(f"{ind}/// - Parameter {arg}: {sentence(rng, 3, 8)}.")
    access = rng.choice(["", "private ", "fileprivate ", "", "public "])
    ret = rng.choice(["", " -> Bool", " -> String", " -> [String]", " -> Int?"])
    lines.append(f"{ind}{access}func {verb}{noun}(_ {arg}: String, limit: Int = {rng.randint(1, 100)}){ret} {{")
    b = ind + "    "
    for _ in range(rng.randint(2, 9)):
        r = rng.random()
        v = ident(rng)
        if r < 0.2:
            early = {" -> Bool": " false", " -> String": ' ""', " -> [String]": " []", " -> Int?": " nil", "": ""}[ret]
            lines.append(f"{b}guard !{arg}.isEmpty else {{ return{early} }}")
        elif r < 0.4:
            lines.append(f'{b}let {v} = "\\({arg}) {sentence(rng, 1, 4)}"')
        elif r < 0.55:
            lines.append(f"{b}for (index, element) in {arg}.enumerated() where index < limit {{")
            lines.append(f'{b}    if element == "{rng.choice("abcxyz")}" {{ continue }}')
            lines.append(f"{b}    _ = index")
            lines.append(f"{b}}}")
        elif r < 0.7:
            lines.append(f"{b}let {v} = [{', '.join(str(rng.randint(0, 999)) for _ in range(rng.randint(2, 8)))}].map {{ $0 * limit }}.filter {{ $0 % 2 == 0 }}")
        elif r < 0.8:
            lines.append(f"{b}// {sentence(rng).capitalize()}.")
        elif r < 0.9:
            lines.append(f"{b}if limit > {rng.randint(1, 50)} {{")
            lines.append(f'{b}    Logger.shared.debug("{prefix}: {sentence(rng, 2, 6)} \\(limit)")')
            lines.append(f"{b}}} else {{")
            lines.append(f'{b}    Logger.shared.info("{sentence(rng, 2, 5)}")')
            lines.append(f"{b}}}")
        else:
            lines.append(f"{b}let {v}: [String: Any] = [")
            for _ in range(rng.randint(2, 6)):
                lines.append(f'{b}    "{rng.choice(NOUNS)}": {rng.choice([str(rng.randint(0, 9999)), "true", "false", chr(34) + rng.choice(WORDS) + chr(34)])},')
            lines.append(f"{b}]")
    defaults = {" -> Bool": "true", " -> String": arg, " -> [String]": f"[{arg}]", " -> Int?": f"{arg}.count", "": None}
    if defaults[ret]:
        lines.append(f"{b}return {defaults[ret]}")
    lines.append(f"{ind}}}\n")
    return "\n".join(lines) + "\n"


def chunk_extension(rng, prefix, target):
    lines = [f"// MARK: - {rng.choice(['Helpers', 'Formatting', 'Networking', 'Private', 'Layout', 'Analytics'])}\n",
             f"extension {target} {{"]
    body = "".join(chunk_func(rng, prefix, "    ") for _ in range(rng.randint(1, 4)))
    return "\n".join(lines) + "\n" + body.rstrip("\n") + "\n}\n\n"


def chunk_debug(rng, prefix):
    return (f"#if DEBUG\n" + chunk_struct(rng, prefix + "Debug") +
            f"extension {prefix}Debug{{}}\n".replace("{}", "Previews {\n    static let sample = \"" + sentence(rng, 2, 6) + "\"\n}")
            + "#else\n" + f"typealias {prefix}DebugAlias{rng.randint(1, 9999)} = Void\n#endif\n\n")


def chunk_multiline(rng, prefix):
    n = ident(rng)
    lines = [f"private let {n}Template{rng.randint(1, 99999)} = \"\"\""]
    for _ in range(rng.randint(3, 14)):
        r = rng.random()
        if r < 0.2:
            lines.append(f"    {{ \"{rng.choice(NOUNS)}\": \"\\({rng.choice(['userID', 'token', 'locale'])})\", \"limit\": {rng.randint(1, 99)} }}")
        elif r < 0.3:
            lines.append(f"    SELECT {rng.choice(NOUNS)}, {rng.choice(NOUNS)} FROM {rng.choice(NOUNS)}s WHERE id = ?;")
        else:
            lines.append("    " + sentence(rng, 4, 12))
    lines.append('    """\n\n')
    return "\n".join(lines)


def chunk_comment(rng):
    if rng.random() < 0.5:
        return "/*\n" + "\n".join(" * " + sentence(rng, 6, 16) for _ in range(rng.randint(2, 8))) + "\n */\n\n"
    return "\n".join("// " + sentence(rng, 6, 16) for _ in range(rng.randint(1, 5))) + "\n\n"


def chunk_class(rng, prefix):
    name = prefix + ucfirst(rng.choice(NOUNS)) + rng.choice(["Manager", "Provider", "Client", "Handler", "Loader"])
    lines = [f"final class {name} {{",
             f"    private let session: URLSession",
             f"    private var cache: [String: Data] = [:]",
             f"    private let queue = DispatchQueue(label: \"com.acme.{prefix.lower()}.{name.lower()}\")",
             "",
             "    init(session: URLSession = .shared) {",
             "        self.session = session",
             "    }", ""]
    for _ in range(rng.randint(1, 3)):
        v = rng.choice(VERBS)
        lines += [f"    func {v}(path: String, completion: @escaping (Result<Data, Error>) -> Void) {{",
                  f'        guard let url = URL(string: "https://api.example.com/v{rng.randint(1, 3)}/\\(path)") else {{ return }}',
                  "        session.dataTask(with: url) { [weak self] data, _, error in",
                  "            if let error = error {",
                  "                completion(.failure(error))",
                  "                return",
                  "            }",
                  "            self?.queue.async {",
                  "                self?.cache[path] = data",
                  "            }",
                  "            completion(.success(data ?? Data()))",
                  "        }.resume()",
                  "    }", ""]
    lines.append("}\n\n")
    return "\n".join(lines)


def chunk_protocol(rng, prefix):
    name = prefix + ucfirst(rng.choice(NOUNS)) + rng.choice(["Providing", "Delegate", "Handling", "Observer"])
    fns = list(dict.fromkeys(rng.choice(VERBS) + ucfirst(rng.choice(NOUNS)) for _ in range(rng.randint(1, 4))))
    lines = [f"protocol {name}: AnyObject {{"] + [f"    func {f}()" for f in fns] + ["}", "", f"extension {name} {{"]
    for f in fns:
        lines += [f"    func {f}() {{", f'        assertionFailure("{f} not implemented")', "    }"]
    lines.append("}\n\n")
    return "\n".join(lines)


def bulk_chunk(rng, prefix, target):
    r = rng.random()
    if r < 0.22:
        return chunk_struct(rng, prefix)
    if r < 0.32:
        return chunk_enum(rng, prefix)
    if r < 0.55:
        return chunk_extension(rng, prefix, target)
    if r < 0.62:
        return chunk_debug(rng, prefix + str(rng.randint(1, 9999)))
    if r < 0.70:
        return chunk_multiline(rng, prefix)
    if r < 0.78:
        return chunk_comment(rng)
    if r < 0.90:
        return chunk_class(rng, prefix + str(rng.randint(1, 999)))
    return chunk_protocol(rng, prefix + str(rng.randint(1, 999)))


def outlet_decl(o, name=None):
    name = name or o["decl"]
    weak = "weak " if o["weak"] else ""
    t = f"[{o['type']}]!" if o["coll"] else o["type"] + o["opt"]
    if o["multiline"]:
        return f"    @IBOutlet\n    {o['access']}{weak}var {name}: {t}"
    return f"    @IBOutlet {o['access']}{weak}var {name}: {t}"


def action_decl(a, rng):
    name = a["decl"]
    style = a["decl_style"]
    if style == "none":
        params = "()"
    elif style == "sender":
        params = f"(sender: {a['ptype'] or 'Any'})"
    elif style == "event":
        params = f"(_ sender: {a['ptype'] or 'Any'}, forEvent event: UIEvent)"
    elif style == "segue":
        params = "(_ segue: UIStoryboardSegue)"
    else:
        params = f"(_ sender: {a['ptype'] or 'Any'})"
    objc = f"@objc({a['objc']}) " if a["objc"] and a["defect"] is None else ""
    body = {
        "button": [f"        {rng.choice(VERBS)}{ucfirst(rng.choice(NOUNS))}()" if rng.random() < 0.2 else
                   f'        Analytics.track("{lcfirst(a["name"])}")', "        view.endEditing(true)"],
        "switch": ["        let isOn = (sender as? UISwitch)?.isOn ?? false" if style in ("underscore", "event", "sender") else "        let isOn = true",
                   '        UserDefaults.standard.set(isOn, forKey: "' + a["name"] + '")'],
        "segmentedControl": ["        reloadData()"],
        "slider": ["        setNeedsLayoutIfNeeded()"],
        "textField": ["        validateForm()"],
        "tap": ["        view.endEditing(true)"],
        "unwind": ["        // Returning from a child flow", "        reloadData()"],
    }[a["control"]]
    return [f"    {objc}@IBAction {a['access']}func {name}{params} {{"] + body + ["    }", ""]


def write_swift(task, planner_classes, seed, out_dir):
    path = task["path"]
    rng = random.Random(f"niblint-bench:{seed}:{path}")
    filename = os.path.basename(path)
    target = lognormal_size(rng, SWIFT_MEAN_BYTES, SWIFT_SIGMA, 600, 300_000)
    parts = [swift_header(rng, filename)]
    role = task["role"]
    cls = planner_classes.get(task["cls"]) if task["cls"] else None
    imports = ["import UIKit"] + (["import Combine"] if rng.random() < 0.3 else []) + (["import os.log"] if rng.random() < 0.1 else [])
    parts.append("\n".join(imports) + "\n\n")
    prefix = ""
    if role == "bulk":
        prefix = task["feature"]
        head_target = task["feature"] + task["kind"].lstrip("+")
        parts.append(f"// MARK: - {head_target}\n\n")
        parts.append(chunk_class(rng, head_target).replace(f"final class {head_target}", f"final class {head_target}", 1))
        ext_target = f"{head_target}Root"
        parts.append(f"enum {ext_target} {{}}\n\n")
    elif role == "base":
        prefix = cls["name"]
        ext_target = cls["name"]
        parts.append(render_class(cls, rng, planner_classes))
    elif role == "class":
        prefix = cls["name"]
        ext_target = cls["name"]
        parts.append(render_class(cls, rng, planner_classes))
    else:  # extension file
        prefix = cls["name"] + "Ext"
        ext_target = cls["name"]
        parts.append(render_extension(cls, rng))
    size = sum(len(p) for p in parts)
    while size < target:
        c = bulk_chunk(rng, prefix, ext_target)
        parts.append(c)
        size += len(c)
    data = "".join(parts).encode("utf-8")
    full = os.path.join(out_dir, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as fh:
        fh.write(data)
    return ("swift", len(data), [])


def render_class(cls, rng, classes):
    kind = cls["kind"]
    name = cls["name"]
    lines = []
    if rng.random() < 0.5:
        lines.append(f"/// {sentence(rng).capitalize()}.")
    final = "final " if kind not in ("base",) and rng.random() < 0.7 else ""
    lines.append(f"{final}class {name}: {cls['super']} {{")
    lines.append("")
    main_outlets = [o for o in cls["outlets"] if o["where"] == "main"]
    if main_outlets or kind in ("view",):
        lines.append("    // MARK: - Outlets")
        lines.append("")
        if kind == "view":
            lines.append("    @IBOutlet var contentView: UIView!")
        for o in main_outlets:
            if o["defect"] == "commented":
                lines.append("//" + outlet_decl(o).replace("\n", "\n//"))
            else:
                lines.append(outlet_decl(o))
        if rng.random() < 0.1:
            lines.append(f"    // @IBOutlet weak var legacy{ucfirst(rng.choice(SEMANTIC))}Label: UILabel!")
        lines.append("")
    lines.append("    // MARK: - Properties")
    lines.append("")
    if kind in ("tcell", "ccell", "pcell"):
        lines.append(f'    static let reuseIdentifier = "{name}"')
    for _ in range(rng.randint(1, 5)):
        t, v = rng.choice([("String", '""'), ("Int", "0"), ("Bool", "false"), ("[String]", "[]"), ("Date?", "nil")])
        lines.append(f"    private var {ident(rng)}: {t} = {v}")
    lines.append("    var onFinish: (() -> Void)?")
    lines.append("")
    if kind == "vc" and cls["nib"] and cls["nib"].endswith(".xib"):
        lines += ["    // MARK: - Init", "",
                  "    init() {",
                  f'        super.init(nibName: "{name}", bundle: nil)',
                  "    }", "",
                  "    required init?(coder: NSCoder) {",
                  '        fatalError("init(coder:) has not been implemented")',
                  "    }", ""]
    elif kind == "view":
        lines += ["    override init(frame: CGRect) {", "        super.init(frame: frame)", "        commonInit()", "    }", "",
                  "    required init?(coder: NSCoder) {", "        super.init(coder: coder)", "        commonInit()", "    }", "",
                  "    private func commonInit() {",
                  f'        Bundle.main.loadNibNamed("{name}", owner: self, options: nil)',
                  "        addSubview(contentView)",
                  "        contentView.frame = bounds",
                  "        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                  "    }", ""]
    elif kind == "view_top":
        lines += [f"    static func loadFromNib() -> {name} {{",
                  f'        UINib(nibName: "{name}", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! {name}',
                  "    }", ""]
    elif kind in ("vc", "tvc") and cls["nib"] and cls["nib"].endswith(".storyboard"):
        sb = os.path.basename(cls["nib"])[:-len(".storyboard")]
        lines += [f"    static func instantiate() -> {name} {{",
                  f'        UIStoryboard(name: "{sb}", bundle: nil).instantiateViewController(withIdentifier: "{name}") as! {name}',
                  "    }", ""]
    if kind in ("vc", "tvc", "base") and cls["super"] not in ("UITableViewCell", "UICollectionViewCell", "UIView"):
        if kind != "base" or cls["super"] != "UIView":
            lines += ["    // MARK: - Lifecycle", "", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
            for o in main_outlets[:4]:
                if o["kind"] == "label" and not o["coll"] and o["defect"] is None:
                    lines.append(f'        {o["decl"]}{"?" if o["opt"] == "?" else ""}.text = NSLocalizedString("{name}.{o["decl"]}", comment: "")')
            for cell in cls.get("register", []):
                tv = next((o for o in main_outlets if o["kind"] == "tableView" and o["defect"] is None), None)
                if tv and classes[cell]["kind"] == "tcell":
                    lines.append(f'        {tv["decl"]}.register(UINib(nibName: "{cell}", bundle: nil), forCellReuseIdentifier: {cell}.reuseIdentifier)')
            lines += ["        setupBindings()", "    }", "",
                      "    private func setupBindings() {", f'        title = NSLocalizedString("{name}.title", comment: "")', "    }", ""]
            if kind == "tvc":
                lines += ["    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
                          f"        {rng.randint(1, 30)}", "    }", ""]
                for cell in cls["cells"]:
                    lines += [f"    private func dequeue{cell}(at indexPath: IndexPath) -> {cell} {{",
                              f"        tableView.dequeueReusableCell(withIdentifier: {cell}.reuseIdentifier, for: indexPath) as! {cell}",
                              "    }", ""]
    elif kind in ("tcell", "ccell", "pcell"):
        lines += ["    override func awakeFromNib() {", "        super.awakeFromNib()",
                  "        backgroundColor = .clear", "    }", "",
                  "    override func prepareForReuse() {", "        super.prepareForReuse()"]
        for o in main_outlets:
            if o["kind"] == "label" and not o["coll"] and o["defect"] is None:
                lines.append(f"        {o['decl']}{'?' if o['opt'] == '?' else ''}.text = nil")
        lines += ["    }", "", "    func configure(with title: String, subtitle: String?) {",
                  "        accessibilityLabel = title", "    }", ""]
    main_actions = [a for a in cls["actions"] if a["where"] == "main"]
    if main_actions:
        lines.append("    // MARK: - Actions")
        lines.append("")
        for a in main_actions:
            lines += action_decl(a, rng)
        if rng.random() < 0.08:
            lines += ["    /*", f"    @IBAction func old{ucfirst(rng.choice(VERBS))}Tapped(_ sender: Any) {{", "    }", "    */", ""]
    if kind in ("vc", "tvc"):
        lines += ["    private func reloadData() {", "        view.setNeedsLayout()", "    }", "",
                  "    private func validateForm() {", "        navigationItem.rightBarButtonItem?.isEnabled = true", "    }", "",
                  "    private func setNeedsLayoutIfNeeded() {", "        view.layoutIfNeeded()", "    }", ""]
    lines.append("}\n\n")
    return "\n".join(lines)


def render_extension(cls, rng):
    name = cls["name"]
    lines = [f"// MARK: - Actions", "", f"extension {name} {{", ""]
    computed = []
    for o in cls["outlets"]:
        if o["where"] == "ext":
            key = o["decl"]
            if o["defect"] == "commented":
                lines.append(f"    // @IBOutlet var {key}: {o['type']}! {{ ... }}")
                continue
            computed.append(key)
            lines += [f"    @IBOutlet var {key}: {o['type']}! {{",
                      f"        get {{ objc_getAssociatedObject(self, &{name}AssociatedKeys.{key}) as? {o['type']} }}",
                      f"        set {{ objc_setAssociatedObject(self, &{name}AssociatedKeys.{key}, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }}",
                      "    }", ""]
    for a in cls["actions"]:
        if a["where"] == "ext":
            lines += action_decl(a, rng)
    lines.append("}\n")
    if computed:
        lines.append(f"private enum {name}AssociatedKeys {{")
        for k in computed:
            lines.append(f"    static var {k} = 0")
        lines.append("}\n")
    lines.append("")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Interface Builder XML writer
# --------------------------------------------------------------------------------------------
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


class Doc:
    """One nib being written: lines, Xcode-style object ids, defects found while writing."""

    def __init__(self, rng, path):
        self.rng = rng
        self.path = path
        self.lines = []
        self.ids = set()
        self.defects = []
        self.images = set()
        self.colors = {"systemBackgroundColor"}

    def id(self):
        rng = self.rng
        while True:
            c = rng.choices(ID_CHARS, k=8)
            s = f"{c[0]}{c[1]}{c[2]}-{c[3]}{c[4]}-{c[5]}{c[6]}{c[7]}"
            if s not in self.ids:
                self.ids.add(s)
                return s

    def add(self, ind, text, defect=None):
        self.lines.append(" " * ind + text)
        if defect:
            self.defects.append((self.path, len(self.lines), ind + 1, defect))


class El:
    __slots__ = ("kind", "id", "conns", "children", "own_constraints", "custom", "h", "extra")

    def __init__(self, kind, id_, h):
        self.kind, self.id, self.h = kind, id_, h
        self.conns = []            # (xml, defect or None)
        self.children = []
        self.own_constraints = []  # constraint xml lines (with ids)
        self.custom = None
        self.extra = None


ELEMENT_HEIGHT = {"label": 21, "button": 35, "imageView": 120, "textField": 34, "textView": 96, "switch": 31,
                  "segmentedControl": 32, "slider": 31, "stackView": 80, "view": 60, "tableView": 320,
                  "collectionView": 240, "scrollView": 200, "activityIndicatorView": 20, "progressView": 4}


TEXT_TRAITS = ["", ' keyboardType="emailAddress"', ' secureTextEntry="YES"', ' autocorrectionType="no"']


def text_for(rng, kind):
    if rng.random() < 0.03:
        return "Terms &amp; Conditions"
    w = rng.choice(SEMANTIC).capitalize()
    return {"label": w, "button": rng.choice(["Continue", "Save", "Cancel", "Done", "Next", "Edit", "Share", w]),
            "textField": w}.get(kind, w)


def render_el(doc, el, ind, x, y, w):
    rng = doc.rng
    k = el.kind
    cust = f' customClass="{el.custom}" customModule="{MODULE}" customModuleProvider="target"' if el.custom else ""
    rect = f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{el.h}"/>'
    a = doc.add
    i2 = ind + 4
    if k == "label":
        lines = rng.choice(["", "", ' numberOfLines="0"', ' numberOfLines="2"'])
        a(ind, f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{text_for(rng, k)}" textAlignment="natural" lineBreakMode="tailTruncation"{lines} baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        weight = rng.choice(["", "", ' weight="semibold"', ' weight="medium"'])
        style = rng.random()
        if style < 0.5:
            a(i2, f'<fontDescription key="fontDescription" type="system"{weight} pointSize="{rng.choice([12, 13, 15, 17, 20, 24])}"/>')
        else:
            a(i2, f'<fontDescription key="fontDescription" style="{rng.choice(["UICTFontTextStyleBody", "UICTFontTextStyleHeadline", "UICTFontTextStyleCaption1", "UICTFontTextStyleSubhead"])}"/>')
        if rng.random() < 0.5:
            a(i2, '<nil key="textColor"/>')
        else:
            c = rng.choice(["labelColor", "secondaryLabelColor"])
            doc.colors.add(c)
            a(i2, f'<color key="textColor" systemColor="{c}"/>')
        a(i2, '<nil key="highlightedColor"/>')
    elif k == "button":
        t = text_for(rng, k)
        a(ind, f'<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        a(i2, '<state key="normal" title="Button"/>')
        a(i2, f'<buttonConfiguration key="configuration" style="{rng.choice(["plain", "filled", "tinted", "gray"])}" title="{t}"/>')
    elif k == "imageView":
        img = rng.choice(SF_SYMBOLS)
        doc.images.add(img)
        a(ind, f'<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="{img}" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "textField":
        a(ind, f'<textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="{text_for(rng, k)}" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        a(i2, '<fontDescription key="fontDescription" type="system" pointSize="14"/>')
        a(i2, f'<textInputTraits key="textInputTraits"{rng.choice(TEXT_TRAITS)}/>')
    elif k == "textView":
        a(ind, f'<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        doc.colors.add("labelColor")
        a(i2, f'<string key="text">{sentence(rng, 12, 40).capitalize()}.</string>')
        a(i2, '<color key="textColor" systemColor="labelColor"/>')
        a(i2, '<fontDescription key="fontDescription" type="system" pointSize="14"/>')
        a(i2, '<textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>')
    elif k == "switch":
        a(ind, f'<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "segmentedControl":
        a(ind, f'<segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        a(i2, "<segments>")
        for _ in range(rng.randint(2, 4)):
            a(i2 + 4, f'<segment title="{rng.choice(SEMANTIC).capitalize()}"/>')
        a(i2, "</segments>")
    elif k == "slider":
        a(ind, f'<slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "activityIndicatorView":
        a(ind, f'<activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "progressView":
        a(ind, f'<progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "tableView":
        a(ind, f'<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="{rng.choice(["plain", "insetGrouped", "grouped"])}" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        a(i2, '<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
    elif k == "collectionView":
        a(ind, f'<collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
        a(i2, '<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
        a(i2, f'<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="{doc.id()}">')
        a(i2 + 4, '<size key="itemSize" width="128" height="128"/>')
        a(i2 + 4, '<size key="headerReferenceSize" width="0.0" height="0.0"/>')
        a(i2 + 4, '<size key="footerReferenceSize" width="0.0" height="0.0"/>')
        a(i2 + 4, '<inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>')
        a(i2, "</collectionViewFlowLayout>")
    elif k == "stackView":
        axis = el.extra or "vertical"
        a(ind, f'<stackView opaque="NO" contentMode="scaleToFill" axis="{axis}" spacing="{rng.choice([4, 8, 12, 16])}" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    elif k == "scrollView":
        a(ind, f'<scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    else:  # view
        a(ind, f'<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{el.id}"{cust}>')
        a(i2, rect)
    if el.children:
        a(i2, "<subviews>")
        cy = 0
        for c in el.children:
            if k == "stackView" and el.extra == "horizontal":
                render_el(doc, c, i2 + 4, 0, 0, max(20, w // max(1, len(el.children))))
            else:
                render_el(doc, c, i2 + 4, 0, cy, w)
                cy += c.h + 8
        a(i2, "</subviews>")
    if k == "view":
        c = rng.choice(["systemBackgroundColor", "secondarySystemBackgroundColor"])
        doc.colors.add(c)
        a(i2, f'<color key="backgroundColor" systemColor="{c}"/>')
    if el.own_constraints or (el.children and k in ("view", "scrollView")):
        a(i2, "<constraints>")
        for line, defect in el.own_constraints:
            a(i2 + 4, line)
        if el.children and k in ("view", "scrollView"):
            for c in el.children[:3]:
                a(i2 + 4, f'<constraint firstItem="{c.id}" firstAttribute="leading" secondItem="{el.id}" secondAttribute="leading" constant="{rng.choice([8, 12, 16])}" id="{doc.id()}"/>')
                a(i2 + 4, f'<constraint firstAttribute="trailing" secondItem="{c.id}" secondAttribute="trailing" constant="{rng.choice([8, 12, 16])}" id="{doc.id()}"/>')
        a(i2, "</constraints>")
    if el.conns:
        a(i2, "<connections>")
        for line, defect in el.conns:
            a(i2 + 4, line, defect)
        a(i2, "</connections>")
    a(ind, f"</{k}>")


def build_elements(doc, cls, owner_id, owner_conns, classes, views, in_cell=False, segue_targets=(), exit_id=None):
    """Create the element tree for one owner (File's Owner / scene view controller / cell) and its connections."""
    rng = doc.rng
    els = []
    by_name = {}
    gestures = []

    def new(kind):
        e = El(kind, doc.id(), ELEMENT_HEIGHT.get(kind, 40))
        els.append(e)
        return e

    def outlet_line(o, dest):
        if o["coll"]:
            return (f'<outletCollection property="{o["name"]}" destination="{dest}" collectionClass="NSMutableArray" id="{doc.id()}"/>', None)
        defect = None
        if o["defect"]:
            defect = f"outlet-not-found: outlet '{o['name']}' of {cls['name']} -- Swift " + \
                     (f"declares '{o['decl']}' instead" if o["defect"] == "renamed" else "has the declaration commented out")
        return (f'<outlet property="{o["name"]}" destination="{dest}" id="{doc.id()}"/>', defect)

    all_outlets = list(cls["outlets"]) + [o for (t, o) in cls["inherited"] if t == "outlet"]
    all_actions = [a for a in cls["actions"] if a["control"] != "unwind"] + [a for (t, a) in cls["inherited"] if t == "action"]
    for o in all_outlets:
        if o["kind"] == "constraint":
            holder = new(rng.choice(["view", "imageView", "stackView"]))
            cid = doc.id()
            attr = "width" if "Width" in o["name"] else "height"
            holder.own_constraints.append((f'<constraint firstAttribute="{attr}" constant="{rng.choice([44, 60, 88, 120, 200])}" id="{cid}"/>', None))
            owner_conns.append(outlet_line(o, cid))
            continue
        for _ in range(o["n"]):
            e = new(o["kind"])
            if o["kind"] == "view" and views and rng.random() < 0.15:
                e.custom = rng.choice(views)
            if o["kind"] in ("tableView", "collectionView") and rng.random() < 0.7:
                e.conns.append((f'<outlet property="dataSource" destination="{owner_id}" id="{doc.id()}"/>', None))
                e.conns.append((f'<outlet property="delegate" destination="{owner_id}" id="{doc.id()}"/>', None))
            if o["kind"] == "textField" and rng.random() < 0.3:
                e.conns.append((f'<outlet property="delegate" destination="{owner_id}" id="{doc.id()}"/>', None))
            owner_conns.append(outlet_line(o, e.id))
            by_name.setdefault(o["name"], e)
    for a in all_actions:
        defect = None
        if a["defect"]:
            defect = f"action-not-found: action '{a['selector']}' of {cls['name']} -- Swift " + \
                     (f"declares '{a['decl']}' instead" if a["defect"] == "renamed" else f"declares '{a['name']}()' (selector '{a['name']}')")
        if a["control"] == "tap":
            g = El("tapGestureRecognizer", doc.id(), 0)
            gestures.append((g, a, defect))
            host = new("view")
            host.conns.append((f'<outletCollection property="gestureRecognizers" destination="{g.id}" collectionClass="NSMutableArray" id="{doc.id()}"/>', None))
            continue
        e = by_name.get(a["reuse"]) if a["reuse"] else None
        if e is None or e.kind != a["control"]:
            e = new(a["control"])
        ev = a["event"]
        e.conns.append((f'<action selector="{a["selector"]}" destination="{owner_id}" eventType="{ev}" id="{doc.id()}"/>', defect))
    if cls.get("unwind") and exit_id:
        e = new("button")
        e.conns.append((f'<segue destination="{exit_id}" kind="unwind" unwindAction="{cls["unwind"]}" id="{doc.id()}"/>', None))
    for dest in segue_targets:
        e = new("button")
        e.conns.append((f'<segue destination="{dest}" kind="{rng.choice(["show", "show", "presentation", "showDetail"])}" id="{doc.id()}"/>', None))
    # decoration: unconnected labels, images, separators
    for _ in range(rng.randint(0, 1 if in_cell else 2)):
        new(rng.choice(["label", "label", "imageView", "view"]))
    rng.shuffle(els)
    # group some runs into stack views / container views
    top = []
    i = 0
    while i < len(els):
        if len(els) - i >= 3 and rng.random() < 0.25:
            n = rng.randint(2, min(5, len(els) - i))
            st = El("stackView", doc.id(), 0)
            st.extra = "horizontal" if rng.random() < 0.3 else "vertical"
            st.children = els[i:i + n]
            st.h = max(c.h for c in st.children) if st.extra == "horizontal" else sum(c.h + 8 for c in st.children)
            top.append(st)
            i += n
        elif len(els) - i >= 2 and rng.random() < 0.08:
            n = rng.randint(1, min(3, len(els) - i))
            cv = El("view", doc.id(), 0)
            cv.children = els[i:i + n]
            cv.h = sum(c.h + 8 for c in cv.children) + 16
            top.append(cv)
            i += n
        else:
            top.append(els[i])
            i += 1
    return top, gestures


def render_root(doc, ind, top, root_id, safe_id, key=None, width=393, height=852, extra_attrs="", custom=None, tag="view",
                canvas=True, mask='<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
                after_safe=(), trailer=()):
    rng = doc.rng
    keyattr = f' key="{key}"' if key else ""
    cust = f' customClass="{custom}" customModule="{MODULE}" customModuleProvider="target"' if custom else ""
    a = doc.add
    i2 = ind + 4
    a(ind, f'<{tag}{keyattr} contentMode="scaleToFill"{extra_attrs} id="{root_id}"{cust}>')
    a(i2, f'<rect key="frame" x="0.0" y="0.0" width="{width}" height="{height}"/>')
    a(i2, mask)
    y = 59
    if top:
        a(i2, "<subviews>")
        for el in top:
            render_el(doc, el, i2 + 4, 16, y, width - 32)
            y += el.h + 12
        a(i2, "</subviews>")
    if safe_id:
        a(i2, f'<viewLayoutGuide key="safeArea" id="{safe_id}"/>')
    for line in after_safe:
        a(i2, line)
    if tag == "view":
        a(i2, '<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
    if top:
        a(i2, "<constraints>")
        prev = None
        anchor = safe_id or root_id
        for el in top:
            a(i2 + 4, f'<constraint firstItem="{el.id}" firstAttribute="leading" secondItem="{anchor}" secondAttribute="leading" constant="16" id="{doc.id()}"/>')
            a(i2 + 4, f'<constraint firstItem="{anchor}" firstAttribute="trailing" secondItem="{el.id}" secondAttribute="trailing" constant="16" id="{doc.id()}"/>')
            if prev is None:
                a(i2 + 4, f'<constraint firstItem="{el.id}" firstAttribute="top" secondItem="{anchor}" secondAttribute="top" constant="{rng.choice([8, 16, 20, 24])}" id="{doc.id()}"/>')
            else:
                a(i2 + 4, f'<constraint firstItem="{el.id}" firstAttribute="top" secondItem="{prev.id}" secondAttribute="bottom" constant="{rng.choice([8, 12, 16])}" id="{doc.id()}"/>')
            prev = el
        a(i2, "</constraints>")
    for line in trailer:
        a(i2, line) if isinstance(line, str) else line(i2)
    a(ind, f"</{tag}>")


def render_gestures(doc, ind, gestures, owner_id):
    for g, act, defect in gestures:
        doc.add(ind, f'<tapGestureRecognizer id="{g.id}">')
        doc.add(ind + 4, "<connections>")
        doc.add(ind + 8, f'<action selector="{act["selector"]}" destination="{owner_id}" id="{doc.id()}"/>', defect)
        doc.add(ind + 4, "</connections>")
        doc.add(ind, "</tapGestureRecognizer>")


LAUNCH_ATTR = ' launchScreen="YES"'


def doc_head(doc, storyboard, initial=None):
    t = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" if storyboard else "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    init = f' initialViewController="{initial}"' if initial else ""
    a = doc.add
    a(0, '<?xml version="1.0" encoding="UTF-8"?>')
    a(0, f'<document type="{t}" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"{LAUNCH_ATTR if storyboard == "launch" else ""} useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"{init}>')
    a(4, '<device id="retina6_12" orientation="portrait" appearance="light"/>')
    a(4, "<dependencies>")
    a(8, '<deployment identifier="iOS"/>')
    a(8, '<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>')
    a(8, '<capability name="Safe area layout guides" minToolsVersion="9.0"/>')
    a(8, '<capability name="System colors in document resources" minToolsVersion="11.0"/>')
    a(8, '<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>')
    a(4, "</dependencies>")


def doc_tail(doc):
    a = doc.add
    if doc.images or doc.colors:
        a(4, "<resources>")
        for img in sorted(doc.images):
            a(8, f'<image name="{img}" catalog="system" width="128" height="{doc.rng.randint(100, 128)}"/>')
        for c in sorted(doc.colors):
            a(8, f'<systemColor name="{c}">')
            a(12, SYSTEM_COLORS[c])
            a(8, "</systemColor>")
        a(4, "</resources>")
    a(0, "</document>")


def render_conns(doc, ind, conns):
    if conns:
        doc.add(ind, "<connections>")
        for line, defect in conns:
            doc.add(ind + 4, line, defect)
        doc.add(ind, "</connections>")


def write_xib(task, classes, seed, out_dir):
    path = task["path"]
    rng = random.Random(f"niblint-bench:{seed}:{path}")
    doc = Doc(rng, path)
    cls = classes[task["cls"]]
    kind = cls["kind"]
    doc_head(doc, False)
    a = doc.add
    a(4, "<objects>")
    views = [v for v in VIEW_CLASSES if v != cls["name"]]
    canvas = f'<point key="canvasLocation" x="{rng.randint(-200, 900)}" y="{rng.randint(-300, 600)}"/>'
    if kind == "vc" or kind == "view":
        root = "i5M-Pr-FkT" if kind == "vc" else "iN0-l3-epB"
        doc.ids.add(root)
        conns = []
        top, gestures = build_elements(doc, cls, "-1", conns, classes, views)
        conns.append((f'<outlet property="{"view" if kind == "vc" else "contentView"}" destination="{root}" id="{doc.id()}"/>', None))
        conns.sort(key=lambda c: c[0])
        a(8, f'<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner" customClass="{cls["name"]}" customModule="{MODULE}" customModuleProvider="target">')
        render_conns(doc, 12, conns)
        a(8, "</placeholder>")
        a(8, '<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
        if kind == "vc":
            render_root(doc, 8, top, root, doc.id(), extra_attrs="", trailer=[canvas])
        else:
            h = rng.choice([80, 120, 160, 220])
            render_root(doc, 8, top, root, doc.id(), width=414, height=h,
                        mask='<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>',
                        trailer=['<nil key="simulatedTopBarMetrics"/>', '<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>', canvas])
        render_gestures(doc, 8, gestures, "-1")
    elif kind == "view_top":
        root = "iN0-l3-epB"
        doc.ids.add(root)
        conns = []
        top, gestures = build_elements(doc, cls, root, conns, classes, views)
        conns.sort(key=lambda c: c[0])
        a(8, '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
        a(8, '<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
        h = rng.choice([80, 120, 160, 220])

        def tr(i2):
            a(i2, '<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>')
            render_conns(doc, i2, conns)
            a(i2, canvas)
        render_root(doc, 8, top, root, doc.id(), width=414, height=h, custom=cls["name"],
                    mask='<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>', trailer=[tr])
        render_gestures(doc, 8, gestures, root)
    else:  # cells
        cell_id = "KGk-i7-Jjw" if kind == "tcell" else "gTV-IL-0wX"
        doc.ids.add(cell_id)
        conns = []
        top, gestures = build_elements(doc, cls, cell_id, conns, classes, views, in_cell=True)
        conns.sort(key=lambda c: c[0])
        a(8, '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
        a(8, '<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
        cust = f'customClass="{cls["name"]}" customModule="{MODULE}" customModuleProvider="target"'
        h = sum(e.h + 12 for e in top) + 24
        if kind == "tcell":
            a(8, f'<tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="{cls["name"]}" rowHeight="{h}" id="{cell_id}" {cust}>')
            a(12, f'<rect key="frame" x="0.0" y="0.0" width="320" height="{h}"/>')
            a(12, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
            render_root(doc, 12, top, doc.id(), None, key="contentView", width=320, height=h, tag="tableViewCellContentView",
                        extra_attrs=f' opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" tableViewCell="{cell_id}"'.replace(' contentMode="scaleToFill"', ""),
                        mask='<autoresizingMask key="autoresizingMask"/>')
            a(12, f'<viewLayoutGuide key="safeArea" id="{doc.id()}"/>')
            render_conns(doc, 12, conns)
            a(12, canvas)
            a(8, "</tableViewCell>")
        else:
            a(8, f'<collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="{cls["name"]}" id="{cell_id}" {cust}>')
            a(12, f'<rect key="frame" x="0.0" y="0.0" width="160" height="{h}"/>')
            a(12, '<autoresizingMask key="autoresizingMask"/>')
            render_root(doc, 12, top, doc.id(), None, key="contentView", width=160, height=h,
                        extra_attrs=' opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES"',
                        mask='<autoresizingMask key="autoresizingMask"/>')
            a(12, f'<viewLayoutGuide key="safeArea" id="{doc.id()}"/>')
            a(12, f'<size key="customSize" width="160" height="{h}"/>')
            render_conns(doc, 12, conns)
            a(12, canvas)
            a(8, "</collectionViewCell>")
        render_gestures(doc, 8, gestures, cell_id)
    a(4, "</objects>")
    doc_tail(doc)
    return finish(doc, out_dir, "xib")


def finish(doc, out_dir, kind):
    data = ("\n".join(doc.lines) + "\n").encode("utf-8")
    full = os.path.join(out_dir, doc.path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as fh:
        fh.write(data)
    return (kind, len(data), doc.defects)


def write_storyboard(task, classes, seed, out_dir):
    path = task["path"]
    rng = random.Random(f"niblint-bench:{seed}:{path}")
    doc = Doc(rng, path)
    a = doc.add
    if task["launch"]:
        vc_id = doc.id()
        doc_head(doc, "launch", initial=vc_id)
        a(4, "<scenes>")
        a(8, "<!--View Controller-->")
        a(8, f'<scene sceneID="{doc.id()}">')
        a(12, "<objects>")
        a(16, f'<viewController id="{vc_id}" sceneMemberID="viewController">')
        img = El("imageView", doc.id(), 120)
        lbl = El("label", doc.id(), 21)
        render_root(doc, 20, [img, lbl], doc.id(), doc.id(), key="view")
        a(16, "</viewController>")
        a(16, f'<placeholder placeholderIdentifier="IBFirstResponder" id="{doc.id()}" userLabel="First Responder" sceneMemberID="firstResponder"/>')
        a(12, "</objects>")
        a(12, '<point key="canvasLocation" x="53" y="375"/>')
        a(8, "</scene>")
        a(4, "</scenes>")
        doc_tail(doc)
        return finish(doc, out_dir, "storyboard")

    scenes = task["scenes"]
    vc_ids = {name: doc.id() for name in scenes}
    nav_id = doc.id() if task["nav"] else None
    doc_head(doc, True, initial=nav_id or vc_ids[scenes[0]])
    views = VIEW_CLASSES
    a(4, "<scenes>")
    if nav_id:
        a(8, "<!--Navigation Controller-->")
        a(8, f'<scene sceneID="{doc.id()}">')
        a(12, "<objects>")
        a(16, f'<navigationController automaticallyAdjustsScrollViewInsets="NO" id="{nav_id}" sceneMemberID="viewController">')
        a(20, '<toolbarItems/>')
        a(20, f'<navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="{doc.id()}">')
        a(24, '<rect key="frame" x="0.0" y="59" width="393" height="44"/>')
        a(24, '<autoresizingMask key="autoresizingMask"/>')
        a(20, "</navigationBar>")
        a(20, '<nil name="viewControllers"/>')
        a(20, "<connections>")
        a(24, f'<segue destination="{vc_ids[scenes[0]]}" kind="relationship" relationship="rootViewController" id="{doc.id()}"/>')
        a(20, "</connections>")
        a(16, "</navigationController>")
        a(16, f'<placeholder placeholderIdentifier="IBFirstResponder" id="{doc.id()}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>')
        a(12, "</objects>")
        a(12, f'<point key="canvasLocation" x="-700" y="{rng.randint(-300, 300)}"/>')
        a(8, "</scene>")
    for si, name in enumerate(scenes):
        cls = classes[name]
        vc_id = vc_ids[name]
        exit_id = doc.id()
        others = [vc_ids[s] for s in scenes if s != name]
        targets = rng.sample(others, min(len(others), rng.choice([0, 0, 1, 1, 2])))
        manual = rng.sample(others, min(len(others), rng.choice([0, 0, 0, 1])))
        conns = []
        tag = "tableViewController" if cls["kind"] == "tvc" else "viewController"
        a(8, f"<!--{spaced(name)}-->")
        a(8, f'<scene sceneID="{doc.id()}">')
        a(12, "<objects>")
        a(16, f'<{tag} storyboardIdentifier="{name}" id="{vc_id}" customClass="{name}" customModule="{MODULE}" customModuleProvider="target" sceneMemberID="viewController">')
        if cls["kind"] == "tvc":
            # tableViewController: the table is the view; prototype cells have their own classes and outlets
            top, gestures = build_elements(doc, cls, vc_id, conns, classes, views, exit_id=exit_id)
            tv_id = doc.id()
            a(20, f'<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="{tv_id}">')
            a(24, '<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>')
            a(24, '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
            a(24, '<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
            if top:
                hdr = El("view", doc.id(), sum(e.h + 12 for e in top) + 16)
                hdr.children = top
                a(24, "<view key=\"tableHeaderView\" contentMode=\"scaleToFill\" id=\"" + hdr.id + "\">")
                a(28, f'<rect key="frame" x="0.0" y="0.0" width="393" height="{hdr.h}"/>')
                a(28, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
                a(28, "<subviews>")
                y = 8
                for e in top:
                    render_el(doc, e, 32, 16, y, 361)
                    y += e.h + 12
                a(28, "</subviews>")
                a(28, '<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
                a(24, "</view>")
            a(24, "<prototypes>")
            for cname in cls["cells"]:
                cell = classes[cname]
                cell_id = doc.id()
                cconns = []
                ctop, cg = build_elements(doc, cell, cell_id, cconns, classes, views, in_cell=True)
                cconns.sort(key=lambda c: c[0])
                h = sum(e.h + 12 for e in ctop) + 24
                a(28, f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="{cname}" rowHeight="{h}" id="{cell_id}" customClass="{cname}" customModule="{MODULE}" customModuleProvider="target">')
                a(32, f'<rect key="frame" x="0.0" y="50" width="393" height="{h}"/>')
                a(32, '<autoresizingMask key="autoresizingMask"/>')
                render_root(doc, 32, ctop, doc.id(), None, key="contentView", width=393, height=h, tag="tableViewCellContentView",
                            extra_attrs=f' opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="{cell_id}"',
                            mask='<autoresizingMask key="autoresizingMask"/>')
                render_conns(doc, 32, cconns)
                a(28, "</tableViewCell>")
                gestures += [(g, act, d) for (g, act, d) in cg]  # gesture objects live in the scene
                if cg:
                    raise RuntimeError("prototype cells have no actions")
            a(24, "</prototypes>")
            a(24, "<connections>")
            a(28, f'<outlet property="dataSource" destination="{vc_id}" id="{doc.id()}"/>')
            a(28, f'<outlet property="delegate" destination="{vc_id}" id="{doc.id()}"/>')
            a(24, "</connections>")
            a(20, "</tableView>")
        else:
            top, gestures = build_elements(doc, cls, vc_id, conns, classes, views, segue_targets=targets, exit_id=exit_id)
            render_root(doc, 20, top, doc.id(), doc.id(), key="view")
        a(20, f'<navigationItem key="navigationItem" title="{spaced(name).replace(" View Controller", "")}" id="{doc.id()}"/>')
        for dest in manual:
            conns.append((f'<segue destination="{dest}" kind="show" identifier="show{name}{dest.replace("-", "")}" id="{doc.id()}"/>', None))
        conns.sort(key=lambda c: c[0])
        render_conns(doc, 20, conns)
        a(16, f"</{tag}>")
        a(16, f'<placeholder placeholderIdentifier="IBFirstResponder" id="{doc.id()}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>')
        a(16, f'<exit id="{exit_id}" userLabel="Exit" sceneMemberID="exit"/>')
        render_gestures(doc, 16, gestures, vc_id)
        a(12, "</objects>")
        a(12, f'<point key="canvasLocation" x="{(si % 8) * 900}" y="{(si // 8) * 900}"/>')
        a(8, "</scene>")
    a(4, "</scenes>")
    doc_tail(doc)
    return finish(doc, out_dir, "storyboard")


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------
CLASSES = None
VIEW_CLASSES = []
SEED = None
OUT = None


def _init(classes, views, seed, out):
    global CLASSES, VIEW_CLASSES, SEED, OUT
    CLASSES, VIEW_CLASSES, SEED, OUT = classes, views, seed, out


def run_task(task):
    kind, spec = task
    if kind == "swift":
        return write_swift(spec, CLASSES, SEED, OUT)
    if kind == "xib":
        return write_xib(spec, CLASSES, SEED, OUT)
    return write_storyboard(spec, CLASSES, SEED, OUT)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (output does not depend on it)")
    ap.add_argument("--force", action="store_true", help=f"replace OUT_DIR if it is a previously generated project (has {MARKER})")
    args = ap.parse_args()
    if args.scale < 1:
        ap.error("--scale must be >= 1")
    out = os.path.abspath(args.out_dir)
    if os.path.exists(out) and os.listdir(out):
        if args.force and os.path.isfile(os.path.join(out, MARKER)):
            shutil.rmtree(out)
        else:
            sys.exit(f"generate_project.py: {out} exists and is not empty "
                     f"(use --force to replace a previously generated project)")
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    planner = Planner(args.scale, args.seed)
    planner.plan()
    tasks = planner.tasks
    # largest storyboards first so the pool finishes evenly
    order = sorted(range(len(tasks)), key=lambda i: (tasks[i][0] != "storyboard", i))
    ordered = [tasks[i] for i in order]
    stats = {}
    defects = []
    init_args = (planner.classes, planner.view_classes, args.seed, out)
    if args.jobs > 1:
        with Pool(args.jobs, initializer=_init, initargs=init_args) as pool:
            results = pool.imap_unordered(run_task, ordered, chunksize=16)
            for kind, nbytes, d in results:
                s = stats.setdefault(kind, [0, 0, 0])
                s[0] += 1
                s[1] += nbytes
                s[2] = max(s[2], nbytes)
                defects += d
    else:
        _init(*init_args)
        for t in ordered:
            kind, nbytes, d = run_task(t)
            s = stats.setdefault(kind, [0, 0, 0])
            s[0] += 1
            s[1] += nbytes
            s[2] = max(s[2], nbytes)
            defects += d
    defects.sort()
    n_out, n_act, d_out, d_act = planner.defect_counts
    with open(os.path.join(out, MARKER), "w") as fh:
        fh.write(f"# niblint benchmark project: scale={args.scale} seed={args.seed} generator-version={GENERATOR_VERSION}\n")
        fh.write(f"# {len(defects)} deliberately broken connections (of {n_out} candidate outlets and {n_act} candidate actions).\n")
        fh.write("# Everything else is consistent: a correct linter reports exactly these errors and nothing else.\n")
        fh.write("# FILE:LINE:COLUMN: RULE: description   (paths relative to this directory; the position is the '<' of the element)\n")
        for p, line, col, desc in defects:
            fh.write(f"{p}:{line}:{col}: {desc}\n")
    elapsed = time.time() - t0
    n_classes = sum(1 for c in planner.classes.values() if c["nib"])
    n_conn_out = sum(len(c["outlets"]) for c in planner.classes.values() if c["nib"])
    n_conn_act = sum(len(c["actions"]) for c in planner.classes.values() if c["nib"])
    print(f"Generated {out} (scale {args.scale}, seed {args.seed}) in {elapsed:.1f}s")
    print(f"{'kind':<12}{'files':>10}{'bytes':>16}{'MB':>10}{'avg KB':>10}{'max KB':>10}")
    tf = tb = 0
    for kind in ("swift", "xib", "storyboard"):
        f, b, mx = stats.get(kind, [0, 0, 0])
        tf += f
        tb += b
        print(f"{kind:<12}{f:>10}{b:>16,}{b / 1e6:>10.1f}{(b / f / 1e3 if f else 0):>10.1f}{mx / 1e3:>10.1f}")
    nib_f = stats.get("xib", [0, 0])[0] + stats.get("storyboard", [0, 0])[0]
    nib_b = stats.get("xib", [0, 0])[1] + stats.get("storyboard", [0, 0])[1]
    print(f"{'nibs total':<12}{nib_f:>10}{nib_b:>16,}{nib_b / 1e6:>10.1f}")
    print(f"{'total':<12}{tf:>10}{tb:>16,}{tb / 1e6:>10.1f}")
    print(f"IB classes: {n_classes}, declared outlets: {n_conn_out}, declared actions: {n_conn_act}")
    print(f"deliberate defects: {len(defects)} ({d_out} outlets, {d_act} actions) -> {os.path.join(out, MARKER)}")


if __name__ == "__main__":
    main()
