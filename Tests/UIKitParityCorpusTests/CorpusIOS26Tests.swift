import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The iOS 18/26 corpus screens: a triple-column mail split view with an inspector, a
/// photo grid that zooms, and a carousel that turns the content swipe-back off.
@MainActor
@Suite struct CorpusIOS26Tests {
    private func show(_ root: UIViewController, in window: UIWindow) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
    }

    @Test func mailSplitOpensOnTheMailboxesOnIPhoneAndExpandsOnIPad() {
        let window = UIWindow(frame: .zero)
        let leaks = LeakTracker()
        do {
            let mail = MailSplitViewController()
            leaks.track(mail, "mail")
            show(mail, in: window)
            #expect(mail.isCollapsed)
            #expect(mail.isShowing(.primary))
            #expect(mail.events == ["topColumnForCollapsing", "didCollapse"])

            mail.open(message: "Lunch?")
            window.headless.runUntilIdle()
            #expect(mail.isShowing(.secondary))
            #expect(mail.reader.navigationController?.viewControllers == [mail.reader])

            window.headless.setHorizontalSizeClass(.regular)
            window.headless.runUntilIdle()
            #expect(!mail.isCollapsed)
            #expect(mail.displayMode == .twoBesideSecondary)
            #expect(mail.isShowing(.primary) && mail.isShowing(.supplementary))
            #expect(!mail.isShowing(.inspector))
            mail.toggleInspector()
            window.headless.runUntilIdle()
            #expect(mail.isShowing(.inspector))
            // The expansion announces the columns it shows; showing the inspector in code does
            // not ("The system doesn’t call this method when you display a column
            // programmatically", Apple's `splitViewController(_:willShow:)`).
            #expect(mail.events.suffix(2) == ["willShow(1)", "didExpand"])
        }
        window.rootViewController = nil
        window.headless.runUntilIdle()
        #expect(leaks.alive.isEmpty)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func photoGridZoomsAPushAndAPresentationAndSurvivesADeletedThumbnail() throws {
        let window = UIWindow(frame: .zero)
        let grid = ZoomingPhotoGridViewController()
        let nav = UINavigationController(rootViewController: grid)
        show(nav, in: window)

        grid.openPhoto(at: 1)
        window.headless.runUntilIdle()
        let pushed = try #require(nav.topViewController as? PhotoDetailViewController)
        #expect(pushed.name == "Forest")
        #expect(pushed.preferredTransition != nil)
        grid.deleteThumbnail(of: "Forest")
        let pinch = pushed.headless.beginInteractiveZoomDismiss()
        #expect(pinch.didBegin)
        pinch.finish()
        window.headless.runUntilIdle()
        #expect(nav.viewControllers == [grid])

        grid.presentPhoto(at: 0)
        window.headless.runUntilIdle()
        let presented = try #require(nav.presentedViewController as? PhotoDetailViewController)
        presented.isEditing = true
        #expect(!presented.headless.beginInteractiveZoomDismiss().didBegin)
        presented.isEditing = false
        presented.headless.beginInteractiveZoomDismiss().finish()
        window.headless.runUntilIdle()
        #expect(nav.presentedViewController == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func carouselTurnsTheContentSwipeBackOffWhileItShows() {
        let window = UIWindow(frame: .zero)
        let nav = UINavigationController(rootViewController: UIViewController())
        show(nav, in: window)
        nav.pushViewController(CarouselViewController(), animated: false)
        window.headless.runUntilIdle()

        #expect(nav.interactiveContentPopGestureRecognizer?.isEnabled == false)
        #expect(!nav.headless.beginInteractiveContentPop().didBegin)
        let edge = nav.headless.beginInteractivePop()
        #expect(edge.didBegin)
        edge.finish()
        window.headless.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.interactiveContentPopGestureRecognizer?.isEnabled == true)
        #expect(window.headless.diagnostics.isEmpty)
    }
}

/// The classic master-detail split view of the corpus.
@MainActor
@Suite struct CorpusClassicSplitTests {
    @Test func anIPhoneStartsOnTheListAndADetailIsPushedOnIt() {
        let window = UIWindow(frame: .zero)
        let notes = NotesSplitViewController()
        window.rootViewController = notes
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()

        #expect(notes.isCollapsed)
        #expect(notes.list.view.window != nil)
        #expect(notes.detail.viewIfLoaded?.window == nil)
        // "When the split view interface is collapsed, this property contains only one view
        // controller" (Apple's `viewControllers`).
        #expect(notes.viewControllers == [notes.list])

        notes.show(note: "Groceries")
        window.headless.runUntilIdle()
        // "a navigation controller responds by pushing `vc` onto its navigation stack"
        // (Apple's `showDetailViewController(_:sender:)`): the note's navigation controller
        // is nested in the list's.
        #expect(notes.list.topViewController === notes.detail)
        #expect(notes.detail.topViewController?.title == "Groceries")
        #expect(notes.detail.viewIfLoaded?.window === window)
        #expect(window.headless.diagnostics.isEmpty)
    }
}
