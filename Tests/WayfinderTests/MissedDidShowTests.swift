import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// A `didShow` that goes past Wayfinder's proxy (the app replaced the navigation delegate
/// without keeping the proxy) still ends the navigator's step: the one rule of
/// `Navigator.takeMissedDidShow(of:on:)`.
@MainActor
@Suite(.navigationChecked) struct MissedDidShowTests {
    @Test func aDelegateReplacedDuringThePushStillLetsThePushSettle() {
        let app = NavigatorHarness()
        let (navigation, _) = app.stack("A")
        app.runUntilIdle()
        let appDelegate = NavigationDelegateRecorder("app", trace: app.trace)
        let push = app.navigator.push(app.screen("B"))
        app.advance(by: 0.1)
        #expect(push.settlement == nil)
        // Mid-transition: UIKit's didShow now goes to the app's delegate only.
        navigation.delegate = appDelegate
        app.trace.clear()
        app.runUntilIdle()
        #expect(app.trace.lines.contains("app.didShow(B, animated: true)"))
        #expect(push.settlement == .completed)
        // The next command finds the proxy back in front of the app's delegate.
        let pop = app.navigator.pop()
        app.runUntilIdle()
        #expect(pop.settlement == .completed)
        #expect(navigation.topViewController?.title == "A")
    }
}
