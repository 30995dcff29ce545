import Benchmark
import HeadlessUIKit
import Wayfinder

/// A window with a navigation controller, on its own HeadlessUIKit scene.
@MainActor
private func makeWindow() -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: .zero)
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.headless.runUntilIdle()
    return (window, navigation)
}

// The runner calls benchmark closures off the main actor; HeadlessUIKit is main-actor code,
// so each benchmark hops onto it for its whole body.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], maxDuration: .seconds(2))

    // HeadlessUIKit alone: what one animated push and pop cost on the virtual clock.
    Benchmark("HeadlessUIKit push+pop", configuration: configuration) { runner async in
        // The runner waits for this closure; only the main actor touches `benchmark` meanwhile.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let (window, navigation) = makeWindow()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                navigation.pushViewController(UIViewController(), animated: true)
                window.headless.runUntilIdle()
                navigation.popViewController(animated: true)
                window.headless.runUntilIdle()
            }
        }
    }

    // The same through the navigator's queue, proxies and reconciliation.
    Benchmark("Navigator push+pop", configuration: configuration) { runner async in
        // The runner waits for this closure; only the main actor touches `benchmark` meanwhile.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let (window, _) = makeWindow()
            let navigator = Navigator(window: window)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                navigator.push(UIViewController())
                window.headless.runUntilIdle()
                navigator.pop()
                window.headless.runUntilIdle()
            }
        }
    }

    // A burst of 20 pushes issued in one turn: one push, then one merged setViewControllers.
    Benchmark("Navigator burst of 20 pushes", configuration: configuration) { runner async in
        // The runner waits for this closure; only the main actor touches `benchmark` meanwhile.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let (window, _) = makeWindow()
            let navigator = Navigator(window: window)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<20 { navigator.push(UIViewController()) }
                window.headless.runUntilIdle()
                navigator.popToRoot()
                window.headless.runUntilIdle()
            }
        }
    }

    // Reading the tree of a 50-deep stack.
    Benchmark("NavigationTree of a 50-screen stack", configuration: configuration) { runner async in
        // The runner waits for this closure; only the main actor touches `benchmark` meanwhile.
        nonisolated(unsafe) let benchmark = runner
        await MainActor.run {
            let (window, navigation) = makeWindow()
            navigation.setViewControllers((0..<50).map { _ in UIViewController() }, animated: false)
            window.headless.runUntilIdle()
            let navigator = Navigator(window: window)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(navigator.tree)
            }
        }
    }
}
