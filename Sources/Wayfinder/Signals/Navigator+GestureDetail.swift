extension Navigator {
    /// Which gesture drives an interactive pop (``ClosingGesture``): `.contentSwipe` (iOS 26's
    /// full-width swipe-back), `.zoom` (pinching or dragging back a screen pushed with a zoom
    /// transition, iOS 18), else `.edgeSwipe`.
    ///
    /// ``ClosedBy`` stays `.swipe` for all three: apps switch over it exhaustively, so the
    /// finer cause is a separate value (`onFinish { by, gesture in }`,
    /// ``NavigationEvent/closingGesture``) and the trace record's wording. Told from public
    /// state: the content recogniser's state, then the edge recogniser's, then whether the
    /// leaving screen has a `preferredTransition` (a pinch has no recogniser of the
    /// navigation controller).
    static func popGesture(
        on navigation: UINavigationController, leaving: UIViewController?
    ) -> ClosingGesture {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *),
                let content = navigation.interactiveContentPopGestureRecognizer,
                content.state == .began || content.state == .changed
            {
                return .contentSwipe
            }
        #endif
        if let edge = navigation.interactivePopGestureRecognizer,
            edge.state == .began || edge.state == .changed
        {
            return .edgeSwipe
        }
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
            if #available(iOS 18.0, *), leaving?.preferredTransition != nil { return .zoom }
        #endif
        return .edgeSwipe
    }

    /// Which gesture drags a sheet away: `.zoom` when it was presented with a preferred
    /// transition (a zoom's interactive dismissal), else `.sheetSwipe`.
    static func dismissGesture(of sheet: UIViewController) -> ClosingGesture {
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
            if #available(iOS 18.0, *), sheet.preferredTransition != nil { return .zoom }
        #endif
        return .sheetSwipe
    }

    /// The gesture as trace records word it: ` by content swipe`, ` by zoom`, or nothing for
    /// the edge swipe and a sheet's drag (the records' wording from before the gestures had
    /// names).
    static func traceWording(of gesture: ClosingGesture) -> String {
        switch gesture {
        case .contentSwipe: " by content swipe"
        case .zoom: " by zoom"
        case .edgeSwipe, .sheetSwipe: ""
        }
    }
}
