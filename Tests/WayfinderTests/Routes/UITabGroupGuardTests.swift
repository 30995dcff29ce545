import CustomDump
import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// Guards and the iPad sidebar's taps on a tab group's children: the guard is asked about the
/// child the user tapped, not the child the group had selected before.
@MainActor
@Suite(.navigationChecked) struct UITabGroupGuardTests {
    typealias State = NavigationState<String>

    /// Settings selected, the group "mailboxes" on its inbox.
    static let launch = State(
        tabs: [["inbox"], ["archive"], ["search"], ["settings"]], selected: 3)

    @Test func aGuardDenyingTheTappedChildRefusesTheTapAndNothingChanges() throws {
        let app = try MailApp(Self.launch, iPad: true)
        var asked: [String] = []
        app.routes.addGuard { route in
            asked.append(route)
            return route == "archive" ? .deny("archived mail is locked") : .allow
        }
        app.clear()

        app.tabBar.headless.tap(identifier: "archive")
        app.runUntilIdle()

        expectNoDifference(asked, ["archive"])
        expectNoDifference(app.app.trace.lines, [])
        expectNoDifference(app.uikitCalls, [])
        expectNoDifference(app.routes.state, Self.launch)
        #expect(app.tabBar.selectedTab?.identifier == "tab3")
    }

    @Test func aGuardDenyingOnlyTheGroupsSelectedChildLetsATapOnAnotherChildThrough() throws {
        let app = try MailApp(Self.launch, iPad: true)
        var asked: [String] = []
        app.routes.addGuard { route in
            asked.append(route)
            return route == "inbox" ? .deny("the inbox is locked") : .allow
        }
        app.clear()

        app.tabBar.headless.tap(identifier: "archive")
        app.runUntilIdle()

        expectNoDifference(asked, ["archive"])
        expectNoDifference(
            app.app.trace.lines,
            [
                "archive.willMove(toParent: UINavigationController)",
                "archive.didMove(toParent: UINavigationController)",
                "archive.viewDidLoad",
                "archive.viewWillAppear(false) [movingToParent]",
                "settings.viewWillDisappear(false)",
                "archive.viewIsAppearing(false) [movingToParent]",
                "settings.viewDidDisappear(false)",
                "archive.viewDidAppear(false) [movingToParent]",
            ])
        expectNoDifference(
            app.routes.state,
            State(tabs: [["inbox"], ["archive"], ["search"], ["settings"]], selected: 1))
    }
}
