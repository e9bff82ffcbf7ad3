import UIKit

final class GardenRouter {
    func showGarden(from window: UIWindow) {
        window.rootViewController = UIStoryboard(name: "garden", bundle: nil).instantiateInitialViewController()
    }

    func showPlant(from controller: UIViewController) {
        let storyboard = UIStoryboard(name: "PlantDetails", bundle: Bundle(for: GardenRouter.self))
        controller.show(storyboard.instantiateViewController(withIdentifier: "PlantDetail"), sender: nil)
    }

    func showWatering(from controller: UIViewController) {
        let watering = UIStoryboard(name: "Watering", bundle: .main).instantiateViewController(withIdentifier: "Watering")
        controller.present(watering, animated: true)
    }
}
