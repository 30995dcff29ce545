/// The window at one quiet moment, as a value: every controller in `Hierarchy.visitAll`'s
/// order, whether its view was in the window and, in a navigation stack, the screen below
/// it. ``ScreenDiff`` compares two; `Navigator.previous(of:)` reads the last. Holds screens
/// weakly.
@MainActor
struct WindowSnapshot: ListedControllers {
    /// One controller of the window.
    struct Entry {
        let screen: WeakScreen
        /// `screen.id` inline: comparing entries reads no reference.
        let id: ObjectIdentifier
        let isVisible: Bool
        /// Not a covered screen of a navigation stack, nor inside one.
        let isFront: Bool
        /// In a navigation stack, the indices of the navigation controller and of the
        /// screen below (-1 at the bottom); -1 otherwise.
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

    /// The nearest live screen below `screen` in `navigation`'s stack as this snapshot saw
    /// it (`.some(nil)` if none lives); `nil` if `screen` was not above that stack's bottom.
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

    /// Whether the snapshot holds the controller `id`: a plain loop from the end, where the
    /// tops of the stacks are (a closure costs a main-actor check per entry).
    func contains(_ id: ObjectIdentifier) -> Bool {
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].id == id { return true }
        }
        return false
    }

    /// Walks the window from `root`, reading every controller, against this snapshot: how
    /// many entries at the start are unchanged (`same`, nothing written), and the entries
    /// after them (`rest`, reusing this snapshot's references). Front controllers go into
    /// `front`. `nil` at a front controller with a transition coordinator.
    func walk(
        from root: UIViewController?, names: ScreenNames, front: inout [UIViewController]
    ) -> (same: Int, rest: [Entry])? {
        var walk = Walk(previous: entries, names: names)
        swap(&walk.front, &front)
        defer { swap(&walk.front, &front) }
        guard root.map({ walk.visit($0, isFront: true) }) ?? true else { return nil }
        return (walk.same, walk.rest)
    }

    @MainActor private struct Walk {
        let previous: [Entry]
        let names: ScreenNames
        var same = 0
        var rest: [Entry] = []
        var front: [UIViewController] = []
        /// Where `previous` is searched for a reference to the next differing controller.
        var cursor = 0

        /// Adds `controller` and everything inside it, in `Hierarchy.visitAll`'s order.
        mutating func visit(
            _ controller: UIViewController, isFront: Bool, navigation: Int = -1, below: Int = -1
        ) -> Bool {
            if isFront {
                if controller.transitionCoordinator != nil { return false }
                front.append(controller)
            }
            let index = same + rest.count
            // (`isViewLoaded` first: it costs no reference to the view.)
            let isVisible = controller.isViewLoaded && controller.viewIfLoaded?.window != nil
            add(controller, isVisible, isFront, navigation, below)
            if isFront, let stack = (controller as? UINavigationController)?.viewControllers {
                var below = -1
                for position in stack.indices {
                    let screenIndex = same + rest.count
                    let isTop = position == stack.count - 1
                    guard visit(stack[position], isFront: isTop, navigation: index, below: below)
                    else { return false }
                    below = screenIndex
                }
            } else {
                let children = controller.children
                for child in children where !visit(child, isFront: isFront) { return false }
                // A collapsed split view's columns kept out of its hierarchy: covered, but the
                // user's swipe-back begun on one before may still run (a screen it takes off
                // has not left: the swipe can be cancelled).
                if !children.isEmpty {
                    for kept in Hierarchy.columnsKeptAside(by: controller)
                    where Hierarchy.isTransitionRunning(from: kept) || !visit(kept, isFront: false)
                    {
                        return false
                    }
                }
            }
            guard let presented = Hierarchy.ownPresented(controller) else { return true }
            return visit(presented, isFront: isFront)
        }

        /// Counts `controller` as unchanged while every entry so far was; else adds an entry,
        /// reusing the previous reference at or right after the cursor (a front one only if
        /// exact: same name and record).
        @inline(__always) mutating func add(
            _ controller: UIViewController, _ isVisible: Bool, _ isFront: Bool,
            _ navigation: Int, _ below: Int
        ) {
            let id = ObjectIdentifier(controller)
            if rest.isEmpty, same < previous.count, previous[same].id == id,
                previous[same].isVisible == isVisible, previous[same].isFront == isFront,
                previous[same].navigation == navigation, previous[same].below == below,
                previous[same].screen.refers(to: controller),
                !isFront || previous[same].screen.isExact(for: controller)
            {
                same += 1
                return
            }
            var screen: WeakScreen?
            cursor = max(cursor, same)
            for index in cursor..<min(cursor + 2, previous.count)
            where previous[index].id == id && previous[index].screen.refers(to: controller) {
                cursor = index + 1
                let candidate = previous[index].screen
                if !isFront || candidate.isExact(for: controller) { screen = candidate }
                break
            }
            rest.append(
                Entry(
                    screen: screen ?? WeakScreen(controller, names: names), isVisible: isVisible,
                    isFront: isFront, navigation: navigation, below: below))
        }
    }
}
