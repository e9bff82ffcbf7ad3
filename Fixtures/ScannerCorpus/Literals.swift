import UIKit

// class FakeInLineComment: UIView { @IBOutlet var a: UIView! }
/* class FakeInBlockComment: UIView {
   /* nested */ @IBOutlet var b: UIView!
   } */
/// A doc comment: `class FakeInDocComment {` and @IBOutlet var c: UIView!
let plain = "class FakeInString { @IBOutlet var d: UIView! }"
let braces = "}}}{{{ \" } \\"
let interpolated = "value \(["}": 1]["}"] ?? 0) and \("nested \("deeper }")")"
let multiline = """
    class FakeInMultiline: UIView {
        @IBOutlet var e: UIView!
    \(1 + 1) "quoted" \"""
    """
let raw = #"class FakeInRaw { "quoted" \(not interpolated) }"#
let rawInterpolated = #"value \#(plain.count) } "#
let doubleRaw = ##"contains "# and }"##
let rawMultiline = #"""
    class FakeInRawMultiline {
    """
    """#

class LiteralsViewController: UIViewController {
    @IBOutlet weak var first: UILabel!

    func strings() -> String {
        let s = "{ class NotAClass: UIView {"
        let t = #"}"#
        let u = """
            }
            """
        return s + t + u
    }

    @IBOutlet weak var second: UILabel!

    func regexes() {
        let extended = #/"\{ class NotAClass { /#
        let multilineRegex = #/
            [a-z]+ "
            \}
            /#
        let bare = /[{}"]+/
        _ = (extended, multilineRegex, bare)
        let ratio = 10 / 2 / 1
        _ = ratio
    }

    @IBAction func afterRegex(_ sender: Any) {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
    }

    func closures() {
        let block = { (value: Int) -> Int in
            class NotMember: UIView { @IBOutlet var f: UIView! }
            return value
        }
        _ = block
    }

    @IBOutlet weak var third: UILabel!
}
