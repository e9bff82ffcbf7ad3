import UIKit

final class NoteCell: UITableViewCell {
    let icon = UIImage(named: "note-icon")
    let pin = UIImage(named: "note-pin")
}
