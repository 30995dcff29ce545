import Foundation
import HeadlessUIKit
import Wayfinder

// A small executable to profile one operation under valgrind's callgrind, or to time it:
//   NavigationProfile <raw-pushpop|nav-pushpop|covered-reads|setstack|poptoroot|setstack-swap|
//     goto-swap>
//     <depth or count> <repeats>
// prints the mean wall time per operation in microseconds.

@MainActor
func window(depth: Int) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: .zero)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.headless.runUntilIdle()
    if depth > 1 {
        let screens = [navigation.viewControllers[0]] + (1..<depth).map { _ in UIViewController() }
        navigation.setViewControllers(screens, animated: false)
        window.headless.runUntilIdle()
    }
    return (window, navigation)
}

@MainActor
func measure(_ mode: String, _ size: Int, _ repeats: Int) -> Double {
    var elapsed: Duration = .zero
    let clock = ContinuousClock()
    switch mode {
    case "raw-pushpop":
        let (window, navigation) = window(depth: size)
        elapsed = clock.measure {
            for _ in 0..<repeats {
                navigation.pushViewController(UIViewController(), animated: true)
                window.headless.runUntilIdle()
                navigation.popViewController(animated: true)
                window.headless.runUntilIdle()
            }
        }
    case "nav-pushpop":
        let (window, _) = window(depth: size)
        let navigator = Navigator(window: window)
        elapsed = clock.measure {
            for _ in 0..<repeats {
                navigator.push(UIViewController())
                window.headless.runUntilIdle()
                navigator.pop()
                window.headless.runUntilIdle()
            }
        }
    case "covered-reads":
        // What a quiet moment must read of each screen of a stack of `size` to take the
        // window's snapshot (`WindowSnapshot.walk`), and nothing else: the floor of its cost
        // per covered screen.
        // Each screen weakly referenced, as the navigator's snapshot holds it (and as a
        // loaded view does): Swift then counts its references in a side table.
        let (window, navigation) = window(depth: size)
        let weakly = navigation.viewControllers.map { screen in { [weak screen] in screen } }
        var found = 0
        elapsed = clock.measure {
            for _ in 0..<repeats {
                for screen in navigation.viewControllers {
                    if screen.isViewLoaded, screen.viewIfLoaded?.window != nil { found += 1 }
                    found += screen.children.count
                    if screen.presentedViewController != nil { found += 1 }
                }
            }
        }
        if found < 0 { print(found, window, weakly.count) }
    case "setstack":
        for _ in 0..<repeats {
            let (window, navigation) = window(depth: 1)
            let navigator = Navigator(window: window)
            let screens =
                [navigation.viewControllers[0]] + (1..<size).map { _ in UIViewController() }
            elapsed += clock.measure {
                navigator.setStack(screens)
                window.headless.runUntilIdle()
            }
        }
    case "poptoroot":
        for _ in 0..<repeats {
            let (window, _) = window(depth: size)
            let navigator = Navigator(window: window)
            elapsed += clock.measure {
                navigator.popToRoot()
                window.headless.runUntilIdle()
            }
        }
    case "setstack-swap":
        // A stack of `size` whose screens above the root are replaced, one setStack each.
        let (window, navigation) = window(depth: size)
        let navigator = Navigator(window: window)
        let root = navigation.viewControllers[0]
        elapsed = clock.measure {
            for _ in 0..<repeats {
                navigator.setStack([root] + (1..<size).map { _ in UIViewController() })
                window.headless.runUntilIdle()
            }
        }
    case "goto-swap":
        // The same with a RouteNavigator going between two states of `size` routes.
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        let first = NavigationState<Int>(stack: Array(0..<size))
        let second = NavigationState<Int>(stack: [0] + Array(size..<(2 * size - 1)))
        guard
            let routes = try? RouteNavigator(
                navigator: Navigator(window: window), state: first,
                screen: { _ in UIViewController() })
        else { exit(1) }
        window.headless.runUntilIdle()
        elapsed = clock.measure {
            for index in 0..<repeats {
                routes.go(to: index.isMultiple(of: 2) ? second : first)
                window.headless.runUntilIdle()
            }
        }
    default:
        print("unknown mode \(mode)")
        exit(2)
    }
    let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return seconds * 1e6 / Double(repeats)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Int(arguments[2]), let repeats = Int(arguments[3]) else {
    print("usage: NavigationProfile <mode> <size> <repeats>")
    exit(2)
}
let microseconds = MainActor.assumeIsolated { measure(arguments[1], size, repeats) }
print("\(arguments[1]) \(size): \(String(format: "%.2f", microseconds)) µs per operation")
