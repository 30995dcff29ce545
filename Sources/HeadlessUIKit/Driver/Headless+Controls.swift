import Foundation

extension UIBarItem: HeadlessDriven {}

extension Headless where Base: UIAlertController {
    /// A tap on the enabled action titled `title` of the alert presented on top: the alert
    /// is dismissed (animated), and the action's handler runs when the dismissal has ended
    /// (``HeadlessBehaviour/alertHandlerRunsAfterDismissal``). Returns false, and does
    /// nothing, when there is no such action, it is disabled, or the alert is not presented
    /// or is already being dismissed.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = base.actions.first(where: { $0.title == title }) else { return false }
        return tap(action)
    }

    /// A tap on the action at `index` (in the order they were added).
    @discardableResult
    public func tapAction(at index: Int) -> Bool {
        guard base.actions.indices.contains(index) else { return false }
        return tap(base.actions[index])
    }

    private func tap(_ action: UIAlertAction) -> Bool {
        let alert = base
        guard action.isEnabled, alert.presentingStorage != nil, alert.presentedStorage == nil,
            !alert.isBeingDismissedStorage
        else { return false }
        alert.dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }
}

extension Headless where Base: UIControl {
    /// A tap: runs the actions added for `.touchUpInside` and `.primaryActionTriggered`,
    /// unless the control is disabled or hidden. A button that
    /// `changesSelectionAsPrimaryAction` toggles `isSelected` first.
    public func tap() {
        let control = base
        guard control.isEnabled, !control.isHidden else { return }
        if let button = control as? UIButton, button.changesSelectionAsPrimaryAction {
            button.isSelected.toggle()
        }
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}

extension Headless where Base: UIBarButtonItem {
    /// A tap: runs the item's primary action (toggling `isSelected` first when it
    /// `changesSelectionAsPrimaryAction`). Returns false when the item is disabled or hidden
    /// or has no primary action (a target and selector cannot be sent off Apple platforms).
    @discardableResult
    public func tap() -> Bool {
        let item = base
        guard item.isEnabled, !item.isHidden else { return false }
        if item.changesSelectionAsPrimaryAction { item.isSelected.toggle() }
        return item.primaryAction?.perform(sender: item) ?? false
    }
}

extension Headless where Base: UIBarButtonItem {
    /// The system item the bar button item was made as, if any.
    public var systemItem: UIBarButtonItem.SystemItem? { base.systemItem }
}

extension Headless where Base: UITabBarItem {
    /// The system item the tab bar item was made as, if any.
    public var systemItem: UITabBarItem.SystemItem? { base.systemItem }
}
