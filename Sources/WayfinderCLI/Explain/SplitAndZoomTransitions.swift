import Foundation
import HeadlessUIKit
import WayfinderTesting

/// `wayfinder explain zoom-pop`, `content-swipe` and `split-collapse`: iOS 18's and iOS 26's
/// transitions, which the scenario language cannot say, acted on the stage directly.
@MainActor
enum SplitAndZoomTransitions {
    /// A traced navigation controller `nav` holding `names`, with a traced delegate, shown in
    /// the stage's window and settled.
    private static func showStack(_ stage: Stage, _ names: [String]) -> UINavigationController {
        let screens = names.map { stage.makeScreen($0) }
        let nav = TracedNavigationController("nav", trace: stage.trace, root: screens[0])
        nav.setViewControllers(screens, animated: false)
        let recorder = NavigationDelegateRecorder("nav", trace: stage.trace)
        nav.delegate = recorder
        stage.retain(recorder)
        stage.register(nav, as: "nav", kind: .navigation)
        stage.window.rootViewController = nav
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        return nav
    }

    /// B was pushed with a zoom transition; the user pinches it back to its thumbnail.
    static func zoomPop(_ stage: Stage, animated: Bool) {
        let nav = showStack(stage, ["A", "B"])
        nav.topViewController?.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
        stage.beginRecording()
        stage.step("user starts pinching B back to its thumbnail (zoom)", subject: "B")
        let pinch = nav.topViewController?.headless.beginInteractiveZoomDismiss()
        stage.advance(by: 0.1)
        stage.step("user's fingers at 40 %", startsTransition: false)
        pinch?.update(progress: 0.4)
        stage.step("user lets go: the zoom completes", startsTransition: false)
        pinch?.finish()
        stage.note("the same callbacks as an edge swipe; Wayfinder reports .swipe, \"by zoom\"")
    }

    /// iOS 26: B is on top of A; the user swipes back from the middle of the screen and
    /// cancels.
    static func contentSwipe(_ stage: Stage, animated: Bool) {
        let nav = showStack(stage, ["A", "B"])
        stage.beginRecording()
        stage.step("user starts swiping back from the middle of B (content swipe)", subject: "nav")
        let swipe = nav.headless.beginInteractiveContentPop()
        stage.advance(by: 0.1)
        stage.step("user's finger at 30 %", startsTransition: false)
        swipe.update(progress: 0.3)
        stage.step("user lets go: the swipe is cancelled", startsTransition: false)
        stage.markCurrentTransitionCancelled()
        swipe.cancel()
        stage.note("cancelled as an edge swipe is (seed 003); Wayfinder reports nothing")
    }

    /// An iPad split view (Sidebar | Detail) becomes compact: it collapses onto the column
    /// its delegate names.
    static func splitCollapse(_ stage: Stage, animated: Bool) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(stage.makeScreen("Sidebar"), for: .primary)
        split.setViewController(stage.makeScreen("Detail"), for: .secondary)
        stage.register(split, as: "split", kind: .container)
        stage.window.headless.setHorizontalSizeClass(.regular)
        stage.window.rootViewController = split
        stage.window.makeKeyAndVisible()
        stage.runUntilIdle()
        stage.beginRecording()
        stage.step(
            "the window becomes horizontally compact (Slide Over, or an iPhone)", subject: "split")
        stage.window.headless.setHorizontalSizeClass(.compact)
        stage.note(
            "split.isCollapsed == \(split.isCollapsed): the delegate was proposed .secondary "
                + "as the top column, so Sidebar leaves the screen")
        split.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            stage.note(
                "the size-class change's transition coordinator completes: Wayfinder's split "
                    + "view proxy tells the screens here (Sidebar disappeared)")
        }
    }
}
