import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus's list, pages and form screens on HeadlessUIKit.
@MainActor
@Suite struct CorpusListAndFormTests {
    /// A window showing `root` in a navigation controller, settled.
    private func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        return (window, navigation)
    }

    @Test func searchingFiltersTheListAndATapShowsTheContact() throws {
        let leaks = LeakTracker()
        let list = ContactsListViewController()
        let (window, navigation) = show(list)
        let table = try #require(list.tableView)
        #expect(table.visibleCells.count == 4)
        let search = try #require(list.navigationItem.searchController)

        search.headless.type("al")
        #expect(list.shown == ["Alan"])
        #expect(table.visibleCells.count == 1)
        search.headless.cancel()
        #expect(list.shown.count == 4)

        table.headless.selectRow(at: IndexPath(row: 2, section: 0))
        window.headless.runUntilIdle()
        do {
            let detail = try #require(navigation.topViewController)
            leaks.track(detail, "Grace")
            #expect(detail.title == "Grace")
        }
        navigation.headless.tapBackButton()
        window.headless.runUntilIdle()
        // The selection was cleared when the list appeared again.
        #expect(table.indexPathForSelectedRow == nil)
        expectReleased(leaks, ["Grace"])

        #expect(table.headless.swipeAction(titled: "Delete", at: IndexPath(row: 0, section: 0)))
        #expect(list.contacts == ["Alan", "Grace", "Linus"])
        list.refreshControl?.headless.pull()
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func swipingThroughTheWelcomePagesReachesTheButton() throws {
        let pages = WelcomePagesViewController(titles: ["Hello", "Sync", "Ready"])
        var finished = false
        pages.onFinish = { finished = true }
        let (window, _) = show(pages)
        #expect(pages.viewControllers?.first?.title == "Hello")
        #expect(!pages.headless.swipe(.reverse), "the first page has nothing before it")
        #expect(pages.headless.swipe(.forward))
        #expect(pages.headless.swipe(.forward))
        #expect(!pages.headless.swipe(.forward))
        window.headless.runUntilIdle()
        #expect(pages.currentIndex == 2)
        #expect(pages.presentationIndex(for: pages) == 2)
        #expect(pages.children.map(\.title) == ["Ready"])
        #expect(pages.pages[0].viewIfLoaded?.window == nil)
        let button = try #require(pages.pages[2].view.subviews.first as? UIButton)
        #expect(button.currentTitle == "Get Started")
        #expect(button.constraints.count == 2)
        button.headless.tap()
        #expect(finished)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func theFormRefusesABadEmailWithAnAlertAndSendsAGoodOne() throws {
        let form = SignUpFormViewController()
        var sent: [String] = []
        form.onSubmit = { email, newsletter, plan in sent.append("\(email) \(newsletter) \(plan)") }
        let (window, _) = show(form)
        #expect(form.emailField.becomeFirstResponder())
        #expect(form.emailField.isFirstResponder)
        form.emailField.text = "nobody"
        _ = form.textFieldShouldReturn(form.emailField)
        #expect(!form.emailField.isFirstResponder)
        window.headless.runUntilIdle()
        let alert = try #require(form.presentedViewController as? UIAlertController)
        #expect(alert.title == "Invalid Email")
        #expect(alert.headless.tapAction(titled: "OK"))
        window.headless.runUntilIdle()

        form.emailField.text = "ada@example.com"
        form.newsletter.headless.tap()
        form.plan.headless.tapSegment(1)
        #expect(form.navigationItem.rightBarButtonItem?.headless.tap() == true)
        #expect(sent == ["ada@example.com false 1"])
        #expect(form.presentedViewController == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }
}
