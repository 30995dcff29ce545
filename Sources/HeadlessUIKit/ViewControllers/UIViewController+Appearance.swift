import Foundation

/// Where a view controller is in its appearance cycle.
enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing
}

/// The moving/being flags a transition gives one view controller.
struct MovingFlags: Equatable {
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false

    static let none = MovingFlags()
    static let toParent = MovingFlags(movingToParent: true)
    static let fromParent = MovingFlags(movingFromParent: true)
    static let presented = MovingFlags(beingPresented: true)
    static let dismissed = MovingFlags(beingDismissed: true)
}

/// A view controller's place in its appearance cycle, which only the appearance machinery
/// (this file) and the containers that drive it read and write.
struct AppearanceRecord {
    /// Where the controller is in the cycle.
    var state = AppearanceState.disappeared
    /// The flags the running appearance transition gives the controller.
    var transitionFlags = MovingFlags()
    /// The flags `isMovingToParent` and its siblings answer with while a callback runs.
    var callbackFlags: MovingFlags?
    /// Whether the running appearance transition is animated.
    var animated = false
    /// Whether `viewIsAppearing(_:)` was sent in the running appearance.
    var isAppearingSent = false
    /// Counts appearance transitions, so that a callback scheduled for one is dropped when
    /// another began since.
    var generation = 0
    /// Whether the controller appeared since it joined its current parent.
    var hasAppearedInCurrentParent = false
    /// 1 between an app's `beginAppearanceTransition` and its `endAppearanceTransition`.
    var manualDepth = 0
    /// How deep HeadlessUIKit's own appearance machinery is in calling this controller's
    /// appearance methods; a call of one of them at depth 0 is a direct call.
    var dispatchDepth = 0
}

extension UIViewController {
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if appearance.manualDepth > 0 {
            recordDiagnostic("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        appearance.manualDepth = 1
        appearanceWill(isAppearing, animated: animated)
        // Inside a parent's appearance, the parent's `viewIsAppearing` comes first and passes
        // it on; otherwise it comes on the next turn.
        let parentSendsIsAppearing =
            parentStorage.map {
                $0.appearance.state == .appearing && !$0.appearance.isAppearingSent
            } ?? false
        if isAppearing, !parentSendsIsAppearing {
            let generation = appearance.generation
            scheduleOnRunLoop { [weak self] in
                guard let self, self.appearance.generation == generation else { return }
                self.appearanceIsAppearing()
            }
        }
    }

    func performEndAppearanceTransition() {
        guard appearance.manualDepth > 0 else {
            recordDiagnostic("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        appearance.manualDepth = 0
        appearanceDid()
    }

    // MARK: - The three phases, forwarded parents first

    /// Sends `viewWillAppear` / `viewWillDisappear` with `flags`, then forwards to the
    /// children whose views are in this view.
    func appearanceWill(_ appearing: Bool, animated: Bool, flags: MovingFlags = .none) {
        appearance.generation += 1
        appearance.state = appearing ? .appearing : .disappearing
        appearance.animated = animated
        appearance.transitionFlags = flags
        appearance.isAppearingSent = false
        withCallbackFlags {
            if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        }
        if appearing { prepareForAppearance() }
        for child in appearanceForwardingTargets() {
            child.appearanceWill(
                appearing, animated: animated,
                flags: forwardedFlags(for: child, appearing: appearing))
        }
    }

    /// Sends `viewIsAppearing` once per appearance, then forwards it.
    func appearanceIsAppearing() {
        guard appearance.state == .appearing, !appearance.isAppearingSent else { return }
        appearance.isAppearingSent = true
        runPropertiesUpdateBeforeAppearing()
        withCallbackFlags { viewIsAppearing(appearance.animated) }
        for child in forwardedChildren(in: .appearing) {
            child.appearanceIsAppearing()
        }
        for child in childStorage
        where child.appearance.manualDepth > 0 && child.appearance.state == .appearing {
            child.appearanceIsAppearing()
        }
    }

    /// Sends `viewDidAppear` / `viewDidDisappear` for the appearance that is under way, then
    /// forwards it.
    func appearanceDid() {
        let forwarded: [UIViewController]
        switch appearance.state {
        case .appearing:
            appearanceIsAppearing()
            forwarded = forwardedChildren(in: .appearing)
            appearance.state = .appeared
            appearance.hasAppearedInCurrentParent = true
            withCallbackFlags { viewDidAppear(appearance.animated) }
        case .disappearing:
            forwarded = forwardedChildren(in: .disappearing)
            appearance.state = .disappeared
            withCallbackFlags { viewDidDisappear(appearance.animated) }
        case .appeared, .disappeared:
            return
        }
        appearance.transitionFlags = .none
        for child in forwarded { child.appearanceDid() }
        if appearance.state == .disappeared { endDisappearancesNestedSince() }
        endAppearancesOfChildrenNoLongerShown()
    }

    /// After this controller disappeared: a descendant still disappearing, which a change
    /// while it disappeared moved under a child that was not disappearing (a split view that
    /// collapsed while its tab left nests its detail column in the hidden list's navigation
    /// controller), ends its disappearance too.
    private func endDisappearancesNestedSince() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.appearance.manualDepth == 0 {
            if child.appearance.state == .disappearing {
                child.appearanceDid()
            } else {
                child.endDisappearancesNestedSince()
            }
        }
    }

    /// Ends the appearance transitions this controller's children began in one of its own
    /// that a later one superseded, for the children whose views are no longer inside its
    /// view: a tab's navigation controller told its top it would disappear, the stack
    /// changed, and the tab was selected again in the same turn. UIKit ends every appearance
    /// transition it begins: the old top gets its `viewDidDisappear` (or, told it would
    /// appear, its `viewWillDisappear` and `viewDidDisappear`).
    private func endAppearancesOfChildrenNoLongerShown() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage
        where child.appearance.manualDepth == 0
            && (child.appearance.state == .disappearing || child.appearance.state == .appearing)
            && !(child.loadedView.map { view in loadedView.map(view.isDescendant(of:)) ?? false }
                ?? false)
        {
            if child.appearance.state == .appearing {
                child.appearanceWill(false, animated: child.appearance.animated)
            }
            child.appearanceDid()
        }
    }

    /// A complete appearance or disappearance, will then did, on the next turn for the did.
    ///
    /// The pending did-callback holds the controller, so that one whose view was removed
    /// is released only after its `viewDidDisappear`.
    func appearanceChangeOnNextTurn(_ appearing: Bool, animated: Bool = false) {
        appearanceWill(appearing, animated: animated)
        let generation = appearance.generation
        scheduleOnRunLoop {
            guard self.appearance.generation == generation else { return }
            self.appearanceDid()
        }
    }

    /// The view entered a window by a plain `addSubview` (custom containers, window root).
    func viewEnteredWindow() {
        if let parentStorage, !parentStorage.shouldAutomaticallyForwardAppearanceMethods {
            return
        }
        guard appearance.state == .disappeared || appearance.state == .disappearing else { return }
        appearanceChangeOnNextTurn(true)
    }

    /// The view left the window by a plain `removeFromSuperview`.
    func viewLeftWindow() {
        if let parentStorage, !parentStorage.shouldAutomaticallyForwardAppearanceMethods {
            return
        }
        guard appearance.state == .appeared || appearance.state == .appearing else { return }
        appearanceChangeOnNextTurn(false)
    }

    private func appearanceForwardingTargets() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let myView = loadedView else {
            return []
        }
        return childStorage.filter { child in
            guard let childView = child.loadedView else { return false }
            return childView.isDescendant(of: myView)
        }
    }

    private func forwardedChildren(in state: AppearanceState) -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods else { return [] }
        return childStorage.filter {
            $0.appearance.state == state && $0.appearance.manualDepth == 0
        }
    }

    private func withCallbackFlags(_ body: () -> Void) {
        let saved = appearance.callbackFlags
        appearance.callbackFlags = appearance.transitionFlags
        appearance.dispatchDepth += 1
        body()
        appearance.dispatchDepth -= 1
        appearance.callbackFlags = saved
    }

    /// Records UIKit's warning when one of the four appearance methods was called by app
    /// code rather than by the appearance machinery (`beginAppearanceTransition` and
    /// `endAppearanceTransition` go through the machinery). UIKit has logged it since
    /// iOS 15/16 (console lines quoted in LeoNatan/LNPopupController #521, 2022).
    func noteAppearanceCall(_ selector: String) {
        guard appearance.dispatchDepth == 0,
            HeadlessBehaviour.directAppearanceCallsAreReported
        else { return }
        recordDiagnostic(
            "[ViewController] Calling -\(selector) directly on a view controller is not "
                + "supported, and may result in out-of-order callbacks and other inconsistent "
                + "behavior. Use the -beginAppearanceTransition:animated: and "
                + "-endAppearanceTransition APIs on UIViewController to manually drive "
                + "appearance callbacks instead. Make a symbolic breakpoint at "
                + "UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                + "debugger. View controller: \(self)")
    }
}
