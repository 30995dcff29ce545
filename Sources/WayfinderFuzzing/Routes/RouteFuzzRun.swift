#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Logging
    import Wayfinder
    import WayfinderTesting

    /// One sequence of the routes fuzzer: a fresh window, navigator and route navigator, an
    /// app that sets its own delegates, and guards whose answers a session flips.
    @MainActor
    final class RouteFuzzRun {
        private let sequence: RouteFuzzSequence
        private let index: Int
        private let faults: Set<RouteFuzzFault>
        private let window = UIWindow(frame: .zero)
        private var navigator: Navigator!
        private var routes: RouteNavigator<String>!
        private var made: [WeakController] = []
        private var gesture: HeadlessInteraction?
        private var log: [String] = []
        /// Broken promises found in callbacks, reported after the step.
        private var problems: [RouteFuzzProblem] = []
        /// UIKit calls with `animated: true` since the last request that ran settled.
        private var animatedCalls: [String] = []
        private var uikitCallCount = 0
        private var records: [String] = []
        private(set) var requests = 0
        /// The app's own delegates.
        private let delegateLog: RouteFuzzDelegateLog
        private var appDelegates = RouteFuzzAppDelegates()
        /// What each guarded route's guard answers now.
        private var sessions: [String: RouteFuzzSession]
        /// Guarded routes allowed on screen while their guard does not allow them: they were
        /// visible when the session signed out (a route already visible is not asked again),
        /// or Wayfinder warned that nothing else can be shown in their place; each stays
        /// allowed while it stays visible.
        private var exempt: Set<String> = []
        /// Guarded routes whose session signed out while something moved: the routes visible
        /// at the next quiet point are exempt.
        private var exemptAtNextQuiet: Set<String> = []

        /// Whether the user's back taps and swipe-backs may land on a running push or pop
        /// (a profile of iOS 26 or later was picked).
        private let interrupts: Bool
        /// How many times the user acted on a running transition: a request that completed
        /// while the user interrupted it (the push completes, then the user pops) need not
        /// show its target any more when it settles.
        private var userInterruptions = 0
        /// How many times a session stopped allowing a route: a request in flight meanwhile
        /// may see its target's route taken off screen at the quiet moment it settles in
        /// (guards ask about what became visible, see `addGuard`), so it need not show its
        /// target any more.
        private var sessionsSignedOut = 0
        /// The action of the alert button the user tapped, until the route navigator hands
        /// it back (once, with the state's alert gone); `.some(nil)` for a button without one.
        private var tappedAction: Int??

        init(
            sequence: RouteFuzzSequence, index: Int, faults: Set<RouteFuzzFault>,
            behaviour: HeadlessBehaviour.Profile? = nil
        ) {
            self.sequence = sequence
            self.index = index
            self.faults = faults
            if let behaviour { window.headless.behaviour = behaviour }
            self.interrupts = behaviour.map { $0 >= .iOS26 } ?? false
            self.sessions = sequence.sessions
            self.delegateLog = RouteFuzzDelegateLog(faults: faults)
        }

        /// Runs the sequence's steps and winds down; the first broken promise, if any.
        func run() -> RouteFuzzFailure? {
            var logger = Logger(label: "wayfinder.fuzz.routes")
            // The warnings the fuzzer provokes on purpose are in the trace records.
            logger.logLevel = .error
            navigator = Navigator(
                window: window, logger: logger,
                clock: { [window] in window.headless.now },
                onTrace: { [weak self] record in self?.observe(record) })
            let launch = sequence.launch
            log.append(
                "launch \(launch.summaryLine), guards "
                    + sessions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                    .joined(separator: ", "))
            do {
                // Every sheet can rest at medium or large (sheet state picks among them).
                var containers = RouteContainers<String>()
                containers.configureModal = { modal, _, _ in
                    modal.sheetPresentationController?.detents = [.medium(), .large()]
                }
                routes = try RouteNavigator(
                    navigator: navigator, state: launch, containers: containers)
                routes.start { [weak self] route in
                    let screen = AppearanceNotingScreen()
                    screen.title = route
                    screen.missesDidDisappear = self?.faults.contains(.didDisappearMissed) ?? false
                    self?.made.append(WeakController(value: screen))
                    return screen
                }
            } catch {
                return failure(step: -1, .request, "a valid launch state was refused: \(error)")
            }
            routes.onAlertAction(Int.self) { [weak self] action in
                self?.heard(action)
            }
            routes.addGuard { [weak self] route in
                guard let self, !self.faults.contains(.guardIgnoresSession) else { return .allow }
                return self.sessions[route]?.decision ?? .allow
            }
            // The guard is asked about the launch state only when no screen of it is in the
            // window yet (see addGuard); otherwise the launch state is already visible.
            if navigator.topmost?.viewIfLoaded?.window != nil {
                exempt = Set(visibleRoutes(RouteFuzzReading.state(of: window)))
            }
            // As an app does: the guards are added before the window first shows the state.
            window.makeKeyAndVisible()
            window.headless.runUntilIdle()
            if let problem = checkQuiet() { return failure(step: -1, problem) }
            for (number, step) in sequence.steps.enumerated() {
                delegateLog.step = number
                run(step)
                if let problem = problems.first { return failure(step: number, problem) }
                if let problem = delegateLog.problems.first {
                    return failure(step: number, .delegates, problem)
                }
                if gesture == nil, !window.headless.hasPendingWork,
                    let problem = checkQuiet()
                {
                    return failure(step: number, problem)
                }
            }
            log.append("wind down")
            delegateLog.step = sequence.steps.count
            if let gesture {
                if sequence.steps.count % 2 == 0 { gesture.finish() } else { gesture.cancel() }
                self.gesture = nil
            }
            window.headless.runUntilIdle()
            if let problem = problems.first { return failure(step: sequence.steps.count, problem) }
            if let problem = delegateLog.problems.first {
                return failure(step: sequence.steps.count, .delegates, problem)
            }
            // Reading the state may catch up with a change and start a transition: wait for it.
            for _ in 0..<3 {
                _ = routes.state
                guard window.headless.hasPendingWork else { break }
                window.headless.runUntilIdle()
            }
            if let problem = checkQuiet() { return failure(step: sequence.steps.count, problem) }
            return nil
        }

        private func failure(step: Int, _ kind: RouteFuzzProblem.Kind, _ message: String)
            -> RouteFuzzFailure
        {
            failure(step: step, RouteFuzzProblem(kind: kind, message: message))
        }

        private func failure(step: Int, _ problem: RouteFuzzProblem) -> RouteFuzzFailure {
            RouteFuzzFailure(
                sequenceIndex: index, step: step, message: problem.message, log: log,
                records: Array(records.suffix(40)), invariant: problem.kind.rawValue,
                sequence: sequence, originalStepCount: sequence.steps.count)
        }

        private func problem(_ kind: RouteFuzzProblem.Kind, _ message: String) {
            problems.append(RouteFuzzProblem(kind: kind, message: message))
        }

        // MARK: - Steps

        private func run(_ step: RouteFuzzStep) {
            switch step {
            case .go(let target, let animated):
                log.append("go(to: \(target.summaryLine), animated: \(animated))")
                watch(routes.go(to: target, animated: animated), target: target)
            case .update(let edit):
                var target = routes.state
                let transition = routes.update { state in
                    edit.apply(to: &state)
                    target = state
                }
                log.append("update { \(edit) }")
                watch(transition, target: target.problemFree ? target : nil)
            case .goInvalid(let target):
                log.append("go(to: invalid \(target.summaryLine))")
                let before = uikitCallCount
                let transition = routes.go(to: target)
                guard case .failed = transition.settlement, uikitCallCount == before else {
                    problem(.request, "an invalid target did not fail at once without UIKit calls")
                    return
                }
            case .sameStateAgain:
                sameStateAgain()
            case .tapBack, .doubleTapBack:
                // Before iOS 26 UIKit ignores touches while a transition runs: the user acts on
                // a still screen, and code acts at any time. From iOS 26 the back button works
                // during a push or pop.
                guard userCanTouchScreens || userCanInterrupt else { return }
                if !userCanAct { userInterruptions += 1 }
                for _ in 0..<(step == .doubleTapBack ? 2 : 1) {
                    log.append("user taps back")
                    _ = frontNavigation()?.headless.tapBackButton()
                }
            case .beginSwipeBack(let progress), .beginContentSwipe(let progress):
                guard userCanTouchScreens || userCanInterrupt, let navigation = frontNavigation()
                else {
                    return
                }
                if !userCanAct { userInterruptions += 1 }
                let content = step != .beginSwipeBack(progress: progress)
                let swipe =
                    content
                    ? navigation.headless.beginInteractiveContentPop()
                    : navigation.headless.beginInteractivePop()
                guard swipe.didBegin else { return }
                log.append("user begins a \(content ? "content " : "")swipe-back to \(progress)")
                swipe.update(progress: progress)
                gesture = swipe
            case .beginSheetDrag:
                guard userCanTouchScreens, let top = presentedChain().last else { return }
                let latest = top.presentationController.flatMap { appDelegates.latest(on: $0) }
                let before = delegateLog.entries.count
                let drag = top.headless.beginInteractiveDismiss()
                guard drag.didBegin else { return }
                // A drag that began asked the sheet's delegate whether it may dismiss.
                expectOnce(
                    ["shouldDismiss", "willDismiss"], since: before, latest: latest,
                    hears: "shouldDismiss", what: "a sheet drag")
                log.append("user begins dragging the sheet down")
                drag.update(progress: 0.5)
                gesture = drag
            case .dragDetent(let large):
                guard userCanAct, let top = presentedChain().last else { return }
                let detent: UISheetPresentationController.Detent.Identifier =
                    large ? .large : .medium
                guard top.headless.dragSheet(to: detent) else { return }
                log.append("user drags the sheet to \(large ? "large" : "medium")")
            case .endGesture(let finish):
                guard let gesture else { return }
                if finish {
                    log.append("user finishes the gesture")
                    gesture.finish()
                } else {
                    log.append("user cancels the gesture")
                    gesture.cancel()
                }
                self.gesture = nil
            case .tapTab(let pick):
                guard userCanAct, let tabs = window.rootViewController as? UITabBarController,
                    presentedChain().isEmpty
                else { return }
                let tab = pick % max(1, tabs.viewControllers?.count ?? 1)
                log.append("user taps tab \(tab)")
                tapTab(tab, in: tabs)
            case .navigatorPop:
                // The app changes the window directly through the navigator, at any time.
                log.append("navigator.pop()")
                navigator.pop()
            case .navigatorPopToRoot:
                log.append("navigator.popToRoot()")
                navigator.popToRoot()
            case .navigatorDismissAll:
                log.append("navigator.dismissAll()")
                navigator.dismissAll()
            case .advance(let seconds):
                log.append("advance(by: \(seconds))")
                window.headless.advance(by: seconds)
            case .runUntilIdle:
                guard gesture == nil else { return }
                log.append("runUntilIdle()")
                window.headless.runUntilIdle()
            case .delegate(let slot, let pick, let change):
                changeDelegate(slot, pick: pick, change)
            case .session(let route, let session):
                signIn(route, session)
            case .sizeClass(let compact):
                // At any moment but mid-gesture: the window's width is the system's (a
                // rotation, a resized window), and comes during pushes, pops, presentations
                // and column changes.
                guard gesture == nil else { return }
                log.append(
                    "the window becomes \(compact ? "compact" : "regular")"
                        + (window.headless.hasPendingWork ? " mid-transition" : ""))
                // Split views collapse or expand as UIKit decides: a request that settles
                // after this need not show the layout it asked for.
                userInterruptions += 1
                window.headless.setHorizontalSizeClass(compact ? .compact : .regular)
            case .userColumn(let show, let column):
                guard userCanAct, presentedChain().isEmpty, let split = frontSplit(),
                    let uiColumn = Self.uiKitColumn(column)
                else { return }
                log.append("user \(show ? "shows" : "hides") the \(column) column")
                if show {
                    split.headless.userShow(uiColumn)
                } else {
                    split.headless.userHide(uiColumn)
                }
            case .resumeHeld(let animated):
                log.append("routes.resumeHeld(animated: \(animated))")
                if let transition = routes.resumeHeld(animated: animated) {
                    watch(transition, target: nil)
                }
            case .alert(let index):
                let alert = RouteFuzzStates.alerts[index % RouteFuzzStates.alerts.count]
                var target = routes.state
                let transition = routes.update { state in
                    state.alert = alert
                    target = state
                }
                log.append("update { $0.alert = \(alert.title) }")
                watch(transition, target: target)
            case .tapAlert(let pick):
                tapAlert(pick)
            case .lock(let pick, let hold):
                lock(pick, hold: hold)
            case .unlock:
                log.append("routes.unlock()")
                if let transition = routes.unlock() { watch(transition, target: nil) }
            }
        }

        /// The alert on top of the window, if any.
        private var alertOnScreen: UIAlertController? {
            presentedChain().last as? UIAlertController
        }

        /// The user taps a button of the alert on screen, if the screen is still.
        private func tapAlert(_ pick: Int) {
            guard userCanAct, let alert = alertOnScreen, !alert.actions.isEmpty else { return }
            let button = pick % alert.actions.count
            let title = alert.actions[button].title ?? "?"
            let known = RouteFuzzStates.alerts.first { $0.title == alert.title }
            log.append("user taps \"\(title)\" of \(alert.title ?? "?")")
            guard alert.headless.tapAction(at: button) else { return }
            if tappedAction != nil {
                problem(.request, "an earlier alert tap's action was never handed back")
            }
            tappedAction = .some(known?.buttons[button].action?.value(as: Int.self))
            if tappedAction == .some(nil) { tappedAction = nil }  // nothing to hand back
        }

        /// The route navigator hands back a tapped button's action: the one tapped, once, with
        /// the state's alert gone.
        private func heard(_ action: Int) {
            guard case .some(let expected) = tappedAction, expected == action else {
                problem(
                    .request,
                    "the alert action \(action) was handed back, but the user tapped "
                        + (tappedAction.map { "\(String(describing: $0))" } ?? "nothing"))
                return
            }
            tappedAction = nil
            if let alert = routes.state.alert {
                problem(.state, "an alert action was handed back while the state has \(alert)")
            }
        }

        /// The app locks navigation by a screen in the window: accepted, or refused with
        /// `cannotLock` when the screen is not in the stack the user sees. As an app does, from
        /// a screen that is shown (its `viewDidAppear`): at a still moment, the lock's flow
        /// being read from what the window shows then.
        private func lock(_ pick: Int, hold: Bool) {
            guard userCanAct else { return }
            let inWindow = Set(
                RouteFuzzReading.controllers(in: window).map(ObjectIdentifier.init))
            let screens = made.compactMap(\.value).filter {
                inWindow.contains(ObjectIdentifier($0))
            }
            guard !screens.isEmpty else { return }
            let screen = screens[pick % screens.count]
            log.append(
                "routes.lock(by: \(screen.title ?? "?"), outside: \(hold ? "hold" : "refuse"))")
            do {
                try routes.lock("fuzz", by: screen, outside: hold ? .hold : .refuse)
            } catch {
                if error.code != "cannotLock" || error.message.isEmpty {
                    problem(.request, "lock failed with \(error.code): \(error.message)")
                }
            }
        }

        /// Whether the screen is still, so that a touch reaches it.
        private var userCanAct: Bool { gesture == nil && !window.headless.hasPendingWork }

        /// Whether a touch reaches the screens: still, and no alert covers them (an alert is
        /// modal: only its buttons take touches).
        private var userCanTouchScreens: Bool { userCanAct && alertOnScreen == nil }

        /// Whether the user may act on a running push or pop (iOS 26): no gesture under way
        /// and no presentation running.
        private var userCanInterrupt: Bool {
            interrupts && gesture == nil && alertOnScreen == nil
                && !FuzzUIKitReading.presentationRuns(in: window)
        }

        /// At a quiet moment, going to the state shown must make no UIKit call.
        private func sameStateAgain() {
            guard gesture == nil, !window.headless.hasPendingWork else { return }
            let shown = routes.state
            // Reading the state caught up with a change the navigator had not seen yet.
            guard !window.headless.hasPendingWork else { return }
            log.append("go(to: the same state)")
            let before = uikitCallCount
            let transition = routes.go(to: shown)
            window.headless.runUntilIdle()
            if uikitCallCount != before || transition.settlement != .completed {
                problem(
                    .request,
                    "going to the same state made UIKit calls or did not complete "
                        + "(\(String(describing: transition.settlement)))")
            }
        }

        /// A user's tap on a tab: every app delegate hears `shouldSelect` and `didSelect` at
        /// most once, and the one the app set last hears `shouldSelect` exactly once.
        private func tapTab(_ tab: Int, in tabs: UITabBarController) {
            let latest = appDelegates.latest(on: tabs)
            let before = delegateLog.entries.count
            tabs.headless.tap(index: tab)
            expectOnce(
                ["shouldSelect", "didSelect"], since: before, latest: latest,
                hears: "shouldSelect", what: "a tab tap")
        }

        /// Every app delegate heard each of `callbacks` at most once since entry `start` of the
        /// log (one user action), and `latest`, the delegate the app set last on the slot,
        /// heard `exactly` once.
        private func expectOnce(
            _ callbacks: [String], since start: Int, latest: RouteFuzzAppDelegate?,
            hears exactly: String, what action: String
        ) {
            var counts: [Int: [String: Int]] = [:]
            for entry in delegateLog.entries[start...] {
                guard let callback = entry.event.split(separator: " ").first.map(String.init),
                    callbacks.contains(callback)
                else { continue }
                counts[entry.delegate, default: [:]][callback, default: 0] += 1
            }
            for (delegate, heard) in counts.sorted(by: { $0.key < $1.key }) {
                for (callback, count) in heard.sorted(by: { $0.key < $1.key }) where count > 1 {
                    problem(
                        .delegates,
                        "app delegate #\(delegate) heard \(callback) \(count) times for \(action)"
                    )
                }
            }
            if let latest, counts[latest.id]?[exactly] != 1 {
                problem(
                    .delegates,
                    "the delegate the app set last (#\(latest.id)) heard \(exactly) "
                        + "\(counts[latest.id]?[exactly] ?? 0) times for \(action), not once")
            }
        }

        /// The app sets, replaces, chains, releases or clears a delegate, at any moment.
        private func changeDelegate(
            _ slot: RouteFuzzDelegateSlot, pick: Int, _ change: RouteFuzzDelegateChange
        ) {
            let owner: AnyObject
            let current: AnyObject?
            let assign: (RouteFuzzAppDelegate?) -> Void
            let name: String
            switch slot {
            case .navigation:
                let navigations = RouteFuzzReading.controllers(in: window).compactMap {
                    $0 as? UINavigationController
                }
                guard !navigations.isEmpty else { return }
                let navigation = navigations[pick % navigations.count]
                (owner, current) = (navigation, navigation.delegate)
                assign = { navigation.delegate = $0 }
                name =
                    "navigation \(pick % navigations.count) (\(navigation.viewControllers.last?.title ?? "?"))"
            case .tabBar:
                guard let tabs = window.rootViewController as? UITabBarController else { return }
                (owner, current) = (tabs, tabs.delegate)
                assign = { tabs.delegate = $0 }
                name = "the tab bar"
            case .presentation:
                let chain = presentedChain()
                guard !chain.isEmpty,
                    let presentation = chain[pick % chain.count].presentationController
                else { return }
                (owner, current) = (presentation, presentation.delegate)
                assign = { presentation.delegate = $0 }
                name = "the presentation of modal \(pick % chain.count)"
            }
            switch change {
            case .set, .chain:
                let delegate = RouteFuzzAppDelegate(
                    log: delegateLog, chaining: change == .chain ? current : nil)
                log.append(
                    change == .set
                        ? "app sets delegate #\(delegate.id) on \(name)"
                        : "app chains delegate #\(delegate.id) in front of "
                            + (current.map { String(describing: type(of: $0)) } ?? "nil")
                            + " on \(name)")
                appDelegates.didSet(delegate, on: owner)
                assign(delegate)
            case .release:
                guard appDelegates.release(on: owner) else { return }
                log.append("app releases its delegate on \(name)")
            case .clear:
                log.append("app sets the delegate of \(name) to nil")
                appDelegates.didSet(nil, on: owner)
                assign(nil)
            }
        }

        /// The session signs in or out: the guard of `route` answers `session` from now on.
        private func signIn(_ route: String, _ session: RouteFuzzSession) {
            let old = sessions[route] ?? .allow
            sessions[route] = session
            log.append("session: the guard of \(route) answers \(session)")
            guard old == .allow, session != .allow else { return }
            sessionsSignedOut += 1
            // A route already visible is not asked again (see addGuard).
            if gesture == nil, !window.headless.hasPendingWork {
                if visibleRoutes(RouteFuzzReading.state(of: window)).contains(route) {
                    exempt.insert(route)
                }
            } else {
                exemptAtNextQuiet.insert(route)
            }
        }

        private func watch(_ transition: Transition, target: NavigationState<String>?) {
            requests += 1
            let interruptionsBefore = userInterruptions
            let signedOutBefore = sessionsSignedOut
            transition.onSettled { [weak self] settlement in
                guard let self else { return }
                switch settlement {
                case .completed:
                    // A split view's layout (collapsed, its display mode) is UIKit's to decide.
                    if let target, self.userInterruptions == interruptionsBefore,
                        self.sessionsSignedOut == signedOutBefore,
                        self.routes.state != target.adoptingSplitLayout(of: self.routes.state)
                    {
                        self.problem(
                            .request,
                            "a completed request did not reach its target: wanted "
                                + "\(target.summaryLine), state is "
                                + self.routes.state.summaryLine)
                    }
                case .failed(let error):
                    if error.message.isEmpty {
                        self.problem(.request, "a failure without a reason")
                    }
                    if target != nil, error.code == "invalidState" {
                        self.problem(.request, "a valid target was refused: \(error.message)")
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
                    problem(
                        .request,
                        "one request animated \(animatedCalls.count) UIKit calls: "
                            + animatedCalls.joined(separator: "; "))
                }
                animatedCalls = []
            case .command:
                let prefix = "warning: the guards do not allow "
                if record.message.hasPrefix(prefix),
                    let end = record.message.range(of: ", but nothing else can be shown")
                {
                    let start = record.message.index(
                        record.message.startIndex, offsetBy: prefix.count)
                    exempt.insert(String(record.message[start..<end.lowerBound]))
                }
            default:
                break
            }
        }

        /// The promises that hold at a quiet moment.
        private func checkQuiet() -> RouteFuzzProblem? {
            let state = routes.state
            // Reading the state caught up with a change and started a transition: the moment
            // is not quiet any more.
            if window.headless.hasPendingWork { return nil }
            var shown = RouteFuzzReading.state(of: window, sheetsOf: state)
            for index in RouteFuzzReading.unshownSplits(in: window) {
                shown?.splits[index]?.topColumn = state.splits[index]?.topColumn
            }
            if shown != state {
                return RouteFuzzProblem(
                    kind: .state,
                    message: "routes.state is \(state.summaryLine) but UIKit shows "
                        + (shown?.summaryLine ?? "no root"))
            }
            if tappedAction != nil {
                return RouteFuzzProblem(
                    kind: .request,
                    message: "the action of the alert button the user tapped was never handed back")
            }
            if let diagnostic = window.headless.diagnostics.first {
                return RouteFuzzProblem(
                    kind: .diagnostic, message: "UIKit diagnostic: \(diagnostic)")
            }
            let onScreen = Set(RouteFuzzReading.controllers(in: window).map(ObjectIdentifier.init))
            made.removeAll { $0.value == nil }
            if let leaked = made.first(where: { !onScreen.contains($0.id) }) {
                return RouteFuzzProblem(
                    kind: .leak,
                    message: "\(leaked.value?.title ?? "?") left the window but is still alive")
            }
            // UIKit ends every appearance transition it begins: no screen is left between a
            // will-callback and its did-callback.
            for case let screen as AppearanceNotingScreen in made.compactMap(\.value) {
                guard let last = screen.unendedAppearanceCallback else { continue }
                return RouteFuzzProblem(
                    kind: .appearance,
                    message: "\(screen.title ?? "?")'s last appearance callback at a quiet moment "
                        + "is \(last), with no did-callback after it")
            }
            return checkGuards(visible: visibleRoutes(shown))
        }

        /// No guarded route is visible while its guard denies or holds it, unless it is exempt.
        private func checkGuards(visible: [String]) -> RouteFuzzProblem? {
            let visibleSet = Set(visible)
            exempt.formIntersection(visibleSet)
            exempt.formUnion(exemptAtNextQuiet.intersection(visibleSet))
            exemptAtNextQuiet = []
            for route in RouteFuzzStates.guarded {
                let session = sessions[route] ?? .allow
                guard session != .allow, visibleSet.contains(route), !exempt.contains(route)
                else { continue }
                return RouteFuzzProblem(
                    kind: .guards,
                    message: "\(route) is visible while its guard answers \(session) "
                        + "(visible: \(visible.joined(separator: ", ")))")
            }
            return nil
        }

        /// The tops of the stack the user sees in each layer: the selected tab's (or the root
        /// stack's), and each modal's; a full-screen modal hides the layers below it.
        private func visibleRoutes(_ state: NavigationState<String>?) -> [String] {
            guard let state else { return [] }
            let firstShown = state.modals.lastIndex { $0.style == .fullScreen }
            var result: [String] = []
            let index = state.selectedTab ?? 0
            if firstShown == nil, let split = state.splits[index] {
                // The tops of the columns that show: collapsed, the front one's; expanded, all.
                let columns: [NavigationState<String>.Split.Column] =
                    split.isCollapsed
                    ? [split.frontColumn] : [.primary, .supplementary, .secondary]
                result += columns.compactMap { state.stack(in: $0, ofSplit: index)?.last }
            } else if firstShown == nil, let top = state.rootStacks[index].last {
                result.append(top)
            }
            result += state.modals[(firstShown ?? 0)...].compactMap(\.stack.last)
            return result
        }

        /// The split view controller of the stack the user sees: the root, or the selected tab.
        private func frontSplit() -> UISplitViewController? {
            let root = window.rootViewController
            if let split = root as? UISplitViewController { return split }
            return (root as? UITabBarController)?.selectedViewController as? UISplitViewController
        }

        static func uiKitColumn(
            _ column: NavigationState<String>.Split.Column
        ) -> UISplitViewController.Column? {
            switch column {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            case .compact: .compact
            case .inspector: .inspector
            }
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

    /// A broken promise and which invariant it breaks.
    struct RouteFuzzProblem {
        enum Kind: String {
            /// `routes.state` differs from what UIKit shows.
            case state
            /// UIKit logged a diagnostic.
            case diagnostic
            /// A screen that left is still alive.
            case leak
            /// A request's promise (target reached, reason given, one animation).
            case request
            /// An app delegate heard a callback twice, or not at all, or the chain recursed.
            case delegates
            /// A guarded route is visible while its guard denies or holds it.
            case guards
            /// A screen's last appearance callback at a quiet moment is a will-callback.
            case appearance
        }

        var kind: Kind
        var message: String
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
