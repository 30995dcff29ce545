import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus app, launched the way the system launches it: a scene connected with the
/// corpus's `SceneDelegate`, which builds the window.
@MainActor
struct CorpusApp {
    let scene: UIWindowScene
    let delegate: SceneDelegate
    let leaks = LeakTracker()

    init(urls: Set<URL> = []) {
        let delegate = SceneDelegate()
        self.delegate = delegate
        scene = UIApplication.shared.headless.connectScene(delegate: delegate, urlContexts: urls)
        window.headless.runUntilIdle()
    }

    var window: UIWindow { delegate.window! }
    var tabs: MainTabBarController { window.rootViewController as! MainTabBarController }
    var inboxNavigation: UINavigationController {
        tabs.viewControllers![0] as! UINavigationController
    }
    var inbox: InboxViewController { inboxNavigation.viewControllers[0] as! InboxViewController }
    var diagnostics: [String] { window.headless.diagnostics }

    func runUntilIdle() { window.headless.runUntilIdle() }
}

@MainActor
@Suite struct CorpusLaunchTests {
    @Test func theSceneDelegateBuildsTheTabsInTheWindowItMakesKey() {
        let app = CorpusApp()
        #expect(app.scene.activationState == .foregroundActive)
        #expect(app.scene.title == "Inbox")
        #expect(app.window.isKeyWindow)
        #expect(app.window.windowScene === app.scene)
        #expect(app.tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
        #expect(app.tabs.tabBar.selectedItem === app.inboxNavigation.tabBarItem)
        #expect(app.inboxNavigation.tabBarItem.badgeValue == "3")
        #expect(app.inboxNavigation.navigationBar.prefersLargeTitles)
        #expect(app.inbox.navigationItem.largeTitleDisplayMode == .always)
        #expect(app.inbox.viewIfLoaded?.window === app.window)
        #expect(app.inbox.view.backgroundColor == .systemBackground)
        #expect(app.window.tintColor == .systemIndigo)
        #expect(app.inbox.view.tintColor == .systemIndigo)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aDeepLinkThatLaunchesTheAppOpensTheComposeSheet() throws {
        let app = CorpusApp(urls: [URL(string: "corpus://compose")!])
        app.runUntilIdle()
        #expect(app.delegate.openedURLs == [URL(string: "corpus://compose")!])
        let sheet = try #require(app.inboxNavigation.presentedViewController)
        #expect(sheet.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(app.diagnostics.isEmpty)
    }

    @Test func aDeepLinkWhileRunningSelectsTheSettingsTab() {
        let app = CorpusApp()
        app.scene.headless.open([URL(string: "corpus://settings")!])
        app.runUntilIdle()
        #expect(app.tabs.selectedIndex == 1)
        #expect(app.tabs.tabBar.selectedItem?.title == "Settings")
        #expect(app.diagnostics.isEmpty)
    }

    @Test func goingToTheBackgroundAndBackRunsTheSceneLifeCycle() {
        let app = CorpusApp()
        app.scene.headless.enterBackground()
        #expect(app.scene.activationState == .background)
        #expect(app.scene.session.userInfo?["lastActive"] != nil)
        app.scene.headless.enterForeground()
        #expect(app.scene.activationState == .foregroundActive)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let app = CorpusApp()
        weak var message: UIViewController?
        do {
            app.inbox.open(at: 1)
            app.runUntilIdle()
            message = app.inboxNavigation.topViewController
            #expect(message?.title == "Invoice")
        }
        app.tabs.headless.tap(index: 0)
        app.runUntilIdle()
        #expect(app.tabs.tappedTabs == ["Inbox"])
        #expect(app.inboxNavigation.viewControllers.count == 1)
        #expect(message == nil)
        #expect(app.diagnostics.isEmpty)
    }
}
