import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// An app's delegate that chains to the delegate it replaced forwards each call with one line
/// of `DelegateForwarder`, the same code as on iOS.
@MainActor
@Suite(.navigationChecked) struct DelegateForwarderTests {
    /// The delegate that was there first: records what reaches it.
    final class Previous: NSObject, UINavigationControllerDelegate,
        UISheetPresentationControllerDelegate, UITabBarControllerDelegate
    {
        var calls: [String] = []
        var mayDismiss = true
        var maySelect = true

        func navigationController(
            _ navigationController: UINavigationController,
            willShow viewController: UIViewController, animated: Bool
        ) { calls.append("willShow \(viewController.title ?? "")") }
        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController, animated: Bool
        ) { calls.append("didShow \(viewController.title ?? "")") }
        func presentationControllerShouldDismiss(
            _ presentationController: UIPresentationController
        ) -> Bool {
            calls.append("shouldDismiss")
            return mayDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(
            _ presentationController: UIPresentationController
        ) { calls.append("didAttemptToDismiss") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            let detent = sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"
            calls.append("didChangeDetent \(detent)")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            calls.append("shouldSelect \(viewController.title ?? "")")
            return maySelect
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) { calls.append("didSelect \(viewController.title ?? "")") }
    }

    /// The app's delegate: logs, then forwards every call in one line.
    final class Chained: NSObject, UINavigationControllerDelegate,
        UISheetPresentationControllerDelegate, UITabBarControllerDelegate
    {
        weak var previous: (any NSObjectProtocol)?
        var log: [String] = []

        func navigationController(
            _ navigationController: UINavigationController,
            willShow viewController: UIViewController, animated: Bool
        ) {
            log.append("willShow")
            DelegateForwarder(previous).navigationController(
                navigationController, willShow: viewController, animated: animated)
        }
        func navigationController(
            _ navigationController: UINavigationController,
            didShow viewController: UIViewController, animated: Bool
        ) {
            DelegateForwarder(previous).navigationController(
                navigationController, didShow: viewController, animated: animated)
        }
        func presentationControllerShouldDismiss(
            _ presentationController: UIPresentationController
        ) -> Bool {
            DelegateForwarder(previous).presentationControllerShouldDismiss(presentationController)
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            DelegateForwarder(previous).presentationControllerWillDismiss(presentationController)
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            DelegateForwarder(previous).presentationControllerDidDismiss(presentationController)
        }
        func presentationControllerDidAttemptToDismiss(
            _ presentationController: UIPresentationController
        ) {
            DelegateForwarder(previous).presentationControllerDidAttemptToDismiss(
                presentationController)
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            log.append("didChangeDetent")
            DelegateForwarder(previous)
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                    sheetPresentationController)
        }
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            DelegateForwarder(previous).tabBarController(
                tabBarController, shouldSelect: viewController)
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            DelegateForwarder(previous).tabBarController(
                tabBarController, didSelect: viewController)
        }
    }

    @Test func navigationCallsReachThePreviousDelegate() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let previous = Previous()
        let chained = Chained()
        chained.previous = previous
        nav.delegate = chained
        app.navigator.push(app.screen("B"))
        app.runUntilIdle()
        #expect(chained.log == ["willShow"])
        #expect(previous.calls == ["willShow B", "didShow B"])
    }

    @Test(arguments: [true, false])
    func aSheetsQuestionsAndAnswersReachThePreviousDelegate(_ mayDismiss: Bool) {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let previous = Previous()
        previous.mayDismiss = mayDismiss
        let chained = Chained()
        chained.previous = previous
        // Presented with UIKit's own call: the test is about the forwarding, with no proxy of
        // Wayfinder's in front of the app's delegate.
        do {
            let sheet = app.screen("Sheet")
            sheet.presentationController?.delegate = chained
            nav.present(sheet, animated: true)
            app.runUntilIdle()
            let drag = sheet.headless.beginInteractiveDismiss()
            drag.update(progress: 0.6)
            drag.finish()
        }
        app.runUntilIdle()
        #expect(
            previous.calls
                == (mayDismiss
                    ? ["shouldDismiss", "willDismiss", "didDismiss"]
                    : ["shouldDismiss", "didAttemptToDismiss"]))
        #expect(app.navigator.topmost?.title == (mayDismiss ? "A" : "Sheet"))
    }

    @Test func aSheetDetentDragReachesThePreviousDelegate() {
        let app = NavigatorHarness()
        let (nav, _) = app.stack("A")
        let previous = Previous()
        let chained = Chained()
        chained.previous = previous
        do {
            let sheet = app.screen("Sheet")
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            sheet.presentationController?.delegate = chained
            nav.present(sheet, animated: true)
            app.runUntilIdle()
            #expect(sheet.headless.dragSheet(to: .large))
        }
        app.runUntilIdle()
        #expect(chained.log == ["didChangeDetent"])
        #expect(previous.calls == ["didChangeDetent com.apple.UIKit.large"])
        app.navigator.dismissAll()
        app.runUntilIdle()
    }

    @Test(arguments: [true, false])
    func aTabTapsQuestionAndAnswerReachThePreviousDelegate(_ maySelect: Bool) {
        let app = NavigatorHarness()
        let tabs = UITabBarController()
        tabs.viewControllers = [app.screen("One"), app.screen("Two")]
        app.setRoot(tabs)
        app.runUntilIdle()
        let previous = Previous()
        previous.maySelect = maySelect
        let chained = Chained()
        chained.previous = previous
        tabs.delegate = chained
        tabs.headless.tap(index: 1)
        app.runUntilIdle()
        #expect(
            previous.calls
                == (maySelect ? ["shouldSelect Two", "didSelect Two"] : ["shouldSelect Two"]))
        #expect(tabs.selectedIndex == (maySelect ? 1 : 0))
    }

    @Test func noPreviousDelegateAnswersUIKitsDefaults() {
        let forwarder = DelegateForwarder(nil)
        let tabs = UITabBarController()
        let screen = UIViewController()
        #expect(forwarder.tabBarController(tabs, shouldSelect: screen))
        let sheet = UIViewController()
        let presentation = UIPresentationController(
            presentedViewController: sheet, presenting: nil)
        #expect(forwarder.presentationControllerShouldDismiss(presentation))
        // A delegate of another protocol is not called and answers the default too.
        #expect(DelegateForwarder(NSObject()).presentationControllerShouldDismiss(presentation))
    }
}
