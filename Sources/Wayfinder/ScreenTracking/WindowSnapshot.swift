/// The window at one quiet moment, as a value: every controller in it, parents first (a
/// container, then what is inside it, then what it presents; a navigation controller's
/// stack bottom first), with whether its view was in the window and, for a screen of a
/// navigation stack, the screen below it. Screens' events (``ScreenDiff``) and
/// `Navigator.previous(of:)` read it; nothing else is kept of the window.
///
/// It holds the screens weakly: a screen that leaves is released when the app and UIKit let
/// go of it, whether or not a quiet moment saw it leave.
@MainActor
struct WindowSnapshot {
    /// One controller of the window.
    struct Entry {
        let screen: WeakScreen
        /// Whether its view was in the window.
        let isVisible: Bool
        /// Whether it is in front: not a covered screen of a navigation stack (all but the
        /// top) nor inside one.
        let isFront: Bool
        /// For a screen of a navigation stack: the index of its navigation controller and
        /// of the screen below it (-1 at the bottom); -1 and -1 otherwise.
        let navigation: Int
        let below: Int
    }

    /// The controllers, in the order of `Hierarchy.visitAll`.
    var entries: [Entry] = []

    /// The screen below `screen` in `navigation`'s stack as this snapshot saw it, the
    /// nearest one still alive (`.some(nil)` if none is); `nil` when the snapshot has
    /// `screen` nowhere above the bottom of that stack.
    func screen(below screen: UIViewController, in navigation: UINavigationController)
        -> UIViewController??
    {
        for entry in entries where entry.screen.value === screen && entry.navigation >= 0 {
            guard entries[entry.navigation].screen.value === navigation, entry.below >= 0
            else { return nil }
            var below = entry.below
            while below >= 0, entries[below].screen.value == nil { below = entries[below].below }
            return .some(below >= 0 ? entries[below].screen.value : nil)
        }
        return nil
    }
}

extension WindowSnapshot: ListedControllers {
    /// Whether the controller with identity `id` is in the snapshot.
    func contains(_ id: ObjectIdentifier) -> Bool {
        entries.contains { $0.screen.id == id }
    }
}

extension WindowSnapshot {
    /// Takes the snapshot of the window whose root is `root` into `entries` (emptied first),
    /// and its front controllers into `front`, reusing `previous`'s references to the same
    /// screens. Reads only. Returns false at the first front controller with a transition
    /// coordinator: a screen in the middle of a cancelled swipe must never count as gone.
    static func take(
        of root: UIViewController?, reusing previous: WindowSnapshot,
        into snapshot: inout WindowSnapshot, front: inout [UIViewController]
    ) -> Bool {
        var walk = Walk(previous: previous.entries, entries: [], front: [])
        swap(&walk.entries, &snapshot.entries)  // the buffers' room is reused
        swap(&walk.front, &front)
        defer {
            swap(&walk.entries, &snapshot.entries)
            swap(&walk.front, &front)
        }
        walk.entries.removeAll(keepingCapacity: true)
        walk.front.removeAll(keepingCapacity: true)
        return root.map { walk.front($0, navigation: -1, below: -1) } ?? true
    }

    /// One walk of the window, parents first.
    @MainActor private struct Walk {
        let previous: [Entry]
        var entries: [Entry]
        var front: [UIViewController]
        /// Where in `previous` the next controller is looked for first.
        var cursor = 0

        mutating func front(_ controller: UIViewController, navigation: Int, below: Int)
            -> Bool
        {
            if controller.transitionCoordinator != nil { return false }
            front.append(controller)
            let index = add(controller, isFront: true, navigation: navigation, below: below)
            if let navigationController = controller as? UINavigationController {
                let stack = navigationController.viewControllers
                var below = -1
                for position in 0..<max(0, stack.count - 1) {
                    let screenIndex = entries.count
                    covered(stack[position], navigation: index, below: below)
                    below = screenIndex
                }
                if let top = stack.last, !self.front(top, navigation: index, below: below) {
                    return false
                }
            } else {
                for child in controller.children
                where !self.front(child, navigation: -1, below: -1) {
                    return false
                }
            }
            if let presented = Hierarchy.ownPresented(controller) {
                return self.front(presented, navigation: -1, below: -1)
            }
            return true
        }

        /// A covered screen, or a controller inside one, and everything inside it.
        mutating func covered(_ controller: UIViewController, navigation: Int, below: Int) {
            add(controller, isFront: false, navigation: navigation, below: below)
            let children = controller.children
            for child in children { covered(child, navigation: -1, below: -1) }
            if let presented = Hierarchy.ownPresented(controller) {
                covered(presented, navigation: -1, below: -1)
            }
        }

        @discardableResult
        mutating func add(
            _ controller: UIViewController, isFront: Bool, navigation: Int, below: Int
        ) -> Int {
            entries.append(
                Entry(
                    screen: reference(for: controller, isFront: isFront),
                    // (`isViewLoaded` first: it costs no reference to the view.)
                    isVisible: controller.isViewLoaded && controller.viewIfLoaded?.window != nil,
                    isFront: isFront,
                    navigation: navigation, below: below))
            return entries.count - 1
        }

        /// The previous snapshot's reference to `controller` when it is at the cursor or
        /// right after it (a front one also has to be exact: same name and record), else a
        /// new one.
        mutating func reference(for controller: UIViewController, isFront: Bool)
            -> WeakScreen
        {
            var index = cursor
            while index < previous.count, index <= cursor + 1 {
                let candidate = previous[index].screen
                if candidate.refers(to: controller) {
                    cursor = index + 1
                    return !isFront || candidate.isExact(for: controller)
                        ? candidate : WeakScreen(controller)
                }
                index += 1
            }
            return WeakScreen(controller)
        }
    }
}
