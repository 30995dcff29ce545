import HeadlessUIKit
import Testing

@testable import Wayfinder

/// The delegate-proxy part on its own, without a navigator: one proxy per controller, made
/// once, and let go of when its controller is neither in front nor covered.
@MainActor
@Suite struct DelegateProxiesTests {
    @Test func aProxyIsMadeOncePerControllerAndNotesThatATableGainedAnEntry() {
        var proxies = DelegateProxies()
        let navigation = UINavigationController()
        var made = 0
        func make() -> NavigationDelegateProxy {
            made += 1
            return NavigationDelegateProxy(navigator: nil, navigation: navigation)
        }
        let first = proxies.navigationProxy(for: navigation, make: make)
        #expect(proxies.gainedEntries)
        proxies.gainedEntries = false
        let second = proxies.navigationProxy(for: navigation, make: make)
        #expect(first === second)
        #expect(made == 1)
        #expect(!proxies.gainedEntries)
        #expect(proxies.navigation.count == 1)
    }

    @Test func proxiesOfControllersNoLongerInTheWindowAreDroppedWhenAScreenLeft() {
        var proxies = DelegateProxies()
        let front = UINavigationController()
        let covered = UITabBarController()
        let gone = UITabBarController()
        let sheet = UIViewController()
        _ = proxies.navigationProxy(for: front) {
            NavigationDelegateProxy(navigator: nil, navigation: front)
        }
        _ = proxies.tabBarProxy(for: covered) { TabBarDelegateProxy(navigator: nil) }
        _ = proxies.tabBarProxy(for: gone) { TabBarDelegateProxy(navigator: nil) }
        _ = proxies.presentationProxy(for: sheet) { PresentationDelegateProxy(navigator: nil) }
        proxies.gainedEntries = false
        let inWindow: Set = [ObjectIdentifier(front), ObjectIdentifier(covered)]
        #expect(proxies.anyGone(inWindow: inWindow))

        // Nothing left and nothing gained since the last search: the tables are not searched.
        proxies.dropGone(anyGone: false, inWindow: inWindow)
        #expect(proxies.tabBar.count == 2)

        proxies.dropGone(anyGone: true, inWindow: inWindow)

        #expect(Set(proxies.navigation.keys) == [ObjectIdentifier(front)])
        #expect(Set(proxies.tabBar.keys) == [ObjectIdentifier(covered)])
        #expect(proxies.presentation.isEmpty)
        #expect(!proxies.anyGone(inWindow: inWindow))
    }

    @Test func anEntryMadeSinceTheLastSearchMakesTheNextOneSearch() {
        var proxies = DelegateProxies()
        let sheet = UIViewController()
        _ = proxies.presentationProxy(for: sheet) { PresentationDelegateProxy(navigator: nil) }
        proxies.dropGone(anyGone: false, inWindow: Set<ObjectIdentifier>())
        #expect(proxies.presentation.isEmpty)
        #expect(!proxies.gainedEntries)
    }

    @Test func userCausesAreKeptPerControllerUntilTaken() {
        var proxies = DelegateProxies()
        let navigation = UINavigationController()
        let id = ObjectIdentifier(navigation)
        proxies.noteUserCause(.swipe, of: id)
        #expect(proxies.takeUserCause(of: id) == .swipe)
        #expect(proxies.takeUserCause(of: id) == nil)
    }
}
