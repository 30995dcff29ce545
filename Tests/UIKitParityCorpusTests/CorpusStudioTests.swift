import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The studio app on HeadlessUIKit: tabs by identifier, a zoomed push the user pinches back,
/// a carousel that turns the content swipe-back off while it shows, the editor's inspector.
@MainActor
@Suite struct CorpusStudioTests {
    @Test func tabsAreSelectedByIdentifierAndTheDelegateHearsIt() throws {
        let window = UIWindow(frame: .zero)
        let tabs = StudioTabBarController()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        #expect(tabs.selectedTab?.identifier == "library")
        tabs.headless.tap(identifier: UISearchTab(viewControllerProvider: nil).identifier)
        window.headless.runUntilIdle()
        #expect(tabs.selections == [UISearchTab(viewControllerProvider: nil).identifier])
        tabs.showLibrary(editing: true)
        #expect(tabs.selectedTab?.identifier == "library")
        #expect(tabs.isTabBarHidden)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aZoomedPhotoPinchedHalfWayStaysAndTheCarouselKeepsItsPans() throws {
        let window = UIWindow(frame: .zero)
        let grid = StudioGridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        grid.open(photo: 3)
        window.headless.runUntilIdle()
        weak var left: StudioPhotoViewController?
        try check(navigation, grid, window, left: &left)
        #expect(left == nil)
    }

    private func check(
        _ navigation: UINavigationController, _ grid: StudioGridViewController, _ window: UIWindow,
        left: inout StudioPhotoViewController?
    ) throws {
        let photo = try #require(navigation.topViewController as? StudioPhotoViewController)
        left = photo
        #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == false)
        #expect(grid.navigationItem.subtitle == "1 opened")
        let pinch = photo.headless.beginInteractiveZoomDismiss()
        pinch.update(progress: 0.4)
        pinch.cancel()
        window.headless.runUntilIdle()
        #expect(navigation.topViewController === photo)
        let finished = photo.headless.beginInteractiveZoomDismiss()
        finished.finish()
        window.headless.runUntilIdle()
        #expect(navigation.topViewController === grid)
        #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == true)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func theEditorsInspectorShowsAndHidesAndItCollapsesOntoTheCompactColumn() {
        let window = UIWindow(frame: .zero)
        let editor = StudioEditorSplitViewController()
        window.rootViewController = editor
        window.headless.setHorizontalSizeClass(.regular)
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        #expect(!editor.isCollapsed)
        editor.toggleInspector()
        window.headless.runUntilIdle()
        #expect(editor.isShowing(.inspector))
        editor.toggleInspector()
        window.headless.runUntilIdle()
        #expect(!editor.isShowing(.inspector))
        window.headless.setHorizontalSizeClass(.compact)
        window.headless.runUntilIdle()
        #expect(editor.isCollapsed)
        #expect(editor.events.contains("collapse"))
        #expect(window.headless.diagnostics.isEmpty)
    }
}
