import GridKit

// The app's extensions of the package's types, in a folder named after the package: the folder is no module.
extension GridLayoutModel {
    static let feed = GridLayoutModel(columns: 2)
}
