import Foundation
import HeadlessUIKit
import WayfinderTesting

/// Building blocks for the demo's runners: named, traced controllers on a stage.
extension Stage {
    /// A traced screen named `name`.
    func makeScreen(_ name: String) -> TracedViewController {
        let screen = TracedViewController(name, trace: trace)
        register(screen, as: name, kind: .screen)
        return screen
    }

    /// A traced screen named `name` that runs demo code inside its callbacks.
    func makeProbe(_ name: String) -> ProbeViewController {
        let screen = ProbeViewController(name, trace: trace)
        register(screen, as: name, kind: .screen)
        return screen
    }

    /// A traced navigation controller with `stack`, whose delegate calls are traced.
    func makeNavigation(_ name: String, _ stack: [UIViewController])
        -> TracedNavigationController
    {
        let nav = TracedNavigationController(name, trace: trace, root: stack[0])
        if stack.count > 1 { nav.setViewControllers(stack, animated: false) }
        let recorder = NavigationDelegateRecorder(name, trace: trace)
        nav.delegate = recorder
        retain(recorder)
        register(nav, as: name, kind: .navigation)
        return nav
    }

    /// A traced custom container.
    func makeContainer(_ name: String) -> TracedContainerViewController {
        let container = TracedContainerViewController(name, trace: trace)
        register(container, as: name, kind: .container)
        return container
    }

    /// Makes `root` the window's root, shows the window and lets it settle.
    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        runUntilIdle()
    }
}
