extension Navigator {
    // MARK: - Proxies and per-controller tables, at every quiet moment

    /// Puts Wayfinder's proxies in the delegates of the front controllers, and keeps the
    /// remembered stacks of navigation controllers in front up to date.
    ///
    /// - Parameter refreshingStacks: whether any navigation controller's stack may differ
    ///   from the one remembered (after a pass over the front, the caller refreshes the one
    ///   whose stack changed itself).
    func installProxies(in front: [UIViewController], refreshingStacks: Bool = true) {
        var hasTabs = false
        for controller in front {
            if let navigation = controller as? UINavigationController {
                if refreshingStacks { refreshRemembered(navigation) }
                installNavigationProxy(on: navigation)
            } else if controller is UITabBarController {
                hasTabs = true
            }
            if controller.parent == nil, controller.presentingViewController != nil {
                installPresentationProxy(on: controller)
            }
        }
        // Tab bar controllers' proxies go in after the others'.
        guard hasTabs else { return }
        for controller in front {
            if let tabs = controller as? UITabBarController { installTabBarProxy(on: tabs) }
        }
    }

    /// Drops the entries of controllers no longer in the window (neither listed at this
    /// quiet moment nor covered) from the navigator's tables.
    func dropGoneEntries(listedIDs: Set<ObjectIdentifier>) {
        dropGoneEntries(listed: listedIDs, anyLeft: true)
    }

    /// Drops the entries of controllers no longer in the window after a pass over the front:
    /// `front`, and `covered`, the screen a push just covered.
    ///
    /// - Parameter anyLeft: whether a controller left the front since the last quiet moment
    ///   (when none did and no entry was made since, every entry is still in the window).
    func dropGoneEntries(front: [UIViewController], covered: UIViewController?, anyLeft: Bool) {
        #if DEBUG
            if !anyLeft, !tablesGainedEntries {
                checkNothingGone(listed: FewControllers(front: front, extra: covered))
            }
        #endif
        guard anyLeft || tablesGainedEntries || !recentlyLeft.isEmpty else { return }
        // A few controllers are compared one by one; more are put in a set.
        if front.count > 16 {
            var ids = Set(front.lazy.map(ObjectIdentifier.init))
            if let covered { ids.insert(ObjectIdentifier(covered)) }
            dropGoneEntries(listed: ids, anyLeft: anyLeft)
        } else {
            dropGoneEntries(listed: FewControllers(front: front, extra: covered), anyLeft: anyLeft)
        }
    }

    private func dropGoneEntries(listed: some ListedControllers, anyLeft: Bool) {
        func isInWindow(_ id: ObjectIdentifier) -> Bool {
            listed.contains(id) || coveredIDs.contains(id)
        }
        if anyLeft || tablesGainedEntries {
            tablesGainedEntries = false
            // Tables are rebuilt only when an entry goes, which is rare.
            // (Plain loops: passing `isInWindow` as a closure would allocate its context.)
            if Self.anyGone(rememberedStacks.keys, listed, coveredIDs) {
                rememberedStacks = rememberedStacks.filter { isInWindow($0.key) }
            }
            if Self.anyGone(navigationProxies.keys, listed, coveredIDs) {
                navigationProxies = navigationProxies.filter { isInWindow($0.key) }
            }
            if Self.anyGone(presentationProxies.keys, listed, coveredIDs) {
                presentationProxies = presentationProxies.filter { isInWindow($0.key) }
            }
            if Self.anyGone(tabBarProxies.keys, listed, coveredIDs) {
                tabBarProxies = tabBarProxies.filter { isInWindow($0.key) }
            }
        }
        if !recentlyLeft.isEmpty {
            recentlyLeft.removeAll { $0.value == nil || isInWindow($0.id) }
        }
    }

    #if DEBUG
        /// Debug builds: when the tables are not searched (no controller left and no entry
        /// was made), checks that a search would have found nothing to drop.
        private func checkNothingGone(listed: some ListedControllers) {
            let tables: [(String, [ObjectIdentifier])] = [
                ("remembered stacks", Array(rememberedStacks.keys)),
                ("navigation proxies", Array(navigationProxies.keys)),
                ("presentation proxies", Array(presentationProxies.keys)),
                ("tab bar proxies", Array(tabBarProxies.keys)),
            ]
            for (name, ids) in tables where Self.anyGone(ids, listed, coveredIDs) {
                onePassFaults.append(.tableKeptGoneController(table: name))
            }
        }
    #endif

    /// Whether any of `ids` is neither listed nor covered.
    private static func anyGone<IDs: Sequence<ObjectIdentifier>>(
        _ ids: IDs, _ listed: some ListedControllers, _ covered: Set<ObjectIdentifier>
    ) -> Bool {
        for id in ids where !listed.contains(id) && !covered.contains(id) { return true }
        return false
    }
}

/// The controllers a quiet moment listed, asked one identity at a time.
protocol ListedControllers {
    func contains(_ id: ObjectIdentifier) -> Bool
}

extension Set: ListedControllers where Element == ObjectIdentifier {}

/// A few listed controllers, compared one by one instead of hashed into a set.
struct FewControllers: ListedControllers {
    let front: [UIViewController]
    let extra: UIViewController?

    func contains(_ id: ObjectIdentifier) -> Bool {
        if let extra, ObjectIdentifier(extra) == id { return true }
        for index in front.indices where ObjectIdentifier(front[index]) == id { return true }
        return false
    }
}
