extension Navigator {
    /// Which gesture drives an interactive pop, for trace records only: `"content swipe"`
    /// (iOS 26's full-width swipe-back), `"zoom"` (pinching or dragging back a screen pushed
    /// with a zoom transition, iOS 18), or `nil` for the edge swipe and anything unknown.
    ///
    /// ``ClosedBy`` stays `.swipe` for all three: apps switch over it exhaustively, so the
    /// finer cause goes into the ``TraceRecord`` message only. Told from public state: the
    /// content recogniser's state, then the edge recogniser's, then whether the leaving
    /// screen has a `preferredTransition` (a pinch has no recogniser of the navigation
    /// controller).
    static func popGestureDetail(
        on navigation: UINavigationController, leaving: UIViewController?
    ) -> String? {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *),
                let content = navigation.interactiveContentPopGestureRecognizer,
                content.state == .began || content.state == .changed
            {
                return "content swipe"
            }
        #endif
        if let edge = navigation.interactivePopGestureRecognizer,
            edge.state == .began || edge.state == .changed
        {
            return nil
        }
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
            if #available(iOS 18.0, *), leaving?.preferredTransition != nil { return "zoom" }
        #endif
        return nil
    }

    /// Whether a sheet the user drags away was presented with a preferred transition (a
    /// zoom's interactive dismissal), for trace records only.
    static func dismissGestureDetail(of sheet: UIViewController) -> String? {
        #if !canImport(UIKit) || canImport(UIKit, _version: 8000)
            if #available(iOS 18.0, *), sheet.preferredTransition != nil { return "zoom" }
        #endif
        return nil
    }
}
