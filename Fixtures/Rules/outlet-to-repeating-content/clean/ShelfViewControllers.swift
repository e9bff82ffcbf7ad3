import UIKit

/// A row of the shelf. Its outlets point at its own subviews, so each dequeued cell gets its own.
final class ShelfBookCell: UITableViewCell {
    @IBOutlet private weak var coverImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!

    func configure(title: String, cover: UIImage?) {
        titleLabel.text = title
        coverImageView.image = cover
    }
}

/// A tile of the mood grid, a collection view cell prototype with its own outlet.
final class MoodTileCell: UICollectionViewCell {
    @IBOutlet private weak var moodLabel: UILabel!

    func configure(mood: String) {
        moodLabel.text = mood
    }
}

/// Shelf.storyboard's main scene: outlets to the table view and to its header (which is not
/// repeated); the note cell's text field connects its delegate *to* the controller, and its
/// button sends an action to the controller — both are allowed from repeating content.
final class ShelfViewController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var bookCountLabel: UILabel!

    private var books: [(title: String, cover: UIImage?)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bookCountLabel.text = "\(books.count) books"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count + 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < books.count else {
            return tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShelfBookCell", for: indexPath) as! ShelfBookCell
        cell.configure(title: books[indexPath.row].title, cover: books[indexPath.row].cover)
        return cell
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    @IBAction private func clearNote(_ sender: UIButton) {
        tableView.reloadData()
    }
}

/// Shelf.storyboard's settings scene: a static table, whose cells exist once, so outlets to their
/// contents are fine.
final class ShelfSettingsViewController: UITableViewController {
    @IBOutlet private weak var showFinishedSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        showFinishedSwitch.isOn = UserDefaults.standard.bool(forKey: "shelf.showFinished")
    }
}

final class MoodsViewController: UICollectionViewController {
    private let moods = ["Cozy", "Dark", "Hopeful", "Funny"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        moods.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "MoodTile", for: indexPath) as! MoodTileCell
        cell.configure(mood: moods[indexPath.item])
        return cell
    }
}
