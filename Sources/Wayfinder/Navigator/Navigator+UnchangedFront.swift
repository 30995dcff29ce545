extension Navigator {
    // MARK: - The quiet moment before a command, when nothing changed

    /// The quiet moment before a command, at the cost of one pass over the front of the
    /// window with no set and no new record, when the window is exactly what the last quiet
    /// moment left: the same front controllers in the same order (same screen, name and
    /// record), each navigation stack's record unchanged with no covered screen visible, the
    /// same visible screens. ``reconcile(cause:knownQuiet:)`` would then tell no screen
    /// anything and change no record; what it still does (proxies, stale entries, quiet
    /// observers) is done here by the same code. Returns false, having changed nothing, when
    /// anything differs: the full quiet moment then runs.
    ///
    /// The app may change UIKit without any signal the navigator hears (a direct
    /// `setViewControllers`, `present` or `addChild`); the pass sees those as a difference.
    func reconcileIfFrontUnchanged() -> Bool {
        guard !coveredScreensChanged, let root = window.rootViewController else { return false }
        var look = spareLook
        spareLook = Look()
        var count = FrontCount()
        let unchanged =
            matchFront(root, into: &look.front, counting: &count)
            && look.front.count == frontScreens.count
            && count.navigations == stackRecords.count
            && count.visible == visibleScreens.count
        guard unchanged else {
            look.front.removeAll(keepingCapacity: true)
            spareLook = look
            return false
        }
        var listedIDs = spareIDs
        spareIDs = []
        listedIDs.removeAll(keepingCapacity: true)
        for controller in look.front { listedIDs.insert(ObjectIdentifier(controller)) }
        if !dismissing.isEmpty { dismissing.removeAll() }
        installProxies(in: look.front)
        dropGoneEntries(listedIDs: listedIDs)
        look.front.removeAll(keepingCapacity: true)
        spareLook = look
        spareIDs = listedIDs
        callQuietObservers()
        return true
    }

    /// What one pass over the front counted.
    struct FrontCount {
        /// Navigation controllers in front.
        var navigations = 0
        /// Front controllers whose view is in the window.
        var visible = 0
    }

    /// Whether `viewController` and what is in front inside it, in the order `walk` lists
    /// them, are the front screens recorded from `front.count` on, each with the same
    /// visibility, and each navigation controller's record unchanged with no covered screen
    /// visible. Appends the controllers passed to `front`.
    private func matchFront(
        _ viewController: UIViewController, into front: inout [UIViewController],
        counting count: inout FrontCount
    ) -> Bool {
        let index = front.count
        guard index < frontScreens.count, frontScreens[index].isExact(for: viewController)
        else { return false }
        let id = ObjectIdentifier(viewController)
        let isVisible = viewController.viewIfLoaded?.window != nil
        guard visibleScreens.contains(id) == isVisible else { return false }
        if isVisible { count.visible += 1 }
        front.append(viewController)
        if let navigation = viewController as? UINavigationController {
            let stack = navigation.viewControllers
            guard let record = stackRecords[id], record.firstVisible == record.covered.count,
                case .unchanged = record.change(to: stack)
            else { return false }
            count.navigations += 1
            if let top = stack.last, !matchFront(top, into: &front, counting: &count) {
                return false
            }
        } else {
            for child in viewController.children
            where !matchFront(child, into: &front, counting: &count) {
                return false
            }
        }
        if let presented = Hierarchy.ownPresented(viewController),
            !matchFront(presented, into: &front, counting: &count)
        {
            return false
        }
        return true
    }

    // MARK: - What every quiet moment does

    /// Puts Wayfinder's proxies in the delegates of the front controllers, and keeps the
    /// remembered stacks of navigation controllers in front up to date.
    func installProxies(in front: [UIViewController]) {
        for controller in front {
            if let navigation = controller as? UINavigationController {
                refreshRemembered(navigation)
                installNavigationProxy(on: navigation)
            }
            if controller.parent == nil, controller.presentingViewController != nil {
                installPresentationProxy(on: controller)
            }
        }
        for controller in front {
            if let tabs = controller as? UITabBarController { installTabBarProxy(on: tabs) }
        }
    }

    /// Drops the entries of controllers no longer in the window (neither listed at this
    /// quiet moment nor covered) from the navigator's tables.
    func dropGoneEntries(listedIDs: Set<ObjectIdentifier>) {
        func isInWindow(_ id: ObjectIdentifier) -> Bool {
            listedIDs.contains(id) || coveredIDs.contains(id)
        }
        // Tables are rebuilt only when an entry goes, which is rare.
        // (Plain loops: passing `isInWindow` as a closure would allocate its context.)
        if Self.anyGone(rememberedStacks.keys, listedIDs, coveredIDs) {
            rememberedStacks = rememberedStacks.filter { isInWindow($0.key) }
        }
        if Self.anyGone(navigationProxies.keys, listedIDs, coveredIDs) {
            navigationProxies = navigationProxies.filter { isInWindow($0.key) }
        }
        if Self.anyGone(presentationProxies.keys, listedIDs, coveredIDs) {
            presentationProxies = presentationProxies.filter { isInWindow($0.key) }
        }
        if Self.anyGone(tabBarProxies.keys, listedIDs, coveredIDs) {
            tabBarProxies = tabBarProxies.filter { isInWindow($0.key) }
        }
        if !recentlyLeft.isEmpty {
            recentlyLeft.removeAll { $0.value == nil || isInWindow($0.id) }
        }
    }

    /// Calls the quiet observers (Routes/) when no command runs; an observer that returns
    /// `false` is removed.
    func callQuietObservers() {
        guard run == nil else { return }
        for (id, observer) in quietObservers where !observer() { quietObservers[id] = nil }
    }

    /// Whether any of `ids` is neither listed nor covered.
    private static func anyGone<IDs: Sequence<ObjectIdentifier>>(
        _ ids: IDs, _ listed: Set<ObjectIdentifier>, _ covered: Set<ObjectIdentifier>
    ) -> Bool {
        for id in ids where !listed.contains(id) && !covered.contains(id) { return true }
        return false
    }
}
