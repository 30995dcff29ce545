#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Logging
    import Wayfinder

    /// One sequence of the routes fuzzer: a fresh window, navigator and route navigator.
    @MainActor
    final class RouteFuzzRun {
        private var states: RouteFuzzStates
        private let index: Int
        private let window = UIWindow(frame: .zero)
        private var navigator: Navigator!
        private var routes: RouteNavigator<String>!
        private var made: [WeakController] = []
        private var gesture: HeadlessInteraction?
        private var log: [String] = []
        /// Broken promises found in callbacks, reported after the step.
        private var problems: [String] = []
        /// UIKit calls with `animated: true` since the last request that ran settled.
        private var animatedCalls: [String] = []
        private var uikitCallCount = 0
        private var records: [String] = []
        private(set) var requests = 0

        init(random: FuzzRandom, index: Int) {
            self.states = RouteFuzzStates(random: random)
            self.index = index
        }

        /// Runs `steps` steps and winds down; the first broken promise, if any.
        func run(steps: Int) -> RouteFuzzFailure? {
            navigator = Navigator(
                window: window, logger: Logger(label: "wayfinder.fuzz.routes"),
                clock: { [window] in window.headless.now },
                onTrace: { [weak self] record in self?.observe(record) })
            window.makeKeyAndVisible()
            let launch = states.state()
            log.append("launch \(launch.summaryLine)")
            do {
                routes = try RouteNavigator(navigator: navigator, state: launch) {
                    [weak self] route in
                    let screen = UIViewController()
                    screen.title = route
                    self?.made.append(WeakController(value: screen))
                    return screen
                }
            } catch {
                return failure(step: -1, "a valid launch state was refused: \(error)")
            }
            window.headless.runUntilIdle()
            if let problem = checkQuiet() { return failure(step: -1, problem) }
            for step in 0..<steps {
                self.step()
                if let problem = problems.first { return failure(step: step, problem) }
                if gesture == nil, !window.headless.hasPendingWork,
                    let problem = checkQuiet()
                {
                    return failure(step: step, problem)
                }
            }
            log.append("wind down")
            if let gesture {
                if steps % 2 == 0 { gesture.finish() } else { gesture.cancel() }
                self.gesture = nil
            }
            window.headless.runUntilIdle()
            if let problem = problems.first ?? checkQuiet() { return failure(step: steps, problem) }
            return nil
        }

        private func failure(step: Int, _ message: String) -> RouteFuzzFailure {
            RouteFuzzFailure(
                sequenceIndex: index, step: step, message: message, log: log,
                records: Array(records.suffix(40)))
        }

        // MARK: - Steps

        private func step() {
            let roll = states.random.int(below: 100)
            switch roll {
            case 0..<22:
                let target = states.state()
                let animated = states.random.chance(80)
                log.append("go(to: \(target.summaryLine), animated: \(animated))")
                watch(routes.go(to: target, animated: animated), target: target)
            case 22..<40:
                var target = routes.state
                var edits: [String] = []
                let transition = routes.update { state in
                    edits.append(states.edit(&state))
                    target = state
                }
                log.append("update { \(edits.joined(separator: "; ")) }")
                watch(transition, target: target.problemFree ? target : nil)
            case 40..<44:
                let target = states.invalidState()
                log.append("go(to: invalid \(target.summaryLine))")
                let before = uikitCallCount
                let transition = routes.go(to: target)
                guard case .failed = transition.settlement, uikitCallCount == before else {
                    problems.append("an invalid target did not fail at once without UIKit calls")
                    return
                }
            case 44..<50:
                sameStateAgain()
            case 50..<60:
                // UIKit ignores touches while a transition runs: the user acts on a still
                // screen, and code acts at any time.
                guard userCanAct else { return }
                log.append("user taps back")
                _ = frontNavigation()?.headless.tapBackButton()
            case 60..<68:
                guard userCanAct, let navigation = frontNavigation() else { return }
                let swipe = navigation.headless.beginInteractivePop()
                guard swipe.didBegin else { return }
                let progress = 0.2 + Double(states.random.int(below: 60)) / 100
                log.append("user begins a swipe-back to \(progress)")
                swipe.update(progress: progress)
                gesture = swipe
            case 68..<73:
                guard userCanAct, let top = presentedChain().last else { return }
                let drag = top.headless.beginInteractiveDismiss()
                guard drag.didBegin else { return }
                log.append("user begins dragging the sheet down")
                drag.update(progress: 0.5)
                gesture = drag
            case 73..<81:
                guard let gesture else { return }
                if states.random.chance(50) {
                    log.append("user finishes the gesture")
                    gesture.finish()
                } else {
                    log.append("user cancels the gesture")
                    gesture.cancel()
                }
                self.gesture = nil
            case 81..<85:
                guard userCanAct, let tabs = window.rootViewController as? UITabBarController,
                    presentedChain().isEmpty
                else { return }
                let tab = states.random.int(below: tabs.viewControllers?.count ?? 1)
                log.append("user taps tab \(tab)")
                tabs.headless.tap(index: tab)
            case 85..<89:
                // The app changes the window directly through the navigator, at any time.
                switch states.random.int(below: 3) {
                case 0:
                    log.append("navigator.pop()")
                    navigator.pop()
                case 1:
                    log.append("navigator.popToRoot()")
                    navigator.popToRoot()
                default:
                    log.append("navigator.dismissAll()")
                    navigator.dismissAll()
                }
            case 89..<95:
                let seconds = Double(5 + states.random.int(below: 55)) / 100
                log.append("advance(by: \(seconds))")
                window.headless.advance(by: seconds)
            default:
                guard gesture == nil else { return }
                log.append("runUntilIdle()")
                window.headless.runUntilIdle()
            }
        }

        /// Whether the screen is still, so that a touch reaches it.
        private var userCanAct: Bool { gesture == nil && !window.headless.hasPendingWork }

        /// At a quiet moment, going to the state shown must make no UIKit call.
        private func sameStateAgain() {
            guard gesture == nil, !window.headless.hasPendingWork else { return }
            log.append("go(to: the same state)")
            let before = uikitCallCount
            let transition = routes.go(to: routes.state)
            window.headless.runUntilIdle()
            if uikitCallCount != before || transition.settlement != .completed {
                problems.append(
                    "going to the same state made UIKit calls or did not complete "
                        + "(\(String(describing: transition.settlement)))")
            }
        }

        private func watch(_ transition: Transition, target: NavigationState<String>?) {
            requests += 1
            transition.onSettled { [weak self] settlement in
                guard let self else { return }
                switch settlement {
                case .completed:
                    if let target, self.routes.state != target {
                        self.problems.append(
                            "a completed request did not reach its target: wanted "
                                + "\(target.summaryLine), state is "
                                + self.routes.state.summaryLine)
                    }
                case .failed(let error):
                    if error.message.isEmpty { self.problems.append("a failure without a reason") }
                    if target != nil, error.code == "invalidState" {
                        self.problems.append("a valid target was refused: \(error.message)")
                    }
                case .superseded, .cancelled:
                    break
                }
            }
        }

        // MARK: - Checks

        private func observe(_ record: TraceRecord) {
            records.append("[step \(log.count - 1)] \(record.kind): \(record.message)")
            switch record.kind {
            case .uikit:
                uikitCallCount += 1
                if record.message.contains("animated: true") {
                    animatedCalls.append(record.message)
                }
            case .settled:
                guard !record.message.hasSuffix("→ superseded") else { return }
                if record.message.hasPrefix("go(to:"), animatedCalls.count > 1 {
                    problems.append(
                        "one request animated \(animatedCalls.count) UIKit calls: "
                            + animatedCalls.joined(separator: "; "))
                }
                animatedCalls = []
            default:
                break
            }
        }

        /// The promises that hold at a quiet moment.
        private func checkQuiet() -> String? {
            let shown = RouteFuzzReading.state(of: window)
            if shown != routes.state {
                return "routes.state is \(routes.state.summaryLine) but UIKit shows "
                    + (shown?.summaryLine ?? "no root")
            }
            if let diagnostic = window.headless.diagnostics.first {
                return "UIKit diagnostic: \(diagnostic)"
            }
            let onScreen = Set(RouteFuzzReading.controllers(in: window).map(ObjectIdentifier.init))
            made.removeAll { $0.value == nil }
            if let leaked = made.first(where: { !onScreen.contains($0.id) }) {
                return "\(leaked.value?.title ?? "?") left the window but is still alive"
            }
            return nil
        }

        private func frontNavigation() -> UINavigationController? {
            let top = navigator.topmost
            return top as? UINavigationController ?? top?.navigationController
        }

        private func presentedChain() -> [UIViewController] {
            var chain: [UIViewController] = []
            var presenter = window.rootViewController
            while let next = presenter?.presentedViewController, next !== presenter {
                chain.append(next)
                presenter = next
            }
            return chain
        }
    }

    /// A weak reference to a controller the fuzzer's factory made.
    struct WeakController {
        weak var value: UIViewController?
        let id: ObjectIdentifier

        @MainActor
        init(value: UIViewController) {
            self.value = value
            self.id = ObjectIdentifier(value)
        }
    }

    extension NavigationState {
        /// The dump on one line.
        var summaryLine: String {
            description.split(separator: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.joined(separator: "; ")
        }

        /// Whether `validated()` accepts the state.
        var problemFree: Bool { (try? validated()) != nil }
    }
#endif
