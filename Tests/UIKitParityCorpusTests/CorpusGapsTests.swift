import Foundation
import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus screens that use scene geometry, empty states and custom traits.
@MainActor
@Suite struct CorpusGapsTests {
    private func show(_ root: UIViewController, in window: UIWindow) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
    }

    @Test func aLandscapePlayerAsksToRotateAndAPortraitRootRefusesAnotherRequest() throws {
        let window = UIWindow(frame: .zero)
        let scene = try #require(window.windowScene)
        let leaks = LeakTracker()
        do {
            let player = LandscapePlayerViewController()
            leaks.track(player, "player")
            show(player, in: window)
            let requests = scene.headless.geometryRequests.compactMap {
                ($0 as? UIWindowScene.GeometryPreferences.iOS)?.interfaceOrientations
            }
            #expect(requests == [.landscape])
            #expect(player.geometryLog.isEmpty)
            #expect(!player.isShownInLandscape)
            #expect(!player.canRestrictWindowSize)
            #expect(scene.effectiveGeometry.isInterfaceOrientationLocked)

            player.rotate(to: .portrait)
            window.headless.runUntilIdle()
            #expect(player.geometryLog == ["refused 101"])
        }
        window.rootViewController = nil
        window.headless.runUntilIdle()
        #expect(leaks.alive.isEmpty)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func contactsShowNoResultsWhileTheSearchMatchesNobody() throws {
        let window = UIWindow(frame: .zero)
        let leaks = LeakTracker()
        do {
            let contacts = ContactsListViewController()
            leaks.track(contacts, "contacts")
            show(UINavigationController(rootViewController: contacts), in: window)
            #expect(contacts.contentUnavailableConfiguration == nil)

            let search = try #require(contacts.navigationItem.searchController)
            search.searchBar.text = "Zed"
            contacts.updateSearchResults(for: search)
            window.headless.runUntilIdle()
            let empty = try #require(
                contacts.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
            #expect(empty.text == "No Results")
            #expect(empty.secondaryText == "No contact matches \u{201C}Zed\u{201D}.")

            search.searchBar.text = "A"
            contacts.updateSearchResults(for: search)
            window.headless.runUntilIdle()
            #expect(contacts.contentUnavailableConfiguration == nil)
        }
        window.rootViewController = nil
        window.headless.runUntilIdle()
        #expect(leaks.alive.isEmpty)
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func aThemedSectionPassesItsCustomTraitToItsChildOnly() {
        let window = UIWindow(frame: .zero)
        let leaks = LeakTracker()
        do {
            let section = ThemedSectionViewController()
            leaks.track(section, "section")
            show(section, in: window)
            #expect(section.contentTheme == .reading)
            #expect(section.traitCollection[SectionThemeTrait.self] == .standard)
            let dark = section.darkReadingTraits()
            #expect(dark[SectionThemeTrait.self] == .reading)
            #expect(dark.userInterfaceStyle == .dark)
        }
        window.rootViewController = nil
        window.headless.runUntilIdle()
        #expect(leaks.alive.isEmpty)
    }
}
