#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Logging
    @_spi(Testing) import Wayfinder
    import WayfinderTesting

    /// A window with a navigator, driven by fuzz steps, that records everything the
    /// invariants need: each issued command and how it settled, each screen's `onFinish`
    /// calls and outcomes, and the UIKit calls the navigator made.
    ///
    /// It keeps screens only through weak references (``FuzzTracked``), so that invariant 5
    /// sees the app's leaks and not its own.
    @MainActor
    final class FuzzWorld {
        /// A command the world issued and what became of it.
        final class Issued {
            let index: Int
            let label: String
            let expectation: FuzzExpectation
            var settlements: [Settlement] = []

            init(index: Int, label: String, expectation: FuzzExpectation) {
                self.index = index
                self.label = label
                self.expectation = expectation
            }
        }

        let window: UIWindow
        private(set) var navigator: Navigator!
        let records = TraceRecorder()
        let faults: Set<FuzzFault>
        private(set) var tracked: [FuzzTracked] = []
        private(set) var issued: [Issued] = []
        /// The gesture under way, if any.
        var interaction: HeadlessInteraction?
        /// What each step resolved to, e.g. `navigator.push(S4, animated: true)`, per step.
        private(set) var log: [[String]] = []
        /// Violations seen inside callbacks, waiting for the checker.
        var callbackViolations: [FuzzViolation] = []
        /// Scenario steps for what the user and the app did, in order.
        var scenarioLines: [String] = []
        /// The index of the step running.
        private(set) var stepIndex = 0
        /// Strong references kept only under ``FuzzFault/appKeepsScreens``.
        private var keptByApp: [UIViewController] = []
        private var counters: [String: Int] = [:]

        /// The profile the window follows when the run picked one; the user then interrupts
        /// running transitions where that iOS lets them.
        let behaviour: HeadlessBehaviour.Profile?

        init(
            root: FuzzRoot, faults: Set<FuzzFault> = [], behaviour: HeadlessBehaviour.Profile? = nil
        ) {
            self.faults = faults
            self.behaviour = behaviour
            let window = UIWindow(frame: .zero)
            if let behaviour { window.headless.behaviour = behaviour }
            self.window = window
            let records = records
            var logger = Logger(label: "wayfinder.fuzz")
            logger.logLevel = .critical
            navigator = Navigator(
                window: window, logger: logger, clock: { window.headless.now },
                onTrace: { records.record($0) })
            navigator.checksQuietMoments = true  // the checker's oracle, in release builds too
            let rootController: UIViewController
            switch root {
            case .navigation:
                rootController = makeNavigation(root: makeScreen())
            case .tabs(let count):
                let tabs = UITabBarController()
                tabs.title = "tabs"
                track(tabs, named: "tabs")
                tabs.viewControllers = (0..<max(1, count)).map { _ in
                    makeNavigation(root: makeScreen())
                }
                rootController = tabs
            case .split:
                let split = UISplitViewController(style: .doubleColumn)
                split.title = "split"
                track(split, named: "split")
                split.setViewController(makeNavigation(root: makeScreen()), for: .primary)
                split.setViewController(makeNavigation(root: makeScreen()), for: .secondary)
                rootController = split
            }
            window.rootViewController = rootController
            window.makeKeyAndVisible()
            window.headless.runUntilIdle()
        }

        // MARK: Making controllers

        private func nextName(_ prefix: String) -> String {
            let number = (counters[prefix] ?? 0) + 1
            counters[prefix] = number
            return "\(prefix)\(number)"
        }

        @discardableResult
        private func track(_ controller: UIViewController, named name: String) -> FuzzTracked {
            let record = FuzzTracked(name: name, isScreen: false)
            record.object = controller
            tracked.append(record)
            if faults.contains(.appKeepsScreens) { keptByApp.append(controller) }
            return record
        }

        /// A new screen whose `onFinish` reports to its record.
        func makeScreen() -> FuzzScreen {
            let record = FuzzTracked(name: nextName("S"), isScreen: true)
            let screen = FuzzScreen(record: record)
            screen.missesDidDisappear = faults.contains(.didDisappearMissed)
            record.object = screen
            tracked.append(record)
            if faults.contains(.appKeepsScreens) { keptByApp.append(screen) }
            // Every third screen is shown with a zoom transition (iOS 18), whose source view
            // is gone: the zoom falls back, and the screen can be pinched away.
            if (counters["S"] ?? 0) % 3 == 0 {
                screen.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
            }
            screen.onFinish { [weak self, weak screen] cause in
                self?.screenFinished(record, screen: screen, by: cause)
            }
            return screen
        }

        /// A new navigation controller holding `root`.
        func makeNavigation(root: UIViewController) -> UINavigationController {
            let navigation = UINavigationController(rootViewController: root)
            let name = nextName("nav")
            navigation.title = name
            track(navigation, named: name).navigationRoot = root.title
            return navigation
        }

        func record(of controller: UIViewController) -> FuzzTracked? {
            tracked.first { $0.object === controller }
        }

        // MARK: Reading the window

        /// Every controller in the window, read from UIKit.
        var controllersInWindow: [UIViewController] {
            FuzzUIKitReading.controllers(in: window)
        }

        /// Whether `controller` is in the window's hierarchy now.
        func isInWindow(_ controller: UIViewController) -> Bool {
            controllersInWindow.contains { $0 === controller }
        }

        /// Whether no gesture is under way and the run loop has nothing pending: the moment
        /// when Wayfinder and UIKit must agree on everything.
        var isQuiet: Bool {
            interaction?.phase != .interacting && !window.headless.hasPendingWork
        }

        // MARK: Running steps

        /// Runs `step` as step number `index`.
        func apply(_ step: FuzzStep, index: Int) {
            stepIndex = index
            log.append([])
            switch step {
            case .command(let command, let animated):
                issue(command, animated: animated)
            case .user(let action):
                perform(action)
                // The turn of the run loop that delivered the touch ends: what it started (a
                // navigation controller's deferred layout pass) begins before any later code.
                if !scenarioLines.isEmpty, log.last?.isEmpty == false {
                    scenarioLines.append("advance 0")
                }
                window.headless.advance(by: 0)
            case .advance(let milliseconds):
                window.headless.advance(by: Double(milliseconds) / 1000)
            case .idle:
                window.headless.runUntilIdle()
            case .rogue(.directPush):
                guard let navigation = FuzzUIKitReading.frontNavigation(in: window) else { return }
                let screen = makeScreen()
                note(
                    "\(name(navigation)).pushViewController(\(name(screen)), animated: true)",
                    scenario: "push \(name(screen)) on=\(name(navigation)) animated=yes")
                navigation.pushViewController(screen, animated: true)
                scenarioLines.append("advance 0")
                window.headless.advance(by: 0)
            }
        }

        /// Ends the gesture under way (finishing or cancelling it) and lets everything settle:
        /// the end of every sequence.
        func windDown(finishGesture: Bool) {
            stepIndex += 1
            log.append([])
            if let interaction, interaction.phase == .interacting {
                if finishGesture {
                    note("user lets go: finish", scenario: "swipe finish")
                    interaction.finish()
                } else {
                    note("user lets go: cancel", scenario: "swipe cancel")
                    interaction.cancel()
                }
            }
            interaction = nil
            window.headless.runUntilIdle()
        }

        /// Adds a line to the running step's log and, when given, a step to the scenario
        /// being recorded (for what the user or the app did; the navigator's UIKit calls come
        /// from its trace).
        func note(_ line: String, scenario: String? = nil) {
            if log.isEmpty { log.append([]) }
            log[log.count - 1].append(line)
            if let scenario { scenarioLines.append(scenario) }
        }

        func name(_ controller: UIViewController?) -> String {
            controller.map(FuzzUIKitReading.name(of:)) ?? "nil"
        }

        // MARK: Callbacks

        /// Registers a transition the world issued, checking each settlement as it comes.
        func watch(_ transition: Transition, _ label: String, expecting: FuzzExpectation) {
            let entry = Issued(index: issued.count, label: label, expectation: expecting)
            issued.append(entry)
            note(label)
            transition.onSettled { [weak self] settlement in
                self?.settled(entry, settlement)
                if self?.faults.contains(.settlementReportedTwice) == true {
                    self?.settled(entry, settlement)
                }
            }
        }

        private func settled(_ entry: Issued, _ settlement: Settlement) {
            entry.settlements.append(settlement)
            if entry.settlements.count > 1 {
                report(
                    .transitionsSettleOnceInOrder,
                    "\(entry.label) settled \(entry.settlements.count) times: "
                        + entry.settlements.map(\.description).joined(separator: ", "))
            }
            if let earlier = issued[..<entry.index].first(where: { $0.settlements.isEmpty }) {
                report(
                    .transitionsSettleOnceInOrder,
                    "\(entry.label) settled (\(settlement)) before the earlier \(earlier.label)")
            }
            if let problem = entry.expectation.problem(after: settlement, in: self) {
                report(.treeMatchesUIKit, "\(entry.label) settled \(settlement), but \(problem)")
            }
        }

        private func screenFinished(
            _ record: FuzzTracked, screen: UIViewController?, by cause: ClosedBy
        ) {
            record.finishes.append(cause)
            if record.finishes.count > 1 {
                report(
                    .finishOnceAfterLeaving,
                    "\(record.name).onFinish fired \(record.finishes.count) times: "
                        + record.finishes.map(\.description).joined(separator: ", "))
            }
            guard let screen else { return }
            if isInWindow(screen) {
                report(
                    .finishOnceAfterLeaving,
                    "\(record.name).onFinish(\(cause)) fired while it is still in the window")
            } else if screen.viewIfLoaded?.window != nil {
                report(
                    .finishOnceAfterLeaving,
                    "\(record.name).onFinish(\(cause)) fired while its view is still on screen")
            }
        }

        /// A screen that finished is in the window again (an app may show a screen it kept):
        /// it starts afresh, as Wayfinder's own records do, with a new `onFinish` and no caller
        /// awaiting its outcome.
        func showsAgain(_ record: FuzzTracked) {
            guard let screen = record.object else { return }
            record.finishes = []
            record.awaitsOutcome = false
            record.outcomes = []
            screen.onFinish { [weak self, weak screen] cause in
                self?.screenFinished(record, screen: screen, by: cause)
            }
        }

        /// Records what an awaited outcome delivered.
        func outcomeDelivered(_ record: FuzzTracked, _ outcome: Outcome<Int>) {
            let copies = faults.contains(.outcomeReportedTwice) ? 2 : 1
            for _ in 0..<copies {
                record.outcomes.append(outcome.description)
                if record.outcomes.count > 1 {
                    report(
                        .outcomeDeliveredOnce,
                        "\(record.name)'s outcome was delivered \(record.outcomes.count) times: "
                            + record.outcomes.joined(separator: ", "))
                }
            }
            if case .finished(let value) = outcome, !record.resultsGiven.contains(value) {
                report(
                    .outcomeDeliveredOnce,
                    "\(record.name)'s outcome is finished(\(value)), but it was given "
                        + "\(record.resultsGiven)")
            }
        }

        func report(_ invariant: FuzzInvariant, _ message: String) {
            callbackViolations.append(
                FuzzViolation(invariant: invariant, step: stepIndex, message: message))
        }

        /// Under ``FuzzFault/finishReportedOnSwipeBegin``: the broken component reports the
        /// leaving screen as finished when the swipe starts.
        func faultySwipeBegan(leaving: UIViewController?) {
            guard faults.contains(.finishReportedOnSwipeBegin), let leaving,
                let record = record(of: leaving)
            else { return }
            screenFinished(record, screen: leaving, by: .swipe)
        }
    }
#endif
