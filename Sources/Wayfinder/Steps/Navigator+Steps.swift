extension Navigator {
    /// Runs one operation of `run` that is not a stack edit.
    func perform(_ step: CommandRun.Step, in run: CommandRun) {
        let owner = step.owner
        let animated = owner.animated
        switch step.operation {
        case .present(let screen, let ownAnimation):
            present(screen, animated: ownAnimation ?? animated, owner: owner, in: run)
        case .dismiss(let screen, let ownAnimation, let ifNotPresented):
            let root = Hierarchy.rootAncestor(of: screen)
            guard root.presentingViewController != nil, contains(root) else {
                if ifNotPresented.isSuperseded(screenLeftRecently: isRecentlyLeft(screen)) {
                    run.markSuperseded(owner)
                } else {
                    fail(owner, NavigationError(.notPresented(screenName(of: screen))), in: run)
                }
                return
            }
            dismissPresented(root, animated: ownAnimation ?? animated, in: run)
        case .dismissAll:
            guard
                let presented = Hierarchy.allControllers(in: window).lazy
                    .compactMap(Hierarchy.ownPresented).first
            else { return }
            dismissPresented(presented, animated: animated, in: run)
        case .selectTab(let index):
            selectTab(index, owner: owner, in: run)
        case .close(let screen):
            close(screen, owner: owner, in: run)
        case .embed(let child, let container, let view):
            guard child.parent == nil, child.presentingViewController == nil,
                child.viewIfLoaded?.window == nil
            else {
                fail(owner, NavigationError(.alreadyShown(screenName(of: child))), in: run)
                return
            }
            tracer.record(
                .uikit, .code, "\(screenName(of: container)).embed(\(screenName(of: child)))")
            container.embed(child, in: view)
        case .unembed(let child):
            guard let parent = child.parent, !(parent is UINavigationController),
                !(parent is UITabBarController), !(parent is UISplitViewController)
            else {
                fail(owner, NavigationError(.notEmbedded(screenName(of: child))), in: run)
                return
            }
            tracer.record(
                .uikit, .code, "\(screenName(of: parent)).unembed(\(screenName(of: child)))")
            parent.unembed(child)
        case .expand, .setRoot, .selectRootTab, .showColumn, .hideColumn, .displayMode:
            performRouteOperation(step, in: run)
        default:
            break
        }
    }

    func present(
        _ screen: UIViewController, animated: Bool, owner: QueuedCommand, in run: CommandRun
    ) {
        guard let front = topmost else {
            fail(owner, NavigationError(.noRootViewController), in: run)
            return
        }
        let name = screenName(of: screen)
        // `contains`: a controller covered by a full-screen presentation has left the window
        // (no view window) but is still shown; presenting it would make a presentation cycle.
        if screen.parent != nil || screen.presentingViewController != nil
            || screen.viewIfLoaded?.window != nil || contains(screen)
        {
            fail(owner, NavigationError(.alreadyShown(name)), in: run)
            return
        }
        installPresentationProxy(on: screen)
        tracer.record(
            .uikit, .code,
            "\(screenName(of: front)).present(\(name), animated: \(animated))")
        run.wait(for: .completion)
        front.present(screen, animated: animated) { [weak self, run] in
            guard let self else { return }
            self.stepFinished(in: run)
        }
        if screen.presentingViewController == nil {
            run.stopWaiting()
            fail(
                owner,
                NavigationError(
                    .presentationRefused(
                        "\(screenName(of: front)) could not present \(name); it is not in the "
                            + "window hierarchy.")), in: run)
        }
    }

    /// Dismisses the presented `root` and everything above it, for `run`.
    func dismissPresented(_ root: UIViewController, animated: Bool, in run: CommandRun) {
        guard let presenter = root.presentingViewController else { return }
        var chain = [root]
        while let next = chain.last.flatMap(Hierarchy.rootAncestor(of:)).flatMap(
            Hierarchy.ownPresented)
        {
            chain.append(next)
        }
        let ids = Set(chain.map(ObjectIdentifier.init))
        proxies.noteDismissing(ids)
        tracer.record(
            .uikit, .code, "\(screenName(of: presenter)).dismiss(animated: \(animated))")
        run.wait(for: .completion)
        presenter.dismiss(animated: animated) { [weak self, run] in
            self?.proxies.dismissalEnded(ids)
            guard let self else { return }
            self.stepFinished(in: run)
        }
    }

    private func selectTab(_ index: Int, owner: QueuedCommand, in run: CommandRun) {
        guard
            let tabs = Hierarchy.allControllers(in: window).lazy
                .compactMap({ $0 as? UITabBarController }).first
        else {
            fail(owner, NavigationError(.noTabBarController), in: run)
            return
        }
        if let identifier = rootTabIdentifier(at: index, of: tabs, owner: owner, in: run) {
            // A bar of `UITab`s counts its root tabs, made or not: the tab is selected
            // through `selectedTab` (UIKit makes its controller if it never did).
            performRouteOperation(
                CommandRun.Step(
                    owner: owner, operation: .selectRootTab(tabs, identifier: identifier)),
                in: run)
            return
        }
        guard !run.hasFailed(owner) else { return }
        let count = tabs.viewControllers?.count ?? 0
        guard (0..<count).contains(index) else {
            fail(owner, NavigationError(.tabOutOfRange(index: index, count: count)), in: run)
            return
        }
        guard tabs.selectedIndex != index else { return }
        tracer.record(.uikit, .code, "\(screenName(of: tabs)).selectedIndex = \(index)")
        tabs.selectedIndex = index
    }

    /// On a tab bar of `UITab`s (iOS 18), the identifier of its root tab at `index`; fails
    /// `owner` in `run` when there is none or it is hidden. `nil` for a bar of
    /// `viewControllers`.
    private func rootTabIdentifier(
        at index: Int, of tabs: UITabBarController, owner: QueuedCommand, in run: CommandRun
    ) -> String? {
        #if canImport(UIKit, _version: 8000) || !canImport(UIKit)
            if #available(iOS 18.0, *), !tabs.tabs.isEmpty {
                let roots = tabs.tabs
                guard roots.indices.contains(index) else {
                    fail(
                        owner, NavigationError(.tabOutOfRange(index: index, count: roots.count)),
                        in: run)
                    return nil
                }
                guard !roots[index].isHidden else {
                    fail(
                        owner,
                        NavigationError(
                            .tabNotSelectable(
                                index: index,
                                because: "it is hidden (UITab.isHidden). Show it first.")),
                        in: run)
                    return nil
                }
                return roots[index].identifier
            }
        #endif
        return nil
    }

    /// Works out how `screen` was shown and puts the operations that close it at the head
    /// of `run`'s steps.
    private func close(_ screen: UIViewController, owner: QueuedCommand, in run: CommandRun) {
        let inWindow = contains(screen)
        switch ClosePlanner.plan(
            closing: screen, inWindow: inWindow, leftRecently: !inWindow && isRecentlyLeft(screen))
        {
        case .operations(let operations):
            run.splice(operations, of: owner)
        case .superseded:
            run.markSuperseded(owner)
        case .failed(let error):
            fail(owner, error, in: run)
        }
    }

    /// Why a split view controller's column (or its navigation stack's root) cannot be
    /// closed.
    static let splitColumnReason =
        "it is a column of a split view controller (or the root of a column's stack). "
        + "Replace the column with setViewController(_:for:), or hide it with hide(_:)."

    /// Whether `screen` is in this window's hierarchy.
    func contains(_ screen: UIViewController) -> Bool {
        Hierarchy.baseRoot(of: screen) === window.rootViewController
            && window.rootViewController != nil
    }

    /// Marks `owner` failed in `run`; its remaining steps are skipped and nothing it asked
    /// for reaches UIKit.
    func fail(_ owner: QueuedCommand, _ error: NavigationError, in run: CommandRun) {
        guard run.fail(owner, error) else { return }
        tracer.record(.command, .code, "\(owner.transition.command) refused: \(error.message)")
    }

    func isRecentlyLeft(_ screen: UIViewController) -> Bool {
        screens.hasLeftRecently(screen)
    }
}
