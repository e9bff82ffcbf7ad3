import UIKit

class RecipeCell: UITableViewCell {}

class StepCell: UITableViewCell {
    static let reuseIdentifier = "StepRow"
}

class RecipeListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            // Registered nowhere: the register call below was removed.
            return tableView.dequeueReusableCell(withIdentifier: StepCell.reuseIdentifier, for: indexPath)
        }
        // The prototype is 'RecipeCell'.
        return tableView.dequeueReusableCell(withIdentifier: "RecipesCell", for: indexPath)
    }

    func detailCell() -> RecipeCell {
        tableView.dequeueReusableCell(withIdentifier: "RecipeDetail") as! RecipeCell
    }
}

class RecipeDetailCell: UITableViewCell {}

class IngredientGridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = "Ingredient"
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
