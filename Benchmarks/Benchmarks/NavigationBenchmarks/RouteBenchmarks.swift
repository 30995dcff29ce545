import Benchmark
import HeadlessUIKit
import Wayfinder

/// Declarative navigation: a jump between two 10-deep states against the one `setStack` it
/// amounts to, and planning at several state sizes (it should grow linearly).
func routeBenchmarks() {
    let config = configuration()
    let first = NavigationState<Int>(stack: Array(0..<10))
    let second = NavigationState<Int>(stack: [0] + Array(100..<109))

    // Each iteration replaces the 9 screens above the root, one animated transition.
    Benchmark("RouteNavigator go(to:) 10-deep to 10-deep", configuration: config) {
        runner async in
        await onMainActor(runner) { benchmark in
            let window = UIWindow(frame: .zero)
            window.makeKeyAndVisible()
            let routes = try? RouteNavigator(
                navigator: Navigator(window: window), state: first
            ) { _ in UIViewController() }
            window.headless.runUntilIdle()
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                routes?.go(to: iteration.isMultiple(of: 2) ? second : first)
                window.headless.runUntilIdle()
            }
        }
    }

    // The same work by hand: 9 fresh screens over the same root, one setStack.
    Benchmark("Navigator setStack 10-deep to 10-deep", configuration: config) { runner async in
        await onMainActor(runner) { benchmark in
            let (window, navigation) = makeWindow(depth: 10)
            let navigator = Navigator(window: window)
            let root = navigation.viewControllers[0]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                navigator.setStack([root] + makeScreens(9))
                window.headless.runUntilIdle()
            }
        }
    }

    // Planning alone: a tabs state of `size` routes with a sheet, to one that differs at the
    // top of every stack.
    for size in [10, 100, 1_000, 10_000] {
        let perTab = size / 4
        let from = NavigationState<Int>(
            tabs: (0..<3).map { tab in Array(tab * perTab..<(tab + 1) * perTab) },
            modals: [.init(Array(3 * perTab..<4 * perTab))])
        var to = from
        to.root = .tabs(from.rootStacks.map { $0.dropLast() + [-1] }, selected: 1)
        to.modals[0].stack.append(-2)
        Benchmark("RoutePlanner steps for \(size) routes", configuration: config) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(RoutePlanner.steps(from: from, to: to))
            }
        }
    }
}
