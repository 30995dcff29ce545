import Foundation

/// What the user does while a navigation transition runs, under each
/// ``HeadlessBehaviour/Profile``.
enum UserInterruption {
    /// A tap on the back button (once, or again during the pop it started).
    case backTap
    /// The edge or content swipe-back.
    case swipe
    /// A pinch or drag of `zoomed`, shown with a zoom transition.
    case zoomGrab(UIViewController)
}

extension UINavigationController {
    /// Lets the user's `interruption` through a running transition when the window's profile
    /// allows it: the running transition completes at once, as UIKit completes a push the
    /// user cancels (``HeadlessBehaviour/userInterruptionCompletesRunningTransition``), so
    /// that the caller can start the pop in the same turn.
    ///
    /// - Returns: `true` when nothing runs any more (nothing ran, or it was completed), so
    ///   that the caller goes on; `false` when the transition keeps running and the user's
    ///   action is refused, as on iOS 17.
    func letUserInterrupt(_ interruption: UserInterruption) -> Bool {
        guard let transition = runningTransition else { return true }
        guard allowsUserInterruption(interruption, of: transition) else { return false }
        // The user's pop is under way from the touch: code that runs in the interrupted
        // transition's completion callbacks sees its coordinator
        // (``HeadlessBehaviour/userPopCoordinatorExistsDuringInterruptedCompletion``), and
        // the pop then takes it.
        let gesture: Bool
        if case .backTap = interruption { gesture = false } else { gesture = true }
        let upcoming = HeadlessTransitionCoordinator(
            from: transition.to, to: stack.count >= 2 ? stack[stack.count - 2] : nil,
            animated: true,
            duration: effectiveDuration(HeadlessBehaviour.navigationDuration, animated: true),
            interactive: gesture, containerView: view)
        if HeadlessBehaviour.userPopCoordinatorExistsDuringInterruptedCompletion {
            pendingCoordinator = upcoming
            coordinatorStorage = upcoming
        }
        complete(transition)
        if runningTransition == nil, !layoutPassScheduled, pendingAdded.isEmpty,
            pendingRemoved.isEmpty
        {
            pendingCoordinator = upcoming
            coordinatorStorage = upcoming
            return true
        }
        // The completion's callbacks started another change (an app that pushes in
        // `didShow`): that change runs, with the coordinator if it took it, and the user's
        // action, which landed on it, does not.
        if pendingCoordinator !== upcoming {
            clearCoordinator(upcoming)
            upcoming.finish()
        }
        return false
    }

    /// Whether the profile lets `interruption` complete `transition` early.
    private func allowsUserInterruption(
        _ interruption: UserInterruption, of transition: NavigationTransition
    ) -> Bool {
        guard !transition.interactive || !HeadlessBehaviour.interactiveTransitionsAreNotInterrupted,
            !layoutPassScheduled, pendingAdded.isEmpty, pendingRemoved.isEmpty, isInWindow,
            HeadlessBehaviour.userInterruptionCompletesRunningTransition
        else { return false }
        let profile = behaviourProfile
        if profile >= HeadlessBehaviour.navigationIsInterruptibleFrom { return true }
        guard profile >= HeadlessBehaviour.zoomIsInterruptibleFrom,
            case .zoomGrab(let zoomed) = interruption
        else { return false }
        // iOS 18: only the zoom's own push can be grabbed while it runs.
        let isZoomPush =
            transition.to === zoomed && zoomed.preferredTransition?.isZoom == true
            && transition.from.map { stack.contains(identical: $0) } == true
        return isZoomPush
    }
}
