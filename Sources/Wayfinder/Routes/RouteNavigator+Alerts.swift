import Foundation

/// What a request does to the state's alert (``RouteNavigator/alertChange(from:to:steps:animated:)``).
@MainActor
struct RouteAlertChange {
    /// The dismissal of the alert on screen, which runs before everything else.
    var dismissal: NavigationOperation?
    /// The alert presented after everything else.
    var presented: RouteAlert?
}

extension RouteNavigator {
    /// Calls `perform` with the action of every button the user taps whose action is of type
    /// `type`, for as long as the route navigator lives.
    ///
    /// By then the alert is gone and ``state`` says so (its ``NavigationState/alert`` is `nil`),
    /// so `perform` may go on from there: `routes.update { $0.push(.orderPlaced) }` pushes
    /// under no alert. The route navigator hears the tap from the `UIAlertAction`'s handler,
    /// which UIKit documents only as "A block to execute when the user selects the action"
    /// (<https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)>);
    /// on iOS, and on HeadlessUIKit (`HeadlessBehaviour.alertHandlerRunsAfterDismissal`), it
    /// runs once the alert's dismissal has ended. A tap while another transition runs is seen
    /// at the quiet moment after it.
    ///
    /// ```swift
    /// enum CartAlert: Hashable, Sendable { case emptyCart, keep }
    /// routes.onAlertAction(CartAlert.self) { [weak cart] action in
    ///     if action == .emptyCart { cart?.removeAll() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the app's action type; buttons whose action has another type (or none) do
    ///     not reach `perform`.
    ///   - perform: runs on the main actor, once per tap.
    public func onAlertAction<Action: Hashable & Sendable>(
        _ type: Action.Type, perform: @escaping @MainActor (Action) -> Void
    ) {
        extras.addAlertHandler { action in
            if let value = action.value(as: Action.self) { perform(value) }
        }
    }

    /// The actions of type `type` of the buttons the user taps from now on, in order. Each
    /// access makes a new stream; it ends when the route navigator is released.
    ///
    /// ```swift
    /// routes.update { $0.alert = RouteAlert("Sign out?", buttons: [
    ///     .init("Sign Out", role: .destructive, action: Account.signOut),
    ///     .init("Cancel", role: .cancel, action: Account.stay),
    /// ]) }
    /// for await answer in routes.alertActions(Account.self) {
    ///     if answer == .signOut { session.end() }
    ///     break
    /// }
    /// ```
    ///
    /// - Parameter type: the app's action type; other actions are not in the stream.
    public func alertActions<Action: Hashable & Sendable>(
        _ type: Action.Type
    ) -> AsyncStream<Action> {
        let (stream, continuation) = AsyncStream<Action>.makeStream()
        let id = extras.addAlertListener { action in
            if let value = action.value(as: Action.self) { continuation.yield(value) }
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.extras.removeAlertListener(id) }
        }
        return stream
    }

    /// The alert of the state, read from the presentation chain: the alert controller this
    /// route navigator made, presented right above the route modals (`modalCount` of them).
    func readAlert(in chain: [UIViewController], aboveModals modalCount: Int) -> RouteAlert? {
        guard let controller = extras.alertController, chain.count > modalCount,
            chain[modalCount] === controller, !controller.isBeingDismissed
        else { return nil }
        return extras.alert
    }

    /// Whether `controller` is the alert controller of the state.
    func isStateAlert(_ controller: UIViewController) -> Bool {
        extras.alertController === controller
    }

    /// What happens to the alert going from `current` to `target`, around the routes' and
    /// modals' `steps`: the alert on screen stays when the target has the same one and only
    /// stacks change under it; otherwise it is dismissed first (animated only when it is the
    /// one change) and the target's alert is presented last.
    func alertChange(
        from current: NavigationState<Route>?, to target: NavigationState<Route>,
        steps: [RouteStep<Route>], animated: Bool
    ) -> RouteAlertChange {
        let onScreen = current?.alert != nil ? extras.alertController : nil
        let onlyStacks = steps.allSatisfy { step in
            if case .setStack = step { return true }
            return false
        }
        if onScreen != nil, current?.alert == target.alert, onlyStacks {
            return RouteAlertChange()
        }
        var change = RouteAlertChange()
        if let onScreen {
            let alone = steps.isEmpty && target.alert == nil
            change.dismissal = .dismiss(
                onScreen, animated: animated && alone, ifNotPresented: .fails)
        }
        change.presented = target.alert
        return change
    }

    /// The presentation of `alert`, now the state's alert: made once the other operations of
    /// the request are made, so that a request that fails leaves the alert on screen as it is.
    func alertPresentation(_ alert: RouteAlert, animated: Bool) -> NavigationOperation {
        let controller = makeAlertController(alert)
        extras.show(alert, in: controller)
        return .present(controller, animated: animated)
    }

    /// A `UIAlertController` for `alert`, whose buttons tell this route navigator when tapped.
    private func makeAlertController(_ alert: RouteAlert) -> UIAlertController {
        let controller = UIAlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .default: .default
                case .cancel: .cancel
                case .destructive: .destructive
                }
            controller.addAction(
                UIAlertAction(title: button.title, style: style) {
                    [weak self, weak controller] _ in
                    guard let self, let controller else { return }
                    self.alertAnswered(button, of: alert, by: controller)
                })
        }
        // An action sheet on iPad is a popover, which UIKit refuses to present without a
        // source: "The modalPresentationStyle of a UIAlertController with this style is
        // UIModalPresentationPopover. You must provide location information for this popover
        // through the alert controller's popoverPresentationController. You must provide
        // either a sourceView and sourceRect or a barButtonItem" (UIKit's NSGenericException,
        // as reported in https://github.com/sberrevoets/SDCAlertView/issues/306). It is
        // centred in the window, without an arrow.
        if let popover = controller.popoverPresentationController {
            let window = navigator.window
            popover.sourceView = window
            popover.sourceRect = CGRect(
                x: window.bounds.midX, y: window.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        return controller
    }

    /// The user tapped `button` of the state's alert (UIKit dismissed it): ``state`` loses the
    /// alert, then the button's action reaches the handlers and streams.
    private func alertAnswered(
        _ button: RouteAlert.Button, of alert: RouteAlert, by controller: UIAlertController
    ) {
        extras.alertAnswered(in: controller)
        let action = button.action.map { " → \($0)" } ?? ""
        navigator.tracer.record(
            .gesture, .user(.code), "alert \"\(alert.title)\": \"\(button.title)\" tapped\(action)")
        navigator.alertAnswered()
        guard let value = button.action else { return }
        extras.deliver(value)
    }
}
