import Foundation

// iOS 26's properties-update pass (`updateProperties()`), for view controllers; iOS 17's
// content-unavailable update runs in it, after the controller's `updateProperties()`.
//
// UIKit runs a properties update of everything marked with `setNeedsUpdateProperties()`
// just before the layout pass that follows: a view controller's `updateProperties()` before
// its `viewWillLayoutSubviews()`, a view's before its `layoutSubviews()`, top-down
// (``HeadlessBehaviour/propertiesUpdateRunsBeforeLayout``). A controller needs one update
// when it first appears, before `viewIsAppearing(_:)`
// (``HeadlessBehaviour/firstPropertiesUpdateBeforeViewIsAppearing``).
extension UIViewController {
    /// Marks the controller and schedules the pass on the next run-loop turn when its view is
    /// in a window (several requests in one turn make one update).
    func markNeedsPropertiesUpdate() {
        let wasDue = updates.needsProperties
        updates.needsProperties = true
        guard !wasDue, isInWindow, let runLoop else { return }
        runLoop.schedule { [weak self] in self?.runPropertiesUpdateIfNeeded() }
    }

    /// Runs the due updates of this controller, its view and everything below it, top-down.
    func runPropertiesUpdateIfNeeded() {
        if let loadedView {
            loadedView.runPropertiesUpdateIfNeeded()
        } else {
            runOwnPropertiesUpdateIfNeeded()
        }
    }

    /// Marks the content-unavailable configuration for an update and schedules the pass on
    /// the next run-loop turn when the view is in a window.
    func markNeedsContentUnavailableUpdate() {
        let wasDue = updates.needsContentUnavailable
        updates.needsContentUnavailable = true
        guard !wasDue, isInWindow, let runLoop else { return }
        runLoop.schedule { [weak self] in self?.runPropertiesUpdateIfNeeded() }
    }

    /// Runs this controller's own updates if they are due: `updateProperties()`, then
    /// `updateContentUnavailableConfiguration(using:)`
    /// (``HeadlessBehaviour/contentUnavailableUpdateRunsWithPropertiesUpdate``).
    func runOwnPropertiesUpdateIfNeeded() {
        if updates.needsProperties {
            updates.needsProperties = false
            trackedUpdateProperties()
        }
        if updates.needsContentUnavailable {
            updates.needsContentUnavailable = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
    }

    /// The update a controller gets as it appears, before `viewIsAppearing(_:)`.
    func runPropertiesUpdateBeforeAppearing() {
        guard HeadlessBehaviour.firstPropertiesUpdateBeforeViewIsAppearing else { return }
        runPropertiesUpdateIfNeeded()
    }
}

extension UIView {
    /// Marks the view and schedules the pass on the next run-loop turn when it is in a
    /// window (several requests in one turn make one update).
    func markNeedsPropertiesUpdate() {
        let wasDue = updates.needsProperties
        updates.needsProperties = true
        guard !wasDue, let window else { return }
        window.runLoop.schedule { [weak self] in self?.runPropertiesUpdateIfNeeded() }
    }

    /// Runs the due updates of this view's controller, this view and its subviews, top-down:
    /// the controller before its view, as `viewWillLayoutSubviews()` precedes
    /// `layoutSubviews()`.
    func runPropertiesUpdateIfNeeded() {
        owningViewController?.runOwnPropertiesUpdateIfNeeded()
        if updates.needsProperties {
            updates.needsProperties = false
            trackedUpdateProperties()
        }
        for subview in subviews { subview.runPropertiesUpdateIfNeeded() }
    }
}
