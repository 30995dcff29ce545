import Benchmark
import HeadlessUIKit
import Wayfinder

/// A shown window whose navigation controller holds `depth` screens, on its own
/// HeadlessUIKit scene.
@MainActor
func makeWindow(depth: Int = 1) -> (UIWindow, UINavigationController) {
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

/// Windows built once per benchmark (by name and depth) and kept for the whole run.
@MainActor
private var sharedWindows: [String: (UIWindow, UINavigationController)] = [:]

/// The window named `name` with a `depth`-screen stack, built on first use.
@MainActor
func sharedWindow(_ name: String, depth: Int) -> (UIWindow, UINavigationController) {
    let key = "\(name) \(depth)"
    if let shared = sharedWindows[key] { return shared }
    let made = makeWindow(depth: depth)
    sharedWindows[key] = made
    return made
}

/// The navigators of shared windows, made on first use.
@MainActor
private var sharedNavigators: [ObjectIdentifier: Navigator] = [:]

/// The navigator of `window`, made on first use and kept for the whole run.
@MainActor
func sharedNavigator(of window: UIWindow) -> Navigator {
    if let navigator = sharedNavigators[ObjectIdentifier(window)] { return navigator }
    let navigator = Navigator(window: window)
    sharedNavigators[ObjectIdentifier(window)] = navigator
    return navigator
}

/// Fresh screens for a stack.
@MainActor
func makeScreens(_ count: Int) -> [UIViewController] {
    (0..<count).map { _ in UIViewController() }
}

/// Runs `body` on the main actor with the runner. The runner calls benchmark closures off
/// the main actor and waits for them, so only the main actor touches `benchmark` meanwhile.
func onMainActor(
    _ runner: Benchmark, _ body: @escaping @MainActor (Benchmark) -> Void
) async {
    nonisolated(unsafe) let benchmark = runner
    await MainActor.run { body(benchmark) }
}

/// Wall clock, instructions and mallocs, with thresholds so that `swift package benchmark
/// baseline check` reports a regression: instructions and mallocs are stable on a noisy
/// machine, so their tolerance is small; wall clock gets more room.
func configuration(maxDuration: Duration = .seconds(2), maxIterations: Int = 10_000)
    -> Benchmark.Configuration
{
    Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: maxIterations < 10 ? 0 : 1,
        maxDuration: maxDuration, maxIterations: maxIterations,
        thresholds: [
            .instructions: BenchmarkThresholds(relative: [.p50: 5, .p75: 10]),
            .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 5], absolute: [.p50: 2]),
            .wallClock: BenchmarkThresholds(relative: [.p50: 25]),
        ])
}

/// Fewer iterations for big stacks, so that a run stays short.
func iterations(forScreens count: Int) -> Int {
    switch count {
    case ..<100: 10_000
    case ..<1_000: 200
    case ..<10_000: 20
    default: 3
    }
}
