import UIKit

final class RecipeCell: UITableViewCell {}
