import UIKit

/// Browse.storyboard. The new-releases screen was prototyped with outlets dragged from the view
/// controller straight into its prototype cell; the genres grid did the same with a cell label.
final class NewReleasesViewController: UIViewController, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var coverImageView: UIImageView!
    @IBOutlet private weak var releaseTitleLabel: UILabel!

    private var releases: [(title: String, cover: UIImage?)] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        releases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReleaseCell", for: indexPath)
        releaseTitleLabel.text = releases[indexPath.row].title
        coverImageView.image = releases[indexPath.row].cover
        return cell
    }
}

final class GenresViewController: UICollectionViewController {
    @IBOutlet private weak var genreNameLabel: UILabel!

    private let genres = ["Fantasy", "History", "Poetry", "Science"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        genres.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GenreTile", for: indexPath)
        genreNameLabel.text = genres[indexPath.item]
        return cell
    }
}
