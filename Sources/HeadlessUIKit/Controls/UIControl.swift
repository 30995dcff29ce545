import Foundation

/// A view that sends actions when the user uses it: the base of buttons. Actions added with
/// ``addAction(_:for:)`` run when the test driver taps the control
/// (`control.headless.tap()`); targets and selectors are kept but cannot be sent off Apple
/// platforms (see `Selector`).
@MainActor
open class UIControl: UIView {
    /// Whether the control responds to the user.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is touched down.
    open var isHighlighted = false
    /// How the content lines up horizontally.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// How the content lines up vertically.
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    private var actionEntries: [(action: UIAction, events: Event)] = []
    private var targetEntries: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// A control filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported: controls are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A control that runs `primaryAction` when tapped (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The state flags.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Sends `action` to `target` for `controlEvents` (kept, not sent: see `Selector`).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetEntries.append((target as AnyObject?, action, controlEvents))
    }

    /// Removes targets and actions (`nil` matches any).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetEntries.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject))
                && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Runs `action` for `controlEvents` (iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionEntries.removeAll {
            $0.action === action && !$0.events.isDisjoint(with: controlEvents)
        }
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(
        identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
    ) {
        actionEntries.removeAll {
            $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents)
        }
    }

    /// The events that have targets or actions.
    open var allControlEvents: Event {
        (actionEntries.map(\.events) + targetEntries.map(\.events)).reduce(into: []) {
            $0.formUnion($1)
        }
    }

    /// Runs the actions added for `controlEvents`, in the order they were added, when the
    /// control is enabled.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }
}
