import UIKit

/// A tag-style chip: rounded, tinted background, used for genres and moods.
final class GenreChipView: UIView {
    var title: String? {
        didSet { accessibilityLabel = title }
    }
}

/// A row listing a book's genres. GenreCell.xib still holds the plain buttons the chips replaced.
final class GenreCell: UITableViewCell {
    @IBOutlet private var genreChips: [GenreChipView]!

    func configure(genres: [String]) {
        for (chip, genre) in zip(genreChips, genres) {
            chip.title = genre
        }
    }
}
