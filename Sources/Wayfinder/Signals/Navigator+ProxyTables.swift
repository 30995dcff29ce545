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
            } else if let split = controller as? UISplitViewController {
                installSplitViewProxy(on: split)
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
            if !anyLeft, !proxies.gainedEntries {
                checkNothingGone(listed: FewControllers(front: front, extra: covered))
            }
        #endif
        guard anyLeft || proxies.gainedEntries || !recentlyLeft.isEmpty else { return }
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
        if anyLeft || proxies.gainedEntries {
            proxies.gainedEntries = false
            // Tables are rebuilt only when an entry goes, which is rare.
            // (Plain loops: passing `isInWindow` as a closure would allocate its context.)
            if DelegateProxies.anyGone(rememberedStacks.keys, listed, coveredIDs) {
                rememberedStacks = rememberedStacks.filter { isInWindow($0.key) }
            }
            proxies.dropGone(listed: listed, covered: coveredIDs)
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
                ("navigation proxies", Array(proxies.navigation.keys)),
                ("presentation proxies", Array(proxies.presentation.keys)),
                ("tab bar proxies", Array(proxies.tabBar.keys)),
                ("split view proxies", Array(proxies.splitView.keys)),
            ]
            for (name, ids) in tables where DelegateProxies.anyGone(ids, listed, coveredIDs) {
                onePassFaults.append(.tableKeptGoneController(table: name))
            }
        }
    #endif
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
