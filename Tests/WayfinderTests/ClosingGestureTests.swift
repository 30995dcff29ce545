import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Which gesture closed a screen, in the public API: `onFinish { by, gesture in }` and
/// `NavigationEvent.closingGesture` tell an edge swipe, iOS 26's content swipe, iOS 18's zoom
/// and a sheet's drag apart, while ``ClosedBy`` keeps its four cases.
@MainActor
@Suite(.navigationChecked) struct ClosingGestureTests {
    enum Gesture: String, CaseIterable, CustomTestStringConvertible {
        case edgeSwipe, contentSwipe, zoomPop, sheetSwipe, zoomDismiss
        var testDescription: String { rawValue }

        var expected: (ClosedBy, ClosingGesture) {
            switch self {
            case .edgeSwipe: (.swipe, .edgeSwipe)
            case .contentSwipe: (.swipe, .contentSwipe)
            case .zoomPop: (.swipe, .zoom)
            case .sheetSwipe: (.swipeDown, .sheetSwipe)
            case .zoomDismiss: (.swipeDown, .zoom)
            }
        }

        /// Shows `screen` the way the gesture closes it.
        @MainActor
        func show(_ screen: UIViewController, on app: NavigatorHarness) {
            if self == .zoomPop || self == .zoomDismiss {
                screen.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
            }
            switch self {
            case .edgeSwipe, .contentSwipe, .zoomPop: app.navigator.push(screen)
            case .sheetSwipe: app.navigator.present(screen)
            case .zoomDismiss:
                screen.modalPresentationStyle = .fullScreen
                app.navigator.present(screen)
            }
        }

        /// Starts the gesture that closes `screen`, on top of `navigation`.
        @MainActor
        func begin(
            on screen: UIViewController, in navigation: UINavigationController
        ) -> HeadlessInteraction {
            switch self {
            case .edgeSwipe: navigation.headless.beginInteractivePop()
            case .contentSwipe: navigation.headless.beginInteractiveContentPop()
            case .zoomPop, .zoomDismiss: screen.headless.beginInteractiveZoomDismiss()
            case .sheetSwipe: screen.headless.beginInteractiveDismiss()
            }
        }
    }

    @Test(arguments: Gesture.allCases)
    func theGestureReachesOnFinishAndTheEvents(_ gesture: Gesture) async {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let events = app.navigator.events
        var finished: [String] = []
        do {
            let screen = app.screen("B")
            screen.onFinish { by, gesture in finished.append("\(by) \(String(describing: gesture))")
            }
            gesture.show(screen, on: app)
            app.runUntilIdle()
            let drag = gesture.begin(on: screen, in: nav)
            #expect(drag.didBegin)
            drag.update(progress: 0.5)
            drag.finish()
        }
        app.runUntilIdle()

        let (by, closing) = gesture.expected
        #expect(finished == ["\(by) \(String(describing: Optional(closing)))"])
        var gestures: [ClosingGesture?] = []
        for await event in events {
            guard case .screenFinished(_, let cause) = event else { continue }
            #expect(cause == by)
            gestures.append(event.closingGesture)
            break
        }
        #expect(gestures == [closing])
        expectReleased(app.leaks, ["B"])
        #expect(app.diagnostics.isEmpty)
    }

    /// A cancelled gesture is forgotten: the back button that closes the screen afterwards is
    /// no gesture.
    @Test(arguments: [Gesture.edgeSwipe, .contentSwipe, .zoomPop])
    func aCancelledGestureThenTheBackButtonIsNoGesture(_ gesture: Gesture) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        var finished: [String] = []
        do {
            let screen = app.screen("B")
            screen.onFinish { by, gesture in finished.append("\(by) \(String(describing: gesture))")
            }
            gesture.show(screen, on: app)
            app.runUntilIdle()
            let drag = gesture.begin(on: screen, in: nav)
            drag.update(progress: 0.3)
            drag.cancel()
        }
        app.runUntilIdle()
        #expect(finished.isEmpty)
        nav.headless.tapBackButton()
        app.runUntilIdle()
        #expect(finished == ["backButton nil"])
        expectReleased(app.leaks, ["B"])
    }

    @Test func codeAndTheBackButtonAreNoGesture() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A", "B", "C")
        var finished: [String] = []
        for screen in nav.viewControllers.dropFirst() {
            let name = screen.title ?? ""
            screen.onFinish { by, gesture in
                finished.append("\(name) \(by) \(String(describing: gesture))")
            }
        }
        nav.headless.tapBackButton()
        app.runUntilIdle()
        app.navigator.pop()
        app.runUntilIdle()
        #expect(finished == ["C backButton nil", "B code nil"])
    }

    /// The one-value `onFinish` and exhaustive switches over `ClosedBy` are unchanged.
    @Test func closedByKeepsItsCases() {
        let causes: [ClosedBy] = [.backButton, .swipe, .swipeDown, .code]
        let names = causes.map { cause in
            switch cause {
            case .backButton: "backButton"
            case .swipe: "swipe"
            case .swipeDown: "swipeDown"
            case .code: "code"
            }
        }
        #expect(names == causes.map(\.description))
        #expect(
            ClosingGesture.allCases.map(\.description)
                == ["edgeSwipe", "contentSwipe", "zoom", "sheetSwipe"])
    }
}
