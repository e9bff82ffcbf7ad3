/// The members a class's own methods set (`self.button = …`, `self->button = …`, `_button = …`, `&button`; `[self setButton:…]` is seen in
/// `handleIdentifier`): unconnected-outlet does not ask a nib to connect an outlet the code fills itself.
extension ObjectiveCDeclarationParser {
    /// `self.button = …`, `self->button = …`, or `button = …` / `_button = …` starting a statement, in a method body: the class sets the member
    /// itself (`==`, `<=`, `+=`… and declarations `UIButton *button = …` are not assignments to a member).
    func recordAssignment(at position: Int, classIndex: Int) {
        guard position >= 2, !isPunctuation(position + 1, Byte.equal), tokens[position - 1].kind == .identifier else { return }
        let previous = tokens[position - 2]
        if previous.kind == .punctuation, previous.byte == Byte.dot {
            guard position >= 3, tokenEquals(tokens[position - 3], "self") else {
                // `controller.splitView = …`: another object's member (an outlet another class may own).
                recordAssignmentOnOtherObject(text(tokens[position - 1]))
                // `exporter.parent = …`: the receiver an identifier alone, whose declared class the index may know.
                if tokens[position - 3].kind == .identifier, position < 4 || !(isPunctuation(position - 4, Byte.dot) || isPunctuation(position - 4, Byte.greater)),
                   let enclosing = enclosingClassName {
                    facts.memberAssignmentsThroughVariables.append(MemberAssignmentThroughVariable(
                        receiver: text(tokens[position - 3]), member: text(tokens[position - 1]), enclosingClass: enclosing))
                }
                return
            }
        } else if previous.kind == .punctuation, previous.byte == Byte.greater, position >= 4, isPunctuation(position - 3, Byte.minus) {
            // `self->document = …` (a parameter of the same name shadows the ivar); `other->document = …` is another object's.
            guard tokenEquals(tokens[position - 4], "self") else {
                recordAssignmentOnOtherObject(text(tokens[position - 1]))
                return
            }
        } else if previous.kind == .punctuation {
            guard previous.byte == Byte.semicolon || previous.byte == Byte.openBrace || previous.byte == Byte.closeBrace
                    || previous.byte == Byte.closeParen else { return }
        } else {
            return
        }
        addAssignedMember(text(tokens[position - 1]), classIndex: classIndex)
    }

    /// `&button` as an operand (`[accessory encodingPopUp:&encodingPopUp]`, Sequel-Ace): the callee writes the member
    /// through the pointer. A binary `a & b` follows an operand (an identifier, `)`, `]`), a unary one punctuation.
    func recordAddressTaken(at position: Int, classIndex: Int) {
        guard position >= 1, position + 1 < tokens.count, tokens[position + 1].kind == .identifier,
              !isPunctuation(position + 1, Byte.ampersand), !isPunctuation(position - 1, Byte.ampersand) else { return }
        let previous = tokens[position - 1]
        guard previous.kind == .punctuation, previous.byte != Byte.closeParen, previous.byte != Byte.closeBracket else { return }
        addAssignedMember(text(tokens[position + 1]), classIndex: classIndex)
    }

    /// A member set on an object other than `self` (`controller.splitView = …`, `[controller setSplitView:…]`).
    func recordAssignmentOnOtherObject(_ name: String) {
        guard assignedOnOtherObjectsSeen.insert(name).inserted else { return }
        facts.membersAssignedOnOtherObjects.append(name)
    }

    func addAssignedMember(_ name: String, classIndex: Int) {
        // `-awakeFromNib` / `-loadView` setting `view`: the class has a view before the runtime checks the nib set one.
        if name == "view" || name == "setView:", let current = currentMethod {
            let method: String? = switch methodBodies[current].selector {
            case "awakeFromNib": "awakeFromNib()"
            case "loadView": "loadView()"
            default: nil
            }
            if let method, !facts.classes[classIndex].viewAssigningMethods.contains(method) { facts.classes[classIndex].viewAssigningMethods.append(method) }
        }
        // A set beside the array: a long @implementation assigns hundreds of names.
        guard assignedMembersSeen[classIndex, default: []].insert(name).inserted else { return }
        facts.classes[classIndex].assignedMembers.append(name)
    }
}
