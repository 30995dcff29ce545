extension Navigator {
    // MARK: - Navigation controller signals

    /// A navigation transition starts. When Wayfinder did not start it, it is the user's (or
    /// the app's own call on the navigation controller): interactive means a swipe, anything
    /// else counts as the back button.
    func navigationWillShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        if let run = queue.run, run.waitsForDidShow(on: navigation) {
            // The navigator's own transition: UIKit sends `willShow` after the call.
            watchForMissedDidShow(on: navigation)
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

    /// When the app replaces the delegate (without keeping the proxy) while a transition the
    /// navigator waits for runs, UIKit's `didShow` goes to the app's delegate only, and the
    /// navigator would wait for it forever: at the end of the transition (its coordinator's
    /// completion), a `didShow` that did not come is taken as missed
    /// (``takeMissedDidShow(of:on:)``). The completion holds no screen (a screen that leaves
    /// is released on time): it finds the arriving screen in the coordinator's context.
    ///
    /// Watched from the navigator's UIKit call (the coordinator exists as soon as an animated
    /// call returns), and again from `willShow` for a transition whose coordinator came later;
    /// a coordinator gets one completion however often it is watched.
    func watchForMissedDidShow(on navigation: UINavigationController) {
        guard let coordinator = navigation.transitionCoordinator,
            queue.run?.watchTransitionEnd(of: coordinator) == true
        else { return }
        coordinator.animate(alongsideTransition: nil) {
            [weak self, weak navigation] context in
            guard let self, let navigation, !context.isCancelled,
                let shown = context.viewController(forKey: .to)
            else { return }
            self.takeMissedDidShow(of: shown, on: navigation)
        }
    }

    /// The one place a `didShow` that went past Wayfinder's proxy is taken as heard: the run
    /// waits for the `didShow` of `shown` on `navigation`, and the app has replaced the proxy
    /// in `navigation.delegate` (so the signal went to the app's delegate only). Called at the
    /// end of a transition the proxy heard begin, and when a reader catches up
    /// (``catchUp()``) after one it did not.
    func takeMissedDidShow(of shown: UIViewController, on navigation: UINavigationController) {
        guard let run = queue.run, run.waitsForDidShow(of: shown, on: navigation),
            let proxy = proxies.navigation[ObjectIdentifier(navigation)],
            proxy.isDisplaced(from: navigation.delegate)
        else { return }
        navigationDidShow(navigation, shown)
    }

    /// A navigation transition ended.
    func navigationDidShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        screens.noteShown(screen, in: navigation)
        if let run = queue.run, run.waitsForDidShow(on: navigation) {
            if run.waitsForDidShow(of: screen, on: navigation) { stepFinished() }
            return
        }
        userTransitionEnded(ObjectIdentifier(navigation))
        pump()
    }

    // MARK: - Sheet signals

    /// The user started to swipe a sheet down. UIKit sends this "before interaction or
    /// animations begin" and says to watch the presenting controller's coordinator
    /// (`UIPresentationController.h`); the sheet's own is the fallback. Missing it would
    /// leave a sheet whose swipe was cancelled marked as leaving, and `topmost` would skip a
    /// sheet that is still on screen.
    func sheetWillDismiss(_ controller: UIPresentationController) {
        let sheet = controller.presentedViewController
        let coordinator =
            controller.presentingViewController.transitionCoordinator
            ?? sheet.transitionCoordinator
        let id = ObjectIdentifier(sheet)
        proxies.noteDismissing(CollectionOfOne(id))
        proxies.noteUserCause(.swipeDown, of: id)
        let gesture = Self.dismissGesture(of: sheet)
        let leaving = ClosingGestures.note(gesture, closing: [sheet])
        let by = Self.traceWording(of: gesture)
        tracer.record(.gesture, .user(.swipeDown), "\(screenName(of: sheet)) drag began\(by)")
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            self.proxies.dismissalEnded(CollectionOfOne(id))
            if context.isCancelled {
                _ = self.proxies.takeUserCause(of: id)
                ClosingGestures.forget(leaving)
                self.tracer.record(
                    .gesture, .user(.swipeDown),
                    "cancelled: \(screenName(of: sheet)) stays\(by)")
            } else {
                // A command that waited for the swipe starts from this same completion, before
                // the delegate's didDismiss: bring screens up to date with the swipe's cause
                // first.
                self.userTransitionEnded(id)
            }
            self.pump()
        }
    }

    /// The user swiped a sheet away.
    func sheetDidDismiss(_ sheet: UIViewController) {
        let id = ObjectIdentifier(sheet)
        proxies.dismissalEnded(CollectionOfOne(id))
        userTransitionEnded(id)
        pump()
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
        guard queue.run == nil else { return }
        refreshNowOrWhenQuiet(cause: .code)
        pump()
    }

    private func userTransitionEnded(_ id: ObjectIdentifier) {
        guard queue.run == nil else { return }
        let cause = proxies.takeUserCause(of: id) ?? .backButton
        refreshNowOrWhenQuiet(cause: cause)
    }

    // MARK: - Delegate proxies

    /// Puts Wayfinder's proxy in `navigation.delegate`, keeping the app's delegate behind it.
    ///
    /// When the app's delegate behind the proxy has gone away, the proxy is put in the slot
    /// again (`nil`, then the proxy): UIKit may keep the answers to `responds(to:)` it got
    /// when the delegate was set, and would otherwise send methods only the gone delegate
    /// implemented, and the proxy could not forward them (an unrecognised-selector crash).
    func installNavigationProxy(on navigation: UINavigationController) {
        let proxy = proxies.navigationProxy(for: navigation) {
            NavigationDelegateProxy(navigator: self, navigation: navigation)
        }
        let current = navigation.delegate
        if proxy.isDisplaced(from: current) { warnDisplaced(navigation, "delegate", by: current) }
        if proxy.claimSlot(holding: current) {
            if navigation.delegate === proxy { navigation.delegate = nil }  // UIKit asks again
            navigation.delegate = proxy
        }
    }

    /// Puts Wayfinder's proxy in the presentation controller's delegate, keeping the app's,
    /// and puts it there again when the app's delegate has gone away.
    func installPresentationProxy(on presented: UIViewController) {
        guard let controller = presented.presentationController else { return }
        let proxy = proxies.presentationProxy(for: presented) {
            PresentationDelegateProxy(navigator: self)
        }
        let current = controller.delegate
        if proxy.isDisplaced(from: current) {
            warnDisplaced(presented, "presentationController.delegate", by: current)
        }
        if proxy.claimSlot(holding: current) {
            if controller.delegate === proxy { controller.delegate = nil }  // UIKit asks again
            controller.delegate = proxy
        }
    }

    /// Puts Wayfinder's proxy in `tabs.delegate`, keeping the app's delegate behind it, and
    /// puts it there again when the app's delegate has gone away.
    func installTabBarProxy(on tabs: UITabBarController) {
        let proxy = proxies.tabBarProxy(for: tabs) {
            TabBarDelegateProxy(navigator: self)
        }
        let current = tabs.delegate
        if proxy.isDisplaced(from: current) { warnDisplaced(tabs, "delegate", by: current) }
        if proxy.claimSlot(holding: current) {
            if tabs.delegate === proxy { tabs.delegate = nil }  // UIKit asks again
            tabs.delegate = proxy
        }
    }
}
