import HeadlessUIKit
import Testing
import UIKitParityCorpus
import WayfinderTesting

/// The corpus's custom card presentation on HeadlessUIKit: the transitioning delegate's
/// presentation controller is used and hears its transitions; the animators are not run
/// (HeadlessBehaviour.customAnimatorsAreNotRun).
@MainActor
@Suite struct CorpusCardTests {
    @Test func aCustomPresentationUsesTheDelegatesPresentationController() throws {
        let leaks = LeakTracker()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.headless.runUntilIdle()
        let delegate = CardTransitioningDelegate()
        weak var controller: CardPresentationController?
        do {
            let card = UIViewController()
            leaks.track(card, "card")
            root.presentCard(card, delegate: delegate)
            let presentation = try #require(
                card.presentationController as? CardPresentationController)
            controller = presentation
            #expect(presentation.presentationStyle == .custom)
            #expect(presentation.presentingViewController === root)
            #expect(presentation.dimmingView.superview === presentation.containerView)
            window.headless.runUntilIdle()
            #expect(presentation.events == ["presentationWillBegin", "presentationDidEnd(true)"])
            #expect(
                root.viewIfLoaded?.window === window, "a custom presentation keeps the presenter")
            card.dismiss(animated: true)
            window.headless.runUntilIdle()
            #expect(
                presentation.events == [
                    "presentationWillBegin", "presentationDidEnd(true)", "dismissalWillBegin",
                    "dismissalDidEnd(true)",
                ])
            #expect(presentation.dimmingView.superview == nil)
        }
        #expect(controller == nil)
        expectReleased(leaks, ["card"])
        #expect(window.headless.diagnostics.isEmpty)
    }
}
