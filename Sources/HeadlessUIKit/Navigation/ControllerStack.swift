/// A navigation controller's stack: the controllers bottom first, with their identities in
/// a set, so that asking whether a controller is in the stack costs the same at any depth.
struct ControllerStack: RandomAccessCollection {
    /// The controllers, bottom first.
    private(set) var elements: [UIViewController] = []
    private var members: Set<ObjectIdentifier> = []

    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }

    subscript(position: Int) -> UIViewController { elements[position] }

    /// Whether `controller` is in the stack.
    func contains(identical controller: UIViewController) -> Bool {
        members.contains(ObjectIdentifier(controller))
    }

    /// The index of `controller`, searched from the top: pops go to screens near the top.
    func index(of controller: UIViewController) -> Int? {
        guard contains(identical: controller) else { return nil }
        return elements.lastIndex(identicalTo: controller)
    }

    mutating func append(_ controller: UIViewController) {
        elements.append(controller)
        members.insert(ObjectIdentifier(controller))
    }

    @discardableResult
    mutating func removeLast() -> UIViewController {
        let last = elements.removeLast()
        members.remove(ObjectIdentifier(last))
        return last
    }

    /// Removes the controllers from `start` to the top.
    mutating func removeAll(from start: Int) {
        for controller in elements[start...] { members.remove(ObjectIdentifier(controller)) }
        elements.removeSubrange(start...)
    }

    mutating func insert(_ controller: UIViewController, at index: Int) {
        elements.insert(controller, at: index)
        members.insert(ObjectIdentifier(controller))
    }

    mutating func remove(_ controller: UIViewController) {
        guard members.remove(ObjectIdentifier(controller)) != nil,
            let index = elements.lastIndex(identicalTo: controller)
        else { return }
        elements.remove(at: index)
    }

    /// Replaces the whole stack; the caller checked that it has no duplicates.
    mutating func replace(with controllers: [UIViewController]) {
        elements = controllers
        members = Set(controllers.lazy.map(ObjectIdentifier.init))
    }
}
