import Foundation
import Wayfinder

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A navigation controller delegate that records `willShow` / `didShow` into a trace.
public final class NavigationDelegateRecorder: NSObject, UINavigationControllerDelegate {
    private let trace: CallbackTrace
    private let name: String

    /// Creates a recorder that writes lines like `"nav.willShow(B, animated: true)"`.
    public init(_ name: String = "nav", trace: CallbackTrace) {
        self.name = name
        self.trace = trace
        super.init()
    }

    /// Records `"<name>.willShow(<screen>, animated: <flag>)"`.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController, animated: Bool
    ) {
        trace.record("\(name).willShow(\(traceName(of: viewController)), animated: \(animated))")
    }

    /// Records `"<name>.didShow(<screen>, animated: <flag>)"`.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController, animated: Bool
    ) {
        trace.record("\(name).didShow(\(traceName(of: viewController)), animated: \(animated))")
    }
}

/// A presentation controller delegate that records its calls and answers
/// `presentationControllerShouldDismiss` with ``allowsDismissal``.
public final class PresentationDelegateRecorder: NSObject,
    UIAdaptivePresentationControllerDelegate
{
    private let trace: CallbackTrace
    /// What `presentationControllerShouldDismiss` answers.
    public var allowsDismissal = true

    /// Creates a recorder.
    public init(trace: CallbackTrace) {
        self.trace = trace
        super.init()
    }

    private func name(_ controller: UIPresentationController) -> String {
        traceName(of: controller.presentedViewController)
    }

    /// Records the question and answers ``allowsDismissal``.
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool {
        trace.record("\(name(presentationController)).presentationControllerShouldDismiss")
        return allowsDismissal
    }

    /// Records `"<screen>.presentationControllerWillDismiss"`.
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {
        trace.record("\(name(presentationController)).presentationControllerWillDismiss")
    }

    /// Records `"<screen>.presentationControllerDidDismiss"`.
    public func presentationControllerDidDismiss(
        _ presentationController: UIPresentationController
    ) {
        trace.record("\(name(presentationController)).presentationControllerDidDismiss")
    }

    /// Records `"<screen>.presentationControllerDidAttemptToDismiss"`.
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {
        trace.record("\(name(presentationController)).presentationControllerDidAttemptToDismiss")
    }
}

/// A tab bar controller delegate that records its calls and answers `shouldSelect` with
/// ``allowsSelection``.
public final class TabBarDelegateRecorder: NSObject, UITabBarControllerDelegate {
    private let trace: CallbackTrace
    private let name: String
    /// What `shouldSelect` answers.
    public var allowsSelection = true

    /// Creates a recorder that writes lines like `"tabs.didSelect(B)"`.
    public convenience init(trace: CallbackTrace) {
        self.init("tabs", trace: trace)
    }

    /// Creates a recorder that writes lines like `"<name>.didSelect(B)"`, naming the tab bar
    /// controller as the test or scenario does.
    ///
    /// - Parameters:
    ///   - name: the tab bar controller's name in the trace.
    ///   - trace: where to record.
    public init(_ name: String, trace: CallbackTrace) {
        self.name = name
        self.trace = trace
        super.init()
    }

    /// Records `"<name>.shouldSelect(<screen>)"` and answers ``allowsSelection``.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        trace.record("\(name).shouldSelect(\(traceName(of: viewController)))")
        return allowsSelection
    }

    /// Records `"<name>.didSelect(<screen>)"`.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        trace.record("\(name).didSelect(\(traceName(of: viewController)))")
    }
}
