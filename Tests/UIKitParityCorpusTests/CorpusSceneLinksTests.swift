import Foundation
import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The shop's scene delegate, launched and linked into the way the system does it: a custom
/// scheme at launch, a universal link while running, the restoration activity saved in the
/// background and handed back at the next launch, and the filter sheet's detents.
@MainActor
@Suite struct CorpusSceneLinksTests {
    private func launch(
        urls: Set<URL> = [], activities: Set<NSUserActivity> = [],
        restoring: NSUserActivity? = nil
    ) -> (UIWindowScene, ShopLinksSceneDelegate) {
        let delegate = ShopLinksSceneDelegate()
        let scene = UIApplication.shared.headless.connectScene(
            delegate: delegate, urlContexts: urls, userActivities: activities,
            restoring: restoring)
        delegate.window?.headless.runUntilIdle()
        return (scene, delegate)
    }

    @Test func aLinkThatLaunchesTheAppOpensTheFilterSheetAtItsCustomDetent() throws {
        let (_, delegate) = launch(urls: [try #require(URL(string: "shop://catalog/filters"))])
        let window = try #require(delegate.window)
        #expect(delegate.links == ["shop:/catalog/filters"])
        let sheet = try #require(
            window.rootViewController?.presentedViewController as? FilterSheetViewController)
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.selectedDetentIdentifier == FilterSheetViewController.peek)
        #expect(
            controller.detents.map(\.identifier) == [
                FilterSheetViewController.peek, .medium, .large,
            ])
        #expect(controller.prefersGrabberVisible)
        sheet.expand()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aUniversalLinkWhileRunningIsContinued() throws {
        let (scene, delegate) = launch()
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://shop.example.com/catalog/filters")
        scene.headless.continue(activity)
        delegate.window?.headless.runUntilIdle()
        #expect(delegate.links == ["https:/catalog/filters"])
        #expect(
            delegate.window?.rootViewController?.presentedViewController
                is FilterSheetViewController)
    }

    @Test func theSavedActivityRestoresThePlaceAtTheNextLaunch() throws {
        let (scene, _) = launch()
        let saved = try #require(scene.headless.saveRestorationActivity())
        #expect(saved.activityType == ShopLinksSceneDelegate.browsingActivity)
        let (_, relaunched) = launch(restoring: saved)
        #expect(relaunched.links == ["restore:Shop"])
    }

    @Test func aUniversalLinkThatLaunchesTheAppIsReadFromTheConnectionOptions() throws {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://shop.example.com/orders")
        let (_, delegate) = launch(activities: [activity])
        #expect(delegate.links == ["https:/orders"])
    }
}
