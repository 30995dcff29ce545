import Foundation

extension RoutePlanner {
    /// The modals kept from `from` to `to` (those ``steps(from:to:animated:)`` neither
    /// dismisses nor presents) whose ``NavigationState/Modal/sheet`` changes, with their new
    /// sheet state; bottom first. A presented modal gets its sheet state with its
    /// ``RouteStep/present(_:animated:)`` step, so it is not listed.
    ///
    /// ```swift
    /// let from = NavigationState<String>(
    ///     stack: ["home"], modals: [.init(["filters"], sheet: .init(detent: .medium))])
    /// var to = from
    /// to.modals[0].sheet?.detent = .large
    /// RoutePlanner.steps(from: from, to: to)         // []: no route changes
    /// RoutePlanner.sheetChanges(from: from, to: to)  // [(modal: 0, sheet: detent large)]
    /// ```
    ///
    /// - Complexity: O(m) in the number of modals.
    public static func sheetChanges<Route>(
        from: NavigationState<Route>?, to: NavigationState<Route>
    ) -> [(modal: Int, sheet: NavigationState<Route>.SheetState?)] {
        guard let from, from != to else { return [] }
        let kept = keptModalCount(from, to)
        return (0..<kept).compactMap { index in
            from.modals[index].sheet == to.modals[index].sheet
                ? nil : (index, to.modals[index].sheet)
        }
    }
}

extension RouteNavigator {
    /// The sheet state `presented` shows, when the route navigator keeps it.
    func readSheet(of presented: UIViewController) -> NavigationState<Route>.SheetState? {
        guard extras.keepsSheet(of: presented), let sheet = presented.sheetPresentationController
        else { return nil }
        return .init(
            detent: sheet.selectedDetentIdentifier.map(
                NavigationState<Route>.SheetState.Detent.init),
            allowsSwipeToDismiss: !presented.isModalInPresentation)
    }

    /// Gives `presented`, about to be presented as modal `index`, the sheet state `state`
    /// (after ``RouteContainers/configureModal`` dressed it), without animation.
    ///
    /// - Throws: `sheetState` when `presented` is not a sheet, or `state`'s detent is not one
    ///   of its detents; nothing was changed then.
    func prepareSheet(
        _ presented: UIViewController, _ state: NavigationState<Route>.SheetState?, modal index: Int
    ) throws(NavigationError) {
        guard let state else { return }
        let sheet = try sheetController(of: presented, for: state, modal: index)
        sheet.selectedDetentIdentifier = state.detent?.identifier
        presented.isModalInPresentation = !state.allowsSwipeToDismiss
        extras.keepSheet(of: presented, true)
    }

    /// The operations that give each kept modal its new sheet state: one each, run in turn
    /// after the request's other operations. With `animated`, the top modal's detent changes
    /// inside the sheet presentation controller's `animateChanges(_:)`; the others, under
    /// it, without animation.
    ///
    /// - Throws: `sheetState` when a modal is not a sheet or the detent is not one of its
    ///   detents; nothing was changed then.
    func sheetOperations(
        from current: NavigationState<Route>?, to target: NavigationState<Route>, animated: Bool
    ) throws(NavigationError) -> [NavigationOperation] {
        let changes = RoutePlanner.sheetChanges(from: current, to: target)
        guard !changes.isEmpty else { return [] }
        let chain = presentedChain()
        var operations: [NavigationOperation] = []
        for change in changes {
            guard chain.indices.contains(change.modal) else {
                throw NavigationError(.notPresented("modal \(change.modal)"))
            }
            let presented = chain[change.modal]
            guard let state = change.sheet else {
                operations.append(
                    .expand { [weak self, weak presented] in
                        if let self, let presented { self.releaseSheet(presented) }
                        return .success([])
                    })
                continue
            }
            let sheet = try sheetController(of: presented, for: state, modal: change.modal)
            let animates = animated && change.modal == target.modals.count - 1
            operations.append(
                .expand { [weak self, weak presented, weak sheet] in
                    guard let self, let presented, let sheet else { return .success([]) }
                    self.apply(state, to: sheet, of: presented, animated: animates)
                    return .success([])
                })
        }
        return operations
    }

    /// The sheet presentation controller of `presented`, checked against `state`.
    private func sheetController(
        of presented: UIViewController, for state: NavigationState<Route>.SheetState,
        modal index: Int
    ) throws(NavigationError) -> UISheetPresentationController {
        guard let sheet = presented.sheetPresentationController else {
            throw NavigationError(
                .sheetState(
                    modal: index,
                    because:
                        "\(screenName(of: presented)) is not presented as a sheet (a page or "
                        + "form sheet), so it has no detents and no swipe-down. Keep the modal "
                        + "a sheet in configureModal, or set its sheet state to nil."))
        }
        // A detent's identifier can be read from iOS 16 on (`Detent.identifier`); on iOS 15
        // the detent is not checked.
        guard #available(iOS 16.0, *), let detent = state.detent else { return sheet }
        if !sheet.detents.contains(where: { $0.identifier == detent.identifier }) {
            let known = sheet.detents.map {
                NavigationState<Route>.SheetState.Detent($0.identifier)
            }
            throw NavigationError(
                .sheetState(
                    modal: index,
                    because:
                        "the detent \(detent) is not one of the sheet's detents "
                        + "(\(known.map(\.description).joined(separator: ", "))), and UIKit would "
                        + "show another one. Give the sheet that detent in configureModal, or "
                        + "choose one of these."))
        }
        return sheet
    }

    /// Gives a kept sheet `state`: the detent inside `animateChanges(_:)` when animated, and
    /// `isModalInPresentation`; each UIKit call is traced.
    private func apply(
        _ state: NavigationState<Route>.SheetState, to sheet: UISheetPresentationController,
        of presented: UIViewController, animated: Bool
    ) {
        let name = screenName(of: presented)
        let identifier = state.detent?.identifier
        if sheet.selectedDetentIdentifier != identifier {
            let detent = state.detent?.description ?? "nil"
            if animated {
                navigator.tracer.record(
                    .uikit, .code,
                    "\(name).sheetPresentationController.selectedDetentIdentifier = \(detent), "
                        + "animated: true (animateChanges)")
                sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
            } else {
                navigator.tracer.record(
                    .uikit, .code,
                    "\(name).sheetPresentationController.selectedDetentIdentifier = \(detent)")
                sheet.selectedDetentIdentifier = identifier
            }
        }
        if presented.isModalInPresentation == state.allowsSwipeToDismiss {
            navigator.tracer.record(
                .uikit, .code, "\(name).isModalInPresentation = \(!state.allowsSwipeToDismiss)")
            presented.isModalInPresentation = !state.allowsSwipeToDismiss
        }
        extras.keepSheet(of: presented, true)
    }

    /// Stops keeping the sheet state of `presented`; a swipe-down it refused is allowed again.
    private func releaseSheet(_ presented: UIViewController) {
        guard extras.keepsSheet(of: presented) else { return }
        extras.keepSheet(of: presented, false)
        if presented.isModalInPresentation {
            navigator.tracer.record(
                .uikit, .code, "\(screenName(of: presented)).isModalInPresentation = false")
            presented.isModalInPresentation = false
        }
    }
}
