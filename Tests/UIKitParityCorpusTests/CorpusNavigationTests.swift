import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus screens doing what their code says, on HeadlessUIKit.
@MainActor
@Suite struct CorpusNavigationTests {
    @Test func composeBarButtonPresentsAResizableSheetThatCanBeSwipedAwayWhenEmpty() throws {
        let app = CorpusApp()
        let compose = try #require(app.inbox.navigationItem.rightBarButtonItem)
        #expect(compose.headless.systemItem == .compose)
        #expect(compose.headless.tap())
        app.runUntilIdle()
        try swipeAway(app)
        #expect(app.inboxNavigation.presentedViewController == nil)
        expectReleased(app.leaks, ["compose"])
        #expect(app.diagnostics.isEmpty)
    }

    private func swipeAway(_ app: CorpusApp) throws {
        let sheet = try #require(app.inboxNavigation.presentedViewController)
        app.leaks.track(sheet, "compose")
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.detents.map(\.identifier) == [.medium, .large])
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(controller.prefersGrabberVisible)
        #expect(controller.presentationStyle == .pageSheet)
        #expect(controller.presentingViewController === app.tabs)
        // The sheet's own controller delegate is the compose screen (set in viewWillAppear).
        #expect(controller.delegate is ComposeViewController)

        let swipe = sheet.headless.beginInteractiveDismiss()
        #expect(swipe.didBegin)
        swipe.finish()
        app.runUntilIdle()
    }

    @Test func aDraftTurnsTheSwipeIntoAnActionSheetWhoseDiscardClosesTheSheet() throws {
        let app = CorpusApp()
        app.inbox.compose()
        app.runUntilIdle()
        try discardDraft(app)
        app.runUntilIdle()
        #expect(app.inboxNavigation.presentedViewController == nil)
        expectReleased(app.leaks, ["sheet", "alert"])
        #expect(app.diagnostics.isEmpty)
    }

    private func discardDraft(_ app: CorpusApp) throws {
        let sheet = try #require(app.inboxNavigation.presentedViewController)
        let navigation = try #require(sheet as? UINavigationController)
        let compose = try #require(navigation.topViewController as? ComposeViewController)
        compose.draft = "Hello"
        app.leaks.track(sheet, "sheet")

        let swipe = sheet.headless.beginInteractiveDismiss()
        #expect(!swipe.didBegin)
        app.runUntilIdle()
        let alert = try #require(sheet.presentedViewController as? UIAlertController)
        app.leaks.track(alert, "alert")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Discard", "Keep Editing"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        // The presenter stays on screen under the alert.
        #expect(compose.viewIfLoaded?.window === app.window)

        #expect(alert.headless.tapAction(titled: "Discard"))
    }

    @Test func aMessageIsShownByPushAndHidesTheTabBarAndShowsItsToolbar() throws {
        let app = CorpusApp()
        let logger = NavigationLogger()
        app.inboxNavigation.delegate = logger
        app.inbox.open(at: 0)
        app.runUntilIdle()
        try replyAndGoBack(app, logger)
        app.runUntilIdle()
        #expect(app.inboxNavigation.isToolbarHidden)
        #expect(app.inboxNavigation.isNavigationBarHidden)
        #expect(logger.shown == ["Welcome", "Inbox"])
        expectReleased(app.leaks, ["message", "reply"])
        #expect(app.diagnostics.isEmpty)
    }

    private func replyAndGoBack(_ app: CorpusApp, _ logger: NavigationLogger) throws {
        let message = try #require(app.inboxNavigation.topViewController as? MessageViewController)
        app.leaks.track(message, "message")
        #expect(message.hidesBottomBarWhenPushed)
        #expect(message.navigationItem.backButtonDisplayMode == .minimal)
        #expect(message.toolbarItems?.count == 3)
        #expect(message.toolbarItems?[1].headless.systemItem == .flexibleSpace)
        #expect(!app.inboxNavigation.isToolbarHidden)
        #expect(!app.inboxNavigation.isNavigationBarHidden)
        #expect(app.inboxNavigation.interactivePopGestureRecognizer?.isEnabled == true)
        #expect(logger.shown == ["Welcome"])

        // The reply button in the toolbar covers the screen.
        #expect(message.toolbarItems?[2].headless.tap() == true)
        app.runUntilIdle()
        let reply = try #require(message.presentedViewController)
        app.leaks.track(reply, "reply")
        #expect(reply.modalPresentationStyle == .fullScreen)
        #expect(reply.presentationController?.presentationStyle == .fullScreen)
        #expect(message.viewIfLoaded?.window == nil)
        reply.dismiss(animated: true)
        app.runUntilIdle()

        app.inboxNavigation.headless.tapBackButton()
    }

    @Test func renamingTheAccountReadsTheAlertsTextField() throws {
        let app = CorpusApp()
        app.tabs.selectedIndex = 1
        app.runUntilIdle()
        let settingsNavigation = try #require(
            app.tabs.selectedViewController as? UINavigationController)
        let settings = try #require(settingsNavigation.topViewController as? SettingsViewController)
        #expect(settings.navigationItem.rightBarButtonItem?.headless.tap() == true)
        app.runUntilIdle()
        try typeName(settings, app)
        // The handler runs once the alert is gone.
        #expect(settings.accountName == nil)
        app.runUntilIdle()
        #expect(settings.accountName == "Ada")
        expectReleased(app.leaks, ["alert"])
        #expect(app.diagnostics.isEmpty)
    }

    private func typeName(_ settings: SettingsViewController, _ app: CorpusApp) throws {
        let alert = try #require(settings.presentedViewController as? UIAlertController)
        app.leaks.track(alert, "alert")
        #expect(alert.title == "Account")
        #expect(alert.message == "Enter a new name")
        #expect(alert.preferredAction?.title == "Save")
        let field = try #require(alert.textFields?.first)
        #expect(field.placeholder == "Name")
        #expect(field.autocapitalizationType == .words)
        field.text = "Ada"
        #expect(alert.headless.tapAction(titled: "Save"))
    }

    @Test func helpIsAPopoverAnchoredToItsSourceAndDarkModeReachesTheTraits() throws {
        let app = CorpusApp()
        app.tabs.selectedIndex = 1
        app.runUntilIdle()
        let settingsNavigation = try #require(
            app.tabs.selectedViewController as? UINavigationController)
        let settings = try #require(settingsNavigation.topViewController as? SettingsViewController)
        settings.showHelp(from: settings.view)
        app.runUntilIdle()
        try closeHelp(settings, app)
        app.runUntilIdle()

        #expect(settings.traitCollection.userInterfaceStyle == .light)
        settings.forceDarkMode(true)
        #expect(settings.view.traitCollection.userInterfaceStyle == .dark)
        let background = settings.view.backgroundColor?.resolvedColor(
            with: settings.view.traitCollection)
        #expect(background == .black)
        #expect(settings.supportedInterfaceOrientations == .portrait)
        expectReleased(app.leaks, ["help"])
        #expect(app.diagnostics.isEmpty)
    }

    private func closeHelp(_ settings: SettingsViewController, _ app: CorpusApp) throws {
        let help = try #require(settings.presentedViewController)
        app.leaks.track(help, "help")
        let popover = try #require(help.popoverPresentationController)
        #expect(popover.sourceView === settings.view)
        #expect(popover.permittedArrowDirections == [.up, .down])
        #expect(popover.arrowDirection == .up)
        #expect(help.preferredContentSize == CGSize(width: 320, height: 240))
        help.dismiss(animated: false)
    }

    @Test func theOnboardingContainerCrossDissolvesToTheNextStep() {
        let app = CorpusApp()
        let steps = [UIViewController(), UIViewController()]
        steps[0].title = "One"
        steps[1].title = "Two"
        let onboarding = OnboardingContainerViewController(steps: steps)
        onboarding.modalPresentationStyle = .fullScreen
        app.tabs.present(onboarding, animated: false)
        app.runUntilIdle()
        #expect(onboarding.children.map(\.title) == ["One"])
        #expect(steps[0].view.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        onboarding.next()
        app.runUntilIdle()
        #expect(onboarding.children.map(\.title) == ["Two"])
        #expect(onboarding.index == 1)
        #expect(steps[0].viewIfLoaded?.superview == nil)
        #expect(steps[1].view.superview === onboarding.view)
        #expect(app.diagnostics.isEmpty)
    }
}
