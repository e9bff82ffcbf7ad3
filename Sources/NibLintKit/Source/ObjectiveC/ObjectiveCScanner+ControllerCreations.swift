/// View controllers created without a nib name (`[FooController new]`, `[[FooController alloc] init]`): UIKit then looks for
/// a nib named after the class, which implicit-nib-collision and view-outlet-not-set check.
extension ObjectiveCDeclarationParser {
    /// `[FooController new]` / `[[FooController alloc] init]`: a view controller with no nib name, which UIKit gives the
    /// nib named after its class (Swift's `FooController()`). Recorded at the class name, as Swift's are.
    func detectControllerCreation(at position: Int) {
        let classPosition: Int
        if tokenEquals(tokens[position], "new") {
            guard position >= 2, isPunctuation(position - 2, Byte.openBracket) else { return }
            classPosition = position - 1
        } else {
            guard position >= 5, isPunctuation(position - 1, Byte.closeBracket), tokenEquals(tokens[position - 2], "alloc"),
                  isPunctuation(position - 4, Byte.openBracket), isPunctuation(position - 5, Byte.openBracket) else { return }
            classPosition = position - 3
        }
        let classToken = tokens[classPosition]
        guard isClassReceiver(classToken), classToken.end - classToken.start > 10,
              bytes[(classToken.end - 10)..<classToken.end].elementsEqual("Controller".utf8) else { return }
        facts.controllerCreations.append(ControllerCreation(className: text(classToken), enclosingClass: enclosingClassName,
                                                              location: location(of: classToken)))
    }
}
