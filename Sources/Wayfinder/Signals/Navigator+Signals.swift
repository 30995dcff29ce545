extension Navigator {
    // MARK: - Navigation controller signals

    /// A navigation transition starts. When Wayfinder did not start it, it is the user's (or
    /// the app's own call on the navigation controller): interactive means a swipe, anything
    /// else counts as the back button.
    func navigationWillShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        if let run = runAwaitingDidShow(on: navigation) {
            // The navigator's own transition: UIKit sends `willShow` after the call.
            watchForMissedDidShow(on: navigation, for: run)
            return
        }
        let coordinator = navigation.transitionCoordinator
        let cause: ClosedBy = coordinator?.isInteractive == true ? .swipe : .backButton
        let id = ObjectIdentifier(navigation)
        proxies.noteUserCause(cause, of: id)
        var by = ""
        var leaving: [ScreenRecord] = []
        if coordinator?.isInteractive == true {
            let from = coordinator?.viewController(forKey: .from)
            let gesture = Self.popGesture(on: navigation, leaving: from)
            leaving = ClosingGestures.note(gesture, closing: from.map { [$0] } ?? [])
            by = Self.traceWording(of: gesture)
        }
        tracer.record(
            .gesture, .user(cause),
            "\(screenName(of: navigation)) will show \(screenName(of: screen))\(by)")
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            // How a cancelled swipe-back is told: the coordinator's context says so at its
            // completion (`isCancelled`); the screen stays, and nothing left.
            if context.isCancelled {
                _ = self.proxies.takeUserCause(of: id)
                ClosingGestures.forget(leaving)
                self.tracer.record(
                    .gesture, .user(cause), "cancelled: \(screenName(of: navigation)) stays\(by)")
            } else {
                self.userTransitionEnded(id)
            }
            self.pump()
        }
    }

    /// When the app replaces the delegate (without keeping the proxy) while a transition
    /// `run` waits for runs, UIKit's `didShow` goes to the app's delegate only, and the
    /// navigator would wait for it forever: at the end of the transition (its coordinator's
    /// completion), a `didShow` that did not come is taken as missed
    /// (``takeMissedDidShow(of:on:in:)``). The completion holds no screen (a screen that leaves
    /// is released on time): it finds the arriving screen in the coordinator's context.
    ///
    /// Watched from the navigator's UIKit call (the coordinator exists as soon as an animated
    /// call returns), and again from `willShow` for a transition whose coordinator came later;
    /// a coordinator gets one completion however often it is watched.
    func watchForMissedDidShow(on navigation: UINavigationController, for run: CommandRun) {
        guard let coordinator = navigation.transitionCoordinator,
            run.watchTransitionEnd(of: coordinator)
        else { return }
        coordinator.animate(alongsideTransition: nil) {
            [weak self, weak navigation, run] context in
            guard let self, let navigation, !context.isCancelled,
                let shown = context.viewController(forKey: .to)
            else { return }
            self.takeMissedDidShow(of: shown, on: navigation, in: run)
        }
    }

    /// The one place a `didShow` that went past Wayfinder's proxy is taken as heard: `run`,
    /// not over, waits for the `didShow` of `shown` on `navigation`, and the app has replaced the proxy
    /// in `navigation.delegate` (so the signal went to the app's delegate only). Called at the
    /// end of a transition the proxy heard begin, and when a reader catches up
    /// (``catchUp()``) after one it did not.
    func takeMissedDidShow(
        of shown: UIViewController, on navigation: UINavigationController, in run: CommandRun
    ) {
        guard !run.isOver, run.waitsForDidShow(of: shown, on: navigation),
            let proxy = proxies.navigation[ObjectIdentifier(navigation)],
            proxy.isDisplaced(from: navigation.delegate)
        else { return }
        navigationDidShow(navigation, shown)
    }

    /// A navigation transition ended: the step of the run waiting for it is over, or, when
    /// no run waits for it, it was the user's (or the app's own call).
    func navigationDidShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        screens.noteShown(screen, in: navigation)
        if let run = runAwaitingDidShow(on: navigation) {
            if run.waitsForDidShow(of: screen, on: navigation) { stepFinished(in: run) }
            return
        }
        userTransitionEnded(ObjectIdentifier(navigation))
        pump()
    }

    // MARK: - The signal a step waits for

    /// The signal `run`'s step waited for came (its `didShow`, a present or dismiss
    /// completion, a column transition's end): the run goes on with its next step (Queue/),
    /// once the window is quiet, or, when none is left, is over (``finishRun(_:)``). A signal
    /// for a run already over changes nothing (it never reaches the run after it).
    func stepFinished(in run: CommandRun) {
        guard !run.isOver else { return }
        run.stopWaiting()
        guard !run.steps.isEmpty else {
            finishRun(run)
            return
        }
        guard isQuiet() else {
            run.pause()
            return
        }
        advance(run)
    }

    /// `run` is over (its last step's signal came, or its last step did not wait for one):
    /// the queue ends it (Queue/), the quiet moment brings screens up to date
    /// (ScreenTracking/), then each of its commands settles, in order (Settlement/).
    func finishRun(_ run: CommandRun) {
        guard endRun(run) else { return }
        refreshNowOrWhenQuiet(cause: .code)
        settle(run)
    }

    // MARK: - Tab bar signals

    /// The user tapped a tab: bring screens up to date.
    func tabTapped(_ tabs: UITabBarController) {
        userChangedTheWindow()
    }

    // MARK: - Alert signals

    /// The user answered an alert declarative navigation showed (Routes/): bring screens up
    /// to date.
    func alertAnswered() {
        userChangedTheWindow()
    }

    /// The user changed the window with a tap or a drag that has no transition of its own to
    /// wait for (a tab, an alert's button, a sheet's detent): when no command runs, screens are
    /// brought up to date now (or when a transition someone else started ends), and the queue
    /// goes on.
    func userChangedTheWindow() {
        guard !runsACommand else { return }
        refreshNowOrWhenQuiet(cause: .code)
        pump()
    }

    /// A user transition of `id` (a navigation controller or a sheet) ended: when no command
    /// runs, screens are brought up to date with its cause.
    func userTransitionEnded(_ id: ObjectIdentifier) {
        guard !runsACommand else { return }
        let cause = proxies.takeUserCause(of: id) ?? .backButton
        refreshNowOrWhenQuiet(cause: cause)
    }
}
