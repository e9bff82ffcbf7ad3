import UIKit

/// The composer was split out of the editor: NoteComposer.xib's File's Owner is now
/// NoteComposerViewController, but the old call site still creates a NoteEditorViewController with it.
final class NoteComposerViewController: UIViewController {
    @IBOutlet weak var bodyTextView: UITextView!
}

final class NoteEditorViewController: UIViewController {
    var noteID: UUID?
}

enum NoteRouting {
    static func composer(for noteID: UUID) -> UIViewController {
        let editor = NoteEditorViewController(nibName: "NoteComposer", bundle: nil)
        editor.noteID = noteID
        return editor
    }
}
