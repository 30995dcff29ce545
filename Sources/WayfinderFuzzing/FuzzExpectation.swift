#if !canImport(UIKit)
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// The checker's shadow of one command: what must be true, read from UIKit, at the moment
    /// the command settles. Part of invariant 1: the tree must not only match UIKit, it must
    /// show what each settled command said it did.
    @MainActor
    enum FuzzExpectation {
        /// Nothing checkable (merged stack edits, pops whose target depends on timing).
        case none
        /// Completed: the screen is in a navigation stack of the window. Superseded: it is not.
        case pushed(FuzzTracked)
        /// Completed: the controller is presented in the window.
        case presented(FuzzTracked)
        /// Completed or superseded: the controller is no longer in the window.
        case gone(FuzzTracked)
        /// Completed: the window's tab bar controller shows this tab.
        case tabSelected(Int)
        /// Completed: nothing is presented in the window.
        case nothingPresented
        /// Completed: the child is embedded in the container.
        case embedded(FuzzTracked, in: FuzzTracked)
        /// Failed, always (a deliberately bad command).
        case fails

        /// What is wrong after `settlement`, or `nil`.
        func problem(after settlement: Settlement, in world: FuzzWorld) -> String? {
            if case .fails = self {
                if case .failed = settlement { return nil }
                return "a bad command must fail"
            }
            let completed = settlement == .completed
            switch self {
            case .none, .fails:
                return nil
            case .pushed(let record):
                guard completed || settlement == .superseded else { return nil }
                let inStack =
                    record.object.map { screen in
                        world.isInWindow(screen) && screen.parent is UINavigationController
                    } ?? false
                if completed && !inStack { return "\(record.name) is not in a navigation stack" }
                if !completed && inStack { return "\(record.name) is still in the window" }
            case .presented(let record):
                guard completed else { return nil }
                guard let controller = record.object, world.isInWindow(controller),
                    controller.presentingViewController != nil
                else { return "\(record.name) is not presented in the window" }
            case .gone(let record):
                guard completed || settlement == .superseded else { return nil }
                if let controller = record.object, world.isInWindow(controller) {
                    return "\(record.name) is still in the window"
                }
            case .tabSelected(let index):
                guard completed else { return nil }
                let tabs = world.window.rootViewController as? UITabBarController
                if tabs?.selectedIndex != index {
                    return "the selected tab is \(tabs.map { "\($0.selectedIndex)" } ?? "none")"
                }
            case .nothingPresented:
                guard completed else { return nil }
                if let presented = world.controllersInWindow.first(where: {
                    $0.parent == nil && $0.presentingViewController != nil
                }) {
                    return "\(world.name(presented)) is still presented"
                }
            case .embedded(let child, let container):
                guard completed else { return nil }
                guard let object = child.object, object.parent === container.object else {
                    return "\(child.name) is not a child of \(container.name)"
                }
            }
            return nil
        }
    }
#endif
