import UIKit

final class GardenRouter {
    func showGarden(from window: UIWindow) {
        window.rootViewController = UIStoryboard(name: "Garden", bundle: nil).instantiateInitialViewController()
    }

    func showPlant(from controller: UIViewController, variant: String) {
        let storyboard = UIStoryboard(name: "PlantDetail", bundle: Bundle(for: GardenRouter.self))
        controller.show(storyboard.instantiateViewController(withIdentifier: "PlantDetail"), sender: nil)
        // Built at run time: not judged.
        _ = UIStoryboard(name: "PlantDetail" + variant, bundle: nil)
    }
}
