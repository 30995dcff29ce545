import Benchmark
import HeadlessUIKit
import Wayfinder

// Each benchmark shows how a cost scales, not one point: the same operation at several
// stack depths or sizes. Run with `cd Benchmarks && swift package benchmark`.
let benchmarks: @Sendable () -> Void = {
    pushPopBenchmarks()
    stackBenchmarks()
    commandBenchmarks()
    routeBenchmarks()
}

/// One animated push and pop at a stack depth, for raw HeadlessUIKit and for the navigator:
/// both should cost the same at every depth. Each benchmark builds its window once and
/// measures every sample on it: a sample measured right after building a 1,000-screen stack
/// would time the caches the building left cold, not the push and pop.
func pushPopBenchmarks() {
    for depth in [1, 10, 100, 1_000] {
        let config = configuration(maxIterations: 10_000)
        Benchmark("HeadlessUIKit push+pop at depth \(depth)", configuration: config) {
            runner async in
            await onMainActor(runner) { benchmark in
                let (window, navigation) = sharedWindow("raw", depth: depth)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    navigation.pushViewController(UIViewController(), animated: true)
                    window.headless.runUntilIdle()
                    navigation.popViewController(animated: true)
                    window.headless.runUntilIdle()
                }
                benchmark.stopMeasurement()
            }
        }
        Benchmark("Navigator push+pop at depth \(depth)", configuration: config) { runner async in
            await onMainActor(runner) { benchmark in
                let (window, _) = sharedWindow("navigator", depth: depth)
                let navigator = sharedNavigator(of: window)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    navigator.push(UIViewController())
                    window.headless.runUntilIdle()
                    navigator.pop()
                    window.headless.runUntilIdle()
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// `setStack` of n fresh screens onto a one-screen stack, and `popToRoot` from n screens:
/// the cost per screen should not grow with n.
func stackBenchmarks() {
    for count in [10, 100, 1_000, 10_000] {
        let config = configuration(
            maxDuration: .seconds(3), maxIterations: iterations(forScreens: count))
        Benchmark("Navigator setStack of \(count)", configuration: config) { runner async in
            await onMainActor(runner) { benchmark in
                let (window, navigation) = makeWindow()
                let navigator = Navigator(window: window)
                let screens = [navigation.viewControllers[0]] + makeScreens(count - 1)
                benchmark.startMeasurement()
                navigator.setStack(screens)
                window.headless.runUntilIdle()
                benchmark.stopMeasurement()
            }
        }
        Benchmark("Navigator popToRoot of \(count)", configuration: config) { runner async in
            await onMainActor(runner) { benchmark in
                let (window, _) = makeWindow(depth: count)
                let navigator = Navigator(window: window)
                benchmark.startMeasurement()
                navigator.popToRoot()
                window.headless.runUntilIdle()
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A burst of commands in one turn, and reading the tree.
func commandBenchmarks() {
    let config = configuration()
    // 20 pushes issued in one turn: one push, then one merged setViewControllers.
    Benchmark("Navigator burst of 20 pushes", configuration: config) { runner async in
        await onMainActor(runner) { benchmark in
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
    Benchmark("NavigationTree of a 50-screen stack", configuration: config) { runner async in
        await onMainActor(runner) { benchmark in
            let (window, _) = makeWindow(depth: 50)
            let navigator = Navigator(window: window)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(navigator.tree)
            }
        }
    }
}
