import HeadlessUIKit
import Testing

/// iOS 26's bar button badges, deferred menu elements, and the content scroll views a
/// controller gives its bars.
@MainActor
@Suite struct BadgesMenusAndScrollViewsTests {
    @Test func aBadgeKeepsItsValueAndColoursAndComparesByThem() {
        let item = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        #expect(item.badge == nil)
        item.badge = .count(12)
        #expect(item.badge?.stringValue == "12")
        #expect(item.badge == .count(12))
        #expect(item.badge != .string("12 new"))
        var dot = UIBarButtonItem.Badge.indicator()
        #expect(dot.stringValue == nil)
        #expect(dot == .indicator())
        dot.backgroundColor = .systemOrange
        #expect(dot != .indicator())
        item.badge = dot
        #expect(item.badge?.backgroundColor == .systemOrange)
    }

    @Test(arguments: [true, false])
    func aCachedElementLoadsOnceAndAnUncachedOneEveryTime(cached: Bool) {
        var loads = 0
        let provider: (@escaping ([UIMenuElement]) -> Void) -> Void = { completion in
            loads += 1
            completion([UIAction(title: "Load \(loads)") { _ in }])
        }
        let element =
            cached ? UIDeferredMenuElement(provider) : UIDeferredMenuElement.uncached(provider)
        #expect(element.headless.open()?.map(\.title) == ["Load 1"])
        #expect(element.headless.open()?.map(\.title) == [cached ? "Load 1" : "Load 2"])
        #expect(loads == (cached ? 1 : 2))
    }

    @Test func aProviderThatHasNotAnsweredLeavesTheMenuLoading() {
        var pending: (([UIMenuElement]) -> Void)?
        let element = UIDeferredMenuElement { pending = $0 }
        #expect(element.headless.open() == nil)
        pending?([UIAction(title: "Late") { _ in }])
        #expect(element.headless.open()?.map(\.title) == ["Late"])
    }

    @Test func contentScrollViewsAreKeptPerEdgeAndAnAggregateEdgeIsRefusedWhenRead() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let list = UIScrollView()
        controller.setContentScrollView(list, for: .all)
        #expect(controller.contentScrollView(for: .top) === list)
        #expect(controller.contentScrollView(for: .bottom) === list)
        controller.setContentScrollView(nil, for: .top)
        #expect(controller.contentScrollView(for: .top) == nil)
        #expect(controller.contentScrollView(for: .bottom) === list)
        #expect(window.headless.diagnostics.isEmpty)

        #expect(controller.contentScrollView(for: [.top, .bottom]) == nil)
        #expect(window.headless.diagnostics.count == 1)
        #expect(
            window.headless.diagnostics.first?.contains("NSInvalidArgumentException") == true)
    }

    @Test func theTitleMenuProviderAndOverflowItemsAreKeptAsSet() {
        let item = UINavigationItem(title: "Inbox")
        item.titleMenuProvider = { suggested in UIMenu(children: suggested) }
        let menu = item.titleMenuProvider?([UIAction(title: "Rename") { _ in }])
        #expect(menu?.children.map(\.title) == ["Rename"])
        item.additionalOverflowItems = UIDeferredMenuElement { $0([]) }
        #expect(item.additionalOverflowItems?.headless.open()?.isEmpty == true)
    }

    @Test func uiKitAttributesStayOnTheRunsTheyWereSetOn() throws {
        var subtitle = AttributedString("3 unread")
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        let unread = try #require(subtitle.range(of: "unread"))
        subtitle[unread].foregroundColor = .secondaryLabel
        subtitle[unread].uiKit.kern = 1.5
        #expect(subtitle.runs.count == 2)
        #expect(subtitle.runs.allSatisfy { $0.font != nil })
        #expect(subtitle.runs.map(\.foregroundColor) == [nil, .secondaryLabel])
        #expect(subtitle.runs.map(\.kern) == [nil, 1.5])
        let item = UINavigationItem(title: "Inbox")
        item.attributedSubtitle = subtitle
        #expect(item.subtitle == "3 unread")
    }
}
