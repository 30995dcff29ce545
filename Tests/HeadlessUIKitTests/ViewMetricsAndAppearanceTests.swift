import HeadlessUIKit
import Testing
import WayfinderTesting

/// Geometry conversions, view-to-view transitions and appearance proxies.
@MainActor
@Suite struct ViewMetricsAndAppearanceTests {
    @Test func pointsConvertThroughTheSuperviewChain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 31, y: 106))
        #expect(root.convert(CGPoint(x: 31, y: 106), to: badge) == CGPoint(x: 1, y: 1))
        #expect(card.convert(badge.frame, to: nil).origin == CGPoint(x: 30, y: 105))
        #expect(badge.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func aViewTransitionSwapsTheViewsAndCompletesAfterItsDuration() {
        let stage = Stage()
        let a = stage.controller("A")
        stage.show(a)
        let old = UIView()
        let new = UIView()
        a.view.addSubview(old)
        UIView.transition(
            from: old, to: new, duration: 0.3, options: .transitionCrossDissolve,
            completion: { finished in stage.trace.record("done \(finished)") })
        #expect(old.superview == nil)
        #expect(new.superview === a.view)
        stage.runUntilIdle()
        stage.expectTrace(["0.300 done true"])
    }

    @Test func appearanceProxiesKeepWhatIsSetPerClass() {
        UINavigationBar.appearance().prefersLargeTitles = true
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance().prefersLargeTitles)
        #expect(UITabBar.appearance() !== UITabBar(frame: .zero))
        UINavigationBar.appearance().prefersLargeTitles = false
        let configured = UIImage(
            systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        #expect(configured?.description == "UIImage(systemName: star)")
    }
}
