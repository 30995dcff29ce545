import Foundation

extension RouteNavigator {
    /// Adds a guard: it is asked about every route that becomes visible, whatever brings it
    /// there, and about every route a request adds.
    ///
    /// A route is *visible* when it is the top of the stack the user sees in its layer: the
    /// selected tab's (or the root stack's) top, and the top of each modal, but not below a
    /// full-screen modal (a sheet leaves the screen under it visible). A guarded route is
    /// never left on screen while its guard says `.deny` or `.hold`:
    /// - **Requests** (``go(to:animated:)``, ``update(animated:_:)``, ``open(_:animated:)``):
    ///   the guards are asked about each route the target adds and each route it makes
    ///   visible, in the target's order (the root, then the modals); the first decision other
    ///   than `.allow` counts. `.deny(reason)` fails the transition with a ``NavigationError``
    ///   (`guardDenied`) and nothing on screen changes. `.hold(presenting: route)` presents
    ///   `route` over the current screen, as a page sheet or full screen as the guard was
    ///   added (`presentingHolds`), and the target waits: the caller's
    ///   transition stays pending until ``resumeHeld(animated:)`` (after sign-in) dismisses the
    ///   sheet and goes to the target in one transition. Swiping the sheet down drops the target
    ///   (it settles `.cancelled`); any other request drops it too (`.superseded`). A
    ///   full-screen hold cannot be swiped away; the screens under it disappear while it is
    ///   up (`viewWillDisappear`/`viewDidDisappear`: for `.fullScreen` "the views belonging to
    ///   the presenting view controller are removed after the presentation completes",
    ///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen)
    ///   and the target's screen appears when ``resumeHeld(animated:)`` dismisses it.
    /// - **A user's tab tap** is asked about in the tab bar's `shouldSelect` (in
    ///   `shouldSelectTab` for a tab bar of `UITab`s, before UIKit makes the tab's
    ///   controller): a denied or held tab is not selected; a held one presents the guard's
    ///   route, with the tab as the target that waits.
    /// - **The launch or restored state**, when the guard is added right after the route
    ///   navigator is made, before the window's first layout shows it, and **what is
    ///   uncovered** (the user going back onto a route, a full-screen modal dismissed outside
    ///   the route navigator): a route that is not allowed
    ///   is taken off screen at once — its stack goes back to the route below it, or another
    ///   tab is selected — and for `.hold` the guard's route is presented, with the state as the
    ///   target that waits. At launch this happens before anything appears.
    ///
    /// A route that is already visible is not asked again: a guard added once the window
    /// shows the state is asked only about what becomes visible afterwards. Add guards right
    /// after making the route navigator. Guards run on the main actor and
    /// must answer at once; a guard that holds forever only keeps its target waiting.
    ///
    /// ```swift
    /// routes.addGuard { route in
    ///     route == .orders && !session.isSignedIn ? .hold(presenting: .signIn) : .allow
    /// }
    /// routes.open(URL(string: "shop://orders")!)   // sign-in sheet; the orders wait
    /// // … after sign-in:
    /// routes.resumeHeld()                           // dismiss sign-in, show the orders
    ///
    /// // A passcode lock covers everything: its guard's holds are full screen.
    /// routes.addGuard(presentingHolds: .fullScreen) { route in
    ///     lock.isLocked && route != .passcode ? .hold(presenting: .passcode) : .allow
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - holdStyle: how this guard's `.hold(presenting:)` presents its route: a page sheet
    ///     (`.sheet`, the default; the user may swipe it down, which drops the target) or
    ///     `.fullScreen` (nothing shows through, nothing swipes it away). The route
    ///     navigator's ``RouteContainers`` dress it as any modal of that style
    ///     (`configureModal` gets this style), and ``state`` shows it as a modal of that style.
    ///   - decide: the guard; called on the main actor.
    public func addGuard(
        presentingHolds holdStyle: NavigationState<Route>.ModalStyle = .sheet,
        _ decide: @escaping @MainActor (Route) -> GuardDecision<Route>
    ) {
        if guards.isEmpty {
            navigator.observeQuiet { [weak self] in
                guard let self else { return false }
                self.dropHeldTargetWhenItsSheetLeft()
                return true
            }
            navigator.addTabGate(owner: self) { [weak self] tabs, viewController in
                guard let index = tabs.viewControllers?.firstIndex(where: { $0 === viewController })
                else { return true }
                return self?.mayUserSelect(tabAt: index, in: tabs) ?? true
            }
            // A tab bar of `UITab`s: the tab's controller may not exist yet; the tab tapped
            // becomes the state's tab index (a group's child tapped in the sidebar: that
            // child's; the group itself: its selected child's).
            navigator.addRootTabGate(owner: self) { [weak self] tabs, index, tapped in
                guard let self, let book = self.currentTabBook, book.controller === tabs,
                    let tab = self.stateTab(ofRootTabAt: index, tapped: tapped, in: book)
                else { return true }
                return self.mayUserSelect(tabAt: tab, in: tabs)
            }
        }
        guards.add(holdStyle: holdStyle, decide)
        guardLaunchState()
    }

    /// Asks the guards about the launch (or restored) state while the window's first layout
    /// has not shown it yet; a route navigator that has not started asks at
    /// ``start(screen:)``.
    func guardLaunchState() {
        guard factory.screen != nil, navigator.topmost?.viewIfLoaded?.window == nil else { return }
        // The launch request may still be presenting its modals: ask about all it will show.
        let shown = requests.target ?? state
        guardShown(shown, newlyVisible: shown.visibleRoutes, animated: false)
    }

    /// Goes to the target a guard held, now that the guards allow it: one transition that
    /// dismisses the guard's sheet and shows the target.
    ///
    /// The guards are asked again first. When one still holds, the returned transition fails
    /// (`guardStillHolds`) and the target keeps waiting; when one denies, both the returned
    /// transition and the held one fail.
    ///
    /// - Parameter animated: `false` makes every change without animation.
    /// - Returns: the transition, or `nil` when no target is held.
    @discardableResult
    public func resumeHeld(animated: Bool = true) -> NavigatorTransition? {
        guard let held = guards.held else { return nil }
        let command = NavigationCommand.goTo(held.target.summary, animated: animated)
        switch decide(held.target) {
        case nil:
            guards.held = nil
            let transition = request(held.target, animated: animated, cause: .resume)
            transition.onSettled { [navigator] settlement in
                navigator.settleOutside(held.transition, settlement)
            }
            return transition
        case (let route, .deny(let reason), _)?:
            guards.held = nil
            let error = NavigationError(.guardDenied(route: "\(route)", reason: reason))
            let refused = navigator.refuse(command, error)
            navigator.settleOutside(held.transition, .failed(error))
            return refused
        case (let route, .hold(let presenting), _)?:
            let error = NavigationError(
                .guardStillHolds(route: "\(route)", presenting: "\(presenting)"))
            return navigator.refuse(command, error)
        case (_, .allow, _)?:
            return nil
        }
    }

    /// Step 2 of ``request(_:animated:cause:)``: drops a held target (a new request goes
    /// elsewhere), then asks the guards about `target`.
    /// - Returns: `nil` when every guard allows; else the transition to hand to the caller.
    func guardRequest(
        _ target: NavigationState<Route>, command: NavigationCommand, animated: Bool
    ) -> NavigatorTransition? {
        if let held = guards.takeHeld() {
            navigator.settleOutside(held.transition, .superseded)
        }
        switch decide(target) {
        case nil, (_, .allow, _)?:
            return nil
        case (let route, .deny(let reason), _)?:
            return navigator.refuse(
                command, NavigationError(.guardDenied(route: "\(route)", reason: reason)))
        case (let route, .hold(let presenting), let style)?:
            // The sheet goes up over what the window shows (or the request in flight goes
            // to), without the held route: the user may have uncovered it since the state
            // the guards were asked from (iOS 26: a back tap during the push that covered it,
            // seed 1, sequence 2533). What taking it off uncovers is asked about in turn, as
            // after a user's change: the route below it, or another tab's top, may not be
            // allowed either (route fuzzer, --os 26, seed 2, sequence 2709, and seed 3,
            // sequences 820 and 1303: the sheet went up over a held or denied route that
            // taking the held one off uncovered).
            // As UIKit shows it in the window's width: a column it does not show is left. And
            // what that shows and the guards were not asked about (the width changed since
            // the request in flight was judged) is asked about too: the guards' own request
            // is not (seed 1, sequence 4528: a request judged collapsed waited while the
            // window became regular, and a hold's sheet went up over its target, expanded,
            // showing a route the guard held).
            let base = inWindowWidth(requests.target ?? shown.state)
            let judged = (requests.judgedTarget ?? shown.state).visibleRoutes
            let unasked = base.visibleRoutes.filter { !judged.contains($0) }
            let reduced = withoutRejectedRoutes(
                base, asking: [route] + unasked, rejected: [route]
            ).state
            return hold(
                target, presenting: presenting, style: style, over: reduced, command: command,
                animated: animated)
        }
    }

    /// Presents `presenting` over `base` in `style` (a sheet or full screen) and keeps `target`
    /// waiting for ``resumeHeld(animated:)``.
    /// - Returns: the transition that settles when the target is reached, dropped or fails.
    @discardableResult
    private func hold(
        _ target: NavigationState<Route>, presenting: Route,
        style: NavigationState<Route>.ModalStyle, over base: NavigationState<Route>,
        command: NavigationCommand, animated: Bool
    ) -> NavigatorTransition {
        if let held = guards.takeHeld() {
            navigator.settleOutside(held.transition, .superseded)
        }
        var sheetUp = base
        let sheet = NavigationState<Route>.Modal([presenting], style: style)
        if sheetUp.modals.last != sheet {
            sheetUp.modals.append(sheet)
        }
        let transition = navigator.pendingOutside(command)
        guards.held = HeldTarget(
            target: target, animated: animated, transition: transition,
            presenting: presenting, style: style, modalCount: sheetUp.modals.count)
        // UIKit presents only from a controller in a visible window (a launch state).
        if navigator.window.isHidden, navigator.window.rootViewController != nil {
            navigator.window.makeKeyAndVisible()
        }
        let sheetTransition = request(sheetUp, animated: animated, cause: .guardHold)
        sheetTransition.onSettled { [weak self] settlement in
            guard let self, self.guards.held?.transition === transition else { return }
            if settlement == .completed {
                self.guards.held?.presented = true
                self.watchSheet(of: transition, presenting: presenting)
            } else {
                self.guards.held = nil
                self.navigator.settleOutside(transition, settlement)
            }
        }
        return transition
    }

    // MARK: - Routes that become visible without a request

    /// A user's tap on a tab: allowed when every route it makes visible is; a held tab
    /// presents the guard's route, with the tab selected as the target that waits.
    private func mayUserSelect(tabAt index: Int, in tabs: UITabBarController) -> Bool {
        guard !guards.isEmpty, navigator.window.rootViewController === tabs else { return true }
        let shown = state
        guard shown.selectedTab != index else { return true }
        var target = shown
        target.selectTab(index)
        let command = NavigationCommand.goTo(target.summary, animated: true)
        let guards = self.guards
        switch guards.decide(target, from: shown, onlyVisible: true) {
        case nil, (_, .allow, _)?:
            requests.approved = target
            return true
        case (let route, .deny(let reason), _)?:
            navigator.tracer.record(
                .gesture, .user(.code),
                "tab \(index) not selected: the guard denied \(route): \(reason)")
            return false
        case (let route, .hold(let presenting), let style)?:
            navigator.tracer.record(
                .gesture, .user(.code), "tab \(index) held: the guard holds \(route)")
            hold(
                target, presenting: presenting, style: style, over: shown, command: command,
                animated: true)
            return false
        }
    }

    /// At a quiet moment, after a change no request made (the user went back, swiped a sheet
    /// away, the app changed UIKit directly): asks the guards about the routes it made
    /// visible, and takes a route that is not allowed off screen.
    ///
    /// A request in flight was asked about its target when it was made: the routes its target
    /// shows are its own progress, and a request still waiting to start takes the window to
    /// its target anyway. But from iOS 26 the user acts during the request's own transitions
    /// (a back tap during its push pops the screen as soon as the push completes, WWDC24
    /// session 10145: the push "completes immediately … then in the same turn of the run
    /// loop, the pop transition starts"), so a route that became visible and that neither
    /// the last state nor the request's target shows is the user's doing, and is asked about.
    ///
    /// Routes that became visible while a request waited to start are noted as not asked
    /// about; they do not count as already visible at the next check.
    func guardUserChange(from old: NavigationState<Route>, to shown: NavigationState<Route>) {
        guard !guards.isEmpty else { return }
        if requests.isWaitingToStart {
            let before = old.visibleRoutes
            requests.noteUnasked(shown.visibleRoutes.filter { !before.contains($0) })
            return
        }
        let unasked = requests.takeUnasked()
        var explained = old.visibleRoutes.filter { !unasked.contains($0) }
        if let target = requests.target { explained += target.visibleRoutes }
        guardShown(
            shown, newlyVisible: shown.visibleRoutes.filter { !explained.contains($0) },
            animated: true)
    }

    /// A split view collapsed or expanded (the window's width changed), which may show routes
    /// that were not visible: once no request runs (a request was asked about its target in
    /// the other layout), the guards are asked about the routes visible now that were not
    /// before the change, or that the window would not show now in the layout before it.
    ///
    /// A route visible before the change that the window would not show in that layout now
    /// left the screen meanwhile (a request, or a guard, took it off): if it is visible now,
    /// the new layout shows it again, and it is asked about (route fuzzer, --os 26, seed 2,
    /// sequence 1786: the guard held the list's top and its sheet's request popped it; the
    /// window became regular during the sheet's presentation and showed the same route at
    /// the detail's top, and it was taken as visible already).
    func guardWidthChangeAfterRequests() {
        guard requests.target == nil, !navigator.runsACommand,
            let old = requests.takeWidthChange()
        else { return }
        guard !guards.isEmpty else { return }
        let shown = state
        let inOldLayout = shown.adoptingSplitLayout(of: old).visibleRoutes
        let before = old.visibleRoutes.filter { inOldLayout.contains($0) }
        guardShown(
            shown, newlyVisible: shown.visibleRoutes.filter { !before.contains($0) },
            animated: true)
    }

    /// Takes every visible route of `shown` that the guards do not allow off screen: its stack
    /// goes back to the route below it (a tab whose stack would be empty gives way to another
    /// tab), until what is left is allowed; for `.hold`, the guard's route is presented over
    /// what is left, with `shown` as the target that waits.
    private func guardShown(
        _ shown: NavigationState<Route>, newlyVisible: [Route], animated: Bool
    ) {
        let (reduced, firstHold, denial) = withoutRejectedRoutes(shown, asking: newlyVisible)
        guard reduced != shown else { return }
        if let (route, reason) = denial {
            navigator.tracer.record(
                .command, .code, "the guard denied \(route) on screen: \(reason)")
        }
        let command = NavigationCommand.goTo(shown.summary, animated: animated)
        if let (presenting, style) = firstHold, !isUp(holdPresenting: presenting, in: reduced) {
            hold(
                shown, presenting: presenting, style: style, over: reduced, command: command,
                animated: animated)
        } else {
            // A hold of the same route whose sheet is up keeps its target (where the user
            // was): only what shows under the sheet is corrected (a width change showed a held
            // route there). Holding again would make the window, sheet included, the target
            // that waits, and resuming would leave the sheet up.
            if navigator.window.isHidden, navigator.window.rootViewController != nil {
                navigator.window.makeKeyAndVisible()
            }
            request(reduced, animated: animated, cause: .guardHold)
        }
    }

    /// Whether the held target's modal, presenting `route`, is up in `state` (read from the
    /// window: its request may not have heard it settle yet).
    private func isUp(holdPresenting route: Route, in state: NavigationState<Route>) -> Bool {
        guard let held = guards.held, held.presenting == route else { return false }
        let index = held.modalCount - 1
        return state.modals.indices.contains(index) && state.modals[index].stack.first == route
    }

    /// `shown` with every route of `pending` that the guards do not allow taken off screen,
    /// and in turn every route that doing so makes visible and that they do not allow: its
    /// stack goes back to the route below it (a tab whose stack would be empty gives way to
    /// another tab), until what is left is allowed.
    /// - Parameters:
    ///   - pending: the routes to ask about, visible in `shown`.
    ///   - rejected: routes known not to be allowed: taken off without asking.
    /// - Returns: what is left; the route presented by the first guard that holds, and how
    ///   (`nil` when none held); the first route denied and why.
    private func withoutRejectedRoutes(
        _ shown: NavigationState<Route>, asking pending: [Route], rejected: Set<Route> = []
    ) -> (
        state: NavigationState<Route>,
        firstHold: (route: Route, style: NavigationState<Route>.ModalStyle)?,
        denial: (route: Route, reason: String)?
    ) {
        var asked = Set<Route>()
        var rejected = rejected
        var pendingRoutes = pending
        var reduced = shown
        var firstHold: (route: Route, style: NavigationState<Route>.ModalStyle)?
        var denial: (route: Route, reason: String)?
        var warned = Set<Route>()
        while !pendingRoutes.isEmpty {
            let route = pendingRoutes.removeFirst()
            guard reduced.visibleRoutes.contains(route) else { continue }
            // A route already rejected that shows again (taking another route off uncovered
            // it) is taken off again without asking twice.
            if !rejected.contains(route) {
                guard asked.insert(route).inserted else { continue }
                switch ask(route) {
                case nil, (.allow, _)?:
                    continue
                case (.deny(let reason), _)?:
                    denial = denial ?? (route, reason)
                case (.hold(let presenting), let style)?:
                    firstHold = firstHold ?? (presenting, style)
                }
                rejected.insert(route)
            }
            let before = reduced.visibleRoutes
            // Until no layer shows it: the route below it may be the same route, and another
            // layer (a modal's top) may show it too.
            while reduced.visibleRoutes.contains(route) {
                guard reduced.takeOffScreen(route, avoiding: rejected) else {
                    if warned.insert(route).inserted {
                        navigator.tracer.warn(
                            "the guards do not allow \(route), but nothing else can be shown in "
                                + "its place (it is the only route of its stack, and no other tab "
                                + "can be shown), so it stays; put a route that is always allowed "
                                + "below it")
                    }
                    break
                }
            }
            pendingRoutes += reduced.visibleRoutes.filter { !before.contains($0) }
        }
        return (reduced, firstHold, denial)
    }

    /// The first guard's decision about `route` other than `.allow`, with how that guard
    /// presents a held route; `nil` when all allow.
    private func ask(
        _ route: Route
    ) -> (decision: GuardDecision<Route>, holdStyle: NavigationState<Route>.ModalStyle)? {
        // A copy: a guard may call back into the route navigator.
        let guards = self.guards
        return guards.ask(route)
    }

    /// The first route `target` adds to what is on screen, or makes visible, that a guard
    /// does not allow, and the guard's decision; `nil` when every guard allows every such
    /// route.
    private func decide(
        _ target: NavigationState<Route>
    ) -> (
        route: Route, decision: GuardDecision<Route>,
        holdStyle: NavigationState<Route>.ModalStyle
    )? {
        // From what the window will show when the new request runs (`requests.baseline`):
        // the target of the request in flight that started (it was asked about when it was
        // made, and the screen the new target replaces is that one), else that of a request
        // that settled before a quiet moment could read the window (iOS 26: the user's swipe
        // began as its push completed), else the last quiet state. A request that has not
        // started shows nothing before the new one supersedes it: a route only it would
        // have shown is asked about again (the session may have signed out since: route
        // fuzzer, splits, --os 26, seed 1, sequence 1838). And from that request's target
        // too: when the guards made it to take a route off screen, the route is on screen
        // but not allowed (seed 1, sequence 1095). Each as UIKit shows it in the window's
        // width (`inWindowWidth(_:)`), the new target as it is now, the requests' targets as
        // they were judged. A copy of the guards: a guard may call back into the route
        // navigator.
        let guards = self.guards
        guard !guards.isEmpty else { return nil }
        let baseline = requests.baseline ?? shown.state
        return guards.decide(
            inWindowWidth(target), from: [baseline] + (requests.waitingTarget.map { [$0] } ?? []),
            onlyVisible: false)
    }

    /// `state` as UIKit shows it in the window's width now: a split view the window keeps
    /// (one with the same columns) in the layout it has now, unless the state asks for a top
    /// column; a new one collapsed or expanded as the width says, onto its own top column.
    ///
    /// Whether a split view is collapsed is the window's to decide, and the width may have
    /// changed since the state a target was made from (a quiet moment comes only once the
    /// change's transition ends): expanded, every column's top shows (route fuzzer, --os 26,
    /// seed 2, sequence 3165: a request made right after the window became regular was judged
    /// collapsed, and completed showing the list's top, which the guard denied). A new split
    /// view's top column is its own: the window's split view may have other columns (seed 2,
    /// sequence 1399: a new split view with no middle column was judged collapsed onto the
    /// window's middle column, showing nothing, and its detail's top showed). Without guards,
    /// `state`: only they ask.
    func inWindowWidth(_ state: NavigationState<Route>) -> NavigationState<Route> {
        let sizeClass = navigator.window.traitCollection.horizontalSizeClass
        guard !guards.isEmpty, !state.splits.isEmpty, sizeClass != .unspecified else {
            return state
        }
        let now = readState()
        var shown = state
        for (index, split) in state.splits {
            if let current = now?.splits[index], current.hasSameColumns(as: split) {
                shown.splits[index] = split.adoptingLayout(of: current)
            } else {
                shown.splits[index]?.isCollapsed = sizeClass == .compact
            }
        }
        return shown
    }

    /// Drops the held target when its sheet's screen leaves: `.cancelled` when the user swiped
    /// it down, `.superseded` when code closed it (a change the app made outside this route
    /// navigator).
    private func watchSheet(of transition: NavigatorTransition, presenting: Route) {
        guard let sheet = navigator.topmost, route(of: sheet) == presenting else { return }
        guards.held?.watched = true
        sheet.onFinish { [weak self] closedBy in
            guard let self, self.guards.held?.transition === transition else { return }
            self.guards.held = nil
            self.navigator.settleOutside(
                transition, closedBy == .swipeDown ? .cancelled : .superseded)
        }
    }

    /// At a quiet moment, for a sheet whose screen could not be watched: when it has left the
    /// screen, the held target is dropped and settles `.cancelled`.
    private func dropHeldTargetWhenItsSheetLeft() {
        guard let held = guards.held, held.presented, !held.watched, let shown = readState()
        else { return }
        let index = held.modalCount - 1
        if shown.modals.indices.contains(index), shown.modals[index].stack.first == held.presenting
        {
            return
        }
        guards.held = nil
        navigator.settleOutside(held.transition, .cancelled)
    }
}

extension NavigationState {
    /// The routes the user sees, one per layer, bottom first: the top of the selected tab's
    /// (or the root) stack, then the top of each modal; a full-screen modal hides the layers
    /// below it, a sheet does not.
    var visibleRoutes: [Route] {
        let firstShown = modals.lastIndex { $0.style == .fullScreen }
        var routes: [Route] = []
        if firstShown == nil {
            if let split = splits[selectedTab ?? 0] {
                routes += splitVisibleTops(split)
            } else if let top = selectedStack.last {
                routes.append(top)
            }
        }
        for modal in modals[(firstShown ?? 0)...] {
            if let top = modal.stack.last { routes.append(top) }
        }
        return routes
    }

    /// Takes `route`, visible at the top of a layer, off screen: the topmost layer showing it
    /// goes back to the route below (a modal left empty is dismissed with the modals above
    /// it; a tab left empty gives way to the first other tab whose top is not in `avoiding`).
    /// - Returns: whether anything changed.
    mutating func takeOffScreen(_ route: Route, avoiding: Set<Route>) -> Bool {
        if let index = modals.lastIndex(where: { $0.stack.last == route }) {
            if modals[index].stack.count > 1 {
                modals[index].stack.removeLast()
            } else {
                modals.removeSubrange(index...)
            }
            return true
        }
        if let split = splits[selectedTab ?? 0], let column = splitColumn(showing: route, split) {
            return takeOffScreen(route, in: column, split: split)
        }
        guard selectedStack.last == route else { return false }
        switch root {
        case .stack(var stack):
            guard stack.count > 1 else { return false }
            stack.removeLast()
            root = .stack(stack)
            return true
        case .tabs(var tabs, let selected):
            if tabs[selected].count > 1 {
                tabs[selected].removeLast()
                root = .tabs(tabs, selected: selected)
                return true
            }
            guard
                let other = tabs.indices.first(where: { index in
                    index != selected && tabs[index].last.map { !avoiding.contains($0) } == true
                })
            else { return false }
            root = .tabs(tabs, selected: other)
            return true
        }
    }
}

extension NavigationState {
    /// The tops of the columns of `split` (carried by the selected stack) that show: while
    /// collapsed, the front column's; expanded, the primary column's, the supplementary and
    /// secondary ones' and the inspector's when it shows.
    fileprivate func splitVisibleTops(_ split: Split) -> [Route] {
        let columns: [Split.Column]
        if split.isCollapsed {
            columns = [split.frontColumn]
        } else {
            columns =
                [.primary, .supplementary, .secondary]
                + (split.isInspectorShown ? [.inspector] : [])
        }
        return columns.compactMap { column in
            column == .primary ? selectedStack.last : split.stack(of: column)?.last
        }
    }

    /// The visible column of `split` whose top is `route`, the front-most first.
    fileprivate func splitColumn(showing route: Route, _ split: Split) -> Split.Column? {
        let order: [Split.Column] = [.compact, .inspector, .secondary, .supplementary, .primary]
        let visible = splitVisibleTops(split)
        guard visible.contains(route) else { return nil }
        return order.first { column in
            let top = column == .primary ? selectedStack.last : split.stack(of: column)?.last
            guard top == route else { return false }
            return split.isCollapsed ? column == split.frontColumn : column != .compact
        }
    }

    /// Takes `route` off the top of `column` of the selected stack's split view: the column
    /// goes back to the route below it; a column of one route cannot.
    fileprivate mutating func takeOffScreen(
        _ route: Route, in column: Split.Column, split: Split
    ) -> Bool {
        let index = selectedTab ?? 0
        guard let stack = stack(in: column, ofSplit: index), stack.count > 1 else { return false }
        editStack(in: column, ofSplit: index) { $0.removeLast() }
        return true
    }
}
