/// The window at one quiet moment, as a value: every controller in it in the order of
/// `Hierarchy.visitAll` (a container, what is inside it, what it presents; a navigation
/// stack bottom first), with whether its view was in the window and, for a screen of a
/// navigation stack, the screen below it. ``ScreenDiff`` compares two of them, and
/// `Navigator.previous(of:)` reads the last one. It holds screens weakly.
@MainActor
struct WindowSnapshot: ListedControllers {
    /// One controller of the window.
    struct Entry {
        let screen: WeakScreen
        /// `screen.id`, kept inline: comparing entries reads no reference.
        let id: ObjectIdentifier
        let isVisible: Bool
        /// Not a covered screen of a navigation stack (all but the top), nor inside one.
        let isFront: Bool
        /// For a screen of a navigation stack, the indices of its navigation controller and
        /// of the screen below it (-1 at the bottom); -1 otherwise.
        let navigation: Int, below: Int

        init(
            screen: WeakScreen, isVisible: Bool, isFront: Bool, navigation: Int = -1,
            below: Int = -1
        ) {
            (self.screen, id, self.isVisible, self.isFront) = (
                screen, screen.id, isVisible, isFront
            )
            (self.navigation, self.below) = (navigation, below)
        }
    }

    var entries: [Entry] = []

    /// The screen below `screen` in `navigation`'s stack as this snapshot saw it, the
    /// nearest one still alive (`.some(nil)` if none is); `nil` when it has `screen`
    /// nowhere above the bottom of that stack.
    func screen(below screen: UIViewController, in navigation: UINavigationController)
        -> UIViewController??
    {
        guard let entry = entries.first(where: { $0.screen.value === screen }),
            entry.navigation >= 0, entries[entry.navigation].screen.value === navigation,
            entry.below >= 0
        else { return nil }
        var below = entry.below
        while below >= 0, entries[below].screen.value == nil { below = entries[below].below }
        return .some(below >= 0 ? entries[below].screen.value : nil)
    }

    /// Whether the snapshot holds the controller `id`. A plain loop from the end, where the
    /// tops of the stacks are (a closure would cost a main-actor check per entry).
    func contains(_ id: ObjectIdentifier) -> Bool {
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].id == id { return true }
        }
        return false
    }

    /// Takes the snapshot of the window whose root is `root` into `entries` (emptied first,
    /// its room reused) and its front controllers into `front`, reusing `previous`'s
    /// references to the same screens. Reads only, and every controller: nothing is taken
    /// as unchanged. Returns false at the first front controller with a transition
    /// coordinator: a screen in the middle of a cancelled swipe must never count as gone.
    mutating func take(
        of root: UIViewController?, reusing previous: WindowSnapshot,
        front: inout [UIViewController]
    ) -> Bool {
        var walk = Walk(previous: previous.entries)
        swap(&walk.entries, &entries)
        swap(&walk.front, &front)
        defer { (entries, front) = (walk.entries, walk.front) }
        walk.entries.removeAll(keepingCapacity: true)
        return root.map { walk.visit($0, isFront: true) } ?? true
    }

    @MainActor private struct Walk {
        let previous: [Entry]
        var entries: [Entry] = []
        var front: [UIViewController] = []
        /// Where in `previous` the next controller is looked for first.
        var cursor = 0

        /// Adds `controller` and everything inside it, parents first, as
        /// `Hierarchy.visitAll` does; `isFront`: not a covered screen of a navigation stack
        /// (all but its top) nor inside one. False at a front transition coordinator.
        mutating func visit(
            _ controller: UIViewController, isFront: Bool, navigation: Int = -1, below: Int = -1
        ) -> Bool {
            if isFront {
                if controller.transitionCoordinator != nil { return false }
                front.append(controller)
            }
            let index = entries.count
            entries.append(
                Entry(
                    screen: reference(for: controller, isFront: isFront),
                    // (`isViewLoaded` first: it costs no reference to the view.)
                    isVisible: controller.isViewLoaded && controller.viewIfLoaded?.window != nil,
                    isFront: isFront, navigation: navigation, below: below))
            if isFront, let stack = (controller as? UINavigationController)?.viewControllers {
                var below = -1
                for position in stack.indices {
                    let screenIndex = entries.count
                    let isTop = position == stack.count - 1
                    guard visit(stack[position], isFront: isTop, navigation: index, below: below)
                    else { return false }
                    below = screenIndex
                }
            } else {
                let children = controller.children
                for child in children where !visit(child, isFront: isFront) {
                    return false
                }
                // A collapsed split view's columns kept out of its hierarchy: covered.
                if !children.isEmpty {
                    for kept in Hierarchy.columnsKeptAside(by: controller)
                    where !visit(kept, isFront: false) {
                        return false
                    }
                }
            }
            guard let presented = Hierarchy.ownPresented(controller) else { return true }
            return visit(presented, isFront: isFront)
        }

        /// The previous snapshot's reference to `controller` when it is at the cursor or
        /// right after it (a front one also has to be exact: same name and record), else a
        /// new one.
        mutating func reference(for controller: UIViewController, isFront: Bool) -> WeakScreen {
            let id = ObjectIdentifier(controller)
            var index = cursor
            while index < previous.count, index < cursor + 2 {
                if previous[index].id == id, previous[index].screen.refers(to: controller) {
                    cursor = index + 1
                    let candidate = previous[index].screen
                    return !isFront || candidate.isExact(for: controller)
                        ? candidate : WeakScreen(controller)
                }
                index += 1
            }
            return WeakScreen(controller)
        }
    }
}
