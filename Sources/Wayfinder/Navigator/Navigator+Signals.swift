extension Navigator {
    // MARK: - Navigation controller signals

    /// A navigation transition starts. When Wayfinder did not start it, it is the user's (or
    /// the app's own call on the navigation controller): interactive means a swipe, anything
    /// else counts as the back button.
    func navigationWillShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        if case .didShow(let waited, _) = run?.waiting, waited === navigation { return }
        let coordinator = navigation.transitionCoordinator
        let cause: ClosedBy = coordinator?.isInteractive == true ? .swipe : .backButton
        let id = ObjectIdentifier(navigation)
        userCauses[id] = cause
        if navigation.viewControllers.contains(where: { $0 === screen }),
            rememberedStacks[id]?.contains(where: { $0.value === screen }) != true
        {
            remember(navigation)
        }
        tracer.record(
            .gesture, .user(cause),
            "\(screenName(of: navigation)) will show \(screenName(of: screen))")
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                self.userCauses[id] = nil
                self.tracer.record(
                    .gesture, .user(cause), "cancelled: \(screenName(of: navigation)) stays")
            } else {
                self.userTransitionEnded(id)
            }
            self.pump()
        }
    }

    /// A navigation transition ended.
    func navigationDidShow(_ navigation: UINavigationController, _ screen: UIViewController) {
        if case .didShow(let waited, let top) = run?.waiting, waited === navigation {
            if top === screen { stepFinished() }
            return
        }
        userTransitionEnded(ObjectIdentifier(navigation))
        pump()
    }

    // MARK: - Sheet signals

    /// The user started to swipe a sheet down. UIKit sends this "before interaction or
    /// animations begin" and says to watch the presenting controller's coordinator
    /// (`UIPresentationController.h`); the sheet's own is the fallback (API-AUDIT finding 6).
    func sheetWillDismiss(_ controller: UIPresentationController) {
        let sheet = controller.presentedViewController
        let coordinator =
            controller.presentingViewController.transitionCoordinator
            ?? sheet.transitionCoordinator
        let id = ObjectIdentifier(sheet)
        dismissing.insert(id)
        userCauses[id] = .swipeDown
        tracer.record(.gesture, .user(.swipeDown), "\(screenName(of: sheet)) drag began")
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            self.dismissing.remove(id)
            if context.isCancelled {
                self.userCauses[id] = nil
                self.tracer.record(
                    .gesture, .user(.swipeDown), "cancelled: \(screenName(of: sheet)) stays")
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
        dismissing.remove(id)
        userTransitionEnded(id)
        pump()
    }

    private func userTransitionEnded(_ id: ObjectIdentifier) {
        guard run == nil else { return }
        let cause = userCauses.removeValue(forKey: id) ?? .backButton
        reconcile(cause: cause)
    }

    // MARK: - Bringing screens up to date

    /// Compares what the window shows now with what it showed at the last quiet moment, and
    /// tells screens that appeared, disappeared or left, with `cause`. Runs only when no
    /// transition runs, so that a screen in the middle of a cancelled swipe never counts as
    /// gone.
    func reconcile(cause: ClosedBy) {
        guard Hierarchy.runningCoordinators(in: window).isEmpty else { return }
        let current = Hierarchy.allControllers(in: window)
        let currentIDs = Set(current.map(ObjectIdentifier.init))
        let nowVisible = Set(
            current.filter { $0.viewIfLoaded?.window != nil }.map(ObjectIdentifier.init))

        // A screen UIKit already took out of its container but whose view is still in the
        // window (a pop the app made itself, whose transition has not run yet) has not left.
        let gone = knownScreens.reversed().filter { !currentIDs.contains($0.id) }
        let stillShown = gone.filter { $0.value?.viewIfLoaded?.window != nil }
        let left = gone.filter { $0.value?.viewIfLoaded?.window == nil }
        let wasVisible = visibleScreens
        for screen in current where !visibleScreens.contains(ObjectIdentifier(screen)) {
            guard nowVisible.contains(ObjectIdentifier(screen)) else { continue }
            ScreenStore.send(.appeared, to: screen)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) appeared")
        }
        for screen in current where visibleScreens.contains(ObjectIdentifier(screen)) {
            guard !nowVisible.contains(ObjectIdentifier(screen)) else { continue }
            ScreenStore.send(.disappeared, to: screen)
            tracer.record(.screen, traceCause(cause), "\(screenName(of: screen)) disappeared")
        }
        knownScreens = current.map(WeakScreen.init) + stillShown.reversed()
        // No transition runs now, so nothing is being dismissed: a swipe whose coordinator
        // was missed must not leave a visible sheet skipped by `topmost`, and a stale
        // identity would make it skip whatever screen takes its address next.
        dismissing.removeAll()
        visibleScreens = nowVisible
        rememberedStacks = [:]
        for navigation in current.compactMap({ $0 as? UINavigationController }) {
            remember(navigation)
            installNavigationProxy(on: navigation)
        }
        for presented in current where presented.parent == nil {
            if presented.presentingViewController != nil { installPresentationProxy(on: presented) }
        }
        for tabs in current.compactMap({ $0 as? UITabBarController }) {
            installTabBarProxy(on: tabs)
        }
        navigationProxies = navigationProxies.filter { currentIDs.contains($0.key) }
        presentationProxies = presentationProxies.filter { currentIDs.contains($0.key) }
        tabBarProxies = tabBarProxies.filter { currentIDs.contains($0.key) }
        recentlyLeft.removeAll { $0.value == nil || currentIDs.contains($0.id) }
        for entry in left {
            guard let screen = entry.value else {
                // Released before this quiet moment (only UIKit held it, and a multi-step
                // command went on after it left): it left all the same.
                tracer.record(.screen, traceCause(cause), "\(entry.name) finished(\(cause))")
                ScreenStore.finishReleased(entry.id, record: entry.record, by: cause)
                emit(.screenFinished(ScreenReference(id: entry.id, name: entry.name), cause))
                continue
            }
            recentlyLeft.append(entry)
            if wasVisible.contains(entry.id) {
                ScreenStore.send(.disappeared, to: screen)
            }
            tracer.record(
                .screen, traceCause(cause), "\(screenName(of: screen)) finished(\(cause))")
            ScreenStore.finish(screen, by: cause)
            emit(.screenFinished(ScreenReference(screen), cause))
        }
        if run == nil {
            for (id, observer) in quietObservers where !observer() { quietObservers[id] = nil }
        }
    }

    private func traceCause(_ cause: ClosedBy) -> TraceRecord.Cause {
        cause == .code ? .code : .user(cause)
    }

    // MARK: - Delegate proxies

    /// Puts Wayfinder's proxy in `navigation.delegate`, keeping the app's delegate behind it.
    ///
    /// When the app's delegate behind the proxy has gone away, the proxy is put in the slot
    /// again (`nil`, then the proxy): UIKit may keep the answers to `responds(to:)` it got
    /// when the delegate was set, and would otherwise send methods only the gone delegate
    /// implemented (API-AUDIT finding 2).
    func installNavigationProxy(on navigation: UINavigationController) {
        let id = ObjectIdentifier(navigation)
        let proxy = navigationProxies[id] ?? NavigationDelegateProxy(navigator: self)
        navigationProxies[id] = proxy
        if navigation.delegate !== proxy {
            proxy.appDelegate = navigation.delegate
            proxy.installedOverAppDelegate = navigation.delegate != nil
            navigation.delegate = proxy
        } else if proxy.installedOverAppDelegate, proxy.appDelegate == nil {
            proxy.installedOverAppDelegate = false
            navigation.delegate = nil
            navigation.delegate = proxy
        }
    }

    /// Puts Wayfinder's proxy in the presentation controller's delegate, keeping the app's,
    /// and puts it there again when the app's delegate has gone away.
    func installPresentationProxy(on presented: UIViewController) {
        guard let controller = presented.presentationController else { return }
        let id = ObjectIdentifier(presented)
        let proxy = presentationProxies[id] ?? PresentationDelegateProxy(navigator: self)
        presentationProxies[id] = proxy
        if controller.delegate !== proxy {
            proxy.appDelegate = controller.delegate
            proxy.installedOverAppDelegate = controller.delegate != nil
            controller.delegate = proxy
        } else if proxy.installedOverAppDelegate, proxy.appDelegate == nil {
            proxy.installedOverAppDelegate = false
            controller.delegate = nil
            controller.delegate = proxy
        }
    }
}
