/// The examples of `CastMismatchRule.description`: they document the rule (`niblint explain`) and run as tests
/// (`RuleExampleTests`, `LocationExactnessTests`), which point at each example here when it fails.
extension CastMismatchRule {
    enum Examples {
        static let triggering: [RuleExample] = [
            RuleExample([
                ("Menu.swift", """
                class FooViewController: UIViewController {}
                class BarViewController: UIViewController {}
                class MenuViewController: UIViewController {
                    func open() {
                        let foo = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Foo") as! ↓FooViewController
                        show(foo, sender: nil)
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="Foo" id="vc1" sceneMemberID="viewController" customClass="BarViewController" customModule="App" customModuleProvider="target"/>
                            </objects>
                        </scene>
                """)),
            ]),
            RuleExample([
                ("List.swift", """
                class DetailViewController: UIViewController {}
                class EditViewController: UIViewController {}
                class ListViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "showDetail" {
                            let detail = (segue.destination as! UINavigationController).topViewController as! ↓DetailViewController
                            detail.title = "Detail"
                        }
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="list" sceneMemberID="viewController" customClass="ListViewController" customModule="App" customModuleProvider="target">
                                    <connections>
                                        <segue destination="nav" kind="show" identifier="showDetail" id="sg1"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <navigationController id="nav" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="edit" kind="relationship" relationship="rootViewController" id="sg2"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="s3">
                            <objects>
                                <viewController id="edit" sceneMemberID="viewController" customClass="EditViewController" customModule="App" customModuleProvider="target"/>
                            </objects>
                        </scene>
                """)),
            ]),
            RuleExample([
                ("Feed.swift", """
                class PostCell: UITableViewCell {}
                class AdCell: UITableViewCell {}
                class FeedViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! ↓PostCell
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <tableViewController id="feed" customClass="FeedViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" id="tv">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="post" id="cell" customClass="AdCell" customModule="App" customModuleProvider="target"/>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)),
            ]),
        ]

        static let nonTriggering: [RuleExample] = [
            // A subclass of the cast's class, an `as?` cast, and a storyboard niblint cannot tell.
            RuleExample([
                ("Menu.swift", """
                class FooViewController: UIViewController {}
                class SpecialFooViewController: FooViewController {}
                class BarViewController: UIViewController {}
                class MenuViewController: UIViewController {
                    func open() {
                        let foo = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Foo") as! FooViewController
                        let maybe = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Bar") as? FooViewController
                        let other = storyboard!.instantiateViewController(withIdentifier: "Shared") as! FooViewController
                        show(foo, sender: maybe ?? other)
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="Foo" id="vc1" sceneMemberID="viewController" customClass="SpecialFooViewController" customModule="App" customModuleProvider="target"/>
                                <viewController storyboardIdentifier="Bar" id="vc2" sceneMemberID="viewController" customClass="BarViewController" customModule="App" customModuleProvider="target"/>
                                <viewController storyboardIdentifier="Shared" id="vc3" sceneMemberID="viewController" customClass="FooViewController" customModule="App" customModuleProvider="target"/>
                            </objects>
                        </scene>
                """)),
                ("Other.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="t1">
                            <objects>
                                <viewController storyboardIdentifier="Shared" id="w1" sceneMemberID="viewController" customClass="BarViewController" customModule="App" customModuleProvider="target"/>
                            </objects>
                        </scene>
                """)),
            ]),
            // The scene's class descends from a class niblint does not know: not judged.
            RuleExample([
                ("Menu.swift", """
                class FooViewController: UIViewController {}
                class PodViewController: SomePodViewController {}
                class MenuViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.identifier {
                        case "pod":
                            _ = segue.destination as! FooViewController
                        default:
                            break
                        }
                    }
                }
                """),
                ("Main.storyboard", ExampleFiles.iOSStoryboard("""
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="menu" sceneMemberID="viewController" customClass="MenuViewController" customModule="App" customModuleProvider="target">
                                    <connections>
                                        <segue destination="pod" kind="show" identifier="pod" id="sg1"/>
                                    </connections>
                                </viewController>
                                <viewController id="pod" sceneMemberID="viewController" customClass="PodViewController" customModule="App" customModuleProvider="target"/>
                            </objects>
                        </scene>
                """)),
            ]),
        ]
    }
}
