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

extension UIViewController {
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if manualAppearanceDepth > 0 {
            recordDiagnostic("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        manualAppearanceDepth = 1
        appearanceWill(isAppearing, animated: animated)
        // Inside a parent's appearance, the parent's `viewIsAppearing` comes first and passes
        // it on; otherwise it comes on the next turn.
        let parentSendsIsAppearing =
            parentStorage.map { $0.appearanceState == .appearing && !$0.isAppearingSent } ?? false
        if isAppearing, !parentSendsIsAppearing {
            let generation = appearanceGeneration
            scheduleOnRunLoop { [weak self] in
                guard let self, self.appearanceGeneration == generation else { return }
                self.appearanceIsAppearing()
            }
        }
    }

    func performEndAppearanceTransition() {
        guard manualAppearanceDepth > 0 else {
            recordDiagnostic("Unbalanced calls to begin/end appearance transitions for \(self).")
            return
        }
        manualAppearanceDepth = 0
        appearanceDid()
    }

    // MARK: - The three phases, forwarded parents first

    /// Sends `viewWillAppear` / `viewWillDisappear` with `flags`, then forwards to the
    /// children whose views are in this view.
    func appearanceWill(_ appearing: Bool, animated: Bool, flags: MovingFlags = .none) {
        appearanceGeneration += 1
        appearanceState = appearing ? .appearing : .disappearing
        appearanceAnimated = animated
        transitionFlags = flags
        isAppearingSent = false
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
        guard appearanceState == .appearing, !isAppearingSent else { return }
        isAppearingSent = true
        runPropertiesUpdateBeforeAppearing()
        withCallbackFlags { viewIsAppearing(appearanceAnimated) }
        for child in forwardedChildren(in: .appearing) {
            child.appearanceIsAppearing()
        }
        for child in childStorage
        where child.manualAppearanceDepth > 0 && child.appearanceState == .appearing {
            child.appearanceIsAppearing()
        }
    }

    /// Sends `viewDidAppear` / `viewDidDisappear` for the appearance that is under way, then
    /// forwards it.
    func appearanceDid() {
        let forwarded: [UIViewController]
        switch appearanceState {
        case .appearing:
            appearanceIsAppearing()
            forwarded = forwardedChildren(in: .appearing)
            appearanceState = .appeared
            hasAppearedInCurrentParent = true
            withCallbackFlags { viewDidAppear(appearanceAnimated) }
        case .disappearing:
            forwarded = forwardedChildren(in: .disappearing)
            appearanceState = .disappeared
            withCallbackFlags { viewDidDisappear(appearanceAnimated) }
        case .appeared, .disappeared:
            return
        }
        transitionFlags = .none
        for child in forwarded { child.appearanceDid() }
    }

    /// A complete appearance or disappearance, will then did, on the next turn for the did.
    ///
    /// The pending did-callback holds the controller, so that one whose view was removed
    /// is released only after its `viewDidDisappear`.
    func appearanceChangeOnNextTurn(_ appearing: Bool, animated: Bool = false) {
        appearanceWill(appearing, animated: animated)
        let generation = appearanceGeneration
        scheduleOnRunLoop {
            guard self.appearanceGeneration == generation else { return }
            self.appearanceDid()
        }
    }

    /// The view entered a window by a plain `addSubview` (custom containers, window root).
    func viewEnteredWindow() {
        if let parentStorage, !parentStorage.shouldAutomaticallyForwardAppearanceMethods {
            return
        }
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        appearanceChangeOnNextTurn(true)
    }

    /// The view left the window by a plain `removeFromSuperview`.
    func viewLeftWindow() {
        if let parentStorage, !parentStorage.shouldAutomaticallyForwardAppearanceMethods {
            return
        }
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
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
        return childStorage.filter { $0.appearanceState == state && $0.manualAppearanceDepth == 0 }
    }

    private func withCallbackFlags(_ body: () -> Void) {
        let saved = callbackFlags
        callbackFlags = transitionFlags
        appearanceDispatchDepth += 1
        body()
        appearanceDispatchDepth -= 1
        callbackFlags = saved
    }

    /// Records UIKit's warning when one of the four appearance methods was called by app
    /// code rather than by the appearance machinery (`beginAppearanceTransition` and
    /// `endAppearanceTransition` go through the machinery). UIKit has logged it since
    /// iOS 15/16 (console lines quoted in LeoNatan/LNPopupController #521, 2022).
    func noteAppearanceCall(_ selector: String) {
        guard appearanceDispatchDepth == 0,
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
