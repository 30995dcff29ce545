import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The close planner on its own: where a screen is in, the operations that close it (or why
/// not) out. Nothing reaches UIKit.
@MainActor
@Suite struct ClosePlannerTests {
    /// The plan in words: `popTo(A)`, `dismiss(B)`, `unembed(C)`, `superseded`, or the error.
    private func describe(_ plan: ClosePlan) -> [String] {
        switch plan {
        case .superseded: return ["superseded"]
        case .failed(let error): return ["failed: \(error)"]
        case .operations(let operations):
            return operations.map { operation in
                switch operation {
                case .popTo(let screen): "popTo(\(screenName(of: screen)))"
                case .dismiss(let screen, _, _): "dismiss(\(screenName(of: screen)))"
                case .unembed(let screen): "unembed(\(screenName(of: screen)))"
                default: "other"
                }
            }
        }
    }

    @Test func aPushedScreenIsClosedByPoppingToTheOneBelowIt() {
        let (a, b, c) = (screen("A"), screen("B"), screen("C"))
        let navigation = UINavigationController()
        navigation.setViewControllers([a, b, c], animated: false)
        #expect(
            describe(ClosePlanner.plan(closing: b, inWindow: true, leftRecently: false)) == [
                "popTo(A)"
            ])
    }

    @Test func anEmbeddedScreenIsUnembedded() {
        let container = screen("Container")
        let child = screen("Child")
        container.addChild(child)
        child.didMove(toParent: container)
        #expect(
            describe(ClosePlanner.plan(closing: child, inWindow: true, leftRecently: false)) == [
                "unembed(Child)"
            ])
    }

    @Test func aScreenNotInTheWindowIsNotManagedUnlessItLeftAMomentAgo() {
        let gone = screen("Gone")
        #expect(
            describe(ClosePlanner.plan(closing: gone, inWindow: false, leftRecently: true)) == [
                "superseded"
            ])
        let plan = ClosePlanner.plan(closing: gone, inWindow: false, leftRecently: false)
        guard case .failed(let error) = plan else {
            Issue.record("expected a failure, got \(describe(plan))")
            return
        }
        #expect(error == NavigationError(.notManaged("Gone")))
    }

    @Test func aTabTheRootOfAStackShownInPlaceAndTheWindowsRootCannotBeClosed() {
        let tab = screen("Tab")
        let tabs = UITabBarController()
        tabs.setViewControllers([tab], animated: false)
        let root = screen("Root")
        let navigation = UINavigationController()
        navigation.setViewControllers([root], animated: false)
        let alone = screen("Alone")
        for (closing, reason) in [
            (tab, "it is a tab"), (root, "it is the root of a navigation stack"),
            (alone, "it is the window's root view controller"),
        ] {
            let plan = ClosePlanner.plan(closing: closing, inWindow: true, leftRecently: false)
            guard case .failed(let error) = plan else {
                Issue.record("expected a failure, got \(describe(plan))")
                continue
            }
            #expect(error.code == "cannotClose")
            #expect(error.message.contains(reason))
        }
    }

    /// A collapsed classic split view controller pushes the detail's navigation controller
    /// on the master's ("the UINavigationController class responds by pushing the secondary
    /// view controller onto its navigation stack", Apple's
    /// `splitViewController(_:collapseSecondary:onto:)`): the detail, its root, is a column
    /// and cannot be closed; a screen pushed above it pops.
    @Test func aCollapsedClassicSplitsNestedDetailIsAColumn() throws {
        let window = UIWindow(frame: .zero)
        window.headless.setHorizontalSizeClass(.compact)
        let master = UINavigationController(rootViewController: screen("Master"))
        let detail = UINavigationController(rootViewController: screen("Detail"))
        let split = UISplitViewController()
        split.viewControllers = [master, detail]
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        #expect(master.viewControllers.last === detail)
        let more = screen("More")
        detail.pushViewController(more, animated: false)
        window.headless.runUntilIdle()

        let root = try #require(detail.viewControllers.first)
        let plan = ClosePlanner.plan(closing: root, inWindow: true, leftRecently: false)
        guard case .failed(let error) = plan else {
            Issue.record("expected a failure, got \(describe(plan))")
            return
        }
        #expect(
            error == NavigationError(.cannotClose("Detail", because: Navigator.splitColumnReason)))
        #expect(
            describe(ClosePlanner.plan(closing: more, inWindow: true, leftRecently: false)) == [
                "popTo(Detail)"
            ])
        window.rootViewController = nil
        window.headless.runUntilIdle()
    }
}
