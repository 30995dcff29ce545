import Foundation
import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The iOS 26 navigation files written to probe HeadlessUIKit's declarations (issue 20), each
/// shown in a window and driven through one navigation.
@MainActor
@Suite struct CorpusProbesTests {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        return window
    }

    @Test func podcastTabsMadeWithInitTabsOpenAShowInTheManagedCollections() throws {
        let tabs = PodcastTabsController()
        // An iPad in a regular width, where `.tabSidebar` shows its sidebar (Apple's
        // `UITabBarController.Mode.tabSidebar`: "On iPhone and Apple TV, the system displays
        // the platform’s regular tab bar").
        tabs.traitOverrides.userInterfaceIdiom = .pad
        tabs.traitOverrides.horizontalSizeClass = .regular
        let window = show(tabs)
        #expect(tabs.selectedTab?.identifier == "home")
        #expect(tabs.customizationIdentifier == "com.example.podcasts.tabs")
        #expect(tabs.tab(forIdentifier: "downloads")?.isHiddenByDefault == true)
        #expect(
            tabs.collectionOrder == ["show.science-hour", "show.daily-news", "show.cooking-show"])

        tabs.openShow("show.science-hour")
        window.headless.runUntilIdle()
        let managed = try #require(tabs.collections.managingNavigationController)
        #expect(tabs.selectedViewController === managed)
        let list = try #require(managed.topViewController as? EpisodeListViewController)
        #expect(list.show == "Science Hour")
        #expect(list.feed == "https://example.com/show.science-hour.rss")
        #expect(list.navigationItem.subtitle == "Followed")

        tabs.headless.moveTab(identifier: "show.cooking-show", to: 0)
        tabs.headless.setHidden(false, identifiers: ["downloads"])
        #expect(
            tabs.collectionOrder == ["show.cooking-show", "show.science-hour", "show.daily-news"])
        #expect(tabs.tab(forIdentifier: "downloads")?.isHidden == false)

        tabs.setPlayerVisible(true)
        window.headless.runUntilIdle()
        #expect(tabs.sidebar.isHidden)
        #expect(tabs.isTabBarHidden)
        #expect(
            tabs.events.suffix(4) == [
                "order collections: [\"show.cooking-show\", \"show.science-hour\", "
                    + "\"show.daily-news\"]",
                "visibility [\"downloads\"]", "sidebar hidden true", "sidebar done",
            ])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aRecipeZoomsFromItsCardAndTheStepsTurnTheContentSwipeOff() throws {
        let cards = RecipeCardsViewController()
        let navigation = UINavigationController(rootViewController: cards)
        let window = show(navigation)
        let leaks = LeakTracker()
        do {
            cards.open("Risotto")
            window.headless.runUntilIdle()
            let steps = try #require(navigation.topViewController as? RecipeStepsViewController)
            leaks.track(steps, "steps")
            #expect(cards.zoomLookups == ["Risotto"])
            #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == false)
            #expect(navigation.headless.tapBackButton() === steps)
        }
        window.headless.runUntilIdle()
        #expect(navigation.topViewController === cards)
        #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == true)
        expectReleased(leaks)

        cards.openExtra("Settings")
        window.headless.runUntilIdle()
        #expect(cards.presentedViewController?.title == "Settings")
        cards.dismiss(animated: true)
        window.headless.runUntilIdle()
        cards.openTimer()
        window.headless.runUntilIdle()
        #expect(cards.presentedViewController?.title == "Timer")
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func theReaderSplitOpensAnArticleAndShowsItsNotes() throws {
        let split = ReaderSplitViewController()
        let window = show(split)
        window.headless.setHorizontalSizeClass(.regular)
        window.headless.runUntilIdle()
        #expect(!split.isCollapsed)
        split.openArticle("Launch Day")
        window.headless.runUntilIdle()
        #expect(split.articleNavigation.topViewController?.title == "Launch Day")
        #expect(split.viewController(for: .inspector)?.title == "Notes on Launch Day")
        split.setNotesVisible(true)
        window.headless.runUntilIdle()
        #expect(split.visibleColumns.contains(.inspector))
        split.setNotesVisible(false)
        window.headless.runUntilIdle()
        #expect(!split.visibleColumns.contains(.inspector))
        // The expansion (system-driven) announces the column it shows; the notes shown and
        // hidden in code are not announced ("The system doesn’t call this method when you hide
        // a column programmatically", Apple's `splitViewController(_:willHide:)`).
        #expect(split.events == ["didCollapse", "width 1>2", "didShow 1"])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aLinkARestoredTripAndAQuickActionReachTheTravelScene() throws {
        let delegate = TravelSceneDelegate()
        let restored = NSUserActivity(activityType: TravelSceneDelegate.viewTripActivity)
        restored.userInfo = ["trip": "lisbon"]
        let scene = UIApplication.shared.headless.connectScene(
            delegate: delegate, urlContexts: [try #require(URL(string: "travel://trips/oslo"))],
            restoring: restored)
        let window = try #require(delegate.window)
        window.headless.runUntilIdle()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(delegate.requests == ["travel oslo", "activity lisbon", "foreground"])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "lisbon")
        #expect(scene.title == "Trips")

        let newTrip = UIApplicationShortcutItem(
            type: "com.example.travel.new-trip", localizedTitle: "New Trip")
        #expect(scene.headless.performShortcut(newTrip) == true)
        window.headless.runUntilIdle()
        #expect(navigation.presentedViewController is UINavigationController)

        let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        link.webpageURL = URL(string: "https://travel.example.com/trips/rome")
        scene.headless.continue(link)
        window.headless.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "rome")
        #expect(navigation.topViewController?.userActivity?.userInfo?["trip"] as? String == "rome")
        #expect(scene.headless.saveRestorationActivity()?.title == "rome")

        let rome = try #require(navigation.topViewController?.userActivity)
        #if !canImport(Darwin)  // a Mac's Foundation keeps whether an activity is current
            #expect(rome.headless.isCurrent)
        #endif
        delegate.openInNewWindow(trip: "paris")
        window.headless.runUntilIdle()
        #expect(navigation.topViewController?.title == "paris")
        #if !canImport(Darwin)
            #expect(!rome.headless.isCurrent)
        #endif
        let request = try #require(UIApplication.shared.headless.sceneActivationRequests.last)
        #expect(request.userActivity?.targetContentIdentifier == "trip/paris")
        #expect(request.session == nil)

        let search = UIApplicationShortcutItem(
            type: "com.example.travel.search", localizedTitle: "Find")
        #expect(scene.headless.performShortcut(search) == false)
        #expect(
            delegate.requests.suffix(3) == [
                "new window refused 0", "fallback paris",
                "shortcut com.example.travel.search",
            ])
        #expect(window.headless.diagnostics.isEmpty)
        scene.headless.disconnect()
    }

    @Test func thePlacesSheetRestsAtItsPeekAndRefusesToCloseWhileSaving() throws {
        let map = MapViewController()
        let window = show(UINavigationController(rootViewController: map))
        map.showPlaces()
        window.headless.runUntilIdle()
        let places = try #require(map.presentedViewController as? PlacesSheetViewController)
        let sheet = try #require(places.sheetPresentationController)
        #expect(sheet.selectedDetentIdentifier?.rawValue == "places.peek")
        #expect(
            places.resolvedDetentIdentifiers == [
                "places.peek", "com.apple.UIKit.medium", "com.apple.UIKit.large",
            ])
        places.move(to: .large)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)

        places.isSaving = true
        #expect(!places.headless.beginInteractiveDismiss().didBegin)
        places.isSaving = false
        let swipe = places.headless.beginInteractiveDismiss()
        swipe.finish()
        window.headless.runUntilIdle()
        #expect(map.presentedViewController == nil)
        #expect(map.events == ["attempt", "should dismiss", "will dismiss", "did dismiss"])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func theJournalsBarsGroupTheirButtonsAndTheSubtitleFollowsTheEntries() throws {
        let tabs = JournalTabBarController()
        let window = show(tabs)
        let entries = tabs.entries
        #expect(tabs.selectedTab?.identifier == "entries")
        #expect(
            entries.navigationItem.leftBarButtonItems == [entries.filterItem, entries.sortItem])
        #expect(entries.filterItem.buttonGroup === entries.navigationItem.leadingItemGroups.first)
        #expect(entries.navigationItem.searchBarPlacement == .integratedButton)
        #expect(entries.toolbarItems?[1] === entries.navigationItem.searchBarPlacementBarButtonItem)
        #expect(entries.composeItem.identifier == "compose")
        #expect(entries.navigationItem.subtitle == "0 entries")
        entries.entries = ["Tuesday", "Monday"]
        window.headless.runUntilIdle()
        #expect(entries.navigationItem.subtitle == "2 entries")
        let subtitle = try #require(entries.navigationItem.attributedSubtitle)
        #expect(subtitle.foregroundColor == .secondaryLabel)
        #expect(subtitle.runs.count == 1)
        #expect(entries.navigationItem.largeSubtitle == "Tuesday")
        entries.setAppearance(.dark)
        #expect(entries.traitCollection.userInterfaceStyle == .dark)
        #expect(entries.view.traitCollection.userInterfaceStyle == .dark)
        entries.setAppearance(.dark)  // no change: no handler call
        entries.followSystemAppearance()
        #expect(entries.styleChanges == [.dark, .light])
        tabs.finishWriting()
        #expect(tabs.bottomAccessory == nil)
        #expect(tabs.tabBarMinimizeBehavior == .never)
        #expect(window.headless.diagnostics.isEmpty)
    }
}

/// The mailbox's iOS 26 bars on HeadlessUIKit.
@MainActor
@Suite struct CorpusMailboxTests {
    @Test func theMailboxBadgesItsFilterAndLoadsItsOverflowItemsEachTime() throws {
        let mailbox = MailboxToolbarViewController()
        let navigation = UINavigationController(rootViewController: mailbox)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        #expect(mailbox.contentScrollView(for: .bottom) === mailbox.messages)
        #expect(mailbox.trackedByNavigationBar == nil)
        #expect(mailbox.filterItem.badge == nil)
        #expect(mailbox.navigationItem.centerItemGroups.count == 2)
        #expect(mailbox.navigationItem.pinnedTrailingGroup?.barButtonItems == [mailbox.filterItem])

        mailbox.unreadCount = 4
        window.headless.runUntilIdle()
        #expect(mailbox.filterItem.badge == .count(4))
        #expect(mailbox.navigationItem.subtitle == "4 unread")

        let menu = mailbox.navigationItem.titleMenuProvider?([])
        try #require(menu?.children.count == 2)
        let overflow = try #require(mailbox.navigationItem.additionalOverflowItems)
        #expect(overflow.headless.open()?.map(\.title) == ["Mark All as Read"])
        overflow.headless.open()
        #expect(mailbox.overflowLoads == 2)
        mailbox.flag()
        #expect(mailbox.filterItem.badge?.stringValue == nil)
        #expect(window.headless.diagnostics.isEmpty)
    }
}

/// The Liquid Glass queue on HeadlessUIKit.
@MainActor
@Suite struct CorpusGlassTests {
    @Test func theQueueOpensAsASheetKeepsItsGlassAndClosesFromItsBar() throws {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        let leaks = LeakTracker()
        do {
            NowPlayingGlassViewController.present(from: root)
            window.headless.runUntilIdle()
            let navigation = try #require(root.presentedViewController as? UINavigationController)
            let queue = try #require(navigation.topViewController as? NowPlayingGlassViewController)
            leaks.track(queue, "queue")
            #expect(queue.queue.topEdgeEffect.style == .hard)
            #expect(queue.queue.bottomEdgeEffect.isHidden)
            #expect(queue.queue.leftEdgeEffect.style == .automatic)
            #expect((queue.controls.effect as? UIGlassContainerEffect)?.spacing == 8)
            let close = try #require(queue.navigationItem.rightBarButtonItem)
            #expect(close.headless.tap())
        }
        window.headless.runUntilIdle()
        #expect(root.presentedViewController == nil)
        expectReleased(leaks)
        #expect(window.headless.diagnostics.isEmpty)
    }
}
