import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderSwiftUI
import WayfinderTesting

/// The UIKit side of WayfinderSwiftUI on HeadlessUIKit: a hosted screen is a result screen
/// whose content finishes or closes it through Wayfinder, dressed before it is shown.
@MainActor
@Suite(.navigationChecked) struct HostedScreenTests {
    /// A window showing `home` in a navigation controller, settled, traces cleared.
    static func home() -> (NavigatorHarness, UINavigationController) {
        let app = NavigatorHarness()
        let navigation = app.navigation(root: app.screen("home"))
        app.setRoot(navigation)
        app.trace.clear()
        app.records.clear()
        return (app, navigation)
    }

    /// A hosted colour picker whose content is the traced controller `content`.
    static func picker(
        _ app: NavigatorHarness, options: HostedScreenOptions = .init(title: "Colour")
    ) -> (HostedScreen<String>, ScreenActions<String>) {
        let screen = HostedScreen<String>(options: options) { _ in app.screen("content") }
        app.leaks.track(screen, "Colour")
        return (screen, screen.actions)
    }

    @Test func theTitleAndBarItemsAreSetBeforeTheScreenIsShown() {
        let app = NavigatorHarness()
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let (screen, _) = Self.picker(
            app,
            options: .init(
                title: "Colour", largeTitleDisplayMode: .never, rightBarButtonItems: [done],
                hidesBackButton: true, sizing: .fixed(CGSize(width: 320, height: 240))))
        #expect(!screen.isViewLoaded)
        #expect(screen.title == "Colour")
        #expect(screen.navigationItem.title == "Colour")
        #expect(screen.navigationItem.rightBarButtonItems == [done])
        #expect(screen.navigationItem.leftBarButtonItems == nil)
        #expect(screen.navigationItem.hidesBackButton)
        #expect(screen.navigationItem.largeTitleDisplayMode == .never)
        #expect(screen.preferredContentSize == CGSize(width: 320, height: 240))
    }

    @Test func finishingFromTheContentClosesThePushedScreenWithItsResult() {
        let (app, navigation) = Self.home()
        var outcomes: [Outcome<String>] = []
        do {
            let (screen, actions) = Self.picker(app)
            app.navigator.push(screen) { outcomes.append($0) }
            app.runUntilIdle()
            expectNoDifference(
                app.trace.timedLines,
                [
                    // Embedded when the screen's view loads, as the push lays it out.
                    "0.000 content.willMove(toParent: Colour)",
                    "0.000 content.viewDidLoad",
                    "0.000 content.didMove(toParent: Colour)",
                    "0.000 home.viewWillDisappear(true)",
                    "0.000 content.viewWillAppear(true)",
                    "0.000 content.viewIsAppearing(true)",
                    "0.350 home.viewDidDisappear(true)",
                    "0.350 content.viewDidAppear(true)",
                ])
            app.trace.clear()
            actions.finish(with: "red")
        }
        #expect(outcomes.isEmpty)
        app.runUntilIdle()
        #expect(outcomes == [.finished("red")])
        #expect(navigation.viewControllers.map(\.title) == ["home"])
        #expect(app.diagnostics.isEmpty)
        expectReleased(app.leaks, ["Colour", "content"])
    }

    @Test func closingFromTheContentIsClosedByCode() {
        let (app, _) = Self.home()
        var outcomes: [Outcome<String>] = []
        do {
            let (screen, actions) = Self.picker(app)
            app.navigator.present(screen) { outcomes.append($0) }
            app.runUntilIdle()
            #expect(actions.navigator === app.navigator)
            #expect(actions.screen === screen)
            actions.close()
        }
        app.runUntilIdle()
        #expect(outcomes == [.closed(.code)])
        expectReleased(app.leaks, ["Colour", "content"])
    }

    @Test func aDismissalAskedOfTheContentGoesThroughWayfinder() {
        let (app, navigation) = Self.home()
        var outcomes: [Outcome<String>] = []
        var completions = 0
        do {
            let (screen, actions) = Self.picker(app)
            app.navigator.present(screen) { outcomes.append($0) }
            app.runUntilIdle()
            app.records.clear()
            // What the hosting controller does when SwiftUI's `dismiss` reaches it.
            actions.dismissRequested(animated: true) { completions += 1 }
            #expect(completions == 0)
        }
        app.runUntilIdle()
        #expect(outcomes == [.closed(.code)])
        #expect(completions == 1)
        #expect(navigation.presentedViewController == nil)
        #expect(app.records.lines(.command) == ["close(Colour, animated: true)"])
        expectReleased(app.leaks, ["Colour", "content"])
    }

    @Test func actionsOfAnotherResultTypeAreNil() {
        let app = NavigatorHarness()
        let (screen, _) = Self.picker(app)
        #expect(screen.context.actions(as: String.self) === screen.actions)
        #expect(screen.context.actions(as: Int.self) == nil)
    }

    @Test func actionsOutsideAWindowDoNothing() {
        let app = NavigatorHarness()
        var outcomes: [Outcome<String>] = []
        var completions = 0
        do {
            let (screen, actions) = Self.picker(app)
            screen.onFinish { outcomes.append(.closed($0)) }
            actions.close()
            actions.finish(with: "red")
            actions.dismissRequested(animated: false) { completions += 1 }
            #expect(actions.navigator == nil)
        }
        app.runUntilIdle()
        #expect(outcomes.isEmpty)
        #expect(completions == 1)
        expectReleased(app.leaks, ["Colour", "content"])
    }
}
